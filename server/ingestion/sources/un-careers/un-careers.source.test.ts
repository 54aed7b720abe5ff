import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { unCareersAdapter } from "./un-careers.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/un-careers");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const LIST_URL = "https://careers.un.org/api/public/opening/jo/list/filteredV2/en";

type Page = { pagination: { page: number; itemPerPage: number } };

/** Answers list POSTs with list-page-{page}.synthetic.json; `statusFor` can fail a page. */
function createFakeHttp(statusFor: (page: number) => number = () => 200) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const page = (request.body as Page).pagination.page;
      const status = request.url === LIST_URL && page <= 2 ? statusFor(page) : 404;
      const text =
        status === 200 ? readFixture(`list-page-${page}.synthetic.json`) : "<html>error</html>";
      return Promise.resolve({ url: request.url, status, headers: {}, text, notModified: false });
    },
  };
  return { http, requests };
}

function createContext(http: HttpClient, maxPages = 10): AdapterContext {
  return {
    source: {
      id: "s",
      name: "UN Careers",
      baseUrl: "https://careers.un.org",
      metadata: { adapter: "un-careers", pageSize: 2 },
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages,
    maxDetails: 0,
  };
}

test("walks pages 0..2 by POST body until count is reached; bad item recorded; complete", async () => {
  const { http, requests } = createFakeHttp();
  const result = await unCareersAdapter.run(createContext(http));
  expect(requests.map((request) => [request.method, (request.body as Page).pagination])).toEqual([
    ["POST", { page: 0, itemPerPage: 2, sortBy: "jobId", sortDirection: -1 }],
    ["POST", { page: 1, itemPerPage: 2, sortBy: "jobId", sortDirection: -1 }],
    ["POST", { page: 2, itemPerPage: 2, sortBy: "jobId", sortDirection: -1 }],
  ]);
  expect(result.itemsFetched).toBe(5);
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "271204",
    "271188",
    "271150",
    "271102",
  ]);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(/jobId 271149/);
  expect(result.complete).toBe(true);
});

test("maxPages stops early with complete false", async () => {
  const { http, requests } = createFakeHttp();
  const result = await unCareersAdapter.run(createContext(http, 2));
  expect(requests).toHaveLength(2);
  expect(result.postings).toHaveLength(3);
  expect(result.complete).toBe(false);
});

test("a failing later page is an error and leaves the run incomplete", async () => {
  const { http } = createFakeHttp((page) => (page === 1 ? 502 : 200));
  const result = await unCareersAdapter.run(createContext(http));
  expect(result.postings).toHaveLength(2);
  expect(result.errors).toEqual(["list page 1: careers.un.org list page 1 answered HTTP 502"]);
  expect(result.complete).toBe(false);
});

test("a failing first page throws an HttpError", async () => {
  const { http } = createFakeHttp(() => 403);
  await expect(unCareersAdapter.run(createContext(http))).rejects.toMatchObject({
    name: "HttpError",
    status: 403,
    message: "careers.un.org list page 0 answered HTTP 403",
  });
});

test("with the file-backed client: pages served by POST body, a thrown 403 names the list page", async () => {
  const onPage = (page: number) => (request: HttpRequest) =>
    (request.body as Page).pagination.page === page;
  const routes = [0, 1, 2].map((page) => ({
    method: "POST" as const,
    url: LIST_URL,
    when: onPage(page),
    file: `list-page-${page}.synthetic.json`,
  }));
  const ok = await unCareersAdapter.run(
    createContext(createFileBackedHttpClient({ baseDir: FIXTURES, routes })),
  );
  expect(ok.postings).toHaveLength(4);
  expect(ok.complete).toBe(true);
  const denied = createFileBackedHttpClient({
    routes: [{ method: "POST", url: LIST_URL, text: "<html>403</html>", status: 403 }],
  });
  await expect(unCareersAdapter.run(createContext(denied))).rejects.toMatchObject({
    name: "HttpError",
    status: 403,
    message: expect.stringMatching(/^careers\.un\.org list page 0: HTTP 403/) as string,
  });
});
