import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { describeListingTotal } from "#domain/listing-count";
import { findOrganisationBySlug } from "#domain/organisations";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { getLocationLanding, getOrganizationLanding } from "./get-landing-stats";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    // Two postings of the first-start sample in Nairobi: listed, closed at the employer's site.
    buildJob({ expiresAt: null, sampleRecordedAt: new Date("2026-09-13T10:00:00Z") }),
    buildJob({ expiresAt: null, sampleRecordedAt: new Date("2026-09-13T10:00:00Z") }),
    // A job one can apply to, added since.
    buildJob({ title: "Finance Officer" }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("a landing page's jobs count the recorded sample postings among them, which are not available", async () => {
  const { jobs } = await getLocationLanding(handle.db, "nairobi");
  expect(jobs).toMatchObject({ total: 3, sampleTotal: 2 });
  expect(jobs.items).toHaveLength(3);
  expect(describeListingTotal({ ...jobs, totalIsLowerBound: false }, "open position")).toBe(
    "1 open position and 2 closed sample postings",
  );
  const { jobs: undp } = await getOrganizationLanding(
    handle.db,
    "undp",
    findOrganisationBySlug("undp") ?? null,
  );
  expect(undp).toMatchObject({ total: 3, sampleTotal: 2 });
});

test("a landing page's places say what they are, so a page can name them in its language", async () => {
  const { location } = await getLocationLanding(handle.db, "nairobi");
  expect(location).toMatchObject({ name: "Nairobi", kind: "city", countryCode: "KE" });
  expect((await getLocationLanding(handle.db, "kenya")).location).toMatchObject({
    name: "Kenya",
    kind: "country",
    countryCode: "KE",
  });
  expect((await getLocationLanding(handle.db, "remote")).location.kind).toBe("remote");
  const { locations } = await getOrganizationLanding(
    handle.db,
    "undp",
    findOrganisationBySlug("undp") ?? null,
  );
  expect(locations).toEqual([{ name: "Kenya", slug: "kenya", countryCode: "KE", count: 3 }]);
});
