import { expect, test } from "vitest";
import { createReplayHttpClient } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { adapterContext, readPlatformArchive } from "#tests/support/adapter-fixtures";
import { buildPersonioUrl, personioAdapter } from "./personio.source";

const archive = (name: string) => readPlatformArchive("personio", name);

const context = (http: HttpClient, metadata: Record<string, unknown>) =>
  adapterContext(http, metadata, {
    source: { name: "Personio site", baseUrl: "https://x.jobs.personio.com" },
    now: "2026-10-07T12:00:00Z",
  });

test("asks the company's feed, in a language when the source names one", () => {
  expect(buildPersonioUrl("cyberpeace-institute.jobs.personio.com")).toBe(
    "https://cyberpeace-institute.jobs.personio.com/xml",
  );
  expect(buildPersonioUrl("acaps.jobs.personio.com", "en")).toBe(
    "https://acaps.jobs.personio.com/xml?language=en",
  );
});

test.each([
  ["clark-positions.har", { host: "clark.jobs.personio.de" }, 4, "(Senior) CRM Manager (m/w/d)"],
  [
    "holidu-position.har",
    { host: "holidu.jobs.personio.de", language: "en" },
    1,
    "Talent Pool Bolzano – Sales & Account Management (all genders)",
  ],
])("replays the real answer %s in one request, whole", async (name, metadata, count, title) => {
  const http = createReplayHttpClient(await archive(name));
  const result = await personioAdapter.run(context(http, metadata));
  expect(http.unmatched).toEqual([]);
  expect(http.requests.map((request) => request.url)).toEqual([
    buildPersonioUrl(metadata.host, "language" in metadata ? metadata.language : undefined),
  ]);
  expect(result).toMatchObject({ complete: true, itemsFetched: count, errors: [] });
  expect(result.postings[0]?.title).toBe(title);
});

test("a failed request fails the run with the URL", async () => {
  const http: HttpClient = {
    request: (request) =>
      Promise.resolve({
        url: request.url,
        headers: {},
        notModified: false,
        status: 404,
        text: "",
      }),
  };
  await expect(
    personioAdapter.run(context(http, { host: "gone.jobs.personio.com" })),
  ).rejects.toThrow("personio: positions https://gone.jobs.personio.com/xml failed: HTTP 404");
});

test("a company that is not on Personio answers a web page: the run fails saying so", async () => {
  // An unknown company's address is redirected to Personio's own site, which answers HTML.
  const http: HttpClient = {
    request: () =>
      Promise.resolve({
        url: "https://www.personio.com/",
        headers: {},
        notModified: false,
        status: 200,
        text: "<!DOCTYPE html><html><head><title>Personio</title></head><body></body></html>",
      }),
  };
  await expect(
    personioAdapter.run(context(http, { host: "nobody.jobs.personio.com" })),
  ).rejects.toThrow(
    /personio: positions https:\/\/nobody\.jobs\.personio\.com\/xml failed: Personio feed:/,
  );
});

test("refuses a host that is not a Personio careers site, and a language that is not a code", async () => {
  const http = createReplayHttpClient(await archive("clark-positions.har"));
  for (const metadata of [
    { host: "https://clark.jobs.personio.de" },
    { host: "clark.jobs.personio.de/xml" },
    { host: "careers.example.org" },
    { host: "clark.jobs.personio.de", language: "english" },
  ])
    await expect(personioAdapter.run(context(http, metadata))).rejects.toThrow(/bad metadata/);
  expect(http.requests).toEqual([]);
});
