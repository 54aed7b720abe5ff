import { setTimeout as delay } from "node:timers/promises";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { ingestSource } from "#server/ingestion/ingest-source";
import { onlyRobotsFailures } from "#server/ingestion/report-run-failures";
import { HEARTBEAT_INTERVAL_MS, LEASE_STALE_AFTER_MS } from "#server/ingestion/source-lease";
import { defineTask, ReportedTaskError } from "./define-task";

/**
 * One live ingestion run of one source. The queue admits one job per source, queued, running or
 * waiting to retry (`exclusive`): a scheduler pass that finds the source due while its run is still
 * going queues nothing, where a second job would have crawled the source again as soon as the
 * first finished. When the worker running it dies, pg-boss hands the job to another worker within
 * three minutes (see `crashRetrySeconds`), which then waits for the dead worker's lease on the
 * source to go stale.
 */
export const ingestSourceTask = defineTask({
  id: "ingest-source",
  schema: z.object({ sourceId: z.uuid() }),
  retryLimit: 2,
  // One to two minutes before the first retry, two to four before the second.
  retryDelay: 60,
  policy: "exclusive",
  async handler({ sourceId }, { db, http, adapterDefaults, logger, now }) {
    const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
    if (!row) return { skipped: "source deleted" };
    if (!row.isActive) return { skipped: "source inactive" };
    await waitForDeadLease(db, sourceId);
    const summary = await ingestSource({ db, http, adapterDefaults, logger, now: now() }, row, {
      dryRun: false,
    });
    if (summary.status === "failed") {
      const reason = summary.errors[0] ?? "unknown error";
      // robots.txt refused us: a retry in a few minutes meets the same cached rules, so the failed
      // run stays recorded (source health shows it) and the next scheduled run tries again.
      if (onlyRobotsFailures(summary)) return { status: summary.status, error: reason };
      // Already logged by the run in one line; the queue retries it.
      throw new ReportedTaskError(`Ingestion of ${row.name} failed: ${reason}`);
    }
    return {
      status: summary.status,
      inserted: summary.inserted,
      updated: summary.updated,
      closed: summary.closed,
    };
  },
});

/**
 * A run retried after its worker died finds the dead worker's lease on the source still held: the
 * lease goes stale only three minutes after its last heartbeat. A lease that has missed two
 * renewals is taken for a dead worker's, and this run waits until it is stale (its own job's
 * heartbeat keeps the job alive meanwhile), so that claiming the source frees it and marks the dead
 * run interrupted. A lease renewed recently belongs to a live run: the claim fails on it as before.
 */
async function waitForDeadLease(db: Database, sourceId: string): Promise<void> {
  const [lease] = await db
    .select({ startedAt: sources.runStartedAt, heartbeatAt: sources.runHeartbeatAt })
    .from(sources)
    .where(eq(sources.id, sourceId));
  if (!lease?.startedAt) return;
  const lastHeartbeat = (lease.heartbeatAt ?? lease.startedAt).getTime();
  if (Date.now() - lastHeartbeat < 2 * HEARTBEAT_INTERVAL_MS) return;
  const untilStale = lastHeartbeat + LEASE_STALE_AFTER_MS + 1000 - Date.now();
  if (untilStale > 0) await delay(Math.min(untilStale, LEASE_STALE_AFTER_MS));
}
