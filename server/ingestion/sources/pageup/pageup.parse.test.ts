import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import {
  parsePageUpDetail,
  parsePageUpListing,
  parsePageUpRss,
  readPageUpJobId,
} from "./pageup.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/pageup/${name}`, import.meta.url),
    "utf8",
  );
const JOB = "https://careers.pageuppeople.com/671/cw/en-us/job/";
const LISTING = "https://careers.pageuppeople.com/671/cw/en-us/listing/?page=1&page-items=2";

test("reads every item of UNICEF's real (cinfo-filtered) PageUp RSS", () => {
  const feed = parsePageUpRss(read("unicef-jobs-cinfo.xml"), "UNICEF");
  expect(feed.itemCount).toBe(32);
  expect(feed.errors).toEqual([]);
  expect(new Set(feed.postings.map((posting) => posting.externalId)).size).toBe(32);
});

test.each([
  {
    index: 0,
    expected: {
      title:
        "Re-advertisement: People and Culture Manager (Organizational Learning and Development), P-4, Fixed Term Position, DPC, outposted to Budapest, Hungary #00132723",
      externalId: "584179",
      link: `${JOB}584179`,
      postedAt: "Fri, 06 Mar 2026 08:00:00 +0000",
      organization: "UNICEF",
      location: null,
      deadlineText: null,
    },
  },
  {
    index: 3,
    expected: {
      title:
        "Internship: Social & Community Listening and Data (2 persons) - Part-time. Dar es salaam, Tanzania. (6 months)",
      externalId: "590708",
      link: `${JOB}590708`,
      postedAt: "Fri, 06 Mar 2026 06:00:00 +0000",
    },
  },
  {
    index: 4,
    expected: {
      title:
        "Education Specialist, Temporary Appointment (364 days), P-3, Kharkiv, Ukraine, #134662",
      externalId: "585818",
      link: `${JOB}585818`,
    },
  },
])("maps real RSS item $index", ({ index, expected }) => {
  const posting = parsePageUpRss(read("unicef-jobs-cinfo.xml"), "UNICEF").postings[index];
  expect(posting).toMatchObject(expected);
  expect(posting?.descriptionHtml?.length).toBeGreaterThan(100);
});

test.each([
  {
    index: 0,
    expected: {
      externalId: "589340",
      location: "Ethiopia",
      contractType: "Fixed Term Appointment",
      deadlineText: "Mon, 02 Mar 2026 20:59:00 GMT",
      postedAt: "Mon, 02 Feb 2026 05:00:00 GMT",
      alternateLinks: [`${JOB}589340/apply`],
    },
  },
  {
    index: 1,
    expected: {
      title:
        "Consultancy to develop a global Compendium on Data Governance for Children (Home Based; #591090)",
      externalId: "591090",
      link: `${JOB}591090/consultancy-to-develop-a-global-compendium-on-data-governance-for-children-home-based-591090`,
      location: "Italy",
      contractType: "Consultant",
      deadlineText: "Wed, 04 Mar 2026 22:59:00 GMT",
    },
  },
])("maps the pageuppeople.com namespace fields of item $index", ({ index, expected }) => {
  expect(parsePageUpRss(read("latest_jobs.synthetic.rss"), null).postings[index]).toMatchObject(
    expected,
  );
});

test("keeps the feed description HTML decoded once", () => {
  const posting = parsePageUpRss(read("latest_jobs.synthetic.rss"), null).postings[2];
  expect(posting?.descriptionHtml).toMatch(
    /^<p>Under the guidance.*education &amp; skills programme/,
  );
});

