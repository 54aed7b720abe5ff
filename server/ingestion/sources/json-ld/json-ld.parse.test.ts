import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { parseLocation } from "#domain/locations";
import { extractJobPostings, parseSitemap } from "./json-ld.parse";

const FIXTURES = path.join(import.meta.dirname, "../../../../tests/fixtures/sources/json-ld");
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const CAREERS_URL = "https://jobs.example-gcf.org/careers";

test("careers page: JobPostings from @graph, a @type array and a top-level array; bad one reported", () => {
  const { postings, errors } = extractJobPostings(
    readFixture("careers-page.synthetic.html"),
    CAREERS_URL,
    "Fallback Org",
  );
  expect(postings).toHaveLength(3);
  expect(postings[0]).toEqual({
    title: "Senior Climate Finance Specialist (Grade E)",
    organization: "Green Climate Fund",
    location: "Songdo, Incheon, Republic of Korea",
    descriptionHtml:
      "<p>The Division of Mitigation and Adaptation seeks a <strong>Senior Climate Finance Specialist</strong>.</p><ul><li>Lead funding proposal reviews</li></ul>",
    contractType: "FULL_TIME, CONTRACTOR",
    postedAt: "2026-02-10",
    expiresAt: "2026-03-12T23:59:00+09:00",
    deadlineText: "2026-03-12T23:59:00+09:00",
    link: "https://jobs.example-gcf.org/careers/jobs/gcf-2026-017",
    externalId: "GCF-2026-017",
  });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    /^https:\/\/jobs\.example-gcf\.org\/careers JobPosting 4: .*no title or name/s,
  );
});

test.each([
  [
    1,
    {
      title: "Regional Adviser, Latin America and the Caribbean",
      organization: "Green Climate Fund",
      location: "Panama City, Panama; Bogotá, Colombia",
      contractType: "Full-time staff appointment",
      expiresAt: "2026-03-16",
      deadlineText: "2026-03-16",
      link: "https://jobs.example-gcf.org/careers/jobs/gcf-2026-021",
      externalId: "https://jobs.example-gcf.org/careers/jobs/gcf-2026-021",
    },
  ],
  [
    2,
    {
      title: "Consultant – Gender and Climate Policy (home-based)",
      organization: "Fallback Org",
      location: "Remote",
      descriptionHtml: "<p>Home-based consultancy, 60 working days.</p>",
      contractType: "Temporary",
      postedAt: "2026-02-20",
      link: CAREERS_URL,
      externalId: "30417",
    },
  ],
])("careers page posting %i maps schema.org fields", (index, expected) => {
  const { postings } = extractJobPostings(
    readFixture("careers-page.synthetic.html"),
    CAREERS_URL,
    "Fallback Org",
  );
  expect(postings[index]).toMatchObject(expected);
});

test("job page: identifier PropertyValue, hiringOrganization, City, Country", () => {
  const url = "https://jobs.example-ifad.org/jobs/2026-0181";
  const { postings, errors } = extractJobPostings(
    readFixture("job-page-2026-0181.synthetic.html"),
    url,
  );
  expect(errors).toEqual([]);
  expect(postings).toEqual([
    {
      title: "Country Programme Officer (NOB)",
      organization: "International Fund for Agricultural Development",
      location: "Nairobi, Kenya",
      descriptionHtml:
        "<p>Reference Number: 2026-0181</p><p>The Country Programme Officer supports the design and supervision of IFAD-financed projects.</p>",
      contractType: "Full-time staff appointment",
      postedAt: "2026-03-18T09:00:00+01:00",
      expiresAt: "2026-04-08T23:59:00+01:00",
      deadlineText: "2026-04-08T23:59:00+01:00",
      link: url,
      externalId: "2026-0181",
    },
  ]);
});

test("job page without identifier falls back to its url; BreadcrumbList ignored", () => {
  const url = "https://jobs.example-ifad.org/jobs/2026-0195";
  const { postings } = extractJobPostings(readFixture("job-page-2026-0195.synthetic.html"), url);
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title: "Lead Technical Specialist, Climate (P-5)",
    location: "Rome, Italy",
    externalId: url,
    link: url,
    organization: "International Fund for Agricultural Development",
  });
});

