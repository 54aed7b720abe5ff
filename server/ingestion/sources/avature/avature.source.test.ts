import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import {
  createFileBackedHttpClient,
  type RecordedRoute,
} from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { avatureAdapter } from "./avature.source";

const baseDir = fileURLToPath(
  new URL("../../../../tests/fixtures/sources/avature/", import.meta.url),
);
const SEARCH =
  "https://careers.unops.org/careersmarketplace/SearchJobs?jobRecordsPerPage=2&jobOffset=";
const DETAIL =
  "https://careers.unops.org/careersmarketplace/JobDetail/Project-Manager-%28Energy-Infrastructure%29/29871";
const ROUTES: RecordedRoute[] = [
  { url: `${SEARCH}0`, file: "searchjobs-offset-0.synthetic.html" },
  { url: `${SEARCH}2`, file: "searchjobs-offset-2.synthetic.html" },
  { url: DETAIL, file: "jobdetail-29871.synthetic.html" },
];

function createContext(
  http: HttpClient,
  maxPages = 5,
  maxDetails = 5,
  metadata: Record<string, unknown> = {},
): AdapterContext {
  return {
    source: {
      id: null,
      name: "UNOPS",
      baseUrl: "https://careers.unops.org/careersmarketplace/SearchJobs",
      metadata: { host: "careers.unops.org", pageSize: 2, ...metadata },
      organization: "UNOPS",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages,
    maxDetails,
  };
}

test("pages with jobRecordsPerPage/jobOffset to the result count and fills postings from job pages", async () => {
  const http = createFileBackedHttpClient({ routes: ROUTES, baseDir });
  const result = await avatureAdapter.run(createContext(http, 5, 1));
  expect(http.requests.map((request) => request.url)).toEqual([`${SEARCH}0`, `${SEARCH}2`, DETAIL]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(result.postings[0]).toMatchObject({
    title: "Project Manager (Energy Infrastructure)",
    location: "Kyiv, Ukraine",
    grade: "IICA-3",
    contractType: "International Individual Contractor Agreement",
    postedAt: "18-Feb-2026",
    deadlineText: "Posting End Date: 04-Mar-2026",
  });
  expect(result.postings[0]?.descriptionHtml).toMatch(
    /^<ul><li><strong>Duty Station\(s\):<\/strong> Kyiv, Ukraine<\/li>.*<h3>Job Highlight<\/h3>/s,
  );
  expect(result.postings[1]?.descriptionHtml).toBeUndefined();
});

test("stops at maxPages and reports the run incomplete", async () => {
  const http = createFileBackedHttpClient({ routes: ROUTES, baseDir });
  const result = await avatureAdapter.run(createContext(http, 1, 0));
  expect(result.complete).toBe(false);
  expect(result.postings.map((posting) => posting.externalId)).toEqual(["29871", "29844"]);
});

test("records one bad job page in errors and keeps every posting", async () => {
  const routes: RecordedRoute[] = [
    ...ROUTES,
    {
      url: "https://careers.unops.org/careersmarketplace/JobDetail/Procurement-Officer/29844",
      text: "<html><h2>Session expired</h2></html>",
    },
  ];
  const http = createFileBackedHttpClient({ routes, baseDir });
  const result = await avatureAdapter.run(createContext(http, 5, 2));
  expect(result.postings).toHaveLength(3);
  expect(result.postings[1]?.location).toBe("Nairobi, Kenya");
  expect(result.errors).toEqual([
    'avature: job 29844 (https://careers.unops.org/careersmarketplace/JobDetail/Procurement-Officer/29844) failed: Avature JobDetail: neither "Duty Station(s)" nor any description section found',
  ]);
});

test("throws a clear error when the first page cannot be fetched", async () => {
  const http = createFileBackedHttpClient({
    routes: [{ url: `${SEARCH}0`, status: 503, text: "" }],
    baseDir,
  });
  await expect(avatureAdapter.run(createContext(http))).rejects.toThrow(
    `avature: SearchJobs page 1 (${SEARCH}0) failed: HTTP 503`,
  );
});

test("rejects metadata without a host", async () => {
  const http = createFileBackedHttpClient({ routes: ROUTES, baseDir });
  await expect(avatureAdapter.run(createContext(http, 5, 5, { host: undefined }))).rejects.toThrow(
    /bad metadata \(host:/,
  );
});

test("asks for a portal served under a locale at its locale path, and refuses any other path", async () => {
  const search =
    "https://talents.coe.int/en_GB/careersmarketplace/SearchJobs?jobRecordsPerPage=2&jobOffset=0";
  const http = createFileBackedHttpClient({
    routes: [{ url: search, status: 503, text: "" }],
    baseDir,
  });
  const context = createContext(http, 5, 0, {
    host: "talents.coe.int",
    portal: "en_GB/careersmarketplace",
  });
  await expect(avatureAdapter.run(context)).rejects.toThrow(`(${search}) failed: HTTP 503`);
  expect(http.requests.map((request) => request.url)).toEqual([search]);
  for (const portal of [
    "../careersmarketplace",
    "en_GB/careers/marketplace",
    "careersmarketplace?x=1",
  ]) {
    await expect(
      avatureAdapter.run(createContext(http, 5, 0, { host: "talents.coe.int", portal })),
    ).rejects.toThrow(/bad metadata \(portal:/);
  }
});

test("replays a real UNOPS vacancy (list page of documented shape) through the adapter", async () => {
  const http = createReplayHttpClient(
    await readHttpArchive(
      fileURLToPath(
        new URL("../../../../tests/fixtures/platforms/avature/unops-4383.har", import.meta.url),
      ),
    ),
  );
  const result = await avatureAdapter.run(createContext(http, 5, 5, { pageSize: 6 }));
  expect(http.unmatched).toEqual([]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 1, errors: [] });
  expect(result.postings[0]).toMatchObject({
    title: "Support Services Manager",
    externalId: "4383",
    location: "Cap Haitien",
    grade: "IICA 2",
    contractType: "ICA - IICA - Regular",
    postedAt: "28-Aug-2026",
    deadlineText: "Posting End Date: 15-Sep-2026",
  });
  expect(result.postings[0]?.descriptionHtml).toContain("<h3>Language Requirements</h3>");
});

/** A SearchJobs page of `count` results numbered from `first`, without any result count. */
function searchPage(first: number, count: number): string {
  const articles = Array.from({ length: count }, (_, index) => {
    const id = 5000 + first + index;
    return `<article class="article article--result"><h3 class="article__header__text__title"><a class="link" href="https://careers.unops.org/careersmarketplace/JobDetail/Officer-${id}/${id}">Officer ${id}</a></h3><div class="article__header__text__subtitle">Nairobi • Mid Level • 01-Sep-2026</div></article>`;
  });
  return `<html><body>${articles.join("")}</body></html>`;
}
const PAGED =
  "https://careers.unops.org/careersmarketplace/SearchJobs?jobRecordsPerPage=50&jobOffset=";

test("a site serving fewer results than asked is walked by what each page held, not reported complete after page 1", async () => {
  const routes: RecordedRoute[] = [
    { url: `${PAGED}0`, text: searchPage(0, 6) },
    { url: `${PAGED}6`, text: searchPage(6, 6) },
    { url: `${PAGED}12`, text: searchPage(12, 2) },
  ];
  const onePage = await avatureAdapter.run(
    createContext(createFileBackedHttpClient({ routes, baseDir }), 1, 0, { pageSize: 50 }),
  );
  expect(onePage).toMatchObject({ complete: false, itemsFetched: 6 });

  const http = createFileBackedHttpClient({ routes, baseDir });
  const all = await avatureAdapter.run(createContext(http, 10, 0, { pageSize: 50 }));
  expect(http.requests.map((request) => request.url)).toEqual([
    `${PAGED}0`,
    `${PAGED}6`,
    `${PAGED}12`,
  ]);
  expect(all).toMatchObject({ complete: true, itemsFetched: 14, errors: [] });
  expect(all.postings[13]).toMatchObject({ externalId: "5013", location: "Nairobi" });
});

test("an empty page after learning the page size proves the end; a full last page within maxPages does not", async () => {
  const routes: RecordedRoute[] = [
    { url: `${PAGED}0`, text: searchPage(0, 6) },
    { url: `${PAGED}6`, text: searchPage(6, 6) },
    { url: `${PAGED}12`, text: "<html><body><p>No jobs found</p></body></html>" },
  ];
  const ended = await avatureAdapter.run(
    createContext(createFileBackedHttpClient({ routes, baseDir }), 10, 0, { pageSize: 50 }),
  );
  expect(ended).toMatchObject({ complete: true, itemsFetched: 12 });
  const cut = await avatureAdapter.run(
    createContext(createFileBackedHttpClient({ routes, baseDir }), 2, 0, { pageSize: 50 }),
  );
  expect(cut).toMatchObject({ complete: false, itemsFetched: 12 });
});

test("an empty page before the stated total is reached is an error, not a complete run", async () => {
  const withTotal = (html: string) =>
    html.replace(
      "<body>",
      '<body><div class="list-controls__text__legend" aria-label="9 results">1-6 of 9 results</div>',
    );
  const routes: RecordedRoute[] = [
    { url: `${PAGED}0`, text: withTotal(searchPage(0, 6)) },
    { url: `${PAGED}6`, text: withTotal("<html><body></body></html>") },
  ];
  const result = await avatureAdapter.run(
    createContext(createFileBackedHttpClient({ routes, baseDir }), 10, 0, { pageSize: 50 }),
  );
  expect(result.complete).toBe(false);
  expect(result.errors).toEqual([
    `avature: SearchJobs page 2 (${PAGED}6): empty page after 6 of 9 stated results`,
  ]);
});
