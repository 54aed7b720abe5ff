import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { buildWorkableUrl, workableAdapter } from "./workable.source";

const archive = (name: string) =>
  readHttpArchive(
    fileURLToPath(
      new URL(`../../../../tests/fixtures/platforms/workable/${name}`, import.meta.url),
    ),
  );

function context(http: HttpClient, metadata: Record<string, unknown>): AdapterContext {
  return {
    source: {
      id: null,
      name: "Workable account",
      baseUrl: "https://apply.workable.com/x",
      metadata,
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-10-09T12:00:00Z"),
    maxPages: 5,
    maxDetails: 5,
  };
}

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
