import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildJobFilters, fullTextMatch, fuzzyTitleMatch } from "./job-filters";
import { JOB_COLUMNS, toJobDto, type JobDto } from "./job-dto";
import type { JobQuery } from "./job-query";

export type JobPage = {
  items: JobDto[];
  total: number;
  hasMore: boolean;
  page: number;
  perPage: number;
  /** `fuzzy` when no job matched the words exactly and the typo-tolerant title match was used. */
  searchMode: "none" | "exact" | "fuzzy";
};

function orderBy(query: JobQuery, mode: JobPage["searchMode"]): SQL {
  const search = query.search ?? "";
  if (query.sort === "deadline") return sql`j.expires_at asc nulls last, j.id`;
  if (query.sort === "relevance" && mode === "exact") {
    return sql`ts_rank_cd(j.search, websearch_to_tsquery('english', immutable_unaccent(${search})), 1) desc, j.posted_date desc, j.id desc`;
  }
  if (query.sort === "relevance" && mode === "fuzzy") {
    return sql`word_similarity(immutable_unaccent(${search}), immutable_unaccent(j.title)) desc, j.posted_date desc, j.id desc`;
  }
  return sql`j.posted_date desc, j.id desc`;
}

async function countJobs(db: Database, where: SQL): Promise<number> {
  const [row] = await queryRows<{ total: number | string }>(db, sql`select count(*)::int as total from jobs j where ${where}`);
  return Number(row?.total ?? 0);
}

async function selectPage(db: Database, query: JobQuery, where: SQL, mode: JobPage["searchMode"]) {
  const columns = sql.raw(query.includeDescription ? `${JOB_COLUMNS}, j.description` : JOB_COLUMNS);
  const offset = (query.page - 1) * query.perPage;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${columns} from jobs j where ${where} order by ${orderBy(query, mode)} limit ${query.perPage} offset ${offset}`,
  );
  return rows.map(toJobDto);
}

/** The job listing: filters applied on the server, a total, and one page of results. */
export async function searchJobs(db: Database, query: JobQuery): Promise<JobPage> {
  let mode: JobPage["searchMode"] = query.search ? "exact" : "none";
  let where = buildJobFilters(query, { search: query.search ? fullTextMatch(query.search) : null });
  let total = await countJobs(db, where);
  if (total === 0 && query.search) {
    const fuzzyWhere = buildJobFilters(query, { search: fuzzyTitleMatch(query.search) });
    const fuzzyTotal = await countJobs(db, fuzzyWhere);
    if (fuzzyTotal > 0) {
      mode = "fuzzy";
      where = fuzzyWhere;
      total = fuzzyTotal;
    }
  }
  const items = total > (query.page - 1) * query.perPage ? await selectPage(db, query, where, mode) : [];
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
