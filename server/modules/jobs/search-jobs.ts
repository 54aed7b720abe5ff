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

function orderBy(query: JobQuery, mode: JobPage["searchMode"]): SQL {
  const search = query.search ?? "";
  if (query.sort === "deadline") return sql`j.expires_at asc nulls last, j.id`;
  // Relevance over an exact match is ordered by rankedIds below.
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

/**
 * The relevance order of a keyword search, as job ids: every match ranked when there are at most
 * RELEVANCE_CANDIDATES, otherwise the newest RELEVANCE_CANDIDATES matches ranked. It does not
 * depend on the page, so it is cached like the total and every page of the search reuses it.
 */
function rankedIds(db: Database, query: JobQuery, where: SQL, search: string): Promise<string[]> {
  return cached(db, "relevance", filterKey(query), async () => {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`with candidates as materialized (
            select j.id from jobs j where ${where} order by ${NEWEST} limit ${RELEVANCE_CANDIDATES}
          )
          select j.id from candidates c join jobs j on j.id = c.id
          order by ${rankExpression(search)} desc, ${NEWEST}`,
    );
    return rows.map((row) => String(row.id));
  });
}

/**
 * A page in relevance order: positions inside the ranked list come from it (rows fetched by id);
 * positions past it, which exist only when more than RELEVANCE_CANDIDATES jobs match, are the same
 * positions in newest-first order (the ranked candidates are exactly the first ones of that order).
 */
async function selectRelevancePage(db: Database, query: JobQuery, where: SQL, search: string) {
  const offset = (query.page - 1) * query.perPage;
  const end = offset + query.perPage;
  const ids = await rankedIds(db, query, where, search);
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

async function selectPage(db: Database, query: JobQuery, where: SQL, mode: JobPage["searchMode"]) {
  if (query.sort === "relevance" && mode === "exact" && query.search) {
    return selectRelevancePage(db, query, where, query.search);
  }
  return selectRows(
    db,
    query,
    where,
    orderBy(query, mode),
    query.perPage,
    (query.page - 1) * query.perPage,
  );
}

/** The total and whether it came from the exact or the typo-tolerant match; cached briefly. */
function countMatches(
  db: Database,
  query: JobQuery,
): Promise<{ total: number; mode: JobPage["searchMode"] }> {
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

/** The job listing: filters applied on the server, a total, and one page of results. */
export async function searchJobs(db: Database, query: JobQuery): Promise<JobPage> {
  const { total, mode } = await countMatches(db, query);
  let search: SQL | null = null;
  if (query.search)
    search = mode === "fuzzy" ? fuzzyTitleMatch(query.search) : fullTextMatch(query.search);
  const where = buildJobFilters(query, { search });
  const items =
    total > (query.page - 1) * query.perPage ? await selectPage(db, query, where, mode) : [];
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
