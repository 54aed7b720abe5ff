import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";
import { getFacets } from "./get-facets";

// The search box read by understandQuery, searched in the database: organisations, grades and
// places it names, spellings and abbreviations, and exclusions in every fallback.

let handle: DbHandle;

// As many postings name it: its words do not contain "UNHCR".
const unhcr = {
  organization: "Office of the United Nations High Commissioner for Refugees",
  organizationSlug: "unhcr",
};
const undp = { organization: "United Nations Development Programme", organizationSlug: "undp" };
// A partner of UNHCR's, posting from a place no other test counts.
const irc = {
  organization: "International Rescue Committee",
  organizationSlug: "irc",
  gradeCode: null,
  location: "Amman, Jordan",
  city: "Amman",
  country: "Jordan",
  countryCode: "JO",
};

async function search(params: Record<string, string>) {
  return searchJobs(handle.db, parseJobQuery(new URLSearchParams(params)));
}

async function titles(params: Record<string, string>) {
  return (await search({ perPage: "100", ...params })).items.map((job) => job.title).sort();
}

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({ ...unhcr, title: "Protection Officer", gradeCode: "P-3" }),
    buildJob({ ...unhcr, title: "Field Associate", gradeCode: "G-6", descriptionText: "Camps." }),
    buildJob({ ...unhcr, title: "Senior Protection Officer", gradeCode: "P-4" }),
    buildJob({
      ...undp,
      title: "Protection Analyst",
      gradeCode: "P-3",
      descriptionText: "Work with UNHCR on protection.",
    }),
    buildJob({ ...undp, title: "Programme Officer", gradeCode: "P-3" }),
    buildJob({ ...undp, title: "Program Officer", gradeCode: "P-2" }),
    buildJob({ ...undp, title: "Programme Officer (Gender)", gradeCode: "NO-B" }),
    buildJob({ ...undp, title: "Economist", gradeCode: "P-4" }),
    buildJob({ ...undp, title: "Senior Economist", gradeCode: "P-5" }),
    buildJob({ ...undp, title: "Senior Economic Advisor", gradeCode: "D-1" }),
    buildJob({
      ...undp,
      title: "Monitoring & Evaluation Specialist",
      gradeCode: "P-3",
      location: "Geneva, Switzerland",
      city: "Geneva",
      country: "Switzerland",
      countryCode: "CH",
    }),
    buildJob({
      title: "M&E Officer",
      gradeCode: "NO-B",
      organization: "United Nations Children's Fund",
      organizationSlug: "unicef",
    }),
    buildJob({ ...undp, title: "Labor Market Analyst", gradeCode: "P-3" }),
    buildJob({
      ...undp,
      title: "Zanzibar Logistics Roster",
      gradeCode: null,
      location: "Dar es Salaam, Tanzania",
      city: "Dar es Salaam",
      country: "Tanzania",
      countryCode: "TZ",
    }),
    buildJob({
      ...irc,
      title: "Protection Monitor",
      descriptionText: "Protection monitoring in the camps run with UNHCR.",
    }),
    buildJob({
      ...irc,
      title: "Chargé de protection",
      postingLanguage: "fr",
      descriptionText:
        "Suivi de la protection avec le Haut-Commissariat des Nations Unies pour les réfugiés.",
    }),
    buildJob({
      ...irc,
      title: "Community Protection Assistant",
      descriptionText: "Protection of refugees in the camps, with the Refugee Council.",
    }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("UNHCR finds the UNHCR jobs, as the organisation filter does", async () => {
  const filtered = await titles({ organization: "unhcr" });
  expect(filtered).toEqual(["Field Associate", "Protection Officer", "Senior Protection Officer"]);
  expect(await titles({ search: "UNHCR" })).toEqual(filtered);
  expect(await titles({ search: "unhcr" })).toEqual(filtered);
  expect(await titles({ search: "UN Refugee Agency" })).toEqual(filtered);
  const page = await search({ search: "UNHCR" });
  expect(page.total).toBe(3);
  // A listing of the organisation, not a match of the word.
  expect(page.searchMode).toBe("none");
});

test("an organisation typed by its French, Spanish or Arabic name or acronym finds its jobs", async () => {
  const filtered = await titles({ organization: "unhcr" });
  for (const typed of [
    "HCR",
    "ACNUR",
    "Haut-Commissariat des Nations Unies pour les refugies",
    "Oficina del Alto Comisionado de las Naciones Unidas para los Refugiados",
    "مفوضية الأمم المتحدة السامية لشؤون اللاجئين",
    "المفوضية",
  ]) {
    const page = await search({ search: typed, perPage: "100" });
    expect(page.items.map((job) => job.title).sort(), typed).toEqual(filtered);
    expect(page.searchMode, typed).toBe("none");
  }
  expect(await titles({ search: "برنامج الأمم المتحدة الإنمائي" })).toEqual(
    await titles({ organization: "undp" }),
  );
});

test("an organisation among other words finds the jobs that name it in any of its names", async () => {
  // Typed in Spanish or French, it finds the postings that name it in English or French, and not
  // the one that names none of its names.
  const expected = [
    "Chargé de protection",
    "Protection Analyst",
    "Protection Monitor",
    "Protection Officer",
    "Senior Protection Officer",
  ];
  for (const typed of ["ACNUR protection", "HCR protection", "UNHCR protection"])
    expect(await titles({ search: typed }), typed).toEqual(expected);
  expect(
    await titles({ search: "مفوضية الأمم المتحدة السامية لشؤون اللاجئين protection" }),
  ).toEqual(expected);
  // The employer's own jobs still come first.
  const page = await search({ search: "ACNUR protection" });
  expect(page.items.slice(0, 2).map((job) => job.title)).toEqual([
    expect.stringMatching(/Protection Officer/),
    expect.stringMatching(/Protection Officer/),
  ]);
  // Misspelt, the corrected search finds the partner's posting by the name too.
  const misspelt = await search({ search: "HCR Monitorr" });
  expect(misspelt.correction?.query).toBe("HCR Monitor");
  expect(misspelt.items.map((job) => job.title)).toEqual(["Protection Monitor"]);
  // An exclusion still holds.
  expect(await titles({ search: "HCR protection -monitor -analyst" })).toEqual([
    "Chargé de protection",
    "Protection Officer",
    "Senior Protection Officer",
  ]);
});

test("literal=1 searches the text as typed", async () => {
  expect(await titles({ search: "UNHCR", literal: "1" })).toEqual([
    "Protection Analyst",
    "Protection Monitor",
  ]);
});

test("P3 finds what the grade filter P-3 finds, whatever way the grade is written", async () => {
  const filtered = await titles({ grade: "P-3" });
  expect(filtered).toHaveLength(5);
  for (const typed of ["P3", "P 3", "P-3", "p3", "P3 level"])
    expect(await titles({ search: typed }), typed).toEqual(filtered);
  expect(await titles({ search: "NOB" })).toEqual(await titles({ grade: "NO-B" }));
  expect(await titles({ search: "P4 and above" })).toEqual([
    "Economist",
    "Senior Economic Advisor",
    "Senior Economist",
    "Senior Protection Officer",
  ]);
});

test("the organisation and the grade together narrow each other", async () => {
  expect(await titles({ search: "UNHCR P3" })).toEqual(["Protection Officer"]);
});

test("an organisation among other words: its jobs first, then others that name it", async () => {
  const page = await search({ search: "UNHCR protection" });
  const found = page.items.map((job) => job.title);
  // UNHCR's own jobs first (their order between them is the words' rank) …
  expect(found.slice(0, 2)).toEqual([
    expect.stringMatching(/Protection Officer/),
    expect.stringMatching(/Protection Officer/),
  ]);
  // … then the jobs that name UNHCR in their text.
  expect(found.slice(2).sort()).toEqual([
    "Chargé de protection",
    "Protection Analyst",
    "Protection Monitor",
  ]);
});

test("program officer finds the Programme Officer jobs, and programme officer the Program one", async () => {
  const expected = ["Program Officer", "Programme Officer", "Programme Officer (Gender)"];
  expect(await titles({ search: "program officer" })).toEqual(expected);
  expect(await titles({ search: "programme officer" })).toEqual(expected);
  expect(await titles({ search: "labour" })).toEqual(["Labor Market Analyst"]);
});

test("an abbreviation finds what it stands for, and the other way round", async () => {
  const expected = ["M&E Officer", "Monitoring & Evaluation Specialist"];
  expect(await titles({ search: "M&E" })).toEqual(expected);
  expect(await titles({ search: "monitoring and evaluation" })).toEqual(expected);
});

test("economist -senior never returns a senior job, in the exact match or the typo-tolerant one", async () => {
  expect(await titles({ search: "economist -senior" })).toEqual(["Economist"]);
  // Searched as typed, a misspelling matches nothing exactly and falls back to the typo-tolerant
  // title match.
  const fuzzy = await search({ search: "economistt -senior", literal: "1" });
  expect(fuzzy.searchMode).toBe("fuzzy");
  expect(fuzzy.items.map((job) => job.title)).toEqual(["Economist"]);
  // Otherwise the corrected search is shown, with the exclusion kept.
  const corrected = await search({ search: "economistt -senior" });
  expect(corrected.correction?.query).toBe("economist -senior");
  expect(corrected.items.map((job) => job.title)).toEqual(["Economist"]);
  // Without the exclusion the same fallback does find the senior ones.
  const all = await search({ search: "economistt", literal: "1" });
  expect(all.items.map((job) => job.title)).toContain("Senior Economist");
});

test("a place finds the jobs there and the jobs that name it", async () => {
  expect(await titles({ search: "Geneva" })).toEqual(["Monitoring & Evaluation Specialist"]);
  expect((await titles({ search: "Kenya" })).length).toBe(12);
  expect(await titles({ search: "Tanzania" })).toEqual(["Zanzibar Logistics Roster"]);
  // Named in the title, posted from another city.
  expect(await titles({ search: "zanzibar" })).toEqual(["Zanzibar Logistics Roster"]);
  // Among other words, the place still holds.
  const page = await search({ search: "Geneva specialist" });
  expect(page.items.map((job) => job.title)).toEqual(["Monitoring & Evaluation Specialist"]);
});

test("a place typed in French, Spanish or Arabic finds what its English name finds", async () => {
  const geneva = await search({ search: "Geneva", perPage: "100" });
  expect(geneva.total).toBe(1);
  for (const typed of ["Genève", "geneve", "Ginebra", "جنيف"]) {
    const page = await search({ search: typed, perPage: "100" });
    expect(page.items.map((job) => job.id)).toEqual(geneva.items.map((job) => job.id));
    expect(page.total).toBe(geneva.total);
  }
  // Among other words, and for a country named from CLDR.
  expect(await titles({ search: "Ginebra specialist" })).toEqual([
    "Monitoring & Evaluation Specialist",
  ]);
  expect(await titles({ search: "Suisse" })).toEqual(await titles({ search: "Switzerland" }));
  expect(await titles({ search: "تنزانيا" })).toEqual(["Zanzibar Logistics Roster"]);
});

test("facets count what the listing shows", async () => {
  const facets = await getFacets(
    handle.db,
    parseJobQuery(new URLSearchParams({ search: "UNHCR" })),
  );
  expect(facets.organization.map((entry) => [entry.value, entry.count])).toEqual([["unhcr", 3]]);
  const grades = await getFacets(handle.db, parseJobQuery(new URLSearchParams({ search: "P3" })));
  expect(grades.grade.map((entry) => [entry.value, entry.count])).toEqual([["P-3", 5]]);
});
