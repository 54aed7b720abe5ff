import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import {
  adminAuditLog,
  adminTaskRuns,
  emailOutbox,
  ingestionLogs,
  jobs,
  savedJobs,
  sources,
} from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { getAdminTaskRun } from "./admin-task-runs";
import { countUnclassifiedOpenJobs } from "./classification-stats";
import { applyCleanup, countCleanup, REMOVED_BODY_NOTE } from "./database-cleanup";
import { executeAdminTaskRun } from "./execute-admin-task-run";
import { requestAdminTaskRun } from "./request-admin-task-run";

const NOW = new Date();
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
const logger = createLogger("silent");
const actor = { id: "admin-1", email: "ada@example.org" };

let cleanupDb: DbHandle;
let backfillDb: DbHandle;

beforeAll(async () => {
  [cleanupDb, backfillDb] = await Promise.all([createTestDb(), createTestDb()]);
});

afterAll(async () => {
  await Promise.all([cleanupDb?.close(), backfillDb?.close()]);
});

/** Queues a run (no task queue: it is executed right here) and returns the finished row. */
async function runNow(
  handle: DbHandle,
  kind: "database-cleanup" | "classification-backfill",
  params: Record<string, unknown>,
) {
  const queued: string[] = [];
  const runId = await requestAdminTaskRun(
    handle.db,
    { kind, params, actor },
    {
      enqueue: (taskId, payload) => {
        expect(taskId).toBe(kind);
        queued.push(payload.runId);
        return Promise.resolve("job-id");
      },
      logger,
    },
  );
  expect(queued).toEqual([runId]);
  const [row] = await handle.db.select().from(adminTaskRuns).where(eq(adminTaskRuns.id, runId));
  expect(row).toMatchObject({
    status: "queued",
    done: 0,
    total: null,
    requestedByEmail: actor.email,
  });
  const finished = await executeAdminTaskRun(handle.db, runId, { logger, now: () => NOW });
  // Claimed once: a second worker given the same id does nothing.
  expect(await executeAdminTaskRun(handle.db, runId, { logger, now: () => NOW })).toBeNull();
  return finished!;
}

