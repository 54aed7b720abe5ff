import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { seedFixtureSnapshotIfEmpty } from "./seed-fixture-snapshot";

let handle: DbHandle;
const now = new Date("2026-11-21T12:00:00Z");

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

test("an empty database is filled once with the real recorded postings, normalised", async () => {
  const loaded = await seedFixtureSnapshotIfEmpty(handle.db, now);
  expect(loaded).toBeGreaterThan(150);
  expect(await seedFixtureSnapshotIfEmpty(handle.db, now)).toBe(0);

  const [stats] = await queryRows<Record<string, number>>(
    handle.db,
    sql`select count(*)::int as total, count(organization_id)::int as with_org, count(country_code)::int as with_country,
               count(grade_code)::int as with_grade, count(level)::int as with_level,
               count(*) filter (where posted_date > ${now.toISOString()}::timestamptz)::int as in_future,
               count(*) filter (where status = 'active')::int as active
        from jobs`,
  );
  expect(stats?.total).toBe(loaded);
  expect(stats?.in_future).toBe(0);
  expect(stats?.with_org).toBeGreaterThan(loaded * 0.9);
  expect(stats?.with_country).toBeGreaterThan(loaded * 0.5);
  expect(stats?.with_grade).toBeGreaterThan(20);
  expect(stats?.active).toBeGreaterThan(loaded * 0.8);
});

test("each source's newest recording appears within the last day, and real UNFPA text keeps its grade and deadline", async () => {
  const newest = await queryRows<{ source: string; newest: Date }>(
    handle.db,
    sql`select source, max(posted_date) as newest from jobs group by source`,
  );
  for (const row of newest) {
    const age = now.getTime() - new Date(row.newest).getTime();
    expect(age, row.source).toBeGreaterThanOrEqual(0);
    expect(age, row.source).toBeLessThan(86_400_000);
  }
  const [unfpa] = await queryRows<{
    grade_code: string;
    closing_date: string;
    location: string;
    country_code: string;
  }>(
    handle.db,
    sql`select grade_code, to_char(closing_date, 'YYYY-MM-DD') as closing_date, location, country_code from jobs where title like 'Individual Giving Programme Manager%'`,
  );
  expect(unfpa).toMatchObject({ grade_code: "P-4", country_code: "US" });
  expect(unfpa?.closing_date).toMatch(/^2026-\d\d-\d\d$/);
});
