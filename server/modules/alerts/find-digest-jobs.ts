import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import {
  emailOutbox,
  jobs as jobsTable,
  type savedSearches,
  type DigestSearchJobs,
} from "#server/db/schema";
import { searchParamsOf } from "#server/modules/accounts/saved-searches";
import { buildJobFilters } from "#server/modules/jobs/job-filters";
import { InvalidQueryError, parseJobQuery } from "#server/modules/jobs/job-query";
import { searchCondition } from "#server/modules/jobs/search-condition";
import type { DigestJob } from "./digest-email";

/** At most this many jobs per saved search in one digest (the link shows the rest). */
export const JOBS_PER_SEARCH = 20;

type SearchRow = typeof savedSearches.$inferSelect;

/** The jobs first seen since a saved search last alerted (up to `JOBS_PER_SEARCH`), newest first. */
export async function newJobsFor(db: Database, search: SearchRow, now: Date): Promise<DigestJob[]> {
  let query;
  try {
    query = parseJobQuery(searchParamsOf(search));
  } catch (error) {
    if (error instanceof InvalidQueryError) return []; // a filter value that no longer exists
    throw error;
  }
  const since = search.lastAlertedAt ?? search.createdAt;
  const where = buildJobFilters(query, {
    // The search box read as the listing reads it (organisations, grades, places, spellings).
    search: searchCondition(query),
  });
  const rows = await queryRows<{
    id: string;
    title: string;
    organization: string;
    location: string;
    grade_code: string | null;
    expires_at: string | Date | null;
  }>(
    db,
    sql`select j.id, j.title, j.organization, j.location, j.grade_code, j.expires_at
        from jobs j
        where ${where} and j.first_seen_at > ${since.toISOString()} and j.first_seen_at <= ${now.toISOString()}
        order by j.first_seen_at desc, j.id
        limit ${JOBS_PER_SEARCH}`,
  );
  return rows.map(toDigestJob);
}

export type UndeliveredDigest = { id: string; dedupeKey: string; searches: DigestSearchJobs[] };

/**
 * Alert digests that never reached the user (pending, failing or given up) and that no later
 * digest has taken over yet, by user. Today's own digest is among them while it is being retried.
 */
export async function undeliveredDigests(
  db: Database,
  today: string,
): Promise<Map<string, UndeliveredDigest[]>> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      dedupeKey: emailOutbox.dedupeKey,
      digestJobs: emailOutbox.digestJobs,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "alert-digest"),
        inArray(emailOutbox.status, ["pending", "failed"]),
        isNull(emailOutbox.supersededBy),
        isNotNull(emailOutbox.digestJobs),
      ),
    );
  const byUser = new Map<string, UndeliveredDigest[]>();
  for (const row of rows) {
    // `digest:<user>:<UTC day>`
    const key = row.dedupeKey ?? "";
    const userId = key.slice("digest:".length, key.lastIndexOf(":"));
    if (!key.startsWith("digest:") || !userId || key.endsWith(`:${today}`)) continue;
    const list = byUser.get(userId) ?? [];
    list.push({ id: row.id, dedupeKey: key, searches: row.digestJobs ?? [] });
    byUser.set(userId, list);
  }
  return byUser;
}

/** The still-open jobs among these ids, for carrying into a later digest. */
export async function jobsByIds(db: Database, ids: string[]): Promise<Map<string, DigestJob>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, DigestJob>();
  // In slices, to stay far below PostgreSQL's limit on bound parameters after a long outage.
  for (let start = 0; start < unique.length; start += 5000) {
    const rows = await db
      .select({
        id: jobsTable.id,
        title: jobsTable.title,
        organization: jobsTable.organization,
        location: jobsTable.location,
        grade_code: jobsTable.gradeCode,
        expires_at: jobsTable.expiresAt,
      })
      .from(jobsTable)
      .where(
        and(
          inArray(jobsTable.id, unique.slice(start, start + 5000)),
          eq(jobsTable.status, "active"),
        ),
      );
    for (const row of rows) found.set(row.id, toDigestJob(row));
  }
  return found;
}

function toDigestJob(row: {
  id: string;
  title: string;
  organization: string;
  location: string;
  grade_code: string | null;
  expires_at: string | Date | null;
}): DigestJob {
  return {
    id: row.id,
    title: row.title,
    organization: row.organization,
    location: row.location,
    gradeCode: row.grade_code,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  };
}

/**
 * The sections with the jobs of the claimed earlier digests added to their own searches (each job
 * once, still open), leaving out sections that end up with no job.
 */
export function withCarriedJobs<Section extends { searchId: string; jobs: DigestJob[] }>(
  sections: Section[],
  earlier: UndeliveredDigest[],
  carriedJobs: ReadonlyMap<string, DigestJob>,
  claimed: ReadonlySet<string>,
): Section[] {
  return sections
    .map((section) => {
      const seen = new Set(section.jobs.map((job) => job.id));
      const extra: DigestJob[] = [];
      for (const digest of earlier) {
        if (!claimed.has(digest.id)) continue;
        for (const search of digest.searches) {
          if (search.searchId !== section.searchId) continue;
          for (const jobId of search.jobIds) {
            const job = carriedJobs.get(jobId);
            if (job && !seen.has(jobId)) {
              seen.add(jobId);
              extra.push(job);
            }
          }
        }
      }
      return { ...section, jobs: [...section.jobs, ...extra] };
    })
    .filter((section) => section.jobs.length > 0);
}
