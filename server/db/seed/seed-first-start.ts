import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { sources } from "#server/db/schema";
import { deadlineOptionsFor, deadlineScanText, findDeadlineMentions } from "#domain/deadlines";
import { findAdapter } from "#server/ingestion/adapter-registry";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import { createReplayHttpClient, readHttpArchive } from "#server/ingestion/http/http-archive";
import { findSourceByName, ingestSource, toSourceConfig } from "#server/ingestion/ingest-source";
import { runIngestion } from "#server/ingestion/run-ingestion";
import type { AdapterPosting, SourceAdapter } from "#server/ingestion/source-adapter";
import type { Logger } from "#server/lib/logger";
import { seedOrganisations } from "./seed-organisations";
import { seedSourceCatalog } from "./seed-sources";

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

type RecordedArchive = {
  /** The sample's own source, named after the employer and the platform it was recorded from. */
  source: string;
  organization: string;
  adapter: string;
  /** The HTTP archive (HAR 1.2) under `recordings/platforms/`. */
  archive: string;
  baseUrl: string;
  /** The adapter's options the archive was recorded with. */
  metadata: Record<string, unknown>;
  /** When the pages were fetched (the archive's README); where unknown, its newest posting date. */
  capturedAt: string;
  /** Detail pages the archive holds, when fewer than the list names. */
  maxDetails?: number;
  /**
   * Only these postings are loaded, when the archive's list also names items that are no real
   * capture; the run's errors about other items are left out with them.
   */
  onlyExternalIds?: string[];
};

/**
 * Archives of the employers' own career platforms, replayed through the real adapters: they carry
 * the grades, deadlines, duty stations and full descriptions the feeds leave out. Copied from
 * `tests/fixtures/platforms/` (provenance in `recordings/README.md`).
 */
