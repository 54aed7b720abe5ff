import { findCity, findCityInCountry } from "./cities";
import { findCountryByCode, normaliseName, type Country } from "./countries";
import { isSubdivisionOf } from "./country-subdivisions";
import {
  COMPASS_POINT,
  isDivisionNotCity,
  isPlausiblePlaceName,
  namesNoPlace,
  toTitleCase,
} from "./location-place-names";
import { createPlace, type ParsedLocation, type Place } from "./parsed-location";
import { matchOrganisation } from "./organisations";
import { resolveWhole, tokenise, type Token } from "./tokenise-location";

// Structured places: a whole-string city/country match; alternatives split on ";", "/", " or ",
// "(or)", "|", "&"; otherwise tokens grouped into (city, country) places, each place once.

function dedupePlaces(places: Place[]): Place[] {
  const seen = new Set<string>();
  const countriesWithCity = new Set(
    places.filter((p) => p.city || p.cityText).map((p) => p.country?.code ?? p.city?.countryCode),
  );
  return places.filter((place) => {
    const code = place.country?.code ?? place.city?.countryCode ?? "";
    if (!place.city && !place.cityText && countriesWithCity.has(code)) return false;
    const key = `${place.city?.name ?? place.cityText ?? ""}|${code}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A town the place list does not know, written before its state, province or region ("Poznań,
 * Wielkopolskie, Poland", "Jundiaí, São Paulo, Brazil"): the country the town is in, or null when
 * the next part is no region of it. The region names no town there, even when a city shares its name
 * (the state of São Paulo, the province of Utrecht), so it is passed over. A country must follow a
 * region the place list does not know; a region that shares a known city's name says the country
 * itself, and may end the text. An organisation's name or an acronym before it is no town.
 */
function countryOfTownBeforeRegion(text: string, next?: Token, after?: Token): Country | null {
  if (/^[\p{Lu}\s.-]+$/u.test(text) || matchOrganisation(text)) return null;
  if (next?.kind === "text" && after?.kind === "country")
    return isSubdivisionOf(next.text, after.country.code) ? after.country : null;
  if (next?.kind !== "city" || !isRegionNamed(next)) return null;
  if (after && (after.kind !== "country" || after.country.code !== next.city.countryCode))
    return null;
  return after?.kind === "country" ? after.country : findCountryByCode(next.city.countryCode);
}

/** Whether a known city's token, as written, is also a region of its country ("Washington"). */
function isRegionNamed(token: Extract<Token, { kind: "city" }>): boolean {
  return (
    isSubdivisionOf(token.city.name, token.city.countryCode) ||
    (token.text !== undefined && isSubdivisionOf(token.text, token.city.countryCode))
  );
}

/**
 * Whether words the place list does not know, beside a country, may be a town's name: written with
 * a capital ("travel required" after "Zimbabwe –" is a remark) and more than a point of the compass
 * ("Northwest" of "Northwest Syria" is part of a region's name).
 */
function mayNameTown(text: string): boolean {
  return /\p{Lu}/u.test(text) && !COMPASS_POINT.test(text.trim());
}

function groupPlaces(tokens: Token[]): Place[] {
  const places: Place[] = [];
  let skipRegion = -1;
  let current: Place = { city: null, cityText: null, country: null };
  const isEmpty = (place: Place) => !place.city && !place.cityText && !place.country;
  const flush = () => {
    if (!isEmpty(current)) places.push(current);
    current = { city: null, cityText: null, country: null };
  };
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (index === skipRegion) return;
    if (token.kind === "city") {
      if (current.city === token.city) return;
      // A region's name between a known city and its country, or last, names which town is meant,
      // not another, even where the place list knows a city by that name as another name for it
      // ("Seattle, Washington, United States" is in the state of Washington, not in Washington
      // DC). A city written by its own name ("São Paulo") stays a city there.
      if (
        current.city &&
        token.city.countryCode === current.city.countryCode &&
        token.text !== undefined &&
        normaliseName(token.text) !== normaliseName(token.city.name) &&
        isSubdivisionOf(token.text, token.city.countryCode) &&
        (!next || (next.kind === "country" && next.country.code === token.city.countryCode))
      )
        return;
      const fits =
        !current.city &&
        !current.cityText &&
        (!current.country || current.country.code === token.city.countryCode);
      if (!fits) flush();
      current.city = token.city;
    } else if (token.kind === "country") {
      // A state named as a country is, between a known city of the next country and that country
      // ("Atlanta, Georgia, United States"), the state the city is in, as "Washington" above.
      if (
        current.city &&
        next?.kind === "country" &&
        next.country.code === current.city.countryCode &&
        next.country.code !== token.country.code &&
        !current.country &&
        isSubdivisionOf(token.text ?? token.country.name, next.country.code)
      )
        return;
      // "Panama, Panama" / "Kuwait, Kuwait": a repeated country name is its capital city of the same name.
      const repeated =
        current.country?.code === token.country.code && !current.city && !current.cityText
          ? (current.countryText ?? "")
          : null;
      const capital =
        repeated === null
          ? null
          : (findCityInCountry(`${repeated} City`, token.country.code) ??
            findCityInCountry(repeated, token.country.code));
      if (capital) {
        current.city = capital;
        return;
      }
      if (current.country) flush();
      current.countryText = token.text;
      current.country = token.country;
      if (current.city && current.city.countryCode !== token.country.code) {
        const local = findCityInCountry(current.city.name, token.country.code);
        current.cityText = local ? null : current.city.name;
        current.city = local;
      }
    } else if (isPlausiblePlaceName(token.text) && !current.city && !current.cityText) {
      const townCountry = current.country
        ? null
        : countryOfTownBeforeRegion(token.text, next, tokens[index + 2]);
      if (townCountry) {
        current.cityText = toTitleCase(token.text);
        // The region's own country token follows it and sets the country.
        if (tokens[index + 2]?.kind !== "country") current.country = townCountry;
        skipRegion = index + 1;
        return;
      }
      const countryFollows = next?.kind === "country" && !current.country;
      const country = countryFollows && next?.kind === "country" ? next.country : current.country;
      if (isDivisionNotCity(token.text, country?.code)) return;
      if ((countryFollows || (current.country && !next)) && mayNameTown(token.text))
        current.cityText = toTitleCase(token.text);
    }
  });
  flush();
  return places;
}

// A name followed by one bracketed name and nothing else ("New Caledonia (France)").
const NAME_THEN_BRACKETED = /^([^()]+?)\s*\(\s*([^()]+?)\s*\)$/;

/**
 * A dependent territory written with the state it belongs to in brackets, as ReliefWeb names them
 * ("New Caledonia (France)", "Puerto Rico (The United States of America)"): the territory, one
 * place. Null unless both names are countries of the list, and two different ones.
 */
function territoryWithItsState(text: string): Country | null {
  const match = NAME_THEN_BRACKETED.exec(text.trim());
  if (!match) return null;
  const territory = resolveWhole(match[1] ?? "");
  const state = resolveWhole(match[2] ?? "");
  if (territory?.kind !== "country" || state?.kind !== "country") return null;
  return territory.country.code === state.country.code ? null : territory.country;
}

export function parsePlaces(text: string): ParsedLocation[] {
  const territory = territoryWithItsState(text);
  if (territory) return [createPlace({ city: null, cityText: null, country: territory })];
  const whole = resolveWhole(text);
  if (whole && whole.kind !== "text")
    return [
      createPlace(
        whole.kind === "city"
          ? { city: whole.city, cityText: null, country: null }
          : { city: null, cityText: null, country: whole.country },
      ),
    ];
  const alternatives = text
    .split(/\s*;\s*|\s*\/\s*|\s*\|\s*|\s+(?:or|ou|o)\s+|\s*\(or\)\s*|\s+&\s+/i)
    .filter((piece) => piece.trim());
  const pieces = alternatives.length > 1 ? alternatives : [text];
  const grouped = pieces.map((piece) => groupPlaces(tokenise(piece)));
  const places = grouped.flatMap((found, index) =>
    found.length > 0
      ? found
      : sharedCountry(pieces[index] ?? "", grouped.slice(index + 1), pieces.slice(index + 1)),
  );
  return dedupePlaces(alternatives.length > 1 ? ownCountries(places) : places).map(createPlace);
}

/**
 * An alternative that is a town's name alone ("Dubbo & Central NSW, NSW") is in the country the
 * next alternative writes, as one country written after the last covers them all. That alternative
 * must be written with places only: in "Digital Transformation & Technology for Development
 * (Syria)" the country closes a title's words, and the words before "&" are no town.
 */
function sharedCountry(piece: string, later: Place[][], laterPieces: string[]): Place[] {
  const text = piece.trim();
  const index = later.findIndex((places) => places.some((place) => place.country));
  const place = later[index]?.find((found) => found.country);
  const country = place?.country;
  if (!country || !isPlausiblePlaceName(text)) return [];
  if (!isOnlyPlaces(laterPieces[index] ?? "")) return [];
  const city = findCityInCountry(text, country.code);
  return [
    city
      ? { city, cityText: null, country: null }
      : { city: null, cityText: toTitleCase(text), country },
  ];
}

/**
 * Whether each part of a text, between commas and brackets, is a known place or short words that
 * name no office, job or programme ("Central NSW" may be a region; "Technology for Development" is
 * not one).
 */
function isOnlyPlaces(text: string): boolean {
  return text
    .split(/[,()]/)
    .map((part) => part.trim())
    .filter(Boolean)
    .every(
      (part) =>
        resolveWhole(part) !== null || (part.split(/\s+/).length <= 3 && !namesNoPlace(part)),
    );
}

/**
 * Alternatives with one country written after the last ("Abidjan or Nairobi, Côte d'Ivoire"): a
 * known city of another country there is that city in its own country, when the country named is
 * already an earlier alternative's, not a town of that name in it.
 */
function ownCountries(places: Place[]): Place[] {
  return places.map((place, index) => {
    const code = place.country?.code;
    const known = place.cityText ? findCity(place.cityText) : null;
    if (!known || !code || known.countryCode === code) return place;
    const earlier = places
      .slice(0, index)
      .some((other) => (other.country?.code ?? other.city?.countryCode) === code);
    return earlier ? { city: known, cityText: null, country: null } : place;
  });
}
