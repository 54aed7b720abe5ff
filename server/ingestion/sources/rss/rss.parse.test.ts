import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parseFeed, splitTitleLocation } from "./rss.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/rss");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const FEED_URL = "https://feeds.example.org/jobs.xml";

test("reads cinfo's UNHCR feed: titles, Workday links, guids, pubDate and locations by pattern", () => {
  const result = parseFeed(readFixture("unhcr_jobs.xml"), {
    feedUrl: FEED_URL,
    organization: "UNHCR",
    locationPattern: /Location: (?<location>[^.]*)\./,
  });
  expect(result.format).toBe("rss");
  expect(result.itemCount).toBe(56);
  expect(result.postings).toHaveLength(56);
  expect(result.errors).toEqual([]);
  expect(result.postings[0]).toEqual({
    title: "Inspector General",
    organization: "UNHCR",
    location: "Geneva, Switzerland",
    descriptionHtml:
      "UNHCR has a vacancy for the position of Inspector General. Location: Geneva, Switzerland. Posted: Posted Yesterday.",
    contractType: null,
    deadlineText: null,
    postedAt: "Wed, 25 Feb 2026 11:25:50 +0000",
    link: "https://unhcr.wd3.myworkdayjobs.com/en-GB/External/job/Geneva-Switzerland/Inspector-General_JR2561448-2",
    externalId: "0499092980144349",
  });
});

test.each([
  [1, "Associate Data and Information Management Officer", "Belmopan, Belize", "9261329324928785"],
  [2, "PSP Digital and Comms Intern", "Kuala Lumpur, Malaysia", "4411804220317758"],
  [3, "Protection Associate", "Ankara, Turkiye", "3142610117687970"],
])(
  "UNHCR feed item %i keeps its title, pattern location and leading-zero-safe guid",
  (index, title, location, id) => {
    const { postings } = parseFeed(readFixture("unhcr_jobs.xml"), {
      feedUrl: FEED_URL,
      locationPattern: /Location: (?<location>[^.]*)\./,
    });
    expect(postings[index]).toMatchObject({ title, location, externalId: id });
  },
);

test("reads the UNICEF PageUp-derived feed verbatim (no title splitting without the option)", () => {
  const { postings, errors } = parseFeed(readFixture("unicef_jobs.xml"), { feedUrl: FEED_URL });
  expect(errors).toEqual([]);
  expect(postings).toHaveLength(32);
  expect(postings[2]).toMatchObject({
    title: "Digital Learning Internship -  Maputo, Mozambique",
    location: null,
    link: "https://careers.pageuppeople.com/671/cw/en-us/job/591523",
    externalId: "6684024761493215",
    postedAt: "Fri, 06 Mar 2026 07:00:00 +0000",
  });
  expect(postings[3]!.title).toBe(
    "Internship: Social & Community Listening and Data (2 persons) - Part-time. Dar es salaam, Tanzania. (6 months)",
  );
});

test.each([
  [
    0,
    "Associate Quality Engineer",
    "Sofia, Bulgaria",
    "https://unjobs.org/vacancies/1774618660987",
  ],
  [
    2,
    "Principal I, Human Capital, Skills and Gender",
    "Cairo, Egypt",
    "https://unjobs.org/vacancies/1774618681479",
  ],
  [4, "Principal, ESD", "Lagos, Nigeria", "https://unjobs.org/vacancies/1774618692344"],
  [5, "Principal, Counsel", "Abidjan, Cote d'Ivoire", "https://unjobs.org/vacancies/1774532001295"],
])(
  "titleLocation suffix splits EBRD item %i into title and location",
  (index, title, location, link) => {
    const { postings } = parseFeed(readFixture("mo-jobs_ebrd_jobs.xml"), {
      feedUrl: FEED_URL,
      organization: "EBRD",
      titleLocation: "suffix",
    });
    expect(postings[index]).toMatchObject({
      title,
      location,
      link,
      organization: "EBRD",
      descriptionHtml: null,
    });
  },
);

test("isPermaLink guids and percent-encoded links of the IDB feed are kept as delivered", () => {
  const { postings } = parseFeed(readFixture("iadb_jobs.xml"), { feedUrl: FEED_URL });
  expect(postings).toHaveLength(10);
  expect(postings[1]).toMatchObject({
    title: "Consultant(e) Générale en Administration",
    link: "https://jobs.iadb.org/job/Consultant%28e%29-G%C3%A9n%C3%A9rale-en-Administration/2434-en_US",
    externalId:
      "https://jobs.iadb.org/job/Consultant%28e%29-G%C3%A9n%C3%A9rale-en-Administration/2434-en_US",
    postedAt: "Sun, 15 Feb 2026 09:58:29 GMT",
  });
});

