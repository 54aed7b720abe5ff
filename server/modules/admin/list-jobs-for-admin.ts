import { desc, ilike, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { escapeLikePattern } from "#server/db/like-pattern";
import { jobs } from "#server/db/schema";

// The admin area's Jobs tab: every job, crawled or made by hand, newest first, in pages, with a
// search over the title, organisation and source.

export const JOB_ADMIN_PAGE_SIZE = 25;

export const jobAdminQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type JobAdminQuery = z.infer<typeof jobAdminQuerySchema>;

/** Newest first; `q` matches part of the title, organisation or source. */
export async function listJobsForAdmin(db: Database, query: JobAdminQuery) {
  const pattern = query.q ? `%${escapeLikePattern(query.q)}%` : null;
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organization: jobs.organization,
      source: jobs.source,
      status: jobs.status,
      closingDate: jobs.closingDate,
      expiresAt: jobs.expiresAt,
      createdAt: jobs.createdAt,
    })
    .from(jobs)
    .where(
      pattern
        ? or(
            ilike(jobs.title, pattern),
            ilike(jobs.organization, pattern),
            ilike(jobs.source, pattern),
          )
        : undefined,
    )
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .limit(JOB_ADMIN_PAGE_SIZE + 1)
    .offset((query.page - 1) * JOB_ADMIN_PAGE_SIZE);
  return {
    items: rows.slice(0, JOB_ADMIN_PAGE_SIZE).map((row) => ({
      id: row.id,
      title: row.title,
      organization: row.organization,
      source: row.source,
      status: row.status,
      deadline: row.closingDate ?? row.expiresAt?.toISOString().slice(0, 10) ?? null,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > JOB_ADMIN_PAGE_SIZE,
  };
}
