import * as cheerio from "cheerio";
import { expect, test } from "vitest";
import {
  buildIcimsJobPageUrl,
  buildIcimsSearchUrl,
  formatIcimsLocation,
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
      location: "Seguin, United States",
      postedAt: null,
      organization: "Pet Supplies Plus",
    },
    {
      title: "Groomer",
      externalId: "18069",
      // The bracket names the store's street, not the town.
      location: "San Antonio, United States",
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

// Some portals list their results as rows of a Bootstrap grid straight inside the table, without
// `li` cards. These two rows are Daifuku's portal as another crawler's test quotes it (search-index
// file id 70079989921: "Daifuku's iCIMS portal: the search results inside its frame (in_iframe=1)",
// one row's markup filled in with each job's place, id, slug and title; the crawler's test names
// the host careers-icco). Fujifilm's page in this folder, the portal that prompted the reading, is
// checked by `npm run eval:sources`.
const DAIFUKU_ROW = (where: string, id: number, slug: string, title: string) => `<div class="row">
 <div class="col-xs-6 header left"> <span class="sr-only field-label">Job Locations</span> <span> ${where}</span> </div>
 <div class="col-xs-6 header right"> <span class="sr-only field-label">Posted Date</span>
  <span title="9/24/2026 6:18 PM"> 2 weeks ago<span class="sr-only">(9/24/2026 6:18 PM)</span></span> </div>
 <div class="col-xs-12 title"> <a href="https://careers-icco.icims.com/jobs/${id}/${slug}/job?in_iframe=1"
   class="iCIMS_Anchor" title="${id} - ${title}"><span class="sr-only field-label">External Title</span> <h3>${title}</h3></a> </div>
</div>`;

test("reads results written as rows of the job table, without li cards (Daifuku's portal)", () => {
  const html =
    '<div class="iCIMS_JobsTable">' +
    DAIFUKU_ROW("US-AZ-Chandler", 19224, "field-service-engineer-1", "Field Service Engineer 1") +
    DAIFUKU_ROW("US-MI-Novi", 21882, "apus-controls-engineer-iii", "Controls Engineer III") +
    '</div><a href="https://careers-icco.icims.com/jobs/intro?in_iframe=1">Welcome page</a>';
  const page = parseIcimsSearchPage(html, "careers-icco.icims.com", 0, "Daifuku");
  expect(page).toMatchObject({ itemCount: 2, errors: [], nextPage: null });
  expect(page.postings).toEqual([
    {
      title: "Field Service Engineer 1",
      externalId: "19224",
      link: "https://careers-icco.icims.com/jobs/19224/field-service-engineer-1/job",
      organization: "Daifuku",
      location: "Chandler, United States",
      postedAt: "2026-09-24",
    },
    {
      title: "Controls Engineer III",
      externalId: "21882",
      link: "https://careers-icco.icims.com/jobs/21882/apus-controls-engineer-iii/job",
      organization: "Daifuku",
      location: "Novi, United States",
      postedAt: "2026-09-24",
    },
  ]);
});

test("a job table whose job links sit in no card or row it reads is an error, not an empty page", () => {
  const html = `<div class="iCIMS_JobsTable"><div class="iCIMS_Result">
    <a class="iCIMS_Anchor" href="/jobs/7/driver/job?in_iframe=1"><h3>Driver</h3></a></div></div>`;
  expect(() => parseIcimsSearchPage(html, TFG, 0, null)).toThrow(/links to 1 job/);
  // A table with no job in it is a portal with nothing open.
  expect(
    parseIcimsSearchPage('<div class="iCIMS_JobsTable"></div>', TFG, 0, null).postings,
  ).toEqual([]);
});

test("an answer without the job list is not a search page", () => {
  expect(() => parseIcimsSearchPage("<html><body>Maintenance</body></html>", TFG, 0, null)).toThrow(
    /no job list/,
  );
});

test("writes iCIMS's coded places as town and country, other names as they are", () => {
  expect(formatIcimsLocation("US-NY-Buffalo")).toBe("Buffalo, United States");
  // A site's name in brackets after the town is not the town.
  expect(formatIcimsLocation("US-TX-San Antonio (Austin Hwy)")).toBe("San Antonio, United States");
  expect(formatIcimsLocation("Silver Sands Beach")).toBe("Silver Sands Beach");
  expect(formatIcimsLocation("TFG Hospitality - Ethiopia")).toBe("TFG Hospitality - Ethiopia");
  expect(formatIcimsLocation("  ")).toBeNull();
});

test("a country's code is written as its name, since it can also be a region's", () => {
  // "Sarnia, CA" would read as California.
  expect(formatIcimsLocation("CA-ON-Sarnia")).toBe("Sarnia, Canada");
  expect(formatIcimsLocation("ZZ-Nowhere")).toBe("Nowhere, ZZ");
});

test("the parts of a location that are only the employer's own name are no place", () => {
  expect(formatIcimsLocation("TFG Hospitality - Ethiopia", "TFG Hospitality")).toBe("Ethiopia");
  expect(formatIcimsLocation("TFG Hospitality", "TFG Hospitality")).toBeNull();
  expect(formatIcimsLocation("Silver Sands Beach", "TFG Hospitality")).toBe("Silver Sands Beach");
  // A coded place is read as one whatever the employer is called.
  expect(formatIcimsLocation("US-VA-Fairfax Station", "General Dynamics Mission Systems")).toBe(
    "Fairfax Station, United States",
  );
});

test("reads Emory's real cards: a campus location written as town, state and zip, and the job type", () => {
  const page = parseIcimsSearchPage(
    read("emory-search-page1.TRIMMED.html"),
    "clinical-emory.icims.com",
    0,
    "Emory Healthcare",
  );
  expect(page).toMatchObject({ itemCount: 3, errors: [], nextPage: 1 });
  expect(
    page.postings.map(({ externalId, location, contractType, postedAt }) => ({
      externalId,
      location,
      contractType,
      postedAt,
    })),
  ).toEqual([
    // "Division: Emory Univ Hosp-Midtown" names the hospital, not the place: not read.
    {
      externalId: "170893",
      location: "Johns Creek, GA, 30097",
      contractType: "Full-time staff appointment",
      postedAt: null,
    },
    {
      externalId: "170830",
      location: "Atlanta, GA, 30345",
      contractType: "Full-time staff appointment",
      postedAt: null,
    },
    {
      externalId: "170420",
      location: "Atlanta, GA, 30342",
      contractType: "Full-time staff appointment",
      postedAt: null,
    },
  ]);
});

test("reads GD Mission Systems' and Match Retail's real cards: coded places, month-first times", () => {
  const gdms = parseIcimsSearchPage(
    read("gdms-search-page1.TRIMMED.html"),
    "careers-gdms.icims.com",
    0,
    "General Dynamics Mission Systems",
  );
  expect(gdms).toMatchObject({ itemCount: 3, errors: [], nextPage: 1 });
  expect(gdms.postings.map(({ location, postedAt }) => [location, postedAt])).toEqual([
    ["Fairfax Station, United States", "2026-07-28"],
    ["Dedham, United States", "2026-07-28"],
    ["San Antonio, United States", "2026-07-27"],
  ]);
  const wow = parseIcimsSearchPage(
    read("matchretail-search-page1.TRIMMED.html"),
    "careers-wow.icims.com",
    0,
    "Match Retail",
  );
  // "Page 1 of 1": no next page.
  expect(wow).toMatchObject({ itemCount: 3, errors: [], nextPage: null });
  // The mall in the title ("… - Centerpoint Mall") is where the store is, not the town.
  expect(wow.postings.map(({ title, location }) => [title, location])).toEqual([
    ["Sales Associate Part Time - Centerpoint Mall", "Toronto, Canada"],
    ["Sales Associate Full Time - Lambton Mall", "Sarnia, Canada"],
    ["Assistant Store Manager - Eastgate Square", "Hamilton, Canada"],
  ]);
});

test("a site's name, a street or a postal code labelled as a location is not the place", () => {
  // A job page header's fields as one portal writes them (a venue's "Location Name" first).
  const header = `<div class="iCIMS_JobsTable"><dl class="iCIMS_JobHeaderGroup">
    <div class="iCIMS_JobHeaderTag"><dt class="iCIMS_JobHeaderField"><span class="sr-only field-label">Location Name</span></dt>
    <dd class="iCIMS_JobHeaderData"><span>Ryan Center and Boss Ice Arena (U of Rhode Island)</span></dd></div>
    <div class="iCIMS_JobHeaderTag"><dt class="iCIMS_JobHeaderField"><span class="sr-only field-label">Location : Postal Code</span></dt>
    <dd class="iCIMS_JobHeaderData"><span>02881</span></dd></div>
    <div class="iCIMS_JobHeaderTag"><dt class="iCIMS_JobHeaderField"><span class="sr-only field-label">Location : Location</span></dt>
    <dd class="iCIMS_JobHeaderData"><span>US-RI-Kingston</span></dd></div>
  </dl><div class="iCIMS_InfoMsg_Job"><p>Operations Staff Members</p></div></div>`;
  expect(parseIcimsJobPage(header).location).toBe("Kingston, United States");
});

test("reads Canisius University's real job page: block, header fields and the default expiry", () => {
  const { descriptionHtml, ...page } = parseIcimsJobPage(read("canisius-12165-job.TRIMMED.html"));
  expect(descriptionHtml).toContain("<p><strong>Now Hiring! Human Resources Coordinator</strong>");
  expect(page).toEqual({
    title: "Human Resources Coordinator",
    location: "Buffalo, United States",
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
    location: "Gujrat, India",
    contractType: null,
    postedAt: "2026-08-26T04:00:00.000Z",
    validThrough: null,
  });
});

test("a validThrough the employer set is kept; the one-year stamp is not", () => {
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
    location: "Buffalo, United States",
    contractType: "Full-time staff appointment",
    postedAt: null,
  });
  expect(() => parseIcimsJobPage("<html><body>Sign in</body></html>")).toThrow(/no JobPosting/);
});
