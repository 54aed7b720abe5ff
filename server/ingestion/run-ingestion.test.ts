import { afterAll, beforeAll, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { DbHandle } from "#server/db/create-db";
import { ingestionLogs, jobListings, jobs, sources } from "#server/db/schema";
import { queryRows } from "#server/db/query-rows";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { createReplayHttpClient } from "./http/http-archive";
import type { HttpClient } from "./http/http-types";
import type { AdapterPosting, SourceAdapter, SourceConfig } from "./source-adapter";
import { runIngestion } from "./run-ingestion";
import { claimSource, recoverInterruptedRuns, releaseSource, startHeartbeat } from "./source-lease";

let handle: DbHandle;
const logger = createLogger("silent");
const day = 86_400_000;
const now = new Date("2026-11-21T10:00:00Z");
const noNetwork = { request: () => Promise.reject(new Error("no network")) };

function posting(id: string, overrides: Partial<AdapterPosting> = {}): AdapterPosting {
  return {
    externalId: id,
    title: `Programme Officer ${id}, P-3`,
    organization: "UNICEF",
    location: "Nairobi, Kenya",
    descriptionHtml: `<p>Vacancy ${id}. Deadline : 12/15/2026 00:00:00</p><script>alert(1)</script>`,
    link: `https://jobs.example.org/${id}`,
    postedAt: "2026-11-20T08:00:00Z",
    ...overrides,
  };
}

function adapterReturning(
  result: () => {
    postings: AdapterPosting[];
    complete?: boolean;
    errors?: string[];
    goneExternalIds?: string[];
  },
): SourceAdapter {
  return {
    name: "test",
    type: "api",
    description: "returns what the test says",
    metadataSchema: z.object({}),
    run: () => {
      const { postings, complete = true, errors = [], goneExternalIds } = result();
      return Promise.resolve({
        postings,
        itemsFetched: postings.length,
        complete,
        errors,
        ...(goneExternalIds ? { goneExternalIds } : {}),
      });
    },
  };
}

async function createSource(name: string): Promise<SourceConfig> {
  const [row] = await handle.db
    .insert(sources)
    .values({
      name,
      type: "api",
      baseUrl: "https://jobs.example.org",
      metadata: { adapter: "test" },
    })
    .returning();
  return { id: row!.id, name, baseUrl: row!.baseUrl, metadata: {}, organization: null };
}

function run(
  source: SourceConfig,
  adapter: SourceAdapter,
  options: { dryRun?: boolean; at?: Date; http?: HttpClient; unmatched?: readonly string[] } = {},
) {
  return runIngestion({
    db: handle.db,
    adapter,
    source,
    http: options.http ?? noNetwork,
    logger,
    now: options.at ?? now,
    dryRun: options.dryRun ?? false,
    unmatchedRequests: options.unmatched,
  });
}

async function jobsOf(source: string) {
  return handle.db.select().from(jobs).where(eq(jobs.source, source)).orderBy(jobs.externalId);
}

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

test("a run stores normalised, sanitised jobs and records the run; a second run inserts nothing", async () => {
  const source = await createSource("Agency A");
  const adapter = adapterReturning(() => ({ postings: [posting("1"), posting("2")] }));
  const first = await run(source, adapter);
  expect(first).toMatchObject({
    status: "completed",
    jobs_found: 2,
    inserted: 2,
    updated: 0,
    errors: [],
  });
  expect(first.jobs_preview).toHaveLength(2);
  const stored = await jobsOf("Agency A");
  expect(stored[0]).toMatchObject({
    gradeCode: "P-3",
    countryCode: "KE",
    region: "Africa",
    organizationSlug: "unicef",
    status: "active",
    closingDate: "2026-12-15",
  });
  expect(stored[0]?.description).not.toContain("<script");

  const second = await run(source, adapter, { at: new Date(now.getTime() + 3_600_000) });
  expect(second).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
  const [log] = await handle.db
    .select()
    .from(ingestionLogs)
    .where(eq(ingestionLogs.id, first.log_id!));
  expect(log).toMatchObject({
    status: "completed",
    insertedCount: 2,
    itemsFetched: 2,
    errorCount: 0,
  });
  expect(log?.durationMs).toBeGreaterThanOrEqual(0);
  const [row] = await handle.db.select().from(sources).where(eq(sources.id, source.id!));
  expect(row?.lastSuccessAt).not.toBeNull();
  expect(row?.runStartedAt).toBeNull();
});

test("a changed posting is updated; one that two complete crawls in a row no longer list is closed", async () => {
  const source = await createSource("Agency B");
  let listed = [posting("b1"), posting("b2"), posting("b3")];
  const adapter = adapterReturning(() => ({ postings: listed }));
  await run(source, adapter);
  listed = [posting("b1", { title: "Senior Programme Officer b1, P-4" }), posting("b2")];
  const second = await run(source, adapter, { at: new Date(now.getTime() + day) });
  expect(second).toMatchObject({ updated: 1, unchanged: 1, closed: 0 });
  expect((await jobsOf("Agency B")).map((job) => job.status)).toEqual([
    "active",
    "active",
    "active",
  ]);
  const third = await run(source, adapter, { at: new Date(now.getTime() + 2 * day) });
  expect(third).toMatchObject({ unchanged: 2, closed: 1, complete: true });
  const stored = await jobsOf("Agency B");
  expect(stored.map((job) => [job.externalId, job.status, job.gradeCode])).toEqual([
    ["b1", "active", "P-4"],
    ["b2", "active", "P-3"],
    ["b3", "closed", "P-3"],
  ]);
});

test("an incomplete crawl closes nothing", async () => {
  const source = await createSource("Agency C");
  await run(
    source,
    adapterReturning(() => ({ postings: [posting("c1"), posting("c2")] })),
  );
  const partial = await run(
    source,
    adapterReturning(() => ({ postings: [posting("c1")], complete: false })),
    { at: new Date(now.getTime() + day) },
  );
  expect(partial.closed).toBe(0);
  expect((await jobsOf("Agency C")).every((job) => job.status === "active")).toBe(true);
});

test("a posting past its deadline is stored as expired", async () => {
  const source = await createSource("Agency D");
  await run(
    source,
    adapterReturning(() => ({
      postings: [posting("d1", { descriptionHtml: "<p>Deadline : 01/15/2026 00:00:00</p>" })],
    })),
  );
  expect((await jobsOf("Agency D"))[0]?.status).toBe("expired");
});

test("one bad item is recorded and skipped; the run completes as partial", async () => {
  const source = await createSource("Agency E");
  const summary = await run(
    source,
    adapterReturning(() => ({
      postings: [
        posting("e1"),
        posting("e2", { title: "" }),
        posting("e3", { link: "javascript:alert(1)" }),
      ],
      errors: ["Item 9: could not parse the date"],
    })),
  );
  expect(summary.status).toBe("partial");
  expect(summary.inserted).toBe(1);
  expect(summary.errors).toHaveLength(3);
  expect(summary.errors.join("\n")).toMatch(/e2: has no title/);
  expect(summary.errors.join("\n")).toMatch(/e3: link is not an http\(s\) URL/);
});

test("a source that cannot be fetched ends as a failed run and keeps its jobs", async () => {
  const source = await createSource("Agency F");
  await run(
    source,
    adapterReturning(() => ({ postings: [posting("f1")] })),
  );
  const failing: SourceAdapter = {
    ...adapterReturning(() => ({ postings: [] })),
    run: () => Promise.reject(new Error("HTTP 500 from jobs.example.org/list")),
  };
  const summary = await run(source, failing, { at: new Date(now.getTime() + day) });
  expect(summary).toMatchObject({
    status: "failed",
    errors: ["HTTP 500 from jobs.example.org/list"],
    inserted: 0,
  });
  expect((await jobsOf("Agency F")).map((job) => job.status)).toEqual(["active"]);
  const [row] = await handle.db.select().from(sources).where(eq(sources.id, source.id!));
  expect(row?.lastErrorAt).not.toBeNull();
});

test("a dry run reports what it found and writes nothing", async () => {
  const source = await createSource("Agency G");
  const summary = await run(
    source,
    adapterReturning(() => ({
      postings: [posting("g1"), posting("g2"), posting("g3"), posting("g4")],
    })),
    { dryRun: true },
  );
  expect(summary).toMatchObject({
    dry_run: true,
    jobs_found: 4,
    inserted: 4,
    items_fetched: 4,
    source_name: "Agency G",
    log_id: null,
  });
  expect(summary.jobs_preview).toHaveLength(3);
  expect(await jobsOf("Agency G")).toHaveLength(0);
  const logs = await handle.db
    .select()
    .from(ingestionLogs)
    .where(eq(ingestionLogs.sourceId, source.id!));
  expect(logs).toHaveLength(0);
});

test("the same vacancy from its agency and an aggregator becomes one job that keeps both links", async () => {
  const agency = await createSource("UNICEF careers");
  const aggregator = await createSource("Aggregator");
  await run(
    agency,
    adapterReturning(() => ({ postings: [posting("x1", { link: "https://unicef.example/x1" })] })),
  );
  const second = await run(
    aggregator,
    adapterReturning(() => ({
      postings: [
        posting("agg-77", {
          externalId: "agg-77",
          link: "https://aggregator.example/77",
          title: "programme officer X1, P-3",
        }),
      ],
    })),
  );
  expect(second).toMatchObject({ inserted: 0, linked: 1 });
  const [count] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from jobs where title ilike 'programme officer x1%'`,
  );
  expect(count?.n).toBe(1);
  const [job] = await jobsOf("UNICEF careers");
  expect(job?.links.map((link) => link.url)).toEqual([
    "https://unicef.example/x1",
    "https://aggregator.example/77",
  ]);
  const listings = await handle.db.select().from(jobListings).where(eq(jobListings.jobId, job!.id));
  expect(listings.map((listing) => listing.source).sort()).toEqual([
    "Aggregator",
    "UNICEF careers",
  ]);

  // The agency stops listing it, the aggregator still does: the job stays open.
  const closing = await run(
    agency,
    adapterReturning(() => ({ postings: [] })),
    { at: new Date(now.getTime() + day) },
  );
  expect(closing.closed).toBe(0);
  expect((await jobsOf("UNICEF careers"))[0]?.status).toBe("active");
});

test("postings of another source with the same generic title join a job only where nothing tells them apart", async () => {
  const agency = await createSource("WFP careers");
  const aggregator = await createSource("Second aggregator");
  const driver = (id: string, overrides: Partial<AdapterPosting> = {}) =>
    posting(id, { title: "Driver", organization: "WFP", ...overrides });
  await run(
    agency,
    adapterReturning(() => ({
      postings: [driver("d1"), driver("d2", { location: "Mombasa, Kenya" }), driver("d3")],
    })),
  );
  const second = await run(
    aggregator,
    adapterReturning(() => ({
      postings: [
        // The same three vacancies, then one more Driver in Nairobi and one on another grade.
        driver("agg-d1"),
        driver("agg-d2", { location: "Mombasa, Kenya" }),
        driver("agg-d3"),
        driver("agg-d4"),
        driver("agg-d5", { title: "Driver, G-3" }),
      ],
    })),
  );
  // Nairobi had two jobs to join, Mombasa one; the fourth Nairobi posting and the G-3 one are new.
  expect(second).toMatchObject({ inserted: 2, linked: 3 });
  const rows = await queryRows<{ city: string | null; grade_code: string | null; sources: string }>(
    handle.db,
    sql`select j.city, j.grade_code, string_agg(l.source, ', ' order by l.source) as sources
          from jobs j join job_listings l on l.job_id = j.id
         where j.organization_slug = 'wfp' and j.title like 'Driver%'
         group by j.id order by j.city, j.grade_code nulls first, sources`,
  );
  expect(rows).toEqual([
    { city: "Mombasa", grade_code: null, sources: "Second aggregator, WFP careers" },
    { city: "Nairobi", grade_code: null, sources: "Second aggregator" },
    { city: "Nairobi", grade_code: null, sources: "Second aggregator, WFP careers" },
    { city: "Nairobi", grade_code: null, sources: "Second aggregator, WFP careers" },
    { city: "Nairobi", grade_code: "G-3", sources: "Second aggregator" },
  ]);
});

test("a job missed by one complete crawl and listed by the next stays open", async () => {
  const source = await createSource("Agency H");
  const runs = [["h1", "h2"], ["h1"], ["h1", "h2"], ["h1"]];
  for (const [index, ids] of runs.entries()) {
    const summary = await run(
      source,
      adapterReturning(() => ({ postings: ids.map((id) => posting(id)) })),
      { at: new Date(now.getTime() + index * day) },
    );
    expect(summary.closed).toBe(0);
  }
  expect((await jobsOf("Agency H")).map((job) => job.status)).toEqual(["active", "active"]);
});

test("a crawl with a failed request is not complete, whatever the adapter says", async () => {
  const source = await createSource("Agency I");
  let ids = ["i1", "i2"];
  // Page 2 fails; the adapter swallows the error and still claims a complete crawl.
  const tolerant: SourceAdapter = {
    ...adapterReturning(() => ({ postings: [] })),
    run: async ({ http }) => {
      await http.request({ url: "https://jobs.example.org/list?page=2" }).catch(() => null);
      return {
        postings: ids.map((id) => posting(id)),
        itemsFetched: ids.length,
        complete: true,
        errors: [],
      };
    },
  };
  const failingPage2: HttpClient = {
    request: () =>
      Promise.reject(Object.assign(new Error("HTTP 500 from jobs.example.org"), { status: 500 })),
  };
  await run(
    source,
    adapterReturning(() => ({ postings: ids.map((id) => posting(id)) })),
  );
  ids = ["i1"];
  for (const offset of [1, 2]) {
    const summary = await run(source, tolerant, {
      at: new Date(now.getTime() + offset * day),
      http: failingPage2,
    });
    expect(summary).toMatchObject({ complete: false, closed: 0, status: "partial" });
    expect(summary.errors.join("\n")).toMatch(
      /Not a complete crawl.*GET https:\/\/jobs\.example\.org\/list\?page=2: HTTP 500/,
    );
    const [log] = await handle.db
      .select()
      .from(ingestionLogs)
      .where(eq(ingestionLogs.id, summary.log_id!));
    expect(log).toMatchObject({ complete: false, jobsFound: 1 });
  }
  expect((await jobsOf("Agency I")).map((job) => job.status)).toEqual(["active", "active"]);
});

test("a posting whose own page proves it gone is closed at once, even by an incomplete crawl; listed again, it reopens", async () => {
  const source = await createSource("Agency J");
  await run(
    source,
    adapterReturning(() => ({ postings: [posting("j1"), posting("j2")] })),
  );
  const gone = await run(
    source,
    adapterReturning(() => ({
      postings: [posting("j1"), posting("j2")],
      goneExternalIds: ["j2"],
      complete: false,
    })),
    { at: new Date(now.getTime() + day) },
  );
  expect(gone).toMatchObject({ closed: 1, jobs_found: 1, unchanged: 1 });
  expect((await jobsOf("Agency J")).map((job) => [job.externalId, job.status])).toEqual([
    ["j1", "active"],
    ["j2", "closed"],
  ]);
  const back = await run(
    source,
    adapterReturning(() => ({ postings: [posting("j1"), posting("j2")] })),
    { at: new Date(now.getTime() + 2 * day) },
  );
  expect(back).toMatchObject({ unchanged: 1, updated: 1 });
  expect((await jobsOf("Agency J")).map((job) => job.status)).toEqual(["active", "active"]);
});

test("a replayed request the archive cannot answer fails the run, even when the adapter tolerated it", async () => {
  const source = await createSource("Agency K");
  const client = createReplayHttpClient({
    log: {
      entries: [
        {
          request: { method: "GET", url: "https://jobs.example.org/list", headers: [] },
          response: { status: 200, headers: [], content: { mimeType: "text/plain", text: "ok" } },
        },
      ],
    },
  });
  const tolerant: SourceAdapter = {
    ...adapterReturning(() => ({ postings: [] })),
    run: async ({ http }) => {
      await http.request({ url: "https://jobs.example.org/list" });
      await http.request({ url: "https://jobs.example.org/detail/7" }).catch(() => null);
      return { postings: [posting("k1")], itemsFetched: 1, complete: true, errors: [] };
    },
  };
  const summary = await run(source, tolerant, { http: client, unmatched: client.unmatched });
  expect(summary.status).toBe("failed");
  expect(summary.errors[0]).toMatch(/GET https:\/\/jobs\.example\.org\/detail\/7/);
  expect(await jobsOf("Agency K")).toHaveLength(0);
});

test("a lease without a heartbeat for minutes is recovered: the run is marked interrupted and the source is free", async () => {
  const source = await createSource("Agency L");
  const started = new Date(Date.now() - 10 * 60_000);
  await handle.db
    .update(sources)
    .set({ runStartedAt: started, runHeartbeatAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(sources.id, source.id!));
  const [log] = await handle.db
    .insert(ingestionLogs)
    .values({ sourceId: source.id!, startedAt: started })
    .returning();
  expect(await claimSource(handle.db, source.id!, new Date())).toBe(true);
  const [after] = await handle.db.select().from(ingestionLogs).where(eq(ingestionLogs.id, log!.id));
  expect(after).toMatchObject({ status: "failed", errors: ["interrupted"], errorCount: 1 });
  expect(after?.finishedAt).not.toBeNull();

  // A fresh heartbeat keeps the lease: nobody else may claim it, and its run is left alone.
  expect(await claimSource(handle.db, source.id!, new Date())).toBe(false);
  const [running] = await handle.db
    .insert(ingestionLogs)
    .values({ sourceId: source.id!, startedAt: new Date(Date.now() - 60 * 60_000) })
    .returning();
  expect(await recoverInterruptedRuns(handle.db, new Date())).toBe(0);
  const [still] = await handle.db
    .select()
    .from(ingestionLogs)
    .where(eq(ingestionLogs.id, running!.id));
  expect(still?.status).toBe("running");
});

test("the heartbeat renews its own lease only", async () => {
  const source = await createSource("Agency M");
  const claimedAt = new Date(Date.now() - 60_000);
  expect(await claimSource(handle.db, source.id!, claimedAt)).toBe(true);
  const heartbeat = async () =>
    (await handle.db.select().from(sources).where(eq(sources.id, source.id!)))[0]!.runHeartbeatAt!;
  const stop = startHeartbeat(handle.db, source.id!, claimedAt, logger, 50);
  try {
    const deadline = Date.now() + 30_000;
    while ((await heartbeat()).getTime() <= claimedAt.getTime() && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await heartbeat()).getTime()).toBeGreaterThan(claimedAt.getTime());

    // Another process took the source over: this run's heartbeat no longer touches the lease.
    await releaseSource(handle.db, source.id!);
    const otherClaim = new Date(Date.now() - 30_000);
    expect(await claimSource(handle.db, source.id!, otherClaim)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await heartbeat()).getTime()).toBe(otherClaim.getTime());
  } finally {
    stop();
  }
});
