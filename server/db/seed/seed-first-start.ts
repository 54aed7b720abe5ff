import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import type { Logger } from "#server/lib/logger";
import { loadRecordedArchives, loadRecordedFeeds, loadRecordedPages } from "./load-recorded-sample";
import { seedOrganisations } from "./seed-organisations";
import { seedSourceCatalog } from "./seed-sources";

/**
 * A new install shows real jobs offline: the organisation registry and the source catalog are
 * seeded, the recorded feeds run through the real adapters (a file-backed fetch), the recorded
 * vacancy pages through the same pipeline, and the archives of the employers' platforms through
 * their real adapters (a replayed fetch). Each is run at the time it was recorded and keeps its
 * own dates; the jobs are listed as the recorded sample, every one closed (see `listAsRecorded`).
 * Only into a database that has no job yet. Returns how many jobs were added.
 */
export async function seedFirstStartIfEmpty(
  db: Database,
  now: Date,
  logger: Logger,
): Promise<number> {
  await seedOrganisations(db);
  await seedSourceCatalog(db);
  if (await holdsAnyJob(db)) return 0;

  let total = 0;
  total += await loadRecordedFeeds(db, logger);
  total += await loadRecordedPages(db, logger);
  total += await loadRecordedArchives(db, logger);
  await warnOfFutureDates(db, now, logger);
  return total;
}

async function holdsAnyJob(db: Database): Promise<boolean> {
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from jobs limit 1) as any_job`,
  );
  return Number(existing?.count ?? 0) > 0;
}

/** Recordings are dated before today; a clock set earlier would show them as posted in the future. */
async function warnOfFutureDates(db: Database, now: Date, logger: Logger): Promise<void> {
  const [future] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from jobs
        where posted_date > ${now.toISOString()}::timestamptz or first_seen_at > ${now.toISOString()}::timestamptz`,
  );
  if (Number(future?.count ?? 0) > 0)
    logger.warn("sample postings are dated after the clock", { count: future?.count });
}
