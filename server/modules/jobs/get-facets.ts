import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { buildFacetFilter, buildJobFilters, FACET_FILTER_KEYS } from "./job-filters";
import type { JobQuery } from "./job-query";
import { cached, filterKey } from "./jobs-cache";
import { searchCondition } from "./search-condition";

import type { FacetKey, Facets } from "./job-schemas";

export type { FacetCount, Facets } from "./job-schemas";

/** Each facet's value and, where it differs, the column its label is the smallest of. */
const FACETS: { key: FacetKey; value: string; label?: string }[] = [
  { key: "level", value: "j.level" },
  { key: "field", value: "j.professional_field" },
  { key: "grade", value: "j.grade_code" },
  {
    key: "organization",
    value: "coalesce(j.organization_slug, j.organization)",
    label: "j.organization",
  },
  { key: "contract", value: "j.contract_type" },
  { key: "region", value: "j.region" },
  { key: "country", value: "j.country_code", label: "j.country" },
];

const FACET_LIMIT = 50;

/**
 * Counts per level, field, grade, organisation, contract type, M49 region and country under the
 * current filters; cached briefly.
 */
export function getFacets(db: Database, query: JobQuery): Promise<Facets> {
  return cached(db, "facets", filterKey(query), () => countFacets(db, query));
}

function and(clauses: SQL[]): SQL {
  return clauses.length ? sql.join(clauses, sql` and `) : sql`true`;
}

type ActiveFilter = { key: FacetKey; filter: SQL };

/**
 * The facets' counts in one pass: GROUPING SETS over `where`, one set per facet. Each facet counts
 * only the rows that also pass its `filters` (`count(*) filter (where ...)`; facets with the same
 * filters share one count). Per facet, the values with the most jobs (ties by value, in the
 * database's collation), at most FACET_LIMIT. A label (the smallest name of an organisation slug
 * or country code) is grouped on too and reduced afterwards over the few groups: `min()` over
 * every row costs more than the rest of the count.
 */
async function groupFacets(
  db: Database,
  where: SQL,
  groups: { index: number; filters: ActiveFilter[] }[],
): Promise<{ facet: number; value: string; label: string | null; count: number | string }[]> {
  const aggregates: SQL[] = [];
  const countColumn = new Map<string, string>();
  const facetOf: string[] = [];
  const counts: string[] = [];
  const sets: string[] = [];
  for (const { index, filters } of groups) {
    const { value, label } = FACETS[index]!;
    const condition = filters.map((filter) => filter.key).join(",");
    let column = countColumn.get(condition);
    if (!column) {
      column = `c${countColumn.size}`;
      countColumn.set(condition, column);
      const only = filters.length
        ? sql` filter (where ${and(filters.map((filter) => filter.filter))})`
        : sql``;
      aggregates.push(sql`count(*)${only} as ${sql.raw(column)}`);
    }
    facetOf.push(`when grouping(${value}) = 0 then ${index}`);
    counts.push(`when ${index} then ${column}`);
    sets.push(label ? `(${value}, ${label})` : `(${value})`);
  }
  const values = groups.map(({ index }) => FACETS[index]!.value);
  // Outside its own grouping set a grouped column reads null, so each row has one label at most.
  const labelled = groups.flatMap(({ index }) => FACETS[index]!.label ?? []);
  return queryRows(
    db,
    sql`with grouped as (
          select case ${sql.raw(facetOf.join(" "))} end as facet,
            coalesce(${sql.raw(values.join(", "))}) as value,
            ${sql.raw(labelled.length ? `coalesce(${labelled.join(", ")})` : "null::text")} as label,
            ${sql.join(aggregates, sql`, `)}
          from jobs j where ${where}
          group by grouping sets (${sql.raw(sets.join(", "))})
        ), counted as (
          select facet, value, count, label from (
            select facet, value, label, case facet ${sql.raw(counts.join(" "))} end as count
            from grouped
          ) g where value is not null and count > 0
        ), labelled as (
          select facet, value, min(label) as label, sum(count)::int as count
          from counted group by facet, value
        ), limited as (
          select facet, value, label, count,
            row_number() over (partition by facet order by count desc, value) as position
          from labelled
        )
        select facet, value, label, count from limited where position <= ${FACET_LIMIT}
        order by facet, position`,
  );
}

/**
 * A facet counts the jobs that match every filter except its own. With a keyword (few rows) or
 * no facet filter, one pass counts all five: it reads the jobs that fail at most one facet
 * filter and each facet takes the rows that pass the others' filters. Without a keyword, each
 * facet that is filtered on gets its own pass over the jobs without its filter, and the other
 * facets one pass over the jobs that pass every filter, which reads fewer rows in all. Either way
 * the counts are those of one `group by` per facet.
 */
async function countFacets(db: Database, query: JobQuery): Promise<Facets> {
  // The words and what the search box recognised (search-condition.ts), as the listing reads them.
  const search = searchCondition(query);
  const active: ActiveFilter[] = FACET_FILTER_KEYS.flatMap((key) => {
    const filter = buildFacetFilter(query, key);
    return filter ? [{ key, filter }] : [];
  });
  const isActive = (key: FacetKey) => active.some((filter) => filter.key === key);
  const others = (key: FacetKey) => active.filter((filter) => filter.key !== key);
  let passes: Promise<Awaited<ReturnType<typeof groupFacets>>>[];
  if (search || active.length === 0) {
    const where = [buildJobFilters(query, { omit: FACET_FILTER_KEYS, search })];
    if (active.length > 1) {
      const passed = sql.join(
        active.map(({ filter }) => sql`coalesce(${filter}, false)::int`),
        sql` + `,
      );
      where.push(sql`(${passed}) >= ${active.length - 1}`);
    }
    const groups = FACETS.map((facet, index) => ({ index, filters: others(facet.key) }));
    passes = [groupFacets(db, and(where), groups)];
  } else {
    const unfiltered = FACETS.flatMap((facet, index) =>
      isActive(facet.key) ? [] : [{ index, filters: [] }],
    );
    passes = [
      ...(unfiltered.length ? [groupFacets(db, buildJobFilters(query), unfiltered)] : []),
      ...FACETS.flatMap((facet, index) =>
        isActive(facet.key)
          ? [groupFacets(db, buildJobFilters(query, { omit: facet.key }), [{ index, filters: [] }])]
          : [],
      ),
    ];
  }
  const facets = Object.fromEntries(FACETS.map((facet) => [facet.key, []])) as unknown as Facets;
  for (const row of (await Promise.all(passes)).flat()) {
    facets[FACETS[Number(row.facet)]!.key].push({
      value: row.value,
      label: row.label ?? row.value,
      count: Number(row.count),
    });
  }
  return facets;
}
