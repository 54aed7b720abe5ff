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
import {
  checkLiveRunAllowed,
  LIVE_RUN_STALE_MS,
  runLiveSource,
  type LiveRunDependencies,
  type LiveRunRefusal,
} from "./live-source-run";
import { ownEntry } from "#domain/own-entry";

/**
 * Long admin work run in the background. A request writes a `queued` row and hands its id to the
 * task queue (or, on a web-only process without tasks, starts it in this process after the
 * response); whoever runs it writes its progress to the row as it goes, so any process can show
 * it, and its result stays readable afterwards. Each finished run is written to the audit log.
 */

export type AdminActor = { id: string; email: string };

/** The classification backfill re-derives these of every job first seen in the last 90 days. */
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
  /** What a running run is doing now, in words; null when its kind has no stages. */
  stage: string | null;
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
    stage: row.stage,
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
 * or no worker ever took them), so no page waits for them forever, and a running live source run
 * whose heartbeat stopped for LIVE_RUN_STALE_MS (as long as the source's own lease lasts), so its
 * source can be run again soon after its process died. Returns how many.
 */
export async function failStaleAdminTaskRuns(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  const failed = (error: string) => ({
    status: "failed" as const,
    error,
    finishedAt: now,
    updatedAt: now,
  });
  const rows = await db
    .update(adminTaskRuns)
    .set(failed("Interrupted: no progress for 30 minutes (the process running it stopped)"))
    .where(
      and(
        inArray(adminTaskRuns.status, ["queued", "running"]),
        lt(adminTaskRuns.updatedAt, new Date(now.getTime() - STALE_RUN_MS)),
      ),
    )
    .returning({ id: adminTaskRuns.id });
  const liveRows = await db
    .update(adminTaskRuns)
    .set(failed("Interrupted: the process running it stopped"))
    .where(
      and(
        eq(adminTaskRuns.kind, "live-source-run"),
        eq(adminTaskRuns.status, "running"),
        lt(adminTaskRuns.updatedAt, new Date(now.getTime() - LIVE_RUN_STALE_MS)),
      ),
    )
    .returning({ id: adminTaskRuns.id });
  return rows.length + liveRows.length;
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
  /** What a live source run needs when it runs in this process. */
  ingestion?: LiveRunDependencies;
};

type RunRequest = { kind: AdminTaskKind; params: Record<string, unknown>; actor: AdminActor };

/**
 * Writes a queued run; null when a run it excludes is already queued or running (a live run of the
 * same source: a unique index allows one at a time).
 */
async function insertQueuedRun(db: Database, request: RunRequest): Promise<string | null> {
  const [row] = await db
    .insert(adminTaskRuns)
    .values({
      kind: request.kind,
      params: request.params,
      requestedById: request.actor.id,
      requestedByEmail: request.actor.email,
    })
    .onConflictDoNothing()
    .returning({ id: adminTaskRuns.id });
  return row?.id ?? null;
}

async function dispatchRun(
  db: Database,
  runId: string,
  kind: AdminTaskKind,
  dispatch: AdminTaskDispatch,
): Promise<void> {
  if (dispatch.enqueue) {
    await dispatch.enqueue(kind, { runId });
    return;
  }
  // A web-only process (TASKS=off): the run goes on after the response, in this process.
  setImmediate(() => {
    executeAdminTaskRun(db, runId, {
      logger: dispatch.logger,
      ingestion: dispatch.ingestion,
    }).catch((error: unknown) => dispatch.logger.error("admin task run failed", { error, runId }));
  });
}

/**
 * Writes a queued run and starts it in the background. The parameters must already be checked
 * (the executor checks them again). Returns the run's id.
 */
export async function requestAdminTaskRun(
  db: Database,
  request: RunRequest,
  dispatch: AdminTaskDispatch,
): Promise<string> {
  const runId = await insertQueuedRun(db, request);
  if (!runId) throw new Error(`A ${request.kind} run like this one is already queued or running.`);
  await dispatchRun(db, runId, request.kind, dispatch);
  return runId;
}

/** The queued or running live run of a source, if there is one. */
export async function findActiveLiveSourceRun(
  db: Database,
  sourceId: string,
): Promise<AdminTaskRunView | null> {
  if (!isUuid(sourceId)) return null;
  await failStaleAdminTaskRuns(db);
  const [row] = await db
    .select()
    .from(adminTaskRuns)
    .where(
      and(
        eq(adminTaskRuns.kind, "live-source-run"),
        inArray(adminTaskRuns.status, ["queued", "running"]),
        sql`${adminTaskRuns.params} ->> 'sourceId' = ${sourceId}`,
      ),
    )
    .orderBy(desc(adminTaskRuns.createdAt))
    .limit(1);
  return row ? toView(row) : null;
}

export type LiveSourceRunRequest =
  | { outcome: "started" | "already-running"; runId: string }
  | ({ outcome: "refused" } & LiveRunRefusal);

/**
 * An admin's "Live run" of a source: starts it in the background and returns the run's id, or
 * the id of the live run of that source already queued or running (a second one is not started),
 * or why it cannot run (no such source, inactive, another process ingesting it).
 */
export async function requestLiveSourceRun(
  db: Database,
  sourceId: string,
  actor: AdminActor,
  dispatch: AdminTaskDispatch,
): Promise<LiveSourceRunRequest> {
  const active = await findActiveLiveSourceRun(db, sourceId);
  if (active) return { outcome: "already-running", runId: active.id };
  const allowed = await checkLiveRunAllowed(db, sourceId, new Date());
  if (!allowed.ok) return { outcome: "refused", status: allowed.status, message: allowed.message };
  const request: RunRequest = {
    kind: "live-source-run",
    params: { sourceId, sourceName: allowed.name },
    actor,
  };
  const runId = await insertQueuedRun(db, request);
  if (!runId) {
    // Another request started one between the check and the insert.
    const other = await findActiveLiveSourceRun(db, sourceId);
    if (other) return { outcome: "already-running", runId: other.id };
    throw new Error("The live run could not be queued; try again.");
  }
  await dispatchRun(db, runId, request.kind, dispatch);
  return { outcome: "started", runId };
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
 * work writing progress as it goes, then stores the result or the error and writes the audit entry.
 * Returns the finished run, or null when it was not queued.
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
