import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { preparePosting } from "#server/ingestion/prepare-postings";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { rssAdapter } from "./rss.source";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/rss");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

/** Serves fixture text by URL; unknown URLs answer 404. */
function createFakeHttp(routes: Record<string, string | { status: number; text: string }>) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const route = routes[request.url];
      const { status, text } =
        route === undefined
          ? { status: 404, text: "not found" }
          : typeof route === "string"
            ? { status: 200, text: route }
            : route;
      return Promise.resolve({ url: request.url, status, headers: {}, text, notModified: false });
    },
  };
  return { http, requests };
}

function createContext(http: HttpClient, metadata: Record<string, unknown>): AdapterContext {
  return {
    source: {
      id: "src-1",
      name: "Test feed",
      baseUrl: "https://feeds.example.org/jobs.xml",
      metadata,
      organization: "UNHCR",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T12:00:00Z"),
    maxPages: 5,
    maxDetails: 10,
  };
}

test("fetches the base URL once and returns every item, complete", async () => {
  const { http, requests } = createFakeHttp({
    "https://feeds.example.org/jobs.xml": readFixture("unhcr_jobs.xml"),
  });
  const result = await rssAdapter.run(
    createContext(http, { locationPattern: "Location: (?<location>[^.]*)\\." }),
  );
  expect(requests).toHaveLength(1);
  expect(result.complete).toBe(true);
  expect(result.itemsFetched).toBe(56);
  expect(result.postings).toHaveLength(56);
  expect(result.postings[0]).toMatchObject({
    organization: "UNHCR",
    location: "Geneva, Switzerland",
  });
  expect(result.errors).toEqual([]);
});

test("metadata feedUrl and organization win over the source's", async () => {
  const { http, requests } = createFakeHttp({
    "https://other.example.org/atom": readFixture("atom.synthetic.xml"),
  });
  const result = await rssAdapter.run(
    createContext(http, {
      feedUrl: "https://other.example.org/atom",
      organization: "WFP",
      titleLocation: "dash",
    }),
  );
  expect(requests[0]!.url).toBe("https://other.example.org/atom");
  expect(result.postings.map((posting) => posting.organization)).toEqual(["WFP", "WFP"]);
  expect(result.itemsFetched).toBe(3);
  expect(result.errors).toEqual(['atom item 3: "Director, Internal Audit (D1)": missing <link>']);
  expect(result.complete).toBe(true);
});

test("an HTTP error on the feed throws an HttpError with the status", async () => {
  const { http } = createFakeHttp({
    "https://feeds.example.org/jobs.xml": { status: 503, text: "busy" },
  });
  await expect(rssAdapter.run(createContext(http, {}))).rejects.toMatchObject({
    name: "HttpError",
    status: 503,
    message: "RSS feed https://feeds.example.org/jobs.xml answered HTTP 503",
  });
});

test("a truncated feed throws naming the feed and the XML problem", async () => {
  const { http } = createFakeHttp({
    "https://feeds.example.org/jobs.xml": readFixture("unicef_jobs.xml").slice(0, 1500),
  });
  await expect(rssAdapter.run(createContext(http, {}))).rejects.toThrow(
    /^RSS feed https:\/\/feeds\.example\.org\/jobs\.xml: feed is not well-formed XML/,
  );
});

test("invalid metadata is refused before any request", async () => {
  const { http, requests } = createFakeHttp({});
  await expect(
    rssAdapter.run(createContext(http, { locationPattern: "Location: (.*)" })),
  ).rejects.toThrow(/rss source "[^"]+": bad metadata \(locationPattern: .*named group/s);
  await expect(rssAdapter.run(createContext(http, { titleLocation: "prefix" }))).rejects.toThrow(
    /titleLocation/,
  );
  expect(requests).toHaveLength(0);
});

const REAL = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/rss");
const runReplay = async (archive: string, name: string, feedUrl: string, metadata = {}) => {
  const http = createReplayHttpClient(await readHttpArchive(path.join(REAL, archive)));
  const result = await rssAdapter.run({
    source: { id: null, name, baseUrl: feedUrl, metadata, organization: null },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-15T12:00:00Z"),
    maxPages: 1,
    maxDetails: 0,
  });
  return { http, result };
};

test("replays the real cinfo World Bank and UNHCR feeds with their catalog metadata", async () => {
  const pattern = "Location:\\s*(?<location>[^.\\n]+)";
  const worldBank = await runReplay(
    "cinfo-feeds.har",
    "World Bank Group (cinfo feed)",
    "https://cinfoposte.github.io/worldbank-jobs/worldbank_jobs.xml",
    { organization: "World Bank Group", idFrom: "link", locationPattern: pattern },
  );
  expect(worldBank.http.unmatched).toEqual([]);
  expect(worldBank.result).toMatchObject({ complete: true, itemsFetched: 25, errors: [] });
  expect(worldBank.result.postings[0]).toMatchObject({
    title: "E T Consultant - Natural Resources Management Specialist",
    organization: "World Bank Group",
    location: "Washington, DC",
    externalId:
      "https://worldbankgroup.csod.com/ux/ats/careersite/1/home/requisition/36003?c=worldbankgroup",
  });
  const unhcr = await runReplay(
    "cinfo-feeds.har",
    "UNHCR (cinfo feed)",
    "https://cinfoposte.github.io/unhcr-jobs/unhcr_jobs.xml",
    { organization: "UNHCR", idFrom: "link", locationPattern: pattern },
  );
  expect(unhcr.http.unmatched).toEqual([]);
  expect(unhcr.result).toMatchObject({ complete: true, itemsFetched: 56, errors: [] });
});

test("replays real PageUp and ILO SuccessFactors feeds through the generic adapter", async () => {
  const pageUp = await runReplay(
    "pageup-kinetic-rss.har",
    "Kinetic IT",
    "https://careers.pageuppeople.com/1083/cw/en/latest_jobs.rss",
  );
  expect(pageUp.http.unmatched).toEqual([]);
  expect(pageUp.result).toMatchObject({ complete: true, itemsFetched: 3, errors: [] });
  expect(pageUp.result.postings[2]?.deadlineText).toBe("Fri, 30 Oct 2026 15:55:00 GMT");
  for (const posting of pageUp.result.postings)
    expect(posting.descriptionHtml?.length).toBeGreaterThan(300);
  const ilo = await runReplay(
    "ilo-category-rss.har",
    "ILO",
    "https://jobs.ilo.org/services/rss/category/?catid=2842101",
    { organization: "ILO", locationPattern: "Location:\\s*(?<location>[^.\\n]+)" },
  );
  expect(ilo.http.unmatched).toEqual([]);
  expect(ilo.result.postings[0]).toMatchObject({ organization: "ILO", location: "Vientiane" });
});

test("a feed whose descriptions are the publisher's template keeps the location, not the template", async () => {
  const { http } = createFakeHttp({
    "https://feeds.example.org/jobs.xml": readFixture("unhcr_jobs.xml"),
  });
  const metadata = { locationPattern: "Location:\\s*(?<location>[^.\\n]+)" };
  const plain = await rssAdapter.run(createContext(http, metadata));
  expect(plain.postings[0]?.descriptionHtml).toContain("UNHCR has a vacancy for the position of");
  const result = await rssAdapter.run(
    createContext(http, { ...metadata, descriptionIsTemplate: true }),
  );
  expect(result.postings).toHaveLength(56);
  expect(result.postings[0]).toMatchObject({
    title: "Inspector General",
    location: "Geneva, Switzerland",
    descriptionHtml: null,
  });
  expect(result.postings.every((posting) => posting.descriptionHtml === null)).toBe(true);
});

test("cinfo's EBRD feed with no options: no job gets its posting date as its closing date", async () => {
  const { http, result } = await runReplay(
    "cinfo-ebrd-71e92b5.har",
    "EBRD (cinfo derived feed)",
    "https://cinfoposte.github.io/ebrd-jobs/ebrd_jobs.xml",
    { organization: "EBRD" },
  );
  expect(http.unmatched).toEqual([]);
  expect(result).toMatchObject({ complete: true, itemsFetched: 25, errors: [] });
  const observed = new Date("2026-02-15T09:57:21Z");
  const prepared = result.postings.map((posting) =>
    preparePosting(posting, { organization: "EBRD" }, observed),
  );
  // Every item says "Posting Date: 13 Feb 2026" (or another day) and no closing date.
  expect(prepared.filter((job) => job.row.closingDate !== null)).toEqual([]);
  expect(prepared.every((job) => job.row.status === "active")).toBe(true);
  // The labelled "Location: London, GB" line gives the duty station.
  expect(prepared[0]!.row).toMatchObject({ city: "London", countryCode: "GB" });
  expect(prepared.filter((job) => !job.row.countryCode)).toEqual([]);
});

test("cinfo's IFAD and WFP feeds with no options: the Location field inside each item's line gives the duty station", async () => {
  const cases = [
    {
      archive: "cinfo-ifad-ab9913b.har",
      url: "https://cinfoposte.github.io/-ifad-jobs/ifad_jobs.xml",
      organization: "IFAD",
      observed: "2026-02-07T21:31:48Z",
      // "… | Location: BANGKOK | Department: Asia & the Pacific Div."; "… | Location: ROME | …".
      expected: { "33151": ["Bangkok", "TH"], "31803": ["Rome", "IT"] },
    },
    {
      archive: "cinfo-wfp-0cf59bd.har",
      url: "https://cinfoposte.github.io/WFP-jobs/wfp_jobs.xml",
      organization: "WFP",
      observed: "2026-03-22T06:57:12Z",
      // "… Internal Auditor P4. Location: Rome, Italy. Level: P-4."; "… Location: Colombo, Sri Lanka,
      // Dem.Soc.Rep. Of. Level: P-2.".
      expected: { "6208195488392663": ["Rome", "IT"], "3249151507141612": ["Colombo", "LK"] },
    },
  ];
  for (const { archive, url, organization, observed, expected } of cases) {
    const { http, result } = await runReplay(archive, `${organization} (cinfo)`, url, {
      organization,
    });
    expect(http.unmatched).toEqual([]);
    for (const [id, [city, countryCode]] of Object.entries(expected)) {
      const posting = result.postings.find(
        (item) => item.externalId === id || item.externalId.endsWith(`JobOpeningId=${id}`),
      );
      const job = preparePosting(posting!, { organization }, new Date(observed));
      expect([job.row.city, job.row.countryCode]).toEqual([city, countryCode]);
    }
  }
});
