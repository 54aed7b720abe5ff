import { expect, test } from "vitest";
import { createReplayHttpClient } from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { adapterContext, readPlatformArchive } from "#tests/support/adapter-fixtures";
import { buildRecruiteeUrl, recruiteeAdapter } from "./recruitee.source";

const archive = (name: string) => readPlatformArchive("recruitee", name);

const context = (http: HttpClient, metadata: Record<string, unknown>) =>
  adapterContext(http, metadata, {
    source: { name: "Recruitee site", baseUrl: "https://x.recruitee.com" },
    now: "2026-10-09T12:00:00Z",
  });

test("asks the careers host for its offers, on Recruitee's domain or the employer's own", () => {
  expect(buildRecruiteeUrl("careers.unu.edu")).toBe("https://careers.unu.edu/api/offers/");
  expect(buildRecruiteeUrl("bunq.recruitee.com")).toBe("https://bunq.recruitee.com/api/offers/");
});

test.each([
  ["bunq-offers.har", "bunq.recruitee.com", "Deputy AML Manager - Belgium"],
  ["radishlab-offers.har", "radishlab.recruitee.com", "Copywriter Talent Pool"],
])("replays the real answer %s in one request, whole", async (name, host, title) => {
  const http = createReplayHttpClient(await archive(name));
  const result = await recruiteeAdapter.run(context(http, { host }));
  expect(http.unmatched).toEqual([]);
  expect(http.requests.map((request) => request.url)).toEqual([buildRecruiteeUrl(host)]);
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
        text: '{"error":"Not Found"}',
      }),
  };
  await expect(recruiteeAdapter.run(context(http, { host: "gone.recruitee.com" }))).rejects.toThrow(
    "recruitee: offers https://gone.recruitee.com/api/offers/ failed: HTTP 404",
  );
});

test("refuses a host that is a URL or a path", async () => {
  const http = createReplayHttpClient(await archive("bunq-offers.har"));
  for (const host of ["https://bunq.recruitee.com", "bunq.recruitee.com/api", "localhost"])
    await expect(recruiteeAdapter.run(context(http, { host }))).rejects.toThrow(/bad metadata/);
  expect(http.requests).toEqual([]);
});
