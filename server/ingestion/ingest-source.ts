import { eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { findAdapter, listAdapterNames } from "./adapter-registry";
import { replaceSampleJobs } from "./replace-sample-jobs";
import type { HttpClient } from "./http/http-types";
import { runIngestion, type IngestionProgress, type IngestionSummary } from "./run-ingestion";
import { claimSource, releaseSource, startHeartbeat } from "./source-lease";
import type { SourceAdapter, SourceConfig } from "./source-adapter";

export type IngestDependencies = {
  db: Database;
  http: HttpClient;
  logger: Logger;
  now: Date;
  /** Metadata every source of an adapter gets unless it sets its own (e.g. ReliefWeb's appname). */
  adapterDefaults?: Record<string, Record<string, unknown>>;
  /** Requests a replayed archive could not answer; any fails the run (see `runIngestion`). */
  unmatchedRequests?: readonly string[];
  /** Heartbeat period of a live run's lease (default 30 seconds). */
  heartbeatIntervalMs?: number;
};
type SourceRow = typeof sources.$inferSelect;

/**
 * A source that is not stored: a URL run once (`npm run ingest -- --url`, an admin's dry run of a
 * URL). It has no id, is active and has never run.
 */
export function unsavedSource(
  fields: Pick<SourceRow, "name" | "type" | "baseUrl" | "metadata">,
  now = new Date(),
): SourceRow {
  return {
    id: "",
    ...fields,
    organizationId: null,
    isActive: true,
    lastSuccessAt: null,
    lastErrorAt: null,
    runStartedAt: null,
    runHeartbeatAt: null,
    createdAt: now,
    updatedAt: now,
  };
}

/** Adapter defaults taken from configuration. */
export function readAdapterDefaults(env: {
  RELIEFWEB_APPNAME?: string | undefined;
}): Record<string, Record<string, unknown>> {
  return env.RELIEFWEB_APPNAME ? { reliefweb: { appname: env.RELIEFWEB_APPNAME } } : {};
}

export class SourceNotFoundError extends Error {
  override name = "SourceNotFoundError";
}

function readString(metadata: Record<string, unknown>, key: string): string | null {
  const value = metadata[key];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/**
 * The adapter of a source: `metadata.adapter` (or the older `metadata.scraper_function`), else
 * `rss` for RSS sources. Throws with the list of adapters when none fits.
 */
export function resolveAdapter(row: Pick<SourceRow, "name" | "type" | "metadata">): SourceAdapter {
  const metadata = row.metadata ?? {};
  const requested =
    readString(metadata, "adapter") ??
    readString(metadata, "scraper_function") ??
    (row.type === "rss" ? "rss" : null);
  if (!requested) {
    throw new Error(
      `Source "${row.name}" names no adapter: set metadata.adapter to one of ${listAdapterNames().join(", ")}.`,
    );
  }
  const adapter = findAdapter(requested.replace(/-scraper$/, ""));
  if (!adapter)
    throw new Error(
      `Unsupported source adapter "${requested}" for "${row.name}"; known: ${listAdapterNames().join(", ")}.`,
    );
  return adapter;
}

export function toSourceConfig(
  row: Pick<SourceRow, "id" | "name" | "baseUrl" | "metadata">,
): SourceConfig {
  const metadata = row.metadata ?? {};
  return {
    // An ad-hoc source (`npm run ingest -- --url … --dry-run`) is not stored and has no id.
    id: row.id || null,
    name: row.name,
    baseUrl: row.baseUrl,
    metadata,
    organization: readString(metadata, "organization"),
  };
}

export async function findSourceByName(db: Database, name: string): Promise<SourceRow> {
  const [row] = await db.select().from(sources).where(eq(sources.name, name));
  if (!row) throw new SourceNotFoundError(`Source not found: "${name}".`);
  return row;
}

/**
 * Runs one source now. A live run takes the source's lease so no other worker runs it at the same
 * time, renews the lease's heartbeat while it runs, and refuses an inactive source; a dry run is
 * always allowed and writes nothing.
 */
export async function ingestSource(
  deps: IngestDependencies,
  row: SourceRow,
  options: {
    dryRun: boolean;
    /** True while first start loads the recorded sample, which must not replace itself. */
    loadingSample?: boolean;
    /** Told how far the run is (see `IngestionProgress`). */
    onProgress?: (progress: IngestionProgress) => void;
  },
): Promise<IngestionSummary> {
  const adapter = resolveAdapter(row);
  const metadata = { ...deps.adapterDefaults?.[adapter.name], ...row.metadata };
  const common = {
    db: deps.db,
    adapter,
    source: toSourceConfig({ ...row, metadata }),
    http: deps.http,
    logger: deps.logger,
    now: deps.now,
    unmatchedRequests: deps.unmatchedRequests,
    onProgress: options.onProgress,
  };
  if (options.dryRun) return runIngestion({ ...common, dryRun: true });
  if (!row.isActive)
    throw new Error(`Source "${row.name}" is inactive; activate it or use a dry run.`);
  if (!(await claimSource(deps.db, row.id, deps.now))) {
    throw new Error(`Source "${row.name}" is already being ingested by another worker.`);
  }
  const stopHeartbeat = startHeartbeat(
    deps.db,
    row.id,
    deps.now,
    deps.logger,
    deps.heartbeatIntervalMs,
  );
  try {
    const summary = await runIngestion({
      ...common,
      dryRun: false,
      loadingSample: options.loadingSample ?? false,
    });
    // Live jobs replace the first-start sample as soon as a crawl stores some; sample jobs that
    // users saved stay on their lists, closed.
    if (!options.loadingSample && summary.inserted + summary.updated + summary.linked > 0) {
      const replaced = await replaceSampleJobs(deps.db);
      if (replaced.removed + replaced.closed > 0)
        deps.logger.info("live jobs replaced the first-start sample", replaced);
    }
    return summary;
  } finally {
    stopHeartbeat();
    await releaseSource(deps.db, row.id);
  }
}
