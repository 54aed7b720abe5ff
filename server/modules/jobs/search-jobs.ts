import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { JOB_COLUMNS, toJobDto } from "./job-dto";
import type { JobDto, JobPage } from "./job-schemas";

export type { JobPage } from "./job-schemas";
import { MAX_PAGE, withSearchText, type JobQuery } from "./job-query";
import { cached, filterKey } from "./jobs-cache";
import {
  exactRanking,
  positionsFor,
  rankMatches,
  RELEVANCE_CANDIDATES,
  similarFirst,
  type RankedMatches,
  type Rankings,
} from "./rank-matches";
import { hasSearchWords } from "./search-condition";
import {
  countJobs,
  exactMatches,
  fuzzyMatches,
  listingMatches,
  NEWEST,
  type Matches,
  type SearchMode,
  type Total,
} from "./search-matches";
import { showsCorrectedSearch, suggestSearch } from "./search-suggestion";

export { FIRST_RANKED_POSITIONS, RELEVANCE_CANDIDATES } from "./rank-matches";

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

function orderBy(query: JobQuery, mode: SearchMode): SQL {
  if (query.sort === "deadline") return sql`j.expires_at asc nulls last, j.id`;
  // Relevance over an exact match is ordered by rankMatches below (searchRank).
  if (query.sort === "relevance" && mode === "fuzzy") {
    return similarFirst(query);
  }
  return NEWEST;
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

/** The jobs of `ids`, in that order (a job removed since it was ranked is left out). */
async function selectByIds(db: Database, query: JobQuery, ids: string[]): Promise<JobDto[]> {
  if (!ids.length) return [];
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columnsFor(query)} from jobs j where j.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJobDto(row)] : [];
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
  const items = await selectByIds(db, query, ids.slice(offset, end));
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
  rankings: Rankings,
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
  const positions = positionsFor(query);
  const { ids, ranked, ...counted } =
    query.sort === "relevance"
      ? await rankMatches(db, query, cap, positions, rankings)
      : { ...(await countMatches(db, query, cap)), ids: null, ranked: 0 };
  const { mode } = counted;
  // Past an exact total there is nothing to read; past a lower bound there may well be.
  if (!counted.totalIsLowerBound && counted.total <= offset) return { ...counted, items: [] };
  const matches = mode === "fuzzy" ? fuzzyMatches(query) : exactMatches(query);
  if (ids && mode === "exact")
    return { ...counted, items: await selectRelevancePage(db, query, { ids, ranked }, matches) };
  // The typo-tolerant order's first `positions` jobs came with its total.
  if (ids && mode === "fuzzy" && query.page * query.perPage <= positions)
    return {
      ...counted,
      items: await selectByIds(db, query, ids.slice(offset, offset + query.perPage)),
    };
  return { ...counted, items: await page(matches, mode) };
}

/**
 * Whether any job has the words. In relevance order, the question is answered by the search's
 * ranking, which the listing then reads instead of searching the words a second time.
 */
async function hasExactMatch(
  db: Database,
  query: JobQuery,
  cap: number,
  rankings: Rankings,
): Promise<boolean> {
  if (query.sort !== "relevance") return (await countJobs(db, exactMatches(query), 1)).total > 0;
  return (await exactRanking(db, query, cap, positionsFor(query), rankings)).total > 0;
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
  const rankings: Rankings = new Map();
  // A correction's total, in relevance order from the ranking its listing then reads.
  const count = async (corrected: JobQuery) =>
    (!query.literal && corrected.sort === "relevance" && hasSearchWords(corrected)
      ? await rankMatches(db, corrected, cap, positionsFor(corrected), rankings)
      : await countMatches(db, corrected, cap)
    ).total;
  // When no job has the words, a correction that finds some is shown whatever the typo-tolerant
  // title match would find (the suggestion's rule), so it is looked for first: the title match,
  // a trigram scan of many titles, is then only run when nothing better is shown.
  const lookedEarly =
    !query.literal && hasSearchWords(query) && !(await hasExactMatch(db, query, cap, rankings));
  const early = lookedEarly
    ? await suggestSearch(db, query, { total: 0, searchMode: "exact" }, count)
    : null;
  const typed = early ? null : await selectMatches(db, query, cap, rankings);
  // Looked for early and not found, no correction is found after the title match either: the same
  // words are corrected, and a correction that finds no job is offered in neither case.
  const suggestion =
    early ??
    (lookedEarly
      ? null
      : await suggestSearch(db, query, { total: typed!.total, searchMode: typed!.mode }, count));
  const corrected = showsCorrectedSearch(query, suggestion);
  const shown = corrected
    ? await selectMatches(db, withSearchText(query, suggestion.query), cap, rankings)
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
