import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { insertJobs } from "./insert-jobs";
import { suggest } from "./search-suggestions";
import { parseSuggestionQuery } from "./suggestion-schemas";
import { InvalidQueryError } from "./job-query";

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
    buildJob({
      title: "Epidemiologist",
      organization: "World Health Organization",
      organizationSlug: "who",
    }),
    buildJob({
      title: "Logistics Officer",
      organization: "International Rescue Committee",
      organizationSlug: "irc",
    }),
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

const shown = (found: Awaited<ReturnType<typeof suggest>>) =>
  found.map(({ kind, label, params, url }) => ({ kind, label, params, url }));

test("on a French page organisations and places are named in French; their filters stay the same", async () => {
  expect(shown(await suggest(handle.db, "unh", 8, "fr"))).toEqual([
    {
      kind: "organisation",
      label: "HCR · Haut-Commissariat des Nations Unies pour les réfugiés",
      params: { organization: "unhcr" },
      url: "/fr/jobs?organization=unhcr",
    },
  ]);
  // Found by the name and the acronym it uses in French.
  for (const typed of ["Organisation mondiale", "oms"])
    expect(shown(await suggest(handle.db, typed, 8, "fr")), typed).toEqual([
      {
        kind: "organisation",
        label: "OMS · Organisation mondiale de la Santé",
        params: { organization: "who" },
        url: "/fr/jobs?organization=who",
      },
    ]);
  // An employer that publishes no French name keeps its English one.
  expect((await suggest(handle.db, "rescue", 8, "fr")).map((s) => s.label)).toEqual([
    "IRC · International Rescue Committee",
  ]);
  expect(shown(await suggest(handle.db, "gen", 8, "fr")).slice(0, 1)).toEqual([
    {
      kind: "place",
      label: "Genève, Suisse",
      params: { location: "Geneva" },
      url: "/fr/jobs?location=Geneva",
    },
  ]);
  expect(
    (await suggest(handle.db, "suisse", 8, "fr")).map(({ label, params }) => [label, params]),
  ).toEqual([
    ["Suisse", { location: "CH" }],
    ["Genève, Suisse", { location: "Geneva" }],
  ]);
  // Titles are the employers' own words.
  expect((await suggest(handle.db, "protection", 8, "fr")).map((s) => s.label)).toEqual([
    "Protection Officer",
  ]);
});

test("on a Spanish page organisations and places are named in Spanish", async () => {
  expect((await suggest(handle.db, "Organización Mundial", 8, "es")).map((s) => s.label)).toEqual([
    "OMS · Organización Mundial de la Salud",
  ]);
  expect(shown(await suggest(handle.db, "acnur", 8, "es"))).toEqual([
    {
      kind: "organisation",
      label: "ACNUR · Oficina del Alto Comisionado de las Naciones Unidas para los Refugiados",
      params: { organization: "unhcr" },
      url: "/es/jobs?organization=unhcr",
    },
  ]);
  expect(
    (await suggest(handle.db, "kenia", 8, "es")).map(({ label, params }) => [label, params]),
  ).toEqual([
    ["Kenia", { location: "KE" }],
    ["Nairobi, Kenia", { location: "Nairobi" }],
  ]);
});

test("on an Arabic page organisations and places are named in Arabic, and found by those names", async () => {
  expect(shown(await suggest(handle.db, "منظمة الصحة", 8, "ar"))).toEqual([
    {
      kind: "organisation",
      label: "WHO · منظمة الصحة العالمية",
      params: { organization: "who" },
      url: "/ar/jobs?organization=who",
    },
  ]);
  expect((await suggest(handle.db, "unhcr", 8, "ar")).map((s) => s.label)).toEqual([
    "المفوضية · مفوضية الأمم المتحدة السامية لشؤون اللاجئين",
  ]);
  expect(
    (await suggest(handle.db, "جنيف", 8, "ar")).map(({ label, params }) => [label, params]),
  ).toEqual([["جنيف، سويسرا", { location: "Geneva" }]]);
  expect(
    (await suggest(handle.db, "nairobi", 8, "ar")).map(({ label, params }) => [label, params]),
  ).toEqual([["نيروبي، كينيا", { location: "Nairobi" }]]);
});

test("one index answers each language in turn with that language's labels", async () => {
  const labels = async (locale: "en" | "fr" | "es" | "ar") =>
    (await suggest(handle.db, "who", 8, locale)).map((s) => s.label);
  expect(await labels("fr")).toEqual(["OMS · Organisation mondiale de la Santé"]);
  expect(await labels("en")).toEqual(["WHO · World Health Organization"]);
  expect(await labels("ar")).toEqual(["WHO · منظمة الصحة العالمية"]);
  expect(await labels("es")).toEqual(["OMS · Organización Mundial de la Salud"]);
  expect((await suggest(handle.db, "who", 8))[0]!.url).toBe("/jobs?organization=who");
});

test("the language is read from `locale`, English when absent, and refused by name otherwise", () => {
  expect(parseSuggestionQuery(new URLSearchParams("q=oms")).locale).toBe("en");
  expect(parseSuggestionQuery(new URLSearchParams("q=oms&locale=FR")).locale).toBe("fr");
  expect(parseSuggestionQuery(new URLSearchParams("q=oms&locale=ar")).locale).toBe("ar");
  for (const value of ["de", "fr-FR", "english"]) {
    let refusal: unknown;
    try {
      parseSuggestionQuery(new URLSearchParams({ q: "oms", locale: value }));
    } catch (error) {
      refusal = error;
    }
    expect(refusal, value).toBeInstanceOf(InvalidQueryError);
    expect((refusal as InvalidQueryError).parameter).toBe("locale");
    expect((refusal as InvalidQueryError).message).toBe("locale must be one of: en, fr, es, ar");
  }
});
