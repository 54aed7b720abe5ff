import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createLogger } from "#server/lib/logger";
import { SOURCE_CATALOG } from "#server/ingestion/source-catalog";
import { createTestDb } from "#tests/setup/test-db";
import { seedFirstStartIfEmpty } from "./seed-first-start";

let handle: DbHandle;
const now = new Date("2026-11-21T12:00:00Z");
let loaded = 0;

beforeAll(async () => {
  handle = await createTestDb();
  loaded = await seedFirstStartIfEmpty(handle.db, now, createLogger("silent"));
});

afterAll(async () => {
  await handle.close();
});

test("a new database gets the source catalog: at least 40 employers on the real platforms", async () => {
  const employers = new Set(SOURCE_CATALOG.map((source) => source.metadata.organization));
  expect(employers.size).toBeGreaterThanOrEqual(40);
  const adapters = new Set(SOURCE_CATALOG.map((source) => source.metadata.adapter));
  for (const adapter of [
    "un-careers",
    "workday",
    "oracle-recruiting",
    "taleo",
    "successfactors",
    "pageup",
    "avature",
    "reliefweb",
    "smartrecruiters",
    "greenhouse",
    "rss",
  ]) {
    expect(adapters, adapter).toContain(adapter);
  }
  const [row] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from sources`,
  );
  expect(row?.count).toBeGreaterThanOrEqual(SOURCE_CATALOG.length);
});

test("the recorded feeds and pages go through the real adapters and pipeline, once", async () => {
  expect(loaded).toBeGreaterThan(200);
  expect(await seedFirstStartIfEmpty(handle.db, now, createLogger("silent"))).toBe(0);
  const runs = await queryRows<{ name: string; status: string; inserted_count: number }>(
    handle.db,
    sql`select s.name, l.status, l.inserted_count from ingestion_logs l join sources s on s.id = l.source_id`,
  );
  expect(runs.length).toBe(8);
  for (const run of runs) expect(run.status, run.name).toBe("completed");
  const [noise] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from jobs where title in ('Pagination', 'Main navigation')`,
  );
  expect(noise?.count).toBe(0);
});

test("each recording is moved forward to today; dates keep their distances", async () => {
  const newest = await queryRows<{ source: string; newest: Date; future: number }>(
    handle.db,
    sql`select source, max(posted_date) as newest, count(*) filter (where posted_date > ${now.toISOString()}::timestamptz)::int as future from jobs group by source`,
  );
  for (const row of newest) {
    const age = now.getTime() - new Date(row.newest).getTime();
    expect(age, row.source).toBeGreaterThanOrEqual(0);
    expect(age, row.source).toBeLessThan(7 * 86_400_000);
    expect(row.future).toBe(0);
  }
  const [unfpa] = await queryRows<{
    grade_code: string;
    country_code: string;
    closing_date: string;
    status: string;
  }>(
    handle.db,
    sql`select grade_code, country_code, to_char(closing_date, 'YYYY-MM-DD') as closing_date, status from jobs where title like 'Individual Giving Programme Manager%'`,
  );
  // Recorded on 28 March 2026 with a deadline on 16 April 2026: 19 days ahead, then and now.
  expect(unfpa).toMatchObject({
    grade_code: "P-4",
    country_code: "US",
    status: "active",
    closing_date: "2026-12-09",
  });
});

test("every job loaded at first start is marked as the sample, with the day it was recorded", async () => {
  const [row] = await queryRows<{ unmarked: number; newest: string }>(
    handle.db,
    sql`select count(*) filter (where sample_recorded_at is null)::int as unmarked,
          to_char(max(sample_recorded_at) at time zone 'UTC', 'YYYY-MM-DD') as newest from jobs`,
  );
  expect(row?.unmarked).toBe(0);
  // Recorded before they were moved forward: the recording's own date, not today.
  expect(row?.newest && row.newest < now.toISOString().slice(0, 10)).toBe(true);
});
