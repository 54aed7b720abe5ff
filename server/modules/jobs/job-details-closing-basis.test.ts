import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "./insert-jobs";
import { getJobDetails } from "./job-details";

let handle: DbHandle;
const ids: Record<string, string> = {};

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({
      externalId: "from-text",
      closingDate: "2099-03-02",
      closingDateBasis: "posting-text",
    }),
    buildJob({
      externalId: "from-field",
      closingDate: "2099-03-02",
      closingDateBasis: "platform-field",
    }),
    buildJob({ externalId: "none", closingDate: null, closingDateBasis: null }),
  ]);
  const rows = await queryRows<{ id: string; external_id: string }>(
    handle.db,
    sql`select id, external_id from jobs`,
  );
  for (const row of rows) ids[row.external_id] = row.id;
});

afterAll(async () => {
  await handle.close();
});

test("the job's details say where its closing date came from", async () => {
  expect((await getJobDetails(handle.db, ids["from-text"]!))?.closingDateBasis).toBe(
    "posting-text",
  );
  expect((await getJobDetails(handle.db, ids["from-field"]!))?.closingDateBasis).toBe(
    "platform-field",
  );
  expect((await getJobDetails(handle.db, ids.none!))?.closingDateBasis).toBeNull();
});

test("the database refuses a basis that is not one of the three", async () => {
  await expect(
    insertJobs(handle.db, [
      buildJob({
        externalId: "bad",
        closingDate: "2099-03-02",
        closingDateBasis: "guess" as "posting-text",
      }),
    ]),
  ).rejects.toThrow();
});
