import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parseAvatureDetail, parseAvatureSearchPage, readAvatureJobId } from "./avature.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/avature/${name}`, import.meta.url),
    "utf8",
  );
const SEARCH =
  "https://careers.unops.org/careersmarketplace/SearchJobs?jobRecordsPerPage=2&jobOffset=0";
const DETAIL = "https://careers.unops.org/careersmarketplace/JobDetail/";

test("reads the result count and one posting per job", () => {
  const list = parseAvatureSearchPage(read("searchjobs-offset-0.synthetic.html"), SEARCH, "UNOPS");
  expect(list).toMatchObject({ total: 3, itemCount: 2, errors: [] });
});

test.each([
  {
    file: "searchjobs-offset-0.synthetic.html",
    index: 0,
    expected: {
      title: "Project Manager (Energy Infrastructure)",
      externalId: "29871",
      link: `${DETAIL}Project-Manager-%28Energy-Infrastructure%29/29871`,
      organization: "UNOPS",
      location: "Kyiv, Ukraine",
    },
  },
  {
    file: "searchjobs-offset-0.synthetic.html",
    index: 1,
    expected: {
      title: "Procurement Officer",
      externalId: "29844",
      link: `${DETAIL}Procurement-Officer/29844`,
      organization: "UNOPS",
      location: "Nairobi, Kenya",
    },
  },
  {
    file: "searchjobs-offset-2.synthetic.html",
    index: 0,
    expected: {
      title: "Finance Associate",
      externalId: "29802",
      link: `${DETAIL}Finance-Associate/29802`,
      organization: "UNOPS",
      location: "Copenhagen, Denmark",
    },
  },
])("maps $file result $index", ({ file, index, expected }) => {
  expect(parseAvatureSearchPage(read(file), SEARCH, "UNOPS").postings[index]).toEqual(expected);
});

test("accepts ?jobId= links in any attribute order and records a link without a title", () => {
  const html = `<span>2 results found</span>
    <a data-id="1" href='/careersmarketplace/JobDetail?folderId=3&amp;jobId=30001' class="link">Driver</a>
    <a href="JobDetail?jobId=30002"><img alt=""></a>`;
  const list = parseAvatureSearchPage(html, SEARCH, null);
  expect(list.postings).toEqual([
    {
      title: "Driver",
      externalId: "30001",
      link: "https://careers.unops.org/careersmarketplace/JobDetail?folderId=3&jobId=30001",
      organization: null,
      location: null,
    },
  ]);
  expect(list.errors).toEqual(["Avature job 30002: link has no title"]);
  expect(list.total).toBe(2);
});

test("throws on a page that is not a search page", () => {
  expect(() =>
    parseAvatureSearchPage("<html><body>Maintenance</body></html>", SEARCH, null),
  ).toThrow(/no job links and no result count/);
});

test("reads the labelled fields of a job page", () => {
  expect(parseAvatureDetail(read("jobdetail-29871.synthetic.html"))).toMatchObject({
    title: "Project Manager (Energy Infrastructure)",
    location: "Kyiv, Ukraine",
    contractType: "International Individual Contractor Agreement",
    grade: "IICA-3",
    postedAt: "18-Feb-2026",
    deadlineText: "Posting End Date: 04-Mar-2026",
  });
});

test("builds the description from every section, labelled fields included", () => {
  const html = parseAvatureDetail(read("jobdetail-29871.synthetic.html")).descriptionHtml ?? "";
  expect(html.match(/<h3>[^<]+<\/h3>/g)).toEqual([
    "<h3>Job Highlight</h3>",
    "<h3>Functions / Key Results Expected</h3>",
    "<h3>Education Requirements</h3>",
    "<h3>Language Requirements</h3>",
  ]);
  expect(html).toContain("<li><strong>Duty Station(s):</strong> Kyiv, Ukraine</li>");
  expect(html).toContain("<p>The Project Manager leads a <strong>multi-donor</strong> portfolio");
  expect(html).toContain(
    "<li>Ensure health, safety and environmental standards on all works sites.</li></ul>",
  );
  expect(html).not.toContain("operational arm");
});

