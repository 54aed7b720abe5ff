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
 * swapped, doubled or missing letter in a long word ("humanitarain", "inovation"), far enough that a
 * short unknown word is not replaced by an unrelated one.
 */
const MIN_SIMILARITY = 0.4;

/** Words shorter than this are left alone: too few trigrams to tell a typo from another word. */
const MIN_WORD_LENGTH = 4;

/** A typed word as the vocabulary holds words: lower case, accents kept (the SQL removes them). */
function letters(token: string): string | null {
  const word = token.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "").toLowerCase();
  return word.length >= MIN_WORD_LENGTH && /^\p{L}+$/u.test(word) ? word : null;
}

type Correction = { typed: string; known: boolean; suggestion: string | null };

/**
 * For each word, whether any open job contains it (by the full-text search, in any of the
 * languages postings are indexed in) or a title, employer
 * or place has it, and else the closest word of titles, employers and places (search_words).
 */
async function correctWords(db: Database, words: string[]): Promise<Correction[]> {
  return queryRows<Correction>(
    db,
    sql`select t.typed,
          exists (select 1 from search_words s where s.word = t.plain)
            or exists (select 1 from job_search j
                       where j.search @@ (plainto_tsquery('english', t.plain)
                         || plainto_tsquery('french', t.plain) || plainto_tsquery('spanish', t.plain)
                         || plainto_tsquery('simple', t.plain))) as known,
          (select s.word from search_words s
           where s.word % t.plain and similarity(s.word, t.plain) >= ${MIN_SIMILARITY}
           order by similarity(s.word, t.plain) desc, abs(length(s.word) - length(t.plain)), s.word
           limit 1) as suggestion
        from (select typed, lower(immutable_unaccent(typed)) as plain
              from unnest(${`{${words.map((word) => `"${word}"`).join(",")}}`}::text[]) as typed) t`,
  );
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
      return replacement === undefined ? token : token.toLowerCase().replace(word!, replacement);
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
