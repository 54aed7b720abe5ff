// A stored place ("Geneva, Switzerland"; several as "Geneva, Switzerland; Nairobi, Kenya") named in a
// page's language: each known city by its name there (cities.<language>.json) and each country by
// CLDR's (Intl.DisplayNames), whatever English name the place was stored under ("Lao PDR",
// "Republic of Korea", "Trinidad and Tobago" in a list of several), with the language's own
// punctuation (Arabic's comma and semicolon). Only what is shown changes: the stored place and the
// filter value stay English. Kept to the server (loaders): the city and country tables are too big
// for a page's script.

import { storedCityNameIn } from "./city-names";
import { findCountry } from "./countries";
import {
  DEFAULT_LOCALE,
  listSeparator,
  placeListSeparator,
  type Locale,
} from "./interface-locales";
import { countryNameIn } from "./translated-place-names";

/**
 * The place named in `locale`: "Genève, Suisse", "فيينتيان، لاوس". A part whose words after the city
 * are not a country ("Kingston, Ontario": it may be another Kingston) and a name that is neither a
 * known city nor a country ("Remote") are left as they are.
 */
export function placeNamesIn(location: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return location;
  return location
    .split("; ")
    .map((place) => {
      const comma = place.indexOf(", ");
      if (comma < 0) {
        const city = storedCityNameIn(place, null, locale);
        if (city !== place) return city;
        const country = findCountry(place);
        return country ? countryNameIn(country, locale) : place;
      }
      const country = findCountry(place.slice(comma + 2));
      if (!country) return place;
      const city = storedCityNameIn(place.slice(0, comma), country.code, locale);
      return `${city}${listSeparator(locale)}${countryNameIn(country, locale)}`;
    })
    .join(placeListSeparator(locale));
}
