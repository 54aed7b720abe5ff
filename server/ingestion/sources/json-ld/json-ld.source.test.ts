import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { jsonLdAdapter } from "./json-ld.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/json-ld");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const HOST = "https://jobs.example-ifad.org";

const ROUTES: Record<string, string> = {
  [`${HOST}/sitemap.xml`]: "sitemap-index.synthetic.xml",
  [`${HOST}/sitemap-jobs-1.xml`]: "sitemap.synthetic.xml",
  [`${HOST}/sitemap-jobs-2.xml`]: "sitemap-2.synthetic.xml",
  [`${HOST}/jobs/2026-0181`]: "job-page-2026-0181.synthetic.html",
  [`${HOST}/jobs/2026-0190`]: "job-page-2026-0190.synthetic.html",
  [`${HOST}/jobs/2026-0195`]: "job-page-2026-0195.synthetic.html",
  "https://jobs.example-gcf.org/careers": "careers-page.synthetic.html",
};

/** Serves fixture files by URL; unknown URLs answer 404. */
function createFakeHttp(routes: Record<string, string> = ROUTES) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const file = routes[request.url];
      return Promise.resolve({
        url: request.url,
        status: file ? 200 : 404,
        headers: {},
        text: file ? readFixture(file) : "not found",
        notModified: false,
      });
    },
  };
  return { http, requests };
}

function createContext(
  http: HttpClient,
  metadata: Record<string, unknown>,
  limits: Partial<Pick<AdapterContext, "maxPages" | "maxDetails">> = {},
): AdapterContext {
  return {
    source: { id: "s", name: "IFAD", baseUrl: HOST, metadata, organization: "IFAD" },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-21T00:00:00Z"),
    maxPages: 10,
    maxDetails: 50,
    ...limits,
  };
}

const SITEMAP = { sitemapUrl: `${HOST}/sitemap.xml`, urlPattern: "/jobs/\\d{4}-\\d+$" };

test("sitemap mode walks the index, fetches matching job pages, records the broken one", async () => {
  const { http, requests } = createFakeHttp();
  const result = await jsonLdAdapter.run(createContext(http, SITEMAP));
  expect(requests.map((request) => request.url)).toEqual([
    `${HOST}/sitemap.xml`,
    `${HOST}/sitemap-jobs-1.xml`,
    `${HOST}/sitemap-jobs-2.xml`,
    `${HOST}/jobs/2026-0181`,
    `${HOST}/jobs/2026-0190`,
    `${HOST}/jobs/2026-0195`,
  ]);
  expect(result.itemsFetched).toBe(3);
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "2026-0181",
    `${HOST}/jobs/2026-0195`,
  ]);
  expect(result.errors).toHaveLength(1);
  expect(result.errors[0]).toMatch(/2026-0190: JSON-LD block 1 is not valid JSON/);
  expect(result.complete).toBe(true);
});

test("maxPages stops the sitemap walk: complete is false", async () => {
  const { http } = createFakeHttp();
  const result = await jsonLdAdapter.run(createContext(http, SITEMAP, { maxPages: 2 }));
  expect(result.postings.map((posting) => posting.externalId)).toEqual(["2026-0181"]);
  expect(result.complete).toBe(false);
});

test("maxDetails caps job-page fetches: complete is false", async () => {
  const { http, requests } = createFakeHttp();
  const result = await jsonLdAdapter.run(createContext(http, SITEMAP, { maxDetails: 1 }));
  expect(requests.filter((request) => request.url.includes("/jobs/"))).toHaveLength(1);
  expect(result.postings).toHaveLength(1);
  expect(result.complete).toBe(false);
});

test("a job page answering 404 is an error and makes the run incomplete", async () => {
  const routes = { ...ROUTES };
  delete routes[`${HOST}/jobs/2026-0195`];
  const { http } = createFakeHttp(routes);
  const result = await jsonLdAdapter.run(createContext(http, SITEMAP));
  expect(result.errors).toContain(`job page ${HOST}/jobs/2026-0195 answered HTTP 404`);
  expect(result.complete).toBe(false);
});

