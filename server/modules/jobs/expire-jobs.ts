import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { executeCount } from "#server/db/query-rows";

/** Marks active jobs whose deadline has passed as expired; returns how many changed. */
export async function expireJobs(db: Database, now: Date): Promise<number> {
  return executeCount(
    db,
    sql`update jobs set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
        where status = 'active' and expires_at is not null and expires_at <= ${now.toISOString()}::timestamptz`,
  );
}
