import { describeUnderstanding, understandQuery } from "#domain/understand-query";
import { storedCityNameIn } from "#domain/city-names";
import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import { organisationShortNameIn } from "#domain/organisation-words";
import { findOrganisationBySlug } from "#domain/organisations";
import type { UnderstoodPlace } from "./job-schemas";
import { withSearchText, type JobQuery } from "./job-query";

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
  /** How the page's language names each organisation where space is short ("UNHCR", "HCR"). */
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
  /** The page's language, in which an organisation and a city understood are named ("OMS", "Genève"). */
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
      organisations: understood.organisations.map((recognised) => {
        const organisation = findOrganisationBySlug(recognised.slug);
        return organisation ? organisationShortNameIn(organisation, locale) : recognised.name;
      }),
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
