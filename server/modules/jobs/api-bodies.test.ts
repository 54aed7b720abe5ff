import { afterAll, afterEach, beforeAll, expect, test, vi } from "vitest";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { DbHandle } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { runIngestion } from "#server/ingestion/run-ingestion";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { findCachedApiBody, getFacetsApiBody, getJobsApiBody } from "./api-bodies";
import { expireJobs } from "./expire-jobs";
import { getFacets } from "./get-facets";
import { insertJobs } from "./insert-jobs";
import { parseJobQuery } from "./job-query";
import { configureJobsCache } from "./jobs-cache";
import { searchJobs } from "./search-jobs";
import { understoodSearch } from "./understood-query";

let handle: DbHandle;
const day = 86_400_000;

function query(search: string) {
  return parseJobQuery(new URLSearchParams(search));
}

function parse(body: { bytes: Buffer }) {
  return JSON.parse(body.bytes.toString()) as { total: number; items: { title: string }[] };
}

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({ title: "Water Engineer", level: "Mid" }),
    buildJob({ title: "Water Officer", level: "Entry" }),
    buildJob({ title: "Closing Water Analyst", expiresAt: new Date(Date.now() + 2 * day) }),
  ]);
});

afterEach(() => {
  vi.useRealTimers();
  configureJobsCache({ ttlSeconds: 0 });
});

afterAll(async () => {
  await handle.close();
});

test("a body is the JSON of searchJobs and getFacets, serialised once per normalised query", async () => {
  configureJobsCache({ ttlSeconds: 60 });
  const body = await getJobsApiBody(
    handle.db,
    query("search=water&level=Mid&level=Entry"),
    "/api/v1/jobs?search=water&level=Mid&level=Entry",
  );
  expect(JSON.parse(body.bytes.toString())).toEqual({
    ...(await searchJobs(handle.db, query("search=water&level=Mid&level=Entry"))),
    understood: understoodSearch(query("search=water&level=Mid&level=Entry")),
  });
  expect(body.etag).toMatch(/^W\/"[\w-]{27}"$/);
  // The same filters in another order (and parameters that change nothing) share the body.
  expect(await getJobsApiBody(handle.db, query("level=Entry&search=water&level=Mid&x=1"))).toBe(
    body,
  );
  expect(await getJobsApiBody(handle.db, query("search=water&level=Mid&page=2"))).not.toBe(body);
  // The URL the route saw answers from the cache; other spellings do not (the route answers).
  expect(findCachedApiBody(handle.db, "/api/v1/jobs?search=water&level=Mid&level=Entry")).toBe(
    body,
  );
  expect(findCachedApiBody(handle.db, "/api/v1/jobs?level=Entry&search=water&level=Mid")).toBe(
    undefined,
  );

  const facets = await getFacetsApiBody(handle.db, query("level=Mid"), "/api/v1/facets?level=Mid");
  expect(JSON.parse(facets.bytes.toString())).toEqual(
    await getFacets(handle.db, query("level=Mid")),
  );
  expect(findCachedApiBody(handle.db, "/api/v1/facets?level=Mid")).toBe(facets);
});

test("without a TTL nothing is kept", async () => {
  const body = await getJobsApiBody(handle.db, query(""), "/api/v1/jobs");
  expect(await getJobsApiBody(handle.db, query(""), "/api/v1/jobs")).not.toBe(body);
  expect(findCachedApiBody(handle.db, "/api/v1/jobs")).toBeUndefined();
});

test("inserting, expiring and ingesting jobs replace the cached bodies at once", async () => {
  configureJobsCache({ ttlSeconds: 60 });
  const url = "/api/v1/jobs?search=water";
  const first = await getJobsApiBody(handle.db, query("search=water"), url);
  expect(parse(first).total).toBe(3);

  // A write that bypasses this process's write paths is not seen within the TTL...
  await handle.db.execute(
    sql`update jobs set title = 'Water Adviser' where title = 'Water Officer'`,
  );
  expect(await getJobsApiBody(handle.db, query("search=water"), url)).toBe(first);

  // ...one through insertJobs is.
  await insertJobs(handle.db, [buildJob({ title: "Water Specialist" })]);
  expect(findCachedApiBody(handle.db, url)).toBeUndefined();
  const inserted = await getJobsApiBody(handle.db, query("search=water"), url);
  expect(parse(inserted).total).toBe(4);
  expect(parse(inserted).items.map((job) => job.title)).toContain("Water Adviser");
  expect(inserted.etag).not.toBe(first.etag);

  // The expiry task.
  await expireJobs(handle.db, new Date(Date.now() + 3 * day));
  const expired = await getJobsApiBody(handle.db, query("search=water"), url);
  expect(parse(expired).total).toBe(3);

  // An ingestion run that stores a job.
  const [source] = await handle.db
    .insert(sources)
    .values({ name: "Water Board", type: "api", baseUrl: "https://water.example.org" })
    .returning();
  const summary = await runIngestion({
    db: handle.db,
    adapter: {
      name: "test",
      type: "api",
      description: "one posting",
      metadataSchema: z.object({}),
      run: () =>
        Promise.resolve({
          postings: [
            {
              externalId: "w-1",
              title: "Water and Sanitation Officer",
              organization: "UNICEF",
              location: "Nairobi, Kenya",
              descriptionHtml: "<p>Water.</p>",
              link: "https://water.example.org/w-1",
              postedAt: new Date().toISOString(),
            },
          ],
          itemsFetched: 1,
          complete: true,
          errors: [],
        }),
    },
    source: {
      id: source!.id,
      name: source!.name,
      baseUrl: source!.baseUrl,
      metadata: {},
      organization: null,
    },
    http: { request: () => Promise.reject(new Error("no network")) },
    logger: createLogger("silent"),
    now: new Date(),
    dryRun: false,
  });
  expect(summary.inserted).toBe(1);
  const ingested = await getJobsApiBody(handle.db, query("search=water"), url);
  expect(parse(ingested).total).toBe(4);
  expect(parse(ingested).items.map((job) => job.title)).toContain("Water and Sanitation Officer");
});

test("a body expires with the oldest cached total it was built from", async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  configureJobsCache({ ttlSeconds: 60 });
  const start = Date.now();
  await searchJobs(handle.db, query("level=Mid"));
  vi.setSystemTime(start + 40_000);
  // Page 2 is built now, from the total counted 40 s ago: it must not outlive that total.
  await getJobsApiBody(handle.db, query("level=Mid&page=2"), "/api/v1/jobs?level=Mid&page=2");
  vi.setSystemTime(start + 59_000);
  expect(findCachedApiBody(handle.db, "/api/v1/jobs?level=Mid&page=2")).toBeDefined();
  vi.setSystemTime(start + 61_000);
  expect(findCachedApiBody(handle.db, "/api/v1/jobs?level=Mid&page=2")).toBeUndefined();
});
