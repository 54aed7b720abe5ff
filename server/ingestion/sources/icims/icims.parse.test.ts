import * as cheerio from "cheerio";
import { expect, test } from "vitest";
import {
  buildIcimsJobPageUrl,
  buildIcimsSearchUrl,
  formatIcimsLocation,
  isDefaultExpiry,
  parseIcimsJobPage,
  parseIcimsSearchPage,
} from "./icims.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) => readPlatformFixture("icims", name);

const TFG = "careers-tfghospitality.icims.com";
const PETS = "careers-petsuppliesplus.icims.com";

test("asks for a search page and a job page without the employer's surrounding site", () => {
  expect(buildIcimsSearchUrl("jobs-jhpiego.icims.com", 0)).toBe(
    "https://jobs-jhpiego.icims.com/jobs/search?pr=0&in_iframe=1",
  );
  expect(buildIcimsJobPageUrl("https://careers-chai.icims.com/jobs/7547/program-manager/job")).toBe(
    "https://careers-chai.icims.com/jobs/7547/program-manager/job?in_iframe=1",
  );
});

test("reads TFG Hospitality's real cards: title, id, link, place and day-first posted date", () => {
  const page = parseIcimsSearchPage(read("tfghospitality-search-page1.TRIMMED.html"), TFG, 0, null);
  expect(page).toMatchObject({ itemCount: 3, errors: [], nextPage: 1 });
  expect(page.postings).toEqual([
    {
      title: "Commis II",
      externalId: "8149",
      link: "https://careers-tfghospitality.icims.com/jobs/8149/commis-ii/job",
      organization: null,
      location: "Silver Sands Beach",
      postedAt: "2026-07-23",
    },
    {
      title: "Director of Revenue Management",
      externalId: "8147",
      link: "https://careers-tfghospitality.icims.com/jobs/8147/director-of-revenue-management/job",
      organization: null,
      location: "TFG Hospitality",
      postedAt: "2026-07-17",
    },
    {
      title: "Italian Head Chef - Addis Ababa, Ethiopia",
      externalId: "8130",
      link: "https://careers-tfghospitality.icims.com/jobs/8130/italian-head-chef---addis-ababa%2c-ethiopia/job",
      organization: null,
      location: "TFG Hospitality - Ethiopia",
      // "09/07/2026" alone could be either order; the board's "23/07/2026" says day first.
      postedAt: "2026-07-09",
    },
  ]);
});

test("reads Pet Supplies Plus's real cards: a coded place, no street address, no posted date", () => {
  const page = parseIcimsSearchPage(
    read("petsuppliesplus-search-page1.TRIMMED.html"),
    PETS,
    0,
    "Pet Supplies Plus",
  );
  expect(page).toMatchObject({ itemCount: 2, errors: [], nextPage: null });
  expect(
    page.postings.map(({ title, externalId, location, postedAt, organization }) => ({
      title,
      externalId,
      location,
      postedAt,
      organization,
    })),
  ).toEqual([
    {
      title: "Groomer",
      externalId: "18075",
      location: "Seguin, US",
      postedAt: null,
      organization: "Pet Supplies Plus",
    },
    {
      title: "Groomer",
      externalId: "18069",
      location: "San Antonio (San Pedro Ave), US",
      postedAt: null,
      organization: "Pet Supplies Plus",
    },
  ]);
});

test("keeps only links to job pages of the portal's own host", () => {
  const html = `<ul class="iCIMS_JobsTable">
    <li class="iCIMS_JobCardItem"><a href="https://other.icims.com/jobs/1/x/job"><h3>Elsewhere</h3></a></li>
    <li class="iCIMS_JobCardItem"><a href="/jobs/intro?in_iframe=1"><h3>Intro</h3></a></li>
    <li class="iCIMS_JobCardItem"><a href="/jobs/42/driver/job?in_iframe=1" title="42 - Driver"></a></li>
  </ul>`;
  const page = parseIcimsSearchPage(html, TFG, 2, null);
  expect(page.postings.map((posting) => [posting.externalId, posting.title, posting.link])).toEqual(
    [["42", "Driver", "https://careers-tfghospitality.icims.com/jobs/42/driver/job"]],
  );
  expect(page.errors).toEqual([
    `iCIMS search page 3, card 1: no link to a job of ${TFG}`,
    `iCIMS search page 3, card 2: no link to a job of ${TFG}`,
  ]);
  expect(page.nextPage).toBeNull();
});

