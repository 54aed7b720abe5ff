// An employer's own words (its description and focus areas) in a page's language. The registry
// holds them in English; organisation-registry.<language>.json holds them in French, Spanish and
// Arabic, keyed by slug (domain/registry-data.test.ts checks that every employer has them all).

import { DEFAULT_LOCALE, type Locale } from "./interface-locales";
import type { Organisation } from "./organisation-registry";
import { ownEntry } from "./own-entry";
import type { OrganisationTranslations } from "./organisation-registry.schema";
import arabic from "./organisation-registry.ar.json" with { type: "json" };
import spanish from "./organisation-registry.es.json" with { type: "json" };
import french from "./organisation-registry.fr.json" with { type: "json" };

export type OrganisationWords = { description: string; focusAreas: string[] };

// English is the registry itself.
const TRANSLATIONS: Partial<Record<Locale, OrganisationTranslations>> = {
  fr: french,
  es: spanish,
  ar: arabic,
};

/** The description and focus areas in `locale`; null when that language lacks them. */
export function organisationWords(
  organisation: Pick<Organisation, "slug" | "description" | "focusAreas">,
  locale: Locale,
): OrganisationWords | null {
  if (locale === DEFAULT_LOCALE) {
    return { description: organisation.description, focusAreas: [...organisation.focusAreas] };
  }
  const table = TRANSLATIONS[locale];
  const words = table && ownEntry(table, organisation.slug);
  return words ? { description: words.description, focusAreas: [...words.focusAreas] } : null;
}
