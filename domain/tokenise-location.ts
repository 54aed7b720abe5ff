import { findCity, findCityInCountry, type City } from "./cities";
import { findCountryByCode, findCountryByName, type Country } from "./countries";
import { isAustralianState, isPlausiblePlaceName, isUsState } from "./location-place-names";
import { matchOrganisation } from "./organisations";
import { ownEntry } from "./own-entry";

// Reading a cleaned location string into tokens, each a known city, a known country or other
// text: comma parts, "City - Country", "Country-City", "City (Country)" pairs, "Organisation
// Headquarters", an ADB resident mission, a US state or an Australian one after its town.

export type Token =
  // `text` is the name as written, when the whole segment was the city ("Washington" for
  // Washington DC), so that a name shared with a state can be read as the state.
  | { kind: "city"; city: City; text?: string }
  | { kind: "country"; country: Country; text: string }
  | { kind: "text"; text: string };

export function resolveWhole(text: string): Token | null {
  const country =
    findCountryByName(text) ?? (/^[A-Z]{3}$/.test(text) ? findCountryByCode(text) : null);
  if (country) return { kind: "country", country, text };
  const city = findCity(text);
  return city ? { kind: "city", city, text } : null;
}

/** Splits "Country-City", "City-Country", "Country City", "City Office words" at the best separator. */
function splitAt(text: string, separator: string): Token[] | null {
  const pieces = text.split(separator);
  if (pieces.length > 8) return null; // location names are short; avoids quadratic work on long text
  const candidates: [string, string, Token | null, Token | null][] = [];
  for (let i = 1; i < pieces.length; i++) {
    const left = pieces.slice(0, i).join(separator);
    const right = pieces.slice(i).join(separator);
    candidates.push([left, right, resolveWhole(left), resolveWhole(right)]);
  }
  for (const [, , a, b] of candidates)
    if (a && b && (a.kind === "country" || b.kind === "country")) return [a, b];
  for (const [left, right, a, b] of candidates) {
    if (a && !b && !isPlausiblePlaceName(right)) return [a];
    if (b && !a && !isPlausiblePlaceName(left)) return [b];
  }
  for (const [left, right, a, b] of candidates) {
    if (a?.kind === "country" && !b && isPlausiblePlaceName(right))
      return [a, { kind: "text", text: right }];
    if (b?.kind === "country" && !a && isPlausiblePlaceName(left))
      return [{ kind: "text", text: left }, b];
  }
  return null;
}

// The Asian Development Bank names each country office "<Country> Resident Mission"
// ("Asian Development Bank-India Resident Mission-India" on its Taleo pages) and each sits in one
// city, the capital for those listed here. A mission named here stands for its city; one not in
// this list stays its country (Kazakhstan's and Myanmar's, whose city could not be confirmed here).
const ADB_RESIDENT_MISSION_CITIES: Record<string, string> = {
  AF: "Kabul",
  AM: "Yerevan",
  AZ: "Baku",
  BD: "Dhaka",
  BT: "Thimphu",
  CN: "Beijing",
  GE: "Tbilisi",
  ID: "Jakarta",
  IN: "New Delhi",
  KG: "Bishkek",
  KH: "Phnom Penh",
  LA: "Vientiane",
  LK: "Colombo",
  MN: "Ulaanbaatar",
  NP: "Kathmandu",
  PG: "Port Moresby",
  PK: "Islamabad",
  TH: "Bangkok",
  TJ: "Dushanbe",
  TL: "Dili",
  TM: "Ashgabat",
  UZ: "Tashkent",
  VN: "Hanoi",
};

const RESIDENT_MISSION = /^(.+?)\s+resident\s+mission(?:\s*\([A-Z]{2,6}\))?$/i;

/**
 * The city of the ADB resident mission a location names ("India Resident Mission", on its own or
 * between the employer's name and the country with hyphens), when no other part of it names a
 * city; null otherwise.
 */
function residentMissionCity(text: string): Token | null {
  if (!/resident\s+mission/i.test(text)) return null;
  const pieces = text.split(/\s*-\s*/);
  let mission: Token | null = null;
  for (const piece of pieces) {
    const named = RESIDENT_MISSION.exec(piece);
    const country = named?.[1] ? findCountryByName(named[1]) : null;
    if (country) {
      const name = ownEntry(ADB_RESIDENT_MISSION_CITIES, country.code);
      const city = name ? findCityInCountry(name, country.code) : null;
      if (city) mission = { kind: "city", city };
    } else if (resolveWhole(piece)?.kind === "city") return null;
  }
  return mission;
}

// Field presences named after their town, before or after it: "Birnin Kebbi Sub-Office",
// "KALEMIE SUB-OFFICE", "Bor Field Office", "Field Office Kabul". The town is the duty station,
// known to the place list or not. A "Country Office" or "Regional Office" names no town.
const TOWN_OFFICE =
  /^(?:(?<before>.+?)\s+(?:sub[- ]?office|field office)|(?:sub[- ]?office|field office)\s+(?<after>.+))$/i;