test("records an RSS item without a job id and one without a title", () => {
  const body = `<rss><channel>
    <item><title>Nutrition Officer</title><link>https://careers.pageuppeople.com/671/cw/en-us/listing/</link></item>
    <item><title></title><link>${JOB}1</link></item>
    <item><title>WASH Specialist</title><link>${JOB}2/wash</link></item>
  </channel></rss>`;
  const feed = parsePageUpRss(body, null);
  expect(feed.postings.map((posting) => posting.externalId)).toEqual(["2"]);
  expect(feed.errors).toEqual([
    "PageUp RSS item #1: no job id in https://careers.pageuppeople.com/671/cw/en-us/listing/",
    expect.stringMatching(/^PageUp RSS item #2: .*title/),
  ]);
});

test.each([
  ["<html><body>Access denied</body></html>", /no <rss><channel>/],
  ["<rss><channel><item><title>x</item></channel>", /not well-formed XML/],
])("throws on a malformed feed %#", (body, message) => {
  expect(() => parsePageUpRss(body, null)).toThrow(message);
});

test("reads job links, locations, close dates and the total from a listing page", () => {
  const list = parsePageUpListing(read("listing-page-1.synthetic.html"), LISTING, "UNICEF");
  expect(list.total).toBe(3);
  expect(list.itemCount).toBe(2);
  expect(list.postings[0]).toEqual({
    title:
      "JPO Emergency Officer, P-2, Addis Ababa, Ethiopia (Open to nationals of eligible developing countries only)",
    externalId: "589340",
    link: `${JOB}589340/jpo-emergency-officer-p-2-addis-ababa-ethiopia-open-to-nationals-of-eligible-developing-countries-only`,
    organization: "UNICEF",
    location: "Ethiopia",
    deadlineText: "2026-03-02T20:59:00Z",
    descriptionHtml:
      '<td colspan="3"><p>The Emergency Officer JPO supports the timely and effective delivery of emergency assistance to children and affected communities.</p></td>',
  });
  expect(list.postings[1]).toMatchObject({
    externalId: "591090",
    location: "Italy",
    deadlineText: "2026-03-04T22:59:00Z",
  });
});

test("dedupes repeated job links, skips apply links and tolerates attribute order", () => {
  const html = `<p>2 jobs found</p>
    <a data-x='1' href='/671/cw/en-us/job/7/nutrition-officer' class="job-link">Nutrition Officer</a>
    <a class="job-link" href="/671/cw/en-us/job/7/nutrition-officer">Nutrition Officer</a>
    <a href="/671/cw/en-us/job/7/apply">Apply</a>
    <a href="/671/cw/en-us/job/8/"> </a>`;
  const list = parsePageUpListing(html, LISTING, null);
  expect(list.postings.map((posting) => [posting.externalId, posting.title, posting.link])).toEqual(
    [["7", "Nutrition Officer", `${JOB}7/nutrition-officer`]],
  );
  expect(list.errors).toEqual(["PageUp listing job 8: link has no title"]);
  expect(list.itemCount).toBe(2);
});

test("throws on a page that is not a listing", () => {
  expect(() =>
    parsePageUpListing("<html><body>Please verify you are a human</body></html>", LISTING, null),
  ).toThrow(/no job links and no result count/);
  expect(parsePageUpListing("<p>No jobs found</p>", LISTING, null).postings).toEqual([]);
});

test("reads the labelled fields and the description of a job page", () => {
  const detail = parsePageUpDetail(read("job-589340.synthetic.html"));
  expect(detail).toMatchObject({
    title:
      "JPO Emergency Officer, P-2, Addis Ababa, Ethiopia (Open to nationals of eligible developing countries only)",
    jobNo: "589340",
    contractType: "Fixed Term Appointment",
    location: "Ethiopia",
    postedAt: "Feb 02 2026",
    deadlineText: "Application close: Mar 02 2026 E. Africa Standard Time",
  });
  expect(detail.descriptionHtml).toMatch(
    /^<div id="job-content">\s*<p> UNICEF works in over 190 countries/,
  );
  expect(detail.descriptionHtml).toContain(
    "Key functions, accountabilities and related duties/tasks:",
  );
  expect(detail.descriptionHtml).not.toContain("Advertised");
  expect(detail.descriptionHtml).not.toContain("Job no:");
});

test("reads the same labels from the real posting text as mirrored by unjobs.org", () => {
  const page = read("unjobs-vacancy-unicef-1770017547374.html");
  const snippet = page.slice(page.indexOf('<div class="t1770017547374 fp-snippet">'));
  const detail = parsePageUpDetail(snippet);
  expect(detail).toMatchObject({
    jobNo: "589340",
    contractType: "Fixed Term Appointment",
    location: "Ethiopia",
    postedAt: "Feb 02 2026",
    deadlineText: "Application close: Mar 02 2026 E. Africa Standard Time",
  });
  expect(detail.descriptionHtml).toMatch(/^<p> UNICEF works in over 190 countries/);
});

test("prefers a time element's datetime for the advertised date", () => {
  const html = `<p><b>Job no:</b> 1</p><p><b>Advertised:</b> <time datetime="2026-02-02T05:00:00Z">Feb 02 2026</time> E. Africa Standard Time</p>
    <p><b>Application close:</b> <time datetime="2026-03-02T20:59:00Z">Mar 02 2026</time> E. Africa Standard Time</p>`;
  expect(parsePageUpDetail(html)).toMatchObject({
    postedAt: "2026-02-02T05:00:00Z",
    deadlineText: "Application close: Mar 02 2026 E. Africa Standard Time",
    descriptionHtml: null,
  });
});

test("throws on a page without PageUp's labels", () => {
  expect(() => parsePageUpDetail("<html><body>Just a moment...</body></html>")).toThrow(
    /neither "Job no:" nor "Application close:"/,
  );
});

test.each([
  ["https://careers.pageuppeople.com/671/cw/en-us/job/589340/jpo-emergency-officer", "589340"],
  ["https://careers.pageuppeople.com/671/cw/en-us/job/584179", "584179"],
  ["https://jobs.unicef.org/en-us/job/591090?source=rss", "591090"],
  ["https://careers.pageuppeople.com/671/cw/en-us/listing/", null],
])("reads the job id of %s", (url, id) => {
  expect(readPageUpJobId(url)).toBe(id);
});

const readReal = (name: string) => readPlatformFixture("pageup", name);

test("reads a real PageUp feed whose items carry both <description> and <job:description>", () => {
  const feed = parsePageUpRss(readReal("kinetic-1083-latest_jobs.rss"), "Kinetic IT");
  expect(feed.errors).toEqual([]);
  expect(feed.itemCount).toBe(3);
  expect(feed.postings.map((posting) => posting.externalId)).toEqual([
    "495930",
    "495865",
    "495406",
  ]);
  const [first, second, third] = feed.postings;
  expect(first).toMatchObject({
    title: "Senior Communications Specialist",
    link: "https://careers.pageuppeople.com/1083/cw/en/job/495930",
    alternateLinks: [
      "https://secure.dc2.pageuppeople.com/apply/1083/gateway/default.aspx?c=apply&lJobID=495930&lJobSourceTypeID=796&sLanguage=en",
    ],
    location: "Melbourne, VIC; Perth",
    contractType: "Full-time staff appointment",
    postedAt: "Thu, 01 Oct 2026 01:00:00 Z",
    // <job:closingDate/> is empty for this job.
    deadlineText: null,
  });
  // The whole advert (job:description), not the one-line RSS teaser.
  expect(first?.descriptionHtml).toMatch(/^<p><strong>About The Role<\/strong><br>/);
  expect(first?.descriptionHtml).toContain("Responsibilities will include:");
  expect(second).toMatchObject({ location: "Sydney, NSW", title: "Senior ServiceNow Developer" });
  expect(third).toMatchObject({
    deadlineText: "Fri, 30 Oct 2026 15:55:00 GMT",
    contractType: "Full Time,Part Time",
    location:
      "Canberra, ACT; Sydney, NSW; Darwin, NT; Brisbane, QLD; Melbourne, VIC; Perth; Fremantle",
  });
});

// G8 Education's real feed item (tests/fixtures/platforms/pageup/g8-education-1032-latest_jobs.rss):
// its town sits under a state code, which alone says the country.
test("keeps an Australian state after the place it holds", () => {
  const body = readFileSync(
    new URL(
      "../../../../tests/fixtures/platforms/pageup/g8-education-1032-latest_jobs.rss",
      import.meta.url,
    ),
    "utf8",
  );
  expect(parsePageUpRss(body, "G8 Education").postings[0]).toMatchObject({
    externalId: "521876",
    location: "Dubbo & Central NSW, NSW",
    contractType: "Fixed Term Part time",
  });
});

test("falls back to the RSS description when an item has no job:description", () => {
  const body = `<rss><channel xmlns:job="http://pageuppeople.com/"><item><title>Nutrition Officer</title>
    <link>${JOB}7</link><description>Short teaser</description><job:location>Eastern and Southern Africa Region|Uganda</job:location></item></channel></rss>`;
  expect(parsePageUpRss(body, null).postings[0]).toMatchObject({
    descriptionHtml: "Short teaser",
    location: "Uganda",
  });
});
