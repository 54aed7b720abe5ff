import { sql, type SQL } from "drizzle-orm";
import { findCountry } from "#domain/countries";
import { matchOrganisation } from "#domain/organisations";
import { findRegionFilter } from "#domain/regions";
import type { JobQuery } from "./job-query";
import { escapeLikePattern } from "#server/db/like-pattern";

const DAY_MS = 86_400_000;

import type { FacetKey } from "./job-schemas";

export type { FacetKey } from "./job-schemas";

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** The text-search predicate: web-search syntax, accent-insensitive, over the weighted tsvector. */
export function fullTextMatch(search: string): SQL {
  return sql`j.search @@ websearch_to_tsquery('english', immutable_unaccent(${search}))`;
}

export function organizationMatch(values: string[]): SQL {
  const slugs = values.map((value) => matchOrganisation(value)?.slug ?? value.toLowerCase());
  const names = values.map((value) => value.toLowerCase());
  return sql`(j.organization_slug in (${list(slugs)}) or lower(j.organization) in (${list(names)}))`;
}

export function locationMatch(values: string[]): SQL {
  const clauses = values.map((value) => {
    // A country (by name or ISO code) matches on the normalised code; anything else matches the text.
    const country = findCountry(value);
    if (country) return sql`j.country_code = ${country.code}`;
    return sql`immutable_unaccent(j.location || ' ' || coalesce(j.country, '')) ilike '%' || immutable_unaccent(${escapeLikePattern(value)}) || '%'`;
  });
  return sql`(${sql.join(clauses, sql` or `)})`;
}

/** Regions, sub-regions and intermediate regions match on their countries' codes. */
export function regionMatch(slugs: string[]): SQL {
  const codes = [...new Set(slugs.flatMap((slug) => findRegionFilter(slug)?.countryCodes ?? []))];
  return codes.length ? sql`j.country_code in (${list(codes)})` : sql`false`;
}

/**
 * Jobs that ask for any of the query's languages: required, an asset, or either (`languageNeed`).
 * The language columns live in `jobs` only: read through the job's id from `job_search`.
 */
export function languageMatch(
  languages: readonly string[],
  need: JobQuery["languageNeed"],
  table: "jobs" | "job_search",
): SQL {
  const codes = sql`array[${list(languages)}]::text[]`;
  const alias = table === "job_search" ? sql`lj` : sql`j`;
  const required = sql`${alias}.languages_required && ${codes}`;
  const asset = sql`${alias}.languages_asset && ${codes}`;
  const condition =
    need === "required" ? required : need === "asset" ? asset : sql`(${required} or ${asset})`;
  return table === "job_search"
    ? sql`j.id in (select lj.id from jobs lj where ${condition})`
    : condition;
}

/**
 * Open: active and the deadline unset or ahead. Written with coalesce so that it is one range
 * condition on the partial index jobs_open_facets_idx (an `is null or >` pair is not).
 */
const OPEN = sql`j.status = 'active' and coalesce(j.expires_at, 'infinity'::timestamptz) > now()`;

/** The facets whose own filter a facet count leaves out (see buildJobFilters' `omit`). */
export const FACET_FILTER_KEYS = ["level", "field", "grade", "organization", "contract"] as const;

/** The condition of one facet's own filter, or null when the query does not filter on it. */
export function buildFacetFilter(query: JobQuery, key: FacetKey): SQL | null {
  switch (key) {
    case "level":
      return query.levels.length ? sql`j.level in (${list(query.levels)})` : null;
    case "field":
      return query.fields.length ? sql`j.professional_field in (${list(query.fields)})` : null;
    case "grade":
      return query.grades.length ? sql`j.grade_code in (${list(query.grades)})` : null;
    case "organization":
      return query.organizations.length ? organizationMatch(query.organizations) : null;
    case "contract":
      // A job whose contract type is not known matches no contract filter.
      return query.contractTypes.length
        ? sql`j.contract_type in (${list(query.contractTypes)})`
        : null;
    case "region":
    case "country":
      return null;
  }
}

/**
 * Open, in the search table `job_search`: it holds only active jobs (see its schema), so only the
 * deadline is checked (it may have passed since the job was written).
 */
const OPEN_IN_SEARCH_TABLE = sql`coalesce(j.expires_at, 'infinity'::timestamptz) > now()`;

/**
 * Every selected value is applied: OR within a filter, AND across filters. `omit` leaves facets'
 * own filters out, so a facet's counts show what choosing another value would add. The conditions
 * read table alias `j`: `jobs` by default; with `table: "job_search"`, the search table of open
 * jobs, whose columns have the same names (only for a query of open jobs).
 */
export function buildJobFilters(
  query: JobQuery,
  options: {
    omit?: FacetKey | readonly FacetKey[];
    search?: SQL | null;
    table?: "jobs" | "job_search";
  } = {},
): SQL {
  const omitted = new Set<FacetKey>([options.omit ?? []].flat());
  const clauses: SQL[] = [];
  if (options.table === "job_search" && query.status !== "open") {
    throw new Error("job_search holds open jobs only");
  }
  switch (query.status) {
    case "open":
      clauses.push(options.table === "job_search" ? OPEN_IN_SEARCH_TABLE : OPEN);
      break;
    case "expired":
      clauses.push(sql`(j.status = 'expired' or (j.status = 'active' and j.expires_at <= now()))`);
      break;
    case "closed":
      clauses.push(sql`j.status = 'closed'`);
      break;
    case "all":
      break;
  }
  if (options.search) clauses.push(options.search);
  if (query.withoutSample)
    // The search table has no column for it: a sample job is found by its id in `jobs`.
    clauses.push(
      options.table === "job_search"
        ? sql`not exists (select 1 from jobs sample where sample.id = j.id and sample.sample_recorded_at is not null)`
        : sql`j.sample_recorded_at is null`,
    );
  if (query.sources.length)
    clauses.push(sql`lower(j.source) in (${list(query.sources.map((s) => s.toLowerCase()))})`);
  if (query.locations.length) clauses.push(locationMatch(query.locations));
  if (query.regions.length) clauses.push(regionMatch(query.regions));
  if (query.languages.length)
    clauses.push(languageMatch(query.languages, query.languageNeed, options.table ?? "jobs"));
  if (query.postingLanguage) clauses.push(sql`j.posting_language = ${query.postingLanguage}`);
  if (query.nationalsOnly === true) clauses.push(sql`j.nationals_only = true`);
  if (query.nationalsOnly === false) clauses.push(sql`j.nationals_only is not true`);
  for (const key of FACET_FILTER_KEYS) {
    const filter = omitted.has(key) ? null : buildFacetFilter(query, key);
    if (filter) clauses.push(filter);
  }
  if (query.closingWithin !== null) {
    // A deadline within the window (a job without one never matches: its coalesce is infinity).
    // The same expression as OPEN, so that together they are one range on jobs_open_facets_idx.
    // The window's end is a value, not `now() + interval`, which PostgreSQL would compute again
    // for every row it checks (a keyword search checks each of its matches).
    const end = new Date(Date.now() + query.closingWithin * DAY_MS);
    clauses.push(
      sql`coalesce(j.expires_at, 'infinity'::timestamptz) <= ${end.toISOString()}::timestamptz`,
    );
  }
  if (query.remote !== null) clauses.push(sql`j.is_remote = ${query.remote}`);
  return clauses.length ? sql.join(clauses, sql` and `) : sql`true`;
}
