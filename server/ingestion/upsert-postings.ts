import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { jobListings, jobs, type JobLink } from "#server/db/schema";
import { sqlList } from "#server/db/sql-list";
import { UPDATE_FROM_EXCLUDED } from "./changed-job-columns";
import { findKnown, findSameVacancyCandidates, pickSameVacancy } from "./match-postings";
import type { PreparedPosting } from "./prepare-postings";

export type UpsertCounts = { inserted: number; updated: number; unchanged: number; linked: number };
export type SourceRef = { id: string | null; name: string };

const BATCH_SIZE = 500;

function linksOf(source: string, posting: PreparedPosting): JobLink[] {
  const urls = [posting.link, ...posting.alternateLinks.filter((url) => url !== posting.link)];
  return urls.map((url) => ({ source, url }));
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
         where source = ${source.name} and external_id in (${sqlList(unchanged)}) returning job_id)
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
