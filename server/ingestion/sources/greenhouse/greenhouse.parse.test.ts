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