test("World Bank feed: CSOD requisition links, CDATA descriptions", () => {
  const { postings } = parseFeed(readFixture("worldbank_jobs.xml"), { feedUrl: FEED_URL });
  expect(postings).toHaveLength(25);
  expect(postings[0]).toMatchObject({
    title: "E T Consultant - Natural Resources Management Specialist",
    link: "https://worldbankgroup.csod.com/ux/ats/careersite/1/home/requisition/36003?c=worldbankgroup",
    descriptionHtml:
      "World Bank Group has a vacancy for the position of E T Consultant - Natural Resources Management Specialist Location: Washington, DC.",
  });
});

test("PageUp namespaced fields: refNo, closingDate, location, workType", () => {
  const { postings, errors } = parseFeed(readFixture("pageup.synthetic.xml"), {
    feedUrl: FEED_URL,
  });
  expect(errors).toEqual([]);
  expect(postings[0]).toMatchObject({
    title: "Nutrition Specialist, P-3, Fixed Term, Addis Ababa, Ethiopia #00131255",
    location: "Addis Ababa, Ethiopia",
    contractType: "Fixed Term Appointment",
    deadlineText: "Mon, 02 Mar 2026 20:55:00 GMT",
    postedAt: "Mon, 02 Feb 2026 06:00:00 GMT",
  });
  expect(postings[0]!.descriptionHtml).toContain("<p>Job no: 589340<br/>");
  expect(postings[1]).toMatchObject({
    externalId: "590112",
    location: "Home Based",
    contractType: "Consultancy",
  });
});

test("Atom: relative links resolved against the alternate link, published before updated, item errors reported", () => {
  const result = parseFeed(readFixture("atom.synthetic.xml"), {
    feedUrl: FEED_URL,
    titleLocation: "dash",
  });
  expect(result.format).toBe("atom");
  expect(result.itemCount).toBe(3);
  expect(result.postings).toEqual([
    {
      title: "Programme Policy Officer (SSA8)",
      organization: null,
      location: "Colombo, Sri Lanka",
      descriptionHtml:
        "<p>The Programme Policy Officer will support the <strong>school meals</strong> portfolio.</p>",
      contractType: null,
      deadlineText: null,
      postedAt: "2026-03-05T08:30:00Z",
      link: "https://careers.example-io.org/vacancies/2026-0412",
      externalId: "urn:example-io:vacancy:2026-0412",
    },
    expect.objectContaining({
      title: "Finance Assistant (G5)",
      location: "Panama City, Panama",
      postedAt: "2026-03-18T16:00:00Z",
      link: "https://careers.example-io.org/vacancies/2026-0413",
    }),
  ]);
  expect(result.errors).toEqual(['atom item 3: "Director, Internal Audit (D1)": missing <link>']);
});

test("truncated XML throws naming the problem", () => {
  const xml = readFixture("unhcr_jobs.xml");
  expect(() => parseFeed(xml.slice(0, 2000), { feedUrl: FEED_URL })).toThrow(
    /not well-formed XML: .*line \d+/,
  );
});

test.each([
  ["", /feed is empty/],
  ['{"jobs": []}', /feed is not XML/],
  ["<html><body><p>Maintenance</p></body></html>", /neither RSS .* nor Atom .*root element <html>/],
])("malformed payload %j throws a clear error", (payload, message) => {
  expect(() => parseFeed(payload, { feedUrl: FEED_URL })).toThrow(message);
});

test.each([
  [
    "Associate- Cloud Network Engineer, Sofia, Bulgaria",
    "suffix",
    "Associate- Cloud Network Engineer",
    "Sofia, Bulgaria",
  ],
  [
    "Finance Data and Analytics Specialist, Washington D.C.",
    "suffix",
    "Finance Data and Analytics Specialist",
    "Washington D.C.",
  ],
  ["Senior Officer", "suffix", "Senior Officer", ""],
  // The IDB's feed (via UNjobs) names every duty station of a multi-site post.
  [
    "HR Technical Lead - SuccessFactors/SAP, Asuncion, Belize City, Bogotá, Brasilia, Buenos Aires, Tegucigalpa",
    "suffix",
    "HR Technical Lead - SuccessFactors/SAP",
    "Asuncion; Belize City; Bogotá; Brasilia; Buenos Aires; Tegucigalpa",
  ],
  [
    "Consultor PEC - Enlace Técnico, Programa Hacia una Educación Más Inclusiva, Remote, Tegucigalpa",
    "suffix",
    "Consultor PEC - Enlace Técnico, Programa Hacia una Educación Más Inclusiva, Remote",
    "Tegucigalpa",
  ],
  [
    "Digital Learning Internship -  Maputo, Mozambique",
    "dash",
    "Digital Learning Internship",
    "Maputo, Mozambique",
  ],
  ["Gender Officer – Cotonou", "dash", "Gender Officer", "Cotonou"],
  // Verbatim UNICEF titles (tests/fixtures/sources/rss/unicef_jobs.xml): the words after the last dash do
  // not begin with a place, so they are the employer's title, not a location.
  [
    "New Internship Recruitment (Two Positions) - To Support Election Advocacy and Child Participation Initiatives, 5 Months full Time, Lusaka, Zambia",
    "dash",
    "New Internship Recruitment (Two Positions) - To Support Election Advocacy and Child Participation Initiatives, 5 Months full Time, Lusaka, Zambia",
    "",
  ],
  [
    "People & Culture Specialist, P-3, (Talent Development) - Temporary Position #00136419, 364 days, Digital Impact Division, Digital Core - CIO Office, Spain, Valencia",
    "dash",
    "People & Culture Specialist, P-3, (Talent Development) - Temporary Position #00136419, 364 days, Digital Impact Division, Digital Core - CIO Office, Spain, Valencia",
    "",
  ],
] as const)("splitTitleLocation(%j, %s)", (raw, mode, title, location) => {
  expect(splitTitleLocation(raw, mode)).toEqual({ title, location });
});

