import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { adminTaskRuns, type AdminTaskKind } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import {
  parseEnrichmentOptions,
  type EnrichmentInput,
} from "#server/modules/enrichment/parse-enrichment-options";
import { describeEnrichmentResult, runEnrichment } from "#server/modules/enrichment/run-enrichment";
import { ownEntry } from "#domain/own-entry";
import { CLASSIFICATION_BACKFILL_DAYS, toView, type AdminTaskRunView } from "./admin-task-runs";
import { recordAdminTaskOutcome } from "./audit-log";
import { countUnclassifiedOpenJobs } from "./classification-stats";
import {
  applyCleanup,
  CLEANUP_STEPS,
  cleanupOptionsSchema,
  countCleanupTables,
} from "./database-cleanup";
import { runLiveSource, type LiveRunDependencies } from "./live-source-run";

/**
 * Running long admin work: whoever takes a queued run (a task worker, or the web process when it
 * has no tasks) claims it, writes its progress to the row as it goes, stores its result or error,
 * and writes the audit entry.
 */

const CLASSIFICATION_FIELDS = ["grade", "level", "field"] as const;

type Progress = { done: number; total: number | null; errors: number };

async function saveProgress(db: Database, runId: string, progress: Progress): Promise<void> {
  await db
    .update(adminTaskRuns)
    .set({ ...progress, updatedAt: new Date() })
    .where(eq(adminTaskRuns.id, runId));
}

type Outcome = {
  result: Record<string, unknown>;
  progress: Progress;
  /** For the audit log: what the run did, and counts before → after. */
  audit: Record<string, string>;
};

async function runClassificationBackfill(
  db: Database,
  runId: string,
  params: Record<string, unknown>,
  now: Date,
): Promise<Outcome> {
  const options = parseEnrichmentOptions({
    preset: "custom",
    fields: [...CLASSIFICATION_FIELDS],
    days: typeof params.days === "number" ? params.days : CLASSIFICATION_BACKFILL_DAYS,
    dryRun: false,
  });
  const before = await countUnclassifiedOpenJobs(db, now);
  const result = await runEnrichment(db, options, now, {
    onBatch: (progress) => saveProgress(db, runId, progress),
  });
  const after = await countUnclassifiedOpenJobs(db, now);
  return {
    result: {
      processed: result.processed,
      updated: result.updated,
      errors: result.errors,
      gradesFound: result.gradesFound,
      levelsUpdated: result.levelsUpdated,
      fieldsUpdated: result.fieldsUpdated,
      days: options.days,
    },
    progress: { done: result.processed, total: result.processed, errors: result.errors },
    audit: {
      processed: String(result.processed),
      updated: String(result.updated),
      errors: String(result.errors),
      "open jobs without a field": `${before.field} → ${after.field}`,
      "open jobs without a level": `${before.level} → ${after.level}`,
      "open jobs without a grade": `${before.grade} → ${after.grade}`,
    },
  };
}

async function runReEnrichment(
  db: Database,
  runId: string,
  params: Record<string, unknown>,
  now: Date,
): Promise<Outcome> {
  const options = parseEnrichmentOptions({ ...(params as EnrichmentInput), dryRun: false });
  const result = await runEnrichment(db, options, now, {
    onBatch: (progress) => saveProgress(db, runId, progress),
  });
  return {
    result: { ...result, message: describeEnrichmentResult(result) },
    progress: { done: result.processed, total: result.processed, errors: result.errors },
    audit: {
      preset: result.preset,
      processed: String(result.processed),
      updated: String(result.updated),
      errors: String(result.errors),
    },
  };
}

async function runDatabaseCleanup(
  db: Database,
  runId: string,
  params: Record<string, unknown>,
  now: Date,
): Promise<Outcome> {
  const options = cleanupOptionsSchema.parse(params);
  const before = await countCleanupTables(db);
  await saveProgress(db, runId, { done: 0, total: CLEANUP_STEPS, errors: 0 });
  const removed = await applyCleanup(db, options, now, (done) =>
    saveProgress(db, runId, { done, total: CLEANUP_STEPS, errors: 0 }),
  );
  const after = await countCleanupTables(db);
  return {
    result: { ...removed, ...options },
    progress: { done: CLEANUP_STEPS, total: CLEANUP_STEPS, errors: 0 },
    audit: Object.fromEntries(
      Object.entries(before).map(([key, count]) => [
        key,
        `${count} → ${ownEntry(after, key) ?? 0}`,
      ]),
    ),
  };
}

type RunnerContext = { logger: Logger; ingestion?: LiveRunDependencies | undefined };

const RUNNERS: Record<
  AdminTaskKind,
  (
    db: Database,
    runId: string,
    params: Record<string, unknown>,
    now: Date,
    context: RunnerContext,
  ) => Promise<Outcome>
> = {
  "classification-backfill": runClassificationBackfill,
  "re-enrichment": runReEnrichment,
  "database-cleanup": runDatabaseCleanup,
  "live-source-run": runLiveSource,
};

/**
 * Runs a queued run once: claims it (a run already claimed elsewhere is left alone), does the
 * work writing progress as it goes, then stores the result or the error with its audit entry
 * (`finishRun`). Returns the finished run, or null when it was not queued.
 */
export async function executeAdminTaskRun(
  db: Database,
  runId: string,
  options: { logger: Logger; now?: () => Date; ingestion?: LiveRunDependencies | undefined },
): Promise<AdminTaskRunView | null> {
  const now = options.now ?? (() => new Date());
  const [claimed] = await db
    .update(adminTaskRuns)
    .set({ status: "running", startedAt: now(), updatedAt: now() })
    .where(and(eq(adminTaskRuns.id, runId), eq(adminTaskRuns.status, "queued")))
    .returning();
  if (!claimed) return null;
  const actor = { id: claimed.requestedById, email: claimed.requestedByEmail };
  let outcome: Outcome;
  try {
    outcome = await RUNNERS[claimed.kind](db, runId, claimed.params, now(), {
      logger: options.logger,
      ingestion: options.ingestion,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.logger.error("admin task run failed", { error, runId, kind: claimed.kind });
    const failed = await finishRun(
      db,
      runId,
      { status: "failed", error: message, finishedAt: now(), updatedAt: now() },
      { actor, kind: claimed.kind, details: { status: "failed", error: message.slice(0, 200) } },
    );
    return failed ? toView(failed) : null;
  }
  const finished = await finishRun(
    db,
    runId,
    {
      ...outcome.progress,
      status: "completed",
      result: outcome.result,
      finishedAt: now(),
      updatedAt: now(),
    },
    { actor, kind: claimed.kind, details: { status: "completed", ...outcome.audit } },
  );
  return finished ? toView(finished) : null;
}

/**
 * Writes a run's end (`end`: its status, result or error, times) and its audit entry in one
 * transaction, so that a run shown as finished always has its entry in the audit log. Returns the
 * run as stored, or undefined when it is gone.
 */
async function finishRun(
  db: Database,
  runId: string,
  end: Partial<typeof adminTaskRuns.$inferInsert>,
  audit: Omit<Parameters<typeof recordAdminTaskOutcome>[1], "runId">,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(adminTaskRuns)
      .set(end)
      .where(eq(adminTaskRuns.id, runId))
      .returning();
    await recordAdminTaskOutcome(tx, { ...audit, runId });
    return row;
  });
}
