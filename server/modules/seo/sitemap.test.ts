import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { listSitemapEntries, renderSitemap, STATIC_PATHS } from "./sitemap";

let handle: DbHandle;
const day = 86_400_000;

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({ externalId: "open-ke" }),
    buildJob({
      externalId: "open-ch",
      location: "Geneva, Switzerland",
      city: "Geneva",
      country: "Switzerland",
      countryCode: "CH",
    }),
    buildJob({ externalId: "expired", expiresAt: new Date(Date.now() - day) }),
    buildJob({ externalId: "closed", status: "closed" }),
  ]);
  await handle.db.execute(
    sql`update jobs set updated_at = '2026-01-02T03:04:05Z' where external_id = 'open-ke'`,
  );
});

afterAll(async () => {
  await handle.close();
});

test("open jobs with lastmod = updated_at, static pages and landing pages; no closed or expired jobs", async () => {
  const entries = await listSitemapEntries(handle.db);
  const ids = Object.fromEntries(
    (
      await queryRows<{ id: string; external_id: string }>(
        handle.db,
        sql`select id, external_id from jobs`,
      )
    ).map((row) => [row.external_id, row.id]),
  );
  const paths = entries.map((entry) => entry.path);
  for (const path of STATIC_PATHS) expect(paths).toContain(path);
  expect(paths).toContain("/organization/undp");
  expect(paths).toContain("/field/public-health");
  expect(paths).toContain("/location/kenya");
  expect(paths).toContain("/location/switzerland");
  expect(entries.find((entry) => entry.path === `/jobs/${ids["open-ke"]}`)?.lastmod).toBe(
    "2026-01-02T03:04:05.000Z",
  );
  expect(paths).toContain(`/jobs/${ids["open-ch"]}`);
  expect(paths).not.toContain(`/jobs/${ids.expired}`);
  expect(paths).not.toContain(`/jobs/${ids.closed}`);
  // The translated pages (every static page, the articles included) in each language, with the same
  // lastmod.
  for (const path of [
    "/fr/",
    "/es/",
    "/ar/",
    `/ar/jobs/${ids["open-ke"]}`,
    "/fr/about",
    "/es/coaching",
    "/es/privacy",
    "/ar/terms",
    "/es/planner",
    "/fr/organization/undp",
    "/es/location/kenya",
    "/ar/field/public-health",
    "/fr/blog",
    "/es/unaids-sunset",
    "/ar/un-budget-crisis",
  ])
    expect(paths).toContain(path);
  expect(entries.find((entry) => entry.path === `/fr/jobs/${ids["open-ke"]}`)?.lastmod).toBe(
    "2026-01-02T03:04:05.000Z",
  );
  expect(paths).not.toContain(`/fr/jobs/${ids.closed}`);
  expect(new Set(paths).size).toBe(paths.length);
});

test("one urlset while the URLs fit, otherwise an index of parts that split them all", () => {
  const entries = Array.from({ length: 7 }, (_, index) => ({
    path: `/jobs/${index}`,
    lastmod: "2026-01-01T00:00:00.000Z",
  }));
  const single = renderSitemap("https://x.test", entries, null, 10)!;
  expect(single).toContain("<urlset");
  expect(single.match(/<url>/g)).toHaveLength(7);
  expect(renderSitemap("https://x.test", entries, 1, 10)).toBeNull();

  const index = renderSitemap("https://x.test", entries, null, 3)!;
  expect(index).toContain("<sitemapindex");
  expect(index.match(/<sitemap>/g)).toHaveLength(3);
  expect(index).toContain("<loc>https://x.test/sitemaps/sitemap-3.xml</loc>");
  const parts = [1, 2, 3].map((part) => renderSitemap("https://x.test", entries, part, 3)!);
  expect(parts.map((xml) => xml.match(/<url>/g)?.length)).toEqual([3, 3, 1]);
  expect(renderSitemap("https://x.test", entries, 4, 3)).toBeNull();
  expect(renderSitemap("https://x.test", entries, 0, 3)).toBeNull();
});

test("URLs are XML-escaped", () => {
  const xml = renderSitemap("https://x.test", [{ path: "/jobs?a=1&b=<2>" }], null)!;
  expect(xml).toContain("/jobs?a=1&amp;b=&lt;2&gt;");
});
