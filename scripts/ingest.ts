import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { parseEnv } from "#server/env";
import { createDb } from "#server/db/create-db";
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
} from "#server/ingestion/ingest-source";
import { recoverInterruptedRuns, type IngestionSummary } from "#server/ingestion/run-ingestion";

// npm run ingest -- (--source NAME | --url URL --adapter NAME [--organization NAME])
//   [--record FILE.har | --replay FILE.har] [--dry-run] [--json]
// --record writes every HTTP exchange of the run as HAR 1.2 when the run ends (also a failed one);
// --replay answers every request from a HAR file (ours or a browser's) and fails the run on any
// request the archive has no entry for.
const USAGE =
  "Usage: npm run ingest -- (--source NAME | --url URL --adapter NAME [--organization NAME]) [--record FILE.har | --replay FILE.har] [--dry-run] [--json]";

function fail(message: string, json: boolean): never {
  if (json)
    process.stdout.write(
      `${JSON.stringify({ error: message, jobs_found: 0, inserted: 0, updated: 0, errors: [message], jobs_preview: [] })}\n`,
    );
  else process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { values } = parseArgs({
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
if (Boolean(values.source) === Boolean(values.url))
  fail(`Give either --source or --url.\n${USAGE}`, json);
if (values.url && !values.adapter)
  fail(`--url needs --adapter (one of ${listAdapterNames().join(", ")}).\n${USAGE}`, json);
if (values.record && values.replay) fail(`Give --record or --replay, not both.\n${USAGE}`, json);

/** Writes the archive next to its final name and renames it, so a reader never sees half a file. */
async function writeArchive(file: string, recorder: RecordingHttpClient): Promise<void> {
  const target = path.resolve(file);
  const temporary = `${target}.${process.pid}.tmp`;
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(temporary, `${JSON.stringify(recorder.toArchive(), null, 2)}\n`);
  await fs.rename(temporary, target);
}

// Read the archive before touching the database: a bad file is a usage error.
const replayClient = values.replay
  ? createReplayHttpClient(
      await readHttpArchive(values.replay).catch((error: unknown) =>
        fail(error instanceof Error ? error.message : String(error), json),
      ),
    )
  : null;

const env = parseEnv();
const logger = createLogger(json ? "silent" : env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir }).catch(
  (error: unknown) => fail(error instanceof Error ? error.message : String(error), json),
);
let summary: IngestionSummary | undefined;
let failure: string | null = null;
// A recorded run goes through the same guarded client as a live one.
const recorder =
  values.record && !replayClient ? createRecordingHttpClient(createIngestionHttpClient(env)) : null;
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
    row ??= {
      id: "",
      name,
      type: adapter.type,
      baseUrl: url.toString(),
      metadata,
      organizationId: null,
      isActive: true,
      lastSuccessAt: null,
      lastErrorAt: null,
      runStartedAt: null,
      runHeartbeatAt: null,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
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
      console.log(
        `Recorded ${recorder.toArchive().log.entries.length} exchanges in ${values.record}.`,
      );
  } catch (error) {
    failure ??= `Could not write ${values.record}: ${error instanceof Error ? error.message : String(error)}`;
  }
}
if (failure !== null || !summary) fail(failure ?? "The run ended without a result.", json);

if (json) {
  process.stdout.write(`${JSON.stringify(summary)}\n`);
} else {
  const verb = summary.dry_run ? "Dry run" : "Run";
  console.log(
    `${verb} of ${summary.source_name}: ${summary.status}. Items fetched ${summary.items_fetched}, jobs found ${summary.jobs_found}, inserted ${summary.inserted}, linked ${summary.linked}, updated ${summary.updated}, unchanged ${summary.unchanged}, closed ${summary.closed}, ${summary.errors.length} errors (${summary.duration_ms} ms).`,
  );
  for (const job of summary.jobs_preview)
    console.log(
      `  - ${job.title} | ${job.organization} | ${job.location} | ${job.grade_code ?? "no grade"} | ${job.deadline ?? "no deadline"}`,
    );
  for (const error of summary.errors.slice(0, 5)) console.log(`  ! ${error}`);
  if (summary.errors.length > 5) console.log(`  … and ${summary.errors.length - 5} more errors`);
}
process.exit(summary.status === "failed" ? 1 : 0);
