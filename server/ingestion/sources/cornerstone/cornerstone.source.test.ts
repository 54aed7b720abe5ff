import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parseDeadlineText } from "#domain/deadlines";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import { preparePosting } from "#server/ingestion/prepare-postings";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { cornerstoneAdapter } from "./cornerstone.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/cornerstone");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const CAREER_SITE =
  "https://worldbankgroup.csod.com/ux/ats/careersite/1/home?c=worldbankgroup&lang=en-US";
const SEARCH = "https://us.api.csod.com/rec-job-search/external/jobs";
const requisitionUrl = (id: string) =>
  `https://worldbankgroup.csod.com/ux/ats/careersite/1/home/requisition/${id}?c=worldbankgroup`;
/** The requisitions whose real pages the fixtures hold, in list order (newest first). */
const REAL = ["38308", "38257", "38251", "38196", "38189", "38187", "38076", "37705"];

type Search = { pageNumber: number; pageSize: number };

function createFakeHttp(options: { page2Status?: number; careerSite?: string } = {}) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      let status = 200;
      let text = "not found";
      if (request.url === CAREER_SITE) {
        text = options.careerSite ?? readFixture("worldbankgroup-careersite.documented-shape.html");
      } else if (request.url === SEARCH && request.method === "POST") {
        const page = (request.body as Search).pageNumber;
        status = page === 2 ? (options.page2Status ?? 200) : page === 1 ? 200 : 404;
        text = readFixture(`worldbankgroup-search-page-${page}.documented-shape.json`);
      } else if (REAL.some((id) => request.url === requisitionUrl(id))) {
        const id = /requisition\/(\d+)/.exec(request.url)?.[1] ?? "";
        text = readFixture(`worldbank-requisition-${id}.wrapper.html`);
      } else {
        status = 404;
      }
      return Promise.resolve({ url: request.url, status, headers: {}, text, notModified: false });
    },
  };
  return { http, requests };
}

