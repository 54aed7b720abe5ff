import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { insertJobs } from "./insert-jobs";
import { parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";

// Title words in the gender the job seeker did not type, combined writings ("Consultor/a"), and
// hyphenated compounds written with or without their hyphen, matched in the postings' languages.

const SPANISH_COMBINED = "Consultor/a en Protección Social";
const FRENCH_COMBINED = "Coordonnateur/trice des urgences";
const FRENCH_MASCULINE = "Chargé de suivi et évaluation";
const SPANISH_INVARIABLE = "Oficial de Programa";
const SPACED = "Cost Effectiveness Analyst";
const JOINED = "Coordinator, Emergency Response";

let handle: DbHandle;

async function titles(search: string) {
  const page = await searchJobs(handle.db, parseJobQuery(new URLSearchParams({ search })));
  return page.searchMode === "exact" ? page.items.map((job) => job.title).sort() : [];
}

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({ title: SPANISH_COMBINED, postingLanguage: "es" }),
    buildJob({ title: FRENCH_COMBINED, postingLanguage: "fr" }),
    buildJob({ title: FRENCH_MASCULINE, postingLanguage: "fr" }),
    buildJob({ title: SPANISH_INVARIABLE, postingLanguage: "es" }),
    buildJob({ title: SPACED, postingLanguage: "en" }),
    buildJob({ title: JOINED, postingLanguage: "en" }),
  ]);
});

afterAll(async () => {
  await handle?.close();
});

describe("title words in either gender", () => {
  test("the feminine finds the combined writing and the masculine", async () => {
    expect(await titles("consultora protección")).toEqual([SPANISH_COMBINED]);
    expect(await titles("coordonnatrice urgences")).toEqual([FRENCH_COMBINED]);
    expect(await titles("chargée de suivi")).toEqual([FRENCH_MASCULINE]);
  });

  test("an invariable word finds what it found", async () => {
    expect(await titles("oficial de programa")).toEqual([SPANISH_INVARIABLE]);
  });

  test("an excluded title word excludes every writing", async () => {
    expect(await titles("protección -consultora")).toEqual([]);
  });
});

describe("hyphenated compounds", () => {
  test("a hyphenated word finds the words in a row and the word joined", async () => {
    expect(await titles("cost-effectiveness")).toEqual([SPACED]);
    expect(await titles("co-ordinator emergency")).toEqual([JOINED]);
  });
});
