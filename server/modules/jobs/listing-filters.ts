import { JOB_LEVELS } from "#domain/levels";
import { PROFESSIONAL_FIELDS, slugifyField, type ProfessionalField } from "#domain/fields";
import { organisationNameIn } from "#domain/organisation-words";
import { findOrganisationBySlug, matchOrganisation } from "#domain/organisations";
import { GRADE_CODES } from "#domain/grades";
import { CONTRACT_TYPES, CONTRACT_TYPE_LABELS } from "#domain/contract-types";
import { REGION_FILTERS, findRegionFilter } from "#domain/regions";
import { COMMON_LANGUAGE_CODES, languageName } from "#domain/language-requirements";
import { describeUnderstanding, understandQuery } from "#domain/understand-query";
import { placeCitiesIn, storedCityNameIn } from "#domain/city-names";
import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import type { Facets, FacetCount } from "./get-facets";
import type { UnderstoodPlace } from "./job-schemas";
import {
  MAX_LOCATIONS,
  POSTING_LANGUAGE_FILTERS,
  withSearchText,
  type JobQuery,
  type JobSort,
} from "./job-query";

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

/**
 * A one-value control of the filter form. `value` is the chosen option's value; "" is the default
 * option, which the form leaves out of the address (the listing's own default applies).
 */
export type ListingChoice = { value: string; options: { value: string; label: string }[] };

/** The "closing within" choices the form offers; the address accepts any 1–365 days. */
export const CLOSING_WITHIN_CHOICES = [7, 14, 30] as const;

/**
 * Sort choices: with keywords the default is relevance, without them newest first, so the default
 * option ("") names the order the listing falls back to and the form never pins it: typing
 * keywords into a listing sorted by default sorts the results by relevance.
 */
function sortChoice(query: JobQuery): ListingChoice {
  const fallback: JobSort = query.search ? "relevance" : "newest";
  const options = query.search
    ? [
        { value: "", label: "Best match" },
        { value: "newest", label: "Newest first" },
        { value: "deadline", label: "Closing soonest" },
      ]
    : [
        { value: "", label: "Newest first" },
        { value: "deadline", label: "Closing soonest" },
      ];
  // "relevance" without keywords orders as newest: both are the default option then.
  const value =
    query.sort === fallback || (!query.search && query.sort === "relevance") ? "" : query.sort;
  return { value, options };
}

function closingWithinChoice(query: JobQuery): ListingChoice {
  const days: number[] = [...CLOSING_WITHIN_CHOICES];
  // Another number of days from the address (or the API) stays chosen rather than dropped.
  if (query.closingWithin !== null && !days.includes(query.closingWithin)) {
    days.push(query.closingWithin);
    days.sort((a, b) => a - b);
  }
  return {
    value: query.closingWithin === null ? "" : String(query.closingWithin),
    options: [
      { value: "", label: "Any closing date" },
      ...days.map((count) => ({
        value: String(count),
        label: `Within ${count} ${count === 1 ? "day" : "days"}`,
      })),
    ],
  };
}

function remoteChoice(query: JobQuery): ListingChoice {
  return {
    value: query.remote === null ? "" : String(query.remote),
    options: [
      { value: "", label: "On-site or remote" },
      { value: "true", label: "Remote or home-based only" },
      { value: "false", label: "On-site only" },
    ],
  };
}

/** The language the postings are written in (not the languages they ask for). */
function postingLanguageChoice(query: JobQuery): ListingChoice {
  return {
    value: query.postingLanguage ?? "",
    options: [
      { value: "", label: "Any language" },
      ...POSTING_LANGUAGE_FILTERS.map((code) => ({ value: code, label: languageName(code) })),
    ],
  };
}

/**
 * What the listing made of the search box, with a link that undoes it: "Showing UNHCR jobs ·
 * grade P-3 — search all text instead" (to the same address with `literal=1`), or, on that
 * address, "Searching the text as typed — show UNHCR jobs · grade P-3 instead". Null when the
 * search names no organisation, grade or place. The page words it in its own language from the
 * terms; the links are plain links that work without JavaScript.
 */
export type SearchUnderstanding = {
  literal: boolean;
  terms: UnderstoodTerms;
  /** The same listing read the other way, from its first page. */
  href: string;
};