function createContext(
  http: HttpClient,
  metadata: Record<string, unknown> = {},
  limits: { maxPages?: number; maxDetails?: number } = {},
): AdapterContext {
  return {
    source: {
      id: "s",
      name: "World Bank Group",
      baseUrl: "https://worldbankgroup.csod.com/ux/ats/careersite/1/home?c=worldbankgroup",
      metadata: {
        adapter: "cornerstone",
        host: "worldbankgroup.csod.com",
        pageSize: 6,
        organization: "World Bank Group",
        ...metadata,
      },
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-09-14T00:00:00Z"),
    maxPages: limits.maxPages ?? 10,
    maxDetails: limits.maxDetails ?? 10,
  };
}

test("token from the page, search pages with the bearer token until the total, details from JSON-LD", async () => {
  const { http, requests } = createFakeHttp();
  const result = await cornerstoneAdapter.run(createContext(http));
  expect(requests[0]?.url).toBe(CAREER_SITE);
  const searches = requests.filter((request) => request.url === SEARCH);
  expect(searches.map((request) => (request.body as Search).pageNumber)).toEqual([1, 2]);
  expect(searches[0]?.headers?.authorization).toBe("Bearer REDACTED-ANONYMOUS-TOKEN");
  expect(result.itemsFetched).toBe(11);
  expect(result.complete).toBe(true);
  expect(result.postings.map((posting) => posting.externalId)).toEqual([...REAL, "36003", "35990"]);
  expect(result.postings[7]).toMatchObject({
    organization: "World Bank",
    grade: "T4",
    deadlineText: "9/30/2026 (11:59pm UTC)",
    link: requisitionUrl("37705"),
  });
  // 36003 and 35990 have no saved requisition page: the list entry stays, the failure is named.
  expect(result.errors).toEqual([
    expect.stringMatching(/CSOD requisition 35982/),
    "requisition 36003: HTTP 404",
    "requisition 35990: HTTP 404",
  ]);
});

test("maxPages and maxDetails bound the run; fetchDetails false reads no requisition page", async () => {
  const limited = createFakeHttp();
  const partial = await cornerstoneAdapter.run(
    createContext(limited.http, {}, { maxPages: 1, maxDetails: 1 }),
  );
  expect(partial.complete).toBe(false);
  expect(limited.requests.map((request) => request.url)).toEqual([
    CAREER_SITE,
    SEARCH,
    requisitionUrl("38308"),
  ]);
  const listOnly = createFakeHttp();
  await cornerstoneAdapter.run(createContext(listOnly.http, { fetchDetails: false }));
  expect(listOnly.requests.some((request) => request.url.includes("/requisition/"))).toBe(false);
});

test("a failing later search page is an error and leaves the run incomplete", async () => {
  const { http } = createFakeHttp({ page2Status: 401 });
  const result = await cornerstoneAdapter.run(createContext(http, { fetchDetails: false }));
  expect(result.postings).toHaveLength(6);
  expect(result.complete).toBe(false);
  expect(result.errors).toContain("search page 2: CSOD job search page 2 answered HTTP 401");
});

test("a career site page without csod.context fails the run before any search", async () => {
  const { http, requests } = createFakeHttp({
    careerSite: "<html><body>maintenance</body></html>",
  });
  await expect(cornerstoneAdapter.run(createContext(http))).rejects.toThrow(/no csod\.context/);
  expect(requests).toHaveLength(1);
});

test("metadata must name a csod.com host", async () => {
  const { http } = createFakeHttp();
  await expect(
    cornerstoneAdapter.run(createContext(http, { host: "careers.example.org" })),
  ).rejects.toThrow(/\*\.csod\.com host/);
});

test("without metadata the career site URL gives host, site and c= (as `npm run ingest -- --url` does)", async () => {
  const { http, requests } = createFakeHttp();
  const context = createContext(http);
  const result = await cornerstoneAdapter.run({
    ...context,
    source: { ...context.source, metadata: { adapter: "cornerstone", fetchDetails: false } },
  });
  expect(requests[0]?.url).toBe(CAREER_SITE);
  expect(result.postings[0]?.link).toBe(requisitionUrl("38308"));
  const elsewhere = createFakeHttp();
  await expect(
    cornerstoneAdapter.run({
      ...context,
      http: elsewhere.http,
      source: {
        ...context.source,
        baseUrl: "https://careers.example.org/jobs",
        metadata: { adapter: "cornerstone" },
      },
    }),
  ).rejects.toThrow(/metadata\.host or a \*\.csod\.com career site URL/);
  expect(elsewhere.requests).toHaveLength(0);
});

test("the replayed archive: all eight real World Bank requisitions with duty station, closing date, grade and description", async () => {
  const http = createReplayHttpClient(
    await readHttpArchive(path.join(FIXTURES, "worldbankgroup.har")),
  );
  const observed = new Date("2026-09-13T16:40:08Z");
  const context = createContext(http, {}, { maxDetails: 8 });
  const result = await cornerstoneAdapter.run({ ...context, now: observed });
  expect(http.unmatched).toEqual([]);
  const byId = new Map(result.postings.map((posting) => [posting.externalId, posting]));
  const expected: Record<string, [string, string, string, string]> = {
    // id: [city, country code, closing date, grade]
    "38308": ["Washington DC", "US", "2026-09-24", "EC1"],
    "38257": ["Washington DC", "US", "2026-09-30", "GF"],
    "38251": ["Washington DC", "US", "2026-09-30", "GF"],
    "38196": ["Washington DC", "US", "2026-09-30", "GF"],
    "38189": ["Washington DC", "US", "2026-09-30", "GF"],
    "38187": ["Washington DC", "US", "2026-09-30", "GF"],
    "38076": ["Washington DC", "US", "2026-09-30", "T3"],
    "37705": ["Seoul", "KR", "2026-09-30", "T4"],
  };
  for (const [id, [city, countryCode, closingDate, grade]] of Object.entries(expected)) {
    const raw = byId.get(id);
    expect(raw?.deadlineDecided, id).toBe(true);
    // The label table's "Closing Date" and ValidThrough agree: 11:59pm UTC, one minute before it.
    const stated = parseDeadlineText(raw?.deadlineText ?? "");
    const field = parseDeadlineText(raw?.expiresAt as string);
    expect(field!.instant.getTime() - stated!.instant.getTime(), id).toBe(60_000);
    const { row } = preparePosting(raw!, { organization: null }, observed);
    expect(row, id).toMatchObject({
      city,
      countryCode,
      closingDate,
      gradeCode: grade,
      status: "active",
    });
    expect(row.expiresAt?.toISOString(), id).toBe(`${closingDate}T23:59:00.000Z`);
    expect(row.descriptionText?.length ?? 0, id).toBeGreaterThan(400);
    expect(row.summaryExcerpt, id).toBeTruthy();
  }
  expect(preparePosting(byId.get("37705")!, { organization: null }, observed).row.level).toBe(
    "Internship",
  );
  expect(preparePosting(byId.get("38308")!, { organization: null }, observed).row.level).toBe(
    "Consultant",
  );
  // The Young Professionals are hired on GF, a mid grade, but the programme is an entry route.
  for (const id of ["38257", "38251", "38196", "38189", "38187"]) {
    expect(preparePosting(byId.get(id)!, { organization: null }, observed).row.level, id).toBe(
      "Entry",
    );
  }
});

test("a stale date in the description never decides: without its Closing Date row 38076 closes at ValidThrough", async () => {
  // 38076's own text still says the portal "closes on February 17, 2026" (a disclaimer left from an
  // earlier round); read as the deadline it would mark a listed internship expired.
  const page = readFixture("worldbank-requisition-38076.wrapper.html").replace(
    "Closing Date:",
    "Closing:",
  );
  const { http } = createFakeHttp();
  const context = createContext(
    {
      request: (request) =>
        request.url === requisitionUrl("38076")
          ? Promise.resolve({
              url: request.url,
              status: 200,
              headers: {},
              text: page,
              notModified: false,
            })
          : http.request(request),
    },
    {},
    { maxDetails: 8 },
  );
  const result = await cornerstoneAdapter.run(context);
  const raw = result.postings.find((posting) => posting.externalId === "38076")!;
  expect(raw.deadlineText).toBe("2026-10-01T00:00:00");
  const { row } = preparePosting(raw, { organization: null }, new Date("2026-09-13T16:40:08Z"));
  // ValidThrough at midnight on 1 October: the last day to apply is 30 September.
  expect(row).toMatchObject({ closingDate: "2026-09-30", status: "active" });
});
