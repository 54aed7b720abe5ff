import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "./insert-jobs";
import { parseJobQuery } from "./job-query";
import { RELEVANCE_CANDIDATES, searchJobs } from "./search-jobs";
import { getFacets } from "./get-facets";
import {
  cached,
  configureJobsCache,
  filterKey,
  JOBS_CACHE_MAX_ENTRIES,
  peekCached,
} from "./jobs-cache";
import type { Database } from "#server/db/create-db";

let handle: DbHandle;
const minute = 60_000;
const now = Date.now();
const STRONG_OLD = 30;
const EXTRA = 20;

function query(params: Record<string, string | string[]>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) search.append(key, item);
  }
  return parseJobQuery(search);
}

beforeAll(async () => {
  handle = await createTestDb();
  const rows = [];
  // The newest RELEVANCE_CANDIDATES + EXTRA matches: mostly weak ("nutrition" once, in the
  // description), every 50th strong (in the title).
  for (let index = 0; index < RELEVANCE_CANDIDATES + EXTRA; index++) {
    const strong = index % 50 === 0;
    rows.push(
      buildJob({
        title: strong ? `Nutrition Officer ${index}` : `Programme Assistant ${index}`,
        descriptionText: "Supports the nutrition cluster.",
        postedDate: new Date(now - (index + 1) * minute),
      }),
    );
  }
  // Older than all of them, and the strongest matches of all: outside the ranked candidates.
  for (let index = 0; index < STRONG_OLD; index++) {
    rows.push(
      buildJob({
        title: `Nutrition Nutrition Specialist ${index}`,
        descriptionText: "Nutrition.",
        postedDate: new Date(now - (10_000 + index) * minute),
      }),
    );
  }
  await insertJobs(handle.db, rows);
});

afterEach(() => configureJobsCache({ ttlSeconds: 0 }));

afterAll(async () => {
  configureJobsCache({ ttlSeconds: 0 });
  await handle.close();
});

test("a broad search ranks the newest RELEVANCE_CANDIDATES matches, then lists the rest newest first", async () => {
  const total = RELEVANCE_CANDIDATES + EXTRA + STRONG_OLD;
  const perPage = 100;
  const pages = [];
  for (let page = 1; page <= Math.ceil(total / perPage); page++) {
    pages.push(
      await searchJobs(
        handle.db,
        query({ search: "nutrition", perPage: String(perPage), page: String(page) }),
      ),
    );
  }
  expect(pages[0]).toMatchObject({ total, searchMode: "exact", hasMore: true });
  const items = pages.flatMap((page) => page.items);
  expect(new Set(items.map((job) => job.id)).size).toBe(total);

  // Inside the candidates: the strong title matches first, each group newest first.
  const ranked = items.slice(0, RELEVANCE_CANDIDATES);
  const strongCount = Math.ceil(RELEVANCE_CANDIDATES / 50);
  expect(
    ranked.slice(0, strongCount).every((job) => job.title.startsWith("Nutrition Officer")),
  ).toBe(true);
  expect(
    ranked.slice(strongCount).every((job) => job.title.startsWith("Programme Assistant")),
  ).toBe(true);
  for (const group of [ranked.slice(0, strongCount), ranked.slice(strongCount)]) {
    const posted = group.map((job) => job.posted_date);
    expect([...posted].sort().reverse()).toEqual(posted);
  }

  // Past the candidates: every other match, newest first, exactly as the newest-first listing.
  const rest = items.slice(RELEVANCE_CANDIDATES);
  const newest = await queryRows<{ id: string }>(
    handle.db,
    sql`select id from jobs where search @@ websearch_to_tsquery('english', 'nutrition')
        order by posted_date desc, id desc offset ${RELEVANCE_CANDIDATES}`,
  );
  expect(rest.map((job) => job.id)).toEqual(newest.map((row) => row.id));
  expect(rest.filter((job) => job.title.startsWith("Nutrition Nutrition"))).toHaveLength(
    STRONG_OLD,
  );

  // Pages of 25 read the first positions of the order, and the fifth reads all of it: the same
  // order as pages of 100.
  for (let page = 1; page <= 5; page++) {
    const small = await searchJobs(
      handle.db,
      query({ search: "nutrition", perPage: "25", page: String(page) }),
    );
    expect(small.items.map((job) => job.id)).toEqual(
      items.slice((page - 1) * 25, page * 25).map((job) => job.id),
    );
  }

  // A page that straddles the boundary joins both parts.
  const straddling = await searchJobs(
    handle.db,
    query({ search: "nutrition", perPage: "30", page: "34" }),
  );
  expect(straddling.items.map((job) => job.id)).toEqual(
    items.slice(990, 1020).map((job) => job.id),
  );
});

