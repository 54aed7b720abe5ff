import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { ingestionLogs, jobs, savedJobs, savedSearches, sources, users } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { CHART_DAYS, getAdminCharts, getAdminStats, OTHER_SOURCES } from "./get-admin-stats";

// The statistics page's figures and charts, counted from seeded rows: jobs first seen per UTC day
// by source (the top five, the rest as "Other"), open jobs per organisation, live runs per day by
// status, over the 30 days up to now.

let handle: DbHandle;
const now = new Date("2026-11-26T10:00:00Z");
const day = (offset: number, hour = 12) => new Date(Date.UTC(2026, 10, 26 + offset, hour, 0, 0));

beforeAll(async () => {
  handle = await createTestDb();
  const { db } = handle;
  const jobsSeen: Parameters<typeof buildJob>[0][] = [];
  // Seven sources: A has 6 jobs, B 5, C 4, D 3, E 2, F and G 1 each ("Other" = F + G).
  const counts: [string, number][] = [
    ["A", 6],
    ["B", 5],
    ["C", 4],
    ["D", 3],
    ["E", 2],
    ["F", 1],
    ["G", 1],
  ];
  for (const [source, count] of counts)
    for (let index = 0; index < count; index++)
      jobsSeen.push({
        source,
        // Today for the first, yesterday for the rest; 23:30 UTC stays on its UTC day.
        firstSeenAt: index === 0 ? day(0, 9) : day(-1, 23),
        organization: source === "A" ? "UNICEF" : "UNDP",
      });
  await insertJobs(db, [
    ...jobsSeen.map((overrides) => buildJob(overrides)),
    // Outside the 30 days: not drawn, but counted in all jobs; closed and expired: not open.
    buildJob({ source: "A", firstSeenAt: day(-CHART_DAYS), organization: "WHO" }),
    buildJob({ source: "A", firstSeenAt: day(-3), organization: "WHO", status: "closed" }),
    buildJob({ source: "B", firstSeenAt: day(-3), organization: "WHO", expiresAt: day(-1) }),
  ]);

  const [source] = await db
    .insert(sources)
    .values({ name: "Runs", type: "rss", baseUrl: "https://runs.example.org/feed" })
    .returning();
  await db.insert(ingestionLogs).values([
    { sourceId: source!.id, startedAt: day(0, 1), status: "completed" },
    { sourceId: source!.id, startedAt: day(0, 2), status: "failed" },
    { sourceId: source!.id, startedAt: day(-2, 1), status: "completed" },
    { sourceId: source!.id, startedAt: day(-2, 3), status: "completed" },
    { sourceId: source!.id, startedAt: day(-2, 4), status: "partial" },
    // A dry run is not an ingestion of the source; a run 31 days ago is outside the chart.
    { sourceId: source!.id, startedAt: day(-1, 1), status: "completed", isDryRun: true },
    { sourceId: source!.id, startedAt: day(-CHART_DAYS, 1), status: "failed" },
  ]);

  const ada = await insertAccount(db, { email: "ada@example.org" });
  const bob = await insertAccount(db, { email: "bob@example.org" });
  await db
    .update(users)
    .set({ createdAt: day(-20) })
    .where(eq(users.id, bob));
  const [firstJob] = await db.select({ id: jobs.id }).from(jobs).limit(1);
  await db.insert(savedJobs).values([{ userId: ada, jobId: firstJob!.id }]);
  await db.insert(savedSearches).values([
    { userId: ada, name: "Nairobi" },
    { userId: bob, name: "Paused", isActive: false },
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("the six figures and open jobs", async () => {
  expect(await getAdminStats(handle.db, now)).toEqual({
    total_jobs: 25,
    open_jobs: 23,
    total_users: 2,
    new_users_this_week: 1,
    active_searches: 1,
    total_saved_jobs: 1,
    jobs_this_week: 24,
  });
});

test("jobs first seen per UTC day, by the top five sources and Other", async () => {
  const { jobsPerDay } = await getAdminCharts(handle.db, now);
  expect(jobsPerDay.days).toHaveLength(CHART_DAYS);
  expect(jobsPerDay.days[0]).toBe("2026-10-28");
  expect(jobsPerDay.days.at(-1)).toBe("2026-11-26");
  const byName = Object.fromEntries(
    jobsPerDay.series.map((entry) => [
      entry.name,
      {
        today: entry.values.at(-1),
        yesterday: entry.values.at(-2),
        threeDaysAgo: entry.values.at(-4),
        total: entry.values.reduce((a, b) => a + b, 0),
      },
    ]),
  );
  expect(jobsPerDay.series.map((entry) => entry.name)).toEqual([
    "A",
    "B",
    "C",
    "D",
    "E",
    OTHER_SOURCES,
  ]);
  expect(byName.A).toEqual({ today: 1, yesterday: 5, threeDaysAgo: 1, total: 7 });
  expect(byName.B).toEqual({ today: 1, yesterday: 4, threeDaysAgo: 1, total: 6 });
  expect(byName[OTHER_SOURCES]).toEqual({ today: 2, yesterday: 0, threeDaysAgo: 0, total: 2 });
});

test("open jobs by organisation, most first", async () => {
  const { openJobsByOrganisation } = await getAdminCharts(handle.db, now);
  // UNDP: B–G's 16 jobs; UNICEF: A's 6; WHO: the old A job (its closed and expired jobs are not open).
  expect(openJobsByOrganisation).toEqual([
    { name: "UNDP", count: 16 },
    { name: "UNICEF", count: 6 },
    { name: "WHO", count: 1 },
  ]);
});

test("live ingestion runs per UTC day by status; dry runs and older runs are left out", async () => {
  const { runsPerDay } = await getAdminCharts(handle.db, now);
  const series = Object.fromEntries(runsPerDay.series.map((entry) => [entry.name, entry.values]));
  expect(Object.keys(series)).toEqual(["completed", "partial", "failed"]);
  expect(series.completed?.at(-1)).toBe(1);
  expect(series.completed?.at(-3)).toBe(2);
  expect(series.completed?.at(-2)).toBe(0);
  expect(series.partial?.at(-3)).toBe(1);
  expect(series.failed?.at(-1)).toBe(1);
  expect(series.failed?.reduce((a, b) => a + b, 0)).toBe(1);
});
