import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { adminTaskRuns, type AdminTaskKind, type AdminTaskStatus } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import {
  parseEnrichmentOptions,
  type EnrichmentInput,
} from "#server/modules/enrichment/parse-enrichment-options";
import { describeEnrichmentResult, runEnrichment } from "#server/modules/enrichment/run-enrichment";
import { recordAdminTaskOutcome } from "./audit-log";
import { countUnclassifiedOpenJobs } from "./classification-stats";
import {
  applyCleanup,
  CLEANUP_STEPS,
  cleanupOptionsSchema,
  countCleanupTables,
} from "./database-cleanup";
import { isUuid } from "#server/lib/is-uuid";

/**
 * Long admin work run in the background. A request writes a `queued` row and hands its id to the
 * task queue (or, on a web-only process without tasks, starts it in this process after the
 * response); whoever runs it writes its progress to the row as it goes, so any process can show
 * it, and its result stays readable afterwards. Each finished run is written to the audit log.
 */

export type AdminActor = { id: string; email: string };

/** The classification backfill re-derives these of every job first seen in the window (spec §9). */
export const CLASSIFICATION_BACKFILL_DAYS = 90;
const CLASSIFICATION_FIELDS = ["grade", "level", "field"] as const;

export type AdminTaskRunView = {
  id: string;
  kind: AdminTaskKind;
  status: AdminTaskStatus;
  requestedByEmail: string;
  params: Record<string, unknown>;
  done: number;
  total: number | null;
  errors: number;
  result: Record<string, unknown> | null;
  error: string | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
};

type Row = typeof adminTaskRuns.$inferSelect;

function toView(row: Row): AdminTaskRunView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    requestedByEmail: row.requestedByEmail,
    params: row.params,
    done: row.done,
    total: row.total,
    errors: row.errors,
    result: row.result ?? null,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A queued or running run with no progress for this long belongs to a process that stopped. */
export const STALE_RUN_MS = 30 * 60_000;

/**
 * Marks as failed the runs that made no progress for STALE_RUN_MS (the process running them died,
 * or no worker ever took them), so no page waits for them forever. Returns how many.
 */
export async function failStaleAdminTaskRuns(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const rows = await db
    .update(adminTaskRuns)
    .set({
      status: "failed",
      error: "Interrupted: no progress for 30 minutes (the process running it stopped)",
      finishedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        inArray(adminTaskRuns.status, ["queued", "running"]),
        lt(adminTaskRuns.updatedAt, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    )
    .returning({ id: adminTaskRuns.id });
  return rows.length;
}

export async function getAdminTaskRun(
  db: Database,
  id: string,
  kind?: AdminTaskKind,
): Promise<AdminTaskRunView | null> {
  if (!isUuid(id)) return null;
  await failStaleAdminTaskRuns(db);
  const [row] = await db
    .select()
    .from(adminTaskRuns)
    .where(and(eq(adminTaskRuns.id, id), kind ? eq(adminTaskRuns.kind, kind) : undefined));
  return row ? toView(row) : null;
}

/** The newest runs, of one kind or of all. */
export async function listAdminTaskRuns(
  db: Database,
  options: { kind?: AdminTaskKind; limit?: number } = {},
): Promise<AdminTaskRunView[]> {
  await failStaleAdminTaskRuns(db);
  const rows = await db
    .select()
    .from(adminTaskRuns)
    .where(options.kind ? eq(adminTaskRuns.kind, options.kind) : undefined)
    .orderBy(desc(adminTaskRuns.createdAt))
    .limit(options.limit ?? 10);
  return rows.map(toView);
}

/** How a run is started: through the task queue, or (no queue in this process) right here. */
export type AdminTaskDispatch = {
  enqueue: ((taskId: string, payload: { runId: string }) => Promise<string | null>) | null;
  logger: Logger;
};

/**
 * Writes a queued run and starts it in the background. The parameters must already be checked
 * (the executor checks them again). Returns the run's id.
 */
export async function requestAdminTaskRun(
  db: Database,
  request: { kind: AdminTaskKind; params: Record<string, unknown>; actor: AdminActor },
  dispatch: AdminTaskDispatch,
): Promise<string> {
  const [row] = await db
    .insert(adminTaskRuns)
    .values({
      kind: request.kind,
      params: request.params,
      requestedById: request.actor.id,
      requestedByEmail: request.actor.email,
    })
    .returning({ id: adminTaskRuns.id });
  const runId = row!.id;
  if (dispatch.enqueue) {
    await dispatch.enqueue(request.kind, { runId });
  } else {
    // A web-only process (TASKS=off): the run goes on after the response, in this process.
    setImmediate(() => {
      executeAdminTaskRun(db, runId, { logger: dispatch.logger }).catch((error: unknown) =>
        dispatch.logger.error("admin task run failed", { error, runId }),
      );
    });
  }
  return runId;
}

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
      Object.keys(before).map((key) => [key, `${before[key]} → ${after[key] ?? 0}`]),
    ),
  };
}

