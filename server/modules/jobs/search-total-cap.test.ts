import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "./insert-jobs";
import { parseJobQuery } from "./job-query";
import { searchJobs, SEARCH_TOTAL_CAP } from "./search-jobs";

// A keyword search counts its matches up to a cap and flags a larger total as a lower bound. The
// production cap is 10,000; these tests pass a small one so that they need only a few rows.

let handle: DbHandle;
const minute = 60_000;

function query(params: Record<string, string>) {
  return parseJobQuery(new URLSearchParams(params));
}

beforeAll(async () => {
  handle = await createTestDb();
  // Seven hydrologists: three with the word in the title (ranked first), four in the text only,
  // posted a minute apart; and two other open jobs.
  await insertJobs(handle.db, [
    ...Array.from({ length: 7 }, (_, index) =>
      buildJob({
        title: index % 2 === 0 ? `Hydrologist ${index}` : `Water Officer ${index}`,
        descriptionText: "Works with the hydrologist team on river basins.",
        postedDate: new Date(Date.now() - (index + 1) * minute),
      }),
    ),
    buildJob({ title: "Finance Associate", postedDate: new Date(Date.now() - 20 * minute) }),
    buildJob({ title: "Legal Officer", postedDate: new Date(Date.now() - 30 * minute) }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("the production cap is 10,000", () => {
  expect(SEARCH_TOTAL_CAP).toBe(10_000);
});

test("a keyword search with more matches than the cap answers the cap as a lower bound", async () => {
  for (const sort of ["relevance", "newest", "deadline"]) {
    const capped = await searchJobs(handle.db, query({ search: "hydrologist", sort }), {
      totalCap: 5,
    });
    // All seven fit on the page, so there is no next one although the total is only a bound.
    expect(capped, sort).toMatchObject({ total: 5, totalIsLowerBound: true, hasMore: false });
    expect(capped.items).toHaveLength(7);
  }
});

test("at or under the cap the total is exact", async () => {
  for (const totalCap of [7, 8]) {
    const page = await searchJobs(handle.db, query({ search: "hydrologist" }), { totalCap });
    expect(page).toMatchObject({ total: 7, totalIsLowerBound: false, hasMore: false });
  }
  const defaultCap = await searchJobs(handle.db, query({ search: "hydrologist" }));
  expect(defaultCap).toMatchObject({ total: 7, totalIsLowerBound: false });
});

test("pages past the cap keep working and list the same jobs in the same order", async () => {
  const exact = await searchJobs(handle.db, query({ search: "hydrologist" }));
  const pages = [];
  for (let page = 1; page <= 3; page++) {
    pages.push(
      await searchJobs(
        handle.db,
        query({ search: "hydrologist", perPage: "3", page: String(page) }),
        { totalCap: 2 },
      ),
    );
  }
  expect(pages.map((page) => page.items.length)).toEqual([3, 3, 1]);
  expect(pages.map((page) => page.hasMore)).toEqual([true, true, false]);
  expect(pages.every((page) => page.total === 2 && page.totalIsLowerBound)).toBe(true);
  const titles = pages.flatMap((page) => page.items.map((job) => job.title));
  expect(titles).toEqual(exact.items.map((job) => job.title));
  // Relevance order: the three with the word in the title first.
  expect(titles.slice(0, 3).every((title) => title.startsWith("Hydrologist"))).toBe(true);
  const empty = await searchJobs(
    handle.db,
    query({ search: "hydrologist", page: "4", perPage: "3" }),
    {
      totalCap: 2,
    },
  );
  expect(empty).toMatchObject({ items: [], hasMore: false, totalIsLowerBound: true });
});

test("a listing without a keyword is counted exactly whatever the cap", async () => {
  const page = await searchJobs(handle.db, query({}), { totalCap: 2 });
  expect(page).toMatchObject({ total: 9, totalIsLowerBound: false });
});

test("past the cap, the newest matches are picked with every condition of the search", async () => {
  // Newer jobs that do not match come first in the newest-first walk: another level, an excluded
  // word, and a job without the word at all.
  await insertJobs(handle.db, [
    ...Array.from({ length: 3 }, (_, index) =>
      buildJob({
        title: `Glaciologist ${index}`,
        level: "Mid",
        postedDate: new Date(Date.now() - (40 + index) * minute),
      }),
    ),
    buildJob({ title: "Glaciologist, senior", level: "Senior", postedDate: new Date() }),
    buildJob({ title: "Arctic Glaciologist", level: "Mid", postedDate: new Date() }),
    buildJob({ title: "Hydrologist", level: "Mid", postedDate: new Date() }),
  ]);
  const search = query({ search: "glaciologist -arctic", level: "Mid" });
  const exact = await searchJobs(handle.db, search);
  const capped = await searchJobs(handle.db, search, { totalCap: 1 });
  expect(exact).toMatchObject({ total: 3, totalIsLowerBound: false });
  expect(capped).toMatchObject({ total: 1, totalIsLowerBound: true });
  expect(capped.items.map((job) => job.title)).toEqual([
    "Glaciologist 0",
    "Glaciologist 1",
    "Glaciologist 2",
  ]);
  expect(capped.items.map((job) => job.id)).toEqual(exact.items.map((job) => job.id));
});
