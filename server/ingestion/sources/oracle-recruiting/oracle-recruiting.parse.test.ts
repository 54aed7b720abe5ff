import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { normaliseGradeCode } from "#domain/grades";
import {
  buildOracleApplyLink,
  buildOracleDetailUrl,
  buildOracleListUrl,
  parseOracleDetail,
  parseOracleList,
  readShortDescription,
} from "./oracle-recruiting.parse";

const FIXTURES = path.join(
  import.meta.dirname,
  "../../../../tests/fixtures/sources/oracle-recruiting",
);
const readFixture = (name: string) => readFileSync(path.join(FIXTURES, name), "utf8");
const UNFPA = { host: "estm.fa.em2.oraclecloud.com", siteNumber: "CX_2003" };

test("list offset 0: TotalJobsCount, titles, locations, posted dates, apply links, ids", () => {
  const page = parseOracleList(readFixture("unfpa-list-offset-0.synthetic.json"), UNFPA, "UNFPA");
  expect(page.totalCount).toBe(5);
  expect(page.itemCount).toBe(2);
  expect(page.errors).toEqual([]);
  expect(page.postings[0]).toEqual({
    title:
      "Individual Giving Programme Manager, Private Sector & Civil Society Branch, Division for External Relations, New York, P-4 (00076317)",
    organization: "UNFPA",
    location: "New York, United States",
    descriptionHtml:
      "The Individual Giving Programme Manager (IGPM) will be located in the Private Sector &amp; Civil Society Branch.",
    postedAt: "2026-03-28",
    link: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_2003/job/32964",
    externalId: "32964",
  });
  expect(page.postings[1]).toMatchObject({
    title: "National Post: Programme Specialist, Adolescents and Youth, New Delhi, India - NOC",
    location: "New Delhi, India",
    externalId: "32368",
  });
});

test("a list's short description that is a lone heading or the unfilled template is none", () => {
  // ShortDescriptionStr of the real archives (tests/fixtures/platforms/oracle-recruiting/): UNDP's
  // and UNFPA's list entries, and IOM's template.
  expect(readShortDescription("Duties and Responsibilities")).toBeNull();
  expect(
    readShortDescription("Apply by: DD/MM/YYYY\nPROVIDE A SHORT SUMMARY OF THE JOB VACANCY"),
  ).toBeNull();
  expect(readShortDescription(null)).toBeNull();
  const real =
    "IOM has undertaken a Business Transformation process, a priority driven by IOM’s Internal Governance Framework.";
  expect(readShortDescription(real)).toBe(real);
  expect(readShortDescription("Join our team.")).toBe("Join our team.");
});

test("list offset 2: a requisition without Id is an error entry", () => {
  const page = parseOracleList(readFixture("unfpa-list-offset-2.synthetic.json"), UNFPA);
  expect(page.postings.map((posting) => posting.externalId)).toEqual(["32401"]);
  expect(page.errors).toHaveLength(1);
  expect(page.errors[0]).toMatch(/^Oracle requisition 2: .*Id/);
});

test("list offset 4: the roster joins primary and secondary locations", () => {
  const page = parseOracleList(readFixture("unfpa-list-offset-4.synthetic.json"), UNFPA);
  expect(page.postings[0]).toMatchObject({
    title: "UNFPA Consultant Roster",
    location: "Multiple; New York, United States; Istanbul, Turkey",
    postedAt: "2023-12-05",
    externalId: "15007",
  });
});

test("detail: description sections, posting dates, grade, agency and vacancy type from flex fields", () => {
  const detail = parseOracleDetail(readFixture("unfpa-detail-32964.synthetic.json"));
  expect(detail).toMatchObject({
    postedAt: "2026-03-28T18:46:00+00:00",
    expiresAt: "2026-04-16T18:46:00+00:00",
    grade: "P4",
    organization: "UNFPA",
    contractType: "Fixed Term",
  });
  const sections = detail.descriptionHtml!.split("\n");
  expect(sections).toHaveLength(4);
  expect(sections[0]).toMatch(/^<p><strong>Job Description<\/strong><\/p>/);
  expect(sections[2]).toBe("<p>Master's Degree - 7 year(s) experience</p>");
});

test.each([
  ["unfpa-detail-32368.synthetic.json", "NOC", "2026-04-10T03:59:00+00:00", "Fixed Term"],
  [
    "unfpa-detail-15007.synthetic.json",
    undefined,
    "2069-12-31T23:50:00+00:00",
    "Individual Consultancy",
  ],
])(
  "%s → grade %s, raw end date (roster sentinel passed through)",
  (file, grade, expiresAt, contractType) => {
    const detail = parseOracleDetail(readFixture(file));
    expect(detail.grade).toBe(grade);
    expect(detail.expiresAt).toBe(expiresAt);
    expect(detail.contractType).toBe(contractType);
  },
);

