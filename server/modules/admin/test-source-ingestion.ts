import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { sources, type SourceType } from "#server/db/schema";
import type { HttpClient } from "#server/ingestion/http/http-types";
import type { Resolver } from "#server/ingestion/http/ssrf-guard";
import {
  ingestSource,
  readAdapterDefaults,
  resolveAdapter,
  unsavedSource,
} from "#server/ingestion/ingest-source";
import type { JobPreview } from "#server/ingestion/run-ingestion";
import type { Logger } from "#server/lib/logger";
import { parseMetadata, whyUrlRefused } from "./source-form";

export const UNSUPPORTED_SOURCE_TYPE = "Unsupported source type";
export const TEST_RUN_ERRORS_SHOWN = 5;

export type TestRunInput =
  { sourceId: string } | { url: string; type: string; adapter: string; metadata?: string };

export type TestRunResult = {
  ok: boolean;
  message: string;
  /** The first errors of the run, then how many more there were. */
  errors: string[];
  moreErrors: number;
  preview: JobPreview[];
  itemsFetched: number;
  jobsFound: number;
};

export type TestRunDependencies = {
  db: Database;
  http: HttpClient;
  logger: Logger;
  env: { RELIEFWEB_APPNAME?: string | undefined };
  allowPrivateHosts: readonly string[];
  resolve?: Resolver;
};

const failure = (message: string): TestRunResult => ({
  ok: false,
  message,
  errors: [],
  moreErrors: 0,
  preview: [],
  itemsFetched: 0,
  jobsFound: 0,
});

/**
 * The test-ingestion panel: a dry run (the same path as a source's Dry run button, which writes
 * nothing) of a stored source, or of a pasted URL with an adapter (or with only a type, which fits
 * an adapter for RSS feeds alone). "Unsupported source type" when no adapter fits.
 */
export async function testIngestion(
  deps: TestRunDependencies,
  input: TestRunInput,
): Promise<TestRunResult> {
  let row: typeof sources.$inferSelect;
  if ("sourceId" in input) {
    const [found] = z.uuid().safeParse(input.sourceId).success
      ? await deps.db.select().from(sources).where(eq(sources.id, input.sourceId))
      : [];
    if (!found) return failure("Choose a source from the list.");
    row = found;
  } else {
    const refused = await whyUrlRefused(input.url, deps);
    if (refused) return failure(refused.replace("The base URL", "The URL"));
    const metadata = parseMetadata(input.metadata?.trim() ?? "");
    if (typeof metadata === "string") return failure(metadata);
    const url = new URL(input.url);
    row = unsavedSource({
      name: `${url.host}${url.pathname === "/" ? "" : url.pathname}`,
      type: input.type as SourceType,
      baseUrl: url.toString(),
      metadata: input.adapter ? { ...metadata, adapter: input.adapter } : metadata,
    });
  }
  try {
    resolveAdapter(row);
  } catch {
    return failure(UNSUPPORTED_SOURCE_TYPE);
  }
  const summary = await ingestSource(
    {
      db: deps.db,
      http: deps.http,
      logger: deps.logger,
      adapterDefaults: readAdapterDefaults(deps.env),
      now: new Date(),
    },
    row,
    { dryRun: true },
  );
  return {
    ok: summary.status !== "failed",
    message:
      summary.status === "failed"
        ? `Dry run failed: ${summary.errors[0] ?? "unknown error"}`
        : `Dry run completed: ${summary.jobs_found} jobs found`,
    errors: summary.errors.slice(0, TEST_RUN_ERRORS_SHOWN),
    moreErrors: Math.max(0, summary.errors.length - TEST_RUN_ERRORS_SHOWN),
    preview: summary.jobs_preview.slice(0, 3),
    itemsFetched: summary.items_fetched,
    jobsFound: summary.jobs_found,
  };
}
