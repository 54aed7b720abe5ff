import { eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { ingestionLogs, sources } from "#server/db/schema";
import type { IngestionSummary } from "./run-ingestion";

const MAX_STORED_ERRORS = 200;

/** Opens the run's row in the ingestion log; returns its id. */
export async function openIngestionLog(
  db: Database,
  sourceId: string,
  startedAt: Date,
): Promise<string | null> {
  const [log] = await db
    .insert(ingestionLogs)
    .values({ sourceId, startedAt })
    .returning({ id: ingestionLogs.id });
  return log?.id ?? null;
}

/**
 * Writes how a run ended: its log row (status, counts, the first errors) and the source's last
 * success or error.
 */
export async function recordIngestionOutcome(
  db: Database,
  sourceId: string,
  summary: IngestionSummary,
  finishedAt: Date,
): Promise<void> {
  if (summary.log_id) {
    await db
      .update(ingestionLogs)
      .set({
        finishedAt,
        durationMs: summary.duration_ms,
        status: summary.status,
        itemsFetched: summary.items_fetched,
        jobsFound: summary.jobs_found,
        complete: summary.status !== "failed" && summary.complete,
        insertedCount: summary.inserted + summary.linked,
        updatedCount: summary.updated,
        closedCount: summary.closed,
        errorCount: summary.errors.length,
        errors: summary.errors.slice(0, MAX_STORED_ERRORS),
      })
      .where(eq(ingestionLogs.id, summary.log_id));
  }
  await db
    .update(sources)
    .set(
      summary.status === "failed"
        ? { lastErrorAt: finishedAt, updatedAt: finishedAt }
        : {
            lastSuccessAt: finishedAt,
            updatedAt: finishedAt,
            ...(summary.status === "partial" ? { lastErrorAt: finishedAt } : {}),
          },
    )
    .where(eq(sources.id, sourceId));
}
