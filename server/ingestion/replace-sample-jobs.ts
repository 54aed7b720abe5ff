import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { announceJobsWritten } from "#server/db/jobs-written";
import { queryRows } from "#server/db/query-rows";

/** What replacing the sample did: jobs deleted, and saved jobs kept as closed. */
export type SampleReplacement = { removed: number; closed: number };

/**
 * Live jobs replace the sample: once a live crawl has stored jobs, every job of the first-start
 * sample leaves the listing (a mix of recorded and live postings would mislead). A sample job that
 * no user saved is deleted; one that a user saved stays, closed, with its title, employer and
 * links, so it remains on that user's saved jobs marked as ended instead of vanishing. Deleting
 * first and closing what is left means a job saved in between is closed, never left in the sample.
 */
export async function replaceSampleJobs(db: Database): Promise<SampleReplacement> {
  const removed = await queryRows<{ id: string }>(
    db,
    sql`delete from jobs where sample_recorded_at is not null
          and not exists (select 1 from saved_jobs where saved_jobs.job_id = jobs.id)
        returning id`,
  );
  const closed = await queryRows<{ id: string }>(
    db,
    sql`update jobs set status = 'closed', updated_at = now()
        where sample_recorded_at is not null and status <> 'closed'
        returning id`,
  );
  if (removed.length + closed.length > 0) announceJobsWritten();
  return { removed: removed.length, closed: closed.length };
}
