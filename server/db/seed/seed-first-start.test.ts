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
  // Six feeds, the vacancy pages, and sixteen archives of the employers' platforms.
  expect(runs.length).toBe(23);
  for (const run of runs) expect(run.status, run.name).toBe("completed");
  // Nearly every open sample job shows its duty station (a place, several, or remote); the one
  // allowed exception is a roster that names none.
  const [stations] = await queryRows<{ open: number; placed: number }>(
    handle.db,
    sql`select count(*)::int as open,
          count(*) filter (where coalesce(country, '') <> '' or is_multi_location or is_remote)::int as placed
        from jobs where status = 'active'`,
  );
  expect(stations!.open - stations!.placed).toBeLessThanOrEqual(1);
  const [noise] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from jobs where title in ('Pagination', 'Main navigation')`,
  );
  expect(noise?.count).toBe(0);
});

test("each recording is moved forward to today; dates keep their distances", async () => {
  const newest = await queryRows<{
    source: string;
    newest: Date;
    seen: Date;
    future: number;
  }>(
    handle.db,
    sql`select source, max(posted_date) as newest, max(last_seen_at) as seen,
          count(*) filter (where posted_date > ${now.toISOString()}::timestamptz)::int as future
        from jobs group by source`,
  );
  for (const row of newest) {
    // Seen when it was recorded, which now appears to be within the last day.
    const seen = now.getTime() - new Date(row.seen).getTime();
    expect(seen, row.source).toBeGreaterThanOrEqual(0);
    expect(seen, row.source).toBeLessThan(86_400_000);
    expect(row.future, row.source).toBe(0);
    // A feed's recording time is its newest item; an archive's is when its pages were fetched.
    if (row.source.endsWith(" archive)")) continue;
    const age = now.getTime() - new Date(row.newest).getTime();
    expect(age, row.source).toBeGreaterThanOrEqual(0);
    expect(age, row.source).toBeLessThan(7 * 86_400_000);
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

test("the employers' platform archives go through their real adapters, with grades and deadlines", async () => {
  const sources = await queryRows<{
    source: string;
    organization: string;
    open: number;
    deadline: number;
    grade: number;
    station: number;
    description: number;
  }>(
    handle.db,
    sql`select source, min(organization) as organization,
          count(*) filter (where status = 'active' and coalesce(expires_at, 'infinity') > ${now.toISOString()}::timestamptz)::int as open,
          count(*) filter (where closing_date > ${now.toISOString()}::date)::int as deadline,
          count(grade_code)::int as grade,
          count(*) filter (where country_code is not null or is_remote
            or (is_multi_location and location <> 'Multiple locations'))::int as station,
          count(*) filter (where length(description_text) >= 200)::int as description
        from jobs where source like '% archive)' group by source`,
  );
  const total = (key: "open" | "deadline" | "grade" | "station" | "description") =>
    sources.reduce((sum, row) => sum + row[key], 0);
  // Every archive loads: sixteen employers, each with an open job that has a duty station.
  expect(sources.length).toBe(16);
  expect(new Set(sources.map((row) => row.organization)).size).toBe(16);
  // ILO's feed brings its four items; ADB's job page its place and grade.
  expect(sources.find((row) => row.source === "ILO (SuccessFactors archive)")?.open).toBe(4);
  expect(sources.find((row) => row.source === "ADB (Taleo archive)")).toMatchObject({
    open: 1,
    grade: 1,
    station: 1,
  });
  for (const row of sources) {
    expect(row.open, row.source).toBeGreaterThan(0);
    expect(row.station, row.source).toBe(row.open);
  }
  // The platforms publish what the feeds leave out: most postings carry a deadline ahead, a grade
  // where the employer states one, and the full description.
  expect(total("open")).toBeGreaterThanOrEqual(38);
  expect(total("deadline")).toBeGreaterThanOrEqual(30);
  expect(total("grade")).toBeGreaterThanOrEqual(14);
  expect(total("description")).toBeGreaterThanOrEqual(35);
  // The eight real World Bank requisition pages: Young Professionals (GF), an extended-term
  // consultant (EC1) and two WBG Pioneers internships (T3, T4), each with its closing date.
  const worldBank = await queryRows<{ grade_code: string; level: string; closing_date: string }>(
    handle.db,
    sql`select grade_code, level, to_char(closing_date, 'YYYY-MM-DD') as closing_date
        from jobs where source = 'World Bank Group (Cornerstone archive)' order by external_id`,
  );
  expect(worldBank.map((job) => job.grade_code).sort()).toEqual([
    "EC1",
    "GF",
    "GF",
    "GF",
    "GF",
    "GF",
    "T3",
    "T4",
  ]);
  expect(worldBank.filter((job) => job.level === "Internship")).toHaveLength(2);
  for (const job of worldBank) expect(job.closing_date > now.toISOString().slice(0, 10)).toBe(true);
  const [who] = await queryRows<{ grade_code: string; closing_date: string; country_code: string }>(
    handle.db,
    sql`select grade_code, country_code, to_char(closing_date, 'YYYY-MM-DD') as closing_date
        from jobs where source = 'WHO (Taleo archive)'`,
  );
  // Fetched on 13 September 2026, closing on 30 September: moved forward by the 68 whole days since.
  expect(who).toEqual({ grade_code: "P-3", country_code: "BF", closing_date: "2026-12-07" });
  const paho = await queryRows<{
    external_id: string;
    grade_code: string | null;
    country_code: string | null;
    is_remote: boolean;
    closing_date: string;
    expires_at: string;
  }>(
    handle.db,
    sql`select external_id, grade_code, country_code, is_remote,
          to_char(closing_date, 'YYYY-MM-DD') as closing_date,
          to_char(expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') as expires_at
        from jobs where source = 'PAHO (Workday archive)' order by external_id`,
  );
  expect(paho).toHaveLength(20);
  // Req-06008 closes "October 1, 2026, 11:59 PM Eastern Time": moved forward by 69 whole days, and
  // still the day the text names although the moment is the next day in UTC.
  expect(paho.find((job) => job.external_id === "Req-06008")).toEqual({
    external_id: "Req-06008",
    grade_code: "P-3",
    country_code: "US",
    is_remote: false,
    closing_date: "2026-12-09",
    expires_at: "2026-12-10T03:59",
  });
  // "September 16, 2026, 11:59 PM Venezuela Time" (UTC−4), and "Off Site" consultancies are remote.
  expect(paho.find((job) => job.external_id === "Req-06030")).toMatchObject({
    country_code: "VE",
    closing_date: "2026-11-24",
    expires_at: "2026-11-25T03:59",
  });
  expect(paho.find((job) => job.external_id === "Req-06047")).toMatchObject({
    country_code: null,
    is_remote: true,
  });
  // With the archives, the sample's open jobs with a deadline ahead are not a handful any more.
  const [sample] = await queryRows<{ deadline: number }>(
    handle.db,
    sql`select count(*)::int as deadline from jobs
        where status = 'active' and closing_date > ${now.toISOString()}::date`,
  );
  expect(sample?.deadline).toBeGreaterThanOrEqual(40);
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
