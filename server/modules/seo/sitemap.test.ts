import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import {
  listSitemapEntries,
  renderSitemapIndex,
  renderUrlset,
  sitemapFiles,
  STATIC_PATHS,
} from "./sitemap";

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
  expect(new Set(paths).size).toBe(paths.length);

  // One sitemap per language: English has every page; French, Spanish and Arabic the translated
  // pages (every static page, the articles included) at their own address, with the same lastmod.
  const files = sitemapFiles(entries);
  expect(files.map((file) => file.name)).toEqual(["en.xml", "fr.xml", "es.xml", "ar.xml"]);
  const inLanguage = (name: string) =>
    files.find((file) => file.name === name)!.entries.map((entry) => entry.path);
  expect(inLanguage("en.xml")).toEqual(paths);
  for (const [name, path] of [
    ["fr.xml", "/fr/"],
    ["es.xml", "/es/"],
    ["ar.xml", "/ar/"],
    ["ar.xml", `/ar/jobs/${ids["open-ke"]}`],
    ["fr.xml", "/fr/about"],
    ["es.xml", "/es/coaching"],
    ["es.xml", "/es/privacy"],
    ["ar.xml", "/ar/terms"],
    ["es.xml", "/es/planner"],
    ["fr.xml", "/fr/organization/undp"],
    ["es.xml", "/es/location/kenya"],
    ["ar.xml", "/ar/field/public-health"],
    ["fr.xml", "/fr/blog"],
    ["es.xml", "/es/unaids-sunset"],
    ["ar.xml", "/ar/un-budget-crisis"],
  ])
    expect(inLanguage(name!)).toContain(path);
  for (const name of ["fr.xml", "es.xml", "ar.xml"]) {
    const language = `/${name.slice(0, 2)}`;
    expect(inLanguage(name).every((path) => path.startsWith(`${language}/`))).toBe(true);
    expect(inLanguage(name)).toHaveLength(paths.length);
  }
  expect(
    files
      .find((file) => file.name === "fr.xml")!
      .entries.find((entry) => entry.path === `/fr/jobs/${ids["open-ke"]}`)?.lastmod,
  ).toBe("2026-01-02T03:04:05.000Z");
  expect(inLanguage("fr.xml")).not.toContain(`/fr/jobs/${ids.closed}`);
});

test("a page not yet translated is only in the English sitemap", () => {
  const files = sitemapFiles([{ path: "/jobs" }, { path: "/search" }]);
  expect(files.find((file) => file.name === "en.xml")!.entries).toEqual([
    { path: "/jobs" },
    { path: "/search" },
  ]);
  expect(files.find((file) => file.name === "es.xml")!.entries).toEqual([{ path: "/es/jobs" }]);
});

test("each language's sitemap is split into parts of at most maxUrls, all listed by the index", () => {
  const entries = Array.from({ length: 7 }, (_, index) => ({
    path: `/jobs/${index}`,
    lastmod: "2026-01-01T00:00:00.000Z",
  }));
  const whole = sitemapFiles(entries, 10);
  expect(whole.map((file) => file.entries.length)).toEqual([7, 7, 7, 7]);

  const files = sitemapFiles(entries, 3);
  expect(files.map((file) => file.name)).toEqual([
    ...["en.xml", "en-2.xml", "en-3.xml"],
    ...["fr.xml", "fr-2.xml", "fr-3.xml"],
    ...["es.xml", "es-2.xml", "es-3.xml"],
    ...["ar.xml", "ar-2.xml", "ar-3.xml"],
  ]);
  expect(files.slice(0, 3).map((file) => file.entries.length)).toEqual([3, 3, 1]);
  expect(files[3]!.entries[0]!.path).toBe("/fr/jobs/0");
  const index = renderSitemapIndex("https://x.test", files);
  expect(index).toContain("<sitemapindex");
  expect(index.match(/<sitemap>/g)).toHaveLength(12);
  expect(index).toContain("<loc>https://x.test/sitemaps/ar-3.xml</loc>");
  const urlset = renderUrlset("https://x.test", files[0]!.entries);
  expect(urlset).toContain("<urlset");
  expect(urlset.match(/<url>/g)).toHaveLength(3);
});

test("URLs are XML-escaped", () => {
  const xml = renderUrlset("https://x.test", [{ path: "/jobs?a=1&b=<2>" }]);
  expect(xml).toContain("/jobs?a=1&amp;b=&lt;2&gt;");
});
