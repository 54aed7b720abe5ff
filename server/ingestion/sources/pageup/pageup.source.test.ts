import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { pageUpAdapter } from "./pageup.source";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/pageup/${name}`, import.meta.url),
    "utf8",
  );
const BASE = "https://careers.pageuppeople.com/671/cw";
const PAGE_1 = `${BASE}/en-us/listing/?page=1&page-items=2`;
const PAGE_2 = `${BASE}/en-us/listing/?page=2&page-items=2`;
const DETAIL = `${BASE}/en-us/job/589340/jpo-emergency-officer-p-2-addis-ababa-ethiopia-open-to-nationals-of-eligible-developing-countries-only`;
const ROUTES: Record<string, string> = {
  [PAGE_1]: read("listing-page-1.synthetic.html"),
  [PAGE_2]: read("listing-page-2.synthetic.html"),
  [DETAIL]: read("job-589340.synthetic.html"),
  [`${BASE}/en/rss`]: read("unicef-jobs-cinfo.xml"),
};

/** A fake HttpClient serving fixture text by URL (404 for anything else). */
function createFakeHttp(routes: Record<string, string>) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const text = routes[request.url];
      return Promise.resolve({
        url: request.url,
        headers: {},
        notModified: false,
        status: text === undefined ? 404 : 200,
        text: text ?? "",
      });
    },
  };
  return { http, requests };
}

function createContext(
  http: HttpClient,
  metadata: Record<string, unknown> = {},
  maxPages = 5,
  maxDetails = 1,
): AdapterContext {
  return {
    source: {
      id: null,
      name: "UNICEF",
      baseUrl: "https://jobs.unicef.org",
      metadata: { instance: 671, pageSize: 2, ...metadata },
      organization: "UNICEF",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages,
    maxDetails,
  };
}

test("walks the listing to its total and enriches postings from the job page", async () => {
  const { http, requests } = createFakeHttp(ROUTES);
  const result = await pageUpAdapter.run(createContext(http));
  expect(requests.map((request) => request.url)).toEqual([PAGE_1, PAGE_2, DETAIL]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "589340",
    "591090",
    "585818",
  ]);
  expect(result.postings[0]).toMatchObject({
    contractType: "Fixed Term Appointment",
    postedAt: "Feb 02 2026",
    deadlineText: "Application close: Mar 02 2026 E. Africa Standard Time",
  });
  expect(result.postings[0]?.descriptionHtml).toContain("Purpose of the job");
  expect(result.postings[1]?.deadlineText).toBe("2026-03-04T22:59:00Z");
});

test("stops at maxPages and reports the run incomplete", async () => {
  const { http } = createFakeHttp(ROUTES);
  const result = await pageUpAdapter.run(createContext(http, {}, 1, 0));
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(2);
});

test("records a failed job page and one bad listing row without stopping", async () => {
  const broken = ROUTES[PAGE_2]!.replace(/>Education Specialist[^<]*</, "> <");
  const { http } = createFakeHttp({
    ...ROUTES,
    [PAGE_2]: broken,
    [DETAIL]: "<html>Just a moment...</html>",
  });
  const result = await pageUpAdapter.run(createContext(http));
  expect(result.postings).toHaveLength(2);
  expect(result.itemsFetched).toBe(3);
  expect(result.complete).toBe(true);
  expect(result.errors).toEqual([
    "PageUp listing job 585818: link has no title",
    `pageup: job 589340 (${DETAIL}) failed: PageUp job page: neither "Job no:" nor "Application close:" found`,
  ]);
  expect(result.postings[0]?.descriptionHtml).toContain("The Emergency Officer JPO supports");
});

test("a job page answering 404 is a gone job; when every page read answers 404 the links are suspect and nothing is gone", async () => {
  const { http } = createFakeHttp(ROUTES);
  const someGone = await pageUpAdapter.run(createContext(http, {}, 5, 5));
  expect(someGone.postings.map((posting) => posting.externalId)).toEqual(["589340"]);
  expect(someGone.goneExternalIds).toEqual(["591090", "585818"]);
  expect(someGone.goneUrls).toHaveLength(2);
  expect(someGone.errors).toEqual([]);

  const { [DETAIL]: _, ...withoutJobPages } = ROUTES;
  const { http: changedLinks } = createFakeHttp(withoutJobPages);
  const allGone = await pageUpAdapter.run(createContext(changedLinks, {}, 5, 5));
  expect(allGone.postings.map((posting) => posting.externalId)).toEqual([
    "589340",
    "591090",
    "585818",
  ]);
  expect(allGone.goneExternalIds).toBeUndefined();
  expect(allGone.goneUrls).toBeUndefined();
  expect(allGone.errors).toEqual([
    `pageup: job pages: all 3 read answered 404 or 410 (first: ${DETAIL}) while the list still names them; the links may have changed, so no job is closed`,
  ]);
  // The list's own facts stay.
  expect(allGone.postings[1]?.deadlineText).toBe("2026-03-04T22:59:00Z");
});

test("reads the RSS feed in rss mode", async () => {
  const { http, requests } = createFakeHttp(ROUTES);
  const result = await pageUpAdapter.run(createContext(http, { mode: "rss", fetchDetails: false }));
  expect(requests.map((request) => request.url)).toEqual([`${BASE}/en/rss`]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 32, errors: [] });
  expect(result.postings[0]?.organization).toBe("UNICEF");
});

test("throws a clear error when the list cannot be fetched", async () => {
  const { http } = createFakeHttp({});
  await expect(pageUpAdapter.run(createContext(http))).rejects.toThrow(
    `pageup: listing page 1 (${PAGE_1}) failed: HTTP 404`,
  );
  await expect(pageUpAdapter.run(createContext(http, { mode: "rss" }))).rejects.toThrow(
    `pageup: RSS ${BASE}/en/rss failed: HTTP 404`,
  );
});

const replay = async (name: string) =>
  createReplayHttpClient(
    await readHttpArchive(
      fileURLToPath(
        new URL(`../../../../tests/fixtures/platforms/pageup/${name}`, import.meta.url),
      ),
    ),
  );

test("replays a real PageUp feed (tenant 1083) through the adapter", async () => {
  const http = await replay("kinetic-1083-rss.har");
  const result = await pageUpAdapter.run({
    ...createContext(http),
    source: {
      id: null,
      name: "Kinetic IT",
      baseUrl: "https://careers.pageuppeople.com/1083/cw/en/listing/",
      organization: "Kinetic IT",
      metadata: {
        instance: 1083,
        mode: "rss",
        feedUrl: "https://careers.pageuppeople.com/1083/cw/en/latest_jobs.rss",
        fetchDetails: false,
      },
    },
  });
  expect(http.unmatched).toEqual([]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(result.postings.map((posting) => posting.title)).toEqual([
    "Senior Communications Specialist",
    "Senior ServiceNow Developer",
    "Expressions Of Interest - Aboriginal and Torres Strait Islander Peoples",
  ]);
  expect(result.postings[2]?.deadlineText).toBe("Fri, 30 Oct 2026 15:55:00 GMT");
  for (const posting of result.postings)
    expect(posting.descriptionHtml?.length).toBeGreaterThan(300);
});

test("replays UNICEF's feed (as filtered by cinfo) through the adapter", async () => {
  const http = await replay("unicef-671-rss.har");
  const result = await pageUpAdapter.run(createContext(http, { mode: "rss", fetchDetails: false }));
  expect(http.unmatched).toEqual([]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 32, errors: [] });
  expect(result.postings[0]).toMatchObject({
    externalId: "584179",
    organization: "UNICEF",
    link: "https://careers.pageuppeople.com/671/cw/en-us/job/584179",
  });
});
