import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";
import { queryRows } from "#server/db/query-rows";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { InvalidQueryError, parseJobQuery } from "./job-query";
import { getJobById, searchJobs } from "./search-jobs";
import { getFacets } from "./get-facets";

let handle: DbHandle;
const day = 86_400_000;

function query(params: Record<string, string | string[]>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of [value].flat()) search.append(key, item);
  }
  return parseJobQuery(search);
}

async function titles(params: Record<string, string | string[]>) {
  const page = await searchJobs(handle.db, query(params));
  return page.items.map((job) => job.title).sort();
}

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({ title: "Programme Officer", gradeCode: "P-3", level: "Mid" }),
    buildJob({
      title: "Santé publique: Health Specialist",
      gradeCode: "P-4",
      level: "Mid",
      professionalField: "Medical & Health Services",
      location: "Genève, Switzerland",
      city: "Geneva",
      country: "Switzerland",
      countryCode: "CH",
      organization: "World Health Organization",
      organizationSlug: "who",
    }),
    buildJob({
      title: "Finance Associate",
      gradeCode: "G-6",
      level: "Entry",
      professionalField: "Finance & Economy",
      organization: "World Food Programme",
      organizationSlug: "wfp",
      location: "Rome, Italy",
      countryCode: "IT",
      country: "Italy",
      city: "Rome",
    }),
    buildJob({
      title: "Nutrition Intern",
      gradeCode: null,
      level: "Internship",
      professionalField: "Medical & Health Services",
      isRemote: true,
      location: "Remote",
      countryCode: null,
      country: null,
      city: null,
    }),
    buildJob({
      title: "Closing Soon Logistics Officer",
      gradeCode: "NO-B",
      level: "Mid",
      expiresAt: new Date(Date.now() + 2 * day),
      professionalField: "Administration & Operations",
    }),
    buildJob({ title: "Expired Legal Officer", expiresAt: new Date(Date.now() - day) }),
    buildJob({ title: "Closed Procurement Officer", status: "closed" }),
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("lists only open jobs by default, newest first, with the API's response fields", async () => {
  const page = await searchJobs(handle.db, query({}));
  expect(page.total).toBe(5);
  expect(page).toMatchObject({ page: 1, perPage: 25, hasMore: false, searchMode: "none" });
  expect(page.items.map((job) => job.title)).not.toContain("Expired Legal Officer");
  expect(page.items.map((job) => job.title)).not.toContain("Closed Procurement Officer");
  const posted = page.items.map((job) => job.posted_date);
  expect([...posted].sort().reverse()).toEqual(posted);
});

test("status=all includes expired and closed jobs; status=expired finds jobs past the deadline", async () => {
  expect((await searchJobs(handle.db, query({ status: "all" }))).total).toBe(7);
  expect(await titles({ status: "expired" })).toEqual(["Expired Legal Officer"]);
});

test("applies OR within a filter and AND across filters", async () => {
  expect(await titles({ grade: ["P-3", "p4"] })).toEqual([
    "Programme Officer",
    "Santé publique: Health Specialist",
  ]);
  expect(await titles({ grade: ["P-3", "P-4"], field: "Medical & Health Services" })).toEqual([
    "Santé publique: Health Specialist",
  ]);
  expect(await titles({ level: ["Internship", "entry"] })).toEqual([
    "Finance Associate",
    "Nutrition Intern",
  ]);
  expect(await titles({ organization: "WFP" })).toEqual(["Finance Associate"]);
  expect(await titles({ organization: ["who", "World Food Programme"] })).toEqual([
    "Finance Associate",
    "Santé publique: Health Specialist",
  ]);
});

test("filters by location name, country, remote and closing window", async () => {
  expect(await titles({ location: "Geneva" })).toEqual([]);
  expect(await titles({ location: "geneve" })).toEqual(["Santé publique: Health Specialist"]);
  expect(await titles({ location: "Switzerland" })).toEqual(["Santé publique: Health Specialist"]);
  expect(await titles({ location: "IT" })).toEqual(["Finance Associate"]);
  expect(await titles({ remote: "true" })).toEqual(["Nutrition Intern"]);
  expect(await titles({ closingWithin: "3" })).toEqual(["Closing Soon Logistics Officer"]);
});

test("keyword search is accent-insensitive and understands web-search syntax", async () => {
  expect(await titles({ search: "sante" })).toEqual(["Santé publique: Health Specialist"]);
  expect(await titles({ search: "officer -logistics" })).toEqual(["Programme Officer"]);
  expect(await titles({ search: '"finance associate"' })).toEqual(["Finance Associate"]);
});

