import { JOB_LEVELS } from "#domain/levels";
import { PROFESSIONAL_FIELDS, slugifyField, type ProfessionalField } from "#domain/fields";
import { organisationNameIn } from "#domain/organisation-words";
import { findOrganisationBySlug, matchOrganisation } from "#domain/organisations";
import { GRADE_CODES } from "#domain/grades";
import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS } from "#domain/contract-types";
import { REGION_FILTERS, findRegionFilter } from "#domain/regions";
import { COMMON_LANGUAGE_CODES, languageName } from "#domain/language-requirements";
import { placeNamesIn } from "#domain/place-names";
import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import type { Facets, FacetCount } from "./get-facets";
import { MAX_LOCATIONS, type JobQuery } from "./job-query";
import { countFilterValues } from "./listing-address";
import { listingChoices, type ListingChoice } from "./listing-choices";

/** One value of a multi-select filter: `value` goes in the URL, `label` is shown. */
export type FilterOption = { value: string; label: string; count: number | null };

export type FilterKey =
  "region" | "contract" | "language" | "field" | "level" | "grade" | "organization";

export type FilterGroup = {
  key: FilterKey;
  label: string;
  /** The dropdown's placeholder ("Add a field"). */
  addLabel: string;
  selected: FilterOption[];
  /** Values not yet chosen (a chosen value leaves the dropdown and shows as a chip). */
  options: FilterOption[];
};

/** The listing's filters as the /jobs page shows them, computed on the server. */
export type ListingFilters = {
  search: string;
  location: string;
  /** The chosen locations, each shown as a chip that removes it. */
  locations: string[];
  /**
   * Each chosen location as the chip names it, in the order of `locations`: a known city in the
   * page's language ("Genève"), anything else as chosen. The chip's link still removes the value.
   */
  locationLabels: string[];
  /** true: only jobs for nationals; false: leaves those out; null: either. */
  nationalsOnly: boolean | null;
  /** With chosen languages: only jobs that require them ("required") or value them ("asset"). */
  languageNeed: JobQuery["languageNeed"];
  /** How many locations were typed in when they were refused (more than MAX_LOCATIONS), else null. */
  locationsRefused: number | null;
  maxLocations: number;
  sources: string[];
  groups: FilterGroup[];
  /** Every chosen value, keyword, location and source counted once. */
  activeCount: number;
  /** The search text is searched as typed (`literal=1`): the form keeps it so. */
  literal: boolean;
  /** The order, deadline and place-of-work controls of the form (one choice each). */
  sort: ListingChoice;
  closingWithin: ListingChoice;
  remote: ListingChoice;
  postingLanguage: ListingChoice;
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

export function buildListingFilters(
  query: JobQuery,
  facets: Facets | null,
  locale: Locale = DEFAULT_LOCALE,
): ListingFilters {
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
  // Employers by the name they publish in the page's language, where they do.
  const organisationName = (value: string, label = value) => {
    const organisation = findOrganisationBySlug(value) ?? matchOrganisation(value);
    return organisation ? organisationNameIn(organisation, locale) : label;
  };
  const organizationOptions = (facets?.organization ?? []).map(({ value, label, count }) => ({
    value,
    label: organisationName(value, label),
    count,
  }));
  organizationOptions.sort((a, b) => a.label.localeCompare(b.label, locale));
  // Regions in M49 order, each followed by its sub-regions (indented); counts for the five regions.
  const regionCounts = countsBy(facets?.region);
  const regionOptions = REGION_FILTERS.map((region) => ({
    value: region.slug,
    label:
      region.kind === "region"
        ? region.name
        : `${region.kind === "sub-region" ? "\u2003" : "\u2003\u2003"}${region.name}`,
    count:
      facets && region.kind === "region"
        ? (regionCounts.get(region.name.toLowerCase()) ?? 0)
        : null,
  }));
  const contractCounts = countsBy(facets?.contract);
  const contractOptions = CONTRACT_TYPES.map((type) => ({
    value: type,
    label: CONTRACT_TYPE_LABELS[type],
    count: facets ? (contractCounts.get(type) ?? 0) : null,
  }));
  return {
    search: query.search ?? "",
    location: query.locations.join(", "),
    locations: query.locations,
    locationLabels: query.locations.map((location) => placeNamesIn(location, locale)),
    nationalsOnly: query.nationalsOnly,
    languageNeed: query.languages.length ? query.languageNeed : null,
    locationsRefused: null,
    maxLocations: MAX_LOCATIONS,
    sources: query.sources,
    activeCount: countFilterValues(query),
    literal: query.literal,
    ...listingChoices(query),
    groups: [
      {
        ...group(
          "region",
          "Regions",
          "Add a region",
          regionOptions,
          query.regions,
          (value) => value,
        ),
        // A chip names the region without the list's indentation.
        selected: query.regions.map((slug) => ({
          value: slug,
          label: findRegionFilter(slug)?.name ?? slug,
          count: null,
        })),
      },
      group(
        "contract",
        "Contract types",
        "Add a contract type",
        contractOptions,
        query.contractTypes,
        (value) => value,
      ),
      // The languages postings ask for most (the six UN languages, Portuguese, German); any other
      // chosen by URL is shown as a chip. No counts: they are not among the facets.
      group(
        "language",
        "Languages",
        "Add a language",
        COMMON_LANGUAGE_CODES.map((code) => ({
          value: code,
          label: languageName(code),
          count: null,
        })),
        query.languages,
        languageName,
      ),
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
