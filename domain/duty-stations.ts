// The duty station of a posting when its location field is empty or not a place. Employers often
// put it only in the title ("Education Specialist, P-3, Kharkiv, Ukraine", "Driver (Abidjan, Côte
// d'Ivoire)", "Programme Officer - Nairobi") or in the text ("Duty Station: Juba, South Sudan",
// "based in Nairobi, Kenya"). Pure: works on plain text, never on markup.

import { CITIES, findCityInCountry } from "./cities";
import { findTownOfLoneName, type FindTowns } from "./gazetteer-towns";
import { parseLocation, type ParsedLocation } from "./locations";
import { REMOTE_WORK_WORDS } from "./remote-work-words";

/** A parsed location that names at least one country (a known city implies its country). */
export function isPlace(location: ParsedLocation): boolean {
  if (location.isSpecial) return false;
  return location.countryCode !== null || location.locations.some((l) => l.countryCode !== null);
}

/** A place that is a country and no more: no city, not several places. */
function namesCountryOnly(location: ParsedLocation): boolean {
  return (
    isPlace(location) && !location.city && !location.isMultiple && location.locations.length === 0
  );
}

function splitOutsideBrackets(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth = Math.max(0, depth - 1);
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  // An unbalanced bracket ("Consultant (, Albania") must not hide the separators after it.
  if (depth > 0) return text.split(separator).map((part) => part.trim());
  return parts.map((part) => part.trim());
}

/** A title segment that is a place on its own: a known city or country. */
function segmentIsPlace(segment: string): boolean {
  return segment !== "" && isPlace(parseLocation(segment));
}

