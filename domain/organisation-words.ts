// An employer's own words (its name, description and focus areas) in a page's language. The
// registry holds them in English; organisation-registry.<language>.json holds the description and
// focus areas in French, Spanish and Arabic, keyed by slug (domain/registry-data.test.ts checks that
// every employer has them all), and the name only where the employer publishes an official one in
// that language: elsewhere the English name stands.

import { DEFAULT_LOCALE, type Locale } from "./interface-locales";
import type { Organisation } from "./organisation-registry";
import { matchOrganisation } from "./organisations";
import { ownEntry } from "./own-entry";
import type { OrganisationTranslations } from "./organisation-registry.schema";
import arabic from "./organisation-registry.ar.json" with { type: "json" };
import spanish from "./organisation-registry.es.json" with { type: "json" };
import french from "./organisation-registry.fr.json" with { type: "json" };

export type OrganisationWords = {
  name: string;
  acronym: string;
  /** How the employer is named where space is short: its acronym, or a short name. */
  shortName: string;
  description: string;
  focusAreas: string[];
};

// English is the registry itself.
const TRANSLATIONS: Partial<Record<Locale, OrganisationTranslations>> = {
  fr: french,
  es: spanish,
  ar: arabic,
};

/** The employer's entry in `locale`'s translation file, if it has one. */
function translatedEntry(slug: string, locale: Locale) {
  const table = TRANSLATIONS[locale];
  return table && ownEntry(table, slug);
}

/** The name, description and focus areas in `locale`; null when that language lacks them. */
export function organisationWords(
  organisation: Pick<
    Organisation,
    "slug" | "name" | "acronym" | "shortName" | "description" | "focusAreas"
  >,
  locale: Locale,
): OrganisationWords | null {
  const { name, acronym, shortName } = organisation;
  if (locale === DEFAULT_LOCALE) {
    return {
      name,
      acronym,
      shortName,
      description: organisation.description,
      focusAreas: [...organisation.focusAreas],
    };
  }
  const words = translatedEntry(organisation.slug, locale);
  if (!words) return null;
  return {
    name: words.name ?? name,
    acronym: words.acronym ?? acronym,
    shortName: translatedShortName(organisation, words),
    description: words.description,
    focusAreas: [...words.focusAreas],
  };
}

/**
 * A short name that is the acronym follows the language's acronym; a short name that is a name
 * ("World Bank") gives way to the language's name ("Banque mondiale") where there is one.
 */
function translatedShortName(
  { acronym, shortName }: Pick<Organisation, "acronym" | "shortName">,
  words: { name?: string; acronym?: string },
): string {
  return shortName === acronym ? (words.acronym ?? acronym) : (words.name ?? shortName);
}

/**
 * How the employer is named where space is short in `locale`, as its page names it there: "OMS"
 * for the WHO in French and Spanish, "Banque mondiale" for the World Bank in French; its English
 * short name where the language has no words of its own for it.
 */
export function organisationShortNameIn(
  organisation: Pick<Organisation, "slug" | "acronym" | "shortName">,
  locale: Locale,
): string {
  if (locale === DEFAULT_LOCALE) return organisation.shortName;
  const words = translatedEntry(organisation.slug, locale);
  return words ? translatedShortName(organisation, words) : organisation.shortName;
}

export type TranslatedOrganisationLabel = {
  locale: Locale;
  kind: "name" | "acronym";
  label: string;
};

/**
 * The official names and acronyms an employer publishes in French, Spanish and Arabic, as the
 * translation files give them ("Organisation mondiale de la Santé", "OMS", "منظمة الصحة العالمية"),
 * in the files' order; none where it publishes none.
 */
export function organisationTranslatedLabels(slug: string): TranslatedOrganisationLabel[] {
  const labels: TranslatedOrganisationLabel[] = [];
  for (const [locale, table] of Object.entries(TRANSLATIONS) as [
    Locale,
    OrganisationTranslations,
  ][]) {
    const words = ownEntry(table, slug);
    if (words?.name) labels.push({ locale, kind: "name", label: words.name });
    if (words?.acronym) labels.push({ locale, kind: "acronym", label: words.acronym });
  }
  return labels;
}

/**
 * An employer's name in `locale` where it publishes one in that language ("Organisation mondiale de
 * la Santé", "البنك الدولي"), else its English name.
 */
export function organisationNameIn(
  organisation: Pick<Organisation, "slug" | "name">,
  locale: Locale,
): string {
  if (locale === DEFAULT_LOCALE) return organisation.name;
  return translatedEntry(organisation.slug, locale)?.name ?? organisation.name;
}

/**
 * The acronym an employer uses in `locale` where it uses another there (the HCR in French, ACNUR in
 * Spanish), else its English acronym.
 */
export function organisationAcronymIn(
  organisation: Pick<Organisation, "slug" | "acronym">,
  locale: Locale,
): string {
  if (locale === DEFAULT_LOCALE) return organisation.acronym;
  return translatedEntry(organisation.slug, locale)?.acronym ?? organisation.acronym;
}

/**
 * An employer as a posting names it ("World Health Organization", "UNDP/UNCDF"), for a reader of
 * `locale` where only text goes (an e-mail): the registry's employer it names, by its name in that
 * language where the employer publishes one ("Organisation mondiale de la Santé"); else, and in
 * English, as the posting names it.
 */
export function postingEmployerNameIn(name: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return name;
  const organisation = matchOrganisation(name);
  const translated = organisation && translatedEntry(organisation.slug, locale)?.name;
  return translated ?? name;
}
