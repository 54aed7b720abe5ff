import editDistance from "damerau-levenshtein";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { withSearchText, type JobQuery } from "./job-query";
import type { SearchSuggestion } from "./job-schemas";
import { hasSearchWords } from "./search-condition";

/** "Did you mean": the search with its misspelt words corrected, and how many jobs it finds. */
export type { SearchSuggestion } from "./job-schemas";

/** A search that finds fewer jobs than this (or only by the typo-tolerant match) gets a suggestion. */
export const SUGGEST_BELOW = 3;

/**
 * How close a known word must be to a typed one (pg_trgm similarity, 0 to 1): close enough for a
 * doubled or missing letter in a long word ("humanitarain", "inovation"), far enough that a short
 * unknown word is not replaced by an unrelated one.
 */
const MIN_SIMILARITY = 0.4;

/**
 * Two neighbouring letters swapped or one letter wrong changes three or four of a short word's
 * trigrams ("nairboi" and "nairobi" share a third of them), so a word of at least this length is
 * also corrected to a known word one edit away (a letter added, dropped, changed, or two swapped).
 */
const MIN_LENGTH_FOR_ONE_EDIT = 5;

/** Words shorter than this are left alone: too few trigrams to tell a typo from another word. */
const MIN_WORD_LENGTH = 4;

/** How many of the most similar known words are weighed per typed word. */
const CANDIDATES = 8;

/** A typed word as the vocabulary holds words: lower case, accents kept (the SQL removes them). */
function letters(token: string): string | null {
  const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").toLowerCase();
  return word.length >= MIN_WORD_LENGTH && /^\p{L}+$/u.test(word) ? word : null;
}

type Correction = { typed: string; known: boolean; suggestion: string | null };

type WordCandidates = {
  typed: string;
  plain: string;
  known: boolean;
  candidates: { word: string; similarity: number }[] | null;
};

/**
 * The correction of one unknown word among its candidates (most similar first): the most similar
 * one when it is similar enough, else the most similar one a single edit away.
 */
export function pickCorrection(
  plain: string,
  candidates: { word: string; similarity: number }[],
): string | null {
  const similar = candidates.find((candidate) => candidate.similarity >= MIN_SIMILARITY);
  if (similar) return similar.word;
  if (plain.length < MIN_LENGTH_FOR_ONE_EDIT) return null;
  return (
    candidates.find((candidate) => editDistance(plain, candidate.word).steps === 1)?.word ?? null
  );
}

/**
 * For each word, whether any open job contains it (by the full-text search, in any of the
 * languages postings are indexed in) or a title, employer or place has it, and else the known
 * words of titles, employers and places (search_words) that share trigrams with it, most similar
 * first (pg_trgm's `%`, at its default threshold of 0.3, is answered by the trigram index).
 */
async function correctWords(db: Database, words: string[]): Promise<Correction[]> {
  const rows = await queryRows<WordCandidates>(
    db,
    sql`select t.typed, t.plain,
          exists (select 1 from search_words s where s.word = t.plain)
            or exists (select 1 from job_search j
                       where j.search @@ (plainto_tsquery('english', t.plain)
                         || plainto_tsquery('french', t.plain) || plainto_tsquery('spanish', t.plain)
                         || plainto_tsquery('simple', t.plain))) as known,
          (select json_agg(json_build_object('word', c.word, 'similarity', c.similarity) 
                            order by c.similarity desc, abs(length(c.word) - length(t.plain)), c.word)
           from (select s.word, similarity(s.word, t.plain) as similarity from search_words s
                 where s.word % t.plain
                 order by similarity(s.word, t.plain) desc, abs(length(s.word) - length(t.plain)), s.word
                 limit ${CANDIDATES}) c) as candidates
        from (select typed, lower(immutable_unaccent(typed)) as plain
              from unnest(${`{${words.map((word) => `"${word}"`).join(",")}}`}::text[]) as typed) t`,
  );
  return rows.map((row) => ({
    typed: row.typed,
    known: row.known,
    suggestion: row.known ? null : pickCorrection(row.plain, row.candidates ?? []),
  }));
}

/**
 * The search with each word that matches no job replaced by the closest known word ("humanitarain"
 * → "humanitarian"), when the search found fewer than SUGGEST_BELOW jobs or only typo-tolerant
 * matches, and the corrected search finds more jobs than the typed one, or any after a
 * typo-tolerant match (`count` counts a search as the listing does). Recognised employers, grades and places and excluded words are never changed.
 */
export async function suggestSearch(
  db: Database,
  query: JobQuery,
  found: { total: number; searchMode: string },
  count: (corrected: JobQuery) => Promise<number>,
): Promise<SearchSuggestion | null> {
  const { search, understood } = query;
  if (!search || !understood || !hasSearchWords(query)) return null;
  if (found.total >= SUGGEST_BELOW && found.searchMode !== "fuzzy") return null;
  // Only the words left for the text search: not a recognised employer, grade or place.
  const wanted = new Set(
    understood.fuzzyText
      .split(/\s+/)
      .map(letters)
      .filter((word): word is string => word !== null),
  );
  const tokens = search.split(/(\s+)/);
  const words = [
    ...new Set(tokens.map(letters).filter((word): word is string => !!word && wanted.has(word))),
  ];
  if (!words.length) return null;
  const corrections = new Map(
    (await correctWords(db, words))
      .filter((row) => !row.known && row.suggestion)
      .map((row) => [row.typed, row.suggestion!]),
  );
  if (!corrections.size) return null;
  const corrected = tokens
    .map((token) => {
      // An excluded word (-senior) stays as typed.
      const word = token.startsWith("-") ? null : letters(token);
      const replacement = word === null ? undefined : corrections.get(word);
      if (replacement === undefined) return token;
      // A capitalised word ("Nairboi") keeps its capital ("Nairobi").
      const shown = /^\p{Lu}/u.test(token.replace(/^[^\p{L}]+/u, ""))
        ? replacement[0]!.toUpperCase() + replacement.slice(1)
        : replacement;
      return token.toLowerCase().replace(word!, shown);
    })
    .join("");
  if (corrected === search) return null;
  const total = await count(withSearchText(query, corrected));
  // After a typo-tolerant match (titles like the word) the corrected search is worth offering when
  // it finds jobs by their words; otherwise only when it finds more than the typed one.
  const better = found.searchMode === "fuzzy" ? total > 0 : total > found.total;
  return better ? { query: corrected, total } : null;
}

/**
 * Whether the listing shows the suggested search in place of the typed one: always when there is a
 * suggestion (the typed search found fewer than SUGGEST_BELOW jobs, or none by its words, a word
 * of it matches no open job, and the correction finds more), unless the text is to be searched as
 * typed (`literal`), which is where "search instead for" the typed words leads.
 */
export function showsCorrectedSearch(
  query: JobQuery,
  suggestion: SearchSuggestion | null,
): suggestion is SearchSuggestion {
  return suggestion !== null && !query.literal;
}
