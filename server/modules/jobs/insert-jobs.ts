import type { Database } from "#server/db/create-db";
import { jobs, type NewJobRow } from "#server/db/schema";
import { invalidateJobsCache } from "./jobs-cache";

/** Inserts rows in batches inside one transaction; existing (source, external id) pairs are skipped. */
export async function insertJobs(
  db: Database,
  rows: NewJobRow[],
  batchSize = 500,
): Promise<number> {
  let inserted = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      const result = await tx
        .insert(jobs)
        .values(batch)
        .onConflictDoNothing()
        .returning({ id: jobs.id });
      inserted += result.length;
    }
  });
  if (inserted > 0) invalidateJobsCache();
  return inserted;
}
