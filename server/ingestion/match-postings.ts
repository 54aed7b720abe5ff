import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { sqlList } from "#server/db/sql-list";
import type { PreparedPosting } from "./prepare-postings";

/** A posting this source already listed: its job, content hash, and whether the job is its own. */
export type Known = { jobId: string; hash: string | null; isPrimary: boolean; isClosed: boolean };

export async function findKnown(
  tx: Database,
  source: string,
  externalIds: string[],
): Promise<Map<string, Known>> {
  const rows = await queryRows<{
    job_id: string;
    external_id: string;
    content_hash: string | null;
    is_primary: boolean;
    is_closed: boolean;
  }>(
    tx,
    sql`select l.job_id, l.external_id, l.content_hash, (j.source = l.source) as is_primary,
               (j.status = 'closed') as is_closed
          from job_listings l join jobs j on j.id = l.job_id
         where l.source = ${source} and l.external_id in (${sqlList(externalIds)})
        union all
        select j.id, j.external_id, null, true, (j.status = 'closed') from jobs j
         where j.source = ${source} and j.external_id in (${sqlList(externalIds)})
           and not exists (select 1 from job_listings l where l.job_id = j.id and l.source = j.source)`,
  );
  return new Map(
    rows.map((row) => [
      row.external_id,
      {
        jobId: row.job_id,
        hash: row.content_hash,
        isPrimary: row.is_primary,
        isClosed: row.is_closed,
      },
    ]),
  );
}

export type SameVacancyCandidate = {
  id: string;
  city: string | null;
  gradeCode: string | null;
  /** Whether this source already lists another posting as this job. */
  listedBySource: boolean;
};

/**
 * The open jobs of other sources that may be the same vacancy as a fresh posting, by dedupe key
 * (organisation, title, country and closing date), oldest first.
 */
export async function findSameVacancyCandidates(
  tx: Database,
  source: string,
  keys: string[],
  loadingSample: boolean,
): Promise<Map<string, SameVacancyCandidate[]>> {
  const candidates = new Map<string, SameVacancyCandidate[]>();
  if (keys.length === 0) return candidates;
  // A live posting never joins a first-start sample job: the sample leaves the listing as soon as
  // live jobs arrive (deleted, or closed where a user saved it), and the live listing would go with it.
  const rows = await queryRows<{
    id: string;
    dedupe_key: string;
    city: string | null;
    grade_code: string | null;
    listed_by_source: boolean;
  }>(
    tx,
    sql`select j.id, j.dedupe_key, j.city, j.grade_code,
               exists (select 1 from job_listings l
                        where l.job_id = j.id and l.source = ${source} and l.is_listed) as listed_by_source
          from jobs j
         where j.dedupe_key in (${sqlList(keys)}) and j.source <> ${source} and j.status <> 'closed'
           ${loadingSample ? sql`` : sql`and j.sample_recorded_at is null`}
         order by j.first_seen_at, j.id`,
  );
  for (const row of rows) {
    const found = candidates.get(row.dedupe_key) ?? [];
    found.push({
      id: row.id,
      city: row.city,
      gradeCode: row.grade_code,
      listedBySource: row.listed_by_source,
    });
    candidates.set(row.dedupe_key, found);
  }
  return candidates;
}

function differ(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() !== b.trim().toLowerCase());
}

/**
 * The job a fresh posting of another source joins, if any. Organisation, title, country and
 * closing date are not always enough: generic titles ("Consultant", "Driver") repeat, so a job
 * whose duty station or grade is known on both sides and differs is another vacancy, and a job this
 * source already lists under another posting is another vacancy too (one source lists a vacancy
 * once). A posting that joins a job marks it as listed by this source for the rest of the batch.
 */
export function pickSameVacancy(
  posting: PreparedPosting,
  candidates: Map<string, SameVacancyCandidate[]>,
): string | undefined {
  if (!posting.dedupeKey) return undefined;
  const match = candidates
    .get(posting.dedupeKey)
    ?.find(
      (candidate) =>
        !candidate.listedBySource &&
        !differ(candidate.city, posting.row.city) &&
        !differ(candidate.gradeCode, posting.row.gradeCode),
    );
  if (match) match.listedBySource = true;
  return match?.id;
}
