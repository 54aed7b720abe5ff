// Known cities: every capital plus the UN system's real duty stations (headquarters, regional hubs,
// field and sub-offices), each with its ISO alpha-2 country code and the spellings seen in vacancy data
// (local-language names, transliterations, unaccented forms). The data is cities.json (its shape and
// checks in cities.schema.ts); this module keeps the lookups.

import data from "./cities.json" with { type: "json" };
import type { CityData } from "./cities.schema";
import { normaliseName } from "./countries";
import { placeSlug } from "./place-slug";

export type City = {
  /** The English name as a lower-case slug ("the-hague", "coxs-bazar"): the key of its translations. */
  id: string;
  name: string;
  countryCode: string;
  aliases: string[];
};

/** A city's id: its English name lower-cased, accents and apostrophes dropped, other marks as "-". */
export function cityId(name: string): string {
  return placeSlug(name);
}

const { cities, officeAliases } = data as CityData;

export const CITIES: readonly City[] = cities.map(({ name, countryCode, aliases }) => ({
  id: cityId(name),
  name,
  countryCode,
  aliases: aliases ?? [],
}));

const BY_NAME = new Map<string, City>();
for (const city of CITIES) {
  for (const label of [city.name, ...city.aliases]) {
    const key = normaliseName(label);
    if (key && !BY_NAME.has(key)) BY_NAME.set(key, city);
  }
}
// Office-style spellings ("Entebbe RSCE", "UNLB") point at an existing city.
for (const [alias, target] of Object.entries(officeAliases)) {
  const city = BY_NAME.get(normaliseName(target));
  if (city && !BY_NAME.has(alias)) BY_NAME.set(alias, city);
}

/** Known city by name or alias; accent-, case- and punctuation-insensitive. */
export function findCity(name: string): City | null {
  if (typeof name !== "string") return null;
  const key = normaliseName(name);
  if (!key) return null;
  return BY_NAME.get(key) ?? null;
}

/** Known city by name, restricted to one country (resolves e.g. "Tripoli" or "Valencia" per country). */
export function findCityInCountry(name: string, countryCode: string): City | null {
  const key = normaliseName(name);
  const city = BY_NAME.get(key);
  if (city?.countryCode === countryCode) return city;
  return (
    CITIES.find(
      (c) =>
        c.countryCode === countryCode &&
        [c.name, ...c.aliases].some((l) => normaliseName(l) === key),
    ) ?? null
  );
}

// Countries that are one city: the city-states (Singapore, Monaco, Vatican City) and the territories
// that are one city (Hong Kong, Macao, Gibraltar). A posting that names one of them names its city as
// much as its country. (San Marino, Luxembourg, Kuwait or Djibouti are countries with a capital of
// the same name and other towns: their name alone is the country.)
const CITY_STATE_CODES = new Set(["SG", "MC", "VA", "HK", "MO", "GI"]);

/** The city a country that is one city is ("SG" → Singapore, "HK" → Hong Kong); null for others. */
export function findCityStateCity(countryCode: string): City | null {
  if (!CITY_STATE_CODES.has(countryCode)) return null;
  return CITIES.find((city) => city.countryCode === countryCode) ?? null;
}