test("a truncated JSON-LD block with no other JobPosting throws naming the page and block", () => {
  const url = "https://jobs.example-ifad.org/jobs/2026-0190";
  expect(() => extractJobPostings(readFixture("job-page-2026-0190.synthetic.html"), url)).toThrow(
    /^https:\/\/jobs\.example-ifad\.org\/jobs\/2026-0190: JSON-LD block 1 is not valid JSON/,
  );
});

test("a page without JSON-LD yields no postings and no errors", () => {
  expect(extractJobPostings("<html><body>Nothing</body></html>", CAREERS_URL)).toEqual({
    postings: [],
    errors: [],
  });
});

test("sitemap: page URLs in order", () => {
  expect(parseSitemap(readFixture("sitemap.synthetic.xml"))).toEqual({
    pageUrls: [
      "https://jobs.example-ifad.org/",
      "https://jobs.example-ifad.org/about-working-here",
      "https://jobs.example-ifad.org/jobs/2026-0181",
      "https://jobs.example-ifad.org/jobs/2026-0190",
    ],
    sitemapUrls: [],
  });
  expect(parseSitemap(readFixture("sitemap-2.synthetic.xml")).pageUrls).toEqual([
    "https://jobs.example-ifad.org/jobs/2026-0195",
  ]);
});

test("sitemap index: child sitemaps", () => {
  expect(parseSitemap(readFixture("sitemap-index.synthetic.xml"))).toEqual({
    pageUrls: [],
    sitemapUrls: [
      "https://jobs.example-ifad.org/sitemap-jobs-1.xml",
      "https://jobs.example-ifad.org/sitemap-jobs-2.xml",
    ],
  });
});

test.each([
  ["truncated", readFixture("sitemap.synthetic.xml").slice(0, 200), /not well-formed XML/],
  ["empty", "", /not well-formed XML: empty document/],
  ["an HTML page", "<html><body><p>Hello</p></body></html>", /neither <urlset> nor <sitemapindex>/],
])("a %s sitemap throws a clear error", (_label, xml, message) => {
  expect(() => parseSitemap(xml)).toThrow(message);
});

const REAL = path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/json-ld");
const WB_37705 =
  "https://worldbankgroup.csod.com/ux/ats/careersite/1/home/requisition/37705?c=worldbankgroup";

test("reads the World Bank's real JobPosting, whose keys are PascalCase (Title, ValidThrough, HiringOrganization.Name, Address)", () => {
  const html = readFileSync(path.join(REAL, "worldbank-csod-37705.WRAPPER.html"), "utf8");
  const { postings, errors } = extractJobPostings(html, WB_37705, null);
  expect(errors).toEqual([]);
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    title: "WBG Pioneer - Korea Green Growth Trust Fund (KGGTF) Interns",
    organization: "World Bank Group",
    location: "Seoul, Republic of Korea",
    postedAt: "2026-07-15T00:00:00",
    expiresAt: "2026-10-01T00:00:00",
    deadlineText: "2026-10-01T00:00:00",
    link: WB_37705,
    externalId: WB_37705,
  });
  expect(postings[0]?.descriptionHtml).toContain("<td>Grade:</td><td>T4</td>");
});

test("reads JobPosting keys in any case, inside @graph and nested nodes", () => {
  const html = `<html><head><script type="application/ld+json; charset=utf-8">
    {"@graph": [{"@type": "WebPage", "MainEntity": {"@TYPE": "jobposting", "TITLE": "Finance Officer",
      "DESCRIPTION": "<p>Duties</p>", "VALIDTHROUGH": "2026-05-01",
      "JOBLOCATION": {"ADDRESS": {"AddressLocality": "Manila", "AddressCountry": "PH"}},
      "HIRINGORGANIZATION": "ADB", "Identifier": {"Value": 42}}}]}
  </script></head></html>`;
  expect(extractJobPostings(html, "https://example.org/job", null).postings).toEqual([
    expect.objectContaining({
      title: "Finance Officer",
      organization: "ADB",
      location: "Manila, Philippines",
      deadlineText: "2026-05-01",
      externalId: "42",
    }),
  ]);
});