test("with a TTL, totals, relevance order and facets are cached per normalised filter until jobs are written", async () => {
  configureJobsCache({ ttlSeconds: 60 });
  const before = await searchJobs(
    handle.db,
    query({ search: "nutrition", level: ["Mid", "Entry"] }),
  );
  const facetsBefore = await getFacets(handle.db, query({ search: "nutrition" }));

  // A write that bypasses this process's insertJobs is not seen within the TTL...
  await handle.db.execute(
    sql`update jobs set level = 'Senior' where title like 'Nutrition Nutrition%'`,
  );
  const cachedPage = await searchJobs(
    handle.db,
    query({ search: "nutrition", level: ["Entry", "Mid"], page: "1" }),
  );
  expect(cachedPage.total).toBe(before.total);
  expect(await getFacets(handle.db, query({ search: "nutrition" }))).toEqual(facetsBefore);

  // ...while writing through insertJobs clears the cache.
  await insertJobs(handle.db, [buildJob({ title: "Nutrition Adviser", level: "Entry" })]);
  const fresh = await searchJobs(
    handle.db,
    query({ search: "nutrition", level: ["Mid", "Entry"] }),
  );
  expect(fresh.total).toBe(before.total - STRONG_OLD + 1);
  const facets = await getFacets(handle.db, query({ search: "nutrition" }));
  expect(facets.level.find((facet) => facet.value === "Senior")?.count).toBe(STRONG_OLD);
  expect(facets.level.find((facet) => facet.value === "Entry")?.count).toBe(1);

  // Without a TTL every call reads the database.
  configureJobsCache({ ttlSeconds: 0 });
  await handle.db.execute(sql`update jobs set status = 'closed' where title = 'Nutrition Adviser'`);
  expect(
    (await searchJobs(handle.db, query({ search: "nutrition", level: ["Mid", "Entry"] }))).total,
  ).toBe(before.total - STRONG_OLD);
});

test("the cache key ignores paging, sorting and the order of filter values", () => {
  expect(
    filterKey(query({ level: ["Mid", "Entry"], page: "3", perPage: "10", sort: "newest" })),
  ).toBe(filterKey(query({ level: ["Entry", "Mid"] })));
  expect(filterKey(query({ search: "nutrition" }))).not.toBe(
    filterKey(query({ search: "nutrition officer" })),
  );
  expect(filterKey(query({ status: "all" }))).not.toBe(filterKey(query({})));
});

/** The rejections nobody handled while `run` went on (and for a turn of the event loop after). */
async function unhandledRejectionsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => seen.push(reason);
  process.on("unhandledRejection", listener);
  try {
    await run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    process.off("unhandledRejection", listener);
  }
  return seen;
}

test.each([0, 30])(
  "a failed computation nobody awaits leaves no unhandled rejection (TTL %i s); one who awaits gets the error, and it is not kept",
  async (ttlSeconds) => {
    configureJobsCache({ ttlSeconds });
    const failure = new Error("the database refused the query");
    let calls = 0;
    const fail = () => {
      calls++;
      return Promise.reject(failure);
    };
    const seen = await unhandledRejectionsDuring(async () => {
      // Started and dropped, as by a caller that throws before it awaits (the old search did).
      void cached(handle.db, "test-failure", "dropped", fail);
      await expect(cached(handle.db, "test-failure", "awaited", fail)).rejects.toBe(failure);
    });
    expect(seen).toEqual([]);
    // Not kept: the next call computes again, and the failure is in no entry.
    expect(peekCached(handle.db, "test-failure", "awaited")).toBeUndefined();
    await expect(cached(handle.db, "test-failure", "awaited", fail)).rejects.toBe(failure);
    expect(calls).toBe(3);
  },
);

test("a search whose filters cannot be built rejects without an unhandled rejection", async () => {
  configureJobsCache({ ttlSeconds: 30 });
  // A value no parsed query holds (an object where a field name belongs): building the SQL throws.
  const broken = { ...query({}), fields: [Object.create(null) as never] };
  const seen = await unhandledRejectionsDuring(async () => {
    await expect(searchJobs(handle.db, broken)).rejects.toThrow();
  });
  expect(seen).toEqual([]);
});

test("concurrent misses for one key share a single computation", async () => {
  configureJobsCache({ ttlSeconds: 30 });
  let calls = 0;
  let finish: (value: number) => void = () => {};
  const compute = () => {
    calls++;
    return new Promise<number>((resolve) => (finish = resolve));
  };
  const first = cached(handle.db, "test-shared", "one", compute);
  const second = cached(handle.db, "test-shared", "one", compute);
  finish(42);
  expect(await Promise.all([first, second])).toEqual([42, 42]);
  expect(calls).toBe(1);
  expect(await cached(handle.db, "test-shared", "one", compute)).toBe(42);
  expect(calls).toBe(1);
});

test("when the cache is full, the least recently read entry goes first, not the oldest one", async () => {
  configureJobsCache({ ttlSeconds: 30 });
  // Only the identity of the database matters to the cache: a store of its own for this test.
  const db = {} as Database;
  for (let index = 0; index < JOBS_CACHE_MAX_ENTRIES; index++) {
    await cached(db, "test-order", String(index), () => Promise.resolve(index));
  }
  // Entry 0 is the oldest, but it was just read; entry 1 has not been read since it was stored.
  expect(await cached(db, "test-order", "0", () => Promise.resolve(-1))).toBe(0);
  await cached(db, "test-order", "new", () => Promise.resolve(-1));
  expect(peekCached(db, "test-order", "0")).toBe(0);
  expect(peekCached(db, "test-order", "1")).toBeUndefined();
  expect(peekCached(db, "test-order", "new")).toBe(-1);
});
