import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { describeListingTotal } from "#domain/listing-count";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { insertJobs } from "./insert-jobs";
import { searchJobCards } from "./job-card-data";
import { parseJobQuery } from "./job-query";
import { replaceSampleJobs } from "#server/ingestion/replace-sample-jobs";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    // Two postings of the first-start sample: listed, closed at their employers' sites.
    buildJob({
      title: "Education Specialist",
      gradeCode: "P-3",
      expiresAt: null,
      sampleRecordedAt: new Date("2026-09-13T10:00:00Z"),
    }),
    buildJob({
      title: "Water Engineer",
      gradeCode: "P-4",
      expiresAt: null,
      sampleRecordedAt: new Date("2026-09-13T10:00:00Z"),
    }),
    // A job an administrator added since: one can apply to it.
    buildJob({ title: "Education Officer", gradeCode: "P-3" }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

const cards = (params: string) =>
  searchJobCards(handle.db, parseJobQuery(new URLSearchParams(params)));

test("a listing counts the recorded sample postings among its matches, which are not available", async () => {
  const all = await cards("");
  expect(all.items).toHaveLength(3);
  expect(all).toMatchObject({ total: 3, sampleTotal: 2 });
  expect(describeListingTotal(all)).toBe("1 available position and 2 closed sample postings");

  const p4 = await cards("grade=P-4");
  expect(p4).toMatchObject({ total: 1, sampleTotal: 1 });
  expect(describeListingTotal(p4)).toBe("1 sample posting, closed");

  // A keyword search counts them the same way.
  const education = await cards("search=education");
  expect(education).toMatchObject({ total: 2, sampleTotal: 1 });
  expect(describeListingTotal(education)).toBe("1 available position and 1 closed sample posting");
});

test("once live jobs replace the sample, every match is available again", async () => {
  await replaceSampleJobs(handle.db);
  const all = await cards("");
  expect(all).toMatchObject({ total: 1, sampleTotal: 0 });
  expect(describeListingTotal(all)).toBe("1 available position");
});
