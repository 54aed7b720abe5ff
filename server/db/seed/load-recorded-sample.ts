import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { findAdapter } from "#server/ingestion/adapter-registry";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { findSourceByName, ingestSource, toSourceConfig } from "#server/ingestion/ingest-source";
import { runIngestion } from "#server/ingestion/run-ingestion";
import type { AdapterPosting, SourceAdapter } from "#server/ingestion/source-adapter";
import type { Logger } from "#server/lib/logger";
import { markRecordedSample } from "./list-as-recorded";
import { RECORDED_ARCHIVES, type RecordedArchive } from "./recorded-archives";

/**
 * The three kinds of recording first start replays, each through the real ingestion pipeline at the
 * time it was recorded: feeds, vacancy pages, and archives of the employers' platforms. Each loader
 * returns how many jobs it added.
 */

const RECORDINGS = path.join(import.meta.dirname, "recordings");

/**
 * Feeds recorded from the catalog's RSS sources, run through the real rss adapter offline. Only
 * UNICEF's is loaded: it is a filtered copy of UNICEF's own PageUp feed, so each item carries the
 * employer's summary and links to UNICEF's own page. The other recorded feeds are left out of the
 * sample: the World Bank, UNHCR and UNFPA feeds give no text of the employer's (a title, or cinfo's
 * one-sentence template), and the EBRD and IDB feeds reach the employer only through UNjobs. The
 * employers' platform archives below are the sample's body instead.
 */
const RECORDED_FEEDS = [{ source: "UNICEF (cinfo feed)", file: "unicef_jobs.xml" }];

/**
 * The recorded UNjobs pages the sample keeps: employers no platform archive covers, each page with
 * the employer's advert (as UNjobs copied it). UNjobs is an aggregator and its pages do not name
 * the employer's own page, so these few are the only sample jobs whose Apply link goes through it.
 */
const SAMPLE_PAGES = new Set([
  "unjobs-1770708756010", // OCHA, Director, Crisis Response Division
  "unjobs-1771054393949", // Resident Coordinator System, Head of Resident Coordinator Office
  "unjobs-1774644887546", // UN Women, Asociado/a de Comunicación, Tegucigalpa (in Spanish)
  "unjobs-1770744174826", // AfDB, Principal Operations Officer (SEFA)
  "unjobs-1770686608372", // Green Climate Fund, Investment Operations Specialist
  "unjobs-1772284816016", // IFC, Transaction Advisory - PPP, Manager
]);

const PAGES_SOURCE = "UNjobs (recorded vacancy pages)";

/** The recorded feeds, through the real rss adapter and a file-backed fetch. */
export async function loadRecordedFeeds(db: Database, logger: Logger): Promise<number> {
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
    await markRecordedSample(db, feed.source, capturedAt);
    total += summary.inserted;
  }
  return total;
}

/** The recorded vacancy pages the sample keeps, through the same pipeline. */
export async function loadRecordedPages(db: Database, logger: Logger): Promise<number> {
  const pages = JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, "recorded-vacancy-pages.json"), "utf8"),
  ) as RecordedPages;
  const pagesRow = await ensureRecordedSource(db, {
    name: PAGES_SOURCE,
    type: "scrape",
    baseUrl: "https://unjobs.org/",
    metadata: {
      adapter: "recorded-pages",
      note: "Recorded vacancy pages replayed on first start; not fetched live.",
    },
  });
  const capturedAt = new Date(pages.capturedAt);
  const summary = await runIngestion({
    db,
    adapter: createRecordedPagesAdapter(
      pages.postings.filter((posting) => SAMPLE_PAGES.has(posting.externalId)),
    ),
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
    loadingSample: true,
  });
  await markRecordedSample(db, PAGES_SOURCE, capturedAt);
  return summary.inserted + summary.linked;
}

/** The archives of the employers' platforms, one after another (see `loadRecordedArchive`). */
export async function loadRecordedArchives(db: Database, logger: Logger): Promise<number> {
  let total = 0;
  for (const recording of RECORDED_ARCHIVES)
    total += await loadRecordedArchive(db, recording, logger);
  return total;
}

/**
 * Replays one platform archive through its real adapter and the pipeline, at the time it was
 * recorded; a request the archive cannot answer fails the run (see `runIngestion`).
 */
async function loadRecordedArchive(
  db: Database,
  recording: RecordedArchive,
  logger: Logger,
): Promise<number> {
  const found = findAdapter(recording.adapter);
  if (!found) throw new Error(`No adapter named "${recording.adapter}" for ${recording.source}.`);
  const adapter = recording.onlyExternalIds
    ? keepOnly(found, new Set(recording.onlyExternalIds))
    : found;
  const row = await ensureRecordedSource(db, {
    name: recording.source,
    type: adapter.type,
    baseUrl: recording.baseUrl,
    metadata: {
      ...recording.metadata,
      adapter: adapter.name,
      organization: recording.organization,
      note: "Recorded archive of the employer's platform replayed on first start; not fetched live.",
    },
  });
  const http = createReplayHttpClient(
    await readHttpArchive(path.join(RECORDINGS, "platforms", recording.archive)),
  );
  const capturedAt = new Date(recording.capturedAt);
  const summary = await runIngestion({
    db,
    adapter,
    source: toSourceConfig(row),
    http,
    logger,
    now: capturedAt,
    dryRun: false,
    loadingSample: true,
    maxDetails: recording.maxDetails,
    unmatchedRequests: http.unmatched,
  });
  await markRecordedSample(db, recording.source, capturedAt);
  return summary.inserted + summary.linked;
}

/** The adapter, keeping only the named postings (and no error about any other item). */
function keepOnly(adapter: SourceAdapter, ids: Set<string>): SourceAdapter {
  return {
    ...adapter,
    run: async (context) => {
      const result = await adapter.run(context);
      const postings = result.postings.filter((posting) => ids.has(posting.externalId));
      const missing = [...ids].filter(
        (id) => !postings.some((posting) => posting.externalId === id),
      );
      if (missing.length > 0) throw new Error(`the archive holds no posting ${missing.join(", ")}`);
      const errors = result.errors.filter((error) => [...ids].some((id) => error.includes(id)));
      return { ...result, postings, errors };
    },
  };
}

function createRecordedPagesAdapter(postings: AdapterPosting[]): SourceAdapter {
  return {
    name: "recorded-pages",
    type: "scrape",
    description: "Vacancy pages recorded from UNjobs, replayed on first start.",
    metadataSchema: z.object({}),
    run: () =>
      Promise.resolve({ postings, itemsFetched: postings.length, complete: true, errors: [] }),
  };
}

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

/** The sample's own source (inactive: it is replayed at first start, never fetched live). */
async function ensureRecordedSource(
  db: Database,
  values: Pick<typeof sources.$inferInsert, "name" | "type" | "baseUrl" | "metadata">,
) {
  const [created] = await db
    .insert(sources)
    .values({ ...values, isActive: false })
    .onConflictDoNothing({ target: sources.name })
    .returning();
  return created ?? (await db.select().from(sources).where(eq(sources.name, values.name)))[0]!;
}
