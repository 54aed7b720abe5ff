import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import {
  createFileBackedHttpClient,
  type RecordedRoute,
} from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
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
  expect(result.postings[0]?.descriptionHtml).toMatch(/^<h3>Job Highlight<\/h3>/);
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
