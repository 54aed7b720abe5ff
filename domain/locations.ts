// Location parsing (cleaning the place names sources send) plus display/slug helpers for /location/{location}.
//
// Pipeline: clean labels and noise → unspecified values → remote → multiple → structured places.
// Structured places: a whole-string city/country match; alternatives split on ";", "/", " or ", "(or)",
// "|", "&"; otherwise tokens (comma parts, "City - Country", "Country-City", "City (Country)" pairs,
// "Organisation Headquarters") grouped into (city, country) places. Two or more distinct places make a
// list whose display joins the places with "; " so that parsing a display gives the same result.

import { findCity, findCityInCountry, type City } from "./cities";
import {
  COUNTRIES,
  findCountryByCode,
  findCountryByName,
  getFlagEmoji,
  normaliseName,
  type Country,
} from "./countries";
import { matchOrganisation } from "./organisations";
import { ownEntry } from "./own-entry";
import { decodeHtmlEntities } from "./text";
import { LOCATION_MULTIPLE, LOCATION_NOT_SPECIFIED, LOCATION_REMOTE } from "./special-locations";

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

export { LOCATION_MULTIPLE, LOCATION_NOT_SPECIFIED, LOCATION_REMOTE };

const UNSPECIFIED = new Set([
  "undefined",
  "null",
  "n a",
  "na",
  "tbd",
  "tba",
  "to be determined",
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
const REMOTE =
  /remote|home[\s-]*based|telecommut|tele-?work|work(?:ing)? from home|teletrabajo|t[eé]l[eé]travail|\boff[\s-]?site\b|\boutside\s+(?:(?:the|its|any|a|regular|official|[A-Z]{2,6})\s+){0,3}duty\s+stations?\b/i;
// A roster's location that is only "Field" ("Field (i.e. outside regular IAEA duty station)"):
// work away from the employer's offices, as applicants are told, home-based.
const FIELD_ONLY = /^\s*field\s*(?:\([^)]*\))?\s*$/i;
const MULTIPLE =
  /\b(?:multiple|various|different|several|plusieurs|varios|diversos)\b|all un (?:duty )?(?:locations|duty stations)/i;
const LABEL_WITH_COLON =
  /^(?:primary |work |job |official |office |assignment )?(?:duty[\s-]*stations?(?:\(s\))?|locations?(?:\(s\))?|lieu d['’]affectation|lugar de destino|department\/office|city|country|place of (?:assignment|work)|staffing exercise|posted date|deadline)\s*[:：]\s*/i;
const LABEL_WITHOUT_COLON =
  /^(?:(?:primary |work )?(?:duty[\s-]*stations?|locations?)|work location)\s+(?=\S)/i;
const NOT_A_PLACE =
  /\b(?:office|hub|unit|division|branch|section|mission|programmes?|programs?|consultant|consultancy|officer|specialist|assistant|analyst|associate|intern|internships?|positions?|national|international|team|project|roster|expert|manager|director|coordinator|advis[eo]r|representative|regional|countries|area|resident|department|services?|support|management|operations|only|months?|weeks?|days?|open|applicants|contract|appointment|temporary|hybrid|presencial|local|headquarters|cities|economist|senior|lead|global|trainer|evaluation|review|development|government|ministry)\b/i;
const SMALL_WORDS = new Set([
  "de",
  "du",
  "des",
  "la",
  "le",
  "les",
  "el",
  "es",
  "of",
  "and",
  "au",
  "aux",
  "en",
  "y",
  "da",
  "do",
  "dos",
  "the",
  "al",
  "di",
]);

type Place = {
  city: City | null;
  cityText: string | null;
  country: Country | null;
  countryText?: string;
};
type Token =
  | { kind: "city"; city: City }
  | { kind: "country"; country: Country; text: string }
  | { kind: "text"; text: string };

function cleanOnce(text: string): string {
  let value = decodeHtmlEntities(text)
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
  for (let i = 0; i < 4; i++)
    value = value.replace(LABEL_WITH_COLON, "").replace(LABEL_WITHOUT_COLON, "").trim();
  return value
    .replace(/\(\s*SoP\s*\)/gi, "")
    .replace(
      /\b(?:posted date|posting date|date posted|deadline|closing date|apply before|application deadline)\b.*$/i,
      "",
    )
    .replace(/\bstaffing exercise\b[^,;]*/gi, "")
    .replace(/\[[^\]]*\]?/g, "")
    .replace(/(?:\bpost\s*(?:no\.?|number)?\s*)?#\s*\d+/gi, "")
    .replace(
      /\s*\(?\b(?:as per |under |in accordance with )?(?:UN\s*)?(?:UNSCR|UNSC|SCR|Security Council)\s*(?:res(?:olution)?\.?\s*)?1244(?:\s*\(1999\))?\)?/gi,
      "",
    )
    .replace(/\*/g, "")
    .replace(
      /\s*\((?:HQ|RB|MCO|GSC|CO|SO|FO|RO|RSC|Regional Bureau|Global Service Cent(?:re|er)|Glob[^)]*|\d+)\)/gi,
      "",
    )
    .replace(/\s*\([^()]*$/, "")
    .replace(/\s+[-–—]\s*local$/i, "")
    .replace(/-(?:HQ|RB|MCO|GSC|GlobProg)-/g, "-")
    .replace(/^(?:HQ|DS)\s*[-–:]?\s+/i, "")
    .replace(/^.*\b(?:O\/P|outposted to)\s+/i, "")
    .replace(/^.*\b(?:office|mission|centre|center|hub|bureau)\s+in\s+/i, "")
    .replace(/\s*,(?:\s*,)+/g, ",")
    .replace(/^[\s,;:./|-]+|[\s,;:./|-]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Removes labels and noise; a fixed point, so cleaning twice changes nothing. */
export function cleanLocationText(raw: string): string {
  let value = raw;
  for (let i = 0; i < 8; i++) {
    const next = cleanOnce(value);
    if (next === value) break;
    value = next;
  }
  return value;
}

function toTitleCase(text: string): string {
  if (
    text !== text.toUpperCase() ||
    !/\p{Lu}{2}/u.test(text) ||
    text.replace(/[^\p{L}]/gu, "").length <= 4
  )
    return text;
  return text
    .toLowerCase()
    .replace(/[\p{L}']+/gu, (word, offset: number) =>
      offset > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    );
}

function createSpecial(display: string, flags: Partial<ParsedLocation> = {}): ParsedLocation {
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

function createPlace({ city, cityText, country }: Place): ParsedLocation {
  const resolvedCountry = country ?? (city ? findCountryByCode(city.countryCode) : null);
  const cityName = city?.name ?? cityText;
  const display = [cityName, resolvedCountry?.name].filter(Boolean).join(", ");
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

function createList(items: ParsedLocation[]): ParsedLocation {
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

/**
 * The UN system's regional abbreviations, which some feeds put where the city belongs ("MENA,
 * Algeria", "WCAR, Benin"): UNICEF's regions and regional offices, WHO's regional offices. Written
 * in capitals only, so "Santa Rosa" stays a town.
 */
const UN_REGION_ABBREVIATION =
  /^(?:MENA|MENARO|WCAR|WCARO|ESAR|ESARO|EAPR|EAPRO|ECAR|ECARO|LACR|LACRO|ROSA|SARO|AFRO|AMRO|EMRO|SEARO|WPRO)$/;

/**
 * First-level divisions (departments, provinces, states, regions) that employers write where the
 * city belongs ("Bolivia, Plurinational State of-Chuquisaca", the department whose town Monteagudo
 * the posting names), by country. Only names that are not also a city or town of that country:
 * the department of La Paz or Santa Cruz is left out, as its capital has the same name. Such a
 * name is no city: the place is the country alone.
 */
const DIVISIONS_NOT_CITIES: Record<string, string> = {
  BO: "Chuquisaca|Beni|Pando",
  CO: "Antioquia|Cauca|Valle del Cauca|Nariño|Chocó|Putumayo|Caquetá|Guaviare|Meta|Arauca|Cesar|La Guajira|Guajira|Magdalena|Norte de Santander|Santander|Vichada|Vaupés|Guainía|Amazonas|Bolívar|Casanare|Huila|Tolima|Boyacá|Cundinamarca",
  PE: "Loreto|Junín|Apurímac|San Martín|Madre de Dios|Ucayali|La Libertad|Áncash|Ancash",
  EC: "Pichincha|Guayas|Manabí|Sucumbíos|Imbabura|Carchi|Orellana|Napo",
  VE: "Zulia|Táchira|Apure|Amazonas|Miranda|Lara|Falcón|Sucre|Anzoátegui|Bolívar",
  GT: "Alta Verapaz|Baja Verapaz|Petén|Quiché|El Quiché",
  HN: "Gracias a Dios|Olancho|Atlántida|Francisco Morazán|Cortés",
  CD: "Nord-Kivu|North Kivu|Sud-Kivu|South Kivu|Ituri|Tanganyika|Kasaï|Kasai|Kasaï-Central|Kasai Central|Haut-Katanga|Maniema|Tshopo",
  MZ: "Cabo Delgado|Niassa|Zambezia|Zambézia|Sofala|Manica",
  NG: "Borno|Yobe|Adamawa",
  ET: "Tigray|Amhara|Afar|Oromia",
  CM: "Extrême-Nord|Far North|Adamaoua",
};
const DIVISIONS = new Map(
  Object.entries(DIVISIONS_NOT_CITIES).map(([code, names]) => [
    code,
    new Set(names.split("|").map((name) => normaliseName(name))),
  ]),
);

/** A first-level division of the country that is not also one of its towns ("Chuquisaca", BO). */
export function isDivisionNotCity(text: string, countryCode: string | null | undefined): boolean {
  return countryCode ? (DIVISIONS.get(countryCode)?.has(normaliseName(text)) ?? false) : false;
}

function isPlausiblePlaceName(text: string): boolean {
  return (
    !UN_REGION_ABBREVIATION.test(text) &&
    /^\p{L}(?:[\p{L}' .-]*\p{L})?$/u.test(text) &&
    text.length >= 3 &&
    text.split(" ").length <= 3 &&
    !NOT_A_PLACE.test(text) &&
    !/\b(?:and|or|et|y)\b/i.test(text)
  );
}

function resolveWhole(text: string): Token | null {
  const country =
    findCountryByName(text) ?? (/^[A-Z]{3}$/.test(text) ? findCountryByCode(text) : null);
  if (country) return { kind: "country", country, text };
  const city = findCity(text);
  return city ? { kind: "city", city } : null;
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

// US states and DC by code and name ("Foster City, CA", "Rochester, New York"). Georgia and
// Washington are left out of the names: the country, and the city that cities.ts knows.
const US_STATES = new Set<string>(
  (
    "AL Alabama,AK Alaska,AZ Arizona,AR Arkansas,CA California,CO Colorado,CT Connecticut," +
    "DE Delaware,DC District of Columbia,FL Florida,GA,HI Hawaii,ID Idaho,IL Illinois," +
    "IN Indiana,IA Iowa,KS Kansas,KY Kentucky,LA Louisiana,ME Maine,MD Maryland," +
    "MA Massachusetts,MI Michigan,MN Minnesota,MS Mississippi,MO Missouri,MT Montana," +
    "NE Nebraska,NV Nevada,NH New Hampshire,NJ New Jersey,NM New Mexico,NY New York," +
    "NC North Carolina,ND North Dakota,OH Ohio,OK Oklahoma,OR Oregon,PA Pennsylvania," +
    "RI Rhode Island,SC South Carolina,SD South Dakota,TN Tennessee,TX Texas,UT Utah," +
    "VT Vermont,VA Virginia,WA,WV West Virginia,WI Wisconsin,WY Wyoming"
  )
    .split(",")
    .flatMap((entry) => {
      const [code = "", ...name] = entry.split(" ");
      return name.length > 0 ? [code, normaliseName(name.join(" "))] : [code];
    }),
);

/** A US state or DC ("CA", "New York"): codes only in capitals, names in any case. */
function isUsState(text: string): boolean {
  return /^[A-Z]{2}$/.test(text) ? US_STATES.has(text) : US_STATES.has(normaliseName(text));
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

function tokenise(text: string): Token[] {
  const parts = splitOutsideBrackets(text);
  const tokens: Token[] = [];
  const unitedStates = findCountryByCode("US");
  for (let i = 0; i < parts.length; i++) {
    // "Foster City, CA": a state after an unknown town or a US city is the country (not after
    // "Perth", whose "WA" is Western Australia).
    const previous = tokens.at(-1);
    if (
      unitedStates &&
      i > 0 &&
      isUsState(parts[i] ?? "") &&
      (previous?.kind === "text" ||
        (previous?.kind === "city" && previous.city.countryCode === "US"))
    ) {
      tokens.push({ kind: "country", country: unitedStates, text: parts[i] ?? "" });
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

function groupPlaces(tokens: Token[]): Place[] {
  const places: Place[] = [];
  let current: Place = { city: null, cityText: null, country: null };
  const isEmpty = (place: Place) => !place.city && !place.cityText && !place.country;
  const flush = () => {
    if (!isEmpty(current)) places.push(current);
    current = { city: null, cityText: null, country: null };
  };
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (token.kind === "city") {
      if (current.city === token.city) return;
      const fits =
        !current.city &&
        !current.cityText &&
        (!current.country || current.country.code === token.city.countryCode);
      if (!fits) flush();
      current.city = token.city;
    } else if (token.kind === "country") {
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
      const countryFollows = next?.kind === "country" && !current.country;
      const country = countryFollows && next?.kind === "country" ? next.country : current.country;
      if (isDivisionNotCity(token.text, country?.code)) return;
      if (countryFollows || (current.country && !next)) current.cityText = toTitleCase(token.text);
    }
  });
  flush();
  return places;
}

function parsePlaces(text: string): ParsedLocation[] {
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
  const places = pieces.flatMap((piece) => groupPlaces(tokenise(piece)));
  return dedupePlaces(alternatives.length > 1 ? ownCountries(places) : places).map(createPlace);
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
  return display
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
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
