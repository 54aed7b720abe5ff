import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { ingestionLogs, sources } from "#server/db/schema";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { ingestSource, readAdapterDefaults, resolveAdapter } from "#server/ingestion/ingest-source";
import type { IngestionSummary } from "#server/ingestion/run-ingestion";
import { findDueSources, readSourceCron } from "#server/ingestion/schedule-sources";
import type { Logger } from "#server/lib/logger";

export const SOURCE_RUN_HISTORY = 20;
/** Runs per source shown on the sources list (newest first). */
export const SOURCE_LIST_RUNS = 5;

/** A run as the sources list shows it: a status badge with its start time. */
export type SourceRunBadge = { id: string; startedAt: string; status: string; isDryRun: boolean };

export type SourceRunRow = {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  durationMs: number | null;
  status: string;
  isDryRun: boolean;
  itemsFetched: number;
  jobsFound: number;
  /** The run proved it saw the whole list (only such runs count towards closing unlisted jobs). */
  complete: boolean;
  insertedCount: number;
  updatedCount: number;
  closedCount: number;
  errorCount: number;
};

export type SourceListItem = {
  id: string;
  name: string;
  type: string;
  adapter: string;
  organization: string | null;
  isActive: boolean;
  running: boolean;
  lastSuccessAt: string | null;
  lastErrorAt: string | null;
  openJobs: number;
  lastRun: SourceRunRow | null;
  /** The newest runs, at most SOURCE_LIST_RUNS. */
  recentRuns: SourceRunBadge[];
};

function describeAdapter(row: Pick<typeof sources.$inferSelect, "name" | "type" | "metadata">) {
  try {
    return resolveAdapter(row).name;
  } catch {
    return "unknown";
  }
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toRunRow(row: typeof ingestionLogs.$inferSelect): SourceRunRow {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    durationMs: row.durationMs,
    status: row.status,
    isDryRun: row.isDryRun,
    itemsFetched: row.itemsFetched,
    jobsFound: row.jobsFound,
    complete: row.complete,
    insertedCount: row.insertedCount,
    updatedCount: row.updatedCount,
    closedCount: row.closedCount,
    errorCount: row.errorCount,
  };
}

/** Every source, active ones first, with its open jobs and its latest run. */
export async function listSourcesForAdmin(db: Database): Promise<SourceListItem[]> {
  const rows = await db.select().from(sources).orderBy(desc(sources.isActive), sources.name);
  const counts = await queryRows<{ source_id: string; open_jobs: number | string }>(
    db,
    sql`select source_id, count(*) as open_jobs from jobs where status = 'active' group by source_id`,
  );
  const openBySource = new Map(counts.map((row) => [row.source_id, Number(row.open_jobs)]));
  const latest = await db
    .selectDistinctOn([ingestionLogs.sourceId])
    .from(ingestionLogs)
    .orderBy(ingestionLogs.sourceId, desc(ingestionLogs.startedAt));
  const latestBySource = new Map(latest.map((row) => [row.sourceId, toRunRow(row)]));
  const recent = await queryRows<{
    id: string;
    source_id: string;
    started_at: Date | string;
    status: string;
    is_dry_run: boolean;
  }>(
    db,
    sql`select id, source_id, started_at, status, is_dry_run from (
          select id, source_id, started_at, status, is_dry_run,
                 row_number() over (partition by source_id order by started_at desc, id) as position
            from ingestion_logs
        ) as ranked
        where position <= ${SOURCE_LIST_RUNS}
        order by source_id, started_at desc, id`,
  );
  const recentBySource = new Map<string, SourceRunBadge[]>();
  for (const run of recent) {
    const list = recentBySource.get(run.source_id) ?? [];
    list.push({
      id: run.id,
      startedAt: new Date(run.started_at).toISOString(),
      status: run.status,
      isDryRun: run.is_dry_run,
    });
    recentBySource.set(run.source_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    adapter: describeAdapter(row),
    organization: typeof row.metadata.organization === "string" ? row.metadata.organization : null,
    isActive: row.isActive,
    running: row.runStartedAt !== null,
    lastSuccessAt: iso(row.lastSuccessAt),
    lastErrorAt: iso(row.lastErrorAt),
    openJobs: openBySource.get(row.id) ?? 0,
    lastRun: latestBySource.get(row.id) ?? null,
    recentRuns: recentBySource.get(row.id) ?? [],
  }));
}

/** One source with its configuration and its latest runs (errors of the newest failed one). */
export async function getSourceForAdmin(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  if (!row) return null;
  const runs = await db
    .select()
    .from(ingestionLogs)
    .where(eq(ingestionLogs.sourceId, id))
    .orderBy(desc(ingestionLogs.startedAt))
    .limit(SOURCE_RUN_HISTORY);
  const withErrors = runs.find((run) => run.errorCount > 0);
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    baseUrl: row.baseUrl,
    adapter: describeAdapter(row),
    cron: readSourceCron(row.metadata),
    metadata: JSON.stringify(row.metadata, null, 2),
    isActive: row.isActive,
    running: row.runStartedAt !== null,
    lastSuccessAt: iso(row.lastSuccessAt),
    lastErrorAt: iso(row.lastErrorAt),
    runs: runs.map(toRunRow),
    latestErrors: withErrors ? withErrors.errors.slice(0, 20) : [],
  };
}

/** The stored row of one source, or null. */
export async function getSourceRow(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(sources).where(eq(sources.id, id));
  return row ?? null;
}

/** Activates or deactivates a source; false when there is no such source. */
export async function setSourceActive(db: Database, id: string, active: boolean) {
  if (!z.uuid().safeParse(id).success) return false;
  const updated = await db
    .update(sources)
    .set({ isActive: active, updatedAt: new Date() })
    .where(eq(sources.id, id))
    .returning({ id: sources.id });
  return updated.length > 0;
}

export type RunSourceDependencies = {
  db: Database;
  http: HttpClient;
  logger: Logger;
  /** The configuration adapters read their defaults from (ReliefWeb's appname). */
  env: { RELIEFWEB_APPNAME?: string | undefined };
};

/**
 * A dry run of one source, now, in this request (the source page's "Test" button): it fetches and counts and
 * writes nothing. A live run goes on in the background (`requestLiveSourceRun`).
 */
export async function dryRunSource(
  deps: RunSourceDependencies,
  id: string,
): Promise<IngestionSummary | null> {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await deps.db.select().from(sources).where(eq(sources.id, id));
  if (!row) return null;
  const { db, http, logger, env } = deps;
  return ingestSource(
    { db, http, logger, adapterDefaults: readAdapterDefaults(env), now: new Date() },
    row,
    { dryRun: true },
  );
}

/** The scheduler: queues a run of every active source whose cron is due; returns how many were queued. */
export async function queueDueSources(
  db: Database,
  enqueue: (sourceId: string) => Promise<unknown>,
  now: Date,
): Promise<number> {
  const due = await findDueSources(db, now);
  for (const source of due) await enqueue(source.id);
  return due.length;
}