test("idFrom: link identifies items by their link when a feed's guids are not stable", () => {
  const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
    <item><title>Programme Officer</title><link>https://jobs.example.org/1</link><guid isPermaLink="false">8211</guid></item>
  </channel></rss>`;
  const byGuid = parseFeed(xml, { feedUrl: "https://jobs.example.org/feed", organization: null });
  const byLink = parseFeed(xml, {
    feedUrl: "https://jobs.example.org/feed",
    organization: null,
    idFrom: "link",
  });
  expect(byGuid.postings[0]?.externalId).toBe("8211");
  expect(byLink.postings[0]?.externalId).toBe("https://jobs.example.org/1");
});

test("excludeTitle skips navigation items of a scraped feed (real UNFPA feed)", () => {
  const xml = readFileSync(
    path.join(import.meta.dirname, "../../../../tests/fixtures/sources/rss/unfpa_jobs.xml"),
    "utf8",
  );
  const all = parseFeed(xml, {
    feedUrl: "https://cinfoposte.github.io/unfpa-jobs/unfpa_jobs.xml",
    organization: "UNFPA",
  });
  const clean = parseFeed(xml, {
    feedUrl: "https://cinfoposte.github.io/unfpa-jobs/unfpa_jobs.xml",
    organization: "UNFPA",
    excludeTitle: /^(main navigation|pagination)$/i,
  });
  expect(all.postings.some((posting) => posting.title === "Pagination")).toBe(true);
  expect(clean.postings.map((posting) => posting.title)).not.toContain("Pagination");
  expect(clean.postings.map((posting) => posting.title)).not.toContain("Main navigation");
  expect(clean.postings.length).toBeGreaterThan(0);
  expect(clean.itemCount).toBe(all.itemCount);
});

const REAL = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/rss");

test("a real PageUp feed read as generic RSS: the whole advert, the job:closingDate, the place of each location path", () => {
  const result = parseFeed(
    readFileSync(path.join(REAL, "pageup-kinetic-1083-latest_jobs.rss"), "utf8"),
    { feedUrl: "https://careers.pageuppeople.com/1083/cw/en/latest_jobs.rss", idFrom: "link" },
  );
  expect(result).toMatchObject({ format: "rss", itemCount: 3, errors: [] });
  expect(result.postings[0]?.descriptionHtml).toMatch(/^<p><strong>About The Role<\/strong>/);
  expect(result.postings[0]).toMatchObject({
    location: "Melbourne, VIC; Perth",
    deadlineText: null,
  });
  expect(result.postings[2]).toMatchObject({
    title: "Expressions Of Interest - Aboriginal and Torres Strait Islander Peoples",
    deadlineText: "Fri, 30 Oct 2026 15:55:00 GMT",
    contractType: "Full Time,Part Time",
  });
});

test("the real ILO SuccessFactors category feed: the vacancy text with its deadline line", () => {
  const result = parseFeed(
    readFileSync(path.join(REAL, "ilo-category-rss-2842101.ITEM1-OF-4.xml"), "utf8"),
    {
      feedUrl: "https://jobs.ilo.org/services/rss/category/?catid=2842101",
      locationPattern: /Location:\s*(?<location>[^.\n]+)/i,
    },
  );
  expect(result).toMatchObject({ itemCount: 1, errors: [] });
  expect(result.postings[0]).toMatchObject({
    title: "National Coordinator for Lao PDR (Vientiane, LA)",
    location: "Vientiane",
    postedAt: "Fri, 11 Sep 2026 0:00:00 GMT",
  });
  expect(result.postings[0]?.descriptionHtml).toContain(
    "Application deadline (midnight Bangkok time): 11 October 2026",
  );
});
