import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { smartRecruitersAdapter } from "./smartrecruiters.source";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/smartrecruiters/${name}`, import.meta.url),
    "utf8",
  );
const API = "https://api.smartrecruiters.com/v1/companies/OECD/postings";
const ROUTES: Record<string, string> = {
  [`${API}?limit=2&offset=0`]: read("postings-offset-0.synthetic.json"),
  [`${API}?limit=2&offset=2`]: read("postings-offset-2.synthetic.json"),
  [`${API}/744000098765432`]: read("posting-744000098765432.synthetic.json"),
  [`${API}/744000098712345`]: read("posting-744000098712345.synthetic.json"),
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

function createContext(http: HttpClient, maxPages = 5, maxDetails = 5): AdapterContext {
  return {
    source: {
      id: null,
      name: "OECD",
      baseUrl: "https://careers.smartrecruiters.com/OECD",
      metadata: { companyId: "OECD", pageSize: 2 },
      organization: "OECD",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages,
    maxDetails,
  };
}

test("pages by offset up to totalFound, then fetches each job ad", async () => {
  const { http, requests } = createFakeHttp(ROUTES);
  const result = await smartRecruitersAdapter.run(createContext(http));
  expect(requests.map((request) => request.url)).toEqual([
    `${API}?limit=2&offset=0`,
    `${API}?limit=2&offset=2`,
    `${API}/744000098765432`,
    `${API}/744000098712345`,
    `${API}/744000098699001`,
  ]);
  expect(result.complete).toBe(true);
  expect(result.itemsFetched).toBe(3);
  expect(result.postings[0]?.descriptionHtml).toContain("Revenue Statistics");
  expect(result.postings[0]?.alternateLinks).toHaveLength(2);
  // The third job ad is missing from the fixtures: recorded, the posting kept.
  expect(result.postings).toHaveLength(3);
  expect(result.errors).toEqual([
    `smartrecruiters: posting 744000098699001 (${API}/744000098699001) failed: HTTP 404`,
  ]);
});

test("stops at maxPages and maxDetails", async () => {
  const { http, requests } = createFakeHttp(ROUTES);
  const result = await smartRecruitersAdapter.run(createContext(http, 1, 1));
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(2);
  expect(requests).toHaveLength(2);
  expect(result.postings[1]?.descriptionHtml).toBeUndefined();
});

test("records one bad posting in errors and keeps the rest", async () => {
  const page = JSON.parse(ROUTES[`${API}?limit=2&offset=0`]!) as { content: { name?: string }[] };
  page.content[1]!.name = "";
  const { http } = createFakeHttp({ ...ROUTES, [`${API}?limit=2&offset=0`]: JSON.stringify(page) });
  const result = await smartRecruitersAdapter.run(createContext(http, 5, 0));
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "744000098765432",
    "744000098699001",
  ]);
  expect(result.errors).toEqual([expect.stringMatching(/^SmartRecruiters posting #2: name:/)]);
  expect(result.complete).toBe(true);
});

test("throws a clear error when the list cannot be fetched", async () => {
  const { http } = createFakeHttp({});
  await expect(smartRecruitersAdapter.run(createContext(http))).rejects.toThrow(
    `smartrecruiters: postings page 1 (${API}?limit=2&offset=0) failed: HTTP 404`,
  );
});

test("replays a real SmartRecruiters postings list through the adapter", async () => {
  const http = createReplayHttpClient(
    await readHttpArchive(
      fileURLToPath(
        new URL(
          "../../../../tests/fixtures/platforms/smartrecruiters/gdi-postings.har",
          import.meta.url,
        ),
      ),
    ),
  );
  const result = await smartRecruitersAdapter.run({
    source: {
      id: null,
      name: "Global Development Incubator",
      baseUrl: "https://careers.smartrecruiters.com/GlobalDevelopmentIncubator",
      metadata: { companyId: "GlobalDevelopmentIncubator", fetchDetails: false },
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-07-01T00:00:00Z"),
    maxPages: 5,
    maxDetails: 50,
  });
  expect(http.unmatched).toEqual([]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(result.postings.map((posting) => [posting.title, posting.location])).toEqual([
    ["Partnership for Battery Action, Research and Methods Lead", "Washington, United States"],
    ["Deputy Executive Director, Institute for Law & Organizing", "Detroit, United States"],
    [
      "Chief Executive Officer – British Columbia Forestry Investment Platform",
      "Vancouver, Canada",
    ],
  ]);
  expect(result.postings[1]).toMatchObject({
    organization: "Global Development Incubator",
    contractType: "Full-time staff appointment",
  });
});
