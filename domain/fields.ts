import { FIELD_COUNT, KEYWORD_COUNT, findKeywords } from "./field-keyword-index";
import { PROFESSIONAL_FIELDS, type ProfessionalField } from "./professional-fields";
import { decodeHtmlEntities } from "./text";

export { FIELD_KEYWORDS, GENERIC_KEYWORDS } from "./field-keywords";
export * from "./professional-fields";

export type FieldClassification = { field: ProfessionalField; score: number };

// Title words count five times as much as description words; a posting needs the equivalent of one
// strong title keyword (or several description ones) before a field is claimed.
const TITLE_WEIGHT = 5;
const MINIMUM_SCORE = 6;
const DESCRIPTION_WINDOW = 3000;

export function classifyField(input: {
  title?: string | null;
  description?: string | null;
}): FieldClassification | null {
  // Scores per field (index in PROFESSIONAL_FIELDS), summed in the same order as ever.
  const scores = new Float64Array(FIELD_COUNT);
  // Ties go to the field named first in the title ("Programme and Operations Intern").
  const firstSeen = new Float64Array(FIELD_COUNT).fill(Infinity);
  const generic = new Float64Array(FIELD_COUNT);
  const title = input.title ?? "";
  let specificFound = addScores(scores, firstSeen, title, TITLE_WEIGHT, generic);
  // "IT" speaks only when the rest of the title names no field ("Senior IT Program Officer").
  const spelledOut = specificFound ? title : spellOutIt(title);
  if (spelledOut !== title) {
    scores.fill(0);
    firstSeen.fill(Infinity);
    generic.fill(0);
    specificFound = addScores(scores, firstSeen, spelledOut, TITLE_WEIGHT, generic);
  }
  for (let field = 0; field < FIELD_COUNT; field += 1) {
    // (A field without generic words adds 0 here, which changes nothing.)
    const score = generic[field] ?? 0;
    scores[field] = (scores[field] ?? 0) + (specificFound ? score / 2 : score);
  }
  if (input.description) {
    const window = input.description.slice(0, DESCRIPTION_WINDOW * 3);
    const text = (window.includes("<") ? stripTags(window) : window).slice(0, DESCRIPTION_WINDOW);
    addScores(scores, null, text, 1, scores);
  }
  let best: FieldClassification | null = null;
  let bestIndex = -1;
  for (const [field, name] of PROFESSIONAL_FIELDS.entries()) {
    const score = scores[field] ?? 0;
    if (score < MINIMUM_SCORE) continue;
    const earlier =
      best !== null &&
      score === best.score &&
      (firstSeen[field] ?? Infinity) < (firstSeen[bestIndex] ?? Infinity);
    if (best === null || score > best.score || earlier) {
      best = { field: name, score };
      bestIndex = field;
    }
  }
  return best;
}

/**
 * A title's "IT" in capitals, in a title written in mixed case, is information technology ("Senior
 * IT Program Officer"); lower-cased it would be the word "it", so the keyword table cannot hold it.
 */
function spellOutIt(title: string): string {
  if (!/\bIT\b/.test(title) || !/\p{Ll}/u.test(title)) return title;
  return title.replace(/\bIT\b/g, "technology");
}

/** Each keyword counts once per text, so a long description cannot win on repetition alone. */
function addScores(
  scores: Float64Array,
  firstSeen: Float64Array | null,
  text: string,
  factor: number,
  genericScores: Float64Array,
): boolean {
  let specificFound = false;
  if (text === "") return specificFound;
  const seen = new Uint8Array(KEYWORD_COUNT);
  findKeywords(prepareText(text), ({ id, entries }, position) => {
    if (seen[id] === 1) return;
    seen[id] = 1;
    for (const { field, weight, generic } of entries) {
      const target = generic ? genericScores : scores;
      target[field] = (target[field] ?? 0) + weight * factor;
      specificFound ||= !generic && weight >= 2;
      if (firstSeen && firstSeen[field] === Infinity) firstSeen[field] = position;
    }
  });
  return specificFound;
}

/** Lower case, numeric references decoded, accents stripped, "&amp;" and "’" as "&" and "'". */
function prepareText(text: string): string {
  let clean = decodeHtmlEntities(text)
    .toLowerCase()
    .replace(/[^ -~\t\n\r]+/g, (run) => run.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
  if (clean.includes("’")) clean = clean.replace(/’/g, "'");
  return clean;
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}
