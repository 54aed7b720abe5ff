import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parseLocation } from "#domain/locations";
import { htmlToText } from "#domain/text";
import {
  buildCsodSearchBody,
  buildCsodSearchUrl,
  csodClosingText,
  joinWrappedLines,
  parseCsodRequisitionPage,
  parseCsodSearchPage,
  readCsodContext,
  usDate,
} from "./cornerstone.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/cornerstone");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const SITE = {
  host: "worldbankgroup.csod.com",
  careerSiteId: 1,
  corp: "worldbankgroup",
  organization: "World Bank Group",
};

test("the career site page gives the anonymous token and the regional API host", () => {
  const context = readCsodContext(readFixture("worldbankgroup-careersite.documented-shape.html"));
  expect(context).toEqual({ token: "REDACTED-ANONYMOUS-TOKEN", cloud: "https://us.api.csod.com/" });
  expect(buildCsodSearchUrl(context.cloud)).toBe(
    "https://us.api.csod.com/rec-job-search/external/jobs",
  );
});

test("a page without csod.context, without a token, or pointing off csod.com is refused", () => {
  expect(() => readCsodContext("<html><script>var x = 1;</script></html>")).toThrow(
    /no csod\.context/,
  );
  expect(() =>
    readCsodContext(
      '<script>csod.context={"endpoints":{"cloud":"https://us.api.csod.com/"}}</script>',
    ),
  ).toThrow(/token/);
  const page = readFixture("worldbankgroup-careersite.documented-shape.html");
  expect(() =>
    readCsodContext(page.replace("https://us.api.csod.com/", "https://evil.example.com/")),
  ).toThrow(/outside csod\.com/);
});

test("the search body is the one the career site sends", () => {
  expect(buildCsodSearchBody(1, 2, 25)).toMatchObject({
    careerSiteId: 1,
    careerSitePageId: 1,
    pageNumber: 2,
    pageSize: 25,
    cultureName: "en-US",
    searchText: "",
  });
});

test("a search page: requisition links, M/D/YYYY dates, places; a requisition without title is an error", () => {
  const first = parseCsodSearchPage(
    readFixture("worldbankgroup-search-page-1.documented-shape.json"),
    SITE,
  );
  expect(first.totalCount).toBe(11);
  expect(first.itemCount).toBe(6);
  expect(first.postings[0]).toEqual({
    title: "E T Consultant (Data Analyst)",
    organization: "World Bank Group",
    location: "Washington, DC, United States",
    descriptionHtml: null,
    postedAt: "2026-09-10",
    expiresAt: null,
    link: "https://worldbankgroup.csod.com/ux/ats/careersite/1/home/requisition/38308?c=worldbankgroup",
    externalId: "38308",
  });
  expect(first.postings.map((posting) => posting.externalId)).toEqual([
    "38308",
    "38257",
    "38251",
    "38196",
    "38189",
    "38187",
  ]);
  const second = parseCsodSearchPage(
    readFixture("worldbankgroup-search-page-2.documented-shape.json"),
    SITE,
  );
  expect(second.postings.map((posting) => posting.externalId)).toEqual([
    "38076",
    "37705",
    "36003",
    "35990",
  ]);
  expect(second.postings[1]).toMatchObject({
    location: "Seoul, Republic of Korea",
    postedAt: "2026-07-15",
  });
  expect(second.errors).toHaveLength(1);
  expect(second.errors[0]).toMatch(/requisition 35982/);
});

test("a place's country is an ISO code, spelt out so that the place reader knows it (AAK's real answer)", () => {
  const page = parseCsodSearchPage(readFixture("aak-search-careersite-2.real.json"), {
    host: "aak.csod.com",
    careerSiteId: 2,
    corp: "aak",
    organization: "AAK",
  });
  const location = page.postings[0]?.location ?? null;
  expect(location).toBe(
    "Jundiaí, São Paulo, Brazil; Zhangjiagang, Jiangsu Province, China; Aarhus C, Denmark; Karlshamn, Sweden; Hull, United Kingdom",
  );
  // Five places, each in its country: "Karlshamn, SE" and "Hull, GB" were read as no place at all.
  const places = parseLocation(location).locations;
  expect(places.map((place) => place.countryCode)).toEqual(["BR", "CN", "DK", "SE", "GB"]);
  expect(places.slice(3).map((place) => place.city)).toEqual(["Karlshamn", "Hull"]);
});

