import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";

// "Did you mean": a search word that matches no job is compared (pg_trgm) with the words of job
// titles, employers and places, which triggers on `jobs` keep in the search_words table.

let handle: DbHandle;

async function search(text: string) {
  return searchJobs(handle.db, parseJobQuery(new URLSearchParams({ search: text })));
}

beforeAll(async () => {
  handle = await createTestDb();
  const ocha = { organization: "Office for the Coordination of Humanitarian Affairs" };
  await insertJobs(handle.db, [
    buildJob({ ...ocha, title: "Humanitarian Affairs Officer", location: "Geneva, Switzerland" }),
    buildJob({ ...ocha, title: "Humanitarian Affairs Officer", location: "Amman, Jordan" }),
    buildJob({ ...ocha, title: "Humanitarian Coordinator", location: "Juba, South Sudan" }),
    buildJob({ title: "Education Specialist", location: "Kharkiv, Ukraine" }),
    buildJob({ title: "Education Officer", location: "Luanda, Angola" }),
    buildJob({ title: "Éducation Consultant", location: "Dakar, Senegal" }),
    buildJob({
      title: "Driver",
      location: "Kathmandu, Nepal",
      descriptionText: "Drives staff to the epidemiology laboratory.",
    }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("a misspelt word that finds nothing gets the closest word of titles, employers and places", async () => {
  // The typo-tolerant match may show titles like the word; the corrected search is still offered.
  const page = await search("humanitarain");
  expect(page.searchMode === "fuzzy" || page.total === 0).toBe(true);
  expect(page.suggestion).toEqual({ query: "humanitarian", total: 3 });
  expect((await search("eductaion")).suggestion).toEqual({ query: "education", total: 3 });
});

test("only the misspelt word is replaced; the other words are kept as typed", async () => {
  const page = await search("humanitarain affairs");
  expect(page.suggestion).toEqual({ query: "humanitarian affairs", total: 3 });
  // An excluded word is never corrected.
  expect((await search("humanitarain -geneva")).suggestion).toEqual({
    query: "humanitarian -geneva",
    total: 2,
  });
  expect((await search("eductaion -specialst")).suggestion).toEqual({
    query: "education -specialst",
    total: 3,
  });
});

test("a search that finds jobs, or a word that some job contains, gets no suggestion", async () => {
  expect((await search("humanitarian")).suggestion).toBeNull();
  // Only one job has the word, in its description and not in any title: it is spelt right.
  const epidemiology = await search("epidemiology");
  expect(epidemiology.total).toBe(1);
  expect(epidemiology.suggestion).toBeNull();
});

test("no suggestion when nothing is close enough or the correction would find nothing more", async () => {
  expect((await search("astronaut")).suggestion).toBeNull();
  // A word left from a job since removed: the corrected search would find nothing.
  await handle.db.execute(sql`insert into search_words (word) values ('astronomer')`);
  expect((await search("astronomr")).suggestion).toBeNull();
  // "Geneva" is recognised as a place, never corrected; the misspelt word still is.
  expect((await search("Geneva humanitarain")).suggestion).toEqual({
    query: "Geneva humanitarian",
    total: 1,
  });
});

test("the vocabulary follows new jobs and changed titles, without accents", async () => {
  const words = async () =>
    (
      await queryRows<{ word: string }>(handle.db, sql`select word from search_words order by word`)
    ).map((row) => row.word);
  expect(await words()).toEqual(expect.arrayContaining(["education", "humanitarian", "kathmandu"]));
  expect(await words()).not.toContain("éducation");
  expect(await words()).not.toContain("logistician");
  await handle.db.execute(sql`update jobs set title = 'Logistician' where title = 'Driver'`);
  expect(await words()).toContain("logistician");
  expect((await search("logistican")).suggestion).toEqual({ query: "logistician", total: 1 });
});
