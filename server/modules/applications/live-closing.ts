import { sql } from "drizzle-orm";
import { jobs, trackedApplications } from "#server/db/schema";

// When a tracked posting closes. Tracking copies the job's closing date and exact closing time,
// so the application keeps them once the posting is removed; while the job is still in the
// database, its own current dates count instead, so an employer's extension (or an earlier
// close) reaches the tracker, the dashboard, the calendar feed and the reminders. A job that
// no longer says when it closes leaves the copy in place. Every query that reads these columns
// joins `jobs` on the application's job: `.leftJoin(jobs, eq(jobs.id, trackedApplications.jobId))`.

const JOB_SAYS_WHEN = sql`(${jobs.closingDate} is not null or ${jobs.expiresAt} is not null)`;

/** The application's closing day and closing moment: the live job's when it has them, else the copy's. */
export const liveClosingColumns = {
  closingDate: sql<string | null>`case when ${JOB_SAYS_WHEN} then ${jobs.closingDate}
    else ${trackedApplications.closingDate} end`.mapWith(trackedApplications.closingDate),
  expiresAt: sql<Date | null>`case when ${JOB_SAYS_WHEN} then ${jobs.expiresAt}
    else ${trackedApplications.expiresAt} end`.mapWith(trackedApplications.expiresAt),
};

/**
 * The same, as one moment in raw SQL over `tracked_applications t left join jobs j on j.id =
 * t.job_id`: the exact closing time when known, else the end of the closing day in UTC (as
 * `closingMoment`).
 */
export const LIVE_CLOSES_AT_SQL = sql.raw(
  `case when j.closing_date is not null or j.expires_at is not null
     then coalesce(j.expires_at, (j.closing_date + time '23:59:59') at time zone 'UTC')
     else coalesce(t.expires_at, (t.closing_date + time '23:59:59') at time zone 'UTC') end`,
);

/** The moment a posting closes: its exact time when known, else the end of its closing day (UTC). */
export function closingMoment(closingDate: string | null, expiresAt: Date | null): Date | null {
  if (expiresAt) return expiresAt;
  if (closingDate) return new Date(`${closingDate}T23:59:59Z`);
  return null;
}
