import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { ingestionLogs, sources, type IngestionStatus } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { invalidateJobsCache } from "#server/modules/jobs/jobs-cache";
import type { HttpClient } from "./http/http-types";
import { preparePosting, type PreparedPosting } from "./prepare-postings";
import type { SourceAdapter, SourceConfig } from "./source-adapter";
import { closeUnlistedJobs, upsertPostings, type UpsertCounts } from "./upsert-postings";

export type IngestionOptions = {
  db: Database;
  adapter: SourceAdapter;
  source: SourceConfig;
  http: HttpClient;
  logger: Logger;
  now: Date;
  dryRun: boolean;
  maxPages?: number;
  maxDetails?: number;
};

export type JobPreview = {
  title: string;
  organization: string;
  location: string;
  grade_code: string | null;
  deadline: string | null;
  link: string;
};

/** The spec's run response, plus our counts. */
export type IngestionSummary = {
  source_name: string;
  status: IngestionStatus;
  dry_run: boolean;
  items_fetched: number;
  jobs_found: number;
  inserted: number;
  updated: number;
  unchanged: number;
  linked: number;
  closed: number;
  complete: boolean;
  errors: string[];
  jobs_preview: JobPreview[];
  duration_ms: number;
  log_id: string | null;
};

const MAX_STORED_ERRORS = 200;

class DryRunRollback extends Error {}

function toPreview(posting: PreparedPosting): JobPreview {
  return {
    title: posting.row.title,
    organization: posting.row.organization,
    location: posting.row.location ?? "",
    grade_code: posting.row.gradeCode ?? null,
    deadline: posting.row.closingDate ?? null,
    link: posting.link,
  };
}

/**
 * One ingestion run: fetch through the adapter, normalise and validate each posting, dedupe, store,
 * close what a complete crawl no longer lists, and record the run. A bad item is recorded and
 * skipped; a source that cannot be fetched at all ends as a failed run. A dry run writes nothing.
 */
export async function runIngestion(options: IngestionOptions): Promise<IngestionSummary> {
  const { db, adapter, source, logger, now, dryRun } = options;
  const started = performance.now();
  const summary: IngestionSummary = {
    source_name: source.name,
    status: "running",
    dry_run: dryRun,
    items_fetched: 0,
    jobs_found: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    linked: 0,
    closed: 0,
    complete: false,
    errors: [],
    jobs_preview: [],
    duration_ms: 0,
    log_id: null,
  };
  if (!dryRun && source.id) {
    const [log] = await db
      .insert(ingestionLogs)
      .values({ sourceId: source.id, startedAt: now })
      .returning({ id: ingestionLogs.id });
    summary.log_id = log?.id ?? null;
  }

  try {
    const result = await adapter.run({
      source,
      http: options.http,
      logger: logger.child({ source: source.name }),
      now,
      maxPages: options.maxPages ?? 50,
      maxDetails: options.maxDetails ?? 500,
    });
    summary.items_fetched = result.itemsFetched;
    summary.complete = result.complete;
    summary.errors.push(...result.errors);

    const byExternalId = new Map<string, PreparedPosting>();
    for (const raw of result.postings) {
      try {
        const prepared = preparePosting(raw, { organization: source.organization }, now);
        byExternalId.set(prepared.externalId, prepared);
      } catch (error) {
        summary.errors.push(
          `Item ${raw.externalId || raw.link || "(no id)"}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    const postings = [...byExternalId.values()];
    summary.jobs_found = postings.length;
    summary.jobs_preview = postings.slice(0, 3).map(toPreview);

    const ref = { id: source.id, name: source.name };
    let counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0, linked: 0 };
    if (dryRun) {
      // Exact counts without writing: do the work in a transaction and roll it back.
      await db
        .transaction(async (tx) => {
          counts = await upsertPostings(tx, ref, postings, now);
          throw new DryRunRollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof DryRunRollback)) throw error;
        });
    } else {
      counts = await upsertPostings(db, ref, postings, now);
      if (result.complete) summary.closed = await closeUnlistedJobs(db, source.name, now, now);
      if (counts.inserted + counts.updated + counts.linked + summary.closed > 0)
        invalidateJobsCache();
    }
    Object.assign(summary, counts);
    summary.status = summary.errors.length > 0 ? "partial" : "completed";
  } catch (error) {
    summary.status = "failed";
    summary.errors.push(error instanceof Error ? error.message : String(error));
    logger.warn("ingestion run failed", { source: source.name, error });
  }

  summary.duration_ms = Math.round(performance.now() - started);
  if (!dryRun && source.id) {
    const finishedAt = new Date(now.getTime() + summary.duration_ms);
    if (summary.log_id) {
      await db
        .update(ingestionLogs)
        .set({
          finishedAt,
          durationMs: summary.duration_ms,
          status: summary.status,
          itemsFetched: summary.items_fetched,
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
      .where(eq(sources.id, source.id));
  }
  return summary;
}

/** Takes a source for one run; false when another worker holds it (a lease left for 2 hours is stale). */
export async function claimSource(db: Database, sourceId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .update(sources)
    .set({ runStartedAt: now })
    .where(
      sql`${sources.id} = ${sourceId} and (${sources.runStartedAt} is null or ${sources.runStartedAt} < ${new Date(now.getTime() - 2 * 3_600_000).toISOString()}::timestamptz)`,
    )
    .returning({ id: sources.id });
  return claimed.length > 0;
}

export async function releaseSource(db: Database, sourceId: string): Promise<void> {
  await db.update(sources).set({ runStartedAt: null }).where(eq(sources.id, sourceId));
}
