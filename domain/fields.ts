import {
  FIELD_KEYWORDS,
  GENERIC_KEYWORDS,
  PROFESSIONAL_FIELDS,
  type ProfessionalField,
} from "./field-keywords";

export { FIELD_KEYWORDS, GENERIC_KEYWORDS, PROFESSIONAL_FIELDS } from "./field-keywords";
export type { ProfessionalField } from "./field-keywords";

export type FieldClassification = { field: ProfessionalField; score: number };

export const FIELD_SLUGS: Record<ProfessionalField, string> = {
  "Administration & Operations": "administration-operations",
  "Communications & External Relations": "communications-external-relations",
  "Crisis, Emergency & Security": "crisis-emergency-security",
  "Engineering & Infrastructure": "engineering-infrastructure",
  "Environment & Sustainability": "environment-sustainability",
  "Finance & Economy": "finance-economy",
  "Human Resources & Training": "human-resources-training",
  "Human Rights & Legal Affairs": "human-rights-legal-affairs",
  "Innovation & Knowledge Management": "innovation-knowledge-management",
  "Interpretation, Translation & Language Services": "interpretation-translation-language-services",
  "Medical & Health Services": "medical-health-services",
  "Monitoring, Evaluation & Learning (MEL)": "monitoring-evaluation-learning",
  "Programme & Policy Development": "programme-policy-development",
  "Cross-cutting / Specialized Fields": "cross-cutting-specialized-fields",
};

/** Spec §2 landing-page slugs that name a field differently. */
export const FIELD_SLUG_ALIASES: Record<string, ProfessionalField> = {
  "public-health": "Medical & Health Services",
  economics: "Finance & Economy",
  education: "Programme & Policy Development",
  "humanitarian-aid": "Crisis, Emergency & Security",
};

export const FIELD_COLOURS: Record<ProfessionalField, string> = {
  "Administration & Operations": "slate-600",
  "Communications & External Relations": "sky-600",
  "Crisis, Emergency & Security": "red-600",
  "Engineering & Infrastructure": "orange-600",
  "Environment & Sustainability": "green-600",
  "Finance & Economy": "emerald-700",
  "Human Resources & Training": "violet-600",
  "Human Rights & Legal Affairs": "indigo-700",
  "Innovation & Knowledge Management": "cyan-600",
  "Interpretation, Translation & Language Services": "fuchsia-600",
  "Medical & Health Services": "rose-600",
  "Monitoring, Evaluation & Learning (MEL)": "amber-600",
  "Programme & Policy Development": "blue-600",
  "Cross-cutting / Specialized Fields": "purple-600",
};

export const UNKNOWN_FIELD_COLOUR = "gray-400";

// Title words count five times as much as description words; a posting needs the equivalent of one
// strong title keyword (or several description ones) before a field is claimed.
const TITLE_WEIGHT = 5;
const MINIMUM_SCORE = 6;
const DESCRIPTION_WINDOW = 3000;
const MAX_PHRASE_WORDS = 4;

type KeywordEntry = { field: ProfessionalField; weight: number; generic: boolean };

type StemRule = { stem: string; key: string; entries: readonly KeywordEntry[] };

const EXACT = new Map<string, KeywordEntry[]>();
/** First words of multi-word keys: phrases are only assembled from these. */
const PHRASE_STARTS = new Set<string>();
// Stems indexed by their first character code so each word checks only a handful of them. A stem
// matches words that start with it (stems under three letters: only the word itself).
const STEMS_BY_FIRST_CHAR = new Map<number, StemRule[]>();
for (const field of PROFESSIONAL_FIELDS) {
  for (const [rawKey, weight] of Object.entries(FIELD_KEYWORDS[field])) {
    // Text is split on hyphens, so "mid-term review" is stored as "mid term review".
    const key = rawKey.replace(/-/g, " ");
    const entry = { field, weight, generic: GENERIC_KEYWORDS.has(rawKey) };
    if (key.endsWith("*")) {
      const stem = key.slice(0, -1);
      const rule = { stem, key: `${stem}*${field}`, entries: [entry] };
      const first = stem.charCodeAt(0);
      STEMS_BY_FIRST_CHAR.set(first, [...(STEMS_BY_FIRST_CHAR.get(first) ?? []), rule]);
    } else EXACT.set(key, [...(EXACT.get(key) ?? []), entry]);
    if (key.includes(" ")) PHRASE_STARTS.add(key.split(" ")[0] ?? "");
  }
}
/** Per single word: its keyword entries (if any) and whether phrases start with it. One lookup. */
const WORDS = new Map<string, { entries: KeywordEntry[] | undefined; phraseStart: boolean }>();
for (const [key, entries] of EXACT) {
  if (!key.includes(" ")) WORDS.set(key, { entries, phraseStart: PHRASE_STARTS.has(key) });
}
for (const start of PHRASE_STARTS) {
  if (!WORDS.has(start)) WORDS.set(start, { entries: undefined, phraseStart: true });
}
const STEMS_BY_CHAR: (StemRule[] | undefined)[] = [];
for (const [first, rules] of STEMS_BY_FIRST_CHAR) STEMS_BY_CHAR[first] = rules;

