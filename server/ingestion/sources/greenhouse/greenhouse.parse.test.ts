import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { normalisePosting } from "#domain/normalise-posting";
import { parseGreenhouseJob, parseGreenhouseJobs, unescapeHtml } from "./greenhouse.parse";

const read = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/sources/greenhouse/${name}`, import.meta.url),
    "utf8",
  );

test("reads every job and the board total", () => {
  const board = parseGreenhouseJobs(read("jobs.synthetic.json"), "MSF");
  expect(board.total).toBe(3);
  expect(board.itemCount).toBe(3);
  expect(board.errors).toEqual([]);
});

test.each([
  {
    index: 0,
    expected: {
      title: "Logistics Coordinator – Field Assignments",
      externalId: "7412093002",
      link: "https://job-boards.greenhouse.io/msfcareers/jobs/7412093002",
      organization: "Médecins Sans Frontières",
      location: "Flexible / Field locations",
      postedAt: "2026-02-11T08:00:03-05:00",
    },
  },
  {
    index: 1,
    expected: {
      title: "Humanitarian Affairs Advisor (Sahel)",
      externalId: "7398120002",
      link: "https://job-boards.greenhouse.io/msfcareers/jobs/7398120002",
      organization: "Médecins Sans Frontières",
      location: "Amsterdam, Netherlands",
      postedAt: "2026-02-25T04:12:55-05:00",
    },
  },
  {
    index: 2,
    expected: {
      title: "Medical Doctor – Emergency Pool",
      externalId: "7380554002",
      link: "https://job-boards.greenhouse.io/msfcareers/jobs/7380554002",
      organization: "Médecins Sans Frontières",
      location: "Geneva, Switzerland",
      postedAt: "2026-02-20T10:58:40-05:00",
      descriptionHtml: null,
    },
  },
])("maps job $index", ({ index, expected }) => {
  expect(parseGreenhouseJobs(read("jobs.synthetic.json"), "MSF").postings[index]).toMatchObject(
    expected,
  );
});

test("unescapes content exactly once", () => {
  const [first, second] = parseGreenhouseJobs(read("jobs.synthetic.json"), null).postings;
  expect(first?.descriptionHtml).toMatch(
    /^<p><strong>About the role<\/strong><\/p><p>The Logistics/,
  );
  expect(first?.descriptionHtml).toContain("ensures&nbsp;medical supplies");
  expect(second?.descriptionHtml).toContain("patients &amp; staff");
  expect(unescapeHtml("&lt;a href=&quot;x&quot;&gt;MSF&#39;s &amp;amp;&lt;/a&gt;")).toBe(
    '<a href="x">MSF\'s &amp;</a>',
  );
});

test("falls back to the configured organisation", () => {
  const payload = JSON.stringify({
    jobs: [
      { id: 1, title: "Nurse", absolute_url: "https://boards.greenhouse.io/workoverseas/jobs/1" },
    ],
  });
  expect(parseGreenhouseJobs(payload, "MSF").postings[0]).toEqual({
    title: "Nurse",
    externalId: "1",
    link: "https://boards.greenhouse.io/workoverseas/jobs/1",
    organization: "MSF",
    location: null,
    descriptionHtml: null,
    postedAt: null,
  });
});

test("records bad jobs and keeps the good ones", () => {
  const payload = JSON.stringify({
    jobs: [
      { id: 5, title: "", absolute_url: "https://x.org/5" },
      { id: 6, title: "Pharmacist" },
      { title: "Midwife", absolute_url: "https://x.org/7", id: 7 },
    ],
  });
  const board = parseGreenhouseJobs(payload, null);
  expect(board.postings.map((posting) => posting.title)).toEqual(["Midwife"]);
  expect(board.errors).toEqual([
    expect.stringMatching(/^Greenhouse job #1 \(id 5\): title:/),
    expect.stringMatching(/^Greenhouse job #2 \(id 6\): absolute_url:/),
  ]);
});

test.each([
  ["<!DOCTYPE html><html>", /not JSON/],
  ['{"status":404,"error":"Job board not found"}', /jobs: /],
  ['{"jobs":[],"meta":{"total":"3"}}', /meta.total/],
])("throws on a malformed list %#", (payload, message) => {
  expect(() => parseGreenhouseJobs(payload, null)).toThrow(message);
});

test("reads the description of a single job", () => {
  expect(parseGreenhouseJob(read("job-7380554002.synthetic.json"))).toMatch(
    /^<p>MSF is recruiting medical doctors/,
  );
  expect(parseGreenhouseJob("{}")).toBeNull();
  expect(() => parseGreenhouseJob("[1]")).toThrow(/Greenhouse job: unexpected payload/);
});

test("reads GitLab's real board response: escaped content decoded once, company and location kept", () => {
  const json = readFileSync(
    new URL(
      "../../../../tests/fixtures/platforms/greenhouse/gitlab-jobs.TRIMMED-by-source.json",
      import.meta.url,
    ),
    "utf8",
  );
  const board = parseGreenhouseJobs(json, null);
  expect(board).toMatchObject({ itemCount: 1, total: 1, errors: [] });
  expect(board.postings[0]).toMatchObject({
    title: "AI Engineer",
    externalId: "8556658002",
    link: "https://job-boards.greenhouse.io/gitlab/jobs/8556658002",
    organization: "GitLab",
    location: "Remote, Bangalore",
    postedAt: "2026-05-22T09:16:29-04:00",
  });
  expect(board.postings[0]?.descriptionHtml).toMatch(
    /^<div class="content-intro"><p>GitLab is the intelligent orchestration platform for DevSecOps\./,
  );
});

test("a city-state named alone is its city and its country: Anthropic's real board job in Singapore", () => {
  // Its recorder kept the board answer's `jobs` array alone, without `content` or `meta`.
  const jobs = readFileSync(
    new URL(
      "../../../../tests/fixtures/platforms/greenhouse/anthropic-jobs.real-trimmed-by-source.json",
      import.meta.url,
    ),
    "utf8",
  );
  const board = parseGreenhouseJobs(`{"jobs":${jobs}}`, null);
  expect(board.errors).toEqual([]);
  const singapore = board.postings.find((posting) => posting.externalId === "5391376008");
  expect(singapore).toMatchObject({
    title: "Account Executive - DNB",
    organization: "Anthropic",
    location: "Singapore",
  });
  const normalised = normalisePosting(singapore!, new Date("2026-08-29T00:00:00Z"));
  expect(normalised).toMatchObject({
    city: "Singapore",
    countryCode: "SG",
    locationDisplay: "Singapore",
    isMultiLocation: false,
  });
});

const platformCapture = (name: string) =>
  readFileSync(
    new URL(`../../../../tests/fixtures/platforms/greenhouse/${name}`, import.meta.url),
    "utf8",
  );
const READ_ON = new Date("2026-09-29T00:00:00Z");

test("a custom field named Employment Type is the job's contract field: Jane Street's real board", () => {
  // janestreet-jobs.real-trimmed.json: PedroCamargoLINCE/opportunity-radar,
  // tests/fixtures/greenhouse.json at commit aa925cb87a1bb74fc11fd4431607315c5b3463e1. Each job's
  // `metadata` holds "Employment Type" ("Summer Internship", "Full-Time: Experienced") beside fields
  // that are not its contract ("Workday Job Profile", "Min salary", "Event Type", "Duration").
  const board = parseGreenhouseJobs(platformCapture("janestreet-jobs.real-trimmed.json"), null);
  expect(board.errors).toEqual([]);
  expect(
    board.postings.map((posting) => [
      posting.externalId,
      posting.contractType,
      normalisePosting(posting, READ_ON).contractType,
    ]),
  ).toEqual([
    ["8596771002", "Summer Internship", "internship"],
    ["8631912002", "Full-Time: Experienced", "staff"],
    ["8782908002", "Full-Time: Experienced", "staff"],
  ]);
});

test("KRAFTON's Employment Type is read too, and its Korean title still decides: a contract employee is staff", () => {
  // krafton-jobs.real-trimmed.json: ohchanwu/jobcron,
  // internal/scraper/greenhouse/testdata/krafton_jobs.json at commit
  // e7188dba1739ccb0aefbba2b149d1e209aba0851. "Employment Type: Contractor" is KRAFTON's English for
  // the title's 계약직, an employee on a fixed-term contract.
  const [motionCapture] = parseGreenhouseJobs(
    platformCapture("krafton-jobs.real-trimmed.json"),
    null,
  ).postings;
  expect(motionCapture).toMatchObject({
    externalId: "8524463002",
    contractType: "Contract (individual contractor)",
  });
  expect(normalisePosting(motionCapture!, READ_ON).contractType).toBe("staff");
});

test.each([
  // Custom fields that are not a contract: "Location Type" (Anthropic), "Company Assignment" and
  // "Career Page Posting Category" (Databricks), "Division" and "Req Type: University - Graduating
  // Intern" (Duolingo), "Worker Sub Type: Experienced" and "Job Category" (IMC), "Website Mapping"
  // (Tamara), "Career Site Categories" (Vercel); Stripe's `metadata` is null, GitLab's and home.pl's
  // answers carry none.
  ["anthropic-jobs.real-trimmed-by-source.json", 2],
  ["databricks-jobs.real-trimmed.json", 2],
  ["duolingo-jobs.real-trimmed.json", 1],
  ["imc-jobs.real.json", 3],
  ["tamara-jobs.real.json", 2],
  ["vercel-jobs.real-trimmed-by-source.json", 2],
  ["stripe-jobs.real-trimmed.json", 3],
  ["gitlab-jobs.TRIMMED-by-source.json", 1],
  ["homepl-jobs.real-trimmed-by-source.json", 2],
])("no other custom field is read as the contract: %s", (name, count) => {
  const text = platformCapture(name);
  // Anthropic's recorder kept the `jobs` array alone.
  const board = parseGreenhouseJobs(
    text.trimStart().startsWith("[") ? `{"jobs":${text}}` : text,
    null,
  );
  expect(board.errors).toEqual([]);
  expect(board.postings).toHaveLength(count);
  for (const posting of board.postings) expect(posting).not.toHaveProperty("contractType");
});

test("a job's application_deadline is its closing date, on the calendar of its own offset: Duolingo's real board", () => {
  // duolingo-jobs.real-trimmed.json: PedroCamargoLINCE/opportunity-radar,
  // tests/fixtures/greenhouse.json at commit aa925cb87a1bb74fc11fd4431607315c5b3463e1.
  const [intern] = parseGreenhouseJobs(
    platformCapture("duolingo-jobs.real-trimmed.json"),
    null,
  ).postings;
  expect(intern).toMatchObject({
    externalId: "8806187002",
    closingDate: "2026-10-08T00:45:00-04:00",
    deadlineDecided: true,
  });
  const normalised = normalisePosting(intern!, READ_ON);
  expect(normalised.deadline?.localDate).toBe("2026-10-08");
  expect(normalised.deadline?.instant.toISOString()).toBe("2026-10-08T04:45:00.000Z");
  expect(normalised.deadlineBasis).toBe("platform-field");
});

test.each([
  // application_deadline null in every job of these answers (IMC's networking event names its own
  // day and hours, "May 7, 14:00 - 17:00", which is no closing date); GitLab's and home.pl's
  // recorders left the field out.
  "anthropic-jobs.real-trimmed-by-source.json",
  "databricks-jobs.real-trimmed.json",
  "imc-jobs.real.json",
  "janestreet-jobs.real-trimmed.json",
  "krafton-jobs.real-trimmed.json",
  "stripe-jobs.real-trimmed.json",
  "tamara-jobs.real.json",
  "vercel-jobs.real-trimmed-by-source.json",
  "gitlab-jobs.TRIMMED-by-source.json",
  "homepl-jobs.real-trimmed-by-source.json",
])("a job without application_deadline has no platform closing date: %s", (name) => {
  const text = platformCapture(name);
  const board = parseGreenhouseJobs(
    text.trimStart().startsWith("[") ? `{"jobs":${text}}` : text,
    null,
  );
  for (const posting of board.postings) {
    expect(posting).not.toHaveProperty("closingDate");
    expect(posting).not.toHaveProperty("deadlineDecided");
  }
});