test("falls back to typo-tolerant title matching when no word matches exactly", async () => {
  // Searched as typed: the typo-tolerant title match, nothing corrected.
  const typed = await searchJobs(handle.db, query({ search: "progamme oficer", literal: "1" }));
  expect(typed.searchMode).toBe("fuzzy");
  expect(typed.correction).toBeNull();
  expect(typed.items[0]?.title).toBe("Programme Officer");
  // Otherwise the listing shows the corrected search and says so.
  const corrected = await searchJobs(handle.db, query({ search: "progamme oficer" }));
  expect(corrected.correction).toEqual({
    query: "programme officer",
    typed: "progamme oficer",
  });
  expect(corrected.items[0]?.title).toBe("Programme Officer");
});

test("the typo-tolerant match lists the titles most like the words first, page after page, with its total", async () => {
  const now = Date.now();
  await insertJobs(handle.db, [
    ...["Hydrogeologist", "Senior Hydrogeologist", "Hydrogeology Officer", "Hydrologist"].map(
      (title, index) => buildJob({ title, postedDate: new Date(now - index * day) }),
    ),
    buildJob({ title: "Hydrogeologist (Groundwater)", postedDate: new Date(now - 9 * day) }),
  ]);
  const page = (number: number) =>
    searchJobs(
      handle.db,
      query({ search: "hydrogeologst", literal: "1", perPage: "2", page: String(number) }),
    );
  const pages = await Promise.all([1, 2, 3, 4].map(page));
  expect(pages.map((listed) => listed.searchMode)).toEqual(["fuzzy", "fuzzy", "fuzzy", "fuzzy"]);
  const listed = pages.flatMap((listed) => listed.items.map((job) => job.title));
  // Each page is the next slice of one order: similarity to the words, then the newest.
  const expected = await queryRows<{ title: string }>(
    handle.db,
    sql`select title from jobs where status = 'active'
          and immutable_unaccent('hydrogeologst') <% immutable_unaccent(title)
        order by word_similarity(immutable_unaccent('hydrogeologst'), immutable_unaccent(title)) desc,
          posted_date desc, id desc`,
  );
  expect(expected.length).toBeGreaterThanOrEqual(3);
  expect(listed).toEqual(expected.map((row) => row.title));
  expect(pages[0]!.total).toBe(expected.length);
  expect(listed[0]).toBe("Hydrogeologist");
  // The tests below count every open job.
  await handle.db.execute(sql`delete from jobs where title like '%Hydro%'`);
});

test("pages through results with hasMore", async () => {
  const first = await searchJobs(handle.db, query({ perPage: "2" }));
  const third = await searchJobs(handle.db, query({ perPage: "2", page: "3" }));
  expect(first).toMatchObject({ total: 5, hasMore: true });
  expect(third.items).toHaveLength(1);
  expect(third.hasMore).toBe(false);
});

test("sorts by deadline, soonest first", async () => {
  const page = await searchJobs(handle.db, query({ sort: "deadline" }));
  expect(page.items[0]?.title).toBe("Closing Soon Logistics Officer");
});

test("rejects bad parameters naming the parameter", () => {
  const cases: [Record<string, string>, string][] = [
    [{ perPage: "101" }, "perPage"],
    [{ page: "0" }, "page"],
    [{ page: "abc" }, "page"],
    [{ level: "Guru" }, "level"],
    [{ field: "Astrology" }, "field"],
    [{ grade: "SDG 3" }, "grade"],
    [{ sort: "random" }, "sort"],
    [{ closingWithin: "-1" }, "closingWithin"],
    [{ remote: "maybe" }, "remote"],
    [{ search: "x".repeat(201) }, "search"],
  ];
  for (const [params, parameter] of cases) {
    expect(() => query(params), JSON.stringify(params)).toThrow(InvalidQueryError);
    try {
      query(params);
    } catch (error) {
      expect((error as InvalidQueryError).parameter).toBe(parameter);
    }
  }
});

test("gets one job with its description, and null for unknown or malformed ids", async () => {
  const [job] = (await searchJobs(handle.db, query({ search: "finance" }))).items;
  const found = await getJobById(handle.db, job!.id);
  expect(found?.description).toContain("<p>");
  expect(await getJobById(handle.db, "00000000-0000-0000-0000-000000000000")).toBeNull();
  expect(await getJobById(handle.db, "not-a-uuid")).toBeNull();
});

test("counts facets under the filters, each ignoring its own filter", async () => {
  const facets = await getFacets(handle.db, query({ level: "Mid" }));
  expect(facets.level).toEqual(
    expect.arrayContaining([
      { value: "Mid", label: "Mid", count: 3 },
      { value: "Entry", label: "Entry", count: 1 },
    ]),
  );
  expect(facets.grade.map((facet) => facet.value).sort()).toEqual(["NO-B", "P-3", "P-4"]);
  expect(facets.country).toEqual(
    expect.arrayContaining([{ value: "CH", label: "Switzerland", count: 1 }]),
  );
});
