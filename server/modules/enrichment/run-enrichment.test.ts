import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { jobs, sources } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { parseEnrichmentOptions, type EnrichmentInput } from "./parse-enrichment-options";
import { describeEnrichmentResult, runEnrichment, type EnrichmentResult } from "./run-enrichment";

let handle: DbHandle;
const NOW = new Date();
const DAY = 86_400_000;
const IN_TWO_MONTHS = new Date(NOW.getTime() + 60 * DAY);
const mmddyyyy = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, "0")}/${String(date.getUTCDate()).padStart(2, "0")}/${date.getUTCFullYear()}`;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

const run = (input: EnrichmentInput) =>
  runEnrichment(handle.db, parseEnrichmentOptions(input), NOW);

async function readJobs(source: string) {
  return handle.db.select().from(jobs).where(eq(jobs.source, source)).orderBy(jobs.externalId);
}

function countsOf(result: EnrichmentResult) {
  const { dryRun: _dryRun, ...rest } = result;
  return rest;
}

test("a job with a wrong or missing grade gets it from its title or description; a level-sourced grade is kept", async () => {
  const source = "grade-test";
  await insertJobs(handle.db, [
    // Wrong: stored from the description, but the title says P-4.
    buildJob({
      source,
      externalId: "a-wrong",
      title: "Programme Officer, P-4",
      gradeCode: "P-3",
      gradeSource: "description",
      gradeConfidence: 0.6,
      level: "Mid",
    }),
    // Missing: the description states it; the grade implies the level.
    buildJob({
      source,
      externalId: "b-missing",
      title: "Data Officer",
      descriptionText: "Grade: P-2. Duty station Rome.",
      description: "<p>Grade: P-2. Duty station Rome.</p>",
      gradeCode: null,
      gradeSource: null,
      gradeConfidence: null,
      level: null,
    }),
    // From the source's own grade field (not stored): a title guess is less sure, so it stays.
    buildJob({
      source,
      externalId: "c-level",
      title: "Finance Assistant P-3",
      gradeCode: "G-6",
      gradeSource: "level",
      gradeConfidence: 0.9,
      level: "Entry",
    }),
    // Re-detection finds nothing: the stored grade is not erased.
    buildJob({
      source,
      externalId: "d-nothing",
      title: "Supply Chain Officer",
      gradeCode: "P-3",
      gradeSource: "title",
      gradeConfidence: 0.8,
    }),
  ]);

  const dry = await run({ preset: "grade", source, dryRun: true });
  const before = await readJobs(source);
  expect(before.find((job) => job.externalId === "a-wrong")?.gradeCode).toBe("P-3");
  expect(dry).toMatchObject({ processed: 4, updated: 2, gradesFound: 2, levelsUpdated: 1 });

  const applied = await run({ preset: "grade", source });
  expect(countsOf(applied)).toEqual(countsOf(dry));
  expect(describeEnrichmentResult(applied)).toBe(
    "Backfill Complete: Processed 4 jobs, updated 2 with grades",
  );
  expect(describeEnrichmentResult(dry)).toBe(
    "Dry run complete: Processed 4 jobs, would update 2 with grades (nothing was written)",
  );
  const after = new Map((await readJobs(source)).map((job) => [job.externalId, job]));
  expect(after.get("a-wrong")).toMatchObject({
    gradeCode: "P-4",
    gradeSource: "title",
    level: "Mid",
  });
  expect(after.get("b-missing")).toMatchObject({
    gradeCode: "P-2",
    gradeSource: "description",
    level: "Entry",
  });
  expect(after.get("c-level")).toMatchObject({ gradeCode: "G-6", gradeSource: "level" });
  expect(after.get("d-nothing")).toMatchObject({ gradeCode: "P-3", gradeSource: "title" });
  const change = applied.changes.find((job) => job.title === "Programme Officer, P-4");
  expect(change?.changes).toEqual([
    { field: "grade", before: "P-3 (description)", after: "P-4 (title)" },
  ]);
  // A second run finds nothing left to do.
  expect(await run({ preset: "grade", source })).toMatchObject({ processed: 4, updated: 0 });
});

test("a dry run writes nothing and reports what the real run then does, over several batches", async () => {
  const source = "batch-test";
  await insertJobs(
    handle.db,
    Array.from({ length: 230 }, (_, index) =>
      buildJob({
        source,
        externalId: `batch-${String(index).padStart(3, "0")}`,
        title: index % 2 === 0 ? `Finance Officer (P-${(index % 4) + 2})` : "Driver",
        descriptionText: "Budget, accounting and financial reporting.",
        gradeCode: null,
        gradeSource: null,
        gradeConfidence: null,
        professionalField: null,
        summaryExcerpt: null,
      }),
    ),
  );
  const input = { preset: "custom", source, fields: "grade,field,summary" } as const;
  const snapshot = JSON.stringify(await readJobs(source));
  const dry = await run({ ...input, dryRun: true });
  expect(JSON.stringify(await readJobs(source))).toBe(snapshot);
  expect(dry).toMatchObject({ processed: 230, updated: 230, gradesFound: 115 });
  expect(dry.fieldsUpdated).toBeGreaterThan(0);
  expect(dry.summariesCreated).toBe(230);
  expect(dry.changes).toHaveLength(50);

  const applied = await run(input);
  expect(countsOf(applied)).toEqual(countsOf(dry));
  const stored = await readJobs(source);
  expect(stored.filter((job) => job.gradeCode !== null)).toHaveLength(115);
  expect(stored.every((job) => job.summaryExcerpt)).toBe(true);
});

test("presets select their jobs: organisation, window, limit (newest first), open only unless asked", async () => {
  const old = (days: number) => new Date(NOW.getTime() - days * DAY);
  const wfpJob = (externalId: string, days: number, overrides = {}) =>
    buildJob({
      source: "wfp-test",
      externalId,
      title: "Logistics Officer NOB",
      organization: "World Food Programme",
      organizationSlug: "wfp",
      gradeCode: null,
      gradeSource: null,
      gradeConfidence: null,
      firstSeenAt: old(days),
      ...overrides,
    });
  await insertJobs(handle.db, [
    wfpJob("w1", 1),
    wfpJob("w2", 2),
    // Stored without a slug: found by the registry's names for WFP.
    wfpJob("w3", 3, { organization: "WFP", organizationSlug: null }),
    wfpJob("w4-closed", 0, { status: "closed" }),
    wfpJob("w5-past", 0, { expiresAt: old(1) }),
    buildJob({ source: "wfp-test", externalId: "other", title: "Logistics Officer NOB" }),
  ]);
  const limited = await run({ preset: "wfp-grade", limit: 2, dryRun: true });
  expect(limited.processed).toBe(2);
  expect(limited.changes.map((job) => job.id)).toHaveLength(2);
  const ids = (await readJobs("wfp-test")).filter((job) => ["w1", "w2"].includes(job.externalId));
  expect(limited.changes.map((job) => job.id).sort()).toEqual(ids.map((job) => job.id).sort());

  expect((await run({ preset: "wfp-grade", dryRun: true })).processed).toBe(3);
  expect((await run({ preset: "unops-grade", dryRun: true })).processed).toBe(0);
  const all = await run({ preset: "wfp-grade", includeClosed: true, dryRun: true });
  expect(all.processed).toBe(5);

  // Window: first seen within N days.
  const windowed = await run({ preset: "grade", source: "wfp-test", days: 2, dryRun: true });
  expect(windowed.processed).toBe(2 + 1); // w1, w2 and "other" (first seen now)
  expect((await run({ preset: "grade", source: "wfp-test", dryRun: true })).processed).toBe(4);
});

test("the un-careers preset takes the jobs of the sources that use that adapter", async () => {
  await handle.db.insert(sources).values([
    {
      name: "UN Careers test",
      type: "api",
      baseUrl: "https://careers.un.org",
      metadata: { adapter: "un-careers" },
    },
    { name: "Some feed", type: "rss", baseUrl: "https://feed.example.org", metadata: {} },
  ]);
  await insertJobs(handle.db, [
    buildJob({
      source: "UN Careers test",
      externalId: "un-1",
      title: "Political Affairs Officer, P-4",
      location: "New York",
      city: null,
      country: null,
      countryCode: null,
      expiresAt: null,
      descriptionText: `Deadline : ${mmddyyyy(IN_TWO_MONTHS)} 23:59:59`,
      summaryExcerpt: "Kept as it is.",
    }),
    buildJob({ source: "Some feed", externalId: "feed-1", title: "Programme Officer, P-4" }),
  ]);
  const result = await run({ preset: "un-careers" });
  expect(result).toMatchObject({ sources: ["UN Careers test"], processed: 1, updated: 1 });
  const [job] = await readJobs("UN Careers test");
  expect(job).toMatchObject({
    gradeCode: "P-4",
    level: "Mid",
    closingDate: IN_TWO_MONTHS.toISOString().slice(0, 10),
    summaryExcerpt: "Kept as it is.",
  });
  expect(job?.country).not.toBeNull();
  const [untouched] = await readJobs("Some feed");
  expect(untouched?.gradeCode).toBe("P-3");
  await expect(run({ preset: "un-careers", source: "Some feed" })).rejects.toThrow(
    "source Some feed does not use the un-careers adapter",
  );
});

test("WFP: a deadline only when the job has none, a summary only when empty; a null field keeps the old", async () => {
  await insertJobs(handle.db, [
    buildJob({
      source: "wfp-fill",
      externalId: "f1",
      title: "Finance Officer (P-3)",
      organizationSlug: "wfp",
      organization: "World Food Programme",
      descriptionText: "Budget and accounting. Closing date: 15 March 2099.",
      expiresAt: new Date("2099-01-01T00:00:00Z"),
      closingDate: "2099-01-01",
      summaryExcerpt: "An existing summary.",
    }),
  ]);
  const result = await run({ preset: "wfp-grade", source: "wfp-fill" });
  expect(result).toMatchObject({ processed: 1, deadlinesFound: 0, summariesCreated: 0 });
  const [job] = await readJobs("wfp-fill");
  expect(job).toMatchObject({
    closingDate: "2099-01-01",
    summaryExcerpt: "An existing summary.",
    gradeCode: "P-3",
    professionalField: "Finance & Economy",
  });
  // A closing date without its instant: the instant comes from that date, not from the text.
  const closing = IN_TWO_MONTHS.toISOString().slice(0, 10);
  await insertJobs(handle.db, [
    buildJob({
      source: "wfp-closing",
      organizationSlug: "wfp",
      descriptionText: "Closing date: 1 January 2031.",
      expiresAt: null,
      closingDate: closing,
    }),
  ]);
  const filled = await run({ preset: "wfp-grade", source: "wfp-closing" });
  expect(filled).toMatchObject({ processed: 1, deadlinesFound: 1 });
  const [withInstant] = await readJobs("wfp-closing");
  expect(withInstant?.closingDate).toBe(closing);
  expect(withInstant?.expiresAt?.toISOString().slice(0, 10)).toBe(closing);

  // Nothing classifiable now: the stored field stays.
  await insertJobs(handle.db, [
    buildJob({
      source: "field-kept",
      title: "Xyzzy",
      descriptionText: "",
      professionalField: "Legal",
    }),
  ]);
  const kept = await run({ preset: "classification", source: "field-kept" });
  expect(kept).toMatchObject({ processed: 1, updated: 0 });
  expect((await readJobs("field-kept"))[0]?.professionalField).toBe("Legal");
});

test("location: a job without a duty station gets the one its title or description names", async () => {
  const source = "duty-station-test";
  await insertJobs(handle.db, [
    buildJob({
      source,
      externalId: "a-title",
      title: "Education Specialist, P-3, Kharkiv, Ukraine",
      location: "Location not specified",
      city: null,
      country: null,
      countryCode: null,
      region: null,
    }),
    buildJob({
      source,
      externalId: "b-text",
      title: "Protection Officer",
      location: "Location not specified",
      city: null,
      country: null,
      countryCode: null,
      region: null,
      descriptionText: "The post is based in Amman, Jordan, with travel to the region.",
      description: "<p>The post is based in Amman, Jordan, with travel to the region.</p>",
    }),
    buildJob({
      source,
      externalId: "c-kept",
      title: "Driver, Nairobi, Kenya",
      location: "Geneva, Switzerland",
      city: "Geneva",
      country: "Switzerland",
      countryCode: "CH",
      region: "Europe",
    }),
  ]);
  const result = await run({ preset: "custom", fields: "location", source });
  expect(result).toMatchObject({ processed: 3, updated: 2 });
  const [title, text, kept] = await readJobs(source);
  expect(title).toMatchObject({ location: "Kharkiv, Ukraine", countryCode: "UA", city: "Kharkiv" });
  expect(text).toMatchObject({ location: "Amman, Jordan", countryCode: "JO" });
  expect(kept).toMatchObject({ location: "Geneva, Switzerland", countryCode: "CH" });
});

test("a field an admin set by hand is not re-derived; the job's other fields are", async () => {
  const source = "admin-edit-test";
  await insertJobs(handle.db, [
    buildJob({
      source,
      externalId: "edited",
      title: "Programme Officer, P-4",
      gradeCode: "P-2",
      gradeSource: "admin",
      gradeConfidence: 1,
      level: "Mid",
      adminEditedFields: ["grade"],
    }),
  ]);
  const result = await run({ preset: "grade", source });
  expect(result).toMatchObject({ processed: 1, updated: 0 });
  const [job] = await readJobs(source);
  expect(job).toMatchObject({ gradeCode: "P-2", gradeSource: "admin" });

  await handle.db.update(jobs).set({ adminEditedFields: [] }).where(eq(jobs.source, source));
  expect(await run({ preset: "grade", source })).toMatchObject({ processed: 1, updated: 1 });
  const [rederived] = await readJobs(source);
  expect(rederived).toMatchObject({ gradeCode: "P-4", gradeSource: "title" });
});

test("the contract-type preset fills contract type and nationals only from title, grade and text; nothing found keeps what is stored", async () => {
  const source = "contract-test";
  await insertJobs(handle.db, [
    buildJob({
      source,
      externalId: "a-national-consultant",
      title: "National Consultant for Gender Statistics, Kyiv",
      gradeCode: null,
    }),
    buildJob({ source, externalId: "b-no", title: "Logistics Officer", gradeCode: "NO-B" }),
    buildJob({
      source,
      externalId: "c-text",
      title: "Programme Officer",
      gradeCode: null,
      descriptionText:
        "Type of Contract: Temporary Appointment\nThis vacancy is for Sri Lankan Nationals only.",
      description: "<p>Type of Contract: Temporary Appointment</p>",
    }),
    // Read at ingestion from the platform's contract field (not stored): kept.
    buildJob({
      source,
      externalId: "d-kept",
      title: "Data Analyst",
      gradeCode: null,
      contractType: "staff",
      nationalsOnly: null,
    }),
  ]);
  const dry = await run({ preset: "contract-type", source, dryRun: true });
  expect(dry).toMatchObject({ processed: 4, updated: 3, contractsUpdated: 3 });
  expect(
    (await readJobs(source)).every(
      (job) => job.externalId === "d-kept" || job.contractType === null,
    ),
  ).toBe(true);
  await run({ preset: "contract-type", source });
  const stored = Object.fromEntries(
    (await readJobs(source)).map((job) => [job.externalId, [job.contractType, job.nationalsOnly]]),
  );
  expect(stored).toEqual({
    "a-national-consultant": ["consultant", true],
    "b-no": ["national", true],
    "c-text": ["temporary", true],
    "d-kept": ["staff", null],
  });
});
