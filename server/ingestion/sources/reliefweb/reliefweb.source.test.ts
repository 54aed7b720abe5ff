import path from "node:path";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { reliefWebAdapter } from "./reliefweb.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/reliefweb");
const JOBS_URL = /^https:\/\/api\.reliefweb\.int\/v2\/jobs\?appname=/;
const atOffset = (offset: number) => (request: { body?: unknown }) =>
  (request.body as { offset: number }).offset === offset;

/** The shared file-backed client: it throws HttpError on non-2xx like the real one. */
function createRecordedHttp(status = 200) {
  return createFileBackedHttpClient({
    baseDir: FIXTURES,
    routes: [
      {
        method: "POST",
        url: JOBS_URL,
        when: atOffset(0),
        file: "jobs-list.synthetic.json",
        status,
      },
      {
        method: "POST",
        url: JOBS_URL,
        when: atOffset(4),
        file: "jobs-list-offset-4.synthetic.json",
        status,
      },
    ],
  });
}

function createContext(
  http: HttpClient,
  metadata: Record<string, unknown>,
  maxPages = 10,
): AdapterContext {
  return {
    source: {
      id: "s",
      name: "ReliefWeb",
      baseUrl: "https://reliefweb.int/jobs",
      metadata,
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-02-25T00:00:00Z"),
    maxPages,
    maxDetails: 0,
  };
}

test("POSTs with the appname, pages by offset until totalCount, records the bad job", async () => {
  const http = createRecordedHttp();
  const { requests } = http;
  const result = await reliefWebAdapter.run(
    createContext(http, { appname: "blueboard-test", pageSize: 4 }),
  );
  expect(requests.map((request) => [request.method, request.url, request.body])).toEqual([
    [
      "POST",
      "https://api.reliefweb.int/v2/jobs?appname=blueboard-test",
      { preset: "latest", profile: "full", limit: 4, offset: 0 },
    ],
    [
      "POST",
      "https://api.reliefweb.int/v2/jobs?appname=blueboard-test",
      { preset: "latest", profile: "full", limit: 4, offset: 4 },
    ],
  ]);
  expect(result.itemsFetched).toBe(5);
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "4198765",
    "4198802",
    "4198811",
    "4198830",
  ]);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(/job 4198820/);
  expect(result.complete).toBe(true);
});

test("maxPages → complete false", async () => {
  const http = createRecordedHttp();
  const result = await reliefWebAdapter.run(
    createContext(http, { appname: "blueboard-test", pageSize: 4 }, 1),
  );
  expect(result.postings).toHaveLength(3);
  expect(result.complete).toBe(false);
});

test("a missing appname is refused before any request", async () => {
  const http = createRecordedHttp();
  const { requests } = http;
  await expect(reliefWebAdapter.run(createContext(http, {}))).rejects.toThrow(
    "ReliefWeb requires an approved appname",
  );
  expect(requests).toHaveLength(0);
});

test("403 AccessDenied throws an HttpError explaining the appname", async () => {
  const http = createRecordedHttp(403);
  await expect(
    reliefWebAdapter.run(createContext(http, { appname: "not-approved" })),
  ).rejects.toMatchObject({
    name: "HttpError",
    status: 403,
    message: expect.stringMatching(
      /^ReliefWeb refused appname "not-approved" \(HTTP 403 AccessDenied\): ReliefWeb requires an approved appname/,
    ) as string,
  });
});

test("a failing later page is recorded and leaves the run incomplete", async () => {
  const http = createFileBackedHttpClient({
    baseDir: FIXTURES,
    routes: [
      { method: "POST", url: JOBS_URL, when: atOffset(0), file: "jobs-list.synthetic.json" },
      { method: "POST", url: JOBS_URL, when: atOffset(4), text: "busy", status: 502 },
    ],
  });
  const result = await reliefWebAdapter.run(
    createContext(http, { appname: "blueboard-test", pageSize: 4 }),
  );
  expect(result.postings).toHaveLength(3);
  expect(result.errors.at(-1)).toBe("jobs offset 4: ReliefWeb jobs (offset 4) answered HTTP 502");
  expect(result.complete).toBe(false);
});

test("replays the assembled jobs archive (real envelope, documented fields) over both pages", async () => {
  const http = createReplayHttpClient(
    await readHttpArchive(
      path.join(
        import.meta.dirname,
        "../../../../tests/fixtures/platforms/reliefweb/jobs-v2.assembled.har",
      ),
    ),
  );
  const result = await reliefWebAdapter.run({
    source: {
      id: null,
      name: "ReliefWeb jobs",
      baseUrl: "https://reliefweb.int/jobs",
      metadata: { appname: "blueboard-test", pageSize: 4 },
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-02-20T00:00:00Z"),
    maxPages: 5,
    maxDetails: 0,
  });
  expect(http.unmatched).toEqual([]);
  expect(http.requests.map((request) => (request.body as { offset: number }).offset)).toEqual([
    0, 4,
  ]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 5 });
  expect(result.errors).toHaveLength(1);
  expect(
    result.postings.map((posting) => [posting.externalId, posting.location, posting.deadlineText]),
  ).toEqual([
    ["4198765", "Addis Ababa, Ethiopia; Jijiga, Ethiopia", "2026-03-02"],
    // OCHA's roster names no country and says nothing of remote work: no location.
    ["4198802", null, "2026-04-30"],
    ["4198811", expect.any(String), "2026-03-15"],
    ["4198830", "Tindouf, Algeria", "2026-03-10"],
  ]);
});