const RECORDED_ARCHIVES: RecordedArchive[] = [
  {
    source: "UNHCR (Workday archive)",
    organization: "UNHCR",
    adapter: "workday",
    archive: "workday/unhcr-external.har",
    baseUrl: "https://unhcr.wd3.myworkdayjobs.com/en-GB/External",
    metadata: {
      host: "unhcr.wd3.myworkdayjobs.com",
      tenant: "unhcr",
      site: "External",
      locale: "en-GB",
    },
    capturedAt: "2026-09-13T11:14:40Z",
  },
  {
    source: "WFP (Workday archive)",
    organization: "WFP",
    adapter: "workday",
    // Six openings, each with its page (four of them trimmed after the header).
    archive: "workday/wfp-job-openings-with-details.har",
    baseUrl: "https://wd3.myworkdaysite.com/recruiting/wfp/job_openings",
    metadata: { host: "wd3.myworkdaysite.com", tenant: "wfp", site: "job_openings" },
    capturedAt: "2026-09-13T11:32:35Z",
  },
  {
    source: "WTO (Workday archive)",
    organization: "WTO",
    adapter: "workday",
    archive: "workday/wto-external.har",
    baseUrl: "https://wto.wd103.myworkdayjobs.com/External",
    metadata: { host: "wto.wd103.myworkdayjobs.com", tenant: "wto", site: "External" },
    capturedAt: "2026-09-13T11:31:57Z",
  },
  {
    source: "PAHO (Workday archive)",
    organization: "Pan American Health Organization",
    adapter: "workday",
    // Twenty openings, each with its page (descriptions trimmed after the header and first duties).
    archive: "workday/paho-pahocareers.har",
    baseUrl: "https://paho.wd5.myworkdayjobs.com/pahocareers",
    metadata: { host: "paho.wd5.myworkdayjobs.com", tenant: "paho", site: "pahocareers" },
    // The capture names its day only.
    capturedAt: "2026-09-13T12:00:00Z",
  },
  {
    source: "Global Fund (Workday archive)",
    organization: "The Global Fund",
    adapter: "workday",
    archive: "workday/globalfund-external.har",
    baseUrl: "https://theglobalfund.wd1.myworkdayjobs.com/External",
    metadata: {
      host: "theglobalfund.wd1.myworkdayjobs.com",
      tenant: "theglobalfund",
      site: "External",
    },
    capturedAt: "2026-09-13T10:54:30Z",
  },
  {
    source: "IMF (Workday archive)",
    organization: "IMF",
    adapter: "workday",
    archive: "workday/imf-imf.har",
    baseUrl: "https://imf.wd5.myworkdayjobs.com/IMF",
    metadata: { host: "imf.wd5.myworkdayjobs.com", tenant: "imf", site: "IMF" },
    capturedAt: "2026-09-13T11:00:41Z",
  },
  {
    source: "UNDP (Oracle Recruiting archive)",
    organization: "UNDP",
    adapter: "oracle-recruiting",
    archive: "oracle-recruiting/undp-cx1.har",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1/jobs",
    metadata: { host: "estm.fa.em2.oraclecloud.com", siteNumber: "CX_1" },
    capturedAt: "2026-09-03T06:29:07Z",
    // The archive holds the page of the newest requisition only.
    maxDetails: 1,
  },
  {
    source: "UNFPA (Oracle Recruiting archive)",
    organization: "UNFPA",
    adapter: "oracle-recruiting",
    archive: "oracle-recruiting/unfpa-cx2003.har",
    baseUrl: "https://estm.fa.em2.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_2003/jobs",
    metadata: { host: "estm.fa.em2.oraclecloud.com", siteNumber: "CX_2003" },
    capturedAt: "2026-05-19T00:00:00Z",
    // The archive holds the list only.
    maxDetails: 0,
  },
  {
    source: "WHO (Taleo archive)",
    organization: "WHO",
    adapter: "taleo",
    archive: "taleo/who-ex.har",
    baseUrl: "https://careers.who.int/careersection/ex/jobsearch.ftl",
    metadata: {
      host: "careers.who.int",
      portal: "101430233",
      section: "ex",
      columns: "who",
      tz: "GMT+02:00",
      tzname: "Europe/Zurich",
    },
    capturedAt: "2026-09-13T13:47:10Z",
  },
  {
    source: "WIPO (Taleo archive)",
    organization: "WIPO",
    adapter: "taleo",
    archive: "taleo/wipo-wp2.har",
    baseUrl: "https://wipo.taleo.net/careersection/wp_2/jobsearch.ftl",
    metadata: {
      host: "wipo.taleo.net",
      portal: "101430233",
      section: "wp_2",
      columns: "wipo",
      tz: "GMT+02:00",
      tzname: "Europe/Zurich",
    },
    capturedAt: "2026-09-13T13:39:07Z",
  },
  {
    source: "ILO (SuccessFactors archive)",
    organization: "ILO",
    adapter: "successfactors",
    archive: "successfactors/ilo-category-rss.har",
    baseUrl: "https://jobs.ilo.org/services/rss/category/?catid=2842101",
    metadata: { host: "jobs.ilo.org", catid: "2842101" },
    capturedAt: "2026-09-13T11:33:24Z",
  },
  {
    source: "UNOPS (Avature archive)",
    organization: "UNOPS",
    adapter: "avature",
    archive: "avature/unops-4383.har",
    baseUrl: "https://careers.unops.org/careersmarketplace/SearchJobs",
    metadata: { host: "careers.unops.org", portal: "careersmarketplace", pageSize: 6 },
    capturedAt: "2026-09-13T11:20:37Z",
  },
  {
    source: "World Bank Group (Cornerstone archive)",
    organization: "World Bank Group",
    adapter: "cornerstone",
    archive: "cornerstone/worldbankgroup.har",
    baseUrl: "https://worldbankgroup.csod.com/ux/ats/careersite/1/home?c=worldbankgroup",
    metadata: { host: "worldbankgroup.csod.com", pageSize: 6, organization: "World Bank Group" },
    // Fetched from 15:48 to 16:40 UTC (each requisition's provenance); the last one.
    capturedAt: "2026-09-13T16:40:08Z",
    maxDetails: 8,
    // The eight requisitions whose real pages the archive holds; its career-site page and search
    // answers are documented shapes whose other items (a made-up sentence, a list entry only, an
    // item broken on purpose) are not sample material.
    onlyExternalIds: ["38308", "38257", "38251", "38196", "38189", "38187", "38076", "37705"],
  },
  {
    source: "IMO (recruitment API archive)",
    organization: "IMO",
    adapter: "imo-recruit",
    archive: "imo-recruit/current-vacancies-20260915.har",
    baseUrl: "https://recruit.imo.org/api/CurrentJobVacancies",
    metadata: {},
    // Saved on 2026-09-15; the provenance names the day only.
    capturedAt: "2026-09-15T12:00:00Z",
  },
  {
    source: "IOM (Oracle Recruiting archive)",
    organization: "IOM",
    adapter: "oracle-recruiting",
    archive: "oracle-recruiting/iom-cx1001.har",
    baseUrl:
      "https://fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com/hcmUI/CandidateExperience/en/sites/CX_1001/jobs",
    metadata: { host: "fa-evlj-saasfaprod1.fa.ocs.oraclecloud.com", siteNumber: "CX_1001" },
    capturedAt: "2026-09-13T12:00:00Z",
  },
  {
    source: "ADB (Taleo archive)",
    organization: "Asian Development Bank",
    adapter: "taleo",
    archive: "taleo/adb-1.har",
    baseUrl: "https://adb.taleo.net/careersection/1/jobsearch.ftl",
    metadata: {
      host: "adb.taleo.net",
      portal: "8115010145",
      section: "1",
      columns: { title: 0, deadline: 2 },
      tz: "GMT+08:00",
      tzname: "Asia/Manila",
    },
    capturedAt: "2026-09-13T13:42:46Z",
  },
  {
    source: "FAO (Taleo archive)",
    organization: "FAO",
    adapter: "taleo",
    archive: "taleo/fao-external.har",
    baseUrl: "https://jobs.fao.org/careersection/fao_external/jobsearch.ftl",
    metadata: {
      host: "jobs.fao.org",
      portal: "8105120163",
      section: "fao_external",
      columns: { title: 0, contractType: 3, location: 4, postedAt: 5, deadline: 6 },
      tz: "GMT+02:00",
      tzname: "Europe/Rome",
    },
    capturedAt: "2026-09-13T10:57:26Z",
  },
];

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
 * Deadline labels that name the last day to apply, in the languages the recordings use; "end date"
 * and "expiry" are left out, as adverts use them for the contract's end.
 */
