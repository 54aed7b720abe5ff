import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { executeCount } from "#server/db/query-rows";
import { invalidateJobsCache } from "./jobs-cache";

/** Marks active jobs whose deadline has passed as expired; returns how many changed. */
export async function expireJobs(db: Database, now: Date): Promise<number> {
  const expired = await executeCount(
    db,
    sql`update jobs set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
        where status = 'active' and expires_at is not null and expires_at <= ${now.toISOString()}::timestamptz`,
  );
  if (expired > 0) invalidateJobsCache();
  return expired;
}
