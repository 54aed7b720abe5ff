import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { HttpError, type HttpClient } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { buildIcimsSearchUrl } from "./icims.parse";
import { icimsAdapter } from "./icims.source";

const fixture = (name: string) =>
  fileURLToPath(new URL(`../../../../tests/fixtures/platforms/icims/${name}`, import.meta.url));

const TFG = "careers-tfghospitality.icims.com";
const CANISIUS = "canisiusuniversity-puzzlehr.icims.com";

function context(
  http: HttpClient,
  metadata: Record<string, unknown>,
  limits: { maxPages: number; maxDetails: number },
): AdapterContext {
  return {
    source: {
      id: null,
      name: "iCIMS portal",
      baseUrl: `https://${String(metadata.host)}/jobs/search`,
      metadata,
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-09-03T12:00:00Z"),
    ...limits,
  };
}

test("replays TFG Hospitality's real first page; the next page it names is past the budget", async () => {
  const http = createReplayHttpClient(await readHttpArchive(fixture("tfghospitality-search.har")));
  const result = await icimsAdapter.run(
    context(http, { host: TFG, organization: "TFG Hospitality" }, { maxPages: 1, maxDetails: 0 }),
  );
  expect(http.requests.map((request) => request.url)).toEqual([buildIcimsSearchUrl(TFG, 0)]);
  expect(result).toMatchObject({ complete: false, itemsFetched: 3, errors: [] });
  expect(result.postings.map((posting) => [posting.externalId, posting.organization])).toEqual([
    ["8149", "TFG Hospitality"],
    ["8147", "TFG Hospitality"],
    ["8130", "TFG Hospitality"],
  ]);
});

test("follows the page the portal names; a page repeating jobs already read ends the walk short", async () => {
  // The archive holds the first page only; the replay answers the second request, whose path is
  // the same, with it, as a portal that ignored `pr` would.
  const http = createReplayHttpClient(await readHttpArchive(fixture("tfghospitality-search.har")));
  const result = await icimsAdapter.run(
    context(http, { host: TFG }, { maxPages: 5, maxDetails: 0 }),
  );
  expect(http.requests.map((request) => request.url)).toEqual([
    buildIcimsSearchUrl(TFG, 0),
    buildIcimsSearchUrl(TFG, 1),
  ]);
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(3);
  expect(result.errors).toEqual([
    `icims: search page 2 (${buildIcimsSearchUrl(TFG, 1)}) repeated jobs already read; stopped paging`,
  ]);
});

test("a later page that fails ends the walk short, keeping what was read", async () => {
  const first = readFileSync(fixture("tfghospitality-search-page1.TRIMMED.html"), "utf8");
  const http: HttpClient = {
    request: (request) =>
      request.url === buildIcimsSearchUrl(TFG, 0)
        ? Promise.resolve({
            url: request.url,
            headers: {},
            notModified: false,
            status: 200,
            text: first,
          })
        : Promise.reject(new HttpError("HTTP 502", request.url, 502)),
  };
  const result = await icimsAdapter.run(
    context(http, { host: TFG }, { maxPages: 5, maxDetails: 0 }),
  );
  expect(result).toMatchObject({ complete: false, itemsFetched: 3 });
  expect(result.postings).toHaveLength(3);
  expect(result.errors).toEqual([
    `icims: search page 2 (${buildIcimsSearchUrl(TFG, 1)}) failed: HTTP 502`,
  ]);
});

test("a first page that fails fails the run with its address", async () => {
  const http: HttpClient = {
    request: (request) =>
      Promise.resolve({ url: request.url, headers: {}, notModified: false, status: 503, text: "" }),
  };
  await expect(
    icimsAdapter.run(context(http, { host: TFG }, { maxPages: 5, maxDetails: 0 })),
  ).rejects.toThrow(`icims: search page 1 (${buildIcimsSearchUrl(TFG, 0)}) failed: HTTP 503`);
});

test("completes postings from their pages; a 404 page is a gone job, another failure keeps the card", async () => {
  // The list is written here around three ids of Canisius University's portal; the job page
  // answered for 12165 is its real page.
  const list = `<ul class="iCIMS_JobsTable">${[12165, 11111, 22222]
    .map(
      (id) => `<li class="iCIMS_JobCardItem">
        <span class="sr-only field-label">Job Locations</span><span>US-NY-Buffalo</span>
        <a href="https://${CANISIUS}/jobs/${id}/job-${id}/job?in_iframe=1"><h3>Job ${id}</h3></a></li>`,
    )
    .join("")}</ul>`;
  const jobPage = readFileSync(fixture("canisius-12165-job.TRIMMED.html"), "utf8");
  const requests: string[] = [];
  const http: HttpClient = {
    request: (request) => {
      requests.push(request.url);
      const answer = (status: number, text: string) =>
        Promise.resolve({ url: request.url, headers: {}, notModified: false, status, text });
      if (request.url.includes("/jobs/search")) return answer(200, list);
      if (request.url.includes("/jobs/12165/")) return answer(200, jobPage);
      if (request.url.includes("/jobs/11111/"))
        return Promise.reject(new HttpError("HTTP 404", request.url, 404));
      return answer(500, "");
    },
  };
  const result = await icimsAdapter.run(
    context(
      http,
      { host: CANISIUS, organization: "Canisius University" },
      { maxPages: 5, maxDetails: 5 },
    ),
  );
  expect(requests).toEqual([
    buildIcimsSearchUrl(CANISIUS, 0),
    `https://${CANISIUS}/jobs/12165/job-12165/job?in_iframe=1`,
    `https://${CANISIUS}/jobs/11111/job-11111/job?in_iframe=1`,
    `https://${CANISIUS}/jobs/22222/job-22222/job?in_iframe=1`,
  ]);
  expect(result.complete).toBe(true);
  expect(result.goneExternalIds).toEqual(["11111"]);
  expect(result.goneUrls).toEqual([`https://${CANISIUS}/jobs/11111/job-11111/job?in_iframe=1`]);
  expect(result.errors).toEqual([
    `icims: job 22222 (https://${CANISIUS}/jobs/22222/job-22222/job?in_iframe=1) failed: HTTP 500`,
  ]);
  expect(result.postings).toEqual([
    expect.objectContaining({
      externalId: "12165",
      title: "Human Resources Coordinator",
      link: `https://${CANISIUS}/jobs/12165/job-12165/job`,
      location: "Buffalo, United States",
      contractType: "Full-time staff appointment",
      postedAt: "2026-09-02T04:00:00.000Z",
    }),
    expect.objectContaining({
      externalId: "22222",
      title: "Job 22222",
      location: "Buffalo, United States",
    }),
  ]);
  expect(result.postings[0]?.descriptionHtml).toContain("Why Join Canisius University");
  expect(result.postings[0]).not.toHaveProperty("deadlineText");
});

test("refuses a host outside icims.com before any request", async () => {
  const requests: string[] = [];
  const http: HttpClient = {
    request: (request) => {
      requests.push(request.url);
      return Promise.reject(new Error("no request expected"));
    },
  };
  for (const host of [
    "jobs.jhpiego.org",
    "https://careers-chai.icims.com",
    "CAREERS-CHAI.icims.com",
  ])
    await expect(
      icimsAdapter.run(context(http, { host }, { maxPages: 1, maxDetails: 0 })),
    ).rejects.toThrow(/bad metadata/);
  expect(requests).toEqual([]);
});
