import type { Database } from "#server/db/create-db";
import { announceJobsWritten } from "#server/db/jobs-written";
import type { IngestionStatus } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { closeGoneJobs, closeUnlistedJobs } from "./close-jobs";
import type { HttpClient } from "./http/http-types";
import { preparePosting, type PreparedPosting } from "./prepare-postings";
import { openIngestionLog, recordIngestionOutcome } from "./record-ingestion-run";
import { logRunFailure, noteRobotsRefusals } from "./report-run-failures";
import type { SourceAdapter, SourceConfig } from "./source-adapter";
import { upsertPostings, type UpsertCounts } from "./upsert-postings";
import { groupFailures, watchFailures, type FailedRequestGroup } from "./watch-request-failures";

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
  /**
   * Requests a replayed archive could not answer ("METHOD URL"), read once the adapter is done.
   * Any entry fails the run, even when the adapter tolerated the error: a replay must be faithful.
   */
  unmatchedRequests?: readonly string[];
  /** First start is loading the recorded sample: its postings may join sample jobs. */
  loadingSample?: boolean;
  /** Told how far the run is: after each answered request, then as postings are stored. */
  onProgress?: (progress: IngestionProgress) => void;
};

/**
 * How far a run is. While the adapter fetches, only the requests answered are known; then the jobs
 * found, stored batch by batch; then the closing of jobs the source no longer lists.
 */
export type IngestionProgress = {
  stage: "fetching" | "storing" | "closing";
  /** Requests the source answered so far (failed ones included). */
  requests: number;
  /** Jobs found (known once the adapter is done), and how many of them are stored. */
  jobsFound: number | null;
  stored: number;
  /** Failed requests while fetching; then the run's errors (bad items, failed requests). */
  errors: number;
};

export type JobPreview = {
  title: string;
  organization: string;
  location: string;
  grade_code: string | null;
  deadline: string | null;
  link: string;
};

/** What a run of one source reports: its counts, errors, a preview of the jobs found and its duration. */
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
  /** The run's failed requests, grouped by host and kind of failure (see `HttpErrorKind`). */
  failed_requests: FailedRequestGroup[];
};

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
 * close what two complete crawls in a row no longer list and what the adapter proved gone, and
 * record the run. A bad item is recorded and skipped; a source that cannot be fetched at all ends
 * as a failed run. A crawl counts as complete only when the adapter says so and no request of the
 * run failed (apart from gone postings' own pages). A dry run writes nothing.
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
    failed_requests: [],
  };
  if (!dryRun && source.id) summary.log_id = await openIngestionLog(db, source.id, now);

  const progress: IngestionProgress = {
    stage: "fetching",
    requests: 0,
    jobsFound: null,
    stored: 0,
    errors: 0,
  };
  const report = (change: Partial<IngestionProgress>) => {
    if (!options.onProgress) return;
    Object.assign(progress, change);
    options.onProgress({ ...progress });
  };

  const watched = watchFailures(options.http, (requests, errors) => report({ requests, errors }));
  let thrown: unknown = null;
  try {
    const result = await adapter.run({
      source,
      http: watched.http,
      logger: logger.child({ source: source.name }),
      now,
      maxPages: options.maxPages ?? 50,
      maxDetails: options.maxDetails ?? 500,
    });
    const unmatched = options.unmatchedRequests ?? [];
    if (unmatched.length > 0)
      throw new Error(
        `The archive has no response for ${unmatched.slice(0, 5).join(", ")}${unmatched.length > 5 ? ` and ${unmatched.length - 5} more` : ""}; record the run again.`,
      );
    summary.items_fetched = result.itemsFetched;
    summary.errors.push(...result.errors);
    const gone = new Set(result.goneExternalIds ?? []);
    const goneUrls = new Set(result.goneUrls ?? []);
    const unexplained = watched.failures.filter((failure) => !goneUrls.has(failure.url));
    summary.complete = result.complete && unexplained.length === 0;
    if (result.complete && unexplained.length > 0)
      summary.errors.push(
        `Not a complete crawl, so nothing is closed for being unlisted: ${unexplained.length} request(s) failed (first: ${unexplained[0]!.method} ${unexplained[0]!.url}: ${unexplained[0]!.message})`,
      );

    const byExternalId = new Map<string, PreparedPosting>();
    for (const raw of result.postings) {
      if (gone.has(raw.externalId)) continue;
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
      report({ stage: "storing", jobsFound: postings.length, errors: summary.errors.length });
      counts = await upsertPostings(db, ref, postings, now, {
        loadingSample: options.loadingSample ?? false,
        onBatch: (stored) => report({ stored }),
      });
      report({ stage: "closing" });
      if (gone.size > 0) summary.closed += await closeGoneJobs(db, source.name, [...gone], now);
      if (summary.complete && source.id)
        summary.closed += await closeUnlistedJobs(db, ref, summary.log_id, now);
      if (counts.inserted + counts.updated + counts.linked + summary.closed > 0)
        announceJobsWritten();
    }
    Object.assign(summary, counts);
    summary.status = summary.errors.length > 0 ? "partial" : "completed";
  } catch (error) {
    summary.status = "failed";
    summary.errors.push(error instanceof Error ? error.message : String(error));
    thrown = error;
  }
  summary.failed_requests = groupFailures(watched.failures);
  noteRobotsRefusals(summary);
  logRunFailure(logger, summary, thrown);

  summary.duration_ms = Math.round(performance.now() - started);
  if (!dryRun && source.id)
    await recordIngestionOutcome(
      db,
      source.id,
      summary,
      new Date(now.getTime() + summary.duration_ms),
    );
  return summary;
}