// Written before the rule, on Highlights Healthcare's real Breezy job page: schema.org's
// employmentType is a fixed list ("FULL_TIME", "CONTRACTOR", …) that the contract classifier
// did not read.
test("schema.org employment types reach the contract classifier in its words", () => {
  const html = readFileSync(
    path.join(
      import.meta.dirname,
      "../../../../tests/fixtures/platforms/json-ld/highlights-healthcare-breezy-post.real-trimmed.html",
    ),
    "utf8",
  );
  const url = "https://highlights-healthcare.breezy.hr/p/9b5dbab30b78";
  const [posting] = extractJobPostings(html, url).postings;
  expect(posting).toMatchObject({
    organization: "Highlights Healthcare",
    location: "Raleigh, United States",
    contractType: "Full-time staff appointment",
  });
  const typed = (types: string) =>
    extractJobPostings(
      `<script type="application/ld+json">{"@type":"JobPosting","title":"T","employmentType":${types}}</script>`,
      url,
    ).postings[0]?.contractType;
  // Several types do not say which contract is offered: kept as written.
  expect(typed('["CONTRACTOR","PART_TIME"]')).toBe("CONTRACTOR, PART_TIME");
  expect(typed('"CONTRACTOR"')).toBe("Contract (individual contractor)");
  expect(typed('"INTERN"')).toBe("Internship");
  expect(typed('"OTHER"')).toBeNull();
  expect(typed('"Fixed Term"')).toBe("Fixed Term");
});

const realPage = (name: string) =>
  readFileSync(
    path.join(import.meta.dirname, `../../../../tests/fixtures/platforms/json-ld/${name}`),
    "utf8",
  );

// A Services Group's real Trakstar Hire job page: its description string holds raw line breaks,
// which JSON does not allow inside a string but every browser's reader of these blocks accepts.
test("reads a block whose strings hold raw line breaks", () => {
  const url = "https://aservicesgroup.hire.trakstar.com/jobs/fk0zpoq/";
  const { postings } = extractJobPostings(
    realPage("aservicesgroup-trakstar-post.ldjson-only.html"),
    url,
  );
  expect(postings).toHaveLength(1);
  expect(postings[0]).toMatchObject({
    externalId: "fk0zpoq",
    organization: "A Services Group (ASG)",
    location: "Daytona Beach, United States",
  });
  expect(postings[0]?.descriptionHtml).toContain("<p>All Shifts</p>\n<p>Available on weekends</p>");
  // Outside strings nothing changes: a block broken otherwise is still no JSON.
  expect(() =>
    extractJobPostings('<script type="application/ld+json">{"@type": JobPosting}</script>', url),
  ).toThrow(/not valid JSON/);
});

// Bath Concepts' real JazzHR job page names a town and its state, but no country.
test("an address without a country keeps its region after the town", () => {
  const url = "https://bciacrylic.applytojob.com/apply/jIl4Gy4G0a";
  const [posting] = extractJobPostings(
    realPage("bath-concepts-jazzhr-post.ldjson-only.html"),
    url,
  ).postings;
  expect(posting).toMatchObject({
    location: "Cherry Hill Township, NJ",
    organization: "Bath Concepts Independent Dealers",
  });
  // With a country, the region is not repeated (Highlights Healthcare's "Raleigh, United States").
  expect(
    extractJobPostings(realPage("highlights-healthcare-breezy-post.real-trimmed.html"), url)
      .postings[0]?.location,
  ).toBe("Raleigh, United States");
});

