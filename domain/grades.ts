import { findFamilyDefinition, isKnownGradeCode, type GradeFamily } from "./grade-families";
import { findGradeCandidates, type Candidate } from "./grade-candidates";
import { decodeHtmlEntities } from "./text";

export { findGradeMatches } from "./grade-candidates";
export type { GradeMatch, GradeRejection } from "./grade-candidates";

export { GRADE_CODES, GRADE_FAMILIES, isKnownGradeCode } from "./grade-families";
export type { GradeCategory, GradeFamily } from "./grade-families";

export type GradeSource = "level" | "title" | "description";

export type GradeResult = { code: string; source: GradeSource; confidence: number };

export type GradeInput = {
  level?: string | null;
  title?: string | null;
  description?: string | null;
  /** Optional: lets single-letter grades ("Grade: E") count for employers that use them (GCF). */
  organization?: string | null;
  /** The description is tidy text (isTidyConvertedText): it is then read without a whitespace pass. */
  tidyDescription?: boolean;
};

// How far each place is trusted (the level field most), and how much of the description is read.
const CONFIDENCE: Record<GradeSource, number> = { level: 0.9, title: 0.8, description: 0.6 };
const DESCRIPTION_WINDOW = 5000;

/** A detected grade with where it was found: the rule and its position in the scanned text. */
export type GradeEvidence = GradeResult & { rule: string; index: number };

/** Detects the grade from the level field first, then the title, then the description. */
export function detectGrade(input: GradeInput): GradeResult | null {
  const found = detectGradeWithEvidence(input);
  return found ? { code: found.code, source: found.source, confidence: found.confidence } : null;
}

/**
 * detectGrade, also saying which rule matched where: the index is in the text of that source as
 * gradeScanTexts gives it.
 */
export function detectGradeWithEvidence(input: GradeInput): GradeEvidence | null {
  const organization = input.organization ?? "";
  for (const source of ["level", "title", "description"] as const) {
    // Each text is prepared only when the ones before it gave no grade (the description's window
    // is the costly one).
    const text = gradeScanText(input, source);
    if (!text) continue;
    const chosen = pickCandidate(findGradeCandidates(text, source, organization), source);
    if (chosen)
      return {
        code: chosen.code,
        source,
        confidence: CONFIDENCE[source],
        rule: chosen.rule,
        index: chosen.index,
      };
  }
  return null;
}

/**
 * The three texts detectGrade reads, exactly as its rules see them: the grade field (upper case
 * when short), the title with basic entities decoded, and the description's first 5,000 characters
 * of plain text. Null where the input has none.
 */
export function gradeScanTexts(input: GradeInput): Record<GradeSource, string | null> {
  return {
    level: gradeScanText(input, "level"),
    title: gradeScanText(input, "title"),
    description: gradeScanText(input, "description"),
  };
}

function gradeScanText(input: GradeInput, source: GradeSource): string | null {
  if (source === "level") return input.level ? scanText(input.level, "level") : null;
  if (source === "title") return input.title ? decodeHtmlEntities(input.title) : null;
  return input.description
    ? descriptionWindow(input.description, input.tidyDescription === true)
    : null;
}

/**
 * Turns a raw grade value ("P3", "GS 6", "NOB", "NPSA6", "Grade: GF", "International Consultant")
 * into the canonical code, or null. Idempotent: canonical codes map to themselves.
 */
export function normaliseGradeCode(raw: string | null | undefined): string | null {
  if (typeof raw !== "string") return null;
  const trimmed = raw.trim();
  if (trimmed === "" || trimmed.length > 200) return null;
  // A canonical code is itself, even one that is read from text only for its employer (T4, GCF-E).
  if (isKnownGradeCode(trimmed)) return trimmed;
  return scanForGrade(trimmed, "level", "");
}

export function getGradeFamily(code: string): GradeFamily | null {
  const canonical = isKnownGradeCode(code) ? code : normaliseGradeCode(code);
  const definition = canonical ? findFamilyDefinition(canonical) : undefined;
  if (!definition) return null;
  const { codes: _codes, ...family } = definition;
  return family;
}

function scanForGrade(rawText: string, mode: GradeSource, organization: string): string | null {
  const text = scanText(rawText, mode);
  return pickCandidate(findGradeCandidates(text, mode, organization), mode)?.code ?? null;
}

function scanText(rawText: string, mode: GradeSource): string {
  // Grade fields are short and sometimes lower case ("p-3"); free text keeps its case so that
  // ordinary words ("no", "in", "con") are never read as codes.
  return mode === "level" && rawText.length <= 24 ? rawText.toUpperCase() : rawText;
}

/** candidates: ordered by position, as findGradeCandidates gives them. */
function pickCandidate(candidates: Candidate[], mode: GradeSource): Candidate | null {
  if (candidates.length === 0) return null;
  const ordered = candidates;
  // In long descriptions an explicit "Grade:" label beats an earlier passing mention.
  const preferred =
    (mode === "description" ? ordered.find((c) => c.labelled && !c.fallback) : undefined) ??
    ordered.find((c) => !c.fallback) ??
    ordered[0];
  return preferred ?? null;
}

/**
 * The first 5,000 characters of the stripped description (of its first 20,000 raw characters).
 * Markup-free text is stripped only as far as needed: up to a space (no entity spans it), so the
 * stripped prefix is a prefix of the stripped whole.
 */
function descriptionWindow(description: string, tidy: boolean): string {
  const rawWindow = Math.min(description.length, DESCRIPTION_WINDOW * 4);
  const cut = description.lastIndexOf(" ", DESCRIPTION_WINDOW + 1000);
  if (rawWindow > DESCRIPTION_WINDOW + 1000 && cut > DESCRIPTION_WINDOW) {
    const prefix = description.slice(0, cut);
    if (!prefix.includes("<")) {
      const stripped = stripMarkup(prefix, tidy);
      if (stripped.length >= DESCRIPTION_WINDOW) return stripped.slice(0, DESCRIPTION_WINDOW);
    }
  }
  return stripMarkup(description.slice(0, rawWindow), tidy).slice(0, DESCRIPTION_WINDOW);
}

function stripMarkup(html: string, tidy: boolean): string {
  let text = html;
  let changed = false;
  if (text.includes("<")) {
    text = text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " ");
    changed = true;
  }
  if (text.includes("&")) {
    const decoded = decodeHtmlEntities(text);
    changed ||= decoded.length !== text.length; // (every reference decoded is shorter)
    text = decoded;
  }
  // Every whitespace run → " " (lone spaces kept as they are). In tidy text, untouched, the only
  // runs to rewrite are line breaks.
  return tidy && !changed ? text.replace(/\n+/g, " ") : text.replace(/\s{2,}|[^\S ]/g, " ");
}
