// Organisations and places in a search box: the longest run of words that names an organisation
// of the registry (acronym, name or alias, or its official name or acronym in French, Spanish or
// Arabic), a country, a city or an M49 region, by normaliseName key. Pure: the lookup is one Map
// built once when the module loads (never a plain object indexed by user input, so "__proto__" is
// only a word).

import { CITIES } from "./cities";
import { COUNTRIES, normaliseName } from "./countries";
import { ORGANISATIONS, type Organisation } from "./organisation-registry";
import { organisationTranslatedLabels } from "./organisation-words";
import { REGION_FILTERS } from "./regions";
import {
  ARABIC_PLACE_NAMES_THAT_ARE_WORDS,
  isArabicIn,
  withoutArabicProclitics,
} from "./arabic-place-words";
import { bare, isUpperCase, plainWord, wordRun, type Token } from "./search-tokens";
import { TRANSLATED_ORGANISATION_NAMES } from "./translated-organisation-names";
import {
  arabicLetters,
  inArabicScript,
  placeKey,
  TRANSLATED_PLACES,
} from "./translated-place-names";

/** A country, city or M49 region, by the name the listing shows. */
export type Place = (
  | { kind: "country"; countryCode: string }
  | { kind: "city"; countryCode: string }
  | { kind: "region"; slug: string }
) & { name: string };

/** Registry labels that name no single employer in a search box. */
const ORGANISATION_LABELS_NEVER = new Set([
  "un",
  "united nations",
  "plan",
  // The Democratic Republic of the Congo, far more often than the Danish Refugee Council.
  "drc",
  // A job (a field medic) far more often than the digital-health non-profit Medic.
  "medic",
]);

/** Labels that are also ordinary words or other things' abbreviations: recognised in capitals only. */
const CAPITALS_ONLY = new Set([
  "who",
  "care",
  // An English word ("core skills") before the relief organisation CORE.
  "core",
  // An English word ("goal setting") before the Irish humanitarian agency GOAL.
  "goal",
  // An English word ("one year contract") before the ONE Campaign.
  "one",
  // An English word ("air quality", "air transport") before the American Institutes for Research.
  "air",
  "shape",
  "ec",
  "esa",
  "ema",
  "mc",
  "icc",
  "itc",
  "sci",
  "wb",
  "imo",
  "pam",
  "ops",
  "bad",
  "bid",
  "dos",
  "ida",
  "cpi",
  "us",
  "car",
  "opt",
  // Spanish for a strain (of a virus, a vine) and French for a mushroom: the Spanish acronyms of the
  // Economic Commissions for Africa and for Europe.
  "cepa",
  "cepe",
]);

/** City names that are also English words or first names, left to the text search. */
const CITY_LABELS_NEVER = new Set([
  "man",
  "nice",
  "bol",
  "gore",
  "mongo",
  "male",
  "kaya",
  "dori",
  "obo",
  "rio",
  "bria",
  "beni",
  "tana",
  "kl",
  "osh",
  "sour",
  "tyre",
  "van",
  "bama",
  "buka",
  "lae",
  "shire",
  "sana",
  "ibb",
  "wau",
  "bor",
  "yei",
  "renk",
  "hamilton",
  "douglas",
  "plymouth",
  "stanley",
  "victoria",
  "kingston",
  "dsm",
  "ny",
  "dc",
  "valley",
  "west island",
  "sydney",
  "perth",
  "adelaide",
  "cali",
  "nasir",
  "kobe",
  "tete",
  "tamale",
  "hama",
  "sumy",
  "santiago",
  "george town",
  "saint george s",
  "st george s",
]);

/** Everyday names of regions that are not M49 names, by the M49 slug they mean. */
const REGION_ALIASES: readonly (readonly [string, string])[] = [
  ["east africa", "eastern-africa"],
  ["west africa", "western-africa"],
  ["central africa", "middle-africa"],
  ["north africa", "northern-africa"],
  ["latin america", "latin-america-and-the-caribbean"],
  ["south east asia", "south-eastern-asia"],
  ["southeast asia", "south-eastern-asia"],
  ["south asia", "southern-asia"],
  ["east asia", "eastern-asia"],
  ["north america", "northern-america"],
];

