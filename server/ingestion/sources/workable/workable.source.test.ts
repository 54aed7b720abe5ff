import { expect, test } from "vitest";
import { createReplayHttpClient } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { adapterContext, readPlatformArchive } from "#tests/support/adapter-fixtures";
import { buildWorkableUrl, workableAdapter } from "./workable.source";

const archive = (name: string) => readPlatformArchive("workable", name);

const context = (http: HttpClient, metadata: Record<string, unknown>) =>
  adapterContext(http, metadata, {
    source: { name: "Workable account", baseUrl: "https://apply.workable.com/x" },
    now: "2026-10-09T12:00:00Z",
  });

test("asks the widget for the account's jobs with their descriptions", () => {
  expect(buildWorkableUrl("cimmyt-1")).toBe(
    "https://apply.workable.com/api/v1/widget/accounts/cimmyt-1?details=true",
  );
});

test.each([
  ["huggingface-widget.har", "huggingface", "Open-Source Machine Learning Engineer - EMEA Remote"],
  ["doingud-widget.har", "doingud", "Local Ambassador"],
])("replays the real answer %s in one request, whole", async (name, account, title) => {
  const http = createReplayHttpClient(await archive(name));
  const result = await workableAdapter.run(context(http, { account }));
  expect(http.unmatched).toEqual([]);
  expect(http.requests.map((request) => request.url)).toEqual([buildWorkableUrl(account)]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 1, errors: [] });
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
        text: "Not Found",
      }),
  };
  await expect(workableAdapter.run(context(http, { account: "gone" }))).rejects.toThrow(
    "workable: account https://apply.workable.com/api/v1/widget/accounts/gone?details=true failed: HTTP 404",
  );
});

test("refuses an account name that is not a path segment", async () => {
  const http = createReplayHttpClient(await archive("huggingface-widget.har"));
  await expect(workableAdapter.run(context(http, { account: "a/b" }))).rejects.toThrow(
    /bad metadata \(account: a Workable account name\)/,
  );
  expect(http.requests).toEqual([]);
});
