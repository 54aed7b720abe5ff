import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { executeCount, queryRows } from "#server/db/query-rows";
import { invalidateJobsCache } from "#server/modules/jobs/jobs-cache";

const DAY_MS = 86_400_000;

/** What a sent e-mail's body becomes once the cleanup drops it (the row stays). */
export const REMOVED_BODY_NOTE = "(The body of this e-mail was removed by a database cleanup.)";

/** How old (in days) each kind of row must be before the cleanup removes it. */
export type CleanupOptions = { jobDays: number; runDays: number; emailDays: number };
export const CLEANUP_DEFAULTS: CleanupOptions = { jobDays: 180, runDays: 90, emailDays: 90 };
export const CLEANUP_MIN_DAYS = 7;
export const CLEANUP_MAX_DAYS = 3650;

/** What a cleanup removes (a dry run's count, or what an applied one did). */
export type CleanupCounts = { jobs: number; runs: number; emailBodies: number };

const days = (name: string) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : value),
    z
      .number({ error: `${name} must be a whole number of days` })
      .int(`${name} must be a whole number of days`)
      .min(CLEANUP_MIN_DAYS, `${name} must be from ${CLEANUP_MIN_DAYS} to ${CLEANUP_MAX_DAYS} days`)
      .max(
        CLEANUP_MAX_DAYS,
        `${name} must be from ${CLEANUP_MIN_DAYS} to ${CLEANUP_MAX_DAYS} days`,
      ),
  );

export const cleanupOptionsSchema = z.object({
  jobDays: days("Closed and expired jobs").default(CLEANUP_DEFAULTS.jobDays),
  runDays: days("Ingestion runs").default(CLEANUP_DEFAULTS.runDays),
  emailDays: days("Sent e-mail bodies").default(CLEANUP_DEFAULTS.emailDays),
});

const cutoff = (now: Date, age: number) => new Date(now.getTime() - age * DAY_MS).toISOString();

/**
 * Jobs that are closed or past their deadline, that no crawl has seen and nobody has changed for
 * `jobDays`, and that no user saved (a saved job stays on its saver's list).
 */
function oldJobs(options: CleanupOptions, now: Date): SQL {
  const before = cutoff(now, options.jobDays);
  return sql`(status in ('closed', 'expired') or expires_at < ${now.toISOString()}::timestamptz)
    and last_seen_at < ${before}::timestamptz
    and updated_at < ${before}::timestamptz
    and not exists (select 1 from saved_jobs where saved_jobs.job_id = jobs.id)`;
}

/** Finished ingestion runs (dry or live) started more than `runDays` ago. */
function oldRuns(options: CleanupOptions, now: Date): SQL {
  return sql`status <> 'running' and started_at < ${cutoff(now, options.runDays)}::timestamptz`;
}

/** Delivered e-mails sent more than `emailDays` ago whose body is still stored. */
function oldEmailBodies(options: CleanupOptions, now: Date): SQL {
  return sql`status = 'sent' and sent_at < ${cutoff(now, options.emailDays)}::timestamptz
    and (text <> ${REMOVED_BODY_NOTE} or html is not null)`;
}

/** Counts what a cleanup with these options would remove now; writes nothing. */
export async function countCleanup(
  db: Database,
  options: CleanupOptions,
  now: Date,
): Promise<CleanupCounts> {
  const [row] = await queryRows<Record<keyof CleanupCounts, number | string>>(
    db,
    sql`select
      (select count(*) from jobs where ${oldJobs(options, now)}) as jobs,
      (select count(*) from ingestion_logs where ${oldRuns(options, now)}) as runs,
      (select count(*) from email_outbox where ${oldEmailBodies(options, now)}) as "emailBodies"`,
  );
  return {
    jobs: Number(row?.jobs ?? 0),
    runs: Number(row?.runs ?? 0),
    emailBodies: Number(row?.emailBodies ?? 0),
  };
}

/** The rows each table holds, for an audit entry's before → after. */
export async function countCleanupTables(db: Database): Promise<Record<string, number>> {
  const [row] = await queryRows<Record<string, number | string>>(
    db,
    sql`select
      (select count(*) from jobs) as jobs,
      (select count(*) from ingestion_logs) as "ingestionRuns",
      (select count(*) from email_outbox where text <> ${REMOVED_BODY_NOTE} or html is not null) as "emailBodies"`,
  );
  return Object.fromEntries(Object.entries(row ?? {}).map(([key, value]) => [key, Number(value)]));
}

/**
 * Removes what `countCleanup` counts, one kind at a time, reporting after each: old closed and
 * expired jobs (their listings go with them), old ingestion runs, and the bodies of old sent
 * e-mails (the row, its recipient, subject and status stay).
 */
export async function applyCleanup(
  db: Database,
  options: CleanupOptions,
  now: Date,
  onStep?: (done: number, counts: CleanupCounts) => Promise<void>,
): Promise<CleanupCounts> {
  const counts: CleanupCounts = { jobs: 0, runs: 0, emailBodies: 0 };
  counts.jobs = await executeCount(db, sql`delete from jobs where ${oldJobs(options, now)}`);
  if (counts.jobs > 0) invalidateJobsCache();
  await onStep?.(1, counts);
  counts.runs = await executeCount(
    db,
    sql`delete from ingestion_logs where ${oldRuns(options, now)}`,
  );
  await onStep?.(2, counts);
  counts.emailBodies = await executeCount(
    db,
    sql`update email_outbox set text = ${REMOVED_BODY_NOTE}, html = null
      where ${oldEmailBodies(options, now)}`,
  );
  await onStep?.(3, counts);
  return counts;
}

/** The three steps of an applied cleanup (its progress total). */
export const CLEANUP_STEPS = 3;
