import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { classifyContract } from "#domain/contract-types";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import {
  formatSmartRecruitersLocation,
  parseSmartRecruitersDetail,
  parseSmartRecruitersList,
} from "./smartrecruiters.parse";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/smartrecruiters/${name}`, import.meta.url),
    "utf8",
  );

test("reads totalFound and every posting of a page", () => {
  const page = parseSmartRecruitersList(read("postings-offset-0.synthetic.json"), "OECD", null);
  expect(page).toMatchObject({ totalFound: 3, itemCount: 2, errors: [] });
});

test.each([
  {
    file: "postings-offset-0.synthetic.json",
    index: 0,
    expected: {
      title: "Economist/Policy Analyst – Tax Policy and Statistics",
      externalId: "744000098765432",
      link: "https://jobs.smartrecruiters.com/OECD/744000098765432",
      organization: "OECD",
      location: "Paris, FR",
      grade: "A2/A3",
      level: "Mid-Senior Level",
      contractType: "Fixed-term",
      postedAt: "2026-02-18T09:32:11.000Z",
    },
  },
  {
    file: "postings-offset-0.synthetic.json",
    index: 1,
    expected: {
      title: "Junior Statistician – Environmental Indicators",
      externalId: "744000098712345",
      link: "https://jobs.smartrecruiters.com/OECD/744000098712345",
      organization: "OECD",
      location: "Paris, FR",
      grade: "A1",
      level: "Entry Level",
      contractType: "Fixed-term",
      postedAt: "2026-02-12T14:05:47.000Z",
    },
  },
  {
    file: "postings-offset-2.synthetic.json",
    index: 0,
    expected: {
      title: "Administrative Assistant – Development Co-operation Directorate",
      externalId: "744000098699001",
      link: "https://jobs.smartrecruiters.com/OECD/744000098699001",
      organization: "OECD",
      // Remote-flagged, but the city stays the duty station.
      location: "Paris, FR",
      grade: "B3",
      level: "Associate",
      contractType: "Fixed-term",
      postedAt: "2026-02-05T08:00:00.000Z",
    },
  },
])("maps $file posting $index", ({ file, index, expected }) => {
  expect(parseSmartRecruitersList(read(file), "OECD", null).postings[index]).toEqual(expected);
});

test("falls back to the configured organisation and tolerates a bare posting", () => {
  const payload = JSON.stringify({
    totalFound: 1,
    content: [{ id: "1", name: "Translator (French)", location: { remote: true } }],
  });
  expect(
    parseSmartRecruitersList(payload, "OECD", "OECD Nuclear Energy Agency").postings[0],
  ).toEqual({
    title: "Translator (French)",
    externalId: "1",
    link: "https://jobs.smartrecruiters.com/OECD/1",
    organization: "OECD Nuclear Energy Agency",
    location: "Remote",
    grade: null,
    level: null,
    contractType: null,
    postedAt: null,
  });
});

test("records bad postings and keeps the rest", () => {
  const payload = JSON.stringify({
    totalFound: 2,
    content: [{ id: "1", name: "" }, { name: "No id" }, { id: "3", name: "Economist" }],
  });
  const page = parseSmartRecruitersList(payload, "OECD", null);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["3"]);
  expect(page.errors).toEqual([
    expect.stringMatching(/^SmartRecruiters posting #1: name:/),
    expect.stringMatching(/^SmartRecruiters posting #2: id:/),
  ]);
});

test.each([
  ["Service Unavailable", /not JSON/],
  ['{"message":"Company not found"}', /totalFound/],
  ['{"totalFound":1,"content":null}', /content/],
])("throws on a malformed list %#", (payload, message) => {
  expect(() => parseSmartRecruitersList(payload, "OECD", null)).toThrow(message);
});

test("joins the job ad sections with their titles and keeps the public links", () => {
  const detail = parseSmartRecruitersDetail(read("posting-744000098765432.synthetic.json"));
  expect(detail.descriptionHtml).toMatch(
    /^<h3>Company Description<\/h3>\n<p>The Organisation for Economic Co-operation/,
  );
  expect(detail.descriptionHtml).toContain(
    "<h3>Qualifications</h3>\n<ul><li>An advanced university degree",
  );
  expect(detail.descriptionHtml).toContain("on 11 March 2026.</p>");
  expect(detail.alternateLinks).toEqual([
    "https://jobs.smartrecruiters.com/OECD/744000098765432-economist-policy-analyst-tax-policy-and-statistics",
    "https://jobs.smartrecruiters.com/oneclick-ui/company/OECD/publication/3c8a1f62-5b7e-4f0a-9d2c-6e1b7a8f9c01?dcr_ci=OECD",
  ]);
});

test("skips empty sections", () => {
  const detail = parseSmartRecruitersDetail(read("posting-744000098712345.synthetic.json"));
  expect(detail.descriptionHtml).toBe(
    "<h3>Job Description</h3>\n<p>The Environment Directorate seeks a Junior Statistician to maintain the OECD Environmental Indicators database and the <i>Environment at a Glance</i> platform.</p>\n<h3>Qualifications</h3>\n<p>A university degree in statistics, environmental science or economics.</p>",
  );
  expect(detail.alternateLinks).toEqual([]);
});

test("throws on a detail without a job ad", () => {
  expect(() => parseSmartRecruitersDetail('{"id":"1","name":"x"}')).toThrow(
    /SmartRecruiters posting: unexpected payload \(jobAd:/,
  );
});

test("keeps the city of every real posting as its duty station (remote-flagged or with a state)", () => {
  const json = readFileSync(
    new URL(
      "../../../../tests/fixtures/platforms/smartrecruiters/gdi-postings.json",
      import.meta.url,
    ),
    "utf8",
  );
  const page = parseSmartRecruitersList(json, "GlobalDevelopmentIncubator", null);
  expect(page.errors).toEqual([]);
  expect(page.postings.map((posting) => posting.location)).toEqual([
    "Washington, United States",
    "Detroit, United States",
    "Vancouver, Canada",
  ]);
  expect(page.postings[0]).toMatchObject({
    title: "Partnership for Battery Action, Research and Methods Lead",
    externalId: "744000135044794",
    organization: "Global Development Incubator",
    contractType: "Contract (individual contractor)",
    postedAt: "2026-06-30T14:50:27.982Z",
    link: "https://jobs.smartrecruiters.com/GlobalDevelopmentIncubator/744000135044794",
  });
});

// Run on Global Development Incubator's real list before the two rules below were written (they were
// prompted by Guidehealth's): its remote-flagged posting does not say remote in its title, so its
// city stays; its employment types reach the contract classifier in the shared words.
test("a remote flag makes a posting remote only when its title says remote too", () => {
  const read = (name: string) =>
    readFileSync(
      new URL(`../../../../tests/fixtures/platforms/smartrecruiters/${name}`, import.meta.url),
      "utf8",
    );
  const gdi = parseSmartRecruitersList(
    read("gdi-postings.json"),
    "GlobalDevelopmentIncubator",
    null,
  );
  expect(gdi.postings.map((posting) => [posting.location, posting.contractType])).toEqual([
    ["Washington, United States", "Contract (individual contractor)"],
    ["Detroit, United States", "Full-time staff appointment"],
    ["Vancouver, Canada", "Full-time staff appointment"],
  ]);
  const guidehealth = parseSmartRecruitersList(
    read("guidehealth-postings.real.json"),
    "Guidehealth",
    null,
  );
  expect(guidehealth.postings.map((posting) => [posting.location, posting.contractType])).toEqual([
    ["Remote", "Full-time staff appointment"],
    ["Remote", "Full-time staff appointment"],
    ["Remote", "Full-time staff appointment"],
  ]);
});

test.each([
  [{ region: "DC", country: "us", remote: true }, "DC, US"],
  [{ country: "fr", remote: true }, "FR"],
  [{ remote: true }, "Remote"],
  [{ fullLocation: "Geneva" }, "Geneva"],
])("location %o reads as %s", (location, expected) => {
  expect(formatSmartRecruitersLocation(location)).toBe(expected);
});

// Each type of employment carries the platform's own code beside the label the employer shows
// (`{"id": "permanent", "label": "Full-time"}`). Written on three employers whose labels are in
// English, before the rule was applied to Tieto's Polish ones ("Pełny etat", id "permanent"):
// their codes alone read as the same kind of contract as their labels.
test("a type of employment's code says what its English label says, on every real posting that has both", () => {
  const read = (name: string) =>
    readFileSync(
      new URL(`../../../../tests/fixtures/platforms/smartrecruiters/${name}`, import.meta.url),
      "utf8",
    );
  const kinds: [string | null, string | null][] = [];
  for (const [file, company] of [
    ["gdi-postings.json", "GlobalDevelopmentIncubator"],
    ["visa-postings.real.json", "Visa"],
    ["guidehealth-postings.real.json", "Guidehealth"],
  ] as const) {
    const raw = JSON.parse(read(file)) as {
      content: { typeOfEmployment?: { id?: string; label?: string } }[];
    };
    for (const posting of raw.content) {
      const type = posting.typeOfEmployment;
      const kind = (value: string | undefined) =>
        classifyContract({ title: "", contractText: describeEmploymentType(value) }).contractType;
      kinds.push([kind(type?.label), kind(type?.id)]);
    }
    // The parsed posting reads its English label as before.
    const parsed = parseSmartRecruitersList(read(file), company, null);
    expect(parsed.postings.map((posting) => posting.contractType)).toEqual(
      raw.content.map((posting) => describeEmploymentType(posting.typeOfEmployment?.label)),
    );
  }
  expect(kinds).toHaveLength(8);
  // Seven permanent full-time posts and Global Development Incubator's contract.
  expect(kinds.filter(([byLabel]) => byLabel === "staff")).toHaveLength(7);
  expect(kinds.filter(([byLabel]) => byLabel === "consultant")).toHaveLength(1);
  for (const [byLabel, byCode] of kinds) expect(byCode).toBe(byLabel);
});

test("a label in the employer's language gives way to the type's code", () => {
  const tieto = parseSmartRecruitersList(
    readFileSync(
      new URL(
        "../../../../tests/fixtures/platforms/smartrecruiters/tieto-postings.real.json",
        import.meta.url,
      ),
      "utf8",
    ),
    "Tieto",
    null,
  );
  // Each of the three says "Pełny etat" (Polish: full-time), id "permanent".
  expect(tieto.postings.map((posting) => posting.contractType)).toEqual([
    "Permanent staff appointment",
    "Permanent staff appointment",
    "Permanent staff appointment",
  ]);
  // A code the classifier does not know either leaves the employer's label as written.
  const unknownBoth = parseSmartRecruitersList(
    JSON.stringify({
      totalFound: 1,
      content: [{ id: "1", name: "Job", typeOfEmployment: { id: "x-custom", label: "Umowa B2B" } }],
    }),
    "Tieto",
    null,
  );
  expect(unknownBoth.postings[0]?.contractType).toBe("Umowa B2B");
});
