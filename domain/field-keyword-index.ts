// Lookup tables over the field keyword table, and the search for keywords in prepared text (lower
// case, accents stripped: see fields.ts). A key matches a word exactly, a stem ("logistic*") any
// word that starts with it, a phrase consecutive words.
//
// Most words of a description are no keyword at all: their first three or four characters rule
// them out through two flag tables, before any string is made, hashed or compared. The rest are
// compared in place with the few keys that start like them.

import { FIELD_KEYWORDS, GENERIC_KEYWORDS, PROFESSIONAL_FIELDS } from "./field-keywords";

/** field: index in PROFESSIONAL_FIELDS. */
export type KeywordEntry = { field: number; weight: number; generic: boolean };

/** A key of the table: each counts once per text (id), for each of its entries. */
export type Keyword = { id: number; entries: readonly KeywordEntry[] };

type Phrase = Keyword & { words: readonly string[] };
type Word = Keyword & { word: string; phrases: Phrase[] };
type Stem = Keyword & { stem: string };
/** What may start at a word: the key words spelled like it, and the stems. */
type Bucket = { words: Word[]; stems: Stem[] };

export const FIELD_COUNT = PROFESSIONAL_FIELDS.length;
const MAX_PHRASE_WORDS = 4;

const RADIX = 39;
/** 1–38 for the characters words are made of (a–z, 0–9, "&", "'"), 0 for anything else. */
const CHAR_INDEX = new Uint8Array(128);
for (let c = 97; c <= 122; c += 1) CHAR_INDEX[c] = c - 96;
for (let c = 48; c <= 57; c += 1) CHAR_INDEX[c] = c - 21;
CHAR_INDEX[38] = 37;
CHAR_INDEX[39] = 38;
const QUOTE = 39;

function charIndex(text: string, at: number): number {
  const c = text.charCodeAt(at);
  return c < 128 ? (CHAR_INDEX[c] ?? 0) : 0;
}

/** text[start, end) is a word: its first three characters (or all, when shorter) as a number. */
function prefixIndex(text: string, start: number, end: number): number {
  const first = charIndex(text, start) * RADIX + (end - start > 1 ? charIndex(text, start + 1) : 0);
  return end - start < 3 ? first : first * RADIX + charIndex(text, start + 2);
}

/** Words under three characters and the prefixes of longer ones live in separate tables. */
const SHORT_BUCKETS = new Map<number, Bucket>();
const BUCKETS = new Map<number, Bucket>();
// (Bit sets: small tables stay in the cache while the other steps of normalisePosting run.)
const SHORT_FLAGS = new Uint8Array((RADIX * RADIX) >> 3);
const FLAGS = new Uint8Array((RADIX * RADIX * RADIX + 7) >> 3);
/** Second filter: the first four characters (0 for a word of three), hashed into a smaller table. */
const FOUR_MASK = (1 << 16) - 1;
const FOURS = new Uint8Array((FOUR_MASK + 1) >> 3);

function hasBit(bits: Uint8Array, index: number): boolean {
  return ((bits[index >> 3] ?? 0) & (1 << (index & 7))) !== 0;
}

function setBit(bits: Uint8Array, index: number): void {
  bits[index >> 3] = (bits[index >> 3] ?? 0) | (1 << (index & 7));
}

function fourIndex(prefix: number, fourth: number): number {
  return (prefix * RADIX + fourth) & FOUR_MASK;
}

/** The bucket of a key word or stem, with the flags that let words starting like it through. */
function bucketFor(key: string, isStem: boolean): Bucket {
  const prefix = prefixIndex(key, 0, key.length);
  const short = key.length < 3;
  const buckets = short ? SHORT_BUCKETS : BUCKETS;
  setBit(short ? SHORT_FLAGS : FLAGS, prefix);
  if (!short) {
    // A word of three letters has no fourth character (0); a stem of three allows any.
    const fourths = key.length > 3 ? [charIndex(key, 3)] : isStem ? [...Array(RADIX).keys()] : [0];
    for (const fourth of fourths) setBit(FOURS, fourIndex(prefix, fourth));
  }
  const bucket = buckets.get(prefix) ?? { words: [], stems: [] };
  buckets.set(prefix, bucket);
  return bucket;
}

