import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { adminTaskRuns, sources } from "#server/db/schema";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { ingestSource, readAdapterDefaults } from "#server/ingestion/ingest-source";
import type { IngestionProgress } from "#server/ingestion/run-ingestion";
import { HEARTBEAT_INTERVAL_MS, LEASE_STALE_AFTER_MS } from "#server/ingestion/source-lease";
import type { Logger } from "#server/lib/logger";
import { isUuid } from "#server/lib/is-uuid";

/**
 * A live run of one source that an admin started: it runs in the background as an admin task run,
 * writing how far it is (requests answered while fetching, then jobs stored of jobs found) to the
 * run's row, and keeps the counts of what it did as the run's result.
 */

/** What a live run needs besides the database: the guarded fetcher and the adapters' defaults. */
export type LiveRunDependencies = {
  http: HttpClient;
  adapterDefaults: Record<string, Record<string, unknown>>;
};

/** The dependencies from a process's HTTP client and configuration. */
export function liveRunDependencies(
  http: HttpClient,
  env: { RELIEFWEB_APPNAME?: string | undefined },
): LiveRunDependencies {
  return { http, adapterDefaults: readAdapterDefaults(env) };
}

export const liveSourceRunParamsSchema = z.object({
  sourceId: z.uuid(),
  sourceName: z.string(),
});

/**
 * A running live run whose row has not been touched for this long belongs to a process that died
 * (the run renews it every HEARTBEAT_INTERVAL_MS, like the source's lease, which expires as soon).
 */
export const LIVE_RUN_STALE_MS = LEASE_STALE_AFTER_MS;

/** At most this many of a run's errors are kept in its result (all are in the ingestion log). */
const RESULT_ERRORS = 20;
/** Progress is written at most this often while the adapter fetches (every stage change at once). */
const PROGRESS_WRITE_MS = 500;

/** What the admin may be told instead of a run starting. */
export type LiveRunRefusal = { status: 404 | 409; message: string };

/**
 * Whether a live run of the source may start now: it must exist and be active, and no other
 * process may be ingesting it (the scheduler's run holds the source's lease until it ends; a lease
 * with no heartbeat for a few minutes belongs to a dead process and does not count).
 */
export async function checkLiveRunAllowed(
  db: Database,
  sourceId: string,
  now: Date,
): Promise<{ ok: true; name: string } | ({ ok: false } & LiveRunRefusal)> {
  if (!isUuid(sourceId)) return { ok: false, status: 404, message: "Source not found" };
  const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
  if (!row) return { ok: false, status: 404, message: "Source not found" };
  if (!row.isActive)
    return {
      ok: false,
      status: 409,
      message: `Failed to run source: Source "${row.name}" is inactive; activate it or use a dry run.`,
    };
  const heartbeat = row.runHeartbeatAt ?? row.runStartedAt;
  if (row.runStartedAt && heartbeat && now.getTime() - heartbeat.getTime() < LEASE_STALE_AFTER_MS)
    return {
      ok: false,
      status: 409,
      message: `Failed to run source: "${row.name}" is already being ingested (a run started at ${row.runStartedAt.toISOString().slice(11, 16)} UTC is still going); its result will appear under Ingestion runs. Start another when it has finished.`,
    };
  return { ok: true, name: row.name };
}

function describeStage(progress: IngestionProgress): string {
  if (progress.stage === "fetching")
    return `fetching from the source (${progress.requests} request${progress.requests === 1 ? "" : "s"} answered)`;
  if (progress.stage === "storing") return "storing the jobs found";
  return "closing jobs the source no longer lists";
}

/**
 * Writes a run's progress to its row without holding up the run: a new stage at once, counts at
 * most every PROGRESS_WRITE_MS (the latest is written when the period ends, so a run waiting on a
 * slow request shows how far it got), one write at a time and in order. `flush` writes what is
 * left and waits for it.
 */
