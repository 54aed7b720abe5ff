import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { cached, invalidateJobsCache } from "./jobs-cache";

/** What the site says while it shows the sample loaded at first start. */
export type SampleNotice = {
  /** The day the newest sample posting was recorded from its employer's site (YYYY-MM-DD). */
  recordedOn: string;
};

/** The notice to show, or null once no open job is from the first-start sample. */
export function getSampleNotice(db: Database): Promise<SampleNotice | null> {
  return cached(db, "sample-notice", "", async () => {
    const [row] = await queryRows<{ recorded: string | null }>(
      db,
      sql`select to_char(max(sample_recorded_at) at time zone 'UTC', 'YYYY-MM-DD') as recorded
            from jobs where sample_recorded_at is not null and status = 'active'`,
    );
    return row?.recorded ? { recordedOn: row.recorded } : null;
  });
}

/**
 * Live jobs replace the sample: once a live crawl has stored jobs, every job of the first-start
 * sample is deleted (a mix of recorded and live postings would mislead). Returns how many went.
 */
export async function removeSampleJobs(db: Database): Promise<number> {
  const removed = await queryRows<{ id: string }>(
    db,
    sql`delete from jobs where sample_recorded_at is not null returning id`,
  );
  if (removed.length > 0) invalidateJobsCache();
  return removed.length;
}