test("a search answer that is not JSON or lacks data.totalCount throws", () => {
  expect(() => parseCsodSearchPage("<html>", SITE)).toThrow(/not JSON/);
  expect(() => parseCsodSearchPage('{"status":"Error","data":null}', SITE)).toThrow(
    /unexpected shape/,
  );
});

test("usDate reads M/D/YYYY and refuses impossible or other dates", () => {
  expect(usDate("9/30/2026")).toBe("2026-09-30");
  expect(usDate("2/30/2026")).toBeNull();
  expect(usDate("30.09.2026")).toBeNull();
  expect(usDate(null)).toBeNull();
});

test("the real World Bank requisition JSON-LD (PascalCase keys): grade, closing date, organization, place", () => {
  const detail = parseCsodRequisitionPage(readFixture("worldbank-requisition-37705.wrapper.html"));
  expect(detail).toMatchObject({
    title: "WBG Pioneer - Korea Green Growth Trust Fund (KGGTF) Interns",
    organization: "World Bank",
    grade: "T4",
    location: "Seoul,South Korea",
    deadlineText: "9/30/2026 (11:59pm UTC)",
    deadlineDecided: true,
    postedAt: "2026-07-15T00:00:00",
    expiresAt: "2026-10-01T00:00:00",
  });
  expect(detail.descriptionHtml).toContain("req37705");
});

test("ValidThrough decides the closing date; the label's text is used when within a day of it", () => {
  // Every real capture: the text's 11:59pm UTC is one minute before ValidThrough's midnight.
  expect(csodClosingText("2026-10-01T00:00:00", "9/30/2026 (11:59pm UTC)")).toBe(
    "9/30/2026 (11:59pm UTC)",
  );
  expect(csodClosingText("2026-09-25T00:00:00", "9/24/2026 (MM/DD/YYYY) at 11:59pm UTC")).toBe(
    "9/24/2026 (MM/DD/YYYY) at 11:59pm UTC",
  );
  // A text that disagrees by more is stale (the requisition is still listed): the field wins.
  expect(csodClosingText("2026-10-01T00:00:00", "2/17/2026 (11:59pm UTC)")).toBe(
    "2026-10-01T00:00:00",
  );
  expect(csodClosingText("2026-10-01T00:00:00", "see below")).toBe("2026-10-01T00:00:00");
  expect(csodClosingText(undefined, "9/30/2026 (11:59pm UTC)")).toBe("9/30/2026 (11:59pm UTC)");
  expect(csodClosingText(undefined, undefined)).toBeUndefined();
});

test("CSOD's line wraps inside paragraphs are spaces: a sentence is not cut at them", () => {
  expect(
    joinWrappedLines("<p>the World Bank Group’s\r\nInternship Program</p>\r\n\t<p>x</p>"),
  ).toBe("<p>the World Bank Group’s Internship Program</p> <p>x</p>");
  expect(joinWrappedLines("<pre>a\r\nb</pre>")).toBe("<pre>a\r\nb</pre>");
  const detail = parseCsodRequisitionPage(readFixture("worldbank-requisition-38076.wrapper.html"));
  expect(htmlToText(detail.descriptionHtml)).toContain(
    "WBG Pioneers, the World Bank Group’s Internship Program, offers undergraduate",
  );
});

test("the JSON-LD alone (without the label table) still gives place and organization", () => {
  const saved = JSON.parse(
    readFixture("worldbank-requisition-37705.jobposting.real-trimmed.json"),
  ) as Record<string, unknown>;
  const posting = { ...saved, Description: "<p>No table.</p>" };
  const detail = parseCsodRequisitionPage(
    `<script type="application/ld+json">${JSON.stringify(posting)}</script>`,
  );
  expect(detail).toMatchObject({ organization: "World Bank Group", location: "Seoul, KR" });
  expect(detail.grade).toBeUndefined();
  expect(() => parseCsodRequisitionPage("<html><body>gone</body></html>")).toThrow(/no JSON-LD/);
});
