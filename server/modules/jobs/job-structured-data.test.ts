import { expect, test } from "vitest";
import { toJobCardData } from "./job-card-data";
import type { JobDetails } from "./job-details";
import type { JobDto } from "./job-dto";
import { buildJobPosting, employmentTypeFor } from "./job-structured-data";

const NOW = new Date("2026-11-27T00:00:00Z");
const SITE = { siteUrl: "https://blueboard.test", siteName: "Blueboard" };

/** A job of the first-start sample as the job page reads it, with the fields a test sets. */
function detailsOf(fields: Partial<JobDto>): JobDetails {
  const dto: JobDto = {
    id: "00000000-0000-4000-8000-000000000001",
    title: "Programme Specialist",
    organization: "UNICEF",
    organization_id: null,
    organization_slug: null,
    logo_url: null,
    location: "Geneva, Switzerland",
    city: "Geneva",
    country: "Switzerland",
    country_code: "CH",
    region: "Europe",
    is_remote: false,
    is_multi_location: false,
    description: "<p>Duties.</p>",
    link: "https://example.org/job/1",
    links: [],
    professional_field: null,
    level: null,
    grade_code: null,
    grade_source: null,
    grade_confidence: null,
    contract_type: null,
    nationals_only: null,
    languages_required: [],
    languages_asset: [],
    language_other: null,
    posting_language: null,
    expires_at: "2026-12-10T22:59:00.000Z",
    closing_date: "2026-12-10",
    posted_date: "2026-11-20T00:00:00.000Z",
    created_at: "2026-11-20T00:00:00.000Z",
    first_seen_at: "2026-11-20T00:00:00.000Z",
    last_seen_at: "2026-11-26T00:00:00.000Z",
    source: "test",
    external_id: "1",
    status: "active",
    summary_excerpt: null,
    ...fields,
  };
  return {
    card: toJobCardData(dto, { now: NOW }),
    dto,
    descriptionHtml: dto.description ?? "",
    requirements: [],
    summary: null,
    summaryRepeatsDescription: false,
    gradeDetected: false,
    sampleRecordedOn: null,
    closingDateBasis: null,
    languages: null,
    languageNeeds: { languages: [], otherLanguage: null },
  };
}

test("employmentType says what the contract is: temporary appointments, part-time interns", () => {
  // UNICEF's "Education Specialist, Temporary Appointment (364 days), P-3, Kharkiv, Ukraine".
  expect(employmentTypeFor("Mid", "P-3", "temporary", "Education Specialist, TA")).toEqual([
    "FULL_TIME",
    "TEMPORARY",
  ]);
  // The World Bank's "E T Temporary - Driver" states no grade: temporary, hours unknown.
  expect(employmentTypeFor("Entry", null, "temporary", "E T Temporary - Driver")).toBe("TEMPORARY");
  // UNICEF's "National Intern: WASH Knowledge Management (KM), Accra Ghana (Part-Time)".
  expect(
    employmentTypeFor(
      "Internship",
      null,
      "internship",
      "National Intern: WASH Knowledge Management (KM), Accra Ghana (Part-Time)",
    ),
  ).toEqual(["PART_TIME", "INTERN"]);
  // An intern grade says nothing of the hours; staff posts keep FULL_TIME only with a grade.
  expect(employmentTypeFor("Internship", "I-1", "internship", "Legal Intern")).toBe("INTERN");
  expect(employmentTypeFor("Mid", "P-4", "staff", "Advisor, Air Quality")).toBe("FULL_TIME");
  expect(employmentTypeFor("Mid", null, "staff", "Advisor")).toBeNull();
  expect(employmentTypeFor("Consultant", "IICA-2", "consultant", "Manager")).toBe("CONTRACTOR");
  expect(employmentTypeFor(null, null, "volunteer", "UNV Community Liaison")).toBe("VOLUNTEER");
});

test("a job in several duty stations has one place each; 'Multiple locations' is no address", () => {
  // AfDB's "Driver (STS), Various Department" as UNjobs copies it.
  const several = buildJobPosting(
    detailsOf({
      location: "Abidjan, Côte d'Ivoire; Rabat, Morocco; Accra, Ghana",
      city: null,
      country: null,
      country_code: null,
      is_multi_location: true,
    }),
    SITE,
  );
  expect(several?.jobLocation).toEqual([
    {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Abidjan", addressCountry: "CI" },
    },
    {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Rabat", addressCountry: "MA" },
    },
    {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Accra", addressCountry: "GH" },
    },
  ]);
  // UNFPA's consultant roster names no place at all, nor remote work: Google requires a place, so
  // the page carries no JobPosting rather than an invalid one.
  const roster = buildJobPosting(
    detailsOf({
      location: "Multiple locations",
      city: null,
      country: null,
      country_code: null,
      is_multi_location: true,
    }),
    SITE,
  );
  expect(roster).toBeNull();
  // One duty station stays one place, with the country's ISO code.
  expect(buildJobPosting(detailsOf({}), SITE)?.jobLocation).toEqual({
    "@type": "Place",
    address: { "@type": "PostalAddress", addressLocality: "Geneva", addressCountry: "CH" },
  });
  expect(
    buildJobPosting(
      detailsOf({ location: "Location not specified", city: null, country_code: null }),
      SITE,
    ),
  ).toBeNull();
  // Remote work stated instead of a place is enough; with no country named, where applicants may
  // live is not claimed.
  const remote = buildJobPosting(
    detailsOf({
      location: "Remote",
      city: null,
      country: null,
      country_code: null,
      is_remote: true,
    }),
    SITE,
  );
  expect(remote).toMatchObject({ jobLocationType: "TELECOMMUTE" });
  expect(remote?.applicantLocationRequirements).toBeUndefined();
  // A remote job of one country says so.
  expect(
    buildJobPosting(
      detailsOf({
        location: "Home-based, Kenya",
        city: null,
        country: "Kenya",
        country_code: "KE",
        is_remote: true,
      }),
      SITE,
    )?.applicantLocationRequirements,
  ).toEqual({ "@type": "Country", name: "Kenya" });
});

test("the JobPosting of a temporary appointment carries its employer's full name and its deadline with an offset", () => {
  const posting = buildJobPosting(
    detailsOf({ contract_type: "temporary", grade_code: "P-3", level: "Mid" }),
    SITE,
  );
  expect(posting).toMatchObject({
    employmentType: ["FULL_TIME", "TEMPORARY"],
    hiringOrganization: { name: "United Nations Children's Fund" },
    validThrough: "2026-12-10T22:59:00+00:00",
  });
  expect(posting?.jobLocationType).toBeUndefined();
});

test("the JobPosting's description is the whole description in HTML, never the title", () => {
  // A long description, as most vacancies have: Google asks for all of it, with its markup.
  const description = `<h3>Background</h3><p>${"The Epidemiologist supports country offices in outbreak response. ".repeat(20)}</p><ul><li>Advanced degree in epidemiology.</li></ul>`;
  expect(buildJobPosting(detailsOf({ description }), SITE)?.description).toBe(description);
  // Without a description there is nothing valid to give: no JobPosting rather than the title.
  expect(buildJobPosting(detailsOf({ description: "" }), SITE)).toBeNull();
  expect(buildJobPosting(detailsOf({ description: "  " }), SITE)).toBeNull();
});
