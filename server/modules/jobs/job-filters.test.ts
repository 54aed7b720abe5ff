import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import {
  SavedSearchDuplicateError,
  createSavedSearch,
  listSavedSearches,
} from "#server/modules/accounts/saved-searches";
import { users } from "#server/db/schema";
import { InvalidQueryError, parseJobQuery } from "./job-query";
import { searchJobs } from "./search-jobs";
import { getFacets } from "./get-facets";
import { canonicalListingParams } from "./listing-address";

let handle: DbHandle;

const parse = (query: string) => parseJobQuery(new URLSearchParams(query));

async function titles(query: string) {
  const page = await searchJobs(handle.db, parse(query));
  return page.items.map((job) => job.title).sort();
}

const place = (city: string, country: string, countryCode: string, region: string) => ({
  location: `${city}, ${country}`,
  city,
  country,
  countryCode,
  region,
});

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({
      title: "Nairobi Staff Post",
      ...place("Nairobi", "Kenya", "KE", "Africa"),
      contractType: "staff",
      nationalsOnly: false,
    }),
    buildJob({
      title: "Nairobi National Officer",
      ...place("Nairobi", "Kenya", "KE", "Africa"),
      gradeCode: "NO-B",
      contractType: "national",
      nationalsOnly: true,
    }),
    buildJob({
      title: "Accra National Consultant",
      ...place("Accra", "Ghana", "GH", "Africa"),
      contractType: "consultant",
      nationalsOnly: true,
    }),
    buildJob({
      title: "Geneva Intern",
      ...place("Geneva", "Switzerland", "CH", "Europe"),
      contractType: "internship",
      nationalsOnly: null,
    }),
    buildJob({
      title: "Bangkok Unknown Contract",
      ...place("Bangkok", "Thailand", "TH", "Asia"),
      contractType: null,
      nationalsOnly: null,
    }),
    buildJob({
      title: "Cairo Volunteer",
      ...place("Cairo", "Egypt", "EG", "Africa"),
      contractType: "volunteer",
      nationalsOnly: false,
    }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe("parseJobQuery: region, contract, nationalsOnly, locations", () => {
  test("reads regions by slug or name, contract types and nationalsOnly", () => {
    const query = parse(
      "region=Eastern%20Africa&region=western-europe,africa&contract=consultant&contract=STAFF&nationalsOnly=yes",
    );
    expect(query.regions).toEqual(["eastern-africa", "western-europe", "africa"]);
    expect(query.contractTypes).toEqual(["consultant", "staff"]);
    expect(query.nationalsOnly).toBe(true);
    expect(parse("nationalsOnly=false").nationalsOnly).toBe(false);
    expect(parse("").nationalsOnly).toBeNull();
  });

  test.each([
    ["region=atlantis", "region", /region "atlantis" is not a UN M49 region/],
    ["contract=freelance", "contract", /contract must be one of: staff, national/],
    ["nationalsOnly=maybe", "nationalsOnly", /nationalsOnly must be true or false/],
    [
      `location=${Array.from({ length: 11 }, (_, n) => `City ${n}`).join(",")}`,
      "location",
      /location accepts at most 10 locations \(11 given\)/,
    ],
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

  test("ten locations are accepted; the canonical URL keeps the new filters", () => {
    const ten = Array.from({ length: 10 }, (_, n) => `City ${n}`).join(",");
    expect(parse(`location=${ten}`).locations).toHaveLength(10);
    expect(
      canonicalListingParams(parse("contract=staff&region=africa&nationalsOnly=true")).toString(),
    ).toBe("region=africa&contract=staff&nationalsOnly=true");
  });
});

describe("searching with the new filters", () => {
  test("a region matches its countries; a sub-region only its own", async () => {
    expect(await titles("region=africa")).toEqual([
      "Accra National Consultant",
      "Cairo Volunteer",
      "Nairobi National Officer",
      "Nairobi Staff Post",
    ]);
    expect(await titles("region=eastern-africa")).toEqual([
      "Nairobi National Officer",
      "Nairobi Staff Post",
    ]);
    expect(await titles("region=northern-africa&region=western-europe")).toEqual([
      "Cairo Volunteer",
      "Geneva Intern",
    ]);
  });

  test("contract types: OR within, and a job of unknown type matches none", async () => {
    expect(await titles("contract=consultant&contract=internship")).toEqual([
      "Accra National Consultant",
      "Geneva Intern",
    ]);
    const all = await titles("contract=staff,national,temporary,consultant,internship,volunteer");
    expect(all).not.toContain("Bangkok Unknown Contract");
    expect(all).toHaveLength(5);
  });

  test("nationals only: true keeps them, false leaves them out (unknown stays in)", async () => {
    expect(await titles("nationalsOnly=true")).toEqual([
      "Accra National Consultant",
      "Nairobi National Officer",
    ]);
    expect(await titles("nationalsOnly=false")).toEqual([
      "Bangkok Unknown Contract",
      "Cairo Volunteer",
      "Geneva Intern",
      "Nairobi Staff Post",
    ]);
    expect(await titles("region=africa&contract=national&nationalsOnly=true")).toEqual([
      "Nairobi National Officer",
    ]);
  });

  test("the API's jobs carry contract_type and nationals_only", async () => {
    const page = await searchJobs(handle.db, parse("search=Accra"));
    expect(page.items[0]).toMatchObject({ contract_type: "consultant", nationals_only: true });
  });

  test("facets count contract types (without their own filter) and M49 regions", async () => {
    const facets = await getFacets(handle.db, parse("contract=consultant&region=africa"));
    // The contract facet leaves its own filter out: every African job's contract type.
    expect(facets.contract.map(({ value, count }) => [value, count]).sort()).toEqual([
      ["consultant", 1],
      ["national", 1],
      ["staff", 1],
      ["volunteer", 1],
    ]);
    expect(facets.region).toEqual([{ value: "Africa", label: "Africa", count: 1 }]);
    const open = await getFacets(handle.db, parse(""));
    expect(open.region.map(({ value, count }) => [value, count])).toEqual([
      ["Africa", 4],
      ["Asia", 1],
      ["Europe", 1],
    ]);
  });
});

describe("saved searches with the new filters", () => {
  test("store them, run them, and count them in duplicate detection", async () => {
    await handle.db.insert(users).values({
      id: "filters-user",
      name: "Filters",
      email: "filters@example.org",
      emailVerified: true,
    });
    const saved = await createSavedSearch(handle.db, "filters-user", {
      params: new URLSearchParams("region=eastern-africa&contract=national&nationalsOnly=true"),
    });
    expect(saved.filters).toEqual({
      region: ["eastern-africa"],
      contract: ["national"],
      nationalsOnly: true,
    });
    expect(saved.name).toBe("Eastern Africa · National staff · Nationals only");
    expect(saved.query).toBe("region=eastern-africa&contract=national&nationalsOnly=true");
    expect(await titles(saved.query)).toEqual(["Nairobi National Officer"]);
    // The same filters in another order and spelling are the same search.
    await expect(
      createSavedSearch(handle.db, "filters-user", {
        params: new URLSearchParams("nationalsOnly=1&contract=NATIONAL&region=Eastern Africa"),
      }),
    ).rejects.toBeInstanceOf(SavedSearchDuplicateError);
    // Another region, another contract type or no nationals filter: different searches.
    for (const params of [
      "region=western-africa&contract=national&nationalsOnly=true",
      "region=eastern-africa&contract=staff&nationalsOnly=true",
      "region=eastern-africa&contract=national",
      "region=eastern-africa&contract=national&nationalsOnly=false",
    ])
      await createSavedSearch(handle.db, "filters-user", {
        params: new URLSearchParams(params),
      });
    expect(await listSavedSearches(handle.db, "filters-user")).toHaveLength(5);
  });
});
