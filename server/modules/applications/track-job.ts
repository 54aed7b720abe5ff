import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { applicationStatusChanges, jobs, trackedApplications } from "#server/db/schema";
import { isUuid } from "#server/lib/is-uuid";
import type { ApplicationStatus } from "#domain/application-tracker";

// Starting and stopping the tracking of a job for a signed-in user. Every read and write is scoped
// by the user's id: another user's application id is "not found", never shown or changed.

/**
 * Starts tracking a job for the user with a copy of its title, employer, link and closing date
 * (what the application keeps once the posting is removed; while the job exists, its own current
 * closing date counts, `live-closing.ts`); the id of the application (the existing one when the
 * job is already tracked), or null when the job does not exist.
 */
export async function trackJob(
  db: Database,
  userId: string,
  jobId: string,
): Promise<string | null> {
  if (!isUuid(jobId)) return null;
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organization: jobs.organization,
      link: jobs.link,
      closingDate: jobs.closingDate,
      expiresAt: jobs.expiresAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return null;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(trackedApplications)
      .values({
        userId,
        jobId: job.id,
        title: job.title,
        organization: job.organization,
        link: job.link,
        closingDate: job.closingDate,
        expiresAt: job.expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: trackedApplications.id, status: trackedApplications.status });
    if (inserted[0]) {
      await tx
        .insert(applicationStatusChanges)
        .values({ applicationId: inserted[0].id, status: inserted[0].status });
      return inserted[0].id;
    }
    const [existing] = await tx
      .select({ id: trackedApplications.id })
      .from(trackedApplications)
      .where(and(eq(trackedApplications.userId, userId), eq(trackedApplications.jobId, job.id)));
    return existing?.id ?? null;
  });
}

/** For each of these jobs the user tracks, the application's id and status (keyed by job id). */
export async function trackedJobsAmong(
  db: Database,
  userId: string,
  jobIds: string[],
): Promise<Map<string, { id: string; status: ApplicationStatus }>> {
  const ids = jobIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: trackedApplications.id,
      jobId: trackedApplications.jobId,
      status: trackedApplications.status,
    })
    .from(trackedApplications)
    .where(and(eq(trackedApplications.userId, userId), inArray(trackedApplications.jobId, ids)));
  return new Map(rows.map((row) => [row.jobId!, { id: row.id, status: row.status }]));
}

/** Stops tracking: the application, its history and events are deleted; false when not the user's. */
export async function stopTracking(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<boolean> {
  if (!isUuid(applicationId)) return false;
  const removed = await db
    .delete(trackedApplications)
    .where(and(eq(trackedApplications.id, applicationId), eq(trackedApplications.userId, userId)))
    .returning({ id: trackedApplications.id });
  return removed.length > 0;
}