test("UNDP-style flex fields without prompts: grade by gradeFlexIndex", () => {
  const body = readFixture("undp-detail-positional-flex.synthetic.json");
  expect(parseOracleDetail(body).grade).toBeUndefined();
  expect(parseOracleDetail(body, { gradeFlexIndex: 1 })).toMatchObject({
    grade: "IPSA-11",
    expiresAt: "2026-03-19T23:59:00+00:00",
    descriptionHtml:
      "<p>UNCDF assists developing countries in the development of their economies.</p>",
  });
});

test("URLs: paging inside finder, quoted Id in the detail finder, CE apply link", () => {
  expect(buildOracleListUrl(UNFPA, 50, 25)).toBe(
    "https://estm.fa.em2.oraclecloud.com/hcmRestApi/resources/latest/recruitingCEJobRequisitions?onlyData=true&expand=requisitionList.secondaryLocations,flexFieldsFacet.values&finder=findReqs;siteNumber=CX_2003,limit=25,offset=50,sortBy=POSTING_DATES_DESC",
  );
  expect(buildOracleDetailUrl(UNFPA, "32964")).toBe(
    "https://estm.fa.em2.oraclecloud.com/hcmRestApi/resources/latest/recruitingCEJobRequisitionDetails?expand=all&onlyData=true&finder=ById;Id=%2232964%22,siteNumber=CX_2003",
  );
  expect(
    buildOracleApplyLink(
      { host: "fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com", siteNumber: "CX_1001" },
      "9",
    ),
  ).toBe(
    "https://fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001/job/9",
  );
});

test.each([
  [
    "HTML login page",
    "<html><head><title>Sign In</title></head></html>",
    /Oracle list is not JSON/,
  ],
  ["empty items", '{"items":[],"count":0}', /items is empty/],
  ["no TotalJobsCount", '{"items":[{"requisitionList":[]}]}', /TotalJobsCount/],
  ["truncated", readFixture("unfpa-list-offset-0.synthetic.json").slice(0, 300), /not JSON/],
])("list: %s throws a clear error", (_label, body, message) => {
  expect(() => parseOracleList(body, UNFPA)).toThrow(message);
});

test("detail of an unknown requisition throws", () => {
  expect(() => parseOracleDetail('{"items":[],"count":0}')).toThrow(/requisition not found/);
});

// IOM's real requisitions of 2026-09-13 (CX_1001, trimmed): a graded post and an "ungraded" consultancy.
const readReal = (name: string) =>
  readFileSync(
    path.join(import.meta.dirname, "../../../../tests/fixtures/platforms/oracle-recruiting", name),
    "utf8",
  );

test("real IOM details: the grade flex field, or the recruiting type where IOM writes UG", () => {
  const graded = parseOracleDetail(readReal("iom-cx1001-detail-22916.real-trimmed.json"));
  expect(graded).toMatchObject({
    title: "VN 094/2026 User Assistant (System Support Wave)",
    grade: "G-4",
    expiresAt: "2026-09-15T15:59:00+00:00",
    contractType: "Fixed-term (1 year with possibility of extension)",
  });
  expect(normaliseGradeCode(graded.grade)).toBe("G-4");
  const consultancy = parseOracleDetail(readReal("iom-cx1001-detail-22776.real-trimmed.json"));
  // The flex field "Grade" holds "UG"; "Recruiting Type" holds "Consultant".
  expect(consultancy.grade).toBe("Consultant");
  expect(normaliseGradeCode(consultancy.grade)).toBe("CON");
  expect(consultancy.descriptionHtml).toContain("Tasks to be performed under this contract");
});

test("real details: the hours name the contract only when no field or labelled line does", () => {
  // JPMorgan Chase and Southern Company: "Full time" and no contract field, no labelled line.
  for (const file of [
    "jpmc-cx1001-detail-210711544.job-tracker.json",
    "southern-company-cx1001-detail-16280.vertical-job-digest.json",
  ])
    expect(parseOracleDetail(readReal(file)).contractType).toBe("Full time");
  // UNDP: "Full time" as well, but its "Vacancy Type" field names the contract, which wins.
  expect(parseOracleDetail(readReal("undp-cx1-detail-36148.ncalavera.json")).contractType).toBe(
    "National Personnel Service Agreement",
  );
  // A labelled line of the description wins over the hours too (JPMorgan Chase's detail with one
  // line added, as UN employers write it in their text).
  const jpmc = JSON.parse(readReal("jpmc-cx1001-detail-210711544.job-tracker.json")) as {
    items: { ExternalDescriptionStr: string }[];
  };
  jpmc.items[0]!.ExternalDescriptionStr += "<p>Type of Contract: Temporary Appointment</p>";
  expect(parseOracleDetail(JSON.stringify(jpmc)).contractType).toBe("Temporary Appointment");
});

