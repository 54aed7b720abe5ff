import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import type { JobQuery } from "./job-query";
import { cached, filterKey } from "./jobs-cache";
import { fuzzySearchText, searchRank } from "./search-condition";
import {
  NEWEST,
  capped,
  exactMatches,
  fuzzyMatches,
  type Matches,
  type SearchMode,
  type Total,
} from "./search-matches";

/**
 * Relevance ranking reads every candidate's stored tsvector, so ranking all matches of a broad
 * keyword (tens of thousands) costs hundreds of milliseconds. When a keyword matches more than this
 * many jobs, only the newest RELEVANCE_CANDIDATES matches are ranked; the rest follow them, newest
 * first. Searches with fewer matches are ranked exactly as before.
 */
export const RELEVANCE_CANDIDATES = 1000;

/**
 * How many positions of the relevance order a search reads back when its page lies within them:
 * the first four pages of 25. All RELEVANCE_CANDIDATES are still ranked, so the order is the same;
 * only the ids past these positions are not turned into text, sent and split (about 6 % of the
 * ranking statement's database time). A page past them reads the whole order back, cached
 * separately.
 */
export const FIRST_RANKED_POSITIONS = 100;

/** How many positions of the relevance order the search of `query`'s page reads back. */
export function positionsFor(query: JobQuery): number {
  return query.page * query.perPage <= FIRST_RANKED_POSITIONS
    ? FIRST_RANKED_POSITIONS
    : RELEVANCE_CANDIDATES;
}

/**
 * A keyword search's total and relevance order: `ids` are the first positions of that order (all
 * of them, or the first FIRST_RANKED_POSITIONS when the page lies within those). For an exact
 * match, `ranked` jobs were ranked by their words; for the typo-tolerant match, the order is the
 * titles' similarity to the words and `ranked` is 0.
 */
export type RankedMatches = Total & { mode: SearchMode; ids: string[]; ranked: number };

/**
 * The rankings one call of searchJobs has computed, by search: the probe for any exact match, the
 * count of a correction and the listing of that correction read the same ranking once, with the
 * response cache on or off.
 */
export type Rankings = Map<string, Promise<RankedMatches>>;

/**
 * A ranking of `query` computed once per searchJobs call (`rankings`) and kept in the jobs cache
 * (`namespace`) per search, cap and positions.
 */
function rankingOnce(
  db: Database,
  namespace: "relevance" | "similarity",
  query: JobQuery,
  cap: number,
  positions: number,
  rankings: Rankings,
  compute: () => Promise<RankedMatches>,
): Promise<RankedMatches> {
  const key = JSON.stringify([filterKey(query), cap, positions]);
  const slot = `${namespace}:${key}`;
  let ranking = rankings.get(slot);
  if (!ranking) {
    ranking = cached(db, namespace, key, compute);
    rankings.set(slot, ranking);
  }
  return ranking;
}

function idList(ids: string | null | undefined): string[] {
  return ids ? ids.split(",") : [];
}

/** The typo-tolerant match's order: the titles most like the words first, then the newest. */
export function similarFirst(query: JobQuery): SQL {
  return sql`word_similarity(immutable_unaccent(${fuzzySearchText(query)}), immutable_unaccent(j.title)) desc, ${NEWEST}`;
}

type Row = { ids: string | null; ranked: number | string | null };

const order = (row: Row | undefined) => ({
  ids: idList(row?.ids),
  ranked: Number(row?.ranked ?? 0),
});

/**
 * The newest RELEVANCE_CANDIDATES of more than the count's cap of matches, as (row_id, id,
 * posted_date). So many matches are at least a sixth of the open jobs, so walking the search
 * table newest first meets them a few thousand rows in, where reading every match through the
 * words' index and sorting them reads them all (tens of thousands). The walk is written out
 * (the condition is computed per row of the newest-first order, and the subquery's `offset 0`
 * keeps PostgreSQL from moving it back into a scan of the words' index): the planner cannot
 * estimate how many rows match in their own language (search-condition.ts) and takes it for a
 * few hundred, which made it read and sort every match instead (60 ms instead of 17 ms for
 * "officer" at level Mid, 16,000 matches).
 */
