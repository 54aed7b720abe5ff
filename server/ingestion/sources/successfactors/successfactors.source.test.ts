import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import {
  createFileBackedHttpClient,
  type RecordedRoute,
} from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { buildSuccessFactorsListUrl, successFactorsAdapter } from "./successfactors.source";

const baseDir = fileURLToPath(
  new URL("../../../../tests/fixtures/sources/successfactors/", import.meta.url),
);
const PAGE_1 = "https://careers.unesco.org/search/?q=";
const PAGE_2 = "https://careers.unesco.org/search/?q=&startrow=2";
const DETAIL =
  "https://careers.unesco.org/job/Paris-Programme-Specialist-%28Education%29/2611309802/";
const UNESCO_ROUTES: RecordedRoute[] = [
  { url: PAGE_1, file: "unesco-search-page-1.synthetic.html" },
  { url: PAGE_2, file: "unesco-search-page-2.synthetic.html" },
  { url: DETAIL, file: "unesco-job-2611309802.synthetic.html" },
];
const UNESCO = {
  host: "careers.unesco.org",
  listPath: "/search/?q=",
  pageSize: 2,
  dayFirst: true,
  columns: { contractType: "jobShifttype", grade: "jobFacility", deadline: "jobDepartment" },
};

function createContext(
  http: HttpClient,
  metadata: Record<string, unknown>,
  maxPages = 5,
  maxDetails = 5,
): AdapterContext {
  return {
    source: {
      id: null,
      name: "test",
      baseUrl: "https://example.org",
      metadata,
      organization: "UNESCO",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages,
    maxDetails,
  };
}

test("walks the HTML list by startrow, dedupes, and fetches job pages", async () => {
  const http = createFileBackedHttpClient({ routes: UNESCO_ROUTES, baseDir });
  const result = await successFactorsAdapter.run(createContext(http, UNESCO, 5, 1));
  expect(http.requests.map((request) => request.url)).toEqual([PAGE_1, PAGE_2, DETAIL]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "2611309802",
    "2611288402",
    "2611270102",
  ]);
  expect(result.postings[0]?.descriptionHtml).toContain("Post Number");
  expect(result.postings[0]?.deadlineText).toBe("18/03/2026 (DD/MM/YYYY)");
});

test("stops at maxPages and reports the run incomplete", async () => {
  const http = createFileBackedHttpClient({ routes: UNESCO_ROUTES, baseDir });
  const result = await successFactorsAdapter.run(createContext(http, UNESCO, 1, 0));
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(2);
});

test("records failed job pages without stopping the run", async () => {
  const http = createFileBackedHttpClient({ routes: UNESCO_ROUTES, baseDir });
  const result = await successFactorsAdapter.run(createContext(http, UNESCO, 5, 2));
  expect(result.postings).toHaveLength(3);
  expect(result.errors).toEqual([
    "successfactors: job 2611288402 (https://careers.unesco.org/job/Dakar-Culture-Officer/2611288402/) failed: no recording for GET https://careers.unesco.org/job/Dakar-Culture-Officer/2611288402/",
  ]);
});

test("reads the category RSS from host + catid and fetches only jobs without a description", async () => {
  const feed = "https://jobs.ilo.org/services/rss/category/?catid=2842101";
  const http = createFileBackedHttpClient({
    routes: [{ url: feed, file: "ilo-category-rss.synthetic.xml" }],
    baseDir,
  });
  const result = await successFactorsAdapter.run(
    createContext(http, { host: "jobs.ilo.org", catid: 2842101, organization: "ILO" }),
  );
  expect(result).toMatchObject({ complete: true, itemsFetched: 3 });
  expect(result.postings[0]?.organization).toBe("ILO");
  expect(http.requests.map((request) => request.url)).toEqual([
    feed,
    "https://jobs.ilo.org/job/Geneva-Internship-Research-Department/1301377001/",
  ]);
  expect(result.errors).toHaveLength(1);
});

