import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { cached } from "./jobs-cache";

/** What the site says while it shows the sample loaded at first start. */
export type SampleNotice = {
  /** The day the newest sample posting was recorded from its employer's site (YYYY-MM-DD). */
  recordedOn: string;
};

/**
 * The notice to show, or null once no open job is from the first-start sample (live jobs replace
 * it: server/ingestion/replace-sample-jobs.ts).
 */
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
