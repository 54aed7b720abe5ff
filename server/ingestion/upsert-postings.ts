import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { ADMIN_EDITABLE_COLUMNS, jobListings, jobs, type JobLink } from "#server/db/schema";
import { queryRows } from "#server/db/query-rows";
import type { PreparedPosting } from "./prepare-postings";

export type UpsertCounts = { inserted: number; updated: number; unchanged: number; linked: number };
export type SourceRef = { id: string | null; name: string };

const BATCH_SIZE = 500;

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

function linksOf(source: string, posting: PreparedPosting): JobLink[] {
  const urls = [posting.link, ...posting.alternateLinks.filter((url) => url !== posting.link)];
  return urls.map((url) => ({ source, url }));
}

const excluded = (column: string) => sql.raw(`excluded.${column}`);
// A run that skipped a detail fetch brings no description: keep the stored one.
const keepStoredWhenEmpty = (column: string) =>
  sql.raw(`case when excluded.description = '' then jobs.${column} else excluded.${column} end`);

/** What a changed job takes from the new posting; first seen, links and id stay. */
const FROM_EXCLUDED = {
  title: excluded("title"),
  organization: excluded("organization"),
  organizationSlug: excluded("organization_slug"),
  location: excluded("location"),
  city: excluded("city"),
  country: excluded("country"),
  countryCode: excluded("country_code"),
  region: excluded("region"),
  isRemote: excluded("is_remote"),
  isMultiLocation: excluded("is_multi_location"),
  description: keepStoredWhenEmpty("description"),
  descriptionText: keepStoredWhenEmpty("description_text"),
  summaryExcerpt: keepStoredWhenEmpty("summary_excerpt"),
  link: excluded("link"),
  professionalField: excluded("professional_field"),
  level: excluded("level"),
  gradeCode: excluded("grade_code"),
  gradeSource: excluded("grade_source"),
  gradeConfidence: excluded("grade_confidence"),
  contractType: excluded("contract_type"),
  nationalsOnly: excluded("nationals_only"),
  // Read from the description: kept with it when a run brings none.
  languagesRequired: keepStoredWhenEmpty("languages_required"),
  languagesAsset: keepStoredWhenEmpty("languages_asset"),
  languageOther: keepStoredWhenEmpty("language_other"),
  postingLanguage: keepStoredWhenEmpty("posting_language"),
  expiresAt: excluded("expires_at"),
  closingDate: excluded("closing_date"),
  closingDateBasis: excluded("closing_date_basis"),
  postedDate: excluded("posted_date"),
  // An admin-set deadline decides the status (a closed job listed again reopens, as below).
  status: sql.raw(
    `case when 'deadline' = any(jobs.admin_edited_fields) then (case when jobs.expires_at is not null and jobs.expires_at <= excluded.last_seen_at then 'expired' else 'active' end) else excluded.status end`,
  ),
  contentHash: excluded("content_hash"),
  dedupeKey: excluded("dedupe_key"),
  lastSeenAt: excluded("last_seen_at"),
  updatedAt: excluded("last_seen_at"),
};

/** The column a field an admin edited decides keeps the admin's value (admin edits win). */
function keepAdminEdits(set: Record<string, SQL>): Record<string, SQL> {
  const columnOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const fieldOf = new Map<string, string>(
    Object.entries(ADMIN_EDITABLE_COLUMNS).flatMap(([field, columns]) =>
      columns.map((column): [string, string] => [column, field]),
    ),
  );
  return Object.fromEntries(
    Object.entries(set).map(([key, value]) => {
      const column = columnOf(key);
      const field = fieldOf.get(column);
      return [
        key,
        field
          ? sql`case when ${sql.raw(`'${field}'`)} = any(jobs.admin_edited_fields) then ${sql.raw(`jobs.${column}`)} else ${value} end`
          : value,
      ];
    }),
  );
}

const UPDATE_FROM_EXCLUDED = keepAdminEdits(FROM_EXCLUDED);

type Known = { jobId: string; hash: string | null; isPrimary: boolean; isClosed: boolean };

