import { expect, test } from "vitest";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import { createReplayHttpClient } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import {
  adapterContext,
  platformFixturePath,
  readPlatformArchive,
} from "#tests/support/adapter-fixtures";
import { itciloJobsAdapter } from "./itcilo-jobs.source";

const LIST_URL = "https://jobs.itcilo.org/";
const fixture = (name: string) => platformFixturePath("itcilo-jobs", name);

const context = (http: HttpClient, metadata: Record<string, unknown> = {}, maxDetails = 5) =>
  adapterContext(
    http,
    { adapter: "itcilo-jobs", ...metadata },
    {
      source: { name: "ITCILO", baseUrl: LIST_URL, organization: "ITCILO" },
      now: "2026-09-13T12:00:00Z",
      maxDetails,
    },
  );

test("replays the real site of 2026-09-13: one list, then each vacancy's page; the list is whole", async () => {
  const http = createReplayHttpClient(
    await readPlatformArchive("itcilo-jobs", "vacancies-20260913.har"),
  );
  const result = await itciloJobsAdapter.run(context(http));
  expect(http.requests.map((request) => request.url)).toEqual([
    LIST_URL,
    "https://jobs.itcilo.org/view_vacancy/207",
    "https://jobs.itcilo.org/view_vacancy/208",
    "https://jobs.itcilo.org/view_vacancy/209",
  ]);
  expect(result.complete).toBe(true);
  expect(result.itemsFetched).toBe(3);
  expect(result.errors).toEqual([]);
  expect(
    result.postings.map(({ externalId, location, grade, deadlineText, contractType }) => ({
      externalId,
      location,
      grade,
      deadlineText,
      contractType,
    })),
  ).toEqual([
    {
      externalId: "207",
      location: "Turin, Italy",
      grade: "P 2",
      deadlineText: "Application Deadline: Oct. 9, 2026",
      contractType:
        "FULL TIME - Fixed Term, Regular Budget. Two years + extension subject to satisfactory performance",
    },
    expect.objectContaining({ externalId: "208", location: "Turin, Italy", grade: "P 2" }),
    expect.objectContaining({
      externalId: "209",
      location: "Turin, Italy",
      grade: "G 5",
      deadlineText: "Application Deadline: Sept. 24, 2026",
    }),
  ]);
  expect(result.postings.every((posting) => posting.organization === "ITCILO")).toBe(true);
  expect(result.postings.every((posting) => posting.descriptionHtml)).toBe(true);
});

test("past the detail budget a posting keeps the list's facts: no duty station is assumed", async () => {
  const http = createFileBackedHttpClient({
    routes: [{ url: LIST_URL, file: fixture("current-listing-20260913.real.html") }],
  });
  const result = await itciloJobsAdapter.run(context(http, {}, 0));
  expect(result.complete).toBe(true);
  expect(result.postings.map((posting) => [posting.externalId, posting.location])).toEqual([
    ["207", null],
    ["208", null],
    ["209", null],
  ]);
  expect(result.postings[2]?.deadlineText).toBe("Closing Date: Sept. 24, 2026");
});

test("a vacancy page answering 404 proves that vacancy gone; another failure is reported and the list's facts kept", async () => {
  const http = createFileBackedHttpClient({
    routes: [
      { url: LIST_URL, file: fixture("current-listing-20260913.real.html") },
      { url: "https://jobs.itcilo.org/view_vacancy/207", text: "gone", status: 404 },
      { url: "https://jobs.itcilo.org/view_vacancy/208", text: "busy", status: 503 },
      {
        url: "https://jobs.itcilo.org/view_vacancy/209",
        file: fixture("vacancy-209-20260913.TRIMMED.html"),
      },
    ],
  });
  const result = await itciloJobsAdapter.run(context(http));
  expect(result.goneExternalIds).toEqual(["207"]);
  expect(result.goneUrls).toEqual(["https://jobs.itcilo.org/view_vacancy/207"]);
  expect(result.postings.map((posting) => posting.externalId)).toEqual(["208", "209"]);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(/^itcilo-jobs: vacancy 208 \(.*view_vacancy\/208\) failed:/);
  expect(result.postings[0]?.deadlineText).toBe("Closing Date: Oct. 9, 2026");
});

test("a list that fails, or is not the vacancy list, fails the run with the request named", async () => {
  const failing = createFileBackedHttpClient({
    routes: [{ url: LIST_URL, text: "<html>503</html>", status: 503 }],
  });
  await expect(itciloJobsAdapter.run(context(failing))).rejects.toThrow(
    /itcilo-jobs: vacancy list https:\/\/jobs\.itcilo\.org\/ failed/,
  );
  const other = createFileBackedHttpClient({
    routes: [{ url: LIST_URL, file: fixture("vacancy-207-20260913.TRIMMED.html") }],
  });
  await expect(itciloJobsAdapter.run(context(other))).rejects.toThrow(/not the vacancy list/);
});

test("a list address on another host is refused with the option named", async () => {
  const http = createFileBackedHttpClient({ routes: [] });
  await expect(
    itciloJobsAdapter.run(context(http, { listUrl: "https://www.itcilo.org/about/jobs" })),
  ).rejects.toThrow(/listUrl/);
});
