import { eq } from "drizzle-orm";
import { z } from "zod";
import { sources } from "#server/db/schema";
import { ingestSource } from "#server/ingestion/ingest-source";
import { onlyRobotsFailures } from "#server/ingestion/run-ingestion";
import { defineTask, ReportedTaskError } from "./define-task";

/** One live ingestion run of one source; pg-boss keeps one queued run per source at a time. */
export const ingestSourceTask = defineTask({
  id: "ingest-source",
  schema: z.object({ sourceId: z.uuid() }),
  retryLimit: 2,
  retryDelay: 300,
  policy: "stately",
  async handler({ sourceId }, { db, http, adapterDefaults, logger, now }) {
    const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
    if (!row) return { skipped: "source deleted" };
    if (!row.isActive) return { skipped: "source inactive" };
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
