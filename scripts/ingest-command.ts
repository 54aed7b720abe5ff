import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { parseEnv, type Env } from "#server/env";
import { createDb, type DbHandle } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { findAdapter, listAdapterNames } from "#server/ingestion/adapter-registry";
import { createIngestionHttpClient } from "#server/ingestion/create-ingestion-http-client";
import {
  createRecordingHttpClient,
  createReplayHttpClient,
  readHttpArchive,
  type RecordingHttpClient,
} from "#server/ingestion/http/http-archive";
import type { HttpClient } from "#server/ingestion/http/http-types";
import {
  findSourceByName,
  ingestSource,
  readAdapterDefaults,
  unsavedSource,
} from "#server/ingestion/ingest-source";
import type { IngestionSummary } from "#server/ingestion/run-ingestion";
import { recoverInterruptedRuns } from "#server/ingestion/source-lease";

// The `npm run ingest` command (scripts/ingest.ts runs it and exits with its code):
//   (--source NAME | --url URL --adapter NAME [--organization NAME])
//   [--record FILE.har | --replay FILE.har] [--dry-run] [--json]
// --record writes every HTTP exchange of the run as HAR 1.2 when the run ends (also a failed one);
// --replay answers every request from a HAR file (ours or a browser's) and fails the run on any
// request the archive has no entry for.
const USAGE =
  "Usage: npm run ingest -- (--source NAME | --url URL --adapter NAME [--organization NAME]) [--record FILE.har | --replay FILE.har] [--dry-run] [--json]";

/** Where the command reads its settings and writes its output. */
export type IngestCommandIo = {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Opens the database the run writes to: by default DATABASE_URL or DATA_DIR's embedded one. */
  openDatabase?: (env: Env) => Promise<DbHandle>;
};

/** The end of the command with its exit code, once its message is written. */
class CommandExit extends Error {
  constructor(readonly code: number) {
    super(`exit ${code}`);
  }
}

/** Writes the archive next to its final name and renames it, so a reader never sees half a file. */
async function writeArchive(file: string, recorder: RecordingHttpClient): Promise<void> {
  const target = path.resolve(file);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(temporary, `${JSON.stringify(recorder.toArchive(), null, 2)}\n`);
  await fs.rename(temporary, target);
}

/**
 * Runs one ingestion as the command line asks and returns the exit code: 0 for a run that did not
 * fail, 1 for a failed run, 2 for a usage error. Unknown options throw, as `parseArgs` does.
 */
export async function runIngestCommand(args: string[], io: IngestCommandIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      source: { type: "string" },
      url: { type: "string" },
      adapter: { type: "string" },
      organization: { type: "string" },
      record: { type: "string" },
      replay: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
    strict: true,
  });
  const json = values.json ?? false;

  function fail(message: string): never {
    if (json)
      io.stdout(
        `${JSON.stringify({ error: message, jobs_found: 0, inserted: 0, updated: 0, errors: [message], jobs_preview: [] })}\n`,
      );
    else io.stderr(`${message}\n`);
    throw new CommandExit(2);
  }

  try {
    if (Boolean(values.source) === Boolean(values.url))
      fail(`Give either --source or --url.\n${USAGE}`);
    if (values.url && !values.adapter)
      fail(`--url needs --adapter (one of ${listAdapterNames().join(", ")}).\n${USAGE}`);
    if (values.record && values.replay) fail(`Give --record or --replay, not both.\n${USAGE}`);

    // Read the archive before touching the database: a bad file is a usage error.
    const replayClient = values.replay
      ? createReplayHttpClient(
          await readHttpArchive(values.replay).catch((error: unknown) =>
            fail(error instanceof Error ? error.message : String(error)),
          ),
        )
      : null;

    const env = parseEnv(io.env);
    const logger = createLogger(
      json ? "silent" : env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL,
    );
    const openDatabase =
      io.openDatabase ??
      ((settings: Env) =>
        createDb({ databaseUrl: settings.DATABASE_URL, dataDir: settings.dataDir }));
    const handle = await openDatabase(env).catch((error: unknown) =>
      fail(error instanceof Error ? error.message : String(error)),
    );
    let summary: IngestionSummary | undefined;
    let failure: string | null = null;
    // A recorded run goes through the same guarded client as a live one.
    const recorder =
      values.record && !replayClient
        ? createRecordingHttpClient(createIngestionHttpClient(env))
        : null;
    try {
      await recoverInterruptedRuns(handle.db, new Date());
      const http: HttpClient = replayClient ?? recorder ?? createIngestionHttpClient(env);
      const deps = {
        db: handle.db,
        http,
        logger,
        now: new Date(),
        adapterDefaults: readAdapterDefaults(env),
        unmatchedRequests: replayClient?.unmatched,
      };
      let row;
      if (values.source) {
        row = await findSourceByName(handle.db, values.source);
      } else {
        const adapter = findAdapter(values.adapter!);
        if (!adapter)
          throw new Error(
            `Unknown adapter "${values.adapter}"; known: ${listAdapterNames().join(", ")}.`,
          );
        const url = new URL(values.url!);
        const name = `${url.host}${url.pathname === "/" ? "" : url.pathname}`;
        const metadata = {
          adapter: adapter.name,
          ...(values.organization ? { organization: values.organization } : {}),
        };
        [row] = await handle.db.select().from(sources).where(eq(sources.name, name));
        if (!row && !values["dry-run"]) {
          [row] = await handle.db
            .insert(sources)
            .values({ name, type: adapter.type, baseUrl: url.toString(), metadata })
            .returning();
        }
        row ??= unsavedSource({ name, type: adapter.type, baseUrl: url.toString(), metadata });
        if (values.organization)
          row = { ...row, metadata: { ...row.metadata, organization: values.organization } };
      }
      summary = await ingestSource(deps, row, { dryRun: values["dry-run"] ?? false });
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    await handle.close();
    if (recorder && values.record) {
      try {
        await writeArchive(values.record, recorder);
        if (!json)
          io.stdout(
            `Recorded ${recorder.toArchive().log.entries.length} exchanges in ${values.record}.\n`,
          );
      } catch (error) {
        failure ??= `Could not write ${values.record}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    if (failure !== null || !summary) fail(failure ?? "The run ended without a result.");

    if (json) {
      io.stdout(`${JSON.stringify(summary)}\n`);
    } else {
      const verb = summary.dry_run ? "Dry run" : "Run";
      const lines = [
        `${verb} of ${summary.source_name}: ${summary.status}. Items fetched ${summary.items_fetched}, jobs found ${summary.jobs_found}, inserted ${summary.inserted}, linked ${summary.linked}, updated ${summary.updated}, unchanged ${summary.unchanged}, closed ${summary.closed}, ${summary.errors.length} errors (${summary.duration_ms} ms).`,
        ...summary.jobs_preview.map(
          (job) =>
            `  - ${job.title} | ${job.organization} | ${job.location} | ${job.grade_code ?? "no grade"} | ${job.deadline ?? "no deadline"}`,
        ),
        ...summary.errors.slice(0, 5).map((error) => `  ! ${error}`),
        ...(summary.errors.length > 5 ? [`  … and ${summary.errors.length - 5} more errors`] : []),
      ];
      io.stdout(lines.map((line) => `${line}\n`).join(""));
    }
    return summary.status === "failed" ? 1 : 0;
  } catch (error) {
    if (error instanceof CommandExit) return error.code;
    throw error;
  }
}