const readReal = (name: string) => readPlatformFixture("avature", name);

test("keeps every section of a real UNOPS vacancy with its heading and text", () => {
  const detail = parseAvatureDetail(readReal("unops-jobdetail-4383-20260913.EXCERPT.html"));
  expect(detail).toMatchObject({
    title: "Support Services Manager",
    location: "Cap Haitien",
    contractType: "ICA - IICA - Regular",
    grade: "IICA 2",
    postedAt: "28-Aug-2026",
    deadlineText: "Posting End Date: 15-Sep-2026",
  });
  expect(detail.sections.map((section) => section.heading)).toEqual([
    "General Information",
    "Job Highlight",
    "About the Region",
    "Functions / Key Results Expected",
    "Skills",
    "Education Requirements",
    "Language Requirements",
  ]);
  const html = detail.descriptionHtml ?? "";
  expect(html.match(/<h3>[^<]+<\/h3>/g)).toEqual(
    detail.sections.map((section) => `<h3>${section.heading}</h3>`),
  );
  expect(html).toContain("<li><strong>ICS Level:</strong> ICS 10</li>");
  expect(html).toContain("<li><strong>Duration:</strong> Ongoing, subject to good performance");
  expect(html).toContain("In Latin America and the Caribbean, UNOPS operates across 23 countries");
  expect(html).toContain("Management of the Operations/Support Services of the Office");
  expect(html).toContain("Financial Analysis, Human Resources Management");
  expect(html).toContain("A Bachelor’s degree in Business Administration");
  expect(html).toContain("<td>French</td><td>Fluent</td><td>Required</td>");
  expect(html).not.toContain("<style");
  expect(html).not.toContain("font-size: inherit");
});

test("reads a result's duty station from its subtitle and the count from the legend's aria-label", () => {
  const list = parseAvatureSearchPage(
    readReal("unops-searchjobs.documented-shape.synthetic.html"),
    SEARCH,
    "UNOPS",
  );
  expect(list).toMatchObject({ total: 1, itemCount: 1, hasNext: false, errors: [] });
  expect(list.postings[0]).toMatchObject({
    title: "Support Services Manager",
    externalId: "4383",
    location: "Cap Haitien",
  });
});

test("throws on a page without Avature's labels", () => {
  expect(() => parseAvatureDetail("<html><body><h2>Page not found</h2></body></html>")).toThrow(
    /neither "Duty Station\(s\)" nor any description section/,
  );
});

test.each([
  ["https://careers.unops.org/careersmarketplace/JobDetail/Project-Manager/29871", "29871"],
  ["https://careers.unops.org/careersmarketplace/JobDetail?jobId=29844", "29844"],
  ["https://careers.unops.org/careersmarketplace/SearchJobs", null],
])("reads the job id of %s", (url, id) => {
  expect(readAvatureJobId(url)).toBe(id);
});

// Written before the rule, on Unifi's real first page (a portal the parser was not shaped on):
// its rows have an empty subtitle and name the place only in `.list-item-country`.
test("a result that names only its country keeps the country as its duty station", () => {
  const url =
    "https://careers.unifiservice.com/careers/SearchJobs?jobRecordsPerPage=20&jobOffset=0";
  const list = parseAvatureSearchPage(
    readReal("unifi-searchjobs.real-trimmed.html"),
    url,
    "Unifi Aviation",
  );
  expect(list).toMatchObject({ total: 720, itemCount: 3, errors: [] });
  expect(list.postings.map((posting) => [posting.externalId, posting.location])).toEqual([
    ["13788", "United States"],
    ["14732", "United States"],
    ["13312", "United States"],
  ]);
});

