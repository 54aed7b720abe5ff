// Places typed in French, Spanish or Arabic in a search box: "Genève", "Ginebra", "جنيف" are Geneva,
// "Suisse", "Suiza", "سويسرا" Switzerland, whatever the page's language. Cities' names come from
// cities.<language>.json, countries' from CLDR (Intl.DisplayNames, as the pages name them). The
// place keeps its English name and code, so the search is the English name's search. A translated
// name is left to the text search when it could mean something else: when it is short, is an English
// word or a name the project already leaves out, or names two different places.

import { CITIES } from "./cities";
import { cityTranslatedNames } from "./city-names";
import { COUNTRIES, normaliseName } from "./countries";
import { INTL_LOCALES, PREFIXED_LOCALES, type Locale } from "./interface-locales";

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;

/** Whether a name is written in Arabic script, which placeKey keys as Arabic. */
export function inArabicScript(text: string): boolean {
  return ARABIC.test(text);
}

/**
 * Arabic letters as the text search is given them: without vowel marks, hamza seats and tatweel,
 * alif maqsura as ya, punctuation as spaces ("بُوينس آيرس" → "بوينس ايرس"). A name typed with a
 * joined preposition is searched by these letters once the preposition is taken off.
 */
export function arabicLetters(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/\u0640/g, "")
    .replace(/\u0649/g, "\u064a")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The spellings of one Arabic word that people type for one another, as one: ه for a final ة
 * (taa marbuta), alif wasla as alif, and the Persian keyboard's ya and kaf as the Arabic ones (ى as ي,
 * أ إ آ as ا are arabicLetters'). Only for recognising names: the text search gets the letters typed.
 */
function foldArabicSpellings(letters: string): string {
  return letters
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0671/g, "\u0627")
    .replace(/\u06cc/g, "\u064a")
    .replace(/\u06a9/g, "\u0643");
}

/**
 * The lookup key of a name as typed: Latin script as the English names are keyed (case, accents and
 * punctuation ignored: "Genève" and "geneve" are one key); Arabic as arabicLetters gives it, with ه
 * for ة ("جنيف", "جِنيف" are one key; so are "القاهرة" and "القاهره", "العالمى" and "العالمي",
 * "إدلب" and "ادلب"). Two different names that become one key name neither (translatedPlaces);
 * translated-place-names.test.ts checks that no such pair is new to this folding.
 */
export function placeKey(text: string): string {
  if (!ARABIC.test(text)) return normaliseName(text);
  return foldArabicSpellings(arabicLetters(text));
}

/**
 * Translated names, as keys, that are English words, first names or other places: "Grenade"
 * (Grenada), "Valence" (Valencia), "Sidney" (Sydney), "Florencia" (Florence; also the Colombian
 * town), "Colonia" (Cologne; also the Uruguayan town), "Granada" (Grenada; also the Spanish city),
 * "Tiro" (Tyre). Names the English lists already read or leave out ("Bâle", "Sour") are theirs.
 */
const TRANSLATED_NEVER = new Set([
  "grenade",
  "valence",
  "sidney",
  "florencia",
  "colonia",
  "granada",
  "tiro",
]);

export type TranslatedPlace =
  | { kind: "city"; countryCode: string; name: string }
  | { kind: "country"; countryCode: string; name: string };

const REGION_NAMES = new Map<Locale, Intl.DisplayNames>(
  PREFIXED_LOCALES.map((locale) => [
    locale,
    new Intl.DisplayNames([INTL_LOCALES[locale]], { type: "region", fallback: "none" }),
  ]),
);

/** A country's CLDR names in French, Spanish and Arabic ("Suisse", "Suiza", "سويسرا" for CH). */
export function countryTranslatedNames(code: string): string[] {
  return [...REGION_NAMES.values()].flatMap((names) => names.of(code) ?? []);
}

/**
 * A country named in `locale` as the pages name it, from CLDR ("Suisse", "سويسرا"); in English, or
 * for a code CLDR does not name, its English name.
 */
export function countryNameIn(country: { code: string; name: string }, locale: Locale): string {
  const names = REGION_NAMES.get(locale);
  if (!names) return country.name;
  try {
    return names.of(country.code) ?? country.name;
  } catch {
    // A code that is not a region code at all reads as its English name too.
    return country.name;
  }
}

/** Names in the three languages by key, each with the one place it names. */
function translatedPlaces(): Map<string, TranslatedPlace> {
  const found = new Map<string, TranslatedPlace | null>();
  const add = (label: string, place: TranslatedPlace) => {
    const key = placeKey(label);
    // Latin names of three letters or fewer ("Ur", "Ica") are too often words or abbreviations.
    if (!key || (!ARABIC.test(label) && key.replace(/ /g, "").length <= 3)) return;
    if (TRANSLATED_NEVER.has(key)) return;
    const before = found.get(key);
    if (before === undefined) found.set(key, place);
    // One name for two places (a city and a country, or two cities) is neither.
    else if (before && (before.kind !== place.kind || before.name !== place.name))
      found.set(key, null);
  };
  for (const city of CITIES)
    for (const label of cityTranslatedNames(city))
      add(label, { kind: "city", countryCode: city.countryCode, name: city.name });
  for (const country of COUNTRIES)
    for (const label of countryTranslatedNames(country.code))
      add(label, { kind: "country", countryCode: country.code, name: country.name });
  const places = new Map<string, TranslatedPlace>();
  for (const [key, place] of found) if (place) places.set(key, place);
  return places;
}

/** Every translated name's key and the place it names. */
export const TRANSLATED_PLACES: ReadonlyMap<string, TranslatedPlace> = translatedPlaces();