// Nokia's real requisition 22192, a row of its findReqs answer expanded with its work location
// (fa-evmr-saasfaprod1.fa.ocs.oraclecloud.com, site CX_1), as printed in Micz26/InternBot
// backend/test.py @ 55333304a21216ca04c84a8318e9839c13c11933 (Python literals written as JSON).
// Its primary location names only the country; its work location, the Wroclaw office.
const NOKIA = { host: "fa-evmr-saasfaprod1.fa.ocs.oraclecloud.com", siteNumber: "CX_1" };
const NOKIA_22192 = {
  Id: "22192",
  Title: "Operations Assistant- Working Student (Wroclaw)",
  PostedDate: "2025-06-20",
  PostingEndDate: null,
  Language: "US",
  PrimaryLocationCountry: "PL",
  GeographyId: 300000000471967,
  HotJobFlag: false,
  WorkplaceTypeCode: "ORA_HYBRID",
  JobFamily: null,
  JobFunction: null,
  WorkerType: null,
  ContractType: null,
  ManagerLevel: null,
  JobSchedule: null,
  JobShift: null,
  JobType: null,
  StudyLevel: null,
  DomesticTravelRequired: null,
  InternationalTravelRequired: null,
  WorkDurationYears: null,
  WorkDurationMonths: null,
  WorkHours: null,
  WorkDays: null,
  LegalEmployer: null,
  BusinessUnit: null,
  Department: null,
  Organization: null,
  MediaThumbURL: null,
  ShortDescriptionStr:
    "Working Student is a long-term paid internship, that allows you to kickstart your fabulous journey in the IT and Telecom world. As our Trainee you can have experience working in such areas that correspond to full-time engineering jobs. The internship usually lasts from 6 to 24 months. We are open to flexible working hours so that you can reconcile working with us with your studies. #OpenToYou.",
  PrimaryLocation: "Poland",
  Distance: 1750377600000.0,
  TrendingFlag: false,
  BeFirstToApplyFlag: false,
  Relevancy: 5.956839561462402,
  WorkplaceType: "Hybrid",
  ExternalQualificationsStr: null,
  ExternalResponsibilitiesStr: null,
  secondaryLocations: [],
  otherWorkLocations: [],
  workLocation: [
    {
      LocationId: 300000011428712,
      LocationName: "West Link",
      AddressLine1: "Szybowcowa Street 2",
      AddressLine2: null,
      AddressLine3: null,
      AddressLine4: null,
      Building: null,
      TownOrCity: "Wroclaw",
      PostalCode: "54-130",
      Country: "PL",
      Region1: null,
      Region2: null,
      Region3: null,
      Latitude: 51.12619,
      Longitude: 16.97016,
    },
  ],
  requisitionFlexFields: [],
};

test("a work location's town more specific than the primary location is the place (Nokia's real row)", () => {
  const body = JSON.stringify({ items: [{ TotalJobsCount: 1, requisitionList: [NOKIA_22192] }] });
  const page = parseOracleList(body, NOKIA, "Nokia");
  expect(page.postings[0]!.location).toBe("Wroclaw, Poland");
});

test("Fortis 11900's real detail: the hospital's town Kalyan takes the list's Mumbai", () => {
  // The detail has no primary location of its own: the list row's "Mumbai, Maharashtra, India"
  // gives the country.
  const detail = parseOracleDetail(
    readReal("fortis-cx1-detail-11900.job-scrappers.real-trimmed.json"),
    {
      listedLocation: "Mumbai, Maharashtra, India",
    },
  );
  expect(detail.location).toBe("Kalyan, India");
});

test.each([
  // The work location's town is the one the primary location names: nothing changes.
  ["iom-cx1001-detail-22916.real-trimmed.json", "Manila, Philippines (the)"],
  ["jpmc-cx1001-detail-210711544.job-tracker.json", "New York, NY, United States"],
  // Southern's work location is a plant without a town ("Plant Hatch"): less specific, nothing changes.
  ["southern-company-cx1001-detail-16280.vertical-job-digest.json", "Baxley, GA, United States"],
  // No work location in the record.
  ["iom-cx1001-detail-22776.real-trimmed.json", "Addis Ababa, Ethiopia"],
])(
  "real detail %s: no work location more specific than the primary one, no place from the detail",
  (file, listed) => {
    expect(parseOracleDetail(readReal(file), { listedLocation: listed }).location).toBeUndefined();
  },
);

test("a list row without a work location keeps its primary location (Abt's real rows)", () => {
  const page = parseOracleList(
    readReal("abt-joinabt-list.job-scrappers.real-trimmed.json"),
    { host: "egpy.fa.us2.oraclecloud.com", siteNumber: "JoinAbt" },
    "Abt Global",
  );
  expect(page.postings.map((posting) => posting.location)).toEqual([
    "Port Moresby, Papua New Guinea",
    "Kinshasa, DR Congo-Kinshasa",
  ]);
});
