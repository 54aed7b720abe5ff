import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { chooseApplyLink } from "#domain/aggregators";
import { deadlineOptionsFor, deadlineScanText, findDeadlineMentions } from "#domain/deadlines";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createLogger } from "#server/lib/logger";
import { SOURCE_CATALOG } from "#server/ingestion/source-catalog";
import { getJobDetails } from "#server/modules/jobs/job-details";
import { createTestDb } from "#tests/setup/test-db";
import { seedFirstStartIfEmpty } from "./seed-first-start";

let handle: DbHandle;
const now = new Date();
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
  expect(loaded).toBeGreaterThanOrEqual(90);
  expect(await seedFirstStartIfEmpty(handle.db, now, createLogger("silent"))).toBe(0);
  const runs = await queryRows<{ name: string; status: string; inserted_count: number }>(
    handle.db,
    sql`select s.name, l.status, l.inserted_count from ingestion_logs l join sources s on s.id = l.source_id`,
  );
  // UNICEF's feed, the vacancy pages, and seventeen archives of the employers' platforms.
  expect(runs.length).toBe(19);
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

test("each sample job keeps its recorded dates: nothing is dated after today, and it is listed as a closed recording", async () => {
  const [dates] = await queryRows<{
    jobs: number;
    future: number;
    listed: number;
    newest_posted: string;
  }>(
    handle.db,
    sql`select count(*)::int as jobs,
          count(*) filter (where posted_date > now() or created_at > now() or first_seen_at > now()
            or last_seen_at > now() or sample_recorded_at > now())::int as future,
          count(*) filter (where status = 'active' and expires_at is null)::int as listed,
          to_char(max(posted_date) at time zone 'UTC', 'YYYY-MM-DD') as newest_posted
        from jobs`,
  );
  expect(dates!.future).toBe(0);
  expect(dates!.listed).toBe(dates!.jobs);
  // The newest posting is one the platforms listed when they were fetched in September 2026.
  expect(dates!.newest_posted < "2026-10-01").toBe(true);
  // A job an admin creates today is newer than every sample job.
  const [order] = await queryRows<{ newest_created: Date }>(
    handle.db,
    sql`select max(created_at) as newest_created from jobs`,
  );
  expect(new Date(order!.newest_created).getTime()).toBeLessThanOrEqual(Date.now());

  const [gcf] = await queryRows<{ id: string; country_code: string; closing_date: string }>(
    handle.db,
    sql`select id, country_code, to_char(closing_date, 'YYYY-MM-DD') as closing_date
        from jobs where title = 'Investment Operations Specialist'`,
  );
  // The Green Climate Fund's advert as UNjobs held it on 28 March 2026: "Deadline 01 March 2026
  // (11:59 PM KST)", the day it shows.
  expect(gcf).toMatchObject({ country_code: "KR", closing_date: "2026-03-01" });
  // Its page is a closed recording: no Apply link, no open-job markup.
  const details = await getJobDetails(handle.db, gcf!.id, now);
  expect(details?.card.isOpen).toBe(false);
  expect(details?.card.sampleRecordedOn).toBe("2026-03-28");
});

/** Labels that name an application deadline, in English, French and Spanish. */
const DEADLINE_LABEL =
  /deadline|closing|closure|closes?\b|apply\s+(?:before|by)|applications?\s+(?:close|deadline)|posting\s+end|date\s+limite|cl[oô]ture|fecha\s+(?:l[ií]mite|de\s+cierre)/i;

test("no sample job shows a closing date its advert contradicts", async () => {
  const jobs = await queryRows<{
    title: string;
    organization: string;
    country_code: string | null;
    description_text: string;
    closing_date: string | null;
  }>(
    handle.db,
    sql`select title, organization, country_code, description_text,
          to_char(closing_date, 'YYYY-MM-DD') as closing_date from jobs`,
  );
  let stating = 0;
  const contradictions: string[] = [];
  for (const job of jobs) {
    const stated = findDeadlineMentions(
      deadlineScanText(job.description_text),
      deadlineOptionsFor(job.organization, job.country_code),
    )
      .filter((mention) => mention.outcome === "date" && DEADLINE_LABEL.test(mention.label))
      .map((mention) => mention.deadline!.localDate);
    if (stated.length === 0) continue;
    stating += 1;
    // The day shown must be one the advert states (some adverts state two, such as a portal's
    // own window beside the posting's); a job whose advert states a deadline shows one.
    if (!job.closing_date || !stated.includes(job.closing_date))
      contradictions.push(`${job.title}: shows ${job.closing_date}, states ${stated.join(", ")}`);
  }
  // The check reads real adverts: dozens of them state their deadline.
  expect(stating).toBeGreaterThanOrEqual(30);
  expect(contradictions).toEqual([]);
});