// Words that say what kind of office it is, not where: "Zonal Field Office", "Main Sub-Office".
const OFFICE_KIND =
  /\b(?:zonal|zone|provincial|district|state|area|liaison|main|country|national)\b/i;

/** The town a sub-office or field office is named after; null for any other text. */
function townOfficeName(text: string): string | null {
  const named = TOWN_OFFICE.exec(text)?.groups;
  const name = (named?.before ?? named?.after)?.trim();
  return name && !OFFICE_KIND.test(name) ? name : null;
}

function classify(segment: string): Token[] {
  const text = segment
    .replace(/^(?:DS|HQ)\s*[-–:]\s*/i, "")
    .replace(/^[\s,;:./|\-–—]+|[\s,;:./|\-–—]+$/g, "");
  if (!text) return [];
  const whole = resolveWhole(text);
  if (whole) return [whole];
  const bracketed = text.split(/\s*\(([^()]*)\)\s*/);
  if (bracketed.length > 1) return bracketed.flatMap((piece) => classify(piece));
  const dashed = text.split(/\s+[-–—]\s+/);
  if (dashed.length > 1) return dashed.flatMap((piece) => classify(piece));
  const headquarters = /^(.*?)\s+(?:headquarters|hq|head office)$/i.exec(text);
  const organisation = headquarters?.[1] ? matchOrganisation(headquarters[1]) : null;
  if (organisation) return organisation.headquarters.split(",").flatMap((piece) => classify(piece));
  const mission = residentMissionCity(text);
  if (mission) return [mission];
  const office = townOfficeName(text);
  if (office) return classify(office);
  const joined = text.split(/\s+(?:and|&|et|y)\s+/i);
  if (joined.length > 1 && joined.every((piece) => findCity(piece)))
    return joined.flatMap((piece) => classify(piece));
  const split =
    (text.includes("-") ? splitAt(text, "-") : null) ??
    (text.includes(" ") ? splitAt(text, " ") : null);
  if (split) return split;
  return [{ kind: "text", text }];
}

function splitOutsideBrackets(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "(") depth++;
    else if (char === ")") depth = Math.max(0, depth - 1);
    else if (char === "," && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A country whose name is written inverted across a comma, as in ISO 3166 ("Bolivia, Plurinational
 * State of", "Korea, Republic of"), with the rest of the second part when a place follows it after a
 * hyphen, as Taleo writes "Country-City" ("Bolivia, Plurinational State of-Chuquisaca").
 */
function pairCountryName(
  first: string,
  second: string,
): { country: Country; text: string; rest: string } | null {
  const whole = findCountryByName(`${first}, ${second}`);
  if (whole) return { country: whole, text: `${first}, ${second}`, rest: "" };
  for (let at = second.indexOf("-"); at > 0; at = second.indexOf("-", at + 1)) {
    const name = `${first}, ${second.slice(0, at).trim()}`;
    const country = findCountryByName(name);
    if (country) return { country, text: name, rest: second.slice(at + 1).trim() };
  }
  return null;
}

/** The countries whose states are written after a town ("Foster City, CA", "Gold Coast, QLD"). */
const STATE_COUNTRIES = [
  { country: findCountryByCode("US"), isState: isUsState },
  { country: findCountryByCode("AU"), isState: isAustralianState },
];

/**
 * The country a state names when it follows an unknown town or a city of that country: "Foster
 * City, CA" is in the United States, "Gold Coast, QLD" in Australia, and the "WA" of "Perth, WA"
 * is Western Australia, not Washington.
 */
function countryOfState(part: string, previous: Token | undefined): Country | null {
  return (
    STATE_COUNTRIES.find(
      ({ country, isState }) =>
        country &&
        isState(part) &&
        (previous?.kind === "text" ||
          (previous?.kind === "city" && previous.city.countryCode === country.code)),
    )?.country ?? null
  );
}

export function tokenise(text: string): Token[] {
  const parts = splitOutsideBrackets(text);
  const tokens: Token[] = [];
  for (let i = 0; i < parts.length; i++) {
    const previous = tokens.at(-1);
    const stateCountry = i > 0 ? countryOfState(parts[i] ?? "", previous) : null;
    if (stateCountry) {
      tokens.push({ kind: "country", country: stateCountry, text: parts[i] ?? "" });
      continue;
    }
    const pair = i + 1 < parts.length ? pairCountryName(parts[i] ?? "", parts[i + 1] ?? "") : null;
    if (pair) {
      tokens.push({ kind: "country", country: pair.country, text: pair.text });
      if (pair.rest) tokens.push(...classify(pair.rest));
      i++;
    } else tokens.push(...classify(parts[i] ?? ""));
  }
  return tokens;
}
