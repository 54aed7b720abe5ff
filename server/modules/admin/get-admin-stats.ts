import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";

/** The spec's admin statistics (get_admin_stats); "this week" is the 7 days before `now`. */
export type AdminStats = {
  total_jobs: number;
  open_jobs: number;
  total_users: number;
  active_searches: number;
  total_saved_jobs: number;
  jobs_this_week: number;
  new_users_this_week: number;
};

export async function getAdminStats(db: Database, now: Date): Promise<AdminStats> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const [row] = await queryRows<Record<keyof AdminStats, number | string>>(
    db,
    sql`select
      (select count(*) from jobs) as total_jobs,
      (select count(*) from jobs where status = 'active' and (expires_at is null or expires_at > ${now.toISOString()}::timestamptz)) as open_jobs,
      (select count(*) from "user") as total_users,
      (select count(*) from saved_searches where is_active) as active_searches,
      (select count(*) from saved_jobs) as total_saved_jobs,
      (select count(*) from jobs where first_seen_at > ${weekAgo}::timestamptz) as jobs_this_week,
      (select count(*) from "user" where created_at > ${weekAgo}::timestamptz) as new_users_this_week`,
  );
  const stats = {} as AdminStats;
  for (const key of Object.keys(row ?? {}) as (keyof AdminStats)[])
    stats[key] = Number(row?.[key] ?? 0);
  return stats;
}
