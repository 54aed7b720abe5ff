import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { sources } from "#server/db/schema";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import { findSourceByName, ingestSource } from "#server/ingestion/ingest-source";
import { runIngestion } from "#server/ingestion/run-ingestion";
import type { AdapterPosting, SourceAdapter } from "#server/ingestion/source-adapter";
import type { Logger } from "#server/lib/logger";
import { expireJobs } from "#server/modules/jobs/expire-jobs";
import { seedOrganisations } from "./seed-organisations";
import { seedSourceCatalog } from "./seed-sources";

const RECORDINGS = path.join(import.meta.dirname, "recordings");
const DAY = 86_400_000;

/** Feeds recorded from the catalog's RSS sources, run through the real rss adapter offline. */
const RECORDED_FEEDS = [
  { source: "World Bank Group (cinfo feed)", file: "worldbank_jobs.xml" },
  { source: "IDB (cinfo feed)", file: "iadb_jobs.xml" },
  { source: "UNHCR (cinfo feed)", file: "unhcr_jobs.xml" },
  { source: "UNICEF (cinfo feed)", file: "unicef_jobs.xml" },
  { source: "UNFPA (cinfo feed)", file: "unfpa_jobs.xml" },
  { source: "EBRD (cinfo feed)", file: "mo-jobs_ebrd_jobs.xml" },
  { source: "IDB via UNjobs (cinfo feed)", file: "mo-jobs_idb_jobs.xml" },
];

const PAGES_SOURCE = "UNjobs (recorded vacancy pages)";

type RecordedPages = {
  capturedAt: string;
  postings: (AdapterPosting & { postedAt: string | null })[];
};

/** When a recording was made: the newest date it carries. */
function findCaptureTime(dates: (string | null | undefined)[]): Date {
  const times = dates
    .map((date) => (date ? Date.parse(date) : NaN))
    .filter((time) => !Number.isNaN(time));
  return new Date(Math.max(...times));
}

/** Marks a recorded source's jobs as the sample, with the time the recording was made. */
async function markSample(db: Database, source: string, capturedAt: Date) {
  await db.execute(sql`
    update jobs set sample_recorded_at = ${capturedAt.toISOString()}::timestamptz
    where source = ${source}`);
}

/**
 * Moves a recorded source forward in whole days so that its newest posting appears within the
 * last day; every date keeps its real distance from it.
 */
async function shiftSourceDates(db: Database, source: string, capturedAt: Date, now: Date) {
  const days = Math.floor((now.getTime() - capturedAt.getTime()) / DAY);
  if (days <= 0) return;
  const shift = sql`make_interval(days => ${days}::int)`;
  await db.execute(sql`
    update jobs set posted_date = posted_date + ${shift}, first_seen_at = first_seen_at + ${shift},
      last_seen_at = last_seen_at + ${shift}, expires_at = expires_at + ${shift},
      closing_date = closing_date + ${days}::int, created_at = created_at + ${shift}, updated_at = updated_at + ${shift}
    where source = ${source}`);
  await db.execute(sql`
    update job_listings set first_seen_at = first_seen_at + ${shift}, last_seen_at = last_seen_at + ${shift}
    where source = ${source}`);
  await db.execute(sql`
    update sources set last_success_at = last_success_at + ${shift}, updated_at = now() where name = ${source}`);
}

function createRecordedPagesAdapter(postings: AdapterPosting[]): SourceAdapter {
  return {
    name: "recorded-pages",
    type: "scrape",
    description: "Vacancy pages recorded from UNjobs, replayed on first start.",
    run: () =>
      Promise.resolve({ postings, itemsFetched: postings.length, complete: true, errors: [] }),
  };
}

/**
 * A new install shows real jobs offline: the organisation registry and the source catalog are
 * seeded, the recorded feeds run through the real adapters (a file-backed fetch), and the recorded
 * vacancy pages through the same pipeline. Only into a database that has no job yet.
 */
export async function seedFirstStartIfEmpty(
  db: Database,
  now: Date,
  logger: Logger,
): Promise<number> {
  await seedOrganisations(db);
  await seedSourceCatalog(db);
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from jobs limit 1) as any_job`,
  );
  if (Number(existing?.count ?? 0) > 0) return 0;

  let total = 0;
  for (const feed of RECORDED_FEEDS) {
    const row = await findSourceByName(db, feed.source);
    const file = path.join(RECORDINGS, feed.file);
    const capturedAt = findCaptureTime(
      [...fs.readFileSync(file, "utf8").matchAll(/<pubDate>([^<]+)<\/pubDate>/g)].map(
        (match) => match[1],
      ),
    );
    const http = createFileBackedHttpClient({
      routes: [{ url: row.baseUrl, file, contentType: "application/rss+xml" }],
    });
    // Recorded sources replay even when inactive (they are inactive for live runs only).
    const summary = await ingestSource(
      { db, http, logger, now: capturedAt },
      { ...row, isActive: true },
      { dryRun: false, loadingSample: true },
    );
    await markSample(db, feed.source, capturedAt);
    await shiftSourceDates(db, feed.source, capturedAt, now);
    total += summary.inserted;
  }

  const pages = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, "recorded-vacancy-pages.json"), "utf8"),
  ) as RecordedPages;
  const [pagesSource] = await db
    .insert(sources)
    .values({
      name: PAGES_SOURCE,
      type: "scrape",
      baseUrl: "https://unjobs.org/",
      isActive: false,
      metadata: {
        adapter: "recorded-pages",
        note: "Recorded vacancy pages replayed on first start; not fetched live.",
      },
    })
    .onConflictDoNothing({ target: sources.name })
    .returning();
  const pagesRow =
    pagesSource ?? (await db.select().from(sources).where(eq(sources.name, PAGES_SOURCE)))[0]!;
  const capturedAt = new Date(pages.capturedAt);
  const summary = await runIngestion({
    db,
    adapter: createRecordedPagesAdapter(pages.postings),
    source: {
      id: pagesRow.id,
      name: PAGES_SOURCE,
      baseUrl: pagesRow.baseUrl,
      metadata: {},
      organization: null,
    },
    http: createFileBackedHttpClient({ routes: [] }),
    logger,
    now: capturedAt,
    dryRun: false,
  });
  await markSample(db, PAGES_SOURCE, capturedAt);
  await shiftSourceDates(db, PAGES_SOURCE, capturedAt, now);
  total += summary.inserted + summary.linked;
  await expireJobs(db, now);
  return total;
}