/** A segment that may be a town our table does not know: letters only, short. */
function segmentMayBeTown(segment: string): boolean {
  return /^\p{L}[\p{L}'’ .-]{1,40}$/u.test(segment) && segment.split(/\s+/).length <= 3;
}

// What UNICEF and others put after the duty station: a post number ("#134662", "Post # 87009",
// "Post#127035", "# 136480 (Temporary Appointment)") or the contract ("Temporary Appointment for 8
// months", "Fixed Term", "(re-advertised)").
const TRAILING_NOISE =
  /^(?:(?:post\s*(?:no\.?|number)?\s*)?#\s*\d+(?:\s*\([^()]*\))?|\(?(?:temporary appointment|temporary|fixed[\s-]term|re-?advertised|re-?advertisement)\b[^,]*)$/i;

// "…, In Riyadh- Gulf Area Office for 12 Months", "… in Geneva": up to three capitalised words.
const IN_PLACE = /\bin\s+(\p{Lu}[\p{L}'’.]*(?:\s+\p{Lu}[\p{L}'’.]*){0,2})/giu;

/**
 * A country found at the end of a title, with the known city of that country that the words just
 * before it name ("… - Maputo, Mozambique", "… Part-time. Dar es salaam, Tanzania", "… # 136135-
 * Cotonou – Benin WCAR"); the country alone when those words are no city of it, or name it after
 * another town and "and".
 */
function withCityBefore(found: ParsedLocation, before: string): ParsedLocation {
  if (found.city || !found.countryCode || found.isMultiple) return found;
  const words = before.replace(/[\s,.;:/–—-]+$/u, "").split(/[\s/–—]+/u);
  for (let count = 1; count <= Math.min(3, words.length); count++) {
    const city = findCityInCountry(words.slice(-count).join(" "), found.countryCode);
    if (!city) continue;
    // A town joined to another by "and" ("… in Mosul and Basra, ILO Iraq") is one of several: the
    // country stands alone, as "Bekily and Tulear, Madagascar" is read as two towns.
    if (CONJUNCTION.test(words.at(-count - 1) ?? "")) return found;
    return parseLocation(`${city.name}, ${found.country ?? found.countryCode}`);
  }
  return found;
}

// A part of a title that is remote work and nothing else ("Remote", "Home based", "Home-Based",
// "Telework"): "Remote Sensing" names a trade.
const REMOTE_PART = new RegExp(String.raw`^(?:fully[ -])?${REMOTE_WORK_WORDS}$`, "i");

const CONJUNCTION = /^(?:and|&|et|y|or|ou|o)$/i;
const AFTER_CONJUNCTION = /(?:^|\s)(?:and|&|et|y|or|ou|o)\s+$/i;

/**
 * A place written without a comma between its town and its country ("JRS Thailand", "CHILDFUND
 * KENYA"): the words before the country are a town only when the city table knows them in that
 * country; otherwise they are an organisation's or a programme's name and the country stands alone.
 */
function withKnownCityOnly(found: ParsedLocation, phrase: string): ParsedLocation {
  if (!found.city || !found.countryCode || found.isMultiple || phrase.includes(",")) return found;
  if (findCityInCountry(found.city, found.countryCode)) return found;
  return parseLocation(found.country ?? found.countryCode);
}

/**
 * The duty station at the end of a title: remote work when its last comma-separated part is remote
 * work alone ("…, Home based, Remote"), else its trailing comma-separated segments that are places
 * ("…, Kharkiv, Ukraine"; an unknown town is taken only before a known country; a post number or
 * contract after it is passed over; a country alone takes the city of it named just before), a
 * trailing bracket ("… (Vientiane, Lao PDR)"), a trailing dash part ("… - Nairobi"), "in <place>"
 * ("…, In Riyadh- Gulf Area Office"), or a city and its country as the last words without commas
 * ("… Intern Suva Fiji").
 */
export function findDutyStationInTitle(title: string): ParsedLocation | null {
  const text = title.replace(/\s+/g, " ").trim();
  if (text === "") return null;

  const segments = splitOutsideBrackets(text, ",");
  while (segments.length > 2 && TRAILING_NOISE.test(segments[segments.length - 1] ?? ""))
    segments.pop();
  // "…, Home based, Remote": the last part is remote work alone, as UNjobs writes a post's place.
  if (segments.length > 1 && REMOTE_PART.test(segments.at(-1) ?? ""))
    return parseLocation(segments.at(-1));
  // "…, New York, NY", "…, Foster City, CA": a two-letter state or country code joins its town.
  const code = segments.at(-1) ?? "";
  if (segments.length > 2 && /^[A-Z]{2}$/.test(code)) {
    const town = `${segments.at(-2)}, ${code}`;
    if (isPlace(parseLocation(town))) segments.splice(-2, 2, town);
  }
  if (segments.length > 1) {
    let first = segments.length;
    while (first > 1 && segmentIsPlace(segments[first - 1] ?? "")) first--;
    if (first < segments.length) {
      // One unknown town right before a known place: "…, Kutupalong, Bangladesh".
      if (first > 1 && segmentMayBeTown(segments[first - 1] ?? "")) {
        const withTown = parseLocation(segments.slice(first - 1).join(", "));
        if (isPlace(withTown) && !withTown.isMultiple && withTown.city) return withTown;
      }
      const found = parseLocation(segments.slice(first).join(", "));
      if (isPlace(found)) return withCityBefore(found, segments.slice(0, first).join(", "));
    }
  }

  const bracket = /\(([^()]{3,80})\)\s*$/.exec(text);
  if (bracket?.[1]) {
    const found = parseLocation(bracket[1]);
    if (isPlace(found)) return found;
  }

  const dashed = text.split(/\s+[-–—]\s+/);
  if (dashed.length > 1) {
    const last = dashed[dashed.length - 1] ?? "";
    const found = withKnownCityOnly(parseLocation(last), last);
    if (isPlace(found)) return withCityBefore(found, dashed.slice(0, -1).join(" - "));
  }

  for (const match of text.matchAll(IN_PLACE)) {
    const found = parseLocation(match[1] ?? "");
    if (isPlace(found)) return found;
  }

  // Feeds that drop the commas ("National Communication Intern Suva Fiji", "Programme Coordinator P3
  // Fta Aden Yemen"): the last words, taken only when they name both a known city and its country,
  // so that a word such as "Jordan" or "Chad" alone never makes a duty station.
  const words = text.split(" ");
  for (let count = 2; count <= Math.min(5, words.length - 1); count++) {
    const found = parseLocation(words.slice(-count).join(" "));
    const known =
      found.city && found.countryCode && findCityInCountry(found.city, found.countryCode);
    if (isPlace(found) && !found.isMultiple && known) return found;
  }
  return null;
}

// The labels of a duty-station line or field ("Duty Station", "Location(s)", "Lieu d'affectation"…).
const STATION_LABEL = String.raw`(?:official |primary |work |job )?(?:duty[\s-]*stations?(?:\s*\(s\))?|locations?(?:\s*\(s\))?|place of (?:assignment|work|performance)|work location|lieu d['’]affectation|lieu de travail|lugar de destino)`;
const LABELLED_LINE = new RegExp(String.raw`^\s*${STATION_LABEL}\s*[:：]\s*(.{2,120})$`, "gim");
// The same labels as a field inside a line: after " | " ("Accreditation Officer (2 positions) |
// Location: Incheon, Korea, Republic of") or after a sentence ("… the position of Inspector General.
// Location: Geneva, Switzerland. Posted: …"). The value runs to the next " | ", to a full stop before
// the next label ("Colombo, Sri Lanka, Dem.Soc.Rep. Of. Level: P-2." ends at "Of"), or to the line's end.
const LABELLED_FIELD = new RegExp(
  String.raw`(?:[ \t]\|[ \t]*|[.!?][ \t]+)${STATION_LABEL}[ \t]*[:：][ \t]*([^|\n]{2,120}?)(?=[ \t]*\||\.[ \t]+\p{L}[\p{L} ]{0,30}[:：]|\.?[ \t]*$)`,
  "gimu",
);
const BASED_IN =
  /\b(?:based|located|stationed|posted) (?:in|at)\s+(?:the\s+)?([^\n.;:()]{2,100})/gi;
// Words that end a place phrase in running text ("based in Nairobi, Kenya with travel to …").
const PHRASE_END =
  /\s+(?:with|and|for|to|who|which|where|under|reporting|as|on|within|at|in|during|from|supporting|covering|but|while|until)\b.*$/i;

/**
 * The duty station stated in a description: a labelled line ("Duty Station: Juba, South Sudan",
 * "Lieu d'affectation : Dakar") first, then such a label as a field inside a line ("… | Location:
 * ROME | …", "…. Location: Rome, Italy. Level: P-4."), then "based in …". Several stations stay a list.
 */
export function findDutyStationInText(text: string): ParsedLocation | null {
  if (!text) return null;
  for (const pattern of [LABELLED_LINE, LABELLED_FIELD]) {
    for (const match of text.matchAll(pattern)) {
      const found = parseLocation(labelledValue(match));
      if (isPlace(found)) return found;
    }
  }
  for (const match of text.matchAll(BASED_IN)) {
    const found = parseLocation(basedInPhrase(match));
    if (isPlace(found)) return found;
  }
  return null;
}

const labelledValue = (match: RegExpMatchArray) => (match[1] ?? "").replace(/\s{2,}.*$/, "").trim();
const basedInPhrase = (match: RegExpMatchArray) =>
  (match[1] ?? "").replace(PHRASE_END, "").replace(/[,\s]+$/, "");

/** One duty-station phrase in a description and the place it names (null: not a place). */
export type DutyStationMention = {
  kind: "labelled line" | "based in";
  index: number;
  end: number;
  match: string;
  phrase: string;
  place: ParsedLocation | null;
};

/**
 * Every phrase findDutyStationInText reads, in its order (labelled lines, labelled fields inside a
 * line, then "based in"):
 * the first with a place is the one it returns.
 */
export function findDutyStationMentions(text: string): DutyStationMention[] {
  if (!text) return [];
  const read = (kind: DutyStationMention["kind"], match: RegExpMatchArray, phrase: string) => {
    const found = parseLocation(phrase);
    const index = match.index ?? 0;
    return {
      kind,
      index,
      end: index + match[0].length,
      match: match[0],
      phrase,
      place: isPlace(found) ? found : null,
    };
  };
  return [
    ...[...text.matchAll(LABELLED_LINE)].map((m) => read("labelled line", m, labelledValue(m))),
    ...[...text.matchAll(LABELLED_FIELD)].map((m) => read("labelled line", m, labelledValue(m))),
    ...[...text.matchAll(BASED_IN)].map((m) => read("based in", m, basedInPhrase(m))),
  ];
}

// A label naming the place of work, then its value on the same line or the next one ("Base de
// Trabajo:" above "Chuquisaca - Monteagudo, con desplazamiento a …"). The line may be an item of a
// list, its bullet before the label ("• Duty station: Addis-Ababa, Ethiopia").
const STATION_LABEL_THEN_VALUE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?(?:official |primary |work |job )?(?:duty[\s-]*stations?(?:\s*\(s\))?|place of (?:assignment|work|performance)|(?:work |job )?location|lieu d['’]affectation|lieu de travail|lugar de (?:destino|trabajo)|base de trabajo|sede de trabajo)[ \t]*[:：][ \t]*(?:\n[ \t]*){0,2}([^\n]{2,300})/gim;

/**
 * A city of `field`'s country that a description's duty-station line states (a line of its own or
 * an item of a list), for a location field that names only the country (Taleo's "Bolivia,
 * Plurinational State of-Chuquisaca", a department):
 * the line's place when it is a city of that country ("Duty Station: Juba, South Sudan"), else the
 * town its first phrase ends with ("Base de Trabajo: Chuquisaca - Monteagudo, con desplazamiento
 * …" is Monteagudo, in the department the field names). Null when no such line names one.
 */
export function findCityOfFieldInText(
  descriptionText: string,
  field: ParsedLocation,
): ParsedLocation | null {
  if (!descriptionText || !field.countryCode || field.city) return null;
  for (const match of descriptionText.matchAll(STATION_LABEL_THEN_VALUE)) {
    const value = (match[1] ?? "").trim();
    // A remark in brackets, or one after a comma that begins "with … travel", is about travel or
    // the area, not the station ("Kyiv, Ukraine (with frequent travel within Kharkiv Oblast …)",
    // "Unity State, South Sudan, with frequent travel to Rumbek, Lakes State, …").
    const stated = parseLocation(withoutTravelRemark(withoutBracketedRemarks(value)));
    if (stated.city && stated.countryCode === field.countryCode && !stated.isMultiple)
      return stated;
    // A line naming one place of another country is about another post. A line naming several
    // ("Ljubljana, Slovenia, with frequent travel to Bosnia") is read by its first phrase below.
    if (isPlace(stated) && !stated.isMultiple && stated.countryCode !== field.countryCode) continue;
    // The first phrase: up to a comma, a full stop or a bracket ("…, con desplazamiento a …").
    const phrase = value.split(/[,;.(]/)[0]?.trim() ?? "";
    const town =
      phrase
        .split(/\s+[-–—/]\s+/)
        .at(-1)
        ?.trim() ?? "";
    if (!segmentMayBeTown(town)) continue;
    // A known city of the field's country that the phrase ends with, after other words (an
    // office's or organisation's name: "DCAF Ljubljana").
    const words = town.split(/\s+/);
    for (let start = 1; start < words.length; start++) {
      const city = findCityInCountry(words.slice(start).join(" "), field.countryCode);
      if (city) return placeInCountryOf(city.name, field);
    }
    // A known place must be a city of the field's country ("Sucre" is, "Nairobi" is not).
    const known = parseLocation(town);
    if (isPlace(known)) {
      if (known.city && known.countryCode === field.countryCode && !known.isMultiple) return known;
      continue;
    }
    // A town the table does not know is a name: it starts with a capital ("to be confirmed" is none).
    if (!/^\p{Lu}/u.test(town)) continue;
    const found = placeInCountryOf(town, field);
    if (found.city && found.countryCode === field.countryCode && !found.isMultiple) return found;
  }
  return null;
}

// A line of its own, or an item of a list, that is a label and its value, whatever the label says
// ("Workstation: Damascus – Syria (with the ability to travel)", "Designation of Duty Station: Kyiv,
// non-family duty station"). The label is up to six words; a Markdown bold the source escaped may
// stay around it as literal asterisks ("**Workplace:**Türkiye-Gaziantep").
const ANY_LABELLED_LINE =
  /^[ \t]*(?:[•·▪‣◦*-][ \t]*)?(?:\*\*)?\p{L}[\p{L}'’]*(?:[ \t/]+\p{L}[\p{L}'’]*){0,5}[ \t]*(?:\*\*)?[ \t]*[:：][ \t]*(?:\*\*)?[ \t]*([^\n]{2,120})$/gmu;
// The phrases of such a value: between commas, semicolons, slashes, dashes and "&", and at a hyphen
// that joins two names ("Türkiye-Gaziantep").
const VALUE_PHRASE_BREAK = /\s*[,;/–—&]\s*|\s+-\s+|(?<=\p{L})-(?=\p{Lu})/u;

/**
 * The known city of `field`'s country that a line of the description labels as its value, whatever
 * the label ("Workstation: Damascus – Syria (with the ability to travel)", "Workplace:
 * Türkiye-Gaziantep", "Designation of Duty Station: Kyiv, non-family duty station"), for a location
 * field that names only the country. The value's first phrase that is not the country must be that
 * city, a remark in brackets is left out, and a value naming another known city of the country is
 * none ("Erbil, Basra"), so a label about anything else ("Reports to: …") gives nothing. Only the
 * place list's cities count: an unknown word after a label is no town. Two lines naming different
 * cities leave the post's place unsaid (null).
 */
export function findCityOfLabelledLine(
  descriptionText: string,
  field: ParsedLocation,
): ParsedLocation | null {
  if (!descriptionText || !field.countryCode || field.city || field.isMultiple) return null;
  const named = new Set<string>();
  for (const match of descriptionText.matchAll(ANY_LABELLED_LINE)) {
    const value = withoutBracketedRemarks(match[1] ?? "");
    const cities = new Set<string>();
    let first: string | null = null;
    for (const phrase of value.split(VALUE_PHRASE_BREAK).map((part) => part.trim())) {
      if (!phrase) continue;
      const city = findCityInCountry(phrase, field.countryCode);
      if (city) {
        cities.add(city.name);
        first ??= city.name;
        continue;
      }
      const place = parseLocation(phrase);
      // The country itself may come first ("Türkiye-Gaziantep"); any other words before a city
      // make the value something else.
      if (first === null && !(place.countryCode === field.countryCode && !place.city)) break;
    }
    if (first !== null && cities.size === 1) named.add(first);
  }
  return theOneCityNamed(named, field);
}

// A remark after a comma on travel away from the station: ", with frequent travel to …", ", with
// travel to …".
const TRAVEL_REMARK = /,\s*with\s+(?:\p{L}+\s+){0,2}travels?\b.*$/iu;

/** A value without a remark on travel after its place ("…, South Sudan, with frequent travel to Rumbek"). */
function withoutTravelRemark(value: string): string {
  return value.replace(TRAVEL_REMARK, "").trim();
}

/** A text without its bracketed parts ("Jerusalem (frequent travels to the West Bank)"). */
function withoutBracketedRemarks(value: string): string {
  return value
    .replace(/\([^)]*\)?/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** A town of `field`'s country, read as the place "Town, Country". */
function placeInCountryOf(town: string, field: ParsedLocation): ParsedLocation {
  return parseLocation(`${town}, ${field.country ?? field.countryCode}`);
}

/**
 * The city of `field`'s country that a description names, when it names exactly one; two
 * different cities so named leave the post's place unsaid (null).
 */
function theOneCityNamed(named: ReadonlySet<string>, field: ParsedLocation): ParsedLocation | null {
  const [name, ...others] = named;
  return name !== undefined && others.length === 0 ? placeInCountryOf(name, field) : null;
}

/**
 * The known city of `field`'s country that a description writes with that country after it
 * ("Position based in Kabul, Afghanistan", "for IOM in Conakry, Guinea", "Damascus, Syria" for the
 * Syrian Arab Republic), for a location field that names only the country. Descriptions name many
 * places, so only this pairing counts: a city named alone, a city of another country or a province
 * is none, a city after another town and "and" ("in Mosul and Basra, ILO Iraq") is one of several, and two different cities of the country so named leave the post's place unsaid (null).
 */
export function findCityNamedWithCountry(
  descriptionText: string,
  field: ParsedLocation,
): ParsedLocation | null {
  if (!descriptionText || !field.countryCode || field.city || field.isMultiple) return null;
  const folded = foldText(descriptionText);
  const named = new Set<string>();
  for (const city of CITIES) {
    if (city.countryCode !== field.countryCode) continue;
    for (const label of [city.name, ...city.aliases]) {
      const word = foldText(label).trim();
      if (word.length < 3) continue;
      // The city, a comma, then the words up to the next comma, full stop, bracket or line end.
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}\\s*,[ \\t]*([^,.;:()\\n]{2,80})`,
        "gu",
      );
      for (const match of folded.matchAll(pattern)) {
        // A city after another town and "and" ("in Mosul and Basra, ILO Iraq") is one of several.
        if (AFTER_CONJUNCTION.test(folded.slice(Math.max(0, match.index - 6), match.index)))
          continue;
        const after = parseLocation((match[1] ?? "").replace(PHRASE_END, "").trim());
        if (after.countryCode === field.countryCode && !after.city && !after.isMultiple)
          named.add(city.name);
      }
    }
  }
  return theOneCityNamed(named, field);
}

// "based in" or "based at", perhaps with "our" or "the", or "duty station is" (or "will be"), or
// the French "basé à" (basée, basés), then the words up to a comma, full stop, bracket or line end:
// "will be based in Trieste and will design …", "a full-time position based in our Hargeisa,
// Somaliland office", "The preferred duty station is Kyiv, but …", "Staff … whose duty station is
// Noumea – SPC provides …", "Contrat International de 5 mois … basé à Bunia ;", "Poste basé à Pantin
// (93) avec déplacements …".
const BASED_IN_WORDS =
  /(?<![\p{L}\p{N}])(?:based (?:in|at)|duty station (?:is|will be)|bas[ée]e?s? à)[ \t]+(?:our[ \t]+|the[ \t]+)?([^,.;:()\n]{2,80})/giu;

// An office or headquarters just before "based in".
const OFFICE_BEFORE = /\b(?:office|offices|headquarters|HQ)[ \t]*,?[ \t]*$/i;

/**
 * The known city of `field`'s country that a description says the post is based in ("will be based
 * in Trieste and will design …", "a full-time position based in our Hargeisa, Somaliland office"),
 * for a location field that names only the country. The city must start the words after "based
 * in", written with a capital: a region ("based in Northwest Syria"), a province ("based in Cabo
 * Delgado") or a city of another country is none, and two different cities so named leave the
 * post's place unsaid (null).
 */
export function findCityPostIsBasedIn(
  descriptionText: string,
  field: ParsedLocation,
): ParsedLocation | null {
  if (!descriptionText || !field.countryCode || field.city || field.isMultiple) return null;
  const named = new Set<string>();
  for (const match of descriptionText.matchAll(BASED_IN_WORDS)) {
    // An office based in a town is the employer's, not the post's ("with the Country Office based
    // in Rumbek, Lakes State" before "Job Location: Unity State").
    if (OFFICE_BEFORE.test(descriptionText.slice(Math.max(0, match.index - 20), match.index)))
      continue;
    const words = (match[1] ?? "").trim().split(/\s+/).slice(0, 4);
    if (!/^\p{Lu}/u.test(words[0] ?? "")) continue;
    // The longest run of first words that names a city: "Dar es Salaam", then "Dar es", then "Dar".
    for (let count = words.length; count >= 1; count--) {
      const city = findCityInCountry(words.slice(0, count).join(" "), field.countryCode);
      if (city) {
        named.add(city.name);
        break;
      }
    }
  }
  return theOneCityNamed(named, field);
}

/**
 * The posting's duty station: the location field when it names a place (or says remote or
 * multiple), else the one in the title, else the one in the description, else the field as it is.
 * A field that names only a country gives way to a city of that country named in the title
 * ("MENA, Algeria" with a title ending "…, Tindouf"), else to the one the description's
 * duty-station line states ("Base de Trabajo: Chuquisaca - Monteagudo"), else to the one known city
 * of it that a line with any other label gives ("Workstation: Damascus – Syria"), else to the one city of
 * it the description writes with the country's name ("Position based in Kabul, Afghanistan"), else
 * to the one city of it the description says the post is based in ("will be based in Trieste").
 * A field that names no place takes the title's place; a title that names only a country gives way
 * to a city of that country the description states ("…, WFP New York Global Office, USA" with
 * "Location: New York, United States Of America.").
 * With a gazetteer (`findTowns`, the server's), a field that is a town's name alone and names no
 * place the title or description does is that town when the gazetteer makes its country certain.
 */
export function resolveDutyStation(
  field: ParsedLocation,
  title: string,
  descriptionText: string,
  findTowns?: FindTowns,
): ParsedLocation {
  if (field.isRemote || field.isMultiple) return field;
  if (isPlace(field)) {
    if (!namesCountryOnly(field)) return field;
    const inTitle = findDutyStationInTitle(title);
    if (inTitle?.city && inTitle.countryCode === field.countryCode) return inTitle;
    return (
      findCityOfFieldInText(descriptionText, field) ??
      findCityOfLabelledLine(descriptionText, field) ??
      findCityNamedWithCountry(descriptionText, field) ??
      findCityPostIsBasedIn(descriptionText, field) ??
      field
    );
  }
  const inTitle = findDutyStationInTitle(title);
  if (inTitle && namesCountryOnly(inTitle)) {
    const inText = findDutyStationInText(descriptionText);
    if (inText?.city && !inText.isMultiple && inText.countryCode === inTitle.countryCode)
      return inText;
  }
  return (
    inTitle ??
    findDutyStationInText(descriptionText) ??
    (findTowns ? findTownOfLoneName(field, findTowns) : null) ??
    field
  );
}

/**
 * The known city of one country that a text names most often ("Internships take place in Geneva,
 * Switzerland … the cost of living in Geneva"), for a posting whose place field is only a
 * building code or its country. Null when the text names none of that country's cities.
 */
export function findCityOfCountryInText(text: string, countryCode: string): string | null {
  if (!text || !countryCode) return null;
  const folded = foldText(text);
  let best: { name: string; count: number; at: number } | null = null;
  for (const city of CITIES) {
    if (city.countryCode !== countryCode.toUpperCase()) continue;
    let count = 0;
    let at = Number.POSITIVE_INFINITY;
    for (const label of [city.name, ...city.aliases]) {
      const word = foldText(label).trim();
      if (word.length < 3) continue;
      const pattern = new RegExp(
        `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`,
        "gu",
      );
      for (const match of folded.matchAll(pattern)) {
        count++;
        at = Math.min(at, match.index);
      }
    }
    if (count > 0 && (!best || count > best.count || (count === best.count && at < best.at)))
      best = { name: city.name, count, at };
  }
  return best?.name ?? null;
}

function foldText(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
