// Location parsing (cleaning the place names sources send) plus display/slug helpers for /location/{location}.
//
// Pipeline: clean labels and noise → unspecified values → remote → multiple → structured places.
// Structured places (group-location-places.ts): a whole-string city/country match; alternatives split on ";", "/", " or ", "(or)",
// "|", "&"; otherwise tokens (comma parts, "City - Country", "Country-City", "City (Country)" pairs,
// "Organisation Headquarters") grouped into (city, country) places. Two or more distinct places make a
// list whose display joins the places with "; " so that parsing a display gives the same result.

import { COUNTRIES, getFlagEmoji, normaliseName } from "./countries";
import { cleanLocationText } from "./clean-location-text";
import { placeSlug } from "./place-slug";
import { parsePlaces } from "./group-location-places";
import { isDivisionNotCity, isPlausiblePlaceName, toTitleCase } from "./location-place-names";
import { createList, createSpecial, type ParsedLocation } from "./parsed-location";
import { REMOTE_WORK_WORDS } from "./remote-work-words";
import { LOCATION_MULTIPLE, LOCATION_NOT_SPECIFIED, LOCATION_REMOTE } from "./special-locations";

export type { ParsedLocation };
export { cleanLocationText, isDivisionNotCity };
export { LOCATION_MULTIPLE, LOCATION_NOT_SPECIFIED, LOCATION_REMOTE };

const UNSPECIFIED = new Set([
  "undefined",
  "null",
  "n a",
  "na",
  "tbd",
  "tba",
  "to be determined",
  "to be confirmed",
  "tbc",
  "any",
  "anywhere",
  "worldwide",
  "global",
  "other",
  "others",
  "none",
  "not specified",
  "unspecified",
  "location not specified",
  "not applicable",
  "nan",
]);
// A location field is remote when it holds a remote-work word anywhere ("Remote (Work from Home)"),
// says off site, or puts the work outside the duty station.
const REMOTE = new RegExp(
  String.raw`${REMOTE_WORK_WORDS}|\boff[\s-]?site\b|\boutside\s+(?:(?:the|its|any|a|regular|official|[A-Z]{2,6})\s+){0,3}duty\s+stations?\b`,
  "i",
);
// A roster's location that is only "Field" ("Field (i.e. outside regular IAEA duty station)"):
// work away from the employer's offices, as applicants are told, home-based.
const FIELD_ONLY = /^\s*field\s*(?:\([^)]*\))?\s*$/i;
const MULTIPLE =
  /\b(?:multiple|various|different|several|plusieurs|varios|diversos)\b|all un (?:duty )?(?:locations|duty stations)/i;

/** Parses a raw location string into places, remote, several or unspecified (never throws). */
export function parseLocation(raw: string | null | undefined): ParsedLocation {
  if (typeof raw !== "string") return createSpecial(LOCATION_NOT_SPECIFIED);
  const text = cleanLocationText(raw);
  if (text.length <= 2 || UNSPECIFIED.has(normaliseName(text)))
    return createSpecial(LOCATION_NOT_SPECIFIED);
  if (REMOTE.test(text) || FIELD_ONLY.test(text))
    return createSpecial(LOCATION_REMOTE, { isRemote: true });
  if (MULTIPLE.test(text)) return createSpecial(LOCATION_MULTIPLE, { isMultiple: true });
  const places = parsePlaces(text);
  if (places.length === 1 && places[0]) return places[0];
  if (places.length > 1) return createList(places);
  const display = toTitleCase(text);
  const city = isPlausiblePlaceName(display) ? display : null;
  return {
    city,
    country: null,
    countryCode: null,
    region: null,
    display,
    isSpecial: false,
    isRemote: false,
    isMultiple: false,
    locations: [],
  };
}

/** Display text for a parsed location or raw string, optionally with the country flag emoji. */
export function formatLocation(
  location: ParsedLocation | string | null | undefined,
  options: { withFlag?: boolean } = {},
): string {
  const parsed =
    typeof location === "object" && location !== null ? location : parseLocation(location);
  if (!options.withFlag || !parsed.countryCode) return parsed.display;
  return `${getFlagEmoji(parsed.countryCode)} ${parsed.display}`;
}

/** Slug for /location/{location}: lower-cased, spaces to hyphens (accents and punctuation dropped). */
export function slugifyLocation(display: string): string {
  return placeSlug(display);
}

let slugIndex: Map<string, string> | null = null;

function getSlugIndex(): Map<string, string> {
  if (slugIndex) return slugIndex;
  const index = new Map<string, string>();
  const add = (label: string, display: string) => {
    const slug = slugifyLocation(label);
    if (slug && !index.has(slug)) index.set(slug, display);
  };
  for (const special of [LOCATION_REMOTE, LOCATION_MULTIPLE, LOCATION_NOT_SPECIFIED])
    add(special, special);
  for (const country of COUNTRIES) {
    for (const label of [country.name, country.officialName, ...country.aliases])
      add(label, country.name);
  }
  slugIndex = index;
  return index;
}

/** The location behind a /location/{slug} URL: countries, specials, known cities and "city-country" slugs. */
export function findLocationBySlug(slug: string): ParsedLocation | null {
  if (typeof slug !== "string") return null;
  let key = slug.trim();
  try {
    key = decodeURIComponent(key);
  } catch {
    // keep the raw slug
  }
  key = slugifyLocation(key);
  if (!key) return null;
  const known = getSlugIndex().get(key);
  if (known) return parseLocation(known);
  const parsed = parseLocation(key.replace(/-/g, " "));
  if (parsed.countryCode || parsed.isSpecial) return parsed;
  const hyphenated = parseLocation(key);
  return hyphenated.countryCode ? hyphenated : null;
}
