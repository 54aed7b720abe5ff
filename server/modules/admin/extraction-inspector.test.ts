import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { jobs } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { analyzeGrades, inspectJob, testExtraction } from "./extraction-inspector";

// The extraction inspector on stored jobs: per-source grade analysis, one job's matches with
// positions, and stored values against ingestion's normalisation run again.

let handle: DbHandle;
const ids: Record<string, string> = {};
const description =
  "Duty Station: Juba, South Sudan\nThe G7 team is hiring. Grade: G-5\nClosing date: 15 December 2026";

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({
      source: "IOM",
      externalId: "iom-graded",
      title: "Migration Officer, P-3",
      gradeCode: "P-3",
    }),
    buildJob({
      source: "IOM",
      externalId: "iom-missed",
      title: "Field Assistant",
      organization: "International Organization for Migration",
      organizationSlug: "iom",
      location: "Location not specified",
      city: null,
      country: null,
      countryCode: null,
      description: `<p>${description.replaceAll("\n", "</p><p>")}</p>`,
      descriptionText: description,
      gradeCode: null,
      gradeSource: null,
      gradeConfidence: null,
      expiresAt: null,
      closingDate: null,
    }),
    buildJob({
      source: "IOM",
      externalId: "iom-none",
      title: "Driver",
      gradeCode: null,
      gradeSource: null,
    }),
    buildJob({ source: "WFP", externalId: "wfp-1", title: "Logistics Officer (NOB)" }),
    buildJob({ source: "WFP", externalId: "wfp-closed", title: "Officer P-4", status: "closed" }),
  ]);
  for (const row of await handle.db.select({ id: jobs.id, externalId: jobs.externalId }).from(jobs))
    ids[row.externalId] = row.id;
});

afterAll(async () => {
  await handle.close();
});

test("analyze: per source, open jobs with and without grades and the rules that give a grade now", async () => {
  const analysis = await analyzeGrades(handle.db);
  expect(analysis.openJobs).toBe(4);
  const iom = analysis.sources.find((source) => source.source === "IOM");
  expect(iom).toMatchObject({
    jobs: 3,
    jobsWithGrades: 1,
    jobsWithoutGrades: 2,
    foundNowWithoutStored: 1,
    patterns: [
      { rule: "g", jobs: 1 },
      { rule: "p", jobs: 1 },
    ],
  });
  expect(iom?.sampleWithoutGrades.map((job) => job.title).sort()).toEqual([
    "Driver",
    "Field Assistant",
  ]);
  expect(analysis.sources.find((source) => source.source === "WFP")).toMatchObject({
    jobs: 1,
    jobsWithGrades: 1,
    patterns: [{ rule: "no", jobs: 1 }],
  });
});

test("one job: every grade, deadline and duty-station match with its position and the chosen one", async () => {
  const result = await inspectJob(handle.db, ids["iom-missed"]!);
  if (!result.ok) throw new Error(result.message);
  const { grade, deadline, dutyStation } = result.value;
  expect(grade.chosen).toEqual({ code: "G-5", source: "description", rule: "g" });
  expect(grade.title).toEqual([]);
  expect(
    grade.description.map((match) => [match.code, match.accepted, match.chosen, match.rejection]),
  ).toEqual([
    ["G-7", false, false, "a word around it shows it is not a grade"],
    ["G-5", true, true, null],
  ]);
  const chosen = grade.description[1]!;
  expect(chosen.snippet.match).toBe("G-5");
  expect(chosen.snippet.before).toMatch(/Grade: $/);
  expect(deadline.extracted).toBe("2026-12-15");
  expect(deadline.mentions).toMatchObject([
    { label: "Closing date:", outcome: "date", date: "2026-12-15" },
  ]);
  expect(dutyStation.field).toBe("Location not specified");
  expect(dutyStation.mentions).toMatchObject([
    { kind: "labelled line", place: "Juba, South Sudan", snippet: { index: 0 } },
  ]);
});

test("test extraction: stored values next to ingestion's fresh ones", async () => {
  const missed = await testExtraction(handle.db, ids["iom-missed"]!, new Date("2026-11-26"));
  if (!missed.ok) throw new Error(missed.message);
  expect(missed.value).toMatchObject({
    currentGrade: null,
    extractedGrade: "G-5",
    extractionWorked: false,
  });
  const rows = Object.fromEntries(missed.value.fields.map((row) => [row.field, row]));
  expect(rows.Grade).toMatchObject({ current: null, extracted: "G-5 (description)", same: false });
  expect(rows.Deadline).toMatchObject({ current: null, extracted: "2026-12-15", same: false });
  expect(rows["Duty station"]).toMatchObject({ extracted: "Juba, South Sudan (SS)", same: false });

  const graded = await testExtraction(handle.db, ids["iom-graded"]!, new Date("2026-11-26"));
  expect(graded).toMatchObject({
    ok: true,
    value: { currentGrade: "P-3", extractedGrade: "P-3", extractionWorked: true },
  });
});

test("an empty, malformed or unknown id gets a clear message", async () => {
  expect(await inspectJob(handle.db, "  ")).toEqual({ ok: false, message: "Enter a job id." });
  expect(await testExtraction(handle.db, "abc", new Date())).toMatchObject({
    ok: false,
    message: expect.stringContaining('"abc" is not a job id') as string,
  });
  const unknown = "00000000-0000-4000-8000-000000000000";
  expect(await inspectJob(handle.db, unknown)).toEqual({
    ok: false,
    message: `No job has the id ${unknown}.`,
  });
});