test("reads googlefeed.xml and records one bad item", async () => {
  const text =
    "<rss><channel><item><title>Roster - Translator (Arabic)</title><link>https://jobs.itu.int/job/Geneva-Roster/1122000002/</link><description>x</description></item><item><title></title></item></channel></rss>";
  const http = createFileBackedHttpClient({
    routes: [{ url: "https://jobs.itu.int/googlefeed.xml", text }],
    baseDir,
  });
  const result = await successFactorsAdapter.run(
    createContext(http, { host: "jobs.itu.int", googleFeed: true }),
  );
  expect(result.postings.map((posting) => posting.externalId)).toEqual(["1122000002"]);
  expect(result.itemsFetched).toBe(2);
  expect(result.errors).toEqual([expect.stringMatching(/^SuccessFactors feed item #2:/)]);
});

test("throws a clear error when the list cannot be fetched, and on incomplete metadata", async () => {
  const http = createFileBackedHttpClient({ routes: [], baseDir });
  await expect(successFactorsAdapter.run(createContext(http, UNESCO))).rejects.toThrow(
    `successfactors: list page 1 (${PAGE_1}) failed: no recording for GET ${PAGE_1}`,
  );
  await expect(
    successFactorsAdapter.run(createContext(http, { host: "jobs.ilo.org" })),
  ).rejects.toThrow(
    /bad metadata \(\(root\): give feedUrl, or host with catid, googleFeed or listPath\)/,
  );
});

test.each([
  ["/search/?q=", 0, "https://careers.unesco.org/search/?q="],
  ["/search/?q=", 25, "https://careers.unesco.org/search/?q=&startrow=25"],
  ["/go/All-jobs-openings/784002/", 0, "https://careers.unesco.org/go/All-jobs-openings/784002/"],
  [
    "/go/All-jobs-openings/784002/",
    50,
    "https://careers.unesco.org/go/All-jobs-openings/784002/50/",
  ],
])("builds the list URL for %s at offset %i", (listPath, offset, url) => {
  expect(buildSuccessFactorsListUrl("careers.unesco.org", listPath, offset)).toBe(url);
});

// The real ILO category RSS of 2026-09-13 (its four items, three trimmed), replayed.
test("ILO RSS archive: the (City, CC) suffix leaves the title for the location", async () => {
  const archive = await readHttpArchive(
    path.join(
      fileURLToPath(
        new URL("../../../../tests/fixtures/platforms/successfactors/", import.meta.url),
      ),
      "ilo-category-rss.har",
    ),
  );
  const client = createReplayHttpClient(archive);
  const captured = new Date("2026-09-13T12:00:00Z");
  const result = await successFactorsAdapter.run({
    ...createContext(client, { host: "jobs.ilo.org", catid: "2842101", organization: "ILO" }),
    now: captured,
  });
  expect(client.unmatched).toEqual([]);
  expect(result.errors).toEqual([]);
  expect(result.itemsFetched).toBe(4);
  const [coordinator] = result.postings;
  expect(coordinator).toMatchObject({
    title: "National Coordinator for Lao PDR",
    location: "Vientiane, Lao PDR",
    externalId: "1435999233",
    organization: "ILO",
    postedAt: "Fri, 11 Sep 2026 0:00:00 GMT",
  });
  expect(coordinator!.descriptionHtml).toContain("DC/VIENTIANE/NO/2026/03");
  const normalised = normalisePosting(coordinator!, captured);
  expect(normalised).toMatchObject({ city: "Vientiane", countryCode: "LA", gradeCode: "NO-B" });
  expect(normalised.deadline?.localDate).toBe("2026-10-11");
  // English, Spanish and French adverts: grade and closing date come from the description's head.
  const rest = result.postings.slice(1).map((posting) => {
    const { city, countryCode, gradeCode, deadline } = normalisePosting(posting, captured);
    return [posting.externalId, city, countryCode, gradeCode, deadline?.localDate];
  });
  expect(rest).toEqual([
    ["1433645433", "Mexico City", "MX", "NO-A", "2026-09-17"],
    // "Date de clô<span …>ture (minuit, heure d'Abidjan): 25 septembre 2026"
    ["1431497133", "Abidjan", "CI", "NO-A", "2026-09-25"],
    ["1431494733", "Damascus", "SY", "NO-A", "2026-09-14"],
  ]);
});
