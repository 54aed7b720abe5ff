// A city's name in a page's language: "Genève", "Ginebra", "جنيف" for Geneva. The city list
// (cities.json) holds the English names the listing stores and searches; cities.<language>.json holds
// each city's name in French, Spanish and Arabic by its id (domain/registry-data.test.ts checks that
// every city is there, as a name of the language, the same as in English, or not yet translated).
// Only what is shown changes: the stored place and the filter value stay the English name, so a
// visitor's filter selects the same city in every language. Kept to the server (loaders): the tables
// are too big for a page's script.

import { findCity, findCityInCountry, type City } from "./cities";
import type { CityNames } from "./cities.schema";
import { findCountry } from "./countries";
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

/**
 * A place as stored ("Geneva, Switzerland"; several as "Geneva, Switzerland; Nairobi, Kenya") with
 * each known city named in `locale` ("جنيف, Switzerland"). Countries are left as they are: the page
 * names them from CLDR. A part whose words after the city are not a country is left as it is.
 */
export function placeCitiesIn(location: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return location;
  return location
    .split("; ")
    .map((place) => {
      const comma = place.indexOf(", ");
      const name = comma < 0 ? place : place.slice(0, comma);
      const rest = comma < 0 ? "" : place.slice(comma);
      if (rest === "") return storedCityNameIn(name, null, locale) + rest;
      const country = findCountry(rest.slice(2));
      return country ? storedCityNameIn(name, country.code, locale) + rest : place;
    })
    .join("; ");
}
