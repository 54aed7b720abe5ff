/**
 * Suggestions as a visitor types in the search box: organisations, places and job titles, found by
 * the beginning of any of their words, without regard to case or accents ("gen" finds Geneva and
 * Genève, "unh" finds UNHCR, "refugee" finds the UN Refugee Agency). Built once from the open jobs'
 * counts; answering is a binary search in one sorted array of words and a scan of the entries that
 * have a word with that beginning, so it costs microseconds, not a database query.
 */

import type { Locale } from "./interface-locales";

export const SUGGESTION_KINDS = ["organisation", "place", "title"] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

/** Something a visitor can pick, with the words it is found by. */
export type SuggestionEntry<Target> = {
  kind: SuggestionKind;
  label: string;
  /** Open jobs it leads to. */
  count: number;
  /** Where it leads (query parameters, a URL): kept as given. */
  target: Target;
  /** Further names it is found by (an acronym, aliases), besides its label. */
  names?: readonly string[];
  /**
   * Its label on a page in another language, where that differs ("OMS · Organisation mondiale de la
   * Santé" for the WHO in French); found by in every language, like `names`.
   */
  labelsIn?: Readonly<Partial<Record<Locale, string>>>;
};

/** What a page in `locale` shows for the entry: its label in that language, else its label. */
export function suggestionLabelIn<Target>(entry: SuggestionEntry<Target>, locale: Locale): string {
  return entry.labelsIn?.[locale] ?? entry.label;
}

/** Lower case without accents or marks: "Genève" → "geneve", "Côte d'Ivoire" → "cote d'ivoire". */
export function foldForSuggestion(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase();
}

/** The folded words of a text: letters and digits, anything else separates them. */
export function suggestionWords(text: string): string[] {
  return foldForSuggestion(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "");
}

export type SuggestionIndex<Target> = {
  /** Entries in rank order: by kind (organisations, places, titles), then most jobs first. */
  entries: SuggestionEntry<Target>[];
  /** Every word of every entry, sorted; `owners[i]` is the entry `words[i]` belongs to. */
  words: string[];
  owners: Int32Array;
  /** Each entry's words, for checking the query's other words. */
  entryWords: string[][];
};

const KIND_RANK = new Map(SUGGESTION_KINDS.map((kind, rank) => [kind, rank]));

function compareEntries<Target>(a: SuggestionEntry<Target>, b: SuggestionEntry<Target>): number {
  return (
    KIND_RANK.get(a.kind)! - KIND_RANK.get(b.kind)! ||
    b.count - a.count ||
    a.label.length - b.label.length ||
    (a.label < b.label ? -1 : a.label > b.label ? 1 : 0)
  );
}

/** Builds the index; entries with no open job are left out. */
export function buildSuggestionIndex<Target>(
  entries: readonly SuggestionEntry<Target>[],
): SuggestionIndex<Target> {
  const ranked = entries.filter((entry) => entry.count > 0).sort(compareEntries);
  const pairs: { word: string; owner: number }[] = [];
  const entryWords = ranked.map((entry, owner) => {
    const words = [
      ...new Set(
        [entry.label, ...Object.values(entry.labelsIn ?? {}), ...(entry.names ?? [])].flatMap(
          (name) => suggestionWords(name),
        ),
      ),
    ];
    for (const word of words) pairs.push({ word, owner });
    return words;
  });
  pairs.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : a.owner - b.owner));
  return {
    entries: ranked,
    words: pairs.map((pair) => pair.word),
    owners: Int32Array.from(pairs, (pair) => pair.owner),
    entryWords,
  };
}

/** The first position in the sorted `words` not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The best `limit` entries whose words begin with every word of `query` (each query word the
 * beginning of some word of the entry, in any order), in rank order. Nothing for a query without
 * a letter or digit.
 */
export function findSuggestions<Target>(
  index: SuggestionIndex<Target>,
  query: string,
  limit: number,
): SuggestionEntry<Target>[] {
  const queryWords = [...new Set(suggestionWords(query))];
  if (queryWords.length === 0 || limit <= 0) return [];
  // The longest word has the fewest entries beginning with it: scan those, check the others.
  const [driver, ...others] = [...queryWords].sort((a, b) => b.length - a.length) as [
    string,
    ...string[],
  ];
  const best: number[] = [];
  const { words, owners, entryWords } = index;
  let position = lowerBound(words, driver);
  while (position < words.length && words[position]!.startsWith(driver)) {
    const owner = owners[position]!;
    // A word's owners are in rank order: once one is no better than the worst kept in a full
    // list, neither is any other owner of the same word.
    if (best.length === limit && owner > best[limit - 1]!) {
      position = lowerBound(words, `${words[position]!}\u0000`);
      continue;
    }
    position++;
    if (best.includes(owner)) continue;
    const ownWords = entryWords[owner]!;
    if (!others.every((other) => ownWords.some((word) => word.startsWith(other)))) continue;
    let at = best.length;
    while (at > 0 && best[at - 1]! > owner) at--;
    best.splice(at, 0, owner);
    if (best.length > limit) best.pop();
  }
  return best.map((owner) => index.entries[owner]!);
}
