import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { jobs, savedJobs } from "#server/db/schema";
import { isUuid } from "#server/lib/is-uuid";
import type { SavedJobItem } from "./account-api-schemas";

export type { SavedJobItem } from "./account-api-schemas";

export function isJobId(value: unknown): value is string {
  return isUuid(value);
}

/** Saves a job for the user; false when the job does not exist. Saving twice is a no-op. */
export async function saveJob(db: Database, userId: string, jobId: string): Promise<boolean> {
  if (!isJobId(jobId)) return false;
  const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return false;
  await db.insert(savedJobs).values({ userId, jobId }).onConflictDoNothing();
  return true;
}

/** Removes the user's save; false when this user had not saved it. */
export async function unsaveJob(db: Database, userId: string, jobId: string): Promise<boolean> {
  if (!isJobId(jobId)) return false;
  const removed = await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.jobId, jobId)))
    .returning({ jobId: savedJobs.jobId });
  return removed.length > 0;
}

/** Which of these jobs the user saved (for the stars of a listing). */
export async function savedJobIdsAmong(
  db: Database,
  userId: string,
  jobIds: string[],
): Promise<string[]> {
  const ids = jobIds.filter(isJobId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, ids)));
  return rows.map((row) => row.jobId);
}

export async function listSavedJobs(db: Database, userId: string): Promise<SavedJobItem[]> {
  const rows = await db
    .select({
      jobId: savedJobs.jobId,
      savedAt: savedJobs.createdAt,
      title: jobs.title,
      organization: jobs.organization,
      location: jobs.location,
      gradeCode: jobs.gradeCode,
      expiresAt: jobs.expiresAt,
      status: jobs.status,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.createdAt));
  return rows.map((row) => ({
    ...row,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    savedAt: row.savedAt.toISOString(),
  }));
}