let nextId = 0;
const exact = new Map<string, KeywordEntry[]>();
for (const [field, name] of PROFESSIONAL_FIELDS.entries()) {
  for (const [rawKey, weight] of Object.entries(FIELD_KEYWORDS[name])) {
    // Text is split on hyphens, so "mid-term review" is stored as "mid term review".
    const key = rawKey.replace(/-/g, " ");
    const entry = { field, weight, generic: GENERIC_KEYWORDS.has(rawKey) };
    if (key.endsWith("*")) {
      // Stems stay one rule per field, in table order. One under three letters matches only itself.
      const stem = key.slice(0, -1);
      const bucket = bucketFor(stem, true);
      bucket.stems.push({ id: nextId++, entries: [entry], stem });
    } else exact.set(key, [...(exact.get(key) ?? []), entry]);
  }
}
const WORDS = new Map<string, Word>();
function wordFor(word: string): Word {
  const known = WORDS.get(word) ?? { id: nextId++, entries: [], word, phrases: [] };
  if (!WORDS.has(word)) {
    WORDS.set(word, known);
    bucketFor(word, false).words.push(known);
  }
  return known;
}
for (const [key, entries] of exact) {
  const words = key.split(" ");
  const first = wordFor(words[0] ?? "");
  if (words.length === 1) first.entries = entries;
  else first.phrases.push({ id: nextId++, entries, words });
}
// Phrases are credited shortest first.
for (const word of WORDS.values()) word.phrases.sort((a, b) => a.words.length - b.words.length);
/** How many keys there are: ids run from 0 to KEYWORD_COUNT - 1. */
export const KEYWORD_COUNT = nextId;

/**
 * Words are maximal runs of a–z, 0–9, "&" and "'", without the quotes at either end (runs of
 * quotes alone are no word). The next word at or after `from`: [start, end), or null.
 */
function nextWord(text: string, from: number): [number, number] | null {
  const length = text.length;
  for (let i = from; i < length; i += 1) {
    if (charIndex(text, i) === 0) continue;
    let start = -1;
    let end = -1;
    for (; i < length; i += 1) {
      const c = text.charCodeAt(i);
      if (c >= 128 || CHAR_INDEX[c] === 0) break;
      if (c !== QUOTE) {
        if (start === -1) start = i;
        end = i + 1;
      }
    }
    if (start !== -1) return [start, end];
  }
  return null;
}

function isWordAt(text: string, start: number, end: number, word: string): boolean {
  return end - start === word.length && text.startsWith(word, start);
}

/** Whether the words after `from` spell words[1...] (phrases hold at most MAX_PHRASE_WORDS). */
function continuesPhrase(text: string, from: number, words: readonly string[]): boolean {
  if (words.length > MAX_PHRASE_WORDS) return false;
  let at = from;
  for (let k = 1; k < words.length; k += 1) {
    const next = nextWord(text, at);
    if (next === null || !isWordAt(text, next[0], next[1], words[k] ?? "")) return false;
    at = next[1];
  }
  return true;
}

/**
 * Calls credit for every keyword in text, in the classifier's order: per word, the word itself,
 * then the phrases starting there (shortest first), then the stems (table order); position is the
 * index of the word the keyword starts at. One pass: a word's first characters decide, as it
 * ends, whether it is looked at any further.
 */
export function findKeywords(
  text: string,
  credit: (keyword: Keyword, position: number) => void,
): void {
  let position = -1;
  for (let word = nextWord(text, 0); word !== null; word = nextWord(text, word[1])) {
    position += 1;
    const [start, end] = word;
    const prefix = prefixIndex(text, start, end);
    const short = end - start < 3;
    if (!hasBit(short ? SHORT_FLAGS : FLAGS, prefix)) continue;
    if (
      !short &&
      !hasBit(FOURS, fourIndex(prefix, end - start > 3 ? charIndex(text, start + 3) : 0))
    )
      continue;
    const bucket = (short ? SHORT_BUCKETS : BUCKETS).get(prefix);
    if (bucket === undefined) continue;
    for (const key of bucket.words) {
      if (!isWordAt(text, start, end, key.word)) continue;
      if (key.entries.length > 0) credit(key, position);
      for (const phrase of key.phrases)
        if (continuesPhrase(text, end, phrase.words)) credit(phrase, position);
    }
    for (const stem of bucket.stems) {
      if (short ? isWordAt(text, start, end, stem.stem) : text.startsWith(stem.stem, start))
        if (end - start >= stem.stem.length) credit(stem, position);
    }
  }
}