// Written before the rule and run first on St. Luke's real rows ("Part-Time"); the rule was prompted
// by Australia Post's ("Permanent Full Time"). Both portals state the work type in its own
// subtitle field, which reaches the contract classifier in the shared employment-type words.
test("a result's work type field reaches the contract classifier in its words", () => {
  const stLukes = parseAvatureSearchPage(
    readReal("stlukes-searchjobs.real-trimmed.html"),
    "https://careers.slhs.org/careersmarketplace/SearchJobs?jobRecordsPerPage=6&jobOffset=0",
    "St. Luke's Health System",
  );
  expect(stLukes.postings.map((posting) => [posting.externalId, posting.contractType])).toEqual([
    ["157365", "Part-time staff appointment"],
    ["155259", "Flex"],
  ]);
  const auspost = parseAvatureSearchPage(
    readReal("auspost-searchjobs.real-trimmed.html"),
    "https://jobs.auspost.com.au/en_GB/careers/SearchJobs?jobRecordsPerPage=50&jobOffset=0",
    "Australia Post",
  );
  expect(auspost.postings.map((posting) => [posting.externalId, posting.contractType])).toEqual([
    ["41873", "Full-time staff appointment"],
    ["41367", "Full-time staff appointment"],
  ]);
  const unifi = parseAvatureSearchPage(
    readReal("unifi-searchjobs.real-trimmed.html"),
    "https://careers.unifiservice.com/careers/SearchJobs?jobRecordsPerPage=20&jobOffset=0",
    "Unifi Aviation",
  );
  expect(unifi.postings.map((posting) => posting.contractType ?? null)).toEqual([null, null, null]);
});

// Written before the rule on Synopsys' result markup as a public scraper's test quotes it from the
// portal synopsys.avature.net (a quotation, not a capture): the row names its place in labelled
// paragraphs of the subtitle, "City:", "State/Province:" and "Country:", each with a bold label.
// Xerox's real rows, which prompted the rule, have the same fields and gave no place before.
test("a result's labelled City, State/Province and Country fields are its duty station", () => {
  const synopsys = `<html><body><article class="article article--result"><div class="article__header__text">
    <h3 class="article__header__text__title title--04"><a href="https://synopsys.avature.net/careers/JobDetail/Software-Engineer-I/16601">Software Engineer I</a></h3>
    <div class="article__header__text__subtitle">
      <p><span class="text--bold">City:</span> Bengaluru</p>
      <p><span class="text--bold">State/Province:</span> Karnataka</p>
      <p><span class="text--bold">Country:</span> India</p>
    </div></div></article></body></html>`;
  const list = parseAvatureSearchPage(
    synopsys,
    "https://synopsys.avature.net/careers/SearchJobs",
    "Synopsys",
  );
  expect(list.postings.map((posting) => [posting.externalId, posting.location])).toEqual([
    ["16601", "Bengaluru, Karnataka, India"],
  ]);
  // The same fields in one element: each value ends at the next label.
  const oneElement = parseAvatureSearchPage(
    synopsys.replace(/<\/?p>/g, ""),
    "https://synopsys.avature.net/careers/SearchJobs",
    "Synopsys",
  );
  expect(oneElement.postings[0]?.location).toBe("Bengaluru, Karnataka, India");

  const xerox = parseAvatureSearchPage(
    readReal("xerox-careers-searchjobs.TRIMMED.html"),
    "https://xerox.avature.net/en_US/careers/SearchJobs?jobRecordsPerPage=5&jobOffset=0",
    "Xerox",
  );
  expect(xerox.postings.map((posting) => [posting.externalId, posting.location])).toEqual([
    ["51377", "Cebu City, Central Visayas (Region VII), Philippines"],
    ["51470", "Plymouth, Devon, United Kingdom"],
    ["51338", "Southampton, Hampshire, United Kingdom"],
    ["50222", "Cebu; Cebu City, Central Visayas (Region VII), Philippines"],
    ["50514", "Freiburg; Heidelberg; Mannheim; Stuttgart; Ulm, Baden-Württemberg, Germany"],
  ]);
});