async function findKnown(
  tx: Database,
  source: string,
  externalIds: string[],
): Promise<Map<string, Known>> {
  const rows = await queryRows<{
    job_id: string;
    external_id: string;
    content_hash: string | null;
    is_primary: boolean;
    is_closed: boolean;
  }>(
    tx,
    sql`select l.job_id, l.external_id, l.content_hash, (j.source = l.source) as is_primary,
               (j.status = 'closed') as is_closed
          from job_listings l join jobs j on j.id = l.job_id
         where l.source = ${source} and l.external_id in (${list(externalIds)})
        union all
        select j.id, j.external_id, null, true, (j.status = 'closed') from jobs j
         where j.source = ${source} and j.external_id in (${list(externalIds)})
           and not exists (select 1 from job_listings l where l.job_id = j.id and l.source = j.source)`,
  );
  return new Map(
    rows.map((row) => [
      row.external_id,
      {
        jobId: row.job_id,
        hash: row.content_hash,
        isPrimary: row.is_primary,
        isClosed: row.is_closed,
      },
    ]),
  );
}

type SameVacancyCandidate = {
  id: string;
  city: string | null;
  gradeCode: string | null;
  /** Whether this source already lists another posting as this job. */
  listedBySource: boolean;
};

/**
 * The open jobs of other sources that may be the same vacancy as a fresh posting, by dedupe key
 * (organisation, title, country and closing date), oldest first.
 */
async function findSameVacancyCandidates(
  tx: Database,
  source: string,
  keys: string[],
  loadingSample: boolean,
): Promise<Map<string, SameVacancyCandidate[]>> {
  const candidates = new Map<string, SameVacancyCandidate[]>();
  if (keys.length === 0) return candidates;
  // A live posting never joins a first-start sample job: the sample leaves the listing as soon as
  // live jobs arrive (deleted, or closed where a user saved it), and the live listing would go with it.
  const rows = await queryRows<{
    id: string;
    dedupe_key: string;
    city: string | null;
    grade_code: string | null;
    listed_by_source: boolean;
  }>(
    tx,
    sql`select j.id, j.dedupe_key, j.city, j.grade_code,
               exists (select 1 from job_listings l
                        where l.job_id = j.id and l.source = ${source} and l.is_listed) as listed_by_source
          from jobs j
         where j.dedupe_key in (${list(keys)}) and j.source <> ${source} and j.status <> 'closed'
           ${loadingSample ? sql`` : sql`and j.sample_recorded_at is null`}
         order by j.first_seen_at, j.id`,
  );
  for (const row of rows) {
    const found = candidates.get(row.dedupe_key) ?? [];
    found.push({
      id: row.id,
      city: row.city,
      gradeCode: row.grade_code,
      listedBySource: row.listed_by_source,
    });
    candidates.set(row.dedupe_key, found);
  }
  return candidates;
}

function differ(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() !== b.trim().toLowerCase());
}

/**
 * The job a fresh posting of another source joins, if any. Organisation, title, country and
 * closing date are not always enough: generic titles ("Consultant", "Driver") repeat, so a job
 * whose duty station or grade is known on both sides and differs is another vacancy, and a job this
 * source already lists under another posting is another vacancy too (one source lists a vacancy
 * once). A posting that joins a job marks it as listed by this source for the rest of the batch.
 */
function pickSameVacancy(
  posting: PreparedPosting,
  candidates: Map<string, SameVacancyCandidate[]>,
): string | undefined {
  if (!posting.dedupeKey) return undefined;
  const match = candidates
    .get(posting.dedupeKey)
    ?.find(
      (candidate) =>
        !candidate.listedBySource &&
        !differ(candidate.city, posting.row.city) &&
        !differ(candidate.gradeCode, posting.row.gradeCode),
    );
  if (match) match.listedBySource = true;
  return match?.id;
}

