import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import {
  buildUnCareersListBody,
  mergeUnCareersDetail,
  needsUnCareersDetail,
  parseUnCareersDetail,
  parseUnCareersPage,
} from "./un-careers.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/un-careers");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");

test("list page 0: envelope count, every field mapped from the documented item shape", () => {
  const page = parseUnCareersPage(readFixture("list-page-0.synthetic.json"));
  expect(page.totalCount).toBe(5);
  expect(page.itemCount).toBe(2);
  expect(page.errors).toEqual([]);
  expect(page.postings[0]).toEqual({
    title: "Director, Crisis Response Division",
    organization: "Office for the Coordination of Humanitarian Affairs",
    location: "NEW YORK",
    descriptionHtml: expect.stringMatching(
      /^<div class='jobPostingItem'><div class='jobPostingItemTitle'>Org\. Setting and Reporting<\/div>/,
    ) as string,
    level: "Director and Higher",
    grade: "D-2",
    contractType: "Job Opening",
    postedAt: "2026-02-10T05:00:00.000Z",
    expiresAt: "2026-03-12T03:59:59.000Z",
    // 23:59:59 in New York (EDT) on 11 March.
    closingDate: "2026-03-11",
    link: "https://careers.un.org/jobSearchDescription/271204?language=en",
    externalId: "271204",
  });
});

test.each([
  [
    "list-page-0.synthetic.json",
    1,
    "271188",
    "Humanitarian Affairs Intern",
    "I-1",
    "BANGKOK",
    "Internship",
    "2026-03-06T04:59:59.000Z",
  ],
  [
    "list-page-1.synthetic.json",
    0,
    "271150",
    "IC - Protocol Support",
    "CON",
    "RIYADH",
    "Consultant",
    "2026-03-04T04:59:59.000Z",
  ],
  [
    "list-page-2.synthetic.json",
    0,
    "271102",
    "Administrative Assistant",
    "G-5",
    "PORT-AU-PRINCE - LOCAL; HQ Amman",
    "Job Opening",
    "2026-03-02T04:59:59.000Z",
  ],
])("%s item %i → jobId %s", (file, index, id, title, grade, location, contractType, expiresAt) => {
  const posting = parseUnCareersPage(readFixture(file)).postings[index];
  expect(posting).toMatchObject({
    externalId: id,
    title,
    grade,
    location,
    contractType,
    expiresAt,
  });
  expect(posting!.link).toBe(`https://careers.un.org/jobSearchDescription/${id}?language=en`);
});

test("an item without any title is an error entry naming its jobId; the rest of the page parses", () => {
  const page = parseUnCareersPage(readFixture("list-page-1.synthetic.json"));
  expect(page.itemCount).toBe(2);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["271150"]);
  expect(page.errors).toHaveLength(1);
  expect(page.errors[0]).toMatch(/^careers\.un\.org jobId 271149: .*no postingTitle or jobTitle/);
});

test("organization falls back to the source's, then to the UN Secretariat", () => {
  const body = JSON.stringify({
    status: 1,
    data: { count: 1, list: [{ jobId: 1, postingTitle: "Mixed Case Title, P3", dept: null }] },
  });
  expect(parseUnCareersPage(body).postings[0]!.organization).toBe("United Nations Secretariat");
  expect(parseUnCareersPage(body, "UNEP").postings[0]).toMatchObject({
    organization: "UNEP",
    title: "Mixed Case Title, P3",
    location: null,
    grade: null,
  });
});

test.each([
  [
    "<!DOCTYPE html><html><body>Request blocked</body></html>",
    /list is not JSON .*starts "<!DOCTYPE html>/,
  ],
  ['{"status":1,"data":{"list":[{"jobId":1}', /list is not JSON/],
  ['{"status":1,"data":{"items":[]}}', /unexpected shape: .*data\.list/s],
  [readFixture("error-status.synthetic.json"), /unexpected shape|status 0/],
  ['{"status":0,"data":{"list":[],"count":0}}', /answered status 0 \(expected 1\)/],
])("malformed payload %# throws a clear error", (body, message) => {
  expect(() => parseUnCareersPage(body)).toThrow(message);
});

test("list body follows the documented filteredV2 request", () => {
  expect(buildUnCareersListBody(3, 100)).toEqual({
    filterConfig: { keyword: "" },
    pagination: { page: 3, itemPerPage: 100, sortBy: "jobId", sortDirection: -1 },
  });
});

const PLATFORM_FIXTURES = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/platforms/un-careers",
);
const readPlatformFixture = (name: string) =>
  readFileSync(path.join(PLATFORM_FIXTURES, name), "utf8");

test("joV2 detail: duty station, grade, closing date and description of one opening", () => {
  const detail = parseUnCareersDetail(readPlatformFixture("detail-285226.documented-shape.json"));
  expect(detail).toMatchObject({
    externalId: "285226",
    title: "Open-Source Software policy consultant",
    organization: "Economic and Social Commission for Western Asia",
    location: "BEIRUT",
    grade: "CON",
    expiresAt: "2026-10-07T03:59:59.000Z",
    link: "https://careers.un.org/jobSearchDescription/285226?language=en",
  });
  expect(detail.descriptionHtml).toContain("Final policy report with annexes.");
});

test("a UN Secretariat opening closes at 11:59 PM New York: endDate 03:59:59 UTC on the 7th is the 6th", () => {
  const detail = parseUnCareersDetail(readPlatformFixture("detail-285226.documented-shape.json"));
  expect(detail.closingDate).toBe("2026-10-06");
  const normalised = normalisePosting(detail, new Date("2026-09-24T00:00:00Z"));
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-10-07T03:59:59.000Z");
  expect(normalised.deadline?.localDate).toBe("2026-10-06");
});

test("joV2 detail: a status other than 1, a body that is not JSON or an item without title throw", () => {
  expect(() => parseUnCareersDetail('{"status":0,"data":null}')).toThrow(/status 0/);
  expect(() => parseUnCareersDetail("<html>403</html>")).toThrow(/detail is not JSON/);
  expect(() => parseUnCareersDetail('{"data":{"jobId":1}}')).toThrow(/no postingTitle/);
});

test("the detail fills what the list entry lacked and never changes the identity", () => {
  const page = parseUnCareersPage(readPlatformFixture("list-with-gaps.documented-shape.json"));
  const listed = page.postings[0]!;
  expect(listed).toMatchObject({ location: null, expiresAt: null, descriptionHtml: null });
  expect(needsUnCareersDetail(listed)).toBe(true);
  expect(needsUnCareersDetail(page.postings[1]!)).toBe(false);
  const detail = {
    ...parseUnCareersDetail(readPlatformFixture("detail-285226.documented-shape.json")),
    externalId: "other",
    link: "https://example.org/other",
    grade: null,
  };
  const merged = mergeUnCareersDetail(listed, detail);
  expect(merged).toMatchObject({
    externalId: "285226",
    link: "https://careers.un.org/jobSearchDescription/285226?language=en",
    location: "BEIRUT",
    expiresAt: "2026-10-07T03:59:59.000Z",
    grade: "CON",
  });
  expect(merged.descriptionHtml).toContain("Result of Service");
});

test("a department filter drops the items it rejects but still counts them as listed", () => {
  const page = parseUnCareersPage(
    readPlatformFixture("list-with-gaps.documented-shape.json"),
    null,
    (department) => department === "Economic and Social Commission for Western Asia",
  );
  expect(page.itemCount).toBe(2);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["285226"]);
});
