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

const PLATFORM_FIXTURES = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/platforms/un-careers",
);
const readPlatformFixture = (name: string) =>
  readFileSync(path.join(PLATFORM_FIXTURES, name), "utf8");
const DETAIL_URL = "https://careers.un.org/api/public/opening/joV2/285226/en";

/** One list page with a short entry (285226) and a complete one (285249); the detail of 285226. */
function createDetailHttp(detailStatus = 200) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const [status, text] =
        request.url === LIST_URL
          ? [200, readPlatformFixture("list-with-gaps.documented-shape.json")]
          : request.url === DETAIL_URL
            ? [detailStatus, readPlatformFixture("detail-285226.documented-shape.json")]
            : [404, "not found"];
      return Promise.resolve({ url: request.url, status, headers: {}, text, notModified: false });
    },
  };
  return { http, requests };
}

function detailContext(http: HttpClient, metadata: Record<string, unknown>, maxDetails = 10) {
  const context = createContext(http);
  return {
    ...context,
    source: { ...context.source, metadata: { adapter: "un-careers", ...metadata } },
    maxDetails,
  };
}

test("reads the joV2 detail of an entry that lacks fields, and only of that one", async () => {
  const { http, requests } = createDetailHttp();
  const result = await unCareersAdapter.run(detailContext(http, {}));
  expect(requests.map((request) => request.url)).toEqual([LIST_URL, DETAIL_URL]);
  expect(result.errors).toEqual([]);
  expect(result.postings[0]).toMatchObject({
    externalId: "285226",
    location: "BEIRUT",
    expiresAt: "2026-10-07T03:59:59.000Z",
  });
  expect(result.postings[0]?.descriptionHtml).toContain("Final policy report");
  expect(result.complete).toBe(true);
});

test("details: 'all' reads every opening, 'none' none, and maxDetails bounds the reads", async () => {
  const all = createDetailHttp();
  await unCareersAdapter.run(detailContext(all.http, { details: "all" }));
  expect(all.requests.map((request) => request.url)).toEqual([
    LIST_URL,
    DETAIL_URL,
    "https://careers.un.org/api/public/opening/joV2/285249/en",
  ]);
  const none = createDetailHttp();
  await unCareersAdapter.run(detailContext(none.http, { details: "none" }));
  expect(none.requests).toHaveLength(1);
  const bounded = createDetailHttp();
  await unCareersAdapter.run(detailContext(bounded.http, { details: "all" }, 1));
  expect(bounded.requests).toHaveLength(2);
});

test("a failed detail keeps the list entry and names the opening in the errors", async () => {
  const { http } = createDetailHttp(500);
  const result = await unCareersAdapter.run(detailContext(http, {}));
  expect(result.postings).toHaveLength(2);
  expect(result.postings[0]).toMatchObject({ externalId: "285226", location: null });
  expect(result.errors).toEqual(["detail of jobId 285226: HTTP 500"]);
});

test("departments keeps one entity of the tenant; excludeDepartments leaves it to its own source", async () => {
  const only = createDetailHttp();
  const escwa = await unCareersAdapter.run(
    detailContext(only.http, { departments: ["western asia"], details: "none" }),
  );
  expect(escwa.postings.map((posting) => posting.externalId)).toEqual(["285226"]);
  expect(escwa.itemsFetched).toBe(2);
  const rest = createDetailHttp();
  const others = await unCareersAdapter.run(
    detailContext(rest.http, { excludeDepartments: ["Western Asia"], details: "none" }),
  );
  expect(others.postings.map((posting) => posting.externalId)).toEqual(["285249"]);
});

test("bad department options are refused with the option named", async () => {
  const { http } = createDetailHttp();
  await expect(unCareersAdapter.run(detailContext(http, { departments: [] }))).rejects.toThrow(
    /departments/,
  );
});
