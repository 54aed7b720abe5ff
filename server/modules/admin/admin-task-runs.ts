import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { adminTaskRuns, type AdminTaskKind, type AdminTaskStatus } from "#server/db/schema";
import { isUuid } from "#server/lib/is-uuid";
import { LIVE_RUN_STALE_MS } from "./live-source-run";

/**
 * Long admin work run in the background. A request writes a `queued` row and hands its id to the
 * task queue (or, on a web-only process without tasks, starts it in this process after the
 * response); whoever runs it writes its progress to the row as it goes, so any process can show
 * it, and its result stays readable afterwards. Each finished run is written to the audit log.
 *
 * This module reads runs (and fails the stale ones); `request-admin-task-run.ts` queues them and
 * `execute-admin-task-run.ts` runs them.
 */

/** The classification backfill re-derives these of every job first seen in the last 90 days. */
export const CLASSIFICATION_BACKFILL_DAYS = 90;
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

export function toView(row: Row): AdminTaskRunView {
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