test("cleanup: the dry run counts exactly what applying removes; recent, open and saved rows stay", async () => {
  const { db } = cleanupDb;
  const old = { lastSeenAt: ago(400), updatedAt: ago(400), firstSeenAt: ago(500) };
  await insertJobs(db, [
    buildJob({ externalId: "old-closed", status: "closed", ...old }),
    buildJob({ externalId: "old-expired", status: "expired", ...old }),
    // Still marked active, but its deadline passed long ago.
    buildJob({ externalId: "old-past-deadline", expiresAt: ago(300), ...old }),
    buildJob({ externalId: "old-closed-saved", status: "closed", ...old }),
    buildJob({
      externalId: "recent-closed",
      status: "closed",
      lastSeenAt: ago(10),
      updatedAt: ago(10),
    }),
    buildJob({ externalId: "old-open", ...old, expiresAt: new Date(NOW.getTime() + 10 * DAY) }),
  ]);
  const userId = await insertAccount(db, { email: "saver@example.org" });
  const [saved] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.externalId, "old-closed-saved"));
  await db.insert(savedJobs).values({ userId, jobId: saved!.id });

  const [source] = await db
    .insert(sources)
    .values({ name: "Cleanup source", baseUrl: "https://example.org/feed" })
    .returning({ id: sources.id });
  await db.insert(ingestionLogs).values([
    { sourceId: source!.id, startedAt: ago(200), status: "completed" },
    { sourceId: source!.id, startedAt: ago(150), status: "failed" },
    { sourceId: source!.id, startedAt: ago(5), status: "completed" },
    // A run still going is never removed.
    { sourceId: source!.id, startedAt: ago(200), status: "running" },
  ]);
  const mail = (subject: string, status: "sent" | "stored", sentAt: Date | null) => ({
    kind: "alert",
    to: "someone@example.org",
    from: "alerts@example.org",
    subject,
    text: `Body of ${subject}`,
    html: `<p>Body of ${subject}</p>`,
    status,
    sentAt,
  });
  await db
    .insert(emailOutbox)
    .values([
      mail("old sent", "sent", ago(120)),
      mail("recent sent", "sent", ago(3)),
      mail("old stored", "stored", null),
    ]);

  const options = { jobDays: 180, runDays: 90, emailDays: 90 };
  const dry = await countCleanup(db, options, NOW);
  expect(dry).toEqual({ jobs: 3, runs: 2, emailBodies: 1 });
  // Counting wrote nothing.
  expect(await countCleanup(db, options, NOW)).toEqual(dry);

  const run = await runNow(cleanupDb, "database-cleanup", options);
  expect(run).toMatchObject({ status: "completed", done: 3, total: 3, errors: 0 });
  expect(run.result).toMatchObject(dry);

  const left = await db.select({ externalId: jobs.externalId }).from(jobs).orderBy(jobs.externalId);
  expect(left.map((row) => row.externalId)).toEqual([
    "old-closed-saved",
    "old-open",
    "recent-closed",
  ]);
  const runs = await db.select({ status: ingestionLogs.status }).from(ingestionLogs);
  expect(runs.map((row) => row.status).sort()).toEqual(["completed", "running"]);
  const mails = await db.select().from(emailOutbox).orderBy(emailOutbox.subject);
  expect(mails.map((row) => [row.subject, row.text, row.html])).toEqual([
    ["old sent", REMOVED_BODY_NOTE, null],
    ["old stored", "Body of old stored", "<p>Body of old stored</p>"],
    ["recent sent", "Body of recent sent", "<p>Body of recent sent</p>"],
  ]);
  // Nothing is left to clean.
  expect(await countCleanup(db, options, NOW)).toEqual({ jobs: 0, runs: 0, emailBodies: 0 });
  expect(await applyCleanup(db, options, NOW)).toEqual({ jobs: 0, runs: 0, emailBodies: 0 });

  // The audit log says who ran it and the counts before → after.
  const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.target, run.id));
  expect(entry).toMatchObject({
    actorEmail: actor.email,
    action: "task database-cleanup: completed",
  });
  expect(entry!.details).toMatchObject({
    jobs: "6 → 3",
    ingestionRuns: "4 → 2",
    emailBodies: "3 → 2",
  });
});

test("cleanup refuses too short a window before anything runs", async () => {
  const run = await runNow(cleanupDb, "database-cleanup", {
    jobDays: 1,
    runDays: 90,
    emailDays: 90,
  });
  expect(run.status).toBe("failed");
  expect(run.error).toContain("must be from 7 to 3650 days");
});

