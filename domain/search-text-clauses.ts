// The words left to search as text, with British/American spellings and field abbreviations as
// alternatives of each word or run of words ("programme"/"program", "M&E"/"monitoring and
// evaluation", search-synonyms.ts), and the filler words that say nothing once an organisation, a
// grade or a place has been recognised.

import { normaliseName } from "./countries";
import { genderedTitleForms } from "./gendered-title-words";
import { SEARCH_SYNONYM_FAMILIES } from "./search-synonyms";
import { bare, wordRun, type Token } from "./search-tokens";

/** One word or phrase of the text: any of its alternatives (web-search syntax each) matches it. */
export type TextClause = { alternatives: string[]; exclude: boolean };

/** Each form's alternatives, by normaliseName key: words as they are, several words as a phrase. */
const ALTERNATIVES = new Map<string, string[]>();
for (const family of SEARCH_SYNONYM_FAMILIES) {
  const alternatives = family.map((form) =>
    /^[a-z]+$/i.test(form) ? form.toLowerCase() : `"${form}"`,
  );
  for (const form of family) {
    const key = normaliseName(form);
    if (!ALTERNATIVES.has(key)) ALTERNATIVES.set(key, alternatives);
  }
}

/** Words joined by hyphens ("public-private", "co-ordinator"), letters and digits only. */
const HYPHENATED = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+$/u;

/**
 * The other writings of one word typed alone: a French or Spanish title word in the other gender
 * and combined ("asociada": asociado, asociado/a), or a hyphenated compound also as its words in a
 * row and as one word ("public-private": "public private", publicprivate), since the text search
 * reads "public-private" as a token of its own that a text writing "Public Private Partnerships"
 * lacks, and "co-ordinator" never matches "coordinator". Null when the word has none.
 */
export function wordForms(typed: string): string[] | null {
  const word = bare(typed);
  const gendered = genderedTitleForms(word);
  if (gendered) return [...gendered];
  if (!HYPHENATED.test(word)) return null;
  const parts = word.split("-");
  return [word, `"${parts.join(" ")}"`, parts.join("")];
}

/** The most words a spelling or abbreviation has: the longest run worth looking up. */
const LONGEST_FORM = Math.min(
  12,
  Math.max(...SEARCH_SYNONYM_FAMILIES.flat().map((form) => normaliseName(form).split(" ").length)),
);

/**
 * Words that say nothing once an organisation, a grade or a place has been recognised: the words
 * of a sentence around it ("jobs at UNHCR in Kenya") and English stop words, which the text search
 * ignores (left alone, they would make a query that matches nothing).
 */
export const FILLER_WORDS = new Set([
  "job",
  "jobs",
  "vacancy",
  "vacancies",
  "position",
  "positions",
  "post",
  "posts",
  "opening",
  "openings",
  "career",
  "careers",
  "opportunity",
  "opportunities",
  "in",
  "at",
  "with",
  "for",
  "of",
  "the",
  "based",
  "a",
  "an",
  "and",
  "on",
  "to",
  "by",
  "from",
  "as",
  "is",
  "are",
  "any",
  "all",
  "only",
  "please",
  "-",
  "–",
  ",",
  "&",
]);

/** The clauses of one `or`-free run of tokens, with the alternatives of each word or run of words. */
export function clausesOf(tokens: Token[]): TextClause[] {
  const clauses: TextClause[] = [];
  let at = 0;
  while (at < tokens.length) {
    const token = tokens[at]!;
    if (token.kind === "phrase") {
      clauses.push({ alternatives: [`"${token.text}"`], exclude: false });
      at += 1;
      continue;
    }
    if (token.kind === "exclude") {
      const known = token.phrase
        ? undefined
        : (ALTERNATIVES.get(normaliseName(token.text)) ?? wordForms(token.text) ?? undefined);
      clauses.push({
        alternatives: known ?? [token.phrase ? `"${token.text}"` : token.text],
        exclude: true,
      });
      at += 1;
      continue;
    }
    if (token.kind === "or") {
      at += 1;
      continue;
    }
    let matched = false;
    for (let length = Math.min(LONGEST_FORM, tokens.length - at); length >= 1; length -= 1) {
      const typed = wordRun(tokens, at, length);
      const known = typed === null ? undefined : ALTERNATIVES.get(normaliseName(typed));
      if (!known) continue;
      clauses.push({ alternatives: known, exclude: false });
      at += length;
      matched = true;
      break;
    }
    if (!matched) {
      clauses.push({ alternatives: wordForms(token.text) ?? [token.text], exclude: false });
      at += 1;
    }
  }
  return clauses;
}
