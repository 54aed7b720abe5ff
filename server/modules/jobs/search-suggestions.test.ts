import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { insertJobs } from "./insert-jobs";
import { suggest } from "./search-suggestions";

let handle: DbHandle;

const geneva = {
  location: "Geneva, Switzerland",
  city: "Geneva",
  country: "Switzerland",
  countryCode: "CH",
};

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({
      title: "Protection Officer",
      organization: "UNHCR - UN Refugee Agency",
      organizationSlug: "unhcr",
      ...geneva,
    }),
    buildJob({
      title: "Protection Officer",
      organization: "UNHCR",
      organizationSlug: "unhcr",
      ...geneva,
    }),
    buildJob({ title: "Gender Specialist", organization: "Small NGO", organizationSlug: null }),
    // Closed and past their deadline: never counted.
    buildJob({ title: "Genetics Researcher", status: "closed", ...geneva }),
    buildJob({ title: "Geology Advisor", expiresAt: new Date(Date.now() - 60_000), ...geneva }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("organisations are found by acronym, registry name and alias, with their open jobs", async () => {
  const unhcr = {
    kind: "organisation",
    label: "UNHCR · Office of the United Nations High Commissioner for Refugees",
    count: 2,
    params: { organization: "unhcr" },
    url: "/jobs?organization=unhcr",
  };
  expect(await suggest(handle.db, "unh", 8)).toEqual([unhcr]);
  expect(await suggest(handle.db, "UN refugee", 8)).toEqual([unhcr]);
  expect(await suggest(handle.db, "haut commissariat", 8)).toEqual([unhcr]);
  // An employer the registry does not know keeps its own name and filters by it.
  expect(await suggest(handle.db, "small", 8)).toEqual([
    {
      kind: "organisation",
      label: "Small NGO",
      count: 1,
      params: { organization: "Small NGO" },
      url: "/jobs?organization=Small+NGO",
    },
  ]);
});

test("places are cities and countries with open jobs, by any of their names; then titles", async () => {
  const found = await suggest(handle.db, "gen", 8);
  expect(found.map(({ kind, label, count }) => ({ kind, label, count }))).toEqual([
    { kind: "place", label: "Geneva, Switzerland", count: 2 },
    { kind: "title", label: "Gender Specialist", count: 1 },
  ]);
  expect(found[0]!.params).toEqual({ location: "Geneva" });
  expect((await suggest(handle.db, "Genève", 8)).map((s) => s.label)).toEqual([
    "Geneva, Switzerland",
  ]);
  const countries = await suggest(handle.db, "switz", 8);
  expect(countries.map(({ label, count, params }) => ({ label, count, params }))).toEqual([
    { label: "Switzerland", count: 2, params: { location: "CH" } },
    { label: "Geneva, Switzerland", count: 2, params: { location: "Geneva" } },
  ]);
  expect(await suggest(handle.db, "protection", 8)).toEqual([
    {
      kind: "title",
      label: "Protection Officer",
      count: 2,
      params: { search: "Protection Officer" },
      url: "/jobs?search=Protection+Officer",
    },
  ]);
});

test("a city and a country are offered when their French, Spanish or Arabic name is typed", async () => {
  for (const typed of ["Ginebr", "genève", "جني"]) {
    const found = await suggest(handle.db, typed, 5);
    expect(found.map((entry) => [entry.label, entry.params])).toContainEqual([
      "Geneva, Switzerland",
      { location: "Geneva" },
    ]);
  }
  // A city with no open job is not offered in any language.
  expect(await suggest(handle.db, "La Haye", 5)).toEqual([]);
  for (const typed of ["Suiss", "Suiza", "سويسرا"]) {
    const found = await suggest(handle.db, typed, 5);
    expect(found.map((entry) => [entry.label, entry.params])).toContainEqual([
      "Switzerland",
      { location: "CH" },
    ]);
  }
});

test("a write to the jobs is suggested at once", async () => {
  expect(await suggest(handle.db, "nutrition", 8)).toEqual([]);
  await insertJobs(handle.db, [buildJob({ title: "Nutrition Specialist" })]);
  expect((await suggest(handle.db, "nutrition", 8)).map((s) => s.label)).toEqual([
    "Nutrition Specialist",
  ]);
});