function newestMatches({ from, where, searchTable }: Matches): SQL {
  // `jobs` has no newest-first index of its own (its order index leads with the status).
  if (!searchTable)
    return sql`select j.ctid as row_id, j.id, j.posted_date from ${from} where ${where}
      order by ${NEWEST} limit ${RELEVANCE_CANDIDATES}`;
  return sql`select row_id, id, posted_date from (
      select j.ctid as row_id, j.id, j.posted_date, (${where}) as matching from ${from}
      order by ${NEWEST} offset 0
    ) walked where matching limit ${RELEVANCE_CANDIDATES}`;
}

/**
 * The total and relevance order of the exact match: every match ranked when there are at most
 * RELEVANCE_CANDIDATES, otherwise the newest RELEVANCE_CANDIDATES matches ranked. One pass reads
 * the matches, at most cap + 1 of them, and both counts them (once: the count is kept and read
 * where it is needed) and picks the newest; when there are more than the cap, that pass neither
 * picks nor ranks, the newest are picked by a second query that walks the matches newest first (it
 * stops after RELEVANCE_CANDIDATES) and the total is the cap, flagged as a lower bound. A total of
 * 0 says that no job has the words. Cached per search and per `positions`: the pages within the
 * first FIRST_RANKED_POSITIONS share one entry, the later pages another.
 */
export function exactRanking(
  db: Database,
  query: JobQuery,
  cap: number,
  positions: number,
  rankings: Rankings,
): Promise<RankedMatches> {
  return rankingOnce(db, "relevance", query, cap, positions, rankings, async () => {
    const matches = exactMatches(query);
    const { from, where } = matches;
    // All candidates are ranked; the first `positions` ids of that order come back as one
    // comma-separated string: one row instead of a thousand.
    const rankedIds = sql`count(*)::int as ranked, array_to_string((array_agg(c.id order by
      ${searchRank(query)} desc, c.posted_date desc nulls last, c.id desc nulls last))[1:${positions}], ',') as ids`;
    const [row] = await queryRows<Row & { total: number | string }>(
      db,
      sql`with matches as materialized (
            select j.ctid as row_id, j.id, j.posted_date from ${from} where ${where} limit ${cap + 1}
          ), counted as materialized (
            select count(*)::int as total from matches
          ), candidates as (
            select row_id, id, posted_date from matches
            order by posted_date desc nulls last, id desc nulls last limit ${RELEVANCE_CANDIDATES}
          )
          select (select total from counted) as total, ${rankedIds}
          from candidates c join ${from} on j.ctid = c.row_id
          -- Past the cap the newest are picked below: this pass neither sorts nor fetches them.
          where (select total from counted) <= ${cap}`,
    );
    const total = capped(Number(row?.total ?? 0), cap);
    if (!total.totalIsLowerBound) return { ...total, mode: "exact" as const, ...order(row) };
    // The first cap + 1 matches read are not necessarily the newest: pick those again.
    const [newest] = await queryRows<Row>(
      db,
      sql`with candidates as (${newestMatches(matches)})
          select ${rankedIds} from candidates c join ${from} on j.ctid = c.row_id`,
    );
    return { ...total, mode: "exact" as const, ...order(newest) };
  });
}

/**
 * The typo-tolerant match's total and its first `positions` jobs in similarity order, from one
 * pass over the matching titles (listing them by similarity reads every match anyway, so counting
 * them there costs next to nothing; counting apart read every title a second time).
 */
function fuzzyRanking(
  db: Database,
  query: JobQuery,
  cap: number,
  positions: number,
  rankings: Rankings,
): Promise<RankedMatches> {
  return rankingOnce(db, "similarity", query, cap, positions, rankings, async () => {
    const { from, where } = fuzzyMatches(query);
    const [row] = await queryRows<{ ids: string | null; total: number | string }>(
      db,
      sql`select count(*)::int as total, array_to_string((array_agg(j.id order by
            ${similarFirst(query)}))[1:${positions}], ',') as ids from ${from} where ${where}`,
    );
    const total = capped(Number(row?.total ?? 0), cap);
    const mode: SearchMode = total.total > 0 ? "fuzzy" : "exact";
    return { ...total, mode, ids: idList(row?.ids), ranked: 0 };
  });
}

/**
 * The total and relevance order of a keyword search: the exact match's, or, when no job has the
 * words, the typo-tolerant match's.
 */
export async function rankMatches(
  db: Database,
  query: JobQuery,
  cap: number,
  positions: number,
  rankings: Rankings,
): Promise<RankedMatches> {
  const exact = await exactRanking(db, query, cap, positions, rankings);
  if (exact.total > 0) return exact;
  return fuzzyRanking(db, query, cap, positions, rankings);
}
