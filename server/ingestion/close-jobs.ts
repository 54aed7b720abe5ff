import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { sqlList } from "#server/db/sql-list";

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
       where source = ${source} and external_id in (${sqlList(externalIds)})`);
    const closed = await queryRows<{ id: string }>(
      tx,
      sql`update jobs j set status = 'closed', updated_at = ${now.toISOString()}::timestamptz
           where j.status <> 'closed'
             and exists (select 1 from job_listings l where l.job_id = j.id and l.source = ${source}
                           and l.external_id in (${sqlList(externalIds)}))
             and (j.source = ${source}
                  or not exists (select 1 from job_listings l where l.job_id = j.id and l.is_listed))
          returning j.id`,
    );
    return closed.length;
  });
}
