import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { sources } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";

/**
 * A source's lease: one live run at a time per source, held by the process that claimed it while
 * its heartbeat is renewed, and freed for another process when the heartbeat stops.
 */

/** Renewal period of a running source's heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** A lease whose heartbeat is older than this belongs to a process that died. */
export const LEASE_STALE_AFTER_MS = 3 * 60_000;
/** The error of a run whose process died. */
export const INTERRUPTED = "interrupted";

/**
 * Recovers runs whose process died: a lease with no heartbeat for `staleAfterMs` is freed, and a
 * run still marked running on a source nobody holds (started before that) is marked failed with
 * the error "interrupted". Returns the number of runs marked. Called whenever a source is claimed,
 * by the scheduler and when a command starts.
 */
export async function recoverInterruptedRuns(
  db: Database,
  now: Date,
  staleAfterMs = LEASE_STALE_AFTER_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - staleAfterMs).toISOString();
  await db.execute(sql`
    update sources set run_started_at = null, run_heartbeat_at = null
     where run_started_at is not null
       and coalesce(run_heartbeat_at, run_started_at) < ${cutoff}::timestamptz`);
  const marked = await queryRows<{ id: string }>(
    db,
    sql`update ingestion_logs l
           set status = 'failed', finished_at = ${now.toISOString()}::timestamptz,
               errors = ${JSON.stringify([INTERRUPTED])}::jsonb, error_count = 1
         where l.status = 'running' and l.started_at < ${cutoff}::timestamptz
           and exists (select 1 from sources s where s.id = l.source_id and s.run_started_at is null)
        returning l.id`,
  );
  return marked.length;
}

/**
 * Takes a source for one run; false when another live process holds it. Runs of dead processes
 * (no heartbeat for a few minutes) are recovered first, so their source is free again.
 */
export async function claimSource(db: Database, sourceId: string, now: Date): Promise<boolean> {
  await recoverInterruptedRuns(db, now);
  const claimed = await db
    .update(sources)
    .set({ runStartedAt: now, runHeartbeatAt: now })
    .where(sql`${sources.id} = ${sourceId} and ${sources.runStartedAt} is null`)
    .returning({ id: sources.id });
  return claimed.length > 0;
}

/**
 * Renews the lease's heartbeat every `intervalMs` while a run is in progress; returns the function
 * that stops it. A renewal that finds the lease gone (recovered after a long stall) is logged.
 */
export function startHeartbeat(
  db: Database,
  sourceId: string,
  claimedAt: Date,
  logger: Logger,
  intervalMs = HEARTBEAT_INTERVAL_MS,
): () => void {
  const timer = setInterval(() => {
    db.update(sources)
      .set({ runHeartbeatAt: new Date() })
      // Only this run's lease: after a recovery another process may hold the source.
      .where(
        sql`${sources.id} = ${sourceId} and ${sources.runStartedAt} = ${claimedAt.toISOString()}::timestamptz`,
      )
      .returning({ id: sources.id })
      .then((rows) => {
        if (rows.length === 0) logger.warn("ingestion lease lost during the run", { sourceId });
      })
      .catch((error: unknown) => logger.warn("ingestion heartbeat failed", { sourceId, error }));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function releaseSource(db: Database, sourceId: string): Promise<void> {
  await db
    .update(sources)
    .set({ runStartedAt: null, runHeartbeatAt: null })
    .where(eq(sources.id, sourceId));
}
