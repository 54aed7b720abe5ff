import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { classifyContract } from "#domain/contract-types";
import { parseLocation } from "#domain/locations";
import {
  parseSuccessFactorsDetail,
  parseSuccessFactorsFeed,
  parseSuccessFactorsList,
  splitTitleLocation,
  readSuccessFactorsJobId,
} from "./successfactors.parse";
import { readPlatformFixture } from "#tests/support/adapter-fixtures";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/successfactors/${name}`, import.meta.url),
    "utf8",
  );
const UNESCO = {
  organization: "UNESCO",
  dayFirst: true,
  columns: { contractType: "jobShifttype", grade: "jobFacility", deadline: "jobDepartment" },
};
const SEARCH = "https://careers.unesco.org/search/?q=";

test.each([
  {
    index: 0,
    expected: {
      title: "Senior Social Protection Specialist (P5)",
      externalId: "1301445601",
      link: "https://jobs.ilo.org/job/Geneva-Senior-Social-Protection-Specialist-%28P5%29/1301445601/",
      organization: "ILO",
      location: null,
      contractType: null,
      deadlineText: null,
      postedAt: "Thu, 26 Feb 2026 08:00:00 GMT",
    },
  },
  {
    index: 1,
    expected: {
      title: "National Project Coordinator (NOC) - Decent Work in Agriculture",
      externalId: "1301398701",
      link: "https://jobs.ilo.org/job/Addis-Ababa-National-Project-Coordinator-%28NOC%29-Decent-Work-in-Agriculture/1301398701/",
      postedAt: "Mon, 23 Feb 2026 08:00:00 GMT",
    },
  },
])("maps ILO category RSS item $index", ({ index, expected }) => {
  const feed = parseSuccessFactorsFeed(read("ilo-category-rss.synthetic.xml"), {
    organization: "ILO",
    dayFirst: false,
  });
  expect(feed.errors).toEqual([]);
  expect(feed.postings[index]).toMatchObject(expected);
});

test("keeps the RSS description HTML and leaves an empty one null", () => {
  const [first, , third] = parseSuccessFactorsFeed(read("ilo-category-rss.synthetic.xml"), {
    organization: null,
    dayFirst: false,
  }).postings;
  expect(first?.descriptionHtml).toMatch(/^<p><strong>Grade:<\/strong> P5<\/p>/);
  expect(third?.descriptionHtml).toBeNull();
});

test.each([
  {
    index: 0,
    expected: {
      title: "Roster - Senior Radiocommunication Engineer (Space Services)",
      externalId: "1122334455",
      organization: "International Telecommunication Union",
      location: "Geneva, Switzerland",
      contractType: "Fixed-term",
      deadlineText: "2026-12-31",
      postedAt: "Wed, 11 Feb 2026 09:00:00 GMT",
    },
  },
  {
    index: 1,
    expected: {
      title: "Programme Officer, Digital Inclusion (P3)",
      externalId: "1122339876",
      link: "https://jobs.itu.int/job/Bangkok-Programme-Officer%2C-Digital-Inclusion-%28P3%29/1122339876/",
      location: "Bangkok, Thailand",
      deadlineText: "2026-03-26",
      descriptionHtml:
        "<p>The ITU Regional Office for Asia and the Pacific seeks a Programme Officer to support national digital inclusion strategies &amp; connectivity projects for least developed countries.</p>",
    },
  },
])("maps googlefeed.xml item $index with its g: fields", ({ index, expected }) => {
  expect(
    parseSuccessFactorsFeed(read("itu-googlefeed.synthetic.xml"), {
      organization: null,
      dayFirst: false,
    }).postings[index],
  ).toMatchObject(expected);
});

test("reads an Atom googlefeed and records items without a link", () => {
  const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><title type="html">Roster – Legal Officer</title>
    <link rel="alternate" href="https://jobs.itu.int/job/Geneva-Roster-Legal-Officer/1122000001/"/><updated>2026-02-01T00:00:00Z</updated>
    <summary>Roster for the Legal Affairs Unit.</summary></entry><entry><title>No link</title></entry></feed>`;
  const feed = parseSuccessFactorsFeed(atom, { organization: "ITU", dayFirst: false });
  expect(feed.postings).toEqual([
    {
      title: "Roster – Legal Officer",
      externalId: "1122000001",
      link: "https://jobs.itu.int/job/Geneva-Roster-Legal-Officer/1122000001/",
      organization: "ITU",
      location: null,
      contractType: null,
      deadlineText: null,
      postedAt: "2026-02-01T00:00:00Z",
      descriptionHtml: "Roster for the Legal Affairs Unit.",
    },
  ]);
  expect(feed.errors).toEqual([expect.stringMatching(/^SuccessFactors feed item #2: .*link/)]);
});

test.each([
  ["<html><body>Service unavailable</body></html>", /neither <rss><channel> nor an Atom <feed>/],
  ["<rss><channel><item><title>x</channel></rss>", /not well-formed XML/],
])("throws on a malformed feed %#", (body, message) => {
  expect(() => parseSuccessFactorsFeed(body, { organization: null, dayFirst: false })).toThrow(
    message,
  );
});

test("dedupes the triple-rendered list and reads the total", () => {
  const list = parseSuccessFactorsList(read("unesco-search-page-1.synthetic.html"), SEARCH, UNESCO);
  expect(list.total).toBe(3);
  expect(list.itemCount).toBe(2);
  expect(list.errors).toEqual([]);
  expect(list.postings.map((posting) => posting.externalId)).toEqual(["2611309802", "2611288402"]);
});

test.each([
  {
    file: "unesco-search-page-1.synthetic.html",
    index: 0,
    expected: {
      title: "Programme Specialist (Education)",
      externalId: "2611309802",
      link: "https://careers.unesco.org/job/Paris-Programme-Specialist-%28Education%29/2611309802/",
      organization: "UNESCO",
      location: "Paris, France",
      postedAt: null,
      grade: "P-3",
      contractType: "Fixed-Term Appointment",
      deadlineText: "18/03/2026 (DD/MM/YYYY)",
      deadlineDecided: true,
    },
  },
  {
    file: "unesco-search-page-1.synthetic.html",
    index: 1,
    expected: {
      title: "Culture Officer",
      externalId: "2611288402",
      link: "https://careers.unesco.org/job/Dakar-Culture-Officer/2611288402/",
      organization: "UNESCO",
      location: "Dakar, Senegal",
      postedAt: null,
      grade: "NO-B",
      contractType: "Fixed-Term Appointment",
      deadlineText: "05/03/2026 (DD/MM/YYYY)",
      deadlineDecided: true,
    },
  },
  {
    file: "unesco-search-page-2.synthetic.html",
    index: 0,
    expected: {
      title: "Consultant – Education Statistics & Data Systems",
      externalId: "2611270102",
      link: "https://careers.unesco.org/job/Bangkok-Consultant-%E2%80%93-Education-Statistics/2611270102/",
      organization: "UNESCO",
      location: "Bangkok, Thailand",
      postedAt: null,
      grade: "Non-staff",
      contractType: "Consultant",
      deadlineText: "02/04/2026 (DD/MM/YYYY)",
      deadlineDecided: true,
    },
  },
])("maps UNESCO list row $index of $file", ({ file, index, expected }) => {
  expect(parseSuccessFactorsList(read(file), SEARCH, UNESCO).postings[index]).toEqual(expected);
});

test("leaves custom columns out unless configured, and deadlines unmarked without dayFirst", () => {
  const posting = parseSuccessFactorsList(read("unesco-search-page-1.synthetic.html"), SEARCH, {
    organization: null,
    dayFirst: false,
  }).postings[0];
  expect(posting).toMatchObject({
    location: "Paris, France",
    grade: null,
    contractType: null,
    deadlineText: null,
  });
});

test("records a job link without a title and throws on a page that is not a list", () => {
  const html =
    '<span class="paginationLabel">Results 1 – 1 of 1</span><a href="/job/Paris-x/123/"><img src="logo.png"></a>';
  expect(parseSuccessFactorsList(html, SEARCH, UNESCO)).toMatchObject({
    postings: [],
    errors: ["SuccessFactors list job 123: link has no title"],
    total: 1,
  });
  expect(() =>
    parseSuccessFactorsList("<html><body>Access denied</body></html>", SEARCH, UNESCO),
  ).toThrow(/no job links and no result count/);
});

test("reads the description block of a job page, nested spans included", () => {
  const detail = parseSuccessFactorsDetail(read("unesco-job-2611309802.synthetic.html"));
  expect(detail.location).toBe("Paris, France");
  expect(detail.descriptionHtml).toMatch(/^<p><b>Post Number<\/b> : ED 521<\/p>/);
  expect(detail.descriptionHtml).toContain("<span>financing</span> and monitoring of SDG 4.");
  expect(detail.descriptionHtml).toMatch(/Global Education Monitoring follow-up\.<\/li><\/ul>$/);
  expect(() => parseSuccessFactorsDetail("<html><body>Job not found</body></html>")).toThrow(
    /no jobdescription block/,
  );
});

test.each([
  ["https://jobs.ilo.org/job/Geneva-Senior-Specialist/1301445601/", "1301445601"],
  [
    "https://careers.unesco.org/job/Paris-Programme-Specialist-%28Education%29/2611309802/?locale=en_US",
    "2611309802",
  ],
  ["https://jobs.esa.int/job/Noordwijk-Young-Graduate-Trainee/1199887766", "1199887766"],
  ["https://careers.unesco.org/go/All-jobs-openings/784002/", null],
])("reads the job id of %s", (url, id) => {
  expect(readSuccessFactorsJobId(url)).toBe(id);
});

const readReal = (name: string) => readPlatformFixture("successfactors", name);

test("real ILO job page: both description blocks are kept, scripts are not", () => {
  const detail = parseSuccessFactorsDetail(
    readReal("ilo-job-detail-1399744233.ncalavera-trimmed.html"),
  );
  expect(detail.descriptionHtml).toContain("<strong>Grade:</strong> P3");
  expect(detail.descriptionHtml).toContain("<strong>Conditions of employment</strong>");
  expect(detail.descriptionHtml).toContain("Any appointment is subject to ILO Staff Regulations");
  expect(detail.descriptionHtml).not.toContain("footerNoise");
});

test("real ILO feed: each item keeps its labelled contract row, in English, Spanish and French", () => {
  const { postings } = parseSuccessFactorsFeed(
    readReal("ilo-category-rss-2842101-20260913.real-trimmed.xml"),
    { organization: "ILO", dayFirst: false },
  );
  // "Contract type: Fixed Term", "Tipo de contrato: Duración determinada", "Type de contrat:
  // Durée déterminée": the feed has no job type of its own, so the row is the contract field.
  expect(postings.map((posting) => [posting.externalId, posting.contractType])).toEqual([
    ["1435999233", "Fixed Term"],
    ["1433645433", "Duración determinada"],
    ["1431497133", "Durée déterminée"],
    ["1431494733", "Fixed Term"],
  ]);
  // Each row, read on its own, names a fixed-term staff contract.
  for (const posting of postings)
    expect(
      classifyContract({ contractText: posting.contractType }).contractType,
      posting.externalId,
    ).toBe("staff");
});

test("real ILO feed: the title's (City, CC) suffix becomes the location", () => {
  const feed = parseSuccessFactorsFeed(
    readReal("ilo-category-rss-2842101-20260913.real-trimmed.xml"),
    {
      organization: "ILO",
      dayFirst: false,
    },
  );
  expect(feed.postings[0]).toMatchObject({
    title: "National Coordinator for Lao PDR",
    location: "Vientiane, Lao PDR",
  });
});

test.each([
  [
    "National Coordinator for Lao PDR (Vientiane, LA)",
    "National Coordinator for Lao PDR",
    "Vientiane, Lao PDR",
  ],
  ["Programme Officer (Education) (Paris, FR)", "Programme Officer (Education)", "Paris, France"],
  ["Programme Officer (Education)", "Programme Officer (Education)", null],
  ["Driver (Kabul, XX)", "Driver (Kabul, XX)", null],
])("splitTitleLocation(%j)", (raw, title, location) => {
  expect(splitTitleLocation(raw)).toEqual({ title, location });
});

test("real Narayana Health row: the country code before RMK's postcode names the country, not a US state", () => {
  const list = parseSuccessFactorsList(
    readReal("narayanahealth-search.real-trimmed.html"),
    "https://jobs.narayanahealth.org/NH-India/search/",
    { organization: "Narayana Health", dayFirst: false },
  );
  expect(list.errors).toEqual([]);
  expect(list.postings).toHaveLength(1);
  // "Jaipur, RJ, IN, 302033": the state (RJ, Rajasthan), the country (IN) and the postcode.
  const place = parseLocation(list.postings[0]?.location);
  expect([place.city, place.countryCode]).toEqual(["Jaipur", "IN"]);
});

test("real EY rows: a town in no list is kept with the country its code names", () => {
  const list = parseSuccessFactorsList(
    readReal("ey-search-internship.real-trimmed.html"),
    "https://careers.ey.com/search/?q=internship",
    { organization: "EY", dayFirst: false },
  );
  expect(
    list.postings.map((posting) => {
      const place = parseLocation(posting.location);
      return [posting.externalId, place.city, place.countryCode];
    }),
  ).toEqual([
    ["1417844633", "Diegem", "BE"],
    ["1407375133", "Amsterdam", "NL"],
    ["1407468033", "Vilnius", "LT"],
  ]);
});

test("a place cell that says more places follow is cut there, and the job page names them all", () => {
  // Nordea's real search row and job page (tests/fixtures/platforms/successfactors/).
  const list = parseSuccessFactorsList(
    readReal("nordea-search-1413193633.real-trimmed.html"),
    "https://careers.nordea.com/search/",
    { organization: "Nordea", dayFirst: false },
  );
  expect(list.postings[0]?.location).toBe("Helsinki, Finland");
  expect(list.morePlaces).toEqual(["1413193633"]);
  const detail = parseSuccessFactorsDetail(readReal("nordea-job-1413193633.real-trimmed.html"));
  expect(detail.location).toBe("Helsinki, Finland; København S, Denmark");
});

test("a job page's labelled fields are read, so its employment type can name the contract", () => {
  // SAP's real job page: "Employment Type: Regular Full Time" outside the description.
  const detail = parseSuccessFactorsDetail(readReal("sap-job-1414343333.real-trimmed.html"));
  expect(detail.fieldsText).toContain("Employment Type: Regular Full Time");
  expect(
    classifyContract({ title: "Developer Associate", contractText: "Regular Full Time" })
      .contractType,
  ).toBe("staff");
  // ILO's job page has no such fields.
  expect(
    parseSuccessFactorsDetail(readReal("ilo-job-detail-1399744233.ncalavera-trimmed.html"))
      .fieldsText,
  ).toBe("");
});
