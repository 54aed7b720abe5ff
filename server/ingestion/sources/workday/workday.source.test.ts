import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext, SourceConfig } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { workdayAdapter } from "./workday.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/workday");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const API = "https://unhcr.wd3.myworkdayjobs.com/wday/cxs/unhcr/External";

/** Lists by POST body offset, details by the requisition id at the end of the path. */
function createFakeHttp(prefix = "unhcr", api = API) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      let file: string | null = null;
      if (request.method === "POST" && request.url === `${api}/jobs`) {
        file = `${prefix}-list-offset-${(request.body as { offset: number }).offset}.synthetic.json`;
      } else if (request.url.startsWith(`${api}/job/`)) {
        file = `${prefix}-detail-${request.url.split("_").at(-1)}.synthetic.json`;
      }
      let text = "";
      try {
        text = file ? readFixture(file) : "";
      } catch {
        file = null;
      }
      const status = file ? 200 : 500;
      return Promise.resolve({ url: request.url, status, headers: {}, text, notModified: false });
    },
  };
  return { http, requests };
}

function createContext(
  http: HttpClient,
  metadata: Record<string, unknown>,
  limits: Partial<AdapterContext> = {},
): AdapterContext {
  return {
    source: {
      id: "s",
      name: "UNHCR",
      baseUrl: "https://unhcr.wd3.myworkdayjobs.com/en-GB/External",
      metadata,
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-02-25T11:00:00Z"),
    maxPages: 10,
    maxDetails: 10,
    ...limits,
  };
}

const UNHCR = {
  host: "unhcr.wd3.myworkdayjobs.com",
  tenant: "unhcr",
  site: "External",
  locale: "en-GB",
  organization: "UNHCR",
  pageSize: 2,
};

test("pages by offset trusting total from offset 0, fetches details, records bad item and failed detail", async () => {
  const { http, requests } = createFakeHttp();
  const result = await workdayAdapter.run(createContext(http, UNHCR));
  const lists = requests.filter((request) => request.method === "POST");
  expect(lists.map((request) => request.body)).toEqual(
    [0, 2, 4].map((offset) => ({ appliedFacets: {}, limit: 2, offset, searchText: "" })),
  );
  expect(requests.filter((request) => request.method !== "POST")).toHaveLength(4);
  expect(result.itemsFetched).toBe(5);
  expect(result.complete).toBe(true);
  expect(
    result.postings.map((posting) => [
      posting.externalId,
      normalisePosting(posting, NOW).deadline?.instant.toISOString() ?? null,
      !!posting.descriptionHtml,
    ]),
  ).toEqual([
    ["JR2561448-2", "2026-03-17T23:59:59.000Z", true],
    ["JR2663201", "2026-03-01T23:59:59.000Z", true],
    ["JR2665088-1", null, false],
    ["JR2664666-1", null, true],
  ]);
  expect(result.postings[3]).toMatchObject({
    location: "Belmopan, Belize; San Salvador, El Salvador",
    postedAt: "2026-02-23",
  });
  expect(result.postings[2]).toMatchObject({
    title: "Protection Associate",
    location: "Ankara, Turkiye",
    postedAt: "2026-02-25",
  });
  expect(result.errors).toHaveLength(2);
  expect(result.errors[0]).toMatch(/"Senior Admin Finance Assistant"/);
  expect(result.errors[1]).toBe(
    `Workday detail ${API}/job/Ankara-Turkiye/Protection-Associate_JR2665088-1: answered HTTP 500`,
  );
});

test("maxPages stops paging (complete false); maxDetails leaves the rest list-only", async () => {
  const { http, requests } = createFakeHttp();
  const result = await workdayAdapter.run(
    createContext(http, UNHCR, { maxPages: 1, maxDetails: 1 }),
  );
  expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
  expect(requests.filter((request) => request.method !== "POST")).toHaveLength(1);
  expect(result.complete).toBe(false);
  expect(result.postings.map((posting) => posting.descriptionHtml !== null)).toEqual([true, false]);
  expect(result.postings[1]!.link).toBe(
    "https://unhcr.wd3.myworkdayjobs.com/en-GB/External/job/Copenhagen-HQ-Denmark/Associate-Events-Officer--High-Value-Private-Sector-_JR2663201",
  );
});

test("WFP on wd3.myworkdaysite.com with an internship facet", async () => {
  const api = "https://wd3.myworkdaysite.com/wday/cxs/wfp/job_openings";
  const { http, requests } = createFakeHttp("wfp", api);
  const facets = { workerSubType: ["59387fe40123101e856f1834e09b0002"] };
  const result = await workdayAdapter.run(
    createContext(http, {
      host: "wd3.myworkdaysite.com",
      tenant: "wfp",
      site: "job_openings",
      appliedFacets: facets,
    }),
  );
  expect(requests[0]!.body).toMatchObject({ appliedFacets: facets, limit: 20, offset: 0 });
  expect(result.complete).toBe(true);
  expect(result.postings).toEqual([
    expect.objectContaining({
      title: "Director, Internal Audit (D1)",
      organization: "World Food Programme",
      link: "https://wd3.myworkdaysite.com/recruiting/wfp/job_openings/job/Rome/Director--Internal-Audit--D1-_JR117745",
      externalId: "JR117745",
    }),
  ]);
});

test("a failing first list page throws an HttpError; bad metadata is refused", async () => {
  const { http } = createFakeHttp("missing");
  await expect(workdayAdapter.run(createContext(http, UNHCR))).rejects.toMatchObject({
    name: "HttpError",
    status: 500,
  });
  await expect(
    workdayAdapter.run(createContext(http, { ...UNHCR, host: "example.org" })),
  ).rejects.toThrow(/host/);
  await expect(workdayAdapter.run(createContext(http, { ...UNHCR, pageSize: 50 }))).rejects.toThrow(
    /pageSize/,
  );
});

// Real Workday responses captured on 2026-09-13, replayed through the adapter (see
// tests/fixtures/platforms/workday/README.md for what is verbatim and what is reconstructed).
const PLATFORM = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/workday");
const NOW = new Date("2026-09-13T12:00:00Z");

async function replay(archive: string, source: SourceConfig, maxDetails = 10) {
  const client = createReplayHttpClient(await readHttpArchive(path.join(PLATFORM, archive)));
  const result = await workdayAdapter.run({
    source,
    http: client,
    logger: createLogger("silent"),
    now: NOW,
    maxPages: 5,
    maxDetails,
  });
  expect(client.unmatched).toEqual([]);
  return result;
}

const source = (name: string, metadata: Record<string, unknown>): SourceConfig => ({
  id: null,
  name,
  baseUrl: "https://example.org",
  organization: name,
  metadata,
});

test("WTO: the building code CWR is not a duty station; the city the description names is", async () => {
  const result = await replay(
    "wto-external.har",
    source("WTO", { host: "wto.wd103.myworkdayjobs.com", tenant: "wto", site: "External" }),
  );
  expect(result.errors).toEqual([]);
  expect(result.complete).toBe(true);
  const [intern] = result.postings;
  expect(intern).toMatchObject({
    title: "Intern",
    externalId: "JR103985",
    location: "Geneva, Switzerland",
    postedAt: "2026-01-07",
    // endDate 2027-01-01 is the day after the last day to apply ("31-12-2026" in the text).
    closingDate: "2027-01-01",
    closingDateRule: "end-date-is-day-after",
    deadlineDecided: true,
  });
  expect(intern!.descriptionHtml).toContain("WTO Internship Programme");
  const normalised = normalisePosting(intern!, NOW);
  expect(normalised).toMatchObject({ country: "Switzerland", countryCode: "CH", city: "Geneva" });
  expect(normalised.deadline?.localDate).toBe("2026-12-31");
  expect(normalised.deadlineBasis).toBe("tenant-rule");
});

test("UNHCR: endDate and the text agree, so the text's deadline is used", async () => {
  const result = await replay(
    "unhcr-external.har",
    source("UNHCR", {
      host: "unhcr.wd3.myworkdayjobs.com",
      tenant: "unhcr",
      site: "External",
      locale: "en-GB",
    }),
  );
  expect(result.errors).toEqual([]);
  const [officer] = result.postings;
  expect(officer).toMatchObject({
    title: "External Relations Officer",
    externalId: "JR2668710",
    location: "Bangkok (MCO), Thailand",
    postedAt: "2026-09-11",
    closingDate: "2026-09-21",
    organization: "United Nations High Commissioner for Refugees",
    link: "https://unhcr.wd3.myworkdayjobs.com/External/job/Bangkok-MCO-Thailand/External-Relations-Officer_JR2668710",
  });
  const normalised = normalisePosting(officer!, NOW);
  expect(normalised).toMatchObject({ city: "Bangkok", countryCode: "TH", isExpired: false });
  expect(normalised.deadline?.localDate).toBe("2026-09-20");
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-09-20T23:59:59.000Z");
});

test("WFP: listed jobs are never expired by a stale text date; list-only items keep their startDate", async () => {
  const result = await replay(
    "wfp-job-openings.har",
    source("WFP", { host: "wd3.myworkdaysite.com", tenant: "wfp", site: "job_openings" }),
    2,
  );
  expect(result.errors).toEqual([]);
  expect(result.itemsFetched).toBe(5);
  expect(result.complete).toBe(true);
  const byId = new Map(result.postings.map((posting) => [posting.externalId, posting]));
  // Text "14 March 2026", endDate 2026-12-15: the platform's date wins.
  const innovation = byId.get("JR109486-3")!;
  expect(innovation).toMatchObject({
    title: "Business Innovation Consultant -  VA 174031",
    location: "Rome, Italy",
    postedAt: "2026-01-28",
    closingDate: "2026-12-15",
  });
  expect(normalisePosting(innovation, NOW)).toMatchObject({
    isExpired: false,
    deadline: { localDate: "2026-12-14" },
    deadlineBasis: "tenant-rule",
  });
  // Text "29 May 2026" (past), endDate "2926-05-30" (a typo far in the future): no closing date.
  const consultant = byId.get("JR123148-2")!;
  expect(consultant).toMatchObject({
    title: "Information Technology Consultant",
    organization: "World Food Programme",
    postedAt: "2026-05-15",
    closingDate: "2926-05-30",
  });
  const normalised = normalisePosting(consultant, NOW);
  expect(normalised.deadline).toBeNull();
  expect(normalised.isExpired).toBe(false);
  expect(normalised.descriptionText).toContain("SD-WAN");
  // Beyond maxDetails: list items dated by their own startDate, not "now − 30 days".
  expect(
    ["JR120033-1", "JR109701-1", "JR126529-1"].map((id) => [
      byId.get(id)?.postedAt,
      byId.get(id)?.descriptionHtml,
    ]),
  ).toEqual([
    ["2026-01-30", null],
    ["2026-01-29", null],
    ["2026-09-07", null],
  ]);
});