const APPLICATION_DEADLINE_LABEL =
  /deadline|clos|apply|applica|posting\s+end|date\s+limite|cl[oô]ture|fecha/i;

/**
 * The days the employer's text states as its application deadline, in the order it states them,
 * read by the deadline parser with the employer's conventions.
 */
export function statedDeadlineDays(
  descriptionText: string,
  organization: string,
  countryCode: string | null,
): string[] {
  const mentions = findDeadlineMentions(
    deadlineScanText(descriptionText),
    deadlineOptionsFor(organization, countryCode),
  );
  return mentions
    .filter(
      (mention) => mention.outcome === "date" && APPLICATION_DEADLINE_LABEL.test(mention.label),
    )
    .map((mention) => mention.deadline!.localDate);
}

/**
 * A sample job keeps every date its recording gives (posted, first and last seen, the closing date
 * the posting states) and is listed as a recording, not as an open job: it has no deadline moment
 * (`expires_at`), so no expiry pass takes it off the listing while it is the sample, and its page
 * says when it was recorded and on which day it closed. Every date is then in the past, as it was.
 *
 * Where the employer's text states a deadline and the platform's own field gives another day (a
 * WFP advert says "DEADLINE FOR APPLICATIONS 14 March 2026" while Workday lists the posting until
 * 14 December), or gives none, the sample shows the day the text states: a page must not contradict
 * the advert it shows.
 */
async function listAsRecorded(db: Database, source: string) {
  await db.execute(sql`
    update jobs set expires_at = null, status = 'active'
    where source = ${source} and sample_recorded_at is not null`);
  const rows = await queryRows<{
    id: string;
    organization: string;
    country_code: string | null;
    description_text: string;
    closing_date: string | null;
  }>(
    db,
    sql`select id, organization, country_code, description_text,
          to_char(closing_date, 'YYYY-MM-DD') as closing_date
        from jobs where source = ${source} and sample_recorded_at is not null`,
  );
  for (const row of rows) {
    const stated = statedDeadlineDays(row.description_text, row.organization, row.country_code);
    if (stated.length === 0 || (row.closing_date && stated.includes(row.closing_date))) continue;
    await db.execute(sql`update jobs set closing_date = ${stated[0]}::date where id = ${row.id}`);
  }
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
  await markSample(db, recording.source, capturedAt);
  await listAsRecorded(db, recording.source);
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

/**
 * A new install shows real jobs offline: the organisation registry and the source catalog are
 * seeded, the recorded feeds run through the real adapters (a file-backed fetch), the recorded
 * vacancy pages through the same pipeline, and the archives of the employers' platforms through
 * their real adapters (a replayed fetch). Each is run at the time it was recorded and keeps its
 * own dates; the jobs are listed as the recorded sample, every one closed (see `listAsRecorded`).
 * Only into a database that has no job yet.
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
    await listAsRecorded(db, feed.source);
    total += summary.inserted;
  }

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
  await markSample(db, PAGES_SOURCE, capturedAt);
  await listAsRecorded(db, PAGES_SOURCE);
  total += summary.inserted + summary.linked;

  for (const recording of RECORDED_ARCHIVES)
    total += await loadRecordedArchive(db, recording, logger);
  // Recordings are dated before today; a clock set earlier would show them as posted in the future.
  const [future] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from jobs
        where posted_date > ${now.toISOString()}::timestamptz or first_seen_at > ${now.toISOString()}::timestamptz`,
  );
  if (Number(future?.count ?? 0) > 0)
    logger.warn("sample postings are dated after the clock", { count: future?.count });
  return total;
}
