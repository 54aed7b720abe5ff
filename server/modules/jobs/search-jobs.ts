import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildJobFilters } from "./job-filters";
import { JOB_COLUMNS, toJobDto } from "./job-dto";
import type { JobDto, JobPage } from "./job-schemas";

export type { JobPage } from "./job-schemas";
import { MAX_PAGE, withSearchText, type JobQuery } from "./job-query";
import { cached, filterKey } from "./jobs-cache";
import {
  fuzzySearchCondition,
  fuzzySearchText,
  hasSearchWords,
  searchCondition,
  searchRank,
} from "./search-condition";
import { showsCorrectedSearch, suggestSearch } from "./search-suggestion";

type SearchMode = JobPage["searchMode"];

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

/**
 * A keyword search counts its matches up to this many and no further, as search engines do: a
 * broad keyword matches tens of thousands of jobs, and counting each of them reads its row. Beyond
 * the cap the total is the cap and `totalIsLowerBound` is set (shown as "10,000+"). Listings
 * without a keyword are counted exactly (an index-only scan).
 */
export const SEARCH_TOTAL_CAP = 10_000;

export type SearchOptions = {
  /** How far a keyword search counts (default SEARCH_TOTAL_CAP); tests use a small one. */
  totalCap?: number;
};

type Total = { total: number; totalIsLowerBound: boolean };

// `nulls last` matches the (status, posted_date desc nulls last, id desc nulls last) index; both
// columns are not null, so the order is the same as plain `desc`.
const NEWEST = sql`j.posted_date desc nulls last, j.id desc nulls last`;

function orderBy(query: JobQuery, mode: SearchMode): SQL {
  if (query.sort === "deadline") return sql`j.expires_at asc nulls last, j.id`;
  // Relevance over an exact match is ordered by rankMatches below (searchRank).
  if (query.sort === "relevance" && mode === "fuzzy") {
    return sql`word_similarity(immutable_unaccent(${fuzzySearchText(query)}), immutable_unaccent(j.title)) desc, ${NEWEST}`;
  }
  return NEWEST;
}

/**
 * Where a search's matches are read, as table alias `j`, and the condition they meet. An exact
 * keyword search of open jobs reads the search table `job_search` (narrow rows of the open jobs,
 * kept in step with `jobs` by triggers: see its schema); everything else reads `jobs`.
 */
type Matches = { from: SQL; where: SQL; searchTable: boolean };

function jobsMatching(query: JobQuery, search: SQL | null): Matches {
  return { from: sql`jobs j`, where: buildJobFilters(query, { search }), searchTable: false };
}

/**
 * The jobs that contain the words (and meet what else the search box recognised: see
 * search-condition.ts).
 */
function exactMatches(query: JobQuery): Matches {
  if (query.status !== "open") return jobsMatching(query, searchCondition(query));
  return {
    from: sql`job_search j`,
    where: buildJobFilters(query, { search: searchCondition(query), table: "job_search" }),
    searchTable: true,
  };
}

/** The typo-tolerant match on titles (only `jobs` has the titles and their trigram index). */
function fuzzyMatches(query: JobQuery): Matches {
  return jobsMatching(query, fuzzySearchCondition(query));
}

/**
 * A listing without words to match: the filters, and what the search box recognised (a search of
 * only "UNHCR" or "P3" lists that organisation's or grade's jobs, newest first).
 */
function listingMatches(query: JobQuery): Matches {
  return jobsMatching(query, searchCondition(query));
}

/** The number of matches, counted up to `cap` (null: all of them). */
async function countJobs(db: Database, matches: Matches, cap: number | null): Promise<Total> {
  const { from, where } = matches;
  const [row] = await queryRows<{ total: number | string }>(
    db,
    cap === null
      ? sql`select count(*)::int as total from ${from} where ${where}`
      : sql`select count(*)::int as total from (select from ${from} where ${where} limit ${cap + 1}) capped`,
  );
  return capped(Number(row?.total ?? 0), cap);
}

function capped(count: number, cap: number | null): Total {
  return cap !== null && count > cap
    ? { total: cap, totalIsLowerBound: true }
    : { total: count, totalIsLowerBound: false };
}

function columnsFor(query: JobQuery): SQL {
  return sql.raw(query.includeDescription ? `${JOB_COLUMNS}, j.description` : JOB_COLUMNS);
}

/**
 * One page of matches in `order`. From the search table, the page's ids are picked there and their
 * rows read from `jobs` (the order's columns have the same values in both tables).
 */
