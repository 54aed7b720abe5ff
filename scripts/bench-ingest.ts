import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { createDb } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import { ingestSource } from "#server/ingestion/ingest-source";
import { createLogger } from "#server/lib/logger";
import { escapeHtml } from "#domain/text";

// npm run bench:ingest: 10,000 postings through the whole ingestion (rss parse → normalise →
// validate → dedupe → upsert) into a throw-away database: PGlite always, PostgreSQL when
// DATABASE_URL is set. Prints postings per second for a first run (all inserts) and a second run
// (all unchanged), plus a run where every posting changed.
const COUNT = Number(process.env.BENCH_POSTINGS ?? 10_000);
const now = new Date();

function buildFeed(version: number): string {
  const rows = createSyntheticJobs(COUNT, { now, seed: 11 });
  const items = rows.map((row, index) => {
    const deadline = row.expiresAt!;
    const date = `${String(deadline.getUTCMonth() + 1).padStart(2, "0")}/${String(deadline.getUTCDate()).padStart(2, "0")}/${deadline.getUTCFullYear()}`;
    const description = `${row.description}<p>Deadline : ${date} 23:59:59</p>${version > 1 ? `<p>Revision ${version}</p>` : ""}`;
    return `<item><title>${escapeHtml(`${row.title}, ${row.gradeCode} - ${row.location}`)}</title><link>https://jobs.example.org/${index}</link><guid>bench-${index}</guid><description>${escapeHtml(description)}</description><pubDate>${row.postedDate!.toUTCString()}</pubDate></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Benchmark</title>${items.join("")}</channel></rss>`;
}

async function benchmark(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-bench-ingest-"));
  const handle = await createDb({ databaseUrl, dataDir });
  const logger = createLogger("silent");
  const files = [1, 2].map((version) => {
    const file = path.join(dataDir, `feed-${version}.xml`);
    fs.writeFileSync(file, buildFeed(version));
    return file;
  });
  const [row] = await handle.db
    .insert(sources)
    .values({
      name: "Benchmark feed",
      type: "rss",
      baseUrl: "https://bench.example.org/feed",
      metadata: { adapter: "rss", organization: "UNICEF", titleLocation: "dash" },
    })
    .returning();
  const results: string[] = [];
  for (const [name, file] of [
    ["first run (insert)", files[0]!],
    ["second run (unchanged)", files[0]!],
    ["third run (all changed)", files[1]!],
  ] as const) {
    const http = createFileBackedHttpClient({
      routes: [{ url: row!.baseUrl, file, contentType: "application/rss+xml" }],
    });
    const started = performance.now();
    const summary = await ingestSource({ db: handle.db, http, logger, now }, row!, {
      dryRun: false,
    });
    const seconds = (performance.now() - started) / 1000;
    if (summary.status !== "completed")
      throw new Error(`${name}: ${summary.status} ${summary.errors.slice(0, 3).join("; ")}`);
    results.push(
      `| ${label} | ${name} | ${summary.jobs_found} | ${summary.inserted} | ${summary.updated} | ${summary.unchanged} | ${seconds.toFixed(1)} s | ${Math.round(summary.jobs_found / seconds)} |`,
    );
  }
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  return results;
}

const lines = [
  "| database | run | postings | inserted | updated | unchanged | time | postings/s |",
  "|---|---|---|---|---|---|---|---|",
];
lines.push(...(await benchmark("PGlite", undefined)));
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const database = await createThrowawayDatabase(serverUrl, "blueboard_bench");
  try {
    lines.push(...(await benchmark("PostgreSQL", database.url)));
  } finally {
    await database.drop();
  }
}
console.log(
  `Ingestion benchmark, ${COUNT} postings, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
);
console.log(lines.join("\n"));