const RUNNERS: Record<
  AdminTaskKind,
  (db: Database, runId: string, params: Record<string, unknown>, now: Date) => Promise<Outcome>
> = {
  "classification-backfill": runClassificationBackfill,
  "re-enrichment": runReEnrichment,
  "database-cleanup": runDatabaseCleanup,
};

/**
 * Runs a queued run once: claims it (a run already claimed elsewhere is left alone), does the
 * work writing progress as it goes, then stores the result or the error and writes the audit entry.
 * Returns the finished run, or null when it was not queued.
 */
export async function executeAdminTaskRun(
  db: Database,
  runId: string,
  options: { logger: Logger; now?: () => Date },
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
    outcome = await RUNNERS[claimed.kind](db, runId, claimed.params, now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    options.logger.error("admin task run failed", { error, runId, kind: claimed.kind });
    const [failed] = await db
      .update(adminTaskRuns)
      .set({ status: "failed", error: message, finishedAt: now(), updatedAt: now() })
      .where(eq(adminTaskRuns.id, runId))
      .returning();
    await recordAdminTaskOutcome(db, {
      actor,
      kind: claimed.kind,
      runId,
      details: { status: "failed", error: message.slice(0, 200) },
    });
    return failed ? toView(failed) : null;
  }
  const [finished] = await db
    .update(adminTaskRuns)
    .set({
      ...outcome.progress,
      status: "completed",
      result: outcome.result,
      finishedAt: now(),
      updatedAt: now(),
    })
    .where(eq(adminTaskRuns.id, runId))
    .returning();
  await recordAdminTaskOutcome(db, {
    actor,
    kind: claimed.kind,
    runId,
    details: { status: "completed", ...outcome.audit },
  });
  return finished ? toView(finished) : null;
}

/** One background task run as pg-boss recorded it. */
export type TaskJobView = {
  id: string;
  name: string;
  state: string;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  error: string | null;
};

/**
 * The newest runs of the background tasks from pg-boss's own table (names, state, times and the
 * error of a failed one). Null when this database has no task queue (tasks never started on it).
 */
export async function listRecentTaskJobs(db: Database, limit = 25): Promise<TaskJobView[] | null> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('pgboss.job') is not null as found`,
  );
  if (!exists?.found) return null;
  const rows = await queryRows<{
    id: string;
    name: string;
    state: string;
    created_on: Date | string;
    started_on: Date | string | null;
    completed_on: Date | string | null;
    error: string | null;
  }>(
    db,
    sql`select id, name, state::text as state, created_on, started_on, completed_on,
        case when state = 'failed' then coalesce(output->>'message', output::text) end as error
      from pgboss.job
      where left(name, 2) <> '__'
      order by created_on desc
      limit ${limit}`,
  );
  const iso = (value: Date | string | null) =>
    value === null ? null : new Date(value).toISOString();
  return rows.map((row) => ({
    id: String(row.id),
    name: row.name,
    state: row.state,
    createdAt: iso(row.created_on)!,
    startedAt: iso(row.started_on),
    finishedAt: iso(row.completed_on),
    error: row.error ? row.error.slice(0, 500) : null,
  }));
}
