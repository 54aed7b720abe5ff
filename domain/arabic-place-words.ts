// How an Arabic place name is written in a search box: joined to the word before it ("بجنيف", in
// Geneva; "وجنيف", and Geneva; "للسودان", for the Sudan, where the article's alif falls after the
// preposition) and sometimes the same letters as an everyday word ("مالي" is Mali and "financial").
// Words are compared by placeKey, so "ماليه" and "مالية", "حماة" and "حماه", "في" and "فى" are one.

import { placeKey } from "./translated-place-names";

function keySet(words: string[]): ReadonlySet<string> {
  return new Set(words.map(placeKey));
}

/**
 * Place names that are also common Arabic words: "مالي", "ماليه" (financial), "صور" (pictures),
 * "دوري" (periodic), "جوهر" (essence), "حماة" (protectors), "اب" (father, August), "وان" (and
 * that), "لاي" (for any), "مشهد" (scene), "العيون" (the eyes, as in ophthalmology), "الابيض" (the
 * white), "الرمادي" (the grey), "الناصر" (a first name), "الوفي" (the loyal). Such a name is a place
 * only right after "في" (in): "في مالي" is Mali, "مسؤول مالي" a finance officer.
 */
export const ARABIC_PLACE_NAMES_THAT_ARE_WORDS: ReadonlySet<string> = keySet([
  "مالي",
  "ماليه",
  "صور",
  "دوري",
  "جوهر",
  "حماة",
  "اب",
  "وان",
  "لاي",
  "مشهد",
  "العيون",
  "الابيض",
  "الرمادي",
  "الناصر",
  "الوفي",
]);

/** The word "in", after which a place name that is also a word is read as the place. */
const ARABIC_IN = placeKey("في");

/** Whether a word is "في" (in), also typed "فى". */
export function isArabicIn(word: string | null): boolean {
  return word !== null && placeKey(word) === ARABIC_IN;
}

/**
 * Words that read as a preposition and a place but are words of their own: "بليون" (billion, not
 * "in Lyon"), "كمان" (also, violin), "كنيس" (synagogue), "باكرا" (early).
 */
const PROCLITIC_FORMS_THAT_ARE_WORDS = keySet(["بليون", "كمان", "كنيس", "باكرا"]);

const CONJUNCTIONS = ["و", "ف"];
const PREPOSITIONS = ["ب", "ل", "ك"];

/** The shortest place name left once its prefixes are taken off, in letters. */
const SHORTEST_STEM = 3;

function withoutPreposition(word: string): string | null {
  // "للسودان": the preposition "ل" before the article "ال" drops the article's alif.
  if (word.startsWith("لل")) return `ال${word.slice(2)}`;
  return PREPOSITIONS.some((letter) => word.startsWith(letter)) ? word.slice(1) : null;
}

/**
 * The letters a run of words (as arabicLetters gives them) may name once the first word's attached
 * conjunction (و, ف) and/or preposition (ب, ل, ك) are taken off, most likely first: "وجنيف" →
 * "جنيف"; "وبالسودان" → "بالسودان", "السودان". None when the first word is not Arabic, is a word
 * of its own, or would leave fewer than three letters. The letters are kept as typed (ة stays ة)
 * for the text search; look them up by placeKey.
 */
export function withoutArabicProclitics(letters: string): string[] {
  const space = letters.indexOf(" ");
  const first = space === -1 ? letters : letters.slice(0, space);
  const after = space === -1 ? "" : letters.slice(space);
  if (!/^[\u0621-\u064a]/.test(first) || PROCLITIC_FORMS_THAT_ARE_WORDS.has(placeKey(first)))
    return [];
  const stems: string[] = [];
  const conjunction = CONJUNCTIONS.some((letter) => first.startsWith(letter));
  const afterConjunction = conjunction ? first.slice(1) : null;
  if (afterConjunction) stems.push(afterConjunction);
  for (const word of [afterConjunction, first]) {
    const stem = word ? withoutPreposition(word) : null;
    if (stem) stems.push(stem);
  }
  return stems
    .filter(
      (stem) => stem.length >= SHORTEST_STEM && !PROCLITIC_FORMS_THAT_ARE_WORDS.has(placeKey(stem)),
    )
    .map((stem) => stem + after);
}
