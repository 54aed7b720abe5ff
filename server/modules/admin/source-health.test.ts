import { Ajv2020 } from "ajv/dist/2020";
import { default as addFormats } from "ajv-formats";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { ingestionLogs, jobs, sources } from "#server/db/schema";
import { createOpenApiDocument } from "#server/modules/api/openapi-document";
import { createTestDb } from "#tests/setup/test-db";
import { getSourcesHealth, sourcesHealthResponseSchema } from "./source-health";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

const hour = 3_600_000;
const base = new Date("2026-11-20T04:00:00Z");

async function createSource(name: string) {
  const [row] = await handle.db
    .insert(sources)
    .values({ name, type: "rss", baseUrl: `https://${name.toLowerCase()}.example.org/feed` })
    .returning();
  return row!;
}

async function logRuns(
  sourceId: string,
  runs: { status: "completed" | "partial" | "failed"; jobsFound: number; complete: boolean }[],
) {
  await handle.db.insert(ingestionLogs).values(
    runs.map((run, index) => ({
      sourceId,
      startedAt: new Date(base.getTime() + index * hour),
      finishedAt: new Date(base.getTime() + index * hour + 60_000),
      status: run.status,
      jobsFound: run.jobsFound,
      complete: run.complete,
    })),
  );
}

function job(sourceId: string, id: string, fields: Partial<typeof jobs.$inferInsert>) {
  return {
    source: "health",
    sourceId,
    externalId: id,
    title: `Officer ${id}`,
    organization: "UNHCR",
    link: `https://jobs.example.org/${id}`,
    ...fields,
  };
}

test("per source: latest complete crawl, jobs found per run, field completeness and failures in a row", async () => {
  const healthy = await createSource("Healthy");
  const broken = await createSource("Broken");
  await createSource("Never run");
  await logRuns(healthy.id, [
    { status: "completed", jobsFound: 40, complete: true },
    { status: "failed", jobsFound: 0, complete: false },
    { status: "partial", jobsFound: 42, complete: false },
    { status: "completed", jobsFound: 45, complete: true },
    { status: "failed", jobsFound: 0, complete: false },
  ]);
  await logRuns(broken.id, [
    { status: "completed", jobsFound: 12, complete: true },
    { status: "failed", jobsFound: 0, complete: false },
    { status: "failed", jobsFound: 0, complete: false },
    { status: "failed", jobsFound: 0, complete: false },
  ]);
  await handle.db.insert(jobs).values([
    job(healthy.id, "h1", {
      closingDate: "2026-12-01",
      gradeCode: "P-3",
      countryCode: "KE",
      descriptionText: "Protection work.",
    }),
    job(healthy.id, "h2", { closingDate: "2026-12-02", isRemote: true, descriptionText: " " }),
    job(healthy.id, "h3", { closingDate: "2026-12-03", countryCode: "CH" }),
    job(healthy.id, "h4", { countryCode: "JO", descriptionText: "Cash assistance." }),
    job(healthy.id, "closed", { status: "closed", gradeCode: "P-4", countryCode: "JO" }),
  ]);

  const health = await getSourcesHealth(handle.db, new Date("2026-11-21T00:00:00Z"));
  expect(sourcesHealthResponseSchema.parse(health)).toEqual(health);
  // The OpenAPI document describes the same shape.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const documented = ajv.compile(
    createOpenApiDocument("https://blueboard.example").components.schemas.SourcesHealth!,
  );
  expect(documented(health), JSON.stringify(documented.errors)).toBe(true);
  expect(documented({ ...health, sources: [{ name: "no id" }] })).toBe(false);
  const byName = new Map(health.sources.map((source) => [source.name, source]));

  expect(byName.get("Healthy")).toMatchObject({
    lastRunStatus: "failed",
    lastRunAt: new Date(base.getTime() + 4 * hour).toISOString(),
    lastCompleteCrawlAt: new Date(base.getTime() + 3 * hour + 60_000).toISOString(),
    consecutiveFailures: 1,
    failing: false,
    openJobs: 4,
    fieldCompleteness: { closingDate: 0.75, grade: 0.25, dutyStation: 1, description: 0.5 },
  });
  expect(byName.get("Healthy")?.jobsFoundTrend.map((run) => run.jobsFound)).toEqual([
    40, 0, 42, 45, 0,
  ]);
  expect(byName.get("Broken")).toMatchObject({
    consecutiveFailures: 3,
    failing: true,
    openJobs: 0,
    fieldCompleteness: { closingDate: null, grade: null, dutyStation: null, description: null },
  });
  expect(byName.get("Never run")).toMatchObject({
    lastRunAt: null,
    lastCompleteCrawlAt: null,
    jobsFoundTrend: [],
    consecutiveFailures: 0,
    failing: false,
  });
});

test("a source whose latest live run robots.txt refused says what was refused", async () => {
  const refused = await createSource("Refused");
  const recovered = await createSource("Recovered");
  const robotsError =
    "2 request(s) to jobs.example.org disallowed by robots.txt (first: https://jobs.example.org/private/1)";
  await handle.db.insert(ingestionLogs).values([
    {
      sourceId: refused.id,
      startedAt: base,
      status: "partial",
      errors: ["Item 7: no title", robotsError],
    },
    // An earlier run refused by robots.txt, then a clean one: nothing to report.
    { sourceId: recovered.id, startedAt: base, status: "partial", errors: [robotsError] },
    { sourceId: recovered.id, startedAt: new Date(base.getTime() + hour), status: "completed" },
  ]);
  const health = await getSourcesHealth(handle.db, new Date("2026-11-21T00:00:00Z"));
  const byName = new Map(health.sources.map((source) => [source.name, source]));
  expect(byName.get("Refused")?.robotsDisallowed).toBe(robotsError);
  expect(byName.get("Recovered")?.robotsDisallowed).toBeNull();
});
