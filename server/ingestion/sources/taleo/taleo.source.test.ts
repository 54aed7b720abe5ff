import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { findCityOfFieldInText } from "#domain/duty-stations";
import { parseLocation } from "#domain/locations";
import { normalisePosting } from "#domain/normalise-posting";
import { htmlToText } from "#domain/text";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import type { HttpClient, HttpRequest } from "#server/ingestion/http/http-types";
import type { AdapterContext, SourceConfig } from "#server/ingestion/source-adapter";
import { createLogger } from "#server/lib/logger";
import { taleoAdapter } from "./taleo.source";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/taleo/${name}`, import.meta.url),
    "utf8",
  );
const SEARCH =
  "https://careers.who.int/careersection/rest/jobboard/searchjobs?lang=en&portal=101430233";
const DETAIL = "https://careers.who.int/careersection/ex/jobdetail.ftl?job=2601234&lang=en";
// Paging and failure edges on hand-written pages; details off here (the archives below cover them).
const metadata = {
  host: "careers.who.int",
  portal: "101430233",
  section: "ex",
  pageSize: 3,
  fetchDetails: false,
};

type Answer = { status: number; text: string };

/** A fake HttpClient: searchjobs answers by body.pageNo, other URLs from a map; 404 otherwise. */
function createFakeHttp(pages: Record<number, string>, others: Record<string, Answer> = {}) {
  const requests: HttpRequest[] = [];
  const http: HttpClient = {
    request(request) {
      requests.push(request);
      const pageNo = (request.body as { pageNo?: number } | undefined)?.pageNo ?? 0;
      const page = request.url === SEARCH ? pages[pageNo] : undefined;
      const answer =
        page !== undefined
          ? { status: 200, text: page }
          : (others[request.url] ?? { status: 404, text: "" });
      return Promise.resolve({ url: request.url, headers: {}, notModified: false, ...answer });
    },
  };
  return { http, requests };
}

function createContext(
  http: HttpClient,
  extra: Record<string, unknown> = {},
  maxPages = 10,
): AdapterContext {
  return {
    source: {
      id: null,
      name: "WHO careers",
      baseUrl: "https://careers.who.int",
      metadata: { ...metadata, ...extra },
      organization: "WHO",
    },
    http,
    logger: createLogger("silent"),
    now: new Date("2026-03-01T00:00:00Z"),
    maxPages,
    maxDetails: 10,
  };
}

const PAGES = {
  1: read("searchjobs-page-1.synthetic.json"),
  2: read("searchjobs-page-2.synthetic.json"),
};

test("walks every page with the documented body and headers and reports a complete run", async () => {
  const { http, requests } = createFakeHttp(PAGES);
  const result = await taleoAdapter.run(createContext(http));
  expect(result.complete).toBe(true);
  expect(result.itemsFetched).toBe(5);
  expect(result.errors).toEqual([]);
  expect(result.postings.map((posting) => posting.externalId)).toEqual([
    "2601234",
    "2600987",
    "2601102",
    "2600811",
    "2600955",
  ]);
  expect(requests).toHaveLength(2);
  expect(requests[0]).toMatchObject({
    method: "POST",
    headers: {
      "x-requested-with": "XMLHttpRequest",
      tz: "GMT+00:00",
      tzname: "UTC",
      referer: "https://careers.who.int/careersection/ex/jobsearch.ftl?lang=en&portal=101430233",
    },
    body: {
      multilineEnabled: true,
      fieldData: { fields: { KEYWORD: "", LOCATION: "" }, valid: true },
      pageNo: 1,
      pageSize: 3,
    },
  });
  expect(requests[1]?.body).toMatchObject({ pageNo: 2 });
});

test("stops at maxPages and reports the run incomplete", async () => {
  const { http, requests } = createFakeHttp(PAGES);
  const result = await taleoAdapter.run(createContext(http, {}, 1));
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(3);
  expect(requests).toHaveLength(1);
});

test("records one bad requisition in errors and keeps the rest", async () => {
  const page2 = JSON.parse(PAGES[2]) as { requisitionList: { column: string[] }[] };
  page2.requisitionList[0]!.column[0] = "";
  const { http } = createFakeHttp({ ...PAGES, 2: JSON.stringify(page2) });
  const result = await taleoAdapter.run(createContext(http));
  expect(result.errors).toEqual(["Taleo requisition #1: no title in column 0"]);
  expect(result.postings).toHaveLength(4);
  expect(result.itemsFetched).toBe(5);
  expect(result.complete).toBe(true);
});

test("fetches detail descriptions when asked: a failed detail is recorded without stopping, a 404 detail is a gone job", async () => {
  const failing = "https://careers.who.int/careersection/ex/jobdetail.ftl?job=2600987&lang=en";
  const { http, requests } = createFakeHttp(PAGES, {
    [DETAIL]: { status: 200, text: read("jobdetail-2601234.synthetic.html") },
    [failing]: { status: 503, text: "" },
  });
  const result = await taleoAdapter.run({
    ...createContext(http, { fetchDetails: true }),
    maxDetails: 3,
  });
  expect(result.postings[0]?.descriptionHtml).toContain("Purpose of the Position");
  expect(result.postings[1]?.descriptionHtml ?? null).toBeNull();
  expect(result.errors).toEqual([`taleo: detail 2600987 (${failing}) failed: HTTP 503`]);
  // The third job's page answers 404 (the fake's answer to any page it does not hold).
  const goneUrl = requests.filter((request) => request.url !== SEARCH)[2]!.url;
  expect(result.goneUrls).toEqual([goneUrl]);
  expect(result.goneExternalIds).toHaveLength(1);
  expect(result.postings.map((posting) => posting.externalId)).not.toContain(
    result.goneExternalIds![0],
  );
  expect(requests.filter((request) => request.url !== SEARCH)).toHaveLength(3);
});

test("throws a clear error when the first page cannot be fetched", async () => {
  const { http } = createFakeHttp({});
  await expect(taleoAdapter.run(createContext(http))).rejects.toThrow(
    /taleo: searchjobs page 1 at https:\/\/careers\.who\.int\/.* failed: HTTP 404/,
  );
});

test("keeps the first page when a later page fails, marking the run incomplete", async () => {
  const { http } = createFakeHttp({ 1: PAGES[1] });
  const result = await taleoAdapter.run(createContext(http));
  expect(result.complete).toBe(false);
  expect(result.postings).toHaveLength(3);
  expect(result.errors).toEqual([expect.stringMatching(/searchjobs page 2 .* failed: HTTP 404/)]);
});

test("rejects metadata without a host", async () => {
  const { http } = createFakeHttp(PAGES);
  await expect(taleoAdapter.run(createContext(http, { host: undefined }))).rejects.toThrow(
    /bad metadata \(host:/,
  );
});

// Real WHO and WIPO detail pages (excerpts of captures of 2026-09-13) behind searchjobs answers
// rebuilt from their values: see tests/fixtures/platforms/taleo/README.md.
const PLATFORM = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/taleo");
const CAPTURED = new Date("2026-09-13T12:00:00Z");

/** The town a posting's duty-station line states, read as for a field naming only `country`. */
function statedCity(descriptionHtml: string | null | undefined, country: string) {
  return findCityOfFieldInText(htmlToText(descriptionHtml ?? ""), parseLocation(country));
}

async function replay(archive: string, source: SourceConfig) {
  const client = createReplayHttpClient(await readHttpArchive(path.join(PLATFORM, archive)));
  const result = await taleoAdapter.run({
    source,
    http: client,
    logger: createLogger("silent"),
    now: CAPTURED,
    maxPages: 5,
    maxDetails: 10,
  });
  expect(client.unmatched).toEqual([]);
  return result;
}

test("WHO archive: details are fetched by default, Taleo's escapes undone, column 5 is the closing date", async () => {
  const result = await replay("who-ex.har", {
    id: null,
    name: "WHO",
    baseUrl: "https://careers.who.int/careersection/ex/jobsearch.ftl",
    organization: null,
    metadata: {
      host: "careers.who.int",
      portal: "101430233",
      section: "ex",
      columns: "who",
      organization: "WHO",
      tz: "GMT+02:00",
      tzname: "Europe/Zurich",
    },
  });
  expect(result.errors).toEqual([]);
  expect(result.complete).toBe(true);
  const [biologist] = result.postings;
  // Were its field only the country, its text would give no town: it states no duty station.
  expect(statedCity(biologist!.descriptionHtml, "Burkina Faso")).toBeNull();
  expect(biologist).toMatchObject({
    title: "Molecular Biologist",
    externalId: "2603964",
    location: "Burkina Faso-Ouagadougou",
    grade: "P3",
    contractType: "Temporary appointment under Staff Rule 420.4",
    deadlineText: "Sep 30, 2026, 11:59:00 PM GMT+02:00",
    postedAt: null,
    organization: "WHO",
  });
  const description = biologist!.descriptionHtml ?? "";
  expect(description).toContain("<h2>DESCRIPTION OF DUTIES</h2>");
  expect(description).toContain("strategic directions are as follows: (1) Leadership");
  expect(description).toContain('href="http://www.whed.net/"');
  expect(description).not.toContain("\\");
  const normalised = normalisePosting(biologist!, CAPTURED);
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-09-30T21:59:00.000Z");
  expect(normalised).toMatchObject({ gradeCode: "P-3", countryCode: "BF", isExpired: false });
});

test("WIPO archive: WIPO's own column layout (grade 1, location 6, closing date 8)", async () => {
  const result = await replay("wipo-wp2.har", {
    id: null,
    name: "WIPO",
    baseUrl: "https://wipo.taleo.net/careersection/wp_2/jobsearch.ftl",
    organization: "WIPO",
    metadata: {
      host: "wipo.taleo.net",
      portal: "101430233",
      section: "wp_2",
      columns: "wipo",
      tz: "GMT+02:00",
      tzname: "Europe/Zurich",
    },
  });
  expect(result.errors).toEqual([]);
  const [assistant] = result.postings;
  expect(statedCity(assistant!.descriptionHtml, "Switzerland")).toBeNull();
  expect(assistant).toMatchObject({
    title: "Senior Client Support Assistant (three posts)",
    externalId: "26247-FT_LT",
    grade: "G6",
    // WIPO's "CH-Geneva" (ISO code, city).
    location: "Geneva, Switzerland",
    deadlineText: "16-Sep-2026, 11:59:00 PM GMT+02:00",
    organization: "WIPO",
    link: "https://wipo.taleo.net/careersection/wp_2/jobdetail.ftl?job=26247-FT_LT&lang=en",
  });
  const description = assistant!.descriptionHtml ?? "";
  expect(description).toContain(
    "IMPORTANT NOTICE REGARDING APPLICATION DEADLINE</strong>: Please note",
  );
  expect(description).not.toContain("WIPO Headquarters, 34, chemin des Colombettes");
  expect(description).not.toContain("\\");
  const normalised = normalisePosting(assistant!, CAPTURED);
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-09-16T21:59:00.000Z");
  expect(normalised).toMatchObject({ gradeCode: "G-6", city: "Geneva", countryCode: "CH" });
});

test("ADB archive: the list names no place or grade, so the job page's labelled fields give them", async () => {
  const result = await replay("adb-1.har", {
    id: null,
    name: "ADB",
    baseUrl: "https://adb.taleo.net/careersection/1/jobsearch.ftl",
    organization: "Asian Development Bank",
    metadata: {
      host: "adb.taleo.net",
      portal: "8115010145",
      section: "1",
      columns: { title: 0, deadline: 2 },
      tz: "GMT+08:00",
      tzname: "Asia/Manila",
    },
  });
  expect(result.errors).toEqual([]);
  const [officer] = result.postings;
  expect(statedCity(officer!.descriptionHtml, "India")).toBeNull();
  expect(officer).toMatchObject({
    title: "Climate Change Officer (Climate Change Adaptation)",
    externalId: "260856",
    // "Primary Location", "Position Level" and "Job Posting" on the job page (ADB's list shows
    // none of them).
    location: "Asian Development Bank-India Resident Mission-India",
    grade: "TL5",
    postedAt: "07-Sep-2026, 11:10:28 AM",
    deadlineText: "21-Sep-2026, 11:59:00 PM GMT+08:00",
    link: "https://adb.taleo.net/careersection/1/jobdetail.ftl?job=260856&lang=en",
  });
  expect(officer!.descriptionHtml).toContain("Join");
  const normalised = normalisePosting(officer!, CAPTURED);
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-09-21T15:59:00.000Z");
  // The India Resident Mission is in New Delhi (the description says so too).
  expect(normalised).toMatchObject({ gradeCode: "TL5", city: "New Delhi", countryCode: "IN" });
  expect(normalised.postedAt?.toISOString().slice(0, 10)).toBe("2026-09-07");
});

test("FAO archive: FAO's column layout (location 4, posted 5, closing 6) and a Spanish page", async () => {
  const result = await replay("fao-external.har", {
    id: null,
    name: "FAO",
    baseUrl: "https://jobs.fao.org/careersection/fao_external/jobsearch.ftl",
    organization: "FAO",
    metadata: {
      host: "jobs.fao.org",
      portal: "8105120163",
      section: "fao_external",
      columns: { title: 0, contractType: 3, location: 4, postedAt: 5, deadline: 6 },
      tz: "GMT+02:00",
      tzname: "Europe/Rome",
    },
  });
  expect(result.errors).toEqual([]);
  const [specialist] = result.postings;
  expect(specialist).toMatchObject({
    externalId: "2601865",
    location: "Bolivia, Plurinational State of-Chuquisaca",
    deadlineText: "16/sep/2026, 23:59:00 GMT+02:00",
    // The page's own grade field says "N/A" (National Project Personnel).
    grade: null,
  });
  expect(specialist!.descriptionHtml).toContain("<strong>Marco organizativo</strong>");
  const normalised = normalisePosting(specialist!, CAPTURED);
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-09-16T21:59:00.000Z");
  // Taleo's "Country-City" with the ISO name of Bolivia, which has a comma of its own. Chuquisaca
  // is a department, not a town: the advert's "Base de Trabajo: Chuquisaca - Monteagudo" names the
  // town of the department where the job is based.
  expect(normalised).toMatchObject({
    countryCode: "BO",
    city: "Monteagudo",
    locationDisplay: "Monteagudo, Bolivia",
  });
});
