import { expect, test } from "vitest";
import { createReplayHttpClient } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { adapterContext, readPlatformArchive } from "#tests/support/adapter-fixtures";
import { buildTeamtailorUrl, TEAMTAILOR_PER_PAGE, teamtailorAdapter } from "./teamtailor.source";

const archive = (name: string) => readPlatformArchive("teamtailor", name);

const context = (http: HttpClient, metadata: Record<string, unknown>) =>
  adapterContext(http, metadata, {
    source: { name: "Teamtailor site", baseUrl: "https://x.teamtailor.com" },
    now: "2026-09-08T12:00:00Z",
  });

test("asks the company's RSS feed for more jobs than its first 100", () => {
  expect(buildTeamtailorUrl("naturskyddsforeningen.teamtailor.com")).toBe(
    "https://naturskyddsforeningen.teamtailor.com/jobs.rss?per_page=200",
  );
});

test("a feed of as many jobs as asked for may have more: the run is not complete", async () => {
  const item = (n: number) =>
    `<item><title>Job ${n}</title><link>https://big.teamtailor.com/jobs/${n}-job</link></item>`;
  const text = `<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title>${Array.from(
    { length: TEAMTAILOR_PER_PAGE },
    (_, n) => item(n + 1),
  ).join("")}</channel></rss>`;
  const http: HttpClient = {
    request: (request) =>
      Promise.resolve({ url: request.url, headers: {}, notModified: false, status: 200, text }),
  };
  const result = await teamtailorAdapter.run(context(http, { host: "big.teamtailor.com" }));
  expect(result).toMatchObject({ complete: false, itemsFetched: 200, errors: [] });
});

test.each([
  ["upcloud-jobs.har", "upcloud.teamtailor.com", 2, "Business Intelligence Analyst"],
  ["ferd-jobs.har", "ferd.teamtailor.com", 3, "Ferd Digital Internship"],
])("replays the real answer %s in one request, whole", async (name, host, count, title) => {
  const http = createReplayHttpClient(await archive(name));
  const result = await teamtailorAdapter.run(context(http, { host }));
  expect(http.unmatched).toEqual([]);
  expect(http.requests.map((request) => request.url)).toEqual([buildTeamtailorUrl(host)]);
  expect(result).toMatchObject({ complete: true, itemsFetched: count, errors: [] });
  expect(result.postings[0]?.title).toBe(title);
});

test("a failed request fails the run with the URL", async () => {
  const http: HttpClient = {
    request: (request) =>
      Promise.resolve({ url: request.url, headers: {}, notModified: false, status: 404, text: "" }),
  };
  await expect(
    teamtailorAdapter.run(context(http, { host: "gone.teamtailor.com" })),
  ).rejects.toThrow(
    "teamtailor: jobs https://gone.teamtailor.com/jobs.rss?per_page=200 failed: HTTP 404",
  );
});

test("refuses a host that is not a Teamtailor career site", async () => {
  const http = createReplayHttpClient(await archive("ferd-jobs.har"));
  for (const metadata of [
    { host: "https://ferd.teamtailor.com" },
    { host: "ferd.teamtailor.com/jobs.rss" },
    { host: "ferd.teamtailor.com.evil.org" },
    { host: "careers.example.org" },
    {},
  ])
    await expect(teamtailorAdapter.run(context(http, metadata))).rejects.toThrow(/bad metadata/);
  expect(http.requests).toEqual([]);
});