test("reads month-first posted times, and none when the board never says which order it uses", () => {
  const card = (id: number, time: string) => `<li class="iCIMS_JobCardItem">
    <span class="sr-only field-label">Posted Date</span><span title="${time}">1 day ago</span>
    <a href="/jobs/${id}/job-${id}/job"><h3>Job ${id}</h3></a></li>`;
  const monthFirst = parseIcimsSearchPage(
    `<ul class="iCIMS_JobsTable">${card(1, "7/28/2026 2:40 PM")}${card(2, "3/7/2026 9:00 AM")}</ul>`,
    TFG,
    0,
    null,
  );
  expect(monthFirst.postings.map((posting) => posting.postedAt)).toEqual([
    "2026-07-28",
    "2026-03-07",
  ]);
  const unknown = parseIcimsSearchPage(
    `<ul class="iCIMS_JobsTable">${card(3, "03/07/2026 09:00")}</ul>`,
    TFG,
    0,
    null,
  );
  expect(unknown.postings[0]?.postedAt).toBeNull();
});

test("an answer without the job list is not a search page", () => {
  expect(() => parseIcimsSearchPage("<html><body>Maintenance</body></html>", TFG, 0, null)).toThrow(
    /no job list/,
  );
});

test("writes iCIMS's coded places as town and country, other names as they are", () => {
  expect(formatIcimsLocation("US-NY-Buffalo")).toBe("Buffalo, US");
  expect(formatIcimsLocation("US-TX-San Antonio (Austin Hwy)")).toBe(
    "San Antonio (Austin Hwy), US",
  );
  expect(formatIcimsLocation("TFG Hospitality - Ethiopia")).toBe("TFG Hospitality - Ethiopia");
  expect(formatIcimsLocation("  ")).toBeNull();
});

test("reads Canisius University's real job page: block, header fields and the default expiry", () => {
  const { descriptionHtml, ...page } = parseIcimsJobPage(read("canisius-12165-job.TRIMMED.html"));
  expect(descriptionHtml).toContain("<p><strong>Now Hiring! Human Resources Coordinator</strong>");
  expect(page).toEqual({
    title: "Human Resources Coordinator",
    location: "Buffalo, US",
    // The header's "Position Type: Full-Time" and the block's FULL_TIME agree.
    contractType: "Full-time staff appointment",
    postedAt: "2026-09-02T04:00:00.000Z",
    // validThrough 2027-09-02T04:00:00.000Z is the posted time a year on: iCIMS's own stamp.
    validThrough: null,
  });
});

test("reads Jhpiego's real JobPosting block: UNAVAILABLE fields, OTHER and the same default expiry", () => {
  const { descriptionHtml, ...page } = parseIcimsJobPage(read("jhpiego-8067-jsonld.TRIMMED.html"));
  expect(descriptionHtml).toContain("National TB Elimination Program (NTEP)");
  expect(page).toEqual({
    title: "Senior Program Officer -TB -Gujrat (Gandhinagar)",
    location: "Gujrat, IN",
    contractType: null,
    postedAt: "2026-08-26T04:00:00.000Z",
    validThrough: null,
  });
});

test("a validThrough the employer set is kept; the one-year stamp is not", () => {
  expect(isDefaultExpiry("2026-08-26T04:00:00.000Z", "2027-08-26T04:00:00.000Z")).toBe(true);
  expect(isDefaultExpiry("2026-08-26T04:00:00.000Z", "2026-09-15T04:00:00.000Z")).toBe(false);
  expect(isDefaultExpiry(null, "2027-08-26T04:00:00.000Z")).toBe(false);
  const page = read("jhpiego-8067-jsonld.TRIMMED.html").replace(
    '"validThrough": "2027-08-26T04:00:00.000Z"',
    '"validThrough": "2026-09-15T04:00:00.000Z"',
  );
  expect(parseIcimsJobPage(page).validThrough).toBe("2026-09-15T04:00:00.000Z");
});

test("without a JobPosting block the page's description and header are read", () => {
  const $ = cheerio.load(read("canisius-12165-job.TRIMMED.html"));
  $('script[type="application/ld+json"]').remove();
  const { descriptionHtml, ...page } = parseIcimsJobPage($.html());
  expect(descriptionHtml).toContain("Now Hiring! Human Resources Coordinator");
  expect(page).toMatchObject({
    title: "Human Resources Coordinator",
    location: "Buffalo, US",
    contractType: "Full-time staff appointment",
    postedAt: null,
  });
  expect(() => parseIcimsJobPage("<html><body>Sign in</body></html>")).toThrow(/no JobPosting/);
});
