import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { buildLeverUrl, leverAdapter } from "./lever.source";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/lever/${name}`, import.meta.url),
    "utf8",
  );
const PAGE_1 = "https://api.lever.co/v0/postings/reliefpartners?mode=json&skip=0&limit=2";
const PAGE_2 = "https://api.lever.co/v0/postings/reliefpartners?mode=json&skip=2&limit=2";
const ROUTES = {
  [PAGE_1]: read("postings-skip-0.synthetic.json"),
  [PAGE_2]: read("postings-skip-2.synthetic.json"),
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
  maxPages = 5,
  metadata: Record<string, unknown> = {},
): AdapterContext {
  return {
    source: {
      id: null,
      name: "Relief Partners",
      baseUrl: "https://jobs.lever.co/reliefpartners",
      metadata: { token: "reliefpartners", pageSize: 2, ...metadata },
      organization: "Relief Partners International",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages,
    maxDetails: 5,
  };
}

test("pages with skip/limit until a short page and reports a complete run", async () => {
  const { http, requests } = createFakeHttp(ROUTES);
  const result = await leverAdapter.run(createContext(http));
  expect(requests.map((request) => request.url)).toEqual([PAGE_1, PAGE_2]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(result.postings.map((posting) => posting.title)).toEqual([
    "Protection Officer – Gender-Based Violence",
    "Monitoring, Evaluation, Accountability and Learning (MEAL) Coordinator",
    "Grants and Compliance Manager",
  ]);
  expect(result.postings[0]?.organization).toBe("Relief Partners International");
});

test("stops at maxPages and reports the run incomplete", async () => {
  const { http, requests } = createFakeHttp(ROUTES);
  const result = await leverAdapter.run(createContext(http, 1));
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(2);
  expect(requests).toHaveLength(1);
});

test("records one bad posting in errors and keeps the rest", async () => {
  const page = JSON.parse(ROUTES[PAGE_1]) as { text?: string }[];
  delete page[0]!.text;
  const { http } = createFakeHttp({ ...ROUTES, [PAGE_1]: JSON.stringify(page) });
  const result = await leverAdapter.run(createContext(http));
  expect(result.postings).toHaveLength(2);
  expect(result.itemsFetched).toBe(3);
  expect(result.complete).toBe(true);
  expect(result.errors).toEqual([
    expect.stringMatching(/^Lever posting #1 \(id 3f6b2a10-.*\): text:/),
  ]);
});

test("does not claim completeness when the API ignores skip", async () => {
  const { http } = createFakeHttp({ [PAGE_1]: ROUTES[PAGE_1], [PAGE_2]: ROUTES[PAGE_1] });
  const result = await leverAdapter.run(createContext(http));
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(2);
  expect(result.errors).toEqual(["lever: page 2 repeated earlier postings; stopped paging"]);
});

test("throws a clear error when the first page cannot be fetched", async () => {
  const { http } = createFakeHttp({});
  await expect(leverAdapter.run(createContext(http))).rejects.toThrow(
    `lever: postings page 1 (${PAGE_1}) failed: HTTP 404`,
  );
});

test("uses the EU host when configured", () => {
  expect(buildLeverUrl("ngo", "eu", 100, 100)).toBe(
    "https://api.eu.lever.co/v0/postings/ngo?mode=json&skip=100&limit=100",
  );
});

test.each([
  ["zoox-postings.har", "zoox", "Autonomy System Test Engineer", "Foster City, CA"],
  ["apolloresearch-postings.har", "apolloresearch", "Finance Manager", "London"],
])(
  "replays the real Lever list %s through the adapter",
  async (archive, token, title, location) => {
    const http = createReplayHttpClient(
      await readHttpArchive(
        fileURLToPath(
          new URL(`../../../../tests/fixtures/platforms/lever/${archive}`, import.meta.url),
        ),
      ),
    );
    const result = await leverAdapter.run({
      source: {
        id: null,
        name: token,
        baseUrl: `https://jobs.lever.co/${token}`,
        metadata: { token },
        organization: token,
      },
      http,
      logger: createLogger("silent"),
      now: new Date("2026-10-01T00:00:00Z"),
      maxPages: 5,
      maxDetails: 5,
    });
    expect(http.unmatched).toEqual([]);
    expect(result).toMatchObject({ complete: true, itemsFetched: 1, errors: [] });
    expect(result.postings[0]).toMatchObject({ title, location });
    expect(result.postings[0]?.descriptionHtml?.length).toBeGreaterThan(200);
  },
);
