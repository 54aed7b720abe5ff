import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { users } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import {
  SavedSearchDuplicateError,
  createSavedSearch,
  filtersFromQuery,
  searchParamsOf,
} from "#server/modules/accounts/saved-searches";
import { insertJobs } from "./insert-jobs";
import { InvalidQueryError, parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";
import { getJobsApiBody } from "./api-bodies";
import { buildListingFilters } from "./listing-filters";
import { canonicalListingParams } from "./listing-address";

// The order, "closing within" and place-of-work controls of /jobs and the API, the "understood"
// part of the API's answer, and saved searches that keep `literal` and the order.

let handle: DbHandle;
const day = 86_400_000;
const parse = (query: string) => parseJobQuery(new URLSearchParams(query));

async function titles(query: string) {
  return (await searchJobs(handle.db, parse(query))).items.map((job) => job.title);
}

const unhcr = {
  organization: "Office of the United Nations High Commissioner for Refugees",
  organizationSlug: "unhcr",
};

beforeAll(async () => {
  handle = await createTestDb();
  const now = Date.now();
  await insertJobs(handle.db, [
    buildJob({
      title: "Closes In Three Days",
      postedDate: new Date(now - 10 * day),
      expiresAt: new Date(now + 3 * day),
    }),
    buildJob({
      title: "Closes In Twelve Days",
      postedDate: new Date(now - 1 * day),
      expiresAt: new Date(now + 12 * day),
    }),
    buildJob({
      title: "Closes In Forty Days Remote",
      postedDate: new Date(now - 5 * day),
      expiresAt: new Date(now + 40 * day),
      location: "Home-based",
      city: null,
      country: null,
      countryCode: null,
      region: null,
      isRemote: true,
    }),
    buildJob({
      ...unhcr,
      title: "Protection Officer",
      gradeCode: "P-3",
      postedDate: new Date(now - 20 * day),
      expiresAt: new Date(now + 25 * day),
    }),
    buildJob({
      title: "Refugee Liaison Analyst",
      gradeCode: "P-4",
      descriptionText: "Works alongside UNHCR in the camps.",
      postedDate: new Date(now - 30 * day),
      expiresAt: new Date(now + 50 * day),
    }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe("parsing the controls", () => {
  test.each([
    ["sort=popular", "sort", /sort must be one of: relevance, newest, deadline/],
    ["closingWithin=soon", "closingWithin", /closingWithin must be a whole number/],
    ["closingWithin=0", "closingWithin", /closingWithin must be between 1 and 365/],
    ["closingWithin=400", "closingWithin", /closingWithin must be between 1 and 365/],
    ["remote=sometimes", "remote", /remote must be true or false/],
  ])("%s is refused, naming %s", (raw, parameter, message) => {
    let caught: unknown;
    try {
      parse(raw);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(InvalidQueryError);
    expect((caught as InvalidQueryError).parameter).toBe(parameter);
    expect((caught as InvalidQueryError).message).toMatch(message);
  });

  test("shown lists the first results at once, up to 200; Load More's step stays perPage", () => {
    expect(parse("shown=50")).toMatchObject({ page: 1, perPage: 50, step: 25, shown: 50 });
    // Past the first results `page` takes over again; `shown` wins over a page.
    expect(parse("shown=75&page=3&perPage=10")).toMatchObject({ page: 1, perPage: 75, step: 10 });
    expect(parse("page=9")).toMatchObject({ page: 9, perPage: 25, shown: null });
    expect(() => parse("shown=201")).toThrow(/shown must be between 1 and 200/);
    // The listing after Load More is the same listing: its canonical address has no `shown`.
    expect(canonicalListingParams(parse("level=Mid&shown=100")).toString()).toBe("level=Mid");
  });

  test("shown lists that many from the first, in the order of the pages", async () => {
    const all = await titles("sort=newest");
    expect(await titles("sort=newest&shown=3")).toEqual(all.slice(0, 3));
    expect(await titles("sort=newest&perPage=2&page=2")).toEqual(all.slice(2, 4));
  });

  test("the default order is relevance with keywords and newest without", () => {
    expect(parse("search=water").sort).toBe("relevance");
    expect(parse("").sort).toBe("newest");
    expect(parse("sort=DEADLINE").sort).toBe("deadline");
  });
});

describe("searching with the controls", () => {
  test("newest first, closing soonest first", async () => {
    expect(await titles("sort=newest")).toEqual([
      "Closes In Twelve Days",
      "Closes In Forty Days Remote",
      "Closes In Three Days",
      "Protection Officer",
      "Refugee Liaison Analyst",
    ]);
    expect(await titles("sort=deadline")).toEqual([
      "Closes In Three Days",
      "Closes In Twelve Days",
      "Protection Officer",
      "Closes In Forty Days Remote",
      "Refugee Liaison Analyst",
    ]);
  });

  test("closing within a number of days", async () => {
    expect(await titles("closingWithin=7")).toEqual(["Closes In Three Days"]);
    expect(await titles("closingWithin=14&sort=deadline")).toEqual([
      "Closes In Three Days",
      "Closes In Twelve Days",
    ]);
  });

  test("remote or home-based only, and on-site only", async () => {
    expect(await titles("remote=true")).toEqual(["Closes In Forty Days Remote"]);
    expect(await titles("remote=false")).not.toContain("Closes In Forty Days Remote");
    expect(await titles("remote=false")).toHaveLength(4);
  });
});

describe("the controls on the filter form", () => {
  test("the order's default option is left out of the address and follows the keywords", () => {
    const withSearch = buildListingFilters(parse("search=water"), null).sort;
    expect(withSearch).toEqual({
      value: "",
      options: [
        { value: "", label: "Best match" },
        { value: "newest", label: "Newest first" },
        { value: "deadline", label: "Closing soonest" },
      ],
    });
    expect(buildListingFilters(parse("search=water&sort=newest"), null).sort.value).toBe("newest");
    const without = buildListingFilters(parse("sort=newest"), null).sort;
    expect(without.value).toBe("");
    expect(without.options.map((option) => option.label)).toEqual([
      "Newest first",
      "Closing soonest",
    ]);
    expect(buildListingFilters(parse("sort=deadline"), null).sort.value).toBe("deadline");
  });

  test("closing within offers 7, 14 and 30 days and keeps another number from the address", () => {
    const offered = buildListingFilters(parse(""), null).closingWithin;
    expect(offered.value).toBe("");
    expect(offered.options.map((option) => option.value)).toEqual(["", "7", "14", "30"]);
    const kept = buildListingFilters(parse("closingWithin=10"), null).closingWithin;
    expect(kept.value).toBe("10");
    expect(kept.options.map((option) => option.label)).toEqual([
      "Any closing date",
      "Within 7 days",
      "Within 10 days",
      "Within 14 days",
      "Within 30 days",
    ]);
  });

  test("place of work, and the filters counted and kept in the canonical address", () => {
    const filters = buildListingFilters(parse("remote=true&closingWithin=7&sort=deadline"), null);
    expect(filters.remote.value).toBe("true");
    expect(filters.activeCount).toBe(2);
    // Every order lists the same jobs: the canonical address leaves the order out.
    expect(
      canonicalListingParams(parse("sort=deadline&remote=true&closingWithin=7")).toString(),
    ).toBe("closingWithin=7&remote=true");
  });
});

describe("what the API says the search was read as", () => {
  async function understood(query: string) {
    const body = await getJobsApiBody(handle.db, parse(query));
    return (JSON.parse(body.bytes.toString()) as { understood: unknown }).understood;
  }

  test("organisations, grades and places taken from the text, and the words left", async () => {
    expect(await understood("search=UNHCR P3 Geneva")).toEqual({
      typed: "UNHCR P3 Geneva",
      literal: false,
      organisations: [{ slug: "unhcr", name: "UNHCR" }],
      grades: ["P-3"],
      places: [{ kind: "city", name: "Geneva", countryCode: "CH" }],
      text: "",
      recognisedOnly: true,
      description: ["UNHCR jobs", "grade P-3", "in or about Geneva"],
    });
    const mixed = (await understood("search=UNHCR protection")) as Record<string, unknown>;
    expect(mixed).toMatchObject({
      organisations: [{ slug: "unhcr", name: "UNHCR" }],
      text: "protection",
      recognisedOnly: false,
      description: ["UNHCR jobs first"],
    });
  });

  test("with literal=1 nothing is taken; without a search there is nothing to read", async () => {
    expect(await understood("search=UNHCR&literal=1")).toEqual({
      typed: "UNHCR",
      literal: true,
      organisations: [],
      grades: [],
      places: [],
      text: "UNHCR",
      recognisedOnly: false,
      description: [],
    });
    expect(await understood("sort=deadline")).toBeNull();
  });
});

describe("saved searches keep literal, the languages and the order", () => {
  test("stored, restored and run the same way later", async () => {
    await handle.db.insert(users).values({
      id: "controls-user",
      name: "Controls",
      email: "controls@example.org",
      emailVerified: true,
    });
    const literal = await createSavedSearch(handle.db, "controls-user", {
      params: new URLSearchParams("search=UNHCR&literal=1&sort=deadline&remote=false"),
    });
    expect(literal.filters).toEqual({ literal: true, sort: "deadline", remote: false });
    expect(literal.query).toBe("search=UNHCR&remote=false&literal=1&sort=deadline");
    // Searched as typed: the job that names UNHCR, not UNHCR's own jobs.
    expect(await titles(literal.query)).toEqual(["Refugee Liaison Analyst"]);

    // The same words read as an organisation are another search…
    const understood = await createSavedSearch(handle.db, "controls-user", {
      params: new URLSearchParams("search=UNHCR&remote=false"),
    });
    expect(understood.filters).toEqual({ remote: false });
    expect(await titles(understood.query)).toEqual(["Protection Officer"]);
    // …but another order of the same jobs is not.
    await expect(
      createSavedSearch(handle.db, "controls-user", {
        params: new URLSearchParams("search=unhcr&remote=false&sort=newest"),
      }),
    ).rejects.toBeInstanceOf(SavedSearchDuplicateError);
  });

  test("the languages asked for and the posting's language are kept, and run the same way later", async () => {
    await handle.db
      .insert(users)
      .values({ id: "languages-user", name: "L", email: "l@example.org", emailVerified: true })
      .onConflictDoNothing();
    // Added here, after the tests that count every job.
    const now = Date.now();
    await insertJobs(handle.db, [
      buildJob({
        title: "Chargé de programme",
        languagesRequired: ["fr"],
        languagesAsset: ["es"],
        postingLanguage: "fr",
        postedDate: new Date(now - 2 * day),
      }),
      buildJob({
        title: "Programme Officer Needing French",
        languagesRequired: ["fr", "en"],
        postingLanguage: "en",
        postedDate: new Date(now - 3 * day),
      }),
      buildJob({
        title: "Programme Officer With Spanish An Asset",
        languagesRequired: ["en"],
        languagesAsset: ["es"],
        postingLanguage: "en",
        postedDate: new Date(now - 4 * day),
      }),
    ]);
    const address = "language=French&languageNeed=required&postingLanguage=en";
    expect(await titles(address)).toEqual(["Programme Officer Needing French"]);
    const saved = await createSavedSearch(handle.db, "languages-user", {
      params: new URLSearchParams(address),
    });
    expect(saved.filters).toEqual({
      language: ["fr"],
      languageNeed: "required",
      postingLanguage: "en",
    });
    expect(saved.query).toBe("language=fr&languageNeed=required&postingLanguage=en");
    // The dashboard link and the alert digest (both read `query`) find the same job.
    expect(await titles(saved.query)).toEqual(["Programme Officer Needing French"]);

    // Another language, or the asset rather than the requirement, is another search.
    const asset = await createSavedSearch(handle.db, "languages-user", {
      params: new URLSearchParams("language=es&languageNeed=asset"),
    });
    expect(await titles(asset.query)).toEqual([
      "Chargé de programme",
      "Programme Officer With Spanish An Asset",
    ]);
    const french = await createSavedSearch(handle.db, "languages-user", {
      params: new URLSearchParams("postingLanguage=fr"),
    });
    expect(await titles(french.query)).toEqual(["Chargé de programme"]);
    await expect(
      createSavedSearch(handle.db, "languages-user", {
        params: new URLSearchParams("languageNeed=required&postingLanguage=en&language=fr"),
      }),
    ).rejects.toBeInstanceOf(SavedSearchDuplicateError);
  });

  test("the default order, and literal without text, are not stored", () => {
    expect(filtersFromQuery(parse("sort=newest&literal=1&closingWithin=14")).filters).toEqual({
      closingWithin: 14,
    });
    expect(filtersFromQuery(parse("search=water&sort=relevance")).filters).toEqual({});
    expect(filtersFromQuery(parse("sort=deadline")).filters).toEqual({ sort: "deadline" });
    expect(
      searchParamsOf({
        searchKeyword: null,
        organizationFilter: null,
        locationFilter: null,
        sourceFilter: null,
        filters: { closingWithin: 14, sort: "deadline" },
      }).toString(),
    ).toBe("closingWithin=14&sort=deadline");
  });
});