test("classification backfill: re-derives level, field and grade of jobs first seen in 90 days, with progress and counts", async () => {
  const { db } = backfillDb;
  const unclassified = {
    professionalField: null,
    level: null,
    gradeCode: null,
    gradeSource: null,
    gradeConfidence: null,
  };
  await insertJobs(db, [
    buildJob({
      externalId: "recent-1",
      title: "Programme Officer, P-3",
      firstSeenAt: ago(5),
      ...unclassified,
    }),
    buildJob({
      externalId: "recent-2",
      title: "Finance Associate, G-6",
      firstSeenAt: ago(30),
      ...unclassified,
    }),
    // Already classified: processed, not updated.
    buildJob({ externalId: "recent-3", firstSeenAt: ago(60) }),
    // Outside the window: left as it is.
    buildJob({
      externalId: "old-1",
      title: "Programme Officer, P-4",
      firstSeenAt: ago(120),
      ...unclassified,
    }),
  ]);
  const before = await countUnclassifiedOpenJobs(db, NOW);
  expect(before).toEqual({ field: 3, level: 3, grade: 3 });

  const run = await runNow(backfillDb, "classification-backfill", { days: 90 });
  expect(run).toMatchObject({ status: "completed", done: 3, total: 3, errors: 0 });
  expect(run.result).toMatchObject({ processed: 3, updated: 2, errors: 0, days: 90 });

  const rows = await db
    .select({
      externalId: jobs.externalId,
      grade: jobs.gradeCode,
      level: jobs.level,
      field: jobs.professionalField,
    })
    .from(jobs)
    .where(inArray(jobs.externalId, ["recent-1", "recent-2", "old-1"]))
    .orderBy(jobs.externalId);
  // Outside the window: untouched. Inside: a grade from the title, the level it implies, a field.
  expect(rows[0]).toEqual({ externalId: "old-1", grade: null, level: null, field: null });
  expect(rows[1]).toMatchObject({ externalId: "recent-1", grade: "P-3", level: "Mid" });
  expect(rows[2]).toMatchObject({ externalId: "recent-2", grade: "G-6" });
  for (const row of rows.slice(1)) {
    expect(row.level).not.toBeNull();
    expect(row.field).not.toBeNull();
  }
  const [entry] = await db.select().from(adminAuditLog).where(eq(adminAuditLog.target, run.id));
  expect(entry!.details).toMatchObject({
    processed: "3",
    updated: "2",
    errors: "0",
    "open jobs without a grade": "3 → 1",
  });
});

test("without a task queue the run goes on in this process after the request, saving progress per batch of 100", async () => {
  const { db } = backfillDb;
  await insertJobs(
    db,
    Array.from({ length: 150 }, (_, index) =>
      buildJob({
        externalId: `batch-${index}`,
        title: `Data Officer ${index}, P-2`,
        firstSeenAt: ago(2),
        gradeCode: null,
      }),
    ),
  );
  const seen: { done: number; total: number | null }[] = [];
  const runId = await requestAdminTaskRun(
    db,
    { kind: "classification-backfill", params: { days: 90 }, actor },
    { enqueue: null, logger },
  );
  // The request returned at once; the run is picked up right after.
  for (let tries = 0; tries < 12_000; tries++) {
    const [row] = await db.select().from(adminTaskRuns).where(eq(adminTaskRuns.id, runId));
    if (row!.status === "running" || row!.status === "completed")
      if (seen.at(-1)?.done !== row!.done) seen.push({ done: row!.done, total: row!.total });
    if (row!.status === "completed" || row!.status === "failed") break;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  const [finished] = await db.select().from(adminTaskRuns).where(eq(adminTaskRuns.id, runId));
  // 150 new jobs plus the 3 recent ones of the test before.
  expect(finished).toMatchObject({ status: "completed", done: 153, total: 153, errors: 0 });
  expect(finished!.result).toMatchObject({ processed: 153, updated: 150 });
  expect(seen.at(-1)).toEqual({ done: 153, total: 153 });
  // Every value seen was a batch boundary (0, 100, then all).
  for (const step of seen) expect([0, 100, 153]).toContain(step.done);
});

test("a run with no progress for 30 minutes is shown as interrupted, not waited for forever", async () => {
  const { db } = backfillDb;
  const [stale] = await db
    .insert(adminTaskRuns)
    .values({
      kind: "database-cleanup",
      requestedById: actor.id,
      requestedByEmail: actor.email,
      status: "running",
      updatedAt: new Date(Date.now() - 31 * 60_000),
    })
    .returning({ id: adminTaskRuns.id });
  const [fresh] = await db
    .insert(adminTaskRuns)
    .values({ kind: "database-cleanup", requestedById: actor.id, requestedByEmail: actor.email })
    .returning({ id: adminTaskRuns.id });
  const run = await getAdminTaskRun(db, stale!.id);
  expect(run).toMatchObject({ status: "failed" });
  expect(run!.error).toContain("Interrupted");
  expect(await getAdminTaskRun(db, fresh!.id)).toMatchObject({ status: "queued" });
});