// Written before the rule, on Jhpiego's real JobPosting block (the iCIMS folder's copy of job
// 8067's page): its addressCountry "IN" is India, but "Gujrat, IN" read as Indiana. Neura
// Robotics' block ("Metzingen", "DE", read as Delaware) prompted the rule.
test("a country's ISO code in addressCountry is written as the country's name, not read as a US state", () => {
  const html = readFileSync(
    path.join(
      import.meta.dirname,
      "../../../../tests/fixtures/platforms/icims/jhpiego-8067-jsonld.TRIMMED.html",
    ),
    "utf8",
  );
  const url = "https://jobs-jhpiego.icims.com/jobs/8067/job";
  const [posting] = extractJobPostings(html, url).postings;
  expect(posting?.location).toBe("Gujrat, India");
  expect(parseLocation(posting?.location)).toMatchObject({ city: "Gujrat", countryCode: "IN" });
  const place = (country: string) =>
    extractJobPostings(
      `<script type="application/ld+json">{"@type":"JobPosting","title":"T","jobLocation":{"address":{"addressLocality":"Metzingen","addressCountry":${country}}}}</script>`,
      url,
    ).postings[0]?.location;
  expect(place('"DE"')).toBe("Metzingen, Germany");
  expect(place('{"@type":"Country","name":"DE"}')).toBe("Metzingen, Germany");
  // A name stays as written, and a code no country has is kept as it is.
  expect(place('"Deutschland"')).toBe("Metzingen, Deutschland");
  expect(place('"XZ"')).toBe("Metzingen, XZ");
});

// Written before the rule, on Confident LIMS' real Wellfound job page: TELECOMMUTE with sixteen
// applicant countries, and a jobLocation naming where the company sits (California), which was
// read as the post's place. Deepgram's Wellfound page (TELECOMMUTE, a jobLocation of India
// alone) prompted the rule.
test("a TELECOMMUTE posting is remote, whatever place its jobLocation names", () => {
  const url = "https://wellfound.com/jobs/4697947-senior-software-engineer";
  const [posting] = extractJobPostings(
    realPage("confident-lims-wellfound-4697947.real-trimmed-by-source.html"),
    url,
  ).postings;
  expect(posting).toMatchObject({ externalId: "4697947", organization: "Confident LIMS" });
  expect(parseLocation(posting?.location)).toMatchObject({ isRemote: true, countryCode: null });
  // Without TELECOMMUTE the same place is the post's.
  const place = (extra: string) =>
    extractJobPostings(
      `<script type="application/ld+json">{"@type":"JobPosting","title":"T","jobLocation":{"address":{"addressLocality":"Metzingen","addressCountry":"DE"}}${extra}}</script>`,
      url,
    ).postings[0]?.location;
  expect(place("")).toBe("Metzingen, Germany");
  expect(place(',"jobLocationType":"TELECOMMUTE"')).toBe("Remote");
  expect(place(',"jobLocationType":["TELECOMMUTE"]')).toBe("Remote");
});

// Written before the rule, on Jhpiego's real JobPosting block (the iCIMS folder's copy of job
// 8067's page), whose validThrough is iCIMS's one-year stamp; Neura Robotics' block (ten years to
// the day, no deadline in its text) prompted reading the stamp on every JobPosting.
test("a validThrough whole years after datePosted is a site's expiry stamp, not a closing date", () => {
  const html = readFileSync(
    path.join(
      import.meta.dirname,
      "../../../../tests/fixtures/platforms/icims/jhpiego-8067-jsonld.TRIMMED.html",
    ),
    "utf8",
  );
  const url = "https://jobs-jhpiego.icims.com/jobs/8067/job";
  const [stamped] = extractJobPostings(html, url).postings;
  expect(stamped).toMatchObject({ postedAt: "2026-08-26T04:00:00.000Z", deadlineText: null });
  expect(stamped?.expiresAt).toBeNull();
  const chosen = extractJobPostings(
    html.replace('"validThrough": "2027-08-26T04:00:00.000Z"', '"validThrough": "2026-09-15"'),
    url,
  ).postings[0];
  expect(chosen).toMatchObject({ expiresAt: "2026-09-15", deadlineText: "2026-09-15" });
});