test("no note of ours sits inside an employer's text", async () => {
  const jobs = await queryRows<{ title: string; description: string; description_text: string }>(
    handle.db,
    sql`select title, description, description_text from jobs`,
  );
  const NOTE = /\[\s*(?:edited|\.\.\.|…)|edited here|(?:trimmed|omitted|cut)\s*\]/i;
  const noted = jobs
    .filter((job) => NOTE.test(job.description) || NOTE.test(job.description_text))
    .map((job) => job.title);
  expect(noted).toEqual([]);
});

test("the sample is the employers' own postings: their descriptions and their apply links", async () => {
  const jobs = await queryRows<{
    description_text: string;
    link: string;
    links: { url: string }[];
  }>(handle.db, sql`select description_text, link, links from jobs`);
  const described = jobs.filter((job) => job.description_text.trim().length >= 100).length;
  const employerLink = jobs.filter(
    (job) => chooseApplyLink([job.link, ...job.links.map((link) => link.url)])?.via === null,
  ).length;
  expect(described / jobs.length).toBeGreaterThanOrEqual(0.8);
  expect(employerLink / jobs.length).toBeGreaterThanOrEqual(0.9);
});

test("the employers' platform archives go through their real adapters, with grades and closing dates", async () => {
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
          count(*) filter (where status = 'active')::int as open,
          count(closing_date)::int as deadline,
          count(grade_code)::int as grade,
          count(*) filter (where country_code is not null or is_remote
            or (is_multi_location and location <> 'Multiple locations'))::int as station,
          count(*) filter (where length(description_text) >= 200)::int as description
        from jobs where source like '% archive)' group by source`,
  );
  const total = (key: "open" | "deadline" | "grade" | "station" | "description") =>
    sources.reduce((sum, row) => sum + row[key], 0);
  // Every archive loads: seventeen employers, each with a listed job that has a duty station.
  expect(sources.length).toBe(17);
  expect(new Set(sources.map((row) => row.organization)).size).toBe(17);
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
  // The platforms publish what the feeds leave out: most postings carry a closing date, a grade
  // where the employer states one, and the description.
  expect(total("open")).toBeGreaterThanOrEqual(50);
  expect(total("deadline")).toBeGreaterThanOrEqual(30);
  expect(total("grade")).toBeGreaterThanOrEqual(14);
  expect(total("description")).toBeGreaterThanOrEqual(45);
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
  // Each with the closing date it states, all in September and October 2026.
  for (const job of worldBank) expect(job.closing_date).toMatch(/^2026-(09|10)-\d\d$/);
  const [who] = await queryRows<{ grade_code: string; closing_date: string; country_code: string }>(
    handle.db,
    sql`select grade_code, country_code, to_char(closing_date, 'YYYY-MM-DD') as closing_date
        from jobs where source = 'WHO (Taleo archive)'`,
  );
  // Fetched on 13 September 2026, closing on 30 September: the day it states, not moved.
  expect(who).toEqual({ grade_code: "P-3", country_code: "BF", closing_date: "2026-09-30" });
  const paho = await queryRows<{
    external_id: string;
    grade_code: string | null;
    country_code: string | null;
    is_remote: boolean;
    closing_date: string;
  }>(
    handle.db,
    sql`select external_id, grade_code, country_code, is_remote,
          to_char(closing_date, 'YYYY-MM-DD') as closing_date
        from jobs where source = 'PAHO (Workday archive)' order by external_id`,
  );
  expect(paho).toHaveLength(20);
  // Req-06008 closes "October 1, 2026, 11:59 PM Eastern Time": the day the text names although the
  // moment is the next day in UTC.
  expect(paho.find((job) => job.external_id === "Req-06008")).toEqual({
    external_id: "Req-06008",
    grade_code: "P-3",
    country_code: "US",
    is_remote: false,
    closing_date: "2026-10-01",
  });
  // "September 16, 2026, 11:59 PM Venezuela Time" (UTC−4), and "Off Site" consultancies are remote.
  expect(paho.find((job) => job.external_id === "Req-06030")).toMatchObject({
    country_code: "VE",
    closing_date: "2026-09-16",
  });
  expect(paho.find((job) => job.external_id === "Req-06047")).toMatchObject({
    country_code: null,
    is_remote: true,
  });
  // With the archives, the sample's jobs with a closing date are not a handful any more.
  const [sample] = await queryRows<{ deadline: number }>(
    handle.db,
    sql`select count(closing_date)::int as deadline from jobs`,
  );
  expect(sample?.deadline).toBeGreaterThanOrEqual(50);
});

test("every job loaded at first start is marked as the sample, with the day it was recorded", async () => {
  const [row] = await queryRows<{ unmarked: number; newest: string }>(
    handle.db,
    sql`select count(*) filter (where sample_recorded_at is null)::int as unmarked,
          to_char(max(sample_recorded_at) at time zone 'UTC', 'YYYY-MM-DD') as newest from jobs`,
  );
  expect(row?.unmarked).toBe(0);
  // The recording's own date, not today.
  expect(row?.newest && row.newest < now.toISOString().slice(0, 10)).toBe(true);
});
