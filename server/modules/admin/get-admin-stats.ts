import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";

/** The admin statistics page's figures (jobs, users, saved searches and jobs); "this week" is the 7 days before `now`. */
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

/** Days shown by the daily charts, today included. */
export const CHART_DAYS = 30;
/** Sources drawn apart in the jobs-per-day chart; the rest are summed as "Other". */
export const CHART_TOP_SOURCES = 5;
/** Organisations in the open-jobs chart. */
export const CHART_TOP_ORGANISATIONS = 12;
export const OTHER_SOURCES = "Other";

/** Counts per UTC day (oldest first, `days` long), one series per source or status. */
export type DailySeries = { days: string[]; series: { name: string; values: number[] }[] };

export type AdminCharts = {
  /** Jobs by the day they were first seen, by source (the top few and "Other"). */
  jobsPerDay: DailySeries;
  /** Open jobs per organisation, most first. */
  openJobsByOrganisation: { name: string; count: number }[];
  /** Live ingestion runs by the day they started, by status. */
  runsPerDay: DailySeries;
};

const DAY_MS = 86_400_000;
const RUN_STATUS_ORDER = ["completed", "partial", "failed", "running"];

function chartDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: CHART_DAYS }, (_, index) =>
    new Date(today - (CHART_DAYS - 1 - index) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Rows of (day, key, count) as one series per key over `days`, in `order`. */
function toSeries(
  days: string[],
  rows: { day: string; key: string; count: number | string }[],
  order: string[],
): DailySeries {
  const position = new Map(days.map((day, index) => [day, index]));
  const series = order.map((name) => ({ name, values: days.map(() => 0) }));
  const byName = new Map(series.map((entry) => [entry.name, entry]));
  for (const row of rows) {
    const index = position.get(row.day);
    const entry = byName.get(row.key);
    if (index !== undefined && entry)
      entry.values[index] = (entry.values[index] ?? 0) + Number(row.count);
  }
  return { days, series };
}

/** The statistics page's charts: the last 30 UTC days up to `now`, and open jobs now. */
export async function getAdminCharts(db: Database, now: Date): Promise<AdminCharts> {
  const days = chartDays(now);
  const start = `${days[0]}T00:00:00Z`;
  const end = now.toISOString();
  const jobRows = await queryRows<{ day: string; key: string; count: number | string }>(
    db,
    sql`select to_char(first_seen_at at time zone 'UTC', 'YYYY-MM-DD') as day, source as key,
               count(*) as count
          from jobs
         where first_seen_at >= ${start}::timestamptz and first_seen_at <= ${end}::timestamptz
         group by 1, 2`,
  );
  const totals = new Map<string, number>();
  for (const row of jobRows) totals.set(row.key, (totals.get(row.key) ?? 0) + Number(row.count));
  const ranked = [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  // "Other" only when it would hold two sources or more: a single one is shown by its name.
  const shown =
    ranked.length <= CHART_TOP_SOURCES + 1
      ? ranked.map(([name]) => name)
      : ranked.slice(0, CHART_TOP_SOURCES).map(([name]) => name);
  const shownSet = new Set(shown);
  const hasOther = shown.length < ranked.length;
  const jobsPerDay = toSeries(
    days,
    jobRows.map((row) => ({ ...row, key: shownSet.has(row.key) ? row.key : OTHER_SOURCES })),
    hasOther ? [...shown, OTHER_SOURCES] : shown,
  );

  const organisations = await queryRows<{ name: string; count: number | string }>(
    db,
    sql`select organization as name, count(*) as count from jobs
         where status = 'active' and (expires_at is null or expires_at > ${end}::timestamptz)
         group by organization order by count(*) desc, organization
         limit ${CHART_TOP_ORGANISATIONS}`,
  );

  const runRows = await queryRows<{ day: string; key: string; count: number | string }>(
    db,
    sql`select to_char(started_at at time zone 'UTC', 'YYYY-MM-DD') as day, status as key,
               count(*) as count
          from ingestion_logs
         where not is_dry_run
           and started_at >= ${start}::timestamptz and started_at <= ${end}::timestamptz
         group by 1, 2`,
  );
  const statuses = RUN_STATUS_ORDER.filter((status) => runRows.some((row) => row.key === status));
  return {
    jobsPerDay,
    openJobsByOrganisation: organisations.map((row) => ({
      name: row.name,
      count: Number(row.count),
    })),
    runsPerDay: toSeries(days, runRows, statuses),
  };
}
