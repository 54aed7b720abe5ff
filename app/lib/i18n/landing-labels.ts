import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import { placeLabel } from "./data-labels";
import { cldrName } from "./listing-labels";

// The places a landing page names (its own, where an employer hires, its headquarters), in the
// page's language: a country by its ISO code from CLDR, the places that are no place ("Remote")
// from the catalog, a city as the loader named it (in the page's language, domain/city-names.ts), a
// place we cannot read as it is stored. English pages keep the names as the listing searches them.

type Labels = {
  locale: Locale;
  intlLocale: string;
  t: (key: string) => string;
};

export type LandingPlace = {
  name: string;
  countryCode: string | null;
  /** A city carries its country's code but is named as stored; without a kind, a code means a country. */
  kind?: "remote" | "multiple" | "unspecified" | "city" | "country" | "text";
};

export function landingPlaceName(i18n: Labels, place: LandingPlace): string {
  const { name, countryCode, kind } = place;
  if (countryCode && (kind === undefined || kind === "country")) {
    return i18n.locale === DEFAULT_LOCALE
      ? name
      : cldrName(i18n.intlLocale, "region", countryCode, name);
  }
  // "Remote", "Multiple locations" and "Location not specified" are words of ours; a city comes
  // named by the loader ("نيروبي"), and "نيروبي, Kenya" gets its country in the page's language.
  return placeLabel(i18n, i18n.intlLocale, name, kind === "city" ? null : countryCode);
}
