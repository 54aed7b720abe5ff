import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpResponse } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { buildTrakstarUrl, TRAKSTAR_PAGE_SIZE, trakstarAdapter } from "./trakstar.source";

const archive = () =>
  readHttpArchive(
    fileURLToPath(
      new URL("../../../../tests/fixtures/platforms/trakstar/exotel-openings.har", import.meta.url),
    ),
  );

function context(
  http: HttpClient,
  metadata: Record<string, unknown>,
  maxPages = 5,
): AdapterContext {
  return {
    source: {
      id: null,
      name: "Trakstar account",
      baseUrl: "https://exotel.hire.trakstar.com",
      metadata,
      organization: null,
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-09-28T12:00:00Z"),
    maxPages,
    maxDetails: 5,
  };
}

test("asks the openings API for the tenant's list, a page at a time", () => {
  expect(buildTrakstarUrl("mmv77988", 0)).toBe(
    "https://jsapi.recruiterbox.com/v1/openings?client_name=mmv77988&limit=100&offset=0",
  );
  expect(buildTrakstarUrl("wcccoe", 200)).toBe(
    "https://jsapi.recruiterbox.com/v1/openings?client_name=wcccoe&limit=100&offset=200",
  );
});

test("replays Exotel's real openings in one request: a short page is the whole list", async () => {
  const http = createReplayHttpClient(await archive());
  const result = await trakstarAdapter.run(
    context(http, { tenant: "exotel", organization: "Exotel" }),
  );
  expect(http.unmatched).toEqual([]);
  expect(http.requests.map((request) => request.url)).toEqual([buildTrakstarUrl("exotel", 0)]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 2, errors: [] });
  expect(result.postings.map((posting) => [posting.title, posting.organization])).toEqual([
    ["Head of Customer Success  - India", "Exotel"],
    ["Senior Technical Product Manager", "Exotel"],
  ]);
});

/** Answers every page with `perPage` copies of one real opening, ids made unique per page. */
async function pagingClient(perPage: (offset: number) => number) {
  const har = await archive();
  const body = JSON.parse(har.log.entries[0]!.response.content.text!) as { objects: object[] };
  const requests: string[] = [];
  const http: HttpClient = {
    request: (request) => {
      requests.push(request.url);
      const offset = Number(new URL(request.url).searchParams.get("offset"));
      const objects = Array.from({ length: perPage(offset) }, (_, index) => ({
        ...body.objects[0],
        id: `o${offset + index}`,
      }));
      const response: HttpResponse = {
        url: request.url,
        headers: {},
        notModified: false,
        status: 200,
        text: JSON.stringify({ objects }),
      };
      return Promise.resolve(response);
    },
  };
  return { http, requests };
}

test("walks full pages by offset until a short one; a spent page budget is not complete", async () => {
  const full = await pagingClient((offset) => (offset < 200 ? TRAKSTAR_PAGE_SIZE : 3));
  const result = await trakstarAdapter.run(context(full.http, { tenant: "exotel" }));
  expect(full.requests).toEqual([0, 100, 200].map((offset) => buildTrakstarUrl("exotel", offset)));
  expect(result).toMatchObject({ complete: true, itemsFetched: 203 });

  const capped = await pagingClient(() => TRAKSTAR_PAGE_SIZE);
  const partial = await trakstarAdapter.run(context(capped.http, { tenant: "exotel" }, 2));
  expect(capped.requests).toHaveLength(2);
  expect(partial).toMatchObject({ complete: false, itemsFetched: 200 });
});

test("a failed request fails the run with the URL", async () => {
  const http: HttpClient = {
    request: (request) =>
      Promise.resolve({ url: request.url, headers: {}, notModified: false, status: 404, text: "" }),
  };
  await expect(trakstarAdapter.run(context(http, { tenant: "gone" }))).rejects.toThrow(
    `trakstar: openings ${buildTrakstarUrl("gone", 0)} failed: HTTP 404`,
  );
});

test("refuses a tenant that is a host or a URL", async () => {
  const http = createReplayHttpClient(await archive());
  for (const tenant of ["mmv77988.hire.trakstar.com", "https://x", "MMV"])
    await expect(trakstarAdapter.run(context(http, { tenant }))).rejects.toThrow(/bad metadata/);
  expect(http.requests).toEqual([]);
});
