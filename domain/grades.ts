import { findFamilyDefinition, isKnownGradeCode, type GradeFamily } from "./grade-families";
import {
  DENY_AFTER,
  DENY_BEFORE,
  GRADE_RULES,
  LABEL_BEFORE,
  type GradeRule,
} from "./grade-patterns";

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
};

// Spec §5 confidences and description window.
const CONFIDENCE: Record<GradeSource, number> = { level: 0.9, title: 0.8, description: 0.6 };
const DESCRIPTION_WINDOW = 5000;
const LABEL_LOOKBEHIND = 40;

type Candidate = { index: number; code: string; labelled: boolean; fallback: boolean };

/** Detects the grade in the order of spec §5: level field, then title, then the description. */
export function detectGrade(input: GradeInput): GradeResult | null {
  const organization = input.organization ?? "";
  const fromLevel = input.level ? scanForGrade(input.level, "level", organization) : null;
  if (fromLevel) return { code: fromLevel, source: "level", confidence: CONFIDENCE.level };
  const fromTitle = input.title
    ? scanForGrade(decodeBasicEntities(input.title), "title", organization)
    : null;
  if (fromTitle) return { code: fromTitle, source: "title", confidence: CONFIDENCE.title };
  if (!input.description) return null;
  const text = descriptionWindow(input.description);
  const fromDescription = scanForGrade(text, "description", organization);
  return fromDescription
    ? { code: fromDescription, source: "description", confidence: CONFIDENCE.description }
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
  // Grade fields are short and sometimes lower case ("p-3"); free text keeps its case so that
  // ordinary words ("no", "in", "con") are never read as codes.
  const text = mode === "level" && rawText.length <= 24 ? rawText.toUpperCase() : rawText;
  const candidates: Candidate[] = [];
  // Label-only rules need a "Grade:"/"Level:" label, so in free text only the stretch after each
  // label is searched (a long description is scanned once for labels instead of once per rule).
  const windows = mode === "level" ? [{ offset: 0, text }] : findLabelWindows(text);
  for (const rule of GRADE_RULES) {
    if (rule.levelOnly && mode !== "level") continue;
    if (rule.organizationPattern && !rule.organizationPattern.test(organization)) continue;
    for (const window of rule.kind === "labelled" ? windows : [{ offset: 0, text }]) {
      for (const match of window.text.matchAll(rule.pattern)) {
        const candidate = checkMatch(rule, match, window.offset + (match.index ?? 0), text, mode);
        if (candidate) candidates.push(candidate);
      }
    }
  }
  return pickCandidate(candidates, mode);
}

function checkMatch(
  rule: GradeRule,
  match: RegExpMatchArray,
  index: number,
  text: string,
  mode: GradeSource,
): Candidate | null {
  const end = index + match[0].length;
  const labelled =
    mode === "level" || LABEL_BEFORE.test(text.slice(Math.max(0, index - LABEL_LOOKBEHIND), index));
  if (rule.kind === "labelled" && !labelled) return null;
  if (
    rule.organizationPattern &&
    !/grade\s*[:：]?\s*$/i.test(text.slice(Math.max(0, index - LABEL_LOOKBEHIND), index))
  )
    return null;
  if (rule.kind === "short" && !labelled && isDenied(text, index, end)) return null;
  const code = rule.toCode(match);
  if (!isKnownGradeCode(code)) return null;
  return { index, code, labelled, fallback: rule.isFallback === true };
}

const LABEL_WORD = /grade|level|nivel|niveau|grado|category/gi;
const LABEL_WINDOW = 60;

function findLabelWindows(text: string): { offset: number; text: string }[] {
  const windows: { offset: number; text: string }[] = [];
  for (const match of text.matchAll(LABEL_WORD)) {
    const offset = (match.index ?? 0) + match[0].length;
    windows.push({ offset, text: text.slice(offset, offset + LABEL_WINDOW) });
  }
  return windows;
}

function isDenied(text: string, start: number, end: number): boolean {
  return (
    DENY_AFTER.test(text.slice(end, end + 20)) ||
    DENY_BEFORE.test(text.slice(Math.max(0, start - 12), start))
  );
}

function pickCandidate(candidates: Candidate[], mode: GradeSource): string | null {
  if (candidates.length === 0) return null;
  const byPosition = (a: Candidate, b: Candidate) => a.index - b.index;
  const ordered = candidates.sort(byPosition);
  // In long descriptions an explicit "Grade:" label beats an earlier passing mention.
  const preferred =
    (mode === "description" ? ordered.find((c) => c.labelled && !c.fallback) : undefined) ??
    ordered.find((c) => !c.fallback) ??
    ordered[0];
  return preferred?.code ?? null;
}

/**
 * The first 5,000 characters of the stripped description (of its first 20,000 raw characters).
 * Markup-free text is stripped only as far as needed: up to a space (no entity spans it), so the
 * stripped prefix is a prefix of the stripped whole.
 */
function descriptionWindow(description: string): string {
  const rawWindow = Math.min(description.length, DESCRIPTION_WINDOW * 4);
  const cut = description.lastIndexOf(" ", DESCRIPTION_WINDOW + 1000);
  if (rawWindow > DESCRIPTION_WINDOW + 1000 && cut > DESCRIPTION_WINDOW) {
    const prefix = description.slice(0, cut);
    if (!prefix.includes("<")) {
      const stripped = stripMarkup(prefix);
      if (stripped.length >= DESCRIPTION_WINDOW) return stripped.slice(0, DESCRIPTION_WINDOW);
    }
  }
  return stripMarkup(description.slice(0, rawWindow)).slice(0, DESCRIPTION_WINDOW);
}

function stripMarkup(html: string): string {
  let text = html;
  if (text.includes("<"))
    text = text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ").replace(/<[^>]*>/g, " ");
  if (text.includes("&")) text = decodeBasicEntities(text);
  return text.replace(/\s{2,}|[^\S ]/g, " "); // every whitespace run → " " (lone spaces kept as they are)
}

function decodeBasicEntities(text: string): string {
  return text
    .replace(/&nbsp;|&#160;/gi, " ")
    .replace(/&amp;/gi, "&")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code) % 0x110000));
}
