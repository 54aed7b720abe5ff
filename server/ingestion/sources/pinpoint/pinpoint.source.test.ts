import { expect, test } from "vitest";
import { createReplayHttpClient } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { adapterContext, readPlatformArchive } from "#tests/support/adapter-fixtures";
import { buildPinpointUrl, pinpointAdapter } from "./pinpoint.source";

const archive = () => readPlatformArchive("pinpoint", "workwithus-postings.har");

const context = (http: HttpClient, metadata: Record<string, unknown>) =>
  adapterContext(http, metadata, {
    source: {
      name: "Pinpoint site",
      baseUrl: "https://x.pinpointhq.com",
      organization: "Pinpoint",
    },
    now: "2026-09-28T12:00:00Z",
  });

test("asks the company's postings", () => {
  expect(buildPinpointUrl("medicmobile.pinpointhq.com")).toBe(
    "https://medicmobile.pinpointhq.com/postings.json",
  );
});

test("replays the real answer in one request, whole", async () => {
  const http = createReplayHttpClient(await archive());
  const result = await pinpointAdapter.run(context(http, { host: "workwithus.pinpointhq.com" }));
  expect(http.unmatched).toEqual([]);
  expect(http.requests.map((request) => request.url)).toEqual([
    "https://workwithus.pinpointhq.com/postings.json",
  ]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 2, errors: [] });
  expect(result.postings.map((posting) => [posting.title, posting.organization])).toEqual([
    ["Founding Legal Counsel", "Pinpoint"],
    ["Enterprise Implementation Manager", "Pinpoint"],
  ]);
});

test("a failed request fails the run with the URL", async () => {
  const http: HttpClient = {
    request: (request) =>
      Promise.resolve({ url: request.url, headers: {}, notModified: false, status: 404, text: "" }),
  };
  await expect(pinpointAdapter.run(context(http, { host: "gone.pinpointhq.com" }))).rejects.toThrow(
    "pinpoint: postings https://gone.pinpointhq.com/postings.json failed: HTTP 404",
  );
});

test("refuses a host that is not a Pinpoint careers site", async () => {
  const http = createReplayHttpClient(await archive());
  for (const metadata of [
    { host: "https://workwithus.pinpointhq.com" },
    { host: "workwithus.pinpointhq.com/postings.json" },
    { host: "careers.example.org" },
  ])
    await expect(pinpointAdapter.run(context(http, metadata))).rejects.toThrow(/bad metadata/);
  expect(http.requests).toEqual([]);
});
