import { storedCityNameIn } from "#domain/city-names";
import { placeNamesIn } from "#domain/place-names";
import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import { organisationNameIn, postingEmployerNameIn } from "#domain/organisation-words";
import { findOrganisationBySlug } from "#domain/organisations";
import type { JobCardData } from "./job-card-data";
import type { SimilarJob } from "./similar-jobs";

// Job cards for a page in another language than English: each known city and each country of the
// card's place is named in that language ("Genève, Suisse", "Vientiane, Laos"). The
// chip's filter value stays the English name the listing searches, so a filter chosen from a
// French card selects the same city. The employer, when the card names it by its registry name, is
// named as it names itself in that language ("Organisation mondiale de la Santé"), where it does.
// Done here, on the server: the city and organisation tables never reach a page.

/** The card with its place and its employer named in `locale` (the same card for English). */
export function jobCardIn(card: JobCardData, locale: Locale): JobCardData {
  const location = placeNamesIn(card.location, locale);
  const organisation = findOrganisationBySlug(card.organizationFilter);
  const organizationName =
    organisation?.name === card.organizationName
      ? organisationNameIn(organisation, locale)
      : card.organizationName;
  return location === card.location && organizationName === card.organizationName
    ? card
    : { ...card, location, organizationName };
}

/** Every card of a listing with its places named in `locale`. */
export function jobCardsIn(cards: JobCardData[], locale: Locale): JobCardData[] {
  return cards.map((card) => jobCardIn(card, locale));
}

/** The same for a page of cards (the listing, Load More). */
export function jobCardPageIn<T extends { items: JobCardData[] }>(page: T, locale: Locale): T {
  return { ...page, items: jobCardsIn(page.items, locale) };
}

/**
 * A job of a short list (a job page's similar jobs, the jobs for you, the saved jobs) with its
 * employer and its place named in `locale`, as its card would name them.
 */
export function listedJobIn<T extends { organizationName: string; location: string }>(
  job: T,
  locale: Locale,
): T {
  if (locale === DEFAULT_LOCALE) return job;
  return {
    ...job,
    organizationName: postingEmployerNameIn(job.organizationName, locale),
    location: placeNamesIn(job.location, locale),
  };
}

/** A job page's similar jobs with their employers, places and the city they share named in `locale`. */
export function similarJobsIn(jobs: SimilarJob[], locale: Locale): SimilarJob[] {
  return jobs.map((job) => {
    const { place } = job.likeness;
    return {
      ...listedJobIn(job, locale),
      likeness:
        place?.kind === "city"
          ? {
              ...job.likeness,
              place: { ...place, name: storedCityNameIn(place.name, null, locale) },
            }
          : job.likeness,
    };
  });
}
