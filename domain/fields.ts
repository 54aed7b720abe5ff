import { FIELD_COUNT, KEYWORD_COUNT, findKeywords } from "./field-keyword-index";
import { PROFESSIONAL_FIELDS, type ProfessionalField } from "./field-keywords";

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

export function classifyField(input: {
  title?: string | null;
  description?: string | null;
}): FieldClassification | null {
  // Scores per field (index in PROFESSIONAL_FIELDS), summed in the same order as ever.
  const scores = new Float64Array(FIELD_COUNT);
  // Ties go to the field named first in the title ("Programme and Operations Intern").
  const firstSeen = new Float64Array(FIELD_COUNT).fill(Infinity);
  const generic = new Float64Array(FIELD_COUNT);
  const specificFound = addScores(scores, firstSeen, input.title ?? "", TITLE_WEIGHT, generic);
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
  return clean;
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ");
}
