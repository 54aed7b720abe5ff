import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { greenhouseAdapter } from "./greenhouse.source";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/greenhouse/${name}`, import.meta.url),
    "utf8",
  );
const LIST = "https://boards-api.greenhouse.io/v1/boards/msfcareers/jobs?content=true";
const DETAIL = "https://boards-api.greenhouse.io/v1/boards/msfcareers/jobs/7380554002";

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
  metadata: Record<string, unknown> = { token: "msfcareers" },
): AdapterContext {
  return {
    source: {
      id: null,
      name: "MSF careers",
      baseUrl: "https://job-boards.greenhouse.io/msfcareers",
      metadata,
      organization: "MSF",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages: 5,
    maxDetails: 5,
  };
}

test("reads the board in one request and fetches the job that lacks content", async () => {
  const { http, requests } = createFakeHttp({
    [LIST]: read("jobs.synthetic.json"),
    [DETAIL]: read("job-7380554002.synthetic.json"),
  });
  const result = await greenhouseAdapter.run(createContext(http));
  expect(result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(requests.map((request) => request.url)).toEqual([LIST, DETAIL]);
  expect(result.postings[2]?.descriptionHtml).toMatch(/^<p>MSF is recruiting medical doctors/);
});

test("records a failed detail fetch and keeps the posting", async () => {
  const { http } = createFakeHttp({ [LIST]: read("jobs.synthetic.json") });
  const result = await greenhouseAdapter.run(createContext(http));
  expect(result.postings).toHaveLength(3);
  expect(result.errors).toEqual([`greenhouse: job 7380554002 (${DETAIL}) failed: HTTP 404`]);
});

test("records one bad job in errors and keeps the rest", async () => {
  const board = JSON.parse(read("jobs.synthetic.json")) as { jobs: { title?: string }[] };
  delete board.jobs[1]!.title;
  const { http } = createFakeHttp({
    [LIST]: JSON.stringify(board),
    [DETAIL]: read("job-7380554002.synthetic.json"),
  });
  const result = await greenhouseAdapter.run(createContext(http));
  expect(result.postings).toHaveLength(2);
  expect(result.itemsFetched).toBe(3);
  expect(result.errors).toEqual([
    expect.stringMatching(/^Greenhouse job #2 \(id 7398120002\): title:/),
  ]);
});

test("reports a short board (fewer jobs than meta.total) as incomplete", async () => {
  const board = JSON.parse(read("jobs.synthetic.json")) as { meta: { total: number } };
  board.meta.total = 40;
  const { http } = createFakeHttp({ [LIST]: JSON.stringify(board) });
  const result = await greenhouseAdapter.run({ ...createContext(http), maxDetails: 0 });
  expect(result.complete).toBe(false);
  expect(result.errors).toEqual([]);
});

test("throws a clear error when the board cannot be fetched", async () => {
  const { http } = createFakeHttp({});
  await expect(greenhouseAdapter.run(createContext(http))).rejects.toThrow(
    `greenhouse: jobs list ${LIST} failed: HTTP 404`,
  );
});

test("rejects a token that is not a board token", async () => {
  const { http } = createFakeHttp({});
  await expect(greenhouseAdapter.run(createContext(http, { token: "../admin" }))).rejects.toThrow(
    /bad metadata \(token:/,
  );
});

test("replays GitLab's real board through the adapter without detail requests", async () => {
  const http = createReplayHttpClient(
    await readHttpArchive(
      fileURLToPath(
        new URL("../../../../tests/fixtures/platforms/greenhouse/gitlab-jobs.har", import.meta.url),
      ),
    ),
  );
  const result = await greenhouseAdapter.run({
    source: {
      id: null,
      name: "GitLab",
      baseUrl: "https://job-boards.greenhouse.io/gitlab",
      metadata: { token: "gitlab" },
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-09-29T00:00:00Z"),
    maxPages: 1,
    maxDetails: 5,
  });
  expect(http.unmatched).toEqual([]);
  expect(http.requests).toHaveLength(1);
  expect(result).toMatchObject({ complete: true, itemsFetched: 1, errors: [] });
  expect(result.postings[0]).toMatchObject({
    title: "AI Engineer",
    organization: "GitLab",
    location: "Remote, Bangalore",
  });
  expect(result.postings[0]?.descriptionHtml).toContain("GitLab is the intelligent orchestration");
});
