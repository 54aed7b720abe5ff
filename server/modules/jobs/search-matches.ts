import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildJobFilters } from "./job-filters";
import type { JobQuery } from "./job-query";
import type { JobPage } from "./job-schemas";
import { fuzzySearchCondition, searchCondition } from "./search-condition";

export type SearchMode = JobPage["searchMode"];

export type Total = { total: number; totalIsLowerBound: boolean };

// `nulls last` matches the (status, posted_date desc nulls last, id desc nulls last) index; both
// columns are not null, so the order is the same as plain `desc`.
export const NEWEST = sql`j.posted_date desc nulls last, j.id desc nulls last`;

/**
 * Where a search's matches are read, as table alias `j`, and the condition they meet. An exact
 * keyword search of open jobs reads the search table `job_search` (narrow rows of the open jobs,
 * kept in step with `jobs` by triggers: see its schema); everything else reads `jobs`.
 */
export type Matches = { from: SQL; where: SQL; searchTable: boolean };

function jobsMatching(query: JobQuery, search: SQL | null): Matches {
  return { from: sql`jobs j`, where: buildJobFilters(query, { search }), searchTable: false };
}

/**
 * The jobs that contain the words (and meet what else the search box recognised: see
 * search-condition.ts).
 */
export function exactMatches(query: JobQuery): Matches {
  if (query.status !== "open") return jobsMatching(query, searchCondition(query));
  return {
    from: sql`job_search j`,
    where: buildJobFilters(query, { search: searchCondition(query), table: "job_search" }),
    searchTable: true,
  };
}

/** The typo-tolerant match on titles (only `jobs` has the titles and their trigram index). */
export function fuzzyMatches(query: JobQuery): Matches {
  return jobsMatching(query, fuzzySearchCondition(query));
}

/**
 * A listing without words to match: the filters, and what the search box recognised (a search of
 * only "UNHCR" or "P3" lists that organisation's or grade's jobs, newest first).
 */
export function listingMatches(query: JobQuery): Matches {
  return jobsMatching(query, searchCondition(query));
}

export function capped(count: number, cap: number | null): Total {
  return cap !== null && count > cap
    ? { total: cap, totalIsLowerBound: true }
    : { total: count, totalIsLowerBound: false };
}

/** The number of matches, counted up to `cap` (null: all of them). */
export async function countJobs(
  db: Database,
  matches: Matches,
  cap: number | null,
): Promise<Total> {
  const { from, where } = matches;
  const [row] = await queryRows<{ total: number | string }>(
    db,
    cap === null
      ? sql`select count(*)::int as total from ${from} where ${where}`
      : sql`select count(*)::int as total from (select from ${from} where ${where} limit ${cap + 1}) capped`,
  );
  return capped(Number(row?.total ?? 0), cap);
}
