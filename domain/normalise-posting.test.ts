import fc from "fast-check";
import { expect, test } from "vitest";
import { isKnownGradeCode } from "./grades";
import { isJobLevel } from "./levels";
import { isProfessionalField } from "./fields";
import { normalisePosting, type RawPosting } from "./normalise-posting";

const NOW = new Date("2026-03-01T00:00:00Z");

// Built from real strings of the saved UNFPA and WFP vacancy pages (shared/fixtures/real/unjobs-org).
const UNFPA: RawPosting = {
  title:
    "Individual Giving Programme Manager, Private Sector & Civil Society Branch, Division for External Relations, New York, P-4 (00076317)",
  organization: "UNFPA - United Nations Population Fund",
  location: "New York, USA",
  descriptionHtml:
    "<p><b>Job Info</b></p><p>Job Identification 32964</p><ul><li>Posting Date 03/28/2026, 06:46 PM</li><li>Apply Before 04/16/2026, 06:46 PM</li><li>Locations New York, United States</li><li>Grade P4</li><li>Vacancy Type Fixed Term</li></ul><script>alert(1)</script><p>The Individual Giving Programme Manager (IGPM) will be located in the Private Sector &amp; Civil Society Branch and will lead organization-wide efforts to forge partnerships with individual donors.</p>",
  link: "https://unjobs.org/vacancies/1774727875396",
  externalId: "unjobs-1774727875396",
};

const WFP: RawPosting = {
  title: "Finance Assistant G5, Panama City, Panama",
  organization: "WFP",
  location: "Panama City, Panama",
  descriptionHtml:
    "<p>DEADLINE FOR APPLICATIONS : 11 April 2026-23:59-GMT-05:00 Eastern Standard Time (Panama)</p><p>Type of Contract: Fixed Term Level: Assistant/G5 Duration: 12 months.</p>",
  link: "https://unjobs.org/vacancies/1774706893159",
  externalId: "unjobs-1774706893159",
};

test("a full UNFPA posting is interpreted end to end", () => {
  const posting = normalisePosting(UNFPA, NOW);
  expect(posting).toMatchObject({
    organizationSlug: "unfpa",
    countryCode: "US",
    city: "New York",
    gradeCode: "P-4",
    gradeSource: "title",
    gradeConfidence: 0.8,
    level: "Mid",
    field: "Communications & External Relations",
    isExpired: false,
  });
  expect(posting.deadline?.localDate).toBe("2026-04-16");
  expect(posting.descriptionHtml).not.toContain("<script");
  expect(posting.descriptionText).toContain("Individual Giving Programme Manager");
  expect(posting.summaryExcerpt.length).toBeGreaterThan(0);
});

test("a WFP posting takes its deadline and zone from the description", () => {
  const posting = normalisePosting(WFP, NOW);
  expect(posting).toMatchObject({
    organizationSlug: "wfp",
    countryCode: "PA",
    gradeCode: "G-5",
    level: "Entry",
    field: "Finance & Economy",
  });
  expect(posting.deadline?.instant.toISOString()).toBe("2026-04-12T04:59:00.000Z");
});

test("explicit deadline text and stored dates are used, and expiry is judged against now", () => {
  const base = { title: "Driver", link: "https://example.org/1", externalId: "x-1" };
  expect(
    normalisePosting(
      { ...base, deadlineText: "Posting End Date: 02/03/2026", organization: "EBRD" },
      NOW,
    ).deadline?.localDate,
  ).toBe("2026-03-02");
  const expired = normalisePosting({ ...base, expiresAt: "2026-02-01T00:00:00Z" }, NOW);
  expect(expired.isExpired).toBe(true);
  expect(
    normalisePosting({ ...base, grade: "GS-4", contractType: "Fixed Term" }, NOW),
  ).toMatchObject({ gradeCode: "G-4", gradeSource: "level", level: "Entry" });
});

test("a listed posting's closing date: a stale text date is ignored, a current one is stated", () => {
  const base = {
    title: "Information Technology Consultant",
    link: "https://example.org/3",
    externalId: "x-3",
    descriptionHtml: "<p><b>DEADLINE FOR APPLICATIONS</b></p>29 May 2026-23:59-GMT+01:00",
  };
  const LATER = new Date("2026-09-13T00:00:00Z");
  // Without the flag the text's date is read (and, being past, expires the job).
  expect(normalisePosting(base, LATER)).toMatchObject({
    deadline: { localDate: "2026-05-29" },
    deadlineBasis: "posting-text",
    isExpired: true,
  });
  // A platform that lists only open postings: the past text date is a stale line.
  const open = normalisePosting({ ...base, deadlineDecided: true }, LATER);
  expect(open.deadline).toBeNull();
  expect(open.isExpired).toBe(false);
  const decided = normalisePosting(
    { ...base, deadlineDecided: true, expiresAt: "2026-12-14" },
    LATER,
  );
  expect(decided.deadline?.localDate).toBe("2026-12-14");
  expect(decided.deadlineBasis).toBe("platform-field");
  // Before that day the text is what applicants are told, over the platform's field.
  const current = normalisePosting(
    { ...base, deadlineDecided: true, expiresAt: "2026-12-14" },
    NOW,
  );
  expect(current.deadline?.localDate).toBe("2026-05-29");
  expect(current.deadlineBasis).toBe("posting-text");
});

