import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { saveCv } from "#server/modules/cv/cv-documents";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { saveCareerProfile } from "./career-planner";
import { findJobsForYou } from "./jobs-for-you";

const HEALTH = "Medical & Health Services";
const FINANCE = "Finance & Economy";

const CV = [
  "Amina Diallo",
  "Nutrition Programme Manager, Action Against Hunger, Niamey, March 2016 - present",
  "Managed a public health nutrition programme reaching 40,000 children in health centres.",
  "Nutrition Officer, Ministry of Health, Dakar, 2012 - 2016",
  "Analysed survey data in Stata for the national nutrition and health survey.",
  "Master of Public Health (MPH), University of Dakar, 2012",
  "Languages: English (fluent), French (mother tongue)",
].join("\n");

function posting(requirements: string[]): string {
  return `<p>The post supports the programme.</p><h3>Minimum requirements</h3><ul>${requirements
    .map((item) => `<li>${item}</li>`)
    .join("")}</ul>`;
}

let handle: DbHandle;
let amina: string;
let bob: string;
let carol: string;
const ids = new Map<string, string>();

beforeAll(async () => {
  handle = await createTestDb();
  const db = handle.db;
  await insertJobs(db, [
    buildJob({
      externalId: "nutrition",
      title: "Nutrition Specialist",
      professionalField: HEALTH,
      description: posting([
        "Advanced university degree in public health or nutrition.",
        "A minimum of five years of experience in nutrition programme management.",
        "Proficiency in data analysis with Stata or R.",
        "Fluency in English is required. Knowledge of Arabic is desirable.",
      ]),
    }),
    buildJob({
      externalId: "surgeon",
      title: "Health Officer (surgery)",
      professionalField: HEALTH,
      description: posting([
        "Doctorate in medicine with board certification in surgery.",
        "Fifteen years of experience as a trauma surgeon in hospitals.",
        "Fluency in Russian is required.",
      ]),
    }),
    buildJob({
      externalId: "finance-geneva",
      title: "Finance Officer",
      professionalField: FINANCE,
      gradeCode: "P-4",
      location: "Geneva, Switzerland",
      city: "Geneva",
      country: "Switzerland",
      countryCode: "CH",
      region: "Europe",
    }),
    buildJob({ externalId: "finance-closed", professionalField: FINANCE, status: "closed" }),
  ]);
  const rows = await queryRows<{ id: string; external_id: string }>(
    db,
    sql`select id, external_id from jobs`,
  );
  for (const row of rows) ids.set(row.external_id, String(row.id));
  amina = await insertAccount(db, { email: "amina-for-you@example.org" });
  bob = await insertAccount(db, { email: "bob-for-you@example.org" });
  carol = await insertAccount(db, { email: "carol-for-you@example.org" });
  await saveCv(db, amina, { name: "cv.txt", bytes: new TextEncoder().encode(CV) });
  await saveCareerProfile(db, carol, {
    yearsExperience: 8,
    degree: "master",
    languages: ["English"],
    fields: [FINANCE],
    dutyStations: ["Geneva"],
    nationality: null,
  });
});

afterAll(async () => {
  await handle?.close();
});

test("a CV gets the open jobs of its field, the best match first, each with what it meets", async () => {
  const result = await findJobsForYou(handle.db, amina);
  expect(result.basis).toEqual({ cv: true, profile: false });
  expect(result.jobs.map((job) => job.id)).toEqual([ids.get("nutrition"), ids.get("surgeon")]);
  const [best] = result.jobs;
  expect(best!.fit.cv).toMatchObject({ total: 5 });
  expect(best!.fit.cv!.met).toBeGreaterThanOrEqual(3);
  expect(best!.fit.cv!.names.slice(0, 2)).toEqual([
    { kind: "category", category: "education" },
    { kind: "category", category: "experience" },
  ]);
  expect(best!.fit.profile).toEqual({
    field: HEALTH,
    fieldFromCv: true,
    level: false,
    place: null,
  });
  expect(best!.fit.cv!.quotes).toContain(
    "Advanced university degree in public health or nutrition.",
  );
  expect(result.jobs[1]!.fit.cv?.met ?? 0).toBeLessThan(3);
});

test("a planner profile gets its field, level and duty station, never another user's CV", async () => {
  const result = await findJobsForYou(handle.db, carol);
  expect(result.basis).toEqual({ cv: false, profile: true });
  expect(result.jobs.map((job) => job.id)).toEqual([ids.get("finance-geneva")]);
  expect(result.jobs[0]!.fit).toEqual({
    cv: null,
    profile: { field: FINANCE, fieldFromCv: false, level: true, place: "Geneva" },
  });
});

test("without a CV or a profile there is nothing, and the list says why", async () => {
  const result = await findJobsForYou(handle.db, bob);
  expect(result).toEqual({ basis: { cv: false, profile: false }, jobs: [] });
});

test("a new CV is read at once, not the list kept from before", async () => {
  expect((await findJobsForYou(handle.db, bob)).jobs).toEqual([]);
  await saveCv(handle.db, bob, {
    name: "cv.txt",
    bytes: new TextEncoder().encode(CV.replace("Amina Diallo", "Bob Diallo")),
  });
  const result = await findJobsForYou(handle.db, bob);
  expect(result.basis.cv).toBe(true);
  expect(result.jobs[0]?.id).toBe(ids.get("nutrition"));
});
