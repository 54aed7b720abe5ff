import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { announceJobsWritten } from "#server/db/jobs-written";
import { queryRows } from "#server/db/query-rows";
import { ingestionLogs, sources, type IngestionStatus } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import {
  DISALLOWED_BY_ROBOTS,
  httpErrorKind,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
} from "./http/http-types";
import { preparePosting, type PreparedPosting } from "./prepare-postings";
import type { SourceAdapter, SourceConfig } from "./source-adapter";
import {
  closeGoneJobs,
  closeUnlistedJobs,
  upsertPostings,
  type UpsertCounts,
} from "./upsert-postings";

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
  /** The run's failed requests, grouped by host and kind of failure (see `HttpErrorKind`). */
  failed_requests: FailedRequestGroup[];
};

/** Failed requests of one kind to one host, with the first one's URL and message. */
export type FailedRequestGroup = {
  host: string;
  kind: string;
  count: number;
  first: { url: string; message: string };
};

const MAX_STORED_ERRORS = 200;

/** Renewal period of a running source's heartbeat. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** A lease whose heartbeat is older than this belongs to a process that died. */
export const LEASE_STALE_AFTER_MS = 3 * 60_000;
/** The error of a run whose process died. */
export const INTERRUPTED = "interrupted";

type FailedRequest = { method: string; url: string; message: string; kind: string };

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** Groups failed requests by host and kind, in the order each group first failed. */
export function groupFailures(failures: readonly FailedRequest[]): FailedRequestGroup[] {
  const groups = new Map<string, FailedRequestGroup>();
  for (const failure of failures) {
    const host = hostOf(failure.url);
    const key = `${host} ${failure.kind}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else
      groups.set(key, {
        host,
        kind: failure.kind,
        count: 1,
        first: { url: failure.url, message: failure.message },
      });
  }
  return [...groups.values()];
}

/**
 * Passes every request on and remembers each one that failed, whatever the error's class (an
 * adapter bundled separately may throw its own copy of HttpError, so nothing here uses
 * `instanceof`). The run uses the list to decide whether its crawl was complete.
 */
function watchFailures(
  inner: HttpClient,
  onAnswered: (answered: number, failed: number) => void,
): { http: HttpClient; failures: FailedRequest[] } {
  const failures: FailedRequest[] = [];
  let answered = 0;
  const request = async (input: HttpRequest): Promise<HttpResponse> => {
    try {
      const response = await inner.request(input);
      if (response.status >= 400)
        failures.push({
          method: input.method ?? "GET",
          url: input.url,
          message: `HTTP ${response.status} from ${input.url}`,
          kind: "http-status",
        });
      return response;
    } catch (error) {
      const message =
        typeof error === "object" && error !== null && "message" in error
          ? String(error.message)
          : String(error);
      failures.push({
        method: input.method ?? "GET",
        url: input.url,
        message,
        kind: httpErrorKind(error) ?? "unknown",
      });
      throw error;
    } finally {
      answered++;
      onAnswered(answered, failures.length);
    }
  };
  return { http: { request }, failures };
}

class DryRunRollback extends Error {}

const ROBOTS_KINDS = new Set(["robots-disallowed", "robots-unavailable"]);

/**
 * Makes sure the run's errors say when robots.txt kept us from fetching (the admin's source health
 * looks for these words): one error per site, unless an error already says it.
 */
function noteRobotsRefusals(summary: IngestionSummary): void {
  for (const group of summary.failed_requests) {
    if (group.kind !== "robots-disallowed") continue;
    if (
      summary.errors.some(
        (error) => error.includes(DISALLOWED_BY_ROBOTS) && error.includes(group.host),
      )
    )
      continue;
    summary.errors.push(
      `${group.count} request(s) to ${group.host} ${DISALLOWED_BY_ROBOTS} (first: ${group.first.url})`,
    );
    if (summary.status === "completed") summary.status = "partial";
  }
}

/** True when every failed request of a run was refused because of robots.txt. */
export function onlyRobotsFailures(summary: IngestionSummary): boolean {
  return (
    summary.failed_requests.length > 0 &&
    summary.failed_requests.every((group) => ROBOTS_KINDS.has(group.kind))
  );
}

/**
 * One concise log line per run that failed or had failed requests: source, host, kind of failure,
 * how many requests and the first message. No stack trace for an offline or refusing site; an
 * error that is not about fetching (a bug) keeps its stack.
 */
function logRunFailure(logger: Logger, summary: IngestionSummary, thrown: unknown): void {
  const first = summary.failed_requests[0];
  const failedRequests = summary.failed_requests.reduce((sum, group) => sum + group.count, 0);
  if (first) {
    logger.warn(
      summary.status === "failed" ? "ingestion run failed" : "ingestion run had failed requests",
      {
        source: summary.source_name,
        host: first.host,
        kind: first.kind,
        failedRequests,
        error: summary.status === "failed" ? summary.errors[0] : first.first.message,
      },
    );
    return;
  }
  if (summary.status !== "failed") return;
  const expected = thrown instanceof Error && thrown.constructor === Error;
  logger.warn("ingestion run failed", {
    source: summary.source_name,
    kind: "run",
    error: expected ? thrown.message : thrown,
  });
}

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
  if (!dryRun && source.id) {
    const [log] = await db
      .insert(ingestionLogs)
      .values({ sourceId: source.id, startedAt: now })
      .returning({ id: ingestionLogs.id });
    summary.log_id = log?.id ?? null;
  }

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
      .where(eq(sources.id, source.id));
  }
  return summary;
}

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
