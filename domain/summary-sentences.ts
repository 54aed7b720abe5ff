// The sentence choice behind createSummaryExcerpt: the most informative sentences of the
// purpose/background part of a posting (or of the whole text when no such heading exists).
//
// Sentences are the pieces of each line cut after ".", "!" or "?" before a capital, a quote or a
// parenthesis, without a leading bullet, trimmed (inner whitespace runs read as one space), 40–600
// characters long and holding a lower-case letter. Each scores its informative words, plus up to
// one for its length, minus three for boilerplate, minus 0.05 per sentence before it.
//
// Work is kept to a few scans of the text: sentences are located by offset (strings are made only
// for those long enough), informative words are counted in one pass over the whole stretch, and
// the boilerplate test runs only for sentences that could still make the cut.

const PURPOSE_HEADING =
  /\b(background|purpose|objective|context|organi[sz]ational setting|job purpose|the position|about the (?:role|job|position)|position objective|introduction|mission and objectives|description of assignment)\b/i;
const BOILERPLATE =
  /\b(apply|application|applicants?|candidates? (?:are|will)|deadline|disclaimer|fraud|fee|shortlisted|zero tolerance|equal opportunity|smoke|reasonable accommodation|click here|www\.|http|e-?mail|benefits|salary|remuneration|recruitment process|do not charge)\b/i;
const INFORMATIVE =
  /\b(responsible|lead|support|manage|coordinat|develop|provide|ensure|implement|programme|program|project|strategy|policy|team|under the (?:direct )?supervision|reports? to|will|purpose|objective)\w*/gi;