export type Entry =
  | {
      kind: "organisation";
      organisation: Organisation;
      capitalsOnly: boolean;
      /** A word of its own too ("المفوضية", the commission): named only by the whole search. */
      aloneOnly: boolean;
    }
  | { kind: "place"; place: Place; capitalsOnly: boolean };

const ENTRIES = new Map<string, Entry>();

function addEntry(key: string, entry: Entry) {
  if (key && !ENTRIES.has(key)) ENTRIES.set(key, entry);
}

for (const organisation of ORGANISATIONS) {
  const labels = [
    organisation.acronym,
    organisation.name,
    organisation.shortName,
    ...organisation.aliases,
  ];
  for (const label of labels) {
    const key = normaliseName(label);
    if (ORGANISATION_LABELS_NEVER.has(key)) continue;
    const isPrimary = label === organisation.acronym || label === organisation.shortName;
    // Short aliases ("HCR", "PAM", "OPS") are acronyms in other languages and often other words.
    const capitalsOnly =
      CAPITALS_ONLY.has(key) || (!key.includes(" ") && key.length <= 3 && !isPrimary);
    addEntry(key, { kind: "organisation", organisation, capitalsOnly, aloneOnly: false });
  }
}
for (const region of REGION_FILTERS) {
  addEntry(normaliseName(region.name), {
    kind: "place",
    place: { kind: "region", slug: region.slug, name: region.name },
    capitalsOnly: false,
  });
}
{
  const bySlug = new Map(REGION_FILTERS.map((region) => [region.slug, region]));
  for (const [alias, slug] of REGION_ALIASES) {
    const region = bySlug.get(slug);
    if (region)
      addEntry(alias, {
        kind: "place",
        place: { kind: "region", slug, name: region.name },
        capitalsOnly: false,
      });
  }
}
for (const country of COUNTRIES) {
  for (const label of [country.name, country.officialName, ...country.aliases]) {
    const key = normaliseName(label);
    addEntry(key, {
      kind: "place",
      place: { kind: "country", countryCode: country.code, name: country.name },
      // "US", "CAR", "oPt": ordinary words in lower case.
      capitalsOnly:
        CAPITALS_ONLY.has(key) || (key.length <= 3 && !["uk", "usa", "uae"].includes(key)),
    });
  }
}
for (const city of CITIES) {
  for (const label of [city.name, ...city.aliases]) {
    const key = normaliseName(label);
    if (CITY_LABELS_NEVER.has(key)) continue;
    addEntry(key, {
      kind: "place",
      place: { kind: "city", countryCode: city.countryCode, name: city.name },
      capitalsOnly: key.length <= 3,
    });
  }
}

// Employers' official names and acronyms in French, Spanish and Arabic, after every English label so
// that an English label keeps its meaning. An acronym is read as the English ones are: in capitals
// only when it is short ("OMS", "PAM", "CE") or an everyday word ("CEPA"); the acronym of what no
// single employer is ("ONU", as "UN") stays a word; a full name is a phrase, any case, any accents.
for (const [key, { organisation, acronym, aloneOnly }] of TRANSLATED_ORGANISATION_NAMES) {
  if (ORGANISATION_LABELS_NEVER.has(key)) continue;
  if (acronym && ORGANISATION_LABELS_NEVER.has(normaliseName(organisation.acronym))) continue;
  const latin = !inArabicScript(key);
  const capitalsOnly = latin && (CAPITALS_ONLY.has(key) || (!key.includes(" ") && key.length <= 3));
  addEntry(key, { kind: "organisation", organisation, capitalsOnly, aloneOnly });
}

// French, Spanish and Arabic names, after every English label so that an English name keeps its
// meaning ("Georgia", "Chad"); names the English lists leave to the text search stay words.
for (const [key, place] of TRANSLATED_PLACES) {
  if (CITY_LABELS_NEVER.has(key) || ORGANISATION_LABELS_NEVER.has(key)) continue;
  addEntry(key, { kind: "place", place, capitalsOnly: false });
}

