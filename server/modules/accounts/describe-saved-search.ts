import { CONTRACT_TYPE_LABELS, isContractType } from "#domain/contract-types";
import { findRegionFilter } from "#domain/regions";
import { languageName } from "#domain/language-requirements";
import type { savedSearches } from "#server/db/schema";

type SavedSearchRow = typeof savedSearches.$inferSelect;

export type SavedSearchCriteria = Pick<
  SavedSearchRow,
  "searchKeyword" | "organizationFilter" | "locationFilter" | "sourceFilter" | "filters"
>;

const ORDER_WORDS = {
  relevance: "best match",
  newest: "newest first",
  deadline: "closing soonest",
};

/**
 * Every filter of a saved search in words, in the order the job filters list them, e.g.
 * "Keywords: nutrition · Location: Kenya · Region: Africa · Level: Senior". Nothing the search
 * filters on is left out, so the dashboard, the alert settings page and the digest describe the
 * same search; "All open jobs" when it has no filter.
 */
export function describeSavedSearch(search: SavedSearchCriteria): string {
  const filters = search.filters ?? {};
  const split = (value: string | null) =>
    value
      ? value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)
      : [];
  const keyword = search.searchKeyword?.trim();
  const parts: [string, string[]][] = [
    [filters.literal ? "Keywords, as typed" : "Keywords", keyword ? [keyword] : []],
    ["Organisation", [...split(search.organizationFilter), ...(filters.organization ?? [])]],
    ["Location", split(search.locationFilter)],
    ["Region", (filters.region ?? []).map((slug) => findRegionFilter(slug)?.name ?? slug)],
    ["Source", split(search.sourceFilter)],
    ["Field", filters.field ?? []],
    ["Level", filters.level ?? []],
    ["Grade", filters.grade ?? []],
    [
      "Contract",
      (filters.contract ?? []).map((value) =>
        isContractType(value) ? CONTRACT_TYPE_LABELS[value] : value,
      ),
    ],
    [
      "Recruitment",
      filters.nationalsOnly === undefined
        ? []
        : [filters.nationalsOnly ? "only jobs for nationals" : "no jobs for nationals only"],
    ],
    ["Closing within", filters.closingWithin ? [`${filters.closingWithin} days`] : []],
    [
      "Place of work",
      filters.remote === undefined ? [] : [filters.remote ? "remote or home-based" : "on site"],
    ],
    [
      filters.languageNeed === "required"
        ? "Language required"
        : filters.languageNeed === "asset"
          ? "Language an asset"
          : "Language",
      (filters.language ?? []).map((code) => languageName(code)),
    ],
    ["Written in", filters.postingLanguage ? [languageName(filters.postingLanguage)] : []],
    ["Order", filters.sort ? [ORDER_WORDS[filters.sort]] : []],
  ];
  const words = parts
    .filter(([, values]) => values.length > 0)
    .map(([label, values]) => `${label}: ${values.join(", ")}`);
  return words.join(" · ") || "All open jobs";
}