/** What was recognised in the search box, for the page to name in its language. */
export type UnderstoodTerms = {
  /** How the listing names each organisation ("UNHCR"). */
  organisations: string[];
  /** The grade codes the search reaches, and how each grade expression reads ("P-3 and above"). */
  grades: string[];
  gradeLabels: string[];
  places: UnderstoodPlace[];
  /** Nothing but those terms was typed: they filter; otherwise they rank first. */
  recognisedOnly: boolean;
};

export function searchUnderstanding(
  typedQuery: JobQuery,
  params: URLSearchParams,
  /** The search the listing shows in place of the typed one (searchJobs' `correction`). */
  correctedSearch?: string | null,
  /** The page's language, in which a city understood is named ("Genève"). */
  locale: Locale = DEFAULT_LOCALE,
): SearchUnderstanding | null {
  const query = correctedSearch ? withSearchText(typedQuery, correctedSearch) : typedQuery;
  if (!query.search) return null;
  const understood = query.literal ? understandQuery(query.search) : query.understood;
  if (!understood || !describeUnderstanding(understood).length) return null;
  const other = new URLSearchParams(params);
  other.delete("page");
  if (correctedSearch) other.set("search", correctedSearch);
  if (query.literal) other.delete("literal");
  else other.set("literal", "1");
  return {
    literal: query.literal,
    terms: {
      organisations: understood.organisations.map((organisation) => organisation.name),
      grades: [...understood.grades],
      gradeLabels: [...understood.gradeLabels],
      places: understood.places.map((place): UnderstoodPlace => {
        if (place.kind === "region")
          return { kind: "region", name: place.name, region: place.slug };
        const name =
          place.kind === "city"
            ? storedCityNameIn(place.name, place.countryCode, locale)
            : place.name;
        return { kind: place.kind, name, countryCode: place.countryCode };
      }),
      recognisedOnly: understood.recognisedOnly,
    },
    href: `/jobs?${other.toString()}`,
  };
}

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
    query.regions.length +
    query.contractTypes.length +
    query.languages.length +
    (query.nationalsOnly === null ? 0 : 1) +
    query.sources.length +
    (query.remote === null ? 0 : 1) +
    (query.postingLanguage === null ? 0 : 1) +
    (query.closingWithin === null ? 0 : 1)
  );
}

/**
 * The canonical URL parameters of a listing, in a stable order (page kept when > 1). The order of
 * the results is left out: every order lists the same jobs.
 */
export function canonicalListingParams(query: JobQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  for (const location of query.locations) params.append("location", location);
  for (const organization of [...query.organizations].sort())
    params.append("organization", organization);
  for (const field of [...query.fields].sort()) params.append("field", slugifyField(field));
  for (const level of [...query.levels].sort()) params.append("level", level);
  for (const grade of [...query.grades].sort()) params.append("grade", grade);
  for (const region of [...query.regions].sort()) params.append("region", region);
  for (const type of [...query.contractTypes].sort()) params.append("contract", type);
  for (const language of [...query.languages].sort()) params.append("language", language);
  if (query.languageNeed && query.languages.length) params.set("languageNeed", query.languageNeed);
  if (query.nationalsOnly !== null) params.set("nationalsOnly", String(query.nationalsOnly));
  for (const source of query.sources) params.append("source", source);
  if (query.closingWithin !== null) params.set("closingWithin", String(query.closingWithin));
  if (query.remote !== null) params.set("remote", String(query.remote));
  if (query.postingLanguage) params.set("postingLanguage", query.postingLanguage);
  if (query.literal && query.search) params.set("literal", "1");
  if (query.page > 1) params.set("page", String(query.page));
  return params;
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
    locationLabels: query.locations.map((location) => placeCitiesIn(location, locale)),
    nationalsOnly: query.nationalsOnly,
    languageNeed: query.languages.length ? query.languageNeed : null,
    locationsRefused: null,
    maxLocations: MAX_LOCATIONS,
    sources: query.sources,
    activeCount: countFilterValues(query),
    literal: query.literal,
    sort: sortChoice(query),
    closingWithin: closingWithinChoice(query),
    remote: remoteChoice(query),
    postingLanguage: postingLanguageChoice(query),
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
