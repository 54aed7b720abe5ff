import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import type { NewJobRow } from "#server/db/schema";
import { queryRows } from "#server/db/query-rows";
import { insertJobs } from "./insert-jobs";
import { getJobById } from "./search-jobs";
import { findSimilarJobs, SIMILAR_JOBS_LIMIT } from "./similar-jobs";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";

const FINANCE = "Finance & Economy";
const DAY = 86_400_000;

async function insert(db: DbHandle["db"], rows: NewJobRow[]): Promise<Map<string, string>> {
  await insertJobs(db, rows);
  const found = await queryRows<{ id: string; external_id: string }>(
    db,
    sql`select id, external_id from jobs`,
  );
  return new Map(found.map((row) => [row.external_id, String(row.id)]));
}

async function similarTo(db: DbHandle["db"], id: string) {
  const job = await getJobById(db, id);
  if (!job) throw new Error(`no job ${id}`);
  return findSimilarJobs(db, job);
}

const kampala = {
  location: "Kampala, Uganda",
  city: "Kampala",
  country: "Uganda",
  countryCode: "UG",
  region: "Africa",
};
const geneva = {
  location: "Geneva, Switzerland",
  city: "Geneva",
  country: "Switzerland",
  countryCode: "CH",
  region: "Europe",
};

describe("similar jobs of a live listing", () => {
  let handle: DbHandle;
  let ids: Map<string, string>;

  beforeAll(async () => {
    handle = await createTestDb();
    // The page's job: a P-3 programme post of UNDP in Nairobi (the factory's defaults).
    ids = await insert(handle.db, [
      buildJob({ externalId: "page" }),
      buildJob({ externalId: "twin", title: "Programme Analyst (twin)" }),
      buildJob({
        externalId: "neighbour",
        title: "Programme Specialist in Kampala",
        gradeCode: "P-4",
        organization: "United Nations Children's Fund",
        organizationSlug: "unicef",
        ...kampala,
      }),
      buildJob({
        externalId: "same-place-grade",
        title: "Finance Officer in Nairobi",
        professionalField: FINANCE,
        organization: "World Health Organization",
        organizationSlug: "who",
      }),
      buildJob({
        externalId: "far-field",
        title: "Finance Officer in Geneva",
        professionalField: FINANCE,
        ...geneva,
      }),
      buildJob({
        externalId: "far-grade",
        title: "Finance Assistant in Nairobi",
        professionalField: FINANCE,
        gradeCode: "G-5",
        level: "Entry",
      }),
      buildJob({ externalId: "closed", title: "Closed programme post", status: "closed" }),
      buildJob({
        externalId: "expired",
        title: "Expired programme post",
        expiresAt: new Date(Date.now() - DAY),
      }),
      buildJob({
        externalId: "sample",
        title: "Recorded sample programme post",
        sampleRecordedAt: new Date(Date.now() - 30 * DAY),
        expiresAt: null,
      }),
    ]);
  });

  afterAll(async () => {
    await handle?.close();
  });

  test("ranks what the jobs share and says why, leaving out the job, closed, expired and sample jobs", async () => {
    const similar = await similarTo(handle.db, ids.get("page")!);
    expect(similar.map((job) => job.id)).toEqual([
      ids.get("twin"),
      ids.get("neighbour"),
      ids.get("same-place-grade"),
    ]);
    const nairobi = { kind: "city", name: "Nairobi" };
    expect(similar.map((job) => job.likeness)).toEqual([
      {
        sameField: true,
        grade: "P-3",
        level: null,
        place: nairobi,
        organisation: { kind: "same" },
      },
      {
        sameField: true,
        grade: "P-4",
        level: null,
        place: { kind: "area", name: "Eastern Africa", m49: "014" },
        organisation: { kind: "family", family: "fund-programme" },
      },
      { sameField: false, grade: "P-3", level: null, place: nairobi, organisation: null },
    ]);
    const [twin] = similar;
    expect(twin).toMatchObject({
      title: "Programme Analyst (twin)",
      organizationName: "United Nations Development Programme",
      location: "Nairobi, Kenya",
      grade: "P-3",
      sampleRecordedOn: null,
    });
    expect(twin!.expiresAt).not.toBeNull();
  });

  test("lists at most six, the best first", async () => {
    await insert(
      handle.db,
      Array.from({ length: 8 }, (_, index) =>
        buildJob({
          externalId: `more-${index}`,
          title: `Programme Officer in Geneva ${index}`,
          gradeCode: "P-5",
          level: "Senior",
          organization: "Geneva Relief Network",
          organizationSlug: null,
          ...geneva,
        }),
      ),
    );
    const similar = await similarTo(handle.db, ids.get("page")!);
    expect(similar).toHaveLength(SIMILAR_JOBS_LIMIT);
    // Grade and city (12) outrank the field alone (8).
    expect(similar.slice(0, 3).map((job) => job.id)).toEqual([
      ids.get("twin"),
      ids.get("neighbour"),
      ids.get("same-place-grade"),
    ]);
    expect(similar.slice(3).map((job) => job.likeness)).toEqual(
      Array(3).fill({ sameField: true, grade: null, level: null, place: null, organisation: null }),
    );
    expect(
      similar.slice(3).every((job) => job.title.startsWith("Programme Officer in Geneva")),
    ).toBe(true);
  });
});

describe("similar jobs while the site shows only the recorded sample", () => {
  let handle: DbHandle;
  let ids: Map<string, string>;

  beforeAll(async () => {
    handle = await createTestDb();
    const recorded = { sampleRecordedAt: new Date(Date.now() - 30 * DAY), expiresAt: null };
    ids = await insert(handle.db, [
      buildJob({ externalId: "sample-page", ...recorded }),
      buildJob({ externalId: "sample-other", title: "Sample programme post", ...recorded }),
      buildJob({
        externalId: "sample-closed",
        title: "Closed sample post",
        status: "closed",
        ...recorded,
      }),
    ]);
  });

  afterAll(async () => {
    await handle?.close();
  });

  test("lists the sample's open postings, marked as recorded", async () => {
    const similar = await similarTo(handle.db, ids.get("sample-page")!);
    expect(similar.map((job) => job.id)).toEqual([ids.get("sample-other")]);
    expect(similar[0]!.sampleRecordedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  test("drops them once a live job exists", async () => {
    const all = await insert(handle.db, [
      buildJob({ externalId: "live", title: "Live finance post", professionalField: FINANCE }),
    ]);
    const similar = await similarTo(handle.db, ids.get("sample-page")!);
    expect(similar.map((job) => job.id)).toEqual([all.get("live")]);
    expect(similar[0]!.likeness).toEqual({
      sameField: false,
      grade: "P-3",
      level: null,
      place: { kind: "city", name: "Nairobi" },
      organisation: { kind: "same" },
    });
  });
});