async function selectRows(
  db: Database,
  query: JobQuery,
  matches: Matches,
  order: SQL,
  limit: number,
  offset: number,
) {
  const { from, where } = matches;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    matches.searchTable
      ? sql`with page as (
              select j.id from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}
            )
            select ${columnsFor(query)} from page p join jobs j on j.id = p.id order by ${order}`
      : sql`select ${columnsFor(query)} from ${from} where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  return rows.map(toJobDto);
}

function idList(ids: string | null | undefined): string[] {
  return ids ? ids.split(",") : [];
}

/**
 * A keyword search's total and, for an exact match, its relevance order: `ranked` jobs were
 * ranked, and `ids` are the first positions of that order (all of them, or the first
 * FIRST_RANKED_POSITIONS when the page lies within those).
 */
type RankedMatches = Total & { mode: SearchMode; ids: string[]; ranked: number };

/**
 * The total and relevance order of a keyword search: every match ranked when there are at most
 * RELEVANCE_CANDIDATES, otherwise the newest RELEVANCE_CANDIDATES matches ranked. One pass reads
 * the matches, at most cap + 1 of them, and both counts them (once: the count is kept and read
 * where it is needed) and picks the newest; when there are more than the cap, that pass neither
 * picks nor ranks, the newest are picked by a second query that walks the matches newest first (it
 * stops after RELEVANCE_CANDIDATES) and the total is the cap, flagged as a lower bound. Falls back
 * to the typo-tolerant count when nothing matches exactly. It is cached per search and per
 * `positions`: the pages within the first FIRST_RANKED_POSITIONS share one entry, the later pages
 * another.
 */
function rankMatches(
  db: Database,
  query: JobQuery,
  cap: number,
  positions: number,
): Promise<RankedMatches> {
  return cached(db, "relevance", JSON.stringify([filterKey(query), cap, positions]), async () => {
    const { from, where } = exactMatches(query);
    // All candidates are ranked; the first `positions` ids of that order come back as one
    // comma-separated string: one row instead of a thousand.
    const rankedIds = sql`count(*)::int as ranked, array_to_string((array_agg(c.id order by
      ${searchRank(query)} desc, c.posted_date desc nulls last, c.id desc nulls last))[1:${positions}], ',') as ids`;
    type Row = { ids: string | null; ranked: number | string | null };
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
    const order = (ranked: Row | undefined) => ({
      ids: idList(ranked?.ids),
      ranked: Number(ranked?.ranked ?? 0),
    });
    const count = Number(row?.total ?? 0);
    if (count > 0) {
      const total = capped(count, cap);
      if (!total.totalIsLowerBound) return { ...total, mode: "exact", ...order(row) };
      // The first cap + 1 matches read are not necessarily the newest: pick those again.
      const [newest] = await queryRows<Row>(
        db,
        sql`with candidates as (
              select j.ctid as row_id, j.id, j.posted_date from ${from} where ${where}
              order by ${NEWEST} limit ${RELEVANCE_CANDIDATES}
            )
            select ${rankedIds} from candidates c join ${from} on j.ctid = c.row_id`,
      );
      return { ...total, mode: "exact", ...order(newest) };
    }
    const fuzzy = await countJobs(db, fuzzyMatches(query), cap);
    return { ...fuzzy, mode: fuzzy.total > 0 ? "fuzzy" : "exact", ids: [], ranked: 0 };
  });
}

/**
 * A page in relevance order: positions inside the ranked list come from it (rows fetched by id);
 * positions past it, which exist only when more than RELEVANCE_CANDIDATES jobs match, are the same
 * positions in newest-first order (the ranked candidates are exactly the first ones of that order).
 * `ids` holds at least the page's ranked positions (see FIRST_RANKED_POSITIONS).
 */
async function selectRelevancePage(
  db: Database,
  query: JobQuery,
  { ids, ranked }: Pick<RankedMatches, "ids" | "ranked">,
  matches: Matches,
) {
  const offset = (query.page - 1) * query.perPage;
  const end = offset + query.perPage;
  const items: JobDto[] = [];
  const pageIds = ids.slice(offset, end);
  if (pageIds.length) {
    const rows = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${columnsFor(query)} from jobs j where j.id in (${sql.join(
        pageIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    for (const id of pageIds) {
      const row = byId.get(id);
      if (row) items.push(toJobDto(row));
    }
  }
  if (ranked >= RELEVANCE_CANDIDATES && end > ranked) {
    const start = Math.max(offset, ranked);
    items.push(...(await selectRows(db, query, matches, NEWEST, end - start, start)));
  }
  return items;
}

/**
 * The total (capped at `cap` for a keyword search) and whether it came from the exact or the
 * typo-tolerant match; cached briefly.
 */
function countMatches(
  db: Database,
  query: JobQuery,
  cap: number,
): Promise<Total & { mode: SearchMode }> {
  const words = hasSearchWords(query);
  const searchCap = words ? cap : null;
  return cached(db, "total", JSON.stringify([filterKey(query), searchCap]), async () => {
    const exact = await countJobs(
      db,
      words ? exactMatches(query) : listingMatches(query),
      searchCap,
    );
    if (exact.total === 0 && words) {
      const fuzzy = await countJobs(db, fuzzyMatches(query), searchCap);
      if (fuzzy.total > 0) return { ...fuzzy, mode: "fuzzy" as const };
    }
    return { ...exact, mode: words ? ("exact" as const) : ("none" as const) };
  });
}

/** How many jobs a query matches (counted up to SEARCH_TOTAL_CAP for a keyword search). */
export async function countJobMatches(db: Database, query: JobQuery): Promise<Total> {
  const { total, totalIsLowerBound } = await countMatches(db, query, SEARCH_TOTAL_CAP);
  return { total, totalIsLowerBound };
}

/** The total, the search mode and the page's jobs. */
async function selectMatches(
  db: Database,
  query: JobQuery,
  cap: number,
): Promise<Total & { mode: SearchMode; items: JobDto[] }> {
  const offset = (query.page - 1) * query.perPage;
  const page = (matches: Matches, mode: SearchMode) =>
    selectRows(db, query, matches, orderBy(query, mode), query.perPage, offset);
  if (!hasSearchWords(query)) {
    // Without words to match the total does not change how the page is read: both queries at once.
    // The conditions are built first, so nothing is started when building them throws.
    const matches = listingMatches(query);
    const [counted, items] = await Promise.all([
      countMatches(db, query, cap),
      page(matches, "none"),
    ]);
    return { ...counted, items };
  }
  const end = query.page * query.perPage;
  const { ids, ranked, ...counted } =
    query.sort === "relevance"
      ? await rankMatches(
          db,
          query,
          cap,
          end <= FIRST_RANKED_POSITIONS ? FIRST_RANKED_POSITIONS : RELEVANCE_CANDIDATES,
        )
      : { ...(await countMatches(db, query, cap)), ids: null, ranked: 0 };
  const { mode } = counted;
  // Past an exact total there is nothing to read; past a lower bound there may well be.
  if (!counted.totalIsLowerBound && counted.total <= offset) return { ...counted, items: [] };
  const matches = mode === "fuzzy" ? fuzzyMatches(query) : exactMatches(query);
  const items =
    ids && mode === "exact"
      ? await selectRelevancePage(db, query, { ids, ranked }, matches)
      : await page(matches, mode);
  return { ...counted, items };
}

/**
 * The job listing: filters applied on the server, a total, and one page of results. When the
 * typed search finds next to nothing and "Did you mean" corrects it (search-suggestion.ts), the
 * page lists the corrected search's jobs and says so in `correction`.
 */
export async function searchJobs(
  db: Database,
  query: JobQuery,
  options: SearchOptions = {},
): Promise<JobPage> {
  const cap = options.totalCap ?? SEARCH_TOTAL_CAP;
  const count = async (corrected: JobQuery) => (await countMatches(db, corrected, cap)).total;
  // When no job has the words, a correction that finds some is shown whatever the typo-tolerant
  // title match would find (the suggestion's rule), so it is looked for first: the title match,
  // a trigram scan of many titles, is then only run when nothing better is shown.
  const early =
    !query.literal &&
    hasSearchWords(query) &&
    (await countJobs(db, exactMatches(query), 1)).total === 0
      ? await suggestSearch(db, query, { total: 0, searchMode: "exact" }, count)
      : null;
  const typed = early ? null : await selectMatches(db, query, cap);
  const suggestion =
    early ??
    (await suggestSearch(db, query, { total: typed!.total, searchMode: typed!.mode }, count));
  const corrected = showsCorrectedSearch(query, suggestion);
  const shown = corrected
    ? await selectMatches(db, withSearchText(query, suggestion.query), cap)
    : typed!;
  const { total, totalIsLowerBound, mode, items } = shown;
  return {
    items,
    total,
    totalIsLowerBound,
    // Past a lower bound, a full page says there may be more (the next page tells).
    hasMore: totalIsLowerBound
      ? items.length === query.perPage && query.page < MAX_PAGE
      : query.page * query.perPage < total,
    page: query.page,
    perPage: query.perPage,
    searchMode: mode,
    suggestion: corrected ? null : suggestion,
    correction: corrected ? { query: suggestion.query, typed: query.search! } : null,
  };
}

/** One job by id, with its description; null when the id is unknown or malformed. */
export async function getJobById(db: Database, id: string): Promise<JobDto | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.raw(JOB_COLUMNS)}, j.description from jobs j where j.id = ${id} limit 1`,
  );
  return row ? toJobDto(row) : null;
}