/**
 * The names the postings of other employers name an employer by, for finding them when it is
 * recognised among other words: its acronym, name and short name, and its official names and
 * acronyms in French, Spanish and Arabic ("UNHCR", "HCR", "ACNUR", "Office of the United Nations
 * High Commissioner for Refugees", "مفوضية الأمم المتحدة السامية لشؤون اللاجئين"). A name is left
 * out where it would find other things: an everyday word ("WHO", "CARE", "PAM", "المفوضية", the
 * commission), what names no single employer ("UN"), or a name that reads as another employer or a
 * place. Aliases are left out too: former names and spellings, up to nineteen for one employer,
 * that would each add a phrase to every language's query for few more postings; at most nine
 * names remain, one phrase each.
 */
export function organisationSearchNames(slug: string): readonly string[] {
  return SEARCH_NAMES.get(slug) ?? [];
}

const SEARCH_NAMES = new Map<string, readonly string[]>();
for (const organisation of ORGANISATIONS) {
  const { acronym, name, shortName, slug } = organisation;
  const labels = [
    acronym,
    name,
    shortName,
    ...organisationTranslatedLabels(slug).map(({ label }) => label),
  ];
  const names = new Map<string, string>();
  for (const label of labels) {
    const key = placeKey(label);
    const entry = ENTRIES.get(key);
    const ownName =
      entry?.kind === "organisation" && entry.organisation.slug === slug && !entry.aloneOnly;
    if (!ownName || CAPITALS_ONLY.has(key) || names.has(key)) continue;
    names.set(key, label);
  }
  SEARCH_NAMES.set(slug, [...names.values()]);
}

/** The most words a label has: the longest run worth looking up (an official name in Spanish). */
const LONGEST_LABEL = Math.min(
  24,
  Math.max(...[...ENTRIES.keys()].map((key) => key.split(" ").length)),
);

/**
 * The entry a run of words names as typed, or with an Arabic first word's prefixes taken off.
 * `afterIn`: the run follows "في" (in); `whole`: the run is all the search says.
 */
function lookUp(
  typed: string,
  afterIn: boolean,
  whole: boolean,
): { entry: Entry; typed: string } | null {
  const key = placeKey(typed);
  const entry = ENTRIES.get(key);
  if (entry) {
    if (entry.capitalsOnly && !isUpperCase(bare(typed))) return null;
    // "مالي" is Mali after "في" (in), and otherwise the word "financial".
    if (ARABIC_PLACE_NAMES_THAT_ARE_WORDS.has(key) && !afterIn) return null;
    // "المفوضية" is UNHCR alone, and "the commission" among other words.
    if (entry.kind === "organisation" && entry.aloneOnly && !whole) return null;
    return { entry, typed: bare(typed) };
  }
  // "بجنيف", "وجنيف", "للسودان", "باليونيسف": the place or employer is searched by its name without
  // the joined word, in the letters typed ("بالقاهره" by "القاهره", "بالقاهرة" by "القاهرة").
  if (!inArabicScript(typed)) return null;
  for (const stem of withoutArabicProclitics(arabicLetters(typed))) {
    const stemKey = placeKey(stem);
    const found = ENTRIES.get(stemKey);
    if (!found) continue;
    const named =
      found.kind === "place"
        ? !ARABIC_PLACE_NAMES_THAT_ARE_WORDS.has(stemKey)
        : !found.capitalsOnly && (!found.aloneOnly || whole);
    if (named) return { entry: found, typed: stem };
  }
  return null;
}

/** The organisation or place named by the longest run of words from `at`, if any. */
export function entryAt(
  tokens: Token[],
  at: number,
): { entry: Entry; typed: string; end: number } | null {
  const afterIn = isArabicIn(plainWord(tokens[at - 1]));
  for (let length = LONGEST_LABEL; length >= 1; length -= 1) {
    const typed = wordRun(tokens, at, length);
    if (typed === null) continue;
    const found = lookUp(typed, afterIn, at === 0 && at + length === tokens.length);
    if (found) return { ...found, end: at + length };
  }
  return null;
}