test("careers page mode reads the page given in metadata", async () => {
  const { http } = createFakeHttp();
  const result = await jsonLdAdapter.run(
    createContext(http, { pageUrl: "https://jobs.example-gcf.org/careers" }),
  );
  expect(result.postings).toHaveLength(3);
  expect(result.postings[2]!.organization).toBe("IFAD");
  expect(result.errors).toHaveLength(1);
  expect(result.itemsFetched).toBe(4);
  expect(result.complete).toBe(true);
});

test("an unreachable sitemap or careers page throws an HttpError", async () => {
  const { http } = createFakeHttp({});
  await expect(jsonLdAdapter.run(createContext(http, SITEMAP))).rejects.toMatchObject({
    name: "HttpError",
    message: `sitemap ${HOST}/sitemap.xml answered HTTP 404`,
  });
  await expect(jsonLdAdapter.run(createContext(http, {}))).rejects.toThrow(
    `careers page ${HOST} answered HTTP 404`,
  );
});

test("an invalid urlPattern is refused", async () => {
  const { http } = createFakeHttp();
  await expect(
    jsonLdAdapter.run(createContext(http, { sitemapUrl: `${HOST}/sitemap.xml`, urlPattern: "(" })),
  ).rejects.toThrow(/urlPattern/);
});

test("with the file-backed client (throws on 404): a missing job page is an error naming it", async () => {
  const http = createFileBackedHttpClient({
    baseDir: FIXTURES,
    routes: Object.entries(ROUTES)
      .filter(([url]) => !url.endsWith("/jobs/2026-0181"))
      .map(([url, file]) => ({ url, file })),
  });
  const result = await jsonLdAdapter.run(createContext(http, SITEMAP));
  expect(result.postings.map((posting) => posting.externalId)).toEqual([`${HOST}/jobs/2026-0195`]);
  expect(result.errors[0]).toMatch(
    /^job page https:\/\/jobs\.example-ifad\.org\/jobs\/2026-0181: /,
  );
  expect(result.complete).toBe(false);
});

test("replays two real World Bank job pages (PascalCase JobPosting JSON-LD) through the adapter", async () => {
  const http = createReplayHttpClient(
    await readHttpArchive(
      path.join(
        import.meta.dirname,
        "../../../../tests/fixtures/platforms/json-ld/worldbank-csod.har",
      ),
    ),
  );
  const base = "https://worldbankgroup.csod.com/ux/ats/careersite/1/home/requisition";
  const results = [];
  for (const id of ["37705", "38076"]) {
    results.push(
      await jsonLdAdapter.run({
        ...createContext(http, { pageUrl: `${base}/${id}?c=worldbankgroup` }),
        source: {
          id: null,
          name: "World Bank Group",
          baseUrl: "https://worldbankgroup.csod.com",
          metadata: { pageUrl: `${base}/${id}?c=worldbankgroup` },
          organization: "World Bank Group",
        },
      }),
    );
  }
  expect(http.unmatched).toEqual([]);
  for (const result of results) expect(result).toMatchObject({ complete: true, errors: [] });
  expect(results.map((result) => result.postings[0])).toMatchObject([
    {
      title: "WBG Pioneer - Korea Green Growth Trust Fund (KGGTF) Interns",
      location: "Seoul, Republic of Korea",
      deadlineText: "2026-10-01T00:00:00",
      organization: "World Bank Group",
    },
    {
      title: "WBG Pioneer - World Bank Treasury Intern",
      location: "Washington, DC, United States",
      postedAt: "2026-08-14T00:00:00",
      deadlineText: "2026-10-01T00:00:00",
    },
  ]);
  for (const result of results)
    expect(result.postings[0]?.descriptionHtml).toMatch(/Closing Date:<\/td><td>9\/30\/2026/);
});