test("missing optional fields give empty, not broken, values", () => {
  const posting = normalisePosting(
    { title: "  Consultant  ", link: "https://example.org/2", externalId: "x-2" },
    NOW,
  );
  expect(posting).toMatchObject({
    title: "Consultant",
    organizationName: null,
    gradeCode: null,
    level: "Consultant",
    deadline: null,
    descriptionHtml: "",
    locationDisplay: "Location not specified",
  });
});

test("title, description and location misread from UTF-8 on the way are read as written", () => {
  // UNjobs' copy of a UNDP posting (tests/fixtures/real/unjobs-titles/excluded-sample-undp.csv) and
  // of EBRD's field label (server/db/seed/recorded-vacancy-pages.json).
  const posting = normalisePosting(
    {
      title:
        "Assistente de Tecnologia e InformaÃ§Ã£o do TerritÃ³rio \u00e2\u0080\u0093 Complexo do  AlemÃ£o",
      location: "Rio de Janeiro, Brazil",
      descriptionHtml: "<p> Full-Time/Part-Timeâ€‹ </p> <p> Full Time </p> <p>Donâ€™t miss it.</p>",
      link: "https://unjobs.org/vacancies/1774706739998",
      externalId: "unjobs-1774706739998",
    },
    NOW,
  );
  expect(posting.title).toBe(
    "Assistente de Tecnologia e Informação do Território – Complexo do Alemão",
  );
  expect(posting.descriptionText).toBe("Full-Time/Part-Time\u200b\n\nFull Time\n\nDon’t miss it.");
  const place = (location: string) =>
    normalisePosting(
      { title: "x", location, link: "https://example.org/3", externalId: "x-3" },
      NOW,
    );
  expect(place("SÃ£o Paulo, Brazil").locationDisplay).toBe(
    place("São Paulo, Brazil").locationDisplay,
  );
  expect(place("SÃ£o Paulo, Brazil").countryCode).toBe("BR");
});

test("a description that only repeats the title is no description", () => {
  // UNICEF's feed (tests/fixtures/platforms/pageup/unicef-671-rss.har, item 590615).
  const title =
    "Chief of Field Office  , P3,  Temporary Assignement , # 00136039, Tindouf – Algeria, MENA";
  const posting = normalisePosting(
    { title, descriptionHtml: title, link: "https://example.org/5", externalId: "590615" },
    NOW,
  );
  expect(posting).toMatchObject({ descriptionHtml: "", descriptionText: "" });
  // A description that starts with the title and goes on stays.
  expect(
    normalisePosting(
      {
        title,
        descriptionHtml: `<p>${title}</p><p>Leads the office.</p>`,
        link: "https://example.org/5",
        externalId: "590615",
      },
      NOW,
    ).descriptionText,
  ).toContain("Leads the office.");
});

test("spaces typed before a comma or inside brackets of a title are dropped; its words stay", () => {
  // UNICEF's titles in its feed (server/db/seed/recordings/unicef_jobs.xml).
  const titleOf = (title: string) =>
    normalisePosting({ title, link: "https://example.org/4", externalId: "x-4" }, NOW).title;
  expect(titleOf("Chief of Field Office , P3, Temporary Assignement , # 00136039, Tindouf")).toBe(
    "Chief of Field Office, P3, Temporary Assignement, # 00136039, Tindouf",
  );
  expect(titleOf("National Intern: WASH Knowledge Management (KM), Accra Ghana ( Part-Time)")).toBe(
    "National Intern: WASH Knowledge Management (KM), Accra Ghana (Part-Time)",
  );
  expect(titleOf("Research Analyst [ Open to internal and external applicants ]")).toBe(
    "Research Analyst [Open to internal and external applicants]",
  );
});

test("a description without a letter or digit in it is no description", () => {
  // UNjobs' copy of an empty UNV posting of UNHCR (server/db/seed/recorded-vacancy-pages.json,
  // unjobs-1772028320078): the page's text was a pair of quotation marks.
  const posting = normalisePosting(
    {
      title: "UNV Community Liaison",
      link: "https://unjobs.org/vacancies/1772028320078",
      externalId: "unjobs-1772028320078",
      descriptionHtml: '\n  <div> \n\n   <p>\n   "" </p> </div>\n\n',
    },
    NOW,
  );
  expect(posting).toMatchObject({ descriptionHtml: "", descriptionText: "" });
});

test("property: any raw posting normalises without throwing and stays in the vocabularies", () => {
  const text = fc.option(fc.string({ maxLength: 120 }), { nil: undefined });
  fc.assert(
    fc.property(
      fc.string({ maxLength: 120 }),
      text,
      text,
      text,
      text,
      text,
      (title, organization, location, descriptionHtml, grade, deadlineText) => {
        const posting = normalisePosting(
          {
            title,
            organization,
            location,
            descriptionHtml,
            grade,
            deadlineText,
            link: "https://example.org",
            externalId: "p",
          },
          NOW,
        );
        if (posting.gradeCode !== null) expect(isKnownGradeCode(posting.gradeCode)).toBe(true);
        expect(posting.level === null || isJobLevel(posting.level)).toBe(true);
        expect(posting.field === null || isProfessionalField(posting.field)).toBe(true);
      },
    ),
    { numRuns: 150 },
  );
});
