import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { insertJobs } from "./insert-jobs";
import { replaceSampleJobs } from "#server/ingestion/replace-sample-jobs";
import { getSampleNotice } from "./sample-notice";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

test("the notice names the day the newest open sample posting was recorded, until live jobs replace the sample", async () => {
  expect(await getSampleNotice(handle.db)).toBeNull();
  await insertJobs(handle.db, [
    buildJob({ source: "sample-a", sampleRecordedAt: new Date("2026-03-29T10:00:00Z") }),
    buildJob({ source: "sample-b", sampleRecordedAt: new Date("2026-09-13T23:30:00Z") }),
    // A closed sample posting does not count.
    buildJob({
      source: "sample-b",
      status: "closed",
      sampleRecordedAt: new Date("2026-10-01T00:00:00Z"),
    }),
    buildJob({ source: "live" }),
  ]);
  expect(await getSampleNotice(handle.db)).toEqual({ recordedOn: "2026-09-13" });

  expect(await replaceSampleJobs(handle.db)).toEqual({ removed: 3, closed: 0 });
  expect(await getSampleNotice(handle.db)).toBeNull();
  const left = await queryRows<{ source: string }>(handle.db, sql`select source from jobs`);
  expect(left.map((row) => row.source)).toEqual(["live"]);
});