/** Where a line is cut into sentences: after the punctuation mark, the spaces are dropped. */
const SENTENCE_BREAK = /[.!?][^\S\n]+(?=[A-Z"“(])/g;
const HEADING_LINE_LENGTH = 80;
const FOCUS_LINES = 39;
const MIN_LENGTH = 40;
const MAX_LENGTH = 600;

/** Whitespace other than the space and the line break (what \s holds besides them). */
const OTHER_SPACE = /[^\S \n]/;
const SPACE_RUN = /[^\S\n]+/g;

type Sentence = { text: string; start: number; end: number; hits: number };

/**
 * The chosen sentences (at most maxSentences, at least one), in their original order, joined by
 * spaces; "" when no sentence scores above zero. tidy: the text is known to hold no whitespace
 * but single spaces and line breaks (see isTidyConvertedText).
 */
export function pickSummarySentences(plain: string, maxSentences: number, tidy = false): string {
  const limit = Math.max(1, maxSentences);
  const count = Number.isNaN(limit) ? 0 : Math.trunc(limit);
  const lines = plain.split("\n");
  const heading = lines.findIndex(
    (line) => line.length < HEADING_LINE_LENGTH && PURPOSE_HEADING.test(line),
  );
  // With single spaces as the only whitespace inside lines, trimming a sentence is all the
  // clean-up it needs; otherwise every run becomes one space first (line breaks stay in place).
  const text = tidy || hasPlainSpacing(plain) ? plain : plain.replace(SPACE_RUN, " ");
  const starts = lineStarts(text === plain ? lines : text.split("\n"));
  let sentences: Sentence[] = [];
  if (heading >= 0) sentences = findSentences(text, starts, heading + 1, heading + 1 + FOCUS_LINES);
  if (sentences.length < 2) sentences = findSentences(text, starts, 0, starts.length);
  return chooseSentences(sentences, count)
    .map((sentence) => sentence.text)
    .join(" ");
}

function hasPlainSpacing(text: string): boolean {
  // (Two tests: one character class or one literal scans much faster than the alternation of both.)
  return !text.includes("  ") && !OTHER_SPACE.test(text);
}

function lineStarts(lines: string[]): number[] {
  const starts: number[] = [];
  let at = 0;
  for (const line of lines) {
    starts.push(at);
    at += line.length + 1;
  }
  return starts;
}

/** Sentences of lines [from, to) of text (whose only whitespace inside lines is single spaces). */
function findSentences(text: string, starts: number[], from: number, to: number): Sentence[] {
  const sentences: Sentence[] = [];
  const last = Math.min(to, starts.length);
  if (from >= last) return sentences;
  const rangeStart = starts[from] ?? 0;
  const rangeEnd = last < starts.length ? (starts[last] ?? 0) - 1 : text.length;
  SENTENCE_BREAK.lastIndex = rangeStart;
  let cut = SENTENCE_BREAK.exec(text);
  for (let line = from; line < last; line += 1) {
    const lineEnd = line + 1 < starts.length ? (starts[line + 1] ?? 0) - 1 : text.length;
    let pieceStart = starts[line] ?? 0;
    while (cut !== null && cut.index < lineEnd) {
      addSentence(sentences, text, pieceStart, cut.index + 1);
      pieceStart = cut.index + cut[0].length;
      cut = pieceStart < rangeEnd ? SENTENCE_BREAK.exec(text) : null;
    }
    addSentence(sentences, text, pieceStart, lineEnd);
  }
  countInformativeWords(sentences, text, rangeStart, rangeEnd);
  return sentences;
}

/** text[start, end) without a leading bullet and trimmed, when it is long enough to count. */
function addSentence(sentences: Sentence[], text: string, start: number, end: number): void {
  let from = start;
  let to = end;
  if (text.charCodeAt(from) === 0x2022) from += 1;
  while (from < to && text.charCodeAt(from) === 32) from += 1;
  while (to > from && text.charCodeAt(to - 1) === 32) to -= 1;
  if (to - from < MIN_LENGTH || to - from > MAX_LENGTH) return;
  const sentence = text.slice(from, to);
  if (/[a-z]/.test(sentence)) sentences.push({ text: sentence, start: from, end: to, hits: 0 });
}

/**
 * Informative words per sentence, from one pass over text[rangeStart, rangeEnd). A match never
 * spans two sentences (they are apart by a line break or by punctuation and a space, and the
 * pattern holds neither), so this counts what matching each sentence on its own would.
 */
function countInformativeWords(
  sentences: Sentence[],
  text: string,
  rangeStart: number,
  rangeEnd: number,
): void {
  let next = 0;
  INFORMATIVE.lastIndex = rangeStart;
  for (let match = INFORMATIVE.exec(text); match; match = INFORMATIVE.exec(text)) {
    if (match.index >= rangeEnd) break;
    while (next < sentences.length && (sentences[next]?.end ?? 0) <= match.index) next += 1;
    const sentence = sentences[next];
    if (sentence === undefined) break;
    if (sentence.start <= match.index) sentence.hits += 1;
  }
}

/**
 * The best `count` sentences by score (ties: the earlier one), in their original order. Scores are
 * first taken without the boilerplate penalty, which can only lower them, so the boilerplate
 * pattern is tried only on sentences that could still make the cut.
 */
function chooseSentences(sentences: Sentence[], count: number): Sentence[] {
  if (count <= 0) return [];
  // (hits + length) - index * 0.05 is exactly what (hits + length) - 0 - index * 0.05 gives.
  const optimistic = sentences.map(
    (sentence, index) => sentence.hits + Math.min(sentence.text.length, 250) / 250 - index * 0.05,
  );
  const order = sentences
    .map((_, index) => index)
    .filter((index) => (optimistic[index] ?? 0) > 0)
    .sort((a, b) => (optimistic[b] ?? 0) - (optimistic[a] ?? 0) || a - b);
  const best: { index: number; score: number }[] = [];
  for (const index of order) {
    const bound = optimistic[index] ?? 0;
    const weakest = best.length >= count ? best[best.length - 1] : undefined;
    if (weakest && (bound < weakest.score || (bound === weakest.score && index > weakest.index)))
      break;
    const sentence = sentences[index];
    if (sentence === undefined) continue;
    const score = BOILERPLATE.test(sentence.text)
      ? sentence.hits + Math.min(sentence.text.length, 250) / 250 - 3 - index * 0.05
      : bound;
    if (score <= 0) continue;
    let at = best.length;
    while (at > 0) {
      const before = best[at - 1];
      if (
        before === undefined ||
        before.score > score ||
        (before.score === score && before.index < index)
      )
        break;
      at -= 1;
    }
    best.splice(at, 0, { index, score });
    if (best.length > count) best.pop();
  }
  return best
    .sort((a, b) => a.index - b.index)
    .map((entry) => sentences[entry.index])
    .filter((sentence) => sentence !== undefined);
}