function createProgressWriter(db: Database, runId: string, logger: Logger) {
  let latest: IngestionProgress | null = null;
  let writtenStage: string | null = null;
  let writtenAt = 0;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<void> = Promise.resolve();
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const progress = latest!;
    writtenStage = progress.stage;
    writtenAt = Date.now();
    chain = chain
      .then(async () => {
        await db
          .update(adminTaskRuns)
          .set({
            stage: describeStage(progress),
            done: progress.stored,
            total: progress.jobsFound,
            errors: progress.errors,
            updatedAt: new Date(),
          })
          .where(eq(adminTaskRuns.id, runId));
      })
      .catch((error: unknown) => logger.warn("live run progress not written", { runId, error }));
  };
  return {
    report: (progress: IngestionProgress) => {
      latest = progress;
      const wait = writtenAt + PROGRESS_WRITE_MS - Date.now();
      if (progress.stage !== writtenStage || wait <= 0) write();
      else timer ??= setTimeout(write, wait);
    },
    flush: () => {
      if (timer) write();
      return chain;
    },
  };
}

/** The message shown when a live run ends: "Live run completed: N inserted, M updated". */
export function describeLiveRun(result: { inserted: number; updated: number }): string {
  return `Live run completed: ${result.inserted} inserted, ${result.updated} updated`;
}

export type LiveRunResult = {
  sourceId: string;
  sourceName: string;
  /** The ingestion's own status: `completed`, or `partial` when some items or requests failed. */
  status: string;
  itemsFetched: number;
  jobsFound: number;
  /** New jobs, and postings linked to a job another source already had. */
  inserted: number;
  updated: number;
  unchanged: number;
  closed: number;
  complete: boolean;
  errorCount: number;
  /** The first errors (all of them are in the ingestion log). */
  errors: string[];
  durationMs: number;
  message: string;
};

/**
 * Runs the source live, writing progress to the admin run `runId`. Throws when the run cannot start
 * (source gone or inactive, another process ingesting it) or the source could not be fetched at
 * all; the caller records that as the run's failure.
 */
export async function runLiveSource(
  db: Database,
  runId: string,
  params: Record<string, unknown>,
  now: Date,
  context: { logger: Logger; ingestion?: LiveRunDependencies | undefined },
): Promise<{
  result: LiveRunResult;
  progress: { done: number; total: number; errors: number };
  audit: Record<string, string>;
}> {
  const { sourceId, sourceName } = liveSourceRunParamsSchema.parse(params);
  if (!context.ingestion)
    throw new Error("This process has no ingestion HTTP client, so it cannot run sources.");
  const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
  if (!row) throw new Error(`Source "${sourceName}" no longer exists.`);
  const writer = createProgressWriter(db, runId, context.logger);
  writer.report({ stage: "fetching", requests: 0, jobsFound: null, stored: 0, errors: 0 });
  // Alive while it runs, even through a long wait on the source.
  const heartbeat = setInterval(() => {
    db.update(adminTaskRuns)
      .set({ updatedAt: new Date() })
      .where(eq(adminTaskRuns.id, runId))
      .catch((error: unknown) =>
        context.logger.warn("live run heartbeat failed", { runId, error }),
      );
  }, HEARTBEAT_INTERVAL_MS);
  heartbeat.unref();
  let summary;
  try {
    summary = await ingestSource(
      {
        db,
        http: context.ingestion.http,
        adapterDefaults: context.ingestion.adapterDefaults,
        logger: context.logger,
        now,
      },
      row,
      { dryRun: false, onProgress: writer.report },
    );
  } finally {
    clearInterval(heartbeat);
    await writer.flush();
  }
  if (summary.status === "failed") throw new Error(summary.errors[0] ?? "unknown error");
  const counts = {
    inserted: summary.inserted + summary.linked,
    updated: summary.updated,
    unchanged: summary.unchanged,
    closed: summary.closed,
  };
  return {
    result: {
      sourceId,
      sourceName: row.name,
      status: summary.status,
      itemsFetched: summary.items_fetched,
      jobsFound: summary.jobs_found,
      ...counts,
      complete: summary.complete,
      errorCount: summary.errors.length,
      errors: summary.errors.slice(0, RESULT_ERRORS),
      durationMs: summary.duration_ms,
      message: describeLiveRun(counts),
    },
    progress: {
      done: summary.jobs_found,
      total: summary.jobs_found,
      errors: summary.errors.length,
    },
    audit: {
      source: row.name,
      sourceId,
      ingestion: summary.status,
      inserted: String(counts.inserted),
      updated: String(counts.updated),
      unchanged: String(counts.unchanged),
      closed: String(counts.closed),
      errors: String(summary.errors.length),
    },
  };
}
