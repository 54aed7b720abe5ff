import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildJobFilters, fullTextMatch, type FacetKey } from "./job-filters";
import type { JobQuery } from "./job-query";
import { cached, filterKey } from "./jobs-cache";

export type FacetCount = { value: string; label: string; count: number };
export type Facets = Record<FacetKey, FacetCount[]>;

const FACET_COLUMNS: Record<FacetKey, { value: string; label: string }> = {
  level: { value: "j.level", label: "j.level" },
  field: { value: "j.professional_field", label: "j.professional_field" },
  grade: { value: "j.grade_code", label: "j.grade_code" },
  organization: {
    value: "coalesce(j.organization_slug, j.organization)",
    label: "min(j.organization)",
  },
  country: { value: "j.country_code", label: "min(j.country)" },
};

const FACET_LIMIT = 50;

/** Counts per level, field, grade, organisation and country under the current filters; cached briefly. */
export function getFacets(db: Database, query: JobQuery): Promise<Facets> {
  return cached(db, "facets", filterKey(query), () => countFacets(db, query));
}

async function countFacets(db: Database, query: JobQuery): Promise<Facets> {
  const search = query.search ? fullTextMatch(query.search) : null;
  const entries = await Promise.all(
    (Object.keys(FACET_COLUMNS) as FacetKey[]).map(async (key) => {
      const column = FACET_COLUMNS[key];
      const labelExpression = column.label === column.value ? column.value : column.label;
      const rows = await queryRows<{ value: string; label: string | null; count: number | string }>(
        db,
        sql`
        select ${sql.raw(column.value)} as value, ${sql.raw(labelExpression)} as label, count(*)::int as count
        from jobs j
        where ${buildJobFilters(query, { omit: key, search })} and ${sql.raw(column.value)} is not null
        group by 1 order by 3 desc, 1 limit ${FACET_LIMIT}`,
      );
      const counts = rows.map((row) => ({
        value: row.value,
        label: row.label ?? row.value,
        count: Number(row.count),
      }));
      return [key, counts] as const;
    }),
  );
  return Object.fromEntries(entries) as Facets;
}
