import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { jobs } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { JOB_LEVELS } from "#domain/levels";
import { expireJobs } from "./expire-jobs";
import { insertJobs } from "./insert-jobs";
import { buildJobFilters, fullTextMatch } from "./job-filters";
import { parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";

// A keyword search of open jobs reads the search table `job_search`, which triggers on `jobs` keep
// in step with every write. Each test writes jobs as one of the writers does (insertJobs, the
// ingestion upsert, SQL updates, the expiry task, a delete) and checks both the table and what a
// keyword search finds.

let handle: DbHandle;
const day = 86_400_000;

function query(params: string) {
  return parseJobQuery(new URLSearchParams(params));
}

async function found(params: string): Promise<string[]> {
  const page = await searchJobs(handle.db, query(`${params}&perPage=100`));
  return page.items.map((job) => job.title).sort();
}

async function searchRow(title: string) {
  const [row] = await queryRows<Record<string, unknown>>(
    handle.db,
    sql`select s.*, s.xmin::text as version from job_search s join jobs j on j.id = s.id
         where j.title = ${title}`,
  );
  return row;
}

async function update(title: string, set: ReturnType<typeof sql>) {
  await handle.db.execute(sql`update jobs set ${set} where title = ${title}`);
}

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

describe("the search table follows the jobs table", () => {
  test("an inserted job has a row exactly when it is open", async () => {
    await insertJobs(handle.db, [
      buildJob({ title: "Hydrologist Open", level: "Senior", countryCode: "KE" }),
      buildJob({ title: "Hydrologist Past Deadline", expiresAt: new Date(Date.now() - day) }),
      buildJob({ title: "Hydrologist Closed", status: "closed" }),
      buildJob({ title: "Hydrologist Expired", status: "expired" }),
      buildJob({ title: "Hydrologist No Deadline", expiresAt: null }),
    ]);
    const open = await searchRow("Hydrologist Open");
    expect(open).toMatchObject({ level: "Senior", country_code: "KE", source: "test" });
    expect(await searchRow("Hydrologist No Deadline")).toBeDefined();
    for (const title of ["Past Deadline", "Closed", "Expired"]) {
      expect(await searchRow(`Hydrologist ${title}`)).toBeUndefined();
    }
    expect(await found("search=hydrologist")).toEqual([
      "Hydrologist No Deadline",
      "Hydrologist Open",
    ]);
    // Other statuses still search the jobs table.
    expect(await found("search=hydrologist&status=closed")).toEqual(["Hydrologist Closed"]);
  });

  test("changed words and filter columns are searched at once", async () => {
    await insertJobs(handle.db, [buildJob({ title: "Glaciologist", level: "Mid" })]);
    await update("Glaciologist", sql`description_text = 'Measures permafrost.', level = 'Senior'`);
    expect(await found("search=permafrost")).toEqual(["Glaciologist"]);
    expect(await found("search=glaciologist&level=Mid")).toEqual([]);
    expect(await found("search=glaciologist&level=Senior")).toEqual(["Glaciologist"]);
    await update("Glaciologist", sql`title = 'Volcanologist'`);
    expect(await found("search=glaciologist")).toEqual([]);
    expect(await found("search=volcanologist")).toEqual(["Volcanologist"]);
  });

  test("the ingestion upsert (insert on conflict update) refreshes the row", async () => {
    const job = buildJob({ title: "Oceanographer", externalId: "upsert-1" });
    await insertJobs(handle.db, [job]);
    await handle.db
      .insert(jobs)
      .values({ ...job, title: "Marine Biologist" })
      .onConflictDoUpdate({
        target: [jobs.source, jobs.externalId],
        set: { title: sql`excluded.title` },
      });
    expect(await found("search=oceanographer")).toEqual([]);
    expect(await found("search=marine")).toEqual(["Marine Biologist"]);
  });

  test("closing, reopening, a passed deadline, the expiry task and deleting", async () => {
    await insertJobs(handle.db, [buildJob({ title: "Seismologist" })]);
    await update("Seismologist", sql`status = 'closed'`);
    expect(await searchRow("Seismologist")).toBeUndefined();
    expect(await found("search=seismologist")).toEqual([]);
    await update("Seismologist", sql`status = 'active'`);
    expect(await found("search=seismologist")).toEqual(["Seismologist"]);

    await update("Seismologist", sql`expires_at = now() - interval '1 day'`);
    expect(await searchRow("Seismologist")).toBeUndefined();
    await update("Seismologist", sql`expires_at = now() + interval '3 days'`);
    expect(await found("search=seismologist&closingWithin=7")).toEqual(["Seismologist"]);

    // The deadline passes without a write: the row stays until the expiry task, but no search
    // finds the job.
    await update("Seismologist", sql`expires_at = now() + interval '1 hour'`);
    expect(await expireJobs(handle.db, new Date(Date.now() + 2 * 3_600_000))).toBeGreaterThan(0);
    expect(await searchRow("Seismologist")).toBeUndefined();

    await update("Seismologist", sql`status = 'active', expires_at = null`);
    expect(await found("search=seismologist")).toEqual(["Seismologist"]);
    await handle.db.execute(sql`delete from jobs where title = 'Seismologist'`);
    expect(await searchRow("Seismologist")).toBeUndefined();
  });

  test("an update of columns a search does not read leaves the row as it was", async () => {
    await insertJobs(handle.db, [buildJob({ title: "Meteorologist" })]);
    const before = await searchRow("Meteorologist");
    await update("Meteorologist", sql`last_seen_at = now(), summary_excerpt = 'Seen again.'`);
    expect((await searchRow("Meteorologist"))?.version).toBe(before?.version);
    await update("Meteorologist", sql`is_remote = true`);
    expect((await searchRow("Meteorologist"))?.is_remote).toBe(true);
  });
});

describe("every filter reads the same jobs from the search table as from the jobs table", () => {
  beforeAll(async () => {
    const variants = [
      { organization: "World Food Programme", organizationSlug: "wfp" },
      { location: "Genève, Switzerland", country: "Switzerland", countryCode: "CH" },
      { isRemote: true, contractType: "consultant" as const, gradeCode: "CON" },
      { nationalsOnly: true, professionalField: "Finance & Economy", level: "Entry" },
      { source: "other-source", nationalsOnly: false, countryCode: "BR", country: "Brazil" },
      { expiresAt: new Date(Date.now() + 3 * day) },
      { expiresAt: null, level: "Senior" },
    ];
    await insertJobs(
      handle.db,
      variants.map((variant, index) =>
        buildJob({ title: `Cartographer ${index}`, externalId: `carto-${index}`, ...variant }),
      ),
    );
  });

  test.each([
    "search=cartographer",
    "search=cartographer&organization=WFP",
    "search=cartographer&organization=World Food Programme",
    "search=cartographer&location=Geneve",
    "search=cartographer&location=Switzerland",
    "search=cartographer&region=south-america",
    "search=cartographer&remote=true",
    "search=cartographer&contract=consultant",
    "search=cartographer&grade=CON&grade=P-3",
    "search=cartographer&nationalsOnly=true",
    "search=cartographer&nationalsOnly=false",
    "search=cartographer&field=finance-economy",
    "search=cartographer&source=other-source",
    "search=cartographer&level=Mid&closingWithin=30",
    "search=cartographer&level=Senior",
    "search=cartographer&level=Entry",
    "search=cartographer&level=Entry&level=Senior",
    "search=cartographer&closingWithin=7",
    "search=cartographer -genève",
    'search="cartographer 3"',
  ])("%s", async (params) => {
    const parsed = query(`${params}&perPage=100`);
    const expected = await queryRows<{ title: string }>(
      handle.db,
      sql`select j.title from jobs j
           where ${buildJobFilters(parsed, { search: fullTextMatch(parsed.search!) })}`,
    );
    const titles = expected.map((row) => row.title).sort();
    expect(titles.length).toBeGreaterThan(0);
    expect(await found(`${params}`)).toEqual(titles);
  });
});

describe("a keyword with one level", () => {
  // Each level has its own index of words (migration job_search_level_words); the planner must be
  // able to prove a search's level filter matches it. Sequential scans are off so that a table this
  // small does not hide which index a search can use.
  test.each(JOB_LEVELS)("reads the words index of level %s", async (level) => {
    const parsed = query(`search=cartographer&level=${level}&closingWithin=30`);
    const plan = await handle.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ "QUERY PLAN": string }>(
        tx,
        sql`explain select count(*) from job_search j
             where ${buildJobFilters(parsed, { search: fullTextMatch(parsed.search!), table: "job_search" })}`,
      );
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain(
      `job_search_${level.toLowerCase()}_words_idx`,
    );
  });
});
