import { findCityStateCity, type City } from "./cities";
import { findCountryByCode, type Country } from "./countries";

// A location as the site reads it (a place, a list of places, remote, several or unspecified), and
// how one is made from a city and country found in a location string.

export type ParsedLocation = {
  city: string | null;
  country: string | null;
  countryCode: string | null;
  region: string | null;
  display: string;
  isSpecial: boolean;
  isRemote: boolean;
  isMultiple: boolean;
  locations: ParsedLocation[];
};

/** A city and country found together in a location string (the city as written when unknown). */
export type Place = {
  city: City | null;
  cityText: string | null;
  country: Country | null;
  countryText?: string;
};

export function createSpecial(
  display: string,
  flags: Partial<ParsedLocation> = {},
): ParsedLocation {
  return {
    city: null,
    country: null,
    countryCode: null,
    region: null,
    display,
    isSpecial: true,
    isRemote: false,
    isMultiple: false,
    locations: [],
    ...flags,
  };
}

/**
 * A place from the city and country found. A country that is one city (a city-state such as
 * Singapore, or Hong Kong) is its city too, and is shown by the city's name alone.
 */
export function createPlace({ city, cityText, country }: Place): ParsedLocation {
  const resolvedCountry = country ?? (city ? findCountryByCode(city.countryCode) : null);
  const cityState = resolvedCountry ? findCityStateCity(resolvedCountry.code) : null;
  const cityName = city?.name ?? cityText ?? cityState?.name ?? null;
  const display =
    cityState && cityName === cityState.name
      ? cityName
      : [cityName, resolvedCountry?.name].filter(Boolean).join(", ");
  return {
    city: cityName,
    country: resolvedCountry?.name ?? null,
    countryCode: resolvedCountry?.code ?? null,
    region: resolvedCountry?.region ?? null,
    display,
    isSpecial: false,
    isRemote: false,
    isMultiple: false,
    locations: [],
  };
}

export function createList(items: ParsedLocation[]): ParsedLocation {
  const codes = new Set(items.map((item) => item.countryCode));
  const shared = codes.size === 1 ? items[0] : undefined;
  return {
    city: null,
    country: shared?.country ?? null,
    countryCode: shared?.countryCode ?? null,
    region: shared?.region ?? null,
    display: items.map((item) => item.display).join("; "),
    isSpecial: false,
    isRemote: false,
    isMultiple: true,
    locations: items,
  };
}
