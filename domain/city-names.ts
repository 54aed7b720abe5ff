// A city's name in a page's language: "Genève", "Ginebra", "جنيف" for Geneva. The city list
// (cities.json) holds the English names the listing stores and searches; cities.<language>.json holds
// each city's name in French, Spanish and Arabic by its id (domain/registry-data.test.ts checks that
// every city is there, as a name of the language, the same as in English, or not yet translated).
// Only what is shown changes: the stored place and the filter value stay the English name, so a
// visitor's filter selects the same city in every language. Kept to the server (loaders): the tables
// are too big for a page's script.

import { findCity, findCityInCountry, type City } from "./cities";
import type { CityNames } from "./cities.schema";
import { DEFAULT_LOCALE, type Locale } from "./interface-locales";
import { ownEntry } from "./own-entry";
import arabic from "./cities.ar.json" with { type: "json" };
import spanish from "./cities.es.json" with { type: "json" };
import french from "./cities.fr.json" with { type: "json" };

// English is the city list itself.
const TRANSLATIONS: Partial<Record<Locale, CityNames>> = { fr: french, es: spanish, ar: arabic };

/** The city's name in `locale`: its own form there, else the English name. */
export function cityNameIn(city: Pick<City, "id" | "name">, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return city.name;
  const table = TRANSLATIONS[locale];
  return (table && ownEntry(table.names, city.id)) ?? city.name;
}

/** The city's own names in French, Spanish and Arabic (those it has), for reading a search box. */
export function cityTranslatedNames(city: Pick<City, "id">): string[] {
  return Object.values(TRANSLATIONS).flatMap((table) => ownEntry(table.names, city.id) ?? []);
}

/**
 * A city named as stored ("Geneva"), in `locale`: a known city (in the country given, when one is)
 * by its name in the language; any other name as it is.
 */
export function storedCityNameIn(name: string, countryCode: string | null, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return name;
  const city = countryCode ? findCityInCountry(name, countryCode) : findCity(name);
  return city ? cityNameIn(city, locale) : name;
}
