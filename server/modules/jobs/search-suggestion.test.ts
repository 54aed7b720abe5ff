import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";
import { pickCorrection } from "./search-suggestion";

// "Did you mean": a search word that matches no job is compared (pg_trgm) with the words of job
// titles, employers and places, which triggers on `jobs` keep in the search_words table.

let handle: DbHandle;

async function search(text: string, literal = false) {
  return searchJobs(
    handle.db,
    parseJobQuery(new URLSearchParams({ search: text, ...(literal ? { literal: "1" } : {}) })),
  );
}

/**
 * The correction of a search and how many jobs it finds: listed in place of the typed search
 * (`correction`, then `total` is its total) or offered ("Did you mean", `suggestion`).
 */
async function correctionOf(text: string) {
  const page = await search(text);
  if (!page.correction) return page.suggestion;
  expect(page.suggestion).toBeNull();
  expect(page.correction.typed).toBe(text);
  return { query: page.correction.query, total: page.total };
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
    buildJob({ title: "Programme Assistant", location: "Nairobi, Kenya" }),
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
  // As typed, the typo-tolerant match may show titles like the word; the correction is offered.
  const page = await search("humanitarain", true);
  expect(page.searchMode === "fuzzy" || page.total === 0).toBe(true);
  expect(page.correction).toBeNull();
  expect(page.suggestion).toEqual({ query: "humanitarian", total: 3 });
  expect(await correctionOf("eductaion")).toEqual({ query: "education", total: 3 });
});

test("the listing shows the corrected search's jobs and says what it corrected", async () => {
  const page = await search("humanitarain");
  expect(page.correction).toEqual({ query: "humanitarian", typed: "humanitarain" });
  expect(page.suggestion).toBeNull();
  expect(page.searchMode).toBe("exact");
  expect(page.items.map((job) => job.title).sort()).toEqual([
    "Humanitarian Affairs Officer",
    "Humanitarian Affairs Officer",
    "Humanitarian Coordinator",
  ]);
  // Excluded words and quoted phrases hold in the corrected search.
  const withoutGeneva = await search("humanitarain -geneva");
  expect(withoutGeneva.correction?.query).toBe("humanitarian -geneva");
  expect(withoutGeneva.items.map((job) => job.location).sort()).toEqual([
    "Amman, Jordan",
    "Juba, South Sudan",
  ]);
  // Every job has both words (the employer is the Coordination of Humanitarian Affairs)…
  expect((await search("humanitarain coordinator")).total).toBe(3);
  // …but only one has them side by side.
  const phrase = await search('"humanitarain coordinator"');
  expect(phrase.correction?.query).toBe('"humanitarian coordinator"');
  expect(phrase.items.map((job) => job.title)).toEqual(["Humanitarian Coordinator"]);
  // A search that finds jobs as typed is never replaced.
  expect((await search("education")).correction).toBeNull();
});

test("only the misspelt word is replaced; the other words are kept as typed", async () => {
  expect(await correctionOf("humanitarain affairs")).toEqual({
    query: "humanitarian affairs",
    total: 3,
  });
  // An excluded word is never corrected.
  expect(await correctionOf("humanitarain -geneva")).toEqual({
    query: "humanitarian -geneva",
    total: 2,
  });
  expect(await correctionOf("eductaion -specialst")).toEqual({
    query: "education -specialst",
    total: 3,
  });
});

test("two swapped letters in a short word are corrected though the word shares few trigrams", async () => {
  // "nairboi" shares a third of its trigrams with "nairobi", below the similarity bar; one edit apart.
  expect(await correctionOf("Nairboi")).toEqual({ query: "Nairobi", total: 1 });
});

test("a single edit corrects only words of five letters or more, the most similar first", () => {
  const candidates = [
    { word: "nairobi", similarity: 0.33 },
    { word: "nairaba", similarity: 0.31 },
  ];
  expect(pickCorrection("nairboi", candidates)).toBe("nairobi");
  // Similar enough wins over one edit away.
  expect(pickCorrection("nairboi", [{ word: "nairobian", similarity: 0.45 }, ...candidates])).toBe(
    "nairobian",
  );
  // Two edits away and not similar enough: no correction.
  expect(pickCorrection("naorbi", [{ word: "nairobi", similarity: 0.3 }])).toBeNull();
  // A four-letter word one edit from another is left alone (too likely another word).
  expect(pickCorrection("fiji", [{ word: "fife", similarity: 0.33 }])).toBeNull();
});

test("a search that finds jobs, or a word that some job contains, gets no suggestion", async () => {
  expect(await correctionOf("humanitarian")).toBeNull();
  // Only one job has the word, in its description and not in any title: it is spelt right.
  const epidemiology = await search("epidemiology");
  expect(epidemiology.total).toBe(1);
  expect(epidemiology.suggestion).toBeNull();
});

test("no suggestion when nothing is close enough or the correction would find nothing more", async () => {
  expect(await correctionOf("astronaut")).toBeNull();
  // A word left from a job since removed: the corrected search would find nothing.
  await handle.db.execute(sql`insert into search_words (word) values ('astronomer')`);
  expect(await correctionOf("astronomr")).toBeNull();
  // "Geneva" is recognised as a place, never corrected; the misspelt word still is.
  expect(await correctionOf("Geneva humanitarain")).toEqual({
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
  expect(await correctionOf("logistican")).toEqual({ query: "logistician", total: 1 });
});
