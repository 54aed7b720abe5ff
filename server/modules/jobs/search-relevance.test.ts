import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";

// What "most relevant first" means to a job seeker: the word in the title counts most, a word
// used often in the text counts more than a word mentioned once, and the words of a two-word search
// side by side count more than the same words far apart. Each job below is posted later than the
// one that should rank above it, so newest-first order would give the opposite answer.

let handle: DbHandle;
const hour = 3_600_000;
const filler = (words: number) => Array.from({ length: words }, () => "support").join(" ");

function job(title: string, text: string, hoursAgo: number) {
  return buildJob({
    title,
    description: `<p>${text}</p>`,
    descriptionText: text,
    postedDate: new Date(Date.now() - hoursAgo * hour),
  });
}

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    job("Hydrology Officer", `The team ${filler(40)} in the region.`, 30),
    job(
      "Water Officer",
      `Hydrology ${filler(12)} hydrology ${filler(12)} hydrology ${filler(12)}.`,
      20,
    ),
    job("Programme Officer", `Hydrology ${filler(38)} in the region.`, 10),
    job("Sanitation Officer", `Monitor water quality ${filler(37)} in the region.`, 30),
    job("Irrigation Officer", `Monitor water ${filler(37)} quality in the region.`, 10),
  ]);
});

afterAll(async () => {
  await handle.close();
});

async function titlesByRelevance(search: string) {
  const page = await searchJobs(
    handle.db,
    parseJobQuery(new URLSearchParams({ search, sort: "relevance" })),
  );
  return page.items.map((item) => item.title);
}

test("a search's word in the title ranks first, then the text that uses it most", async () => {
  expect(await titlesByRelevance("hydrology")).toEqual([
    "Hydrology Officer",
    "Water Officer",
    "Programme Officer",
  ]);
});

test("two words side by side rank above the same two words far apart", async () => {
  expect(await titlesByRelevance("water quality")).toEqual([
    "Sanitation Officer",
    "Irrigation Officer",
  ]);
});
