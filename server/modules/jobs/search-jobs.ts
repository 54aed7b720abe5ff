import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildJobFilters, fullTextMatch, fuzzyTitleMatch } from "./job-filters";
import { JOB_COLUMNS, toJobDto, type JobDto } from "./job-dto";
import type { JobQuery } from "./job-query";
import { cached, filterKey } from "./jobs-cache";

export type JobPage = {
  items: JobDto[];
  total: number;
  hasMore: boolean;
  page: number;
  perPage: number;
  /** `fuzzy` when no job matched the words exactly and the typo-tolerant title match was used. */
  searchMode: "none" | "exact" | "fuzzy";
};

type SearchMode = JobPage["searchMode"];

/**
 * Relevance ranking reads every candidate's stored tsvector, so ranking all matches of a broad
 * keyword (tens of thousands) costs hundreds of milliseconds. When a keyword matches more than this
 * many jobs, only the newest RELEVANCE_CANDIDATES matches are ranked; the rest follow them, newest
 * first. Searches with fewer matches are ranked exactly as before.
 */
export const RELEVANCE_CANDIDATES = 1000;

// `nulls last` matches the (status, posted_date desc nulls last, id desc nulls last) index; both
// columns are not null, so the order is the same as plain `desc`.
const NEWEST = sql`j.posted_date desc nulls last, j.id desc nulls last`;

function rankExpression(search: string): SQL {
  return sql`ts_rank_cd(j.search, websearch_to_tsquery('english', immutable_unaccent(${search})), 1)`;
}

function orderBy(query: JobQuery, mode: SearchMode): SQL {
  const search = query.search ?? "";
  if (query.sort === "deadline") return sql`j.expires_at asc nulls last, j.id`;
  // Relevance over an exact match is ordered by rankMatches below.
  if (query.sort === "relevance" && mode === "fuzzy") {
    return sql`word_similarity(immutable_unaccent(${search}), immutable_unaccent(j.title)) desc, ${NEWEST}`;
  }
  return NEWEST;
}

async function countJobs(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*)::int as total from jobs j where ${where}`,
  );
  return Number(row?.total ?? 0);
}

function columnsFor(query: JobQuery): SQL {
  return sql.raw(query.includeDescription ? `${JOB_COLUMNS}, j.description` : JOB_COLUMNS);
}

async function selectRows(
  db: Database,
  query: JobQuery,
  where: SQL,
  order: SQL,
  limit: number,
  offset: number,
) {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columnsFor(query)} from jobs j where ${where} order by ${order} limit ${limit} offset ${offset}`,
  );
  return rows.map(toJobDto);
}

/** A keyword search's total and, for an exact match, its relevance order as job ids. */
type RankedMatches = { total: number; mode: SearchMode; ids: string[] };

/**
 * The total and relevance order of a keyword search in one pass over the matches: every match
 * ranked when there are at most RELEVANCE_CANDIDATES, otherwise the newest RELEVANCE_CANDIDATES
 * matches ranked. Counting and choosing the candidates read the same rows, so they share one scan
 * (each was a scan of its own). Falls back to the typo-tolerant count when nothing matches
 * exactly. It does not depend on the page, so it is cached and every page of the search reuses it.
 */
function rankMatches(db: Database, query: JobQuery, search: string): Promise<RankedMatches> {
  return cached(db, "relevance", filterKey(query), async () => {
    const where = buildJobFilters(query, { search: fullTextMatch(search) });
    const rows = await queryRows<{ id: string; total: number | string }>(
      db,
      sql`with matches as materialized (
            select j.ctid as row_id, j.id, j.posted_date from jobs j where ${where}
          ), candidates as (
            select row_id, id, posted_date from matches
            order by posted_date desc nulls last, id desc nulls last limit ${RELEVANCE_CANDIDATES}
          )
          select c.id, (select count(*) from matches)::int as total
          from candidates c join jobs j on j.ctid = c.row_id
          order by ${rankExpression(search)} desc, c.posted_date desc nulls last, c.id desc nulls last`,
    );
    if (rows.length > 0) {
      return {
        total: Number(rows[0]!.total),
        mode: "exact",
        ids: rows.map((row) => String(row.id)),
      };
    }
    const fuzzy = await countJobs(db, buildJobFilters(query, { search: fuzzyTitleMatch(search) }));
    return { total: fuzzy, mode: fuzzy > 0 ? "fuzzy" : "exact", ids: [] };
  });
}

/**
 * A page in relevance order: positions inside the ranked list come from it (rows fetched by id);
 * positions past it, which exist only when more than RELEVANCE_CANDIDATES jobs match, are the same
 * positions in newest-first order (the ranked candidates are exactly the first ones of that order).
 */
async function selectRelevancePage(db: Database, query: JobQuery, ids: string[], where: SQL) {
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
  if (ids.length >= RELEVANCE_CANDIDATES && end > ids.length) {
    const start = Math.max(offset, ids.length);
    items.push(...(await selectRows(db, query, where, NEWEST, end - start, start)));
  }
  return items;
}

/** The total and whether it came from the exact or the typo-tolerant match; cached briefly. */
function countMatches(db: Database, query: JobQuery): Promise<{ total: number; mode: SearchMode }> {
  return cached(db, "total", filterKey(query), async () => {
    const total = await countJobs(
      db,
      buildJobFilters(query, { search: query.search ? fullTextMatch(query.search) : null }),
    );
    if (total === 0 && query.search) {
      const fuzzyTotal = await countJobs(
        db,
        buildJobFilters(query, { search: fuzzyTitleMatch(query.search) }),
      );
      if (fuzzyTotal > 0) return { total: fuzzyTotal, mode: "fuzzy" as const };
    }
    return { total, mode: query.search ? ("exact" as const) : ("none" as const) };
  });
}

/** The total, the search mode and the page's jobs. */
async function selectMatches(
  db: Database,
  query: JobQuery,
): Promise<{ total: number; mode: SearchMode; items: JobDto[] }> {
  const offset = (query.page - 1) * query.perPage;
  const page = (where: SQL, mode: SearchMode) =>
    selectRows(db, query, where, orderBy(query, mode), query.perPage, offset);
  if (!query.search) {
    // Without a keyword the total does not change how the page is read: both queries at once.
    const [{ total, mode }, items] = await Promise.all([
      countMatches(db, query),
      page(buildJobFilters(query), "none"),
    ]);
    return { total, mode, items };
  }
  const search = query.search;
  const { total, mode, ids } =
    query.sort === "relevance"
      ? await rankMatches(db, query, search)
      : { ...(await countMatches(db, query)), ids: null };
  if (total <= offset) return { total, mode, items: [] };
  const where = buildJobFilters(query, {
    search: mode === "fuzzy" ? fuzzyTitleMatch(search) : fullTextMatch(search),
  });
  const items =
    ids && mode === "exact"
      ? await selectRelevancePage(db, query, ids, where)
      : await page(where, mode);
  return { total, mode, items };
}

/** The job listing: filters applied on the server, a total, and one page of results. */
export async function searchJobs(db: Database, query: JobQuery): Promise<JobPage> {
  const { total, mode, items } = await selectMatches(db, query);
  return {
    items,
    total,
    hasMore: query.page * query.perPage < total,
    page: query.page,
    perPage: query.perPage,
    searchMode: mode,
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