export function classifyField(input: {
  title?: string | null;
  description?: string | null;
}): FieldClassification | null {
  const scores = new Map<ProfessionalField, number>();
  // Ties go to the field named first in the title ("Programme and Operations Intern").
  const firstSeen = new Map<ProfessionalField, number>();
  const generic = new Map<ProfessionalField, number>();
  const specificFound = addScores(scores, firstSeen, input.title ?? "", TITLE_WEIGHT, generic);
  for (const [field, score] of generic) {
    scores.set(field, (scores.get(field) ?? 0) + (specificFound ? score / 2 : score));
  }
  if (input.description) {
    const window = input.description.slice(0, DESCRIPTION_WINDOW * 3);
    const text = (window.includes("<") ? stripTags(window) : window).slice(0, DESCRIPTION_WINDOW);
    addScores(scores, new Map(), text, 1, scores);
  }
  let best: FieldClassification | null = null;
  for (const field of PROFESSIONAL_FIELDS) {
    const score = scores.get(field) ?? 0;
    if (score < MINIMUM_SCORE) continue;
    const earlier =
      best !== null &&
      score === best.score &&
      (firstSeen.get(field) ?? Infinity) < (firstSeen.get(best.field) ?? Infinity);
    if (best === null || score > best.score || earlier) best = { field, score };
  }
  return best;
}

export function isProfessionalField(value: unknown): value is ProfessionalField {
  return typeof value === "string" && (PROFESSIONAL_FIELDS as readonly string[]).includes(value);
}

export function slugifyField(field: ProfessionalField): string {
  return FIELD_SLUGS[field];
}

export function findFieldBySlug(slug: string): ProfessionalField | null {
  const wanted = slug.trim().toLowerCase();
  const direct = PROFESSIONAL_FIELDS.find((field) => FIELD_SLUGS[field] === wanted);
  return direct ?? FIELD_SLUG_ALIASES[wanted] ?? null;
}

export function getFieldColour(field: string | null | undefined): string {
  return isProfessionalField(field) ? FIELD_COLOURS[field] : UNKNOWN_FIELD_COLOUR;
}

/** Each keyword counts once per text, so a long description cannot win on repetition alone. */
function addScores(
  scores: Map<ProfessionalField, number>,
  firstSeen: Map<ProfessionalField, number>,
  text: string,
  factor: number,
  genericScores: Map<ProfessionalField, number>,
): boolean {
  let specificFound = false;
  if (text === "") return specificFound;
  const words = tokenise(text);
  const seen = new Set<string>();
  const credit = (key: string, entries: readonly KeywordEntry[], position: number) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const entry of entries) {
      const target = entry.generic ? genericScores : scores;
      target.set(entry.field, (target.get(entry.field) ?? 0) + entry.weight * factor);
      specificFound ||= !entry.generic && entry.weight >= 2;
      if (!firstSeen.has(entry.field)) firstSeen.set(entry.field, position);
    }
  };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i] ?? "";
    const known = WORDS.get(word);
    if (known?.entries) credit(word, known.entries, i);
    if (known?.phraseStart) {
      let phrase = word;
      for (let length = 2; length <= MAX_PHRASE_WORDS && i + length <= words.length; length += 1) {
        phrase = `${phrase} ${words[i + length - 1]}`;
        const entries = EXACT.get(phrase);
        if (entries) credit(phrase, entries, i);
      }
    }
    const stems = STEMS_BY_CHAR[word.charCodeAt(0)];
    if (stems === undefined) continue;
    for (const { stem, key, entries } of stems) {
      if (word.startsWith(stem) && (stem.length >= 3 || word.length === stem.length))
        credit(key, entries, i);
    }
  }
  return specificFound;
}

function tokenise(text: string): string[] {
  let clean = text.includes("&#")
    ? text.replace(/&#(\d{1,6});/g, (_, code: string) =>
        String.fromCodePoint(Number(code) % 0x110000),
      )
    : text;
  clean = clean
    .toLowerCase()
    .replace(/[^ -~\t\n\r]+/g, (run) => run.normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
  if (clean.includes("&amp;")) clean = clean.replace(/&amp;/g, "&");
  if (clean.includes("’")) clean = clean.replace(/’/g, "'");
  const words: string[] = [];
  for (const piece of clean.split(/[^a-z0-9&']+/)) {
    // Quotes at either end are dropped ("'programme'").
    const word =
      piece.charCodeAt(0) === 39 || piece.charCodeAt(piece.length - 1) === 39
        ? piece.replace(/^'+|'+$/g, "")
        : piece;
    if (word !== "") words.push(word);
  }
  return words;
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}
