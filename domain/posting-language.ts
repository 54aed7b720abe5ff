import { franc } from "franc-min";

/**
 * The language a posting is written in, read from its title and description by franc (trigram
 * profiles of the world's most spoken languages), as an ISO 639-1 code: "en", "fr", "es" or
 * another language's code, or null when the text is too short to tell or the detector cannot
 * tell.
 *
 * Boilerplate is left out before reading: the short lines that are field labels and values
 * ("Closing Date:", "Primary Location: Montevideo, Uruguay", "Grade: NOA"), which several
 * platforms print in English above a Spanish or French posting, and web and mail addresses. What
 * is left must hold at least MIN_LETTERS letters: a title alone ("Support Services Manager",
 * "PAHO Internships") is too short, and franc often names the wrong language for one.
 */

/**
 * What is stored for a posting whose language was read but could not be told (ISO 639-2's code
 * for "undetermined"), so that it is not read again; shown and filtered as no language.
 */
export const UNDETERMINED_LANGUAGE = "und";

/** Fewer letters than this (after boilerplate) and the language is not read. */
export const MIN_LETTERS = 200;

/** Lines of fewer words than this are labels, values or headings, not prose. */
const MIN_PROSE_WORDS = 6;

/** The text read at most: enough for franc to be sure, and a bounded cost per posting. */
const MAX_CHARACTERS = 3000;

/**
 * The languages franc chooses among (ISO 639-3, as franc names them) and their ISO 639-1 codes:
 * the six UN official languages and the other languages international organisations post in.
 * Restricting the choice keeps franc from naming a close relative (Galician for Spanish, Scots
 * for English) that no posting is written in.
 */
const LANGUAGES = new Map<string, string>([
  ["eng", "en"],
  ["fra", "fr"],
  ["spa", "es"],
  ["por", "pt"],
  ["arb", "ar"],
  ["rus", "ru"],
  ["cmn", "zh"],
  ["deu", "de"],
  ["ita", "it"],
  ["nld", "nl"],
  ["tur", "tr"],
  ["ukr", "uk"],
  ["ind", "id"],
  ["swh", "sw"],
]);

const ONLY = [...LANGUAGES.keys()];

function isProse(line: string): boolean {
  return line.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= MIN_PROSE_WORDS;
}

/** The posting's prose: its lines of several words, without addresses. */
export function postingProse(title: string, description: string): string {
  const lines = `${title}\n${description}`
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
    .replace(/\S+@\S+\.\S+/g, " ")
    .split(/\n+/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(isProse);
  return lines.join("\n").slice(0, MAX_CHARACTERS);
}

function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** The posting's language as an ISO 639-1 code, or null when too short or unsure. */
export function detectPostingLanguage(title: string, description: string): string | null {
  const prose = postingProse(title, description);
  if (letterCount(prose) < MIN_LETTERS) return null;
  const detected = franc(prose, { only: ONLY, minLength: MIN_LETTERS });
  return LANGUAGES.get(detected) ?? null;
}
