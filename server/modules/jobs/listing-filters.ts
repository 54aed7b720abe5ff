import { JOB_LEVELS } from "#domain/levels";
import { PROFESSIONAL_FIELDS, slugifyField, type ProfessionalField } from "#domain/fields";
import { findOrganisationBySlug, matchOrganisation } from "#domain/organisations";
import { GRADE_CODES } from "#domain/grades";
import type { Facets, FacetCount } from "./get-facets";
import type { JobQuery } from "./job-query";

/** One value of a multi-select filter: `value` goes in the URL, `label` is shown. */
export type FilterOption = { value: string; label: string; count: number | null };

export type FilterKey = "field" | "level" | "grade" | "organization";

export type FilterGroup = {
  key: FilterKey;
  label: string;
  /** The dropdown's placeholder ("Add a field"). */
  addLabel: string;
  selected: FilterOption[];
  /** Values not yet chosen (spec §2: chosen values leave the dropdown). */
  options: FilterOption[];
};

/** The listing's filters as the /jobs page shows them, computed on the server. */
export type ListingFilters = {
  search: string;
  location: string;
  sources: string[];
  groups: FilterGroup[];
  /** Every chosen value, keyword, location and source counted once. */
  activeCount: number;
};

function countsBy(facet: FacetCount[] | undefined): Map<string, number> {
  return new Map((facet ?? []).map((entry) => [entry.value.toLowerCase(), entry.count]));
}

function group(
  key: FilterKey,
  label: string,
  addLabel: string,
  all: FilterOption[],
  selectedValues: string[],
  labelFor: (value: string) => string,
): FilterGroup {
  const chosen = new Set(selectedValues.map((value) => value.toLowerCase()));
  const selected = selectedValues.map((value) => {
    const known = all.find((option) => option.value.toLowerCase() === value.toLowerCase());
    return known ?? { value, label: labelFor(value), count: null };
  });
  return {
    key,
    label,
    addLabel,
    selected,
    options: all.filter((option) => !chosen.has(option.value.toLowerCase())),
  };
}

/** Number of filter values in the query (keyword, locations, organisations, fields, levels, grades, sources…). */
export function countFilterValues(query: JobQuery): number {
  return (
    (query.search ? 1 : 0) +
    query.locations.length +
    query.organizations.length +
    query.fields.length +
    query.levels.length +
    query.grades.length +
    query.sources.length +
    (query.remote === null ? 0 : 1) +
    (query.closingWithin === null ? 0 : 1)
  );
}

/** The canonical URL parameters of a listing, in a stable order (page kept when > 1). */
export function canonicalListingParams(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  for (const location of query.locations) params.append("location", location);
  for (const organization of [...query.organizations].sort())
    params.append("organization", organization);
  for (const field of [...query.fields].sort()) params.append("field", slugifyField(field));
  for (const level of [...query.levels].sort()) params.append("level", level);
  for (const grade of [...query.grades].sort()) params.append("grade", grade);
  for (const source of query.sources) params.append("source", source);
  if (query.page > 1) params.set("page", String(query.page));
  return params;
}

export function buildListingFilters(query: JobQuery, facets: Facets | null): ListingFilters {
  const fieldCounts = countsBy(facets?.field);
  const levelCounts = countsBy(facets?.level);
  const fieldOptions = PROFESSIONAL_FIELDS.map((field) => ({
    value: slugifyField(field),
    label: field,
    count: facets ? (fieldCounts.get(field.toLowerCase()) ?? 0) : null,
  }));
  const levelOptions = JOB_LEVELS.map((level) => ({
    value: level,
    label: level,
    count: facets ? (levelCounts.get(level.toLowerCase()) ?? 0) : null,
  }));
  // Grades and organisations: the values jobs actually have (facets), most frequent first.
  const gradeOptions = facets
    ? facets.grade.map((entry) => ({ value: entry.value, label: entry.value, count: entry.count }))
    : GRADE_CODES.filter((code) => /^(P|D|G|NO)-/.test(code)).map((code) => ({
        value: code,
        label: code,
        count: null,
      }));
  const organizationOptions = (facets?.organization ?? []).map((entry) => ({
    value: entry.value,
    label: findOrganisationBySlug(entry.value)?.name ?? entry.label,
    count: entry.count,
  }));
  organizationOptions.sort((a, b) => a.label.localeCompare(b.label, "en"));
  const organisationName = (value: string) =>
    findOrganisationBySlug(value)?.name ?? matchOrganisation(value)?.name ?? value;
  return {
    search: query.search ?? "",
    location: query.locations.join(", "),
    sources: query.sources,
    activeCount: countFilterValues(query),
    groups: [
      group(
        "field",
        "Professional fields",
        "Add a field",
        fieldOptions,
        query.fields.map((field: ProfessionalField) => slugifyField(field)),
        (value) => value,
      ),
      group("level", "Job levels", "Add a level", levelOptions, query.levels, (value) => value),
      group("grade", "Grades", "Add a grade", gradeOptions, query.grades, (value) => value),
      group(
        "organization",
        "Organizations",
        "Add an organization",
        organizationOptions,
        query.organizations,
        organisationName,
      ),
    ],
  };
}
