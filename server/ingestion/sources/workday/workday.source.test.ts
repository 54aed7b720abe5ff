import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
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
      posting.expiresAt ?? null,
      !!posting.descriptionHtml,
    ]),
  ).toEqual([
    ["JR2561448-2", "2026-03-17", true],
    ["JR2663201", "2026-03-01", true],
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
