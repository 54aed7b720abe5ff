import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parseSesarOpenPosts, readSesarHeading, SESAR_CAREERS_URL } from "./sesar-ju.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/sesar-ju");
const PAGE = readFileSync(path.join(FIXTURES, "careers-20260913.TRIMMED.html"), "utf8");
const DOCS = "https://www.sesarju.eu/sites/default/files/documents/jobs/";

test("the real careers page of 2026-09-13: three notices of the Open Posts block, in order", () => {
  const list = parseSesarOpenPosts(PAGE, SESAR_CAREERS_URL, "SESAR 3 JU");
  expect(list.errors).toEqual([]);
  expect(list.itemCount).toBe(3);
  expect(list.postings.map(({ externalId, title }) => [externalId, title])).toEqual([
    ["VN226", "Budget Officer"],
    ["S3JU/IAJM/VN226", "Budget Officer"],
    ["SN023", "Technology & Master Planning Expert"],
  ]);
  expect(list.postings[0]).toMatchObject({
    organization: "SESAR 3 JU",
    location: null,
    link: `${DOCS}VN226%20-%20Budget%20Officer%20(AD6)%20-%20external%20-%20final%20publication%20-%20ares.pdf`,
    deadlineText: "Deadline for applying: 30 September 2026 14.00 CET",
    deadlineDecided: true,
  });
  expect(list.postings[1]?.link).toBe(
    `${DOCS}SESAR%203%20Joint%20Undertaking%20-%20Budget%20Officer%20(AD5-AD7)_Interagency%20publication.pdf`,
  );
  // The secondment notice's deadline was extended, and says so; its link reads "Vacancy notice
  // (extended)".
  expect(list.postings[2]).toMatchObject({
    link: `${DOCS}ANNEX%20I_SJU_SN023_2026_Technology%20%26%20Master%20Planning%20Expert-EXTENSION%20DEADLINE.pdf`,
    deadlineText: "Deadline for applying extended to : 30 September 2026, 14.00 CET",
  });
});

test("a notice's description is its heading and documents, links absolute, nothing of its neighbours", () => {
  const [external, interAgency] = parseSesarOpenPosts(PAGE, SESAR_CAREERS_URL, null).postings;
  const description = external?.descriptionHtml ?? "";
  expect(description).toMatch(
    /^<h3>EXTERNAL Vacancy Notice - Budget Officer \(ref\. VN226\)<\/h3>/,
  );
  expect(description).toContain(
    `href="${DOCS}VN226%20-%20Budget%20Officer%20(AD6)%20-%20external%20-%20Declaration%20of%20honor.doc"`,
  );
  expect(description).toContain("MoU for EUAN Framework on shared reserve lists");
  expect(description).not.toContain("Interagency");
  expect(description).not.toContain("<hr");
  expect(interAgency?.descriptionHtml).toContain("INTER-AGENCY JOB MARKET Vacancy Notice");
  expect(interAgency?.descriptionHtml).not.toContain("SN023");
});

test("the duty station is the one the source is given, none otherwise", () => {
  const list = parseSesarOpenPosts(PAGE, SESAR_CAREERS_URL, null, "Brussels, Belgium");
  expect(list.postings.map((posting) => posting.location)).toEqual([
    "Brussels, Belgium",
    "Brussels, Belgium",
    "Brussels, Belgium",
  ]);
});

test("headings are read as kind, title and reference; a heading without them is a title", () => {
  expect(readSesarHeading("Secondment Notice - Technology & Master (ref. SN023)")).toEqual({
    kind: "Secondment Notice",
    title: "Technology & Master",
    reference: "SN023",
  });
  expect(readSesarHeading(" Budget Officer ")).toEqual({
    kind: null,
    title: "Budget Officer",
    reference: null,
  });
});

test("a notice without its vacancy-notice link is an error line; a page without Open Posts throws", () => {
  const broken = PAGE.replace(">Vacancy notice (extended)</a>", ">Annex I</a>");
  const list = parseSesarOpenPosts(broken, SESAR_CAREERS_URL, null);
  expect(list.itemCount).toBe(3);
  expect(list.postings).toHaveLength(2);
  expect(list.errors).toEqual([
    'SESAR notice 3 ("Secondment Notice - Technology & Master Planning Expert (ref. SN023)"): no link to its vacancy notice',
  ]);
  expect(() => parseSesarOpenPosts("<h2>Open Vacancies</h2>", SESAR_CAREERS_URL, null)).toThrow(
    /no "Open Posts" heading/,
  );
});

test("an Open Posts block without notices is an empty list, not an error", () => {
  const start = PAGE.indexOf("<h3>EXTERNAL");
  const end = PAGE.indexOf("<p>&nbsp;</p>");
  const empty =
    PAGE.slice(0, start) + "<p>There are no open posts at the moment.</p>" + PAGE.slice(end);
  expect(parseSesarOpenPosts(empty, SESAR_CAREERS_URL, null)).toEqual({
    postings: [],
    errors: [],
    itemCount: 0,
  });
});