/** One multi-row upsert of the listings a batch touched. */
async function saveListings(
  tx: Database,
  source: SourceRef,
  listings: { jobId: string; posting: PreparedPosting }[],
  now: Date,
) {
  if (listings.length === 0) return;
  await tx
    .insert(jobListings)
    .values(
      listings.map(({ jobId, posting }) => ({
        jobId,
        sourceId: source.id,
        source: source.name,
        externalId: posting.externalId,
        link: posting.link,
        contentHash: posting.contentHash,
        firstSeenAt: now,
        lastSeenAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [jobListings.source, jobListings.externalId],
      set: {
        jobId: sql`excluded.job_id`,
        link: sql`excluded.link`,
        contentHash: sql`excluded.content_hash`,
        isListed: true,
        lastSeenAt: sql`excluded.last_seen_at`,
      },
    });
}

async function upsertBatch(
  tx: Database,
  source: SourceRef,
  batch: PreparedPosting[],
  now: Date,
  counts: UpsertCounts,
  loadingSample: boolean,
) {
  const known = await findKnown(
    tx,
    source.name,
    batch.map((posting) => posting.externalId),
  );
  const fresh = batch.filter((posting) => !known.has(posting.externalId));
  const sameVacancy = await findSameVacancyCandidates(
    tx,
    source.name,
    fresh.flatMap((posting) => (posting.dedupeKey ? [posting.dedupeKey] : [])),
    loadingSample,
  );

  const unchanged: string[] = [];
  const listings: { jobId: string; posting: PreparedPosting }[] = [];
  const toUpsert: PreparedPosting[] = [];
  for (const posting of batch) {
    const found = known.get(posting.externalId);
    // A closed job listed again reopens: it takes the posting's status as a changed one would.
    if (found && found.hash === posting.contentHash && !found.isClosed) {
      unchanged.push(posting.externalId);
      continue;
    }
    if (found) {
      if (found.isPrimary) {
        toUpsert.push(posting);
        continue;
      }
      await tx
        .update(jobs)
        .set({
          lastSeenAt: now,
          ...(found.isClosed ? { status: posting.row.status, updatedAt: now } : {}),
        })
        .where(sql`${jobs.id} = ${found.jobId}`);
      listings.push({ jobId: found.jobId, posting });
      counts.updated++;
      continue;
    }
    const existingJob = pickSameVacancy(posting, sameVacancy);
    if (existingJob) {
      // The same vacancy from another source: one job that keeps every link.
      await tx.execute(sql`
        update jobs set last_seen_at = ${now.toISOString()}::timestamptz,
          links = jobs.links || (select coalesce(jsonb_agg(e.value), '[]'::jsonb)
                                   from jsonb_array_elements(${JSON.stringify(linksOf(source.name, posting))}::jsonb) as e(value)
                                  where not jobs.links @> jsonb_build_array(e.value))
        where id = ${existingJob}`);
      listings.push({ jobId: existingJob, posting });
      counts.linked++;
      continue;
    }
    toUpsert.push(posting);
  }

  if (toUpsert.length > 0) {
    // New jobs and changed jobs of this source in one statement; `xmax = 0` marks an insert.
    const written = await tx
      .insert(jobs)
      .values(
        toUpsert.map((posting) => ({
          ...posting.row,
          source: source.name,
          sourceId: source.id,
          externalId: posting.externalId,
          links: linksOf(source.name, posting),
          contentHash: posting.contentHash,
          dedupeKey: posting.dedupeKey,
          firstSeenAt: now,
          lastSeenAt: now,
        })),
      )
      .onConflictDoUpdate({ target: [jobs.source, jobs.externalId], set: UPDATE_FROM_EXCLUDED })
      .returning({ id: jobs.id, externalId: jobs.externalId, isInsert: sql<boolean>`(xmax = 0)` });
    const ids = new Map(written.map((row) => [row.externalId, row.id]));
    for (const posting of toUpsert) listings.push({ jobId: ids.get(posting.externalId)!, posting });
    const inserts = written.filter((row) => row.isInsert).length;
    counts.inserted += inserts;
    counts.updated += written.length - inserts;
  }
  await saveListings(tx, source, listings, now);

  if (unchanged.length > 0) {
    await tx.execute(sql`
      with seen as (
        update job_listings set last_seen_at = ${now.toISOString()}::timestamptz, is_listed = true
         where source = ${source.name} and external_id in (${list(unchanged)}) returning job_id)
      update jobs set last_seen_at = ${now.toISOString()}::timestamptz where id in (select job_id from seen)`);
    counts.unchanged += unchanged.length;
  }
}

/**
 * Stores prepared postings of one source in transactions of 500: new ones inserted, changed ones
 * updated (their content hash differs), unchanged ones only marked as seen, and a vacancy already
 * known from another source linked to that job instead of duplicated. While first start loads the
 * recorded sample (`loadingSample`), sample postings may join sample jobs; a live posting never does.
 */
export async function upsertPostings(
  db: Database,
  source: SourceRef,
  postings: PreparedPosting[],
  now: Date,
  {
    loadingSample = false,
    onBatch,
  }: {
    loadingSample?: boolean;
    /** Called after each stored batch with how many postings are stored so far. */
    onBatch?: (stored: number) => void;
  } = {},
): Promise<UpsertCounts> {
  const counts: UpsertCounts = { inserted: 0, updated: 0, unchanged: 0, linked: 0 };
  for (let start = 0; start < postings.length; start += BATCH_SIZE) {
    const batch = postings.slice(start, start + BATCH_SIZE);
    await db.transaction((tx) =>
      upsertBatch(tx as unknown as Database, source, batch, now, counts, loadingSample),
    );
    onBatch?.(start + batch.length);
  }
  return counts;
}

/**
 * After a complete crawl: a listing that neither this crawl nor the previous complete crawl of the
 * source showed is unlisted, and an active job none of whose listings is shown any more becomes
 * closed. One missed crawl is not enough (a platform can drop a posting from one page load), so the
 * first complete crawl of a source closes nothing. Returns how many jobs closed.
 */
export async function closeUnlistedJobs(
  db: Database,
  source: { id: string | null; name: string },
  currentLogId: string | null,
  now: Date,
): Promise<number> {
  if (!source.id) return 0;
  const [previous] = await queryRows<{ started_at: string | Date }>(
    db,
    sql`select started_at from ingestion_logs
         where source_id = ${source.id} and complete and status <> 'failed'
           and started_at < ${now.toISOString()}::timestamptz
           ${currentLogId ? sql`and id <> ${currentLogId}` : sql``}
         order by started_at desc limit 1`,
  );
  if (!previous) return 0;
  const previousStart = new Date(previous.started_at).toISOString();
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      update job_listings set is_listed = false
       where source = ${source.name} and is_listed and last_seen_at < ${previousStart}::timestamptz`);
    return closeJobsWithoutListing(tx, source.name, now);
  });
}

async function closeJobsWithoutListing(tx: Database, source: string, now: Date) {
  const closed = await queryRows<{ id: string }>(
    tx,
    sql`update jobs j set status = 'closed', updated_at = ${now.toISOString()}::timestamptz
         where j.status = 'active'
           and exists (select 1 from job_listings l where l.job_id = j.id and l.source = ${source} and not l.is_listed)
           and not exists (select 1 from job_listings l where l.job_id = j.id and l.is_listed)
        returning j.id`,
  );
  return closed.length;
}

/**
 * Postings whose own page proved them gone (404/410, or "no longer open"): their listings are
 * unlisted at once, and their job closes when this source is the job's own (primary) source or no
 * other source lists it any more. Returns how many jobs closed.
 */
export async function closeGoneJobs(
  db: Database,
  source: string,
  externalIds: string[],
  now: Date,
): Promise<number> {
  if (externalIds.length === 0) return 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      update job_listings set is_listed = false
       where source = ${source} and external_id in (${list(externalIds)})`);
    const closed = await queryRows<{ id: string }>(
      tx,
      sql`update jobs j set status = 'closed', updated_at = ${now.toISOString()}::timestamptz
           where j.status <> 'closed'
             and exists (select 1 from job_listings l where l.job_id = j.id and l.source = ${source}
                           and l.external_id in (${list(externalIds)}))
             and (j.source = ${source}
                  or not exists (select 1 from job_listings l where l.job_id = j.id and l.is_listed))
          returning j.id`,
    );
    return closed.length;
  });
}
