// Where the grade rules of grade-patterns.ts match in a text, with the context checks (a label
// before it, words around it that deny it): every grade-like token found, in the order detectGrade chooses among them.
//
// A grade field is matched rule by rule. Free text (titles, descriptions) is searched more
// cheaply with the same result: the places where some code rule could match are found first
// (two searches instead of one per rule), and the label-only rules look only in the stretch after
// a "Grade:"/"Level:" label that could hold one of their codes.

import { isKnownGradeCode } from "./grade-families";
import {
  DENY_AFTER,
  DENY_BEFORE,
  GRADE_RULES,
  LABEL_BEFORE,
  patternBody,
  stickyVersion,
  type GradeRule,
} from "./grade-patterns";

/** "level": the posting's own grade field (its whole text is a grade); else free text. */
export type ScanMode = "level" | "title" | "description";

/**
 * A grade token found at index; labelled: right after a grade label (or in the grade field);
 * rule: the id of the rule of grade-patterns.ts that matched it.
 */
export type Candidate = {
  index: number;
  code: string;
  labelled: boolean;
  fallback: boolean;
  rule: string;
};

/** Why a rule's match is not taken as a grade. */
export type GradeRejection =
  | "needs a grade label"
  | 'employer rule needs a "Grade:" label'
  | "a word around it shows it is not a grade"
  | "not a known grade code";

/** One match of one grade rule, accepted as a candidate or rejected with the reason. */
export type GradeMatch = {
  rule: string;
  kind: GradeRule["kind"];
  index: number;
  end: number;
  match: string;
  code: string;
  accepted: boolean;
  rejection: GradeRejection | null;
};

const LABEL_LOOKBEHIND = 40;
const LABEL_WORD = /grade|level|nivel|niveau|grado|category/gi;
const LABEL_WINDOW = 60;

/** Rules that look for a code anywhere in free text (not only after a label). */
const CODE_RULES = GRADE_RULES.filter((rule) => rule.kind !== "labelled" && !rule.levelOnly);
const STICKY = new Map(CODE_RULES.map((rule) => [rule, stickyVersion(rule.pattern)]));
/** The code rules by the first letter of their pattern (both cases when it ignores case). */
const CODE_RULES_BY_LETTER = new Map<number, GradeRule[]>();
for (const rule of CODE_RULES) {
  const letter = patternBody(rule.pattern).charAt(0);
  const letters = rule.pattern.ignoreCase ? [letter.toUpperCase(), letter.toLowerCase()] : [letter];
  for (const code of new Set(letters.map((one) => one.charCodeAt(0))))
    CODE_RULES_BY_LETTER.set(code, [...(CODE_RULES_BY_LETTER.get(code) ?? []), rule]);
}
/**
 * Every place where some code rule could match: their patterns without the boundary checks (which,
 * leading a pattern, make the engine try every position), one search per letter case.
 */
const CODE_STARTS = [false, true].map(
  (ignoreCase) =>
    new RegExp(
      CODE_RULES.filter((rule) => rule.pattern.ignoreCase === ignoreCase)
        .map((rule) => patternBody(rule.pattern))
        .join("|"),
      ignoreCase ? "gi" : "g",
    ),
);
/** Some label-only rule could match here: without and with the rules for particular employers. */
const LABELLED_ANY = [false, true].map(
  (withOrganizationRules) =>
    new RegExp(
      GRADE_RULES.filter(
        (rule) =>
          rule.kind === "labelled" &&
          !rule.levelOnly &&
          (withOrganizationRules || !rule.organizationPattern),
      )
        .map((rule) => patternBody(rule.pattern))
        .join("|"),
    ),
);

/**
 * Whether a rule is looked for in this text: a level-field rule only in a grade field, a rule kept
 * out of descriptions (where its code means something else) only elsewhere, and a code of one
 * employer's own scale ("GL D") only in that employer's postings.
 */
function ruleApplies(rule: GradeRule, mode: ScanMode, organization: string): boolean {
  return (
    !(rule.levelOnly && mode !== "level") &&
    !(rule.notInDescription && mode === "description") &&
    !(rule.organizationPattern && !rule.organizationPattern.test(organization))
  );
}

/**
 * Every accepted grade token in text, ordered by position (ties: rule order), as matching each
 * rule over the text in turn and sorting the results by position gives.
 */
export function findGradeCandidates(
  text: string,
  mode: ScanMode,
  organization: string,
): Candidate[] {
  const candidates: Candidate[] = [];
  const rules = GRADE_RULES.filter((rule) => ruleApplies(rule, mode, organization));
  if (mode === "level") {
    for (const rule of rules) addMatches(candidates, rule, { offset: 0, text }, text, mode);
  } else {
    // (All code rules come before the label-only ones in GRADE_RULES.)
    addCodeMatches(candidates, text, mode, organization);
    const employerRules = rules.some((rule) => rule.organizationPattern !== undefined);
    const windows = findLabelWindows(text).filter((window) =>
      LABELLED_ANY[employerRules ? 1 : 0]?.test(window.text),
    );
    for (const rule of rules) {
      if (rule.kind !== "labelled") continue;
      for (const window of windows) addMatches(candidates, rule, window, text, mode);
    }
  }
  return candidates.sort((a, b) => a.index - b.index);
}

function addMatches(
  candidates: Candidate[],
  rule: GradeRule,
  window: { offset: number; text: string },
  text: string,
  mode: ScanMode,
): void {
  for (const match of window.text.matchAll(rule.pattern)) {
    const candidate = checkMatch(rule, match, window.offset + (match.index ?? 0), text, mode);
    if (candidate) candidates.push(candidate);
  }
}

/**
 * What matching each code rule over the whole text gives, by position and then rule order: at each
 * place where one could match, the rules starting with that letter are tried, each rule's matches
 * kept apart as a global search would (none starts inside the rule's previous match).
 */
function addCodeMatches(
  candidates: Candidate[],
  text: string,
  mode: ScanMode,
  organization: string,
): void {
  const ends = new Map<GradeRule, number>();
  for (const place of findCodeStarts(text)) {
    for (const rule of CODE_RULES_BY_LETTER.get(text.charCodeAt(place)) ?? []) {
      if (!ruleApplies(rule, mode, organization)) continue;
      const sticky = STICKY.get(rule);
      if (sticky === undefined || place < (ends.get(rule) ?? 0)) continue;
      sticky.lastIndex = place;
      const match = sticky.exec(text);
      if (match === null) continue;
      ends.set(rule, place + match[0].length);
      const candidate = checkMatch(rule, match, place, text, mode);
      if (candidate) candidates.push(candidate);
    }
  }
}

function findCodeStarts(text: string): number[] {
  const places = new Set<number>();
  for (const pattern of CODE_STARTS) {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      places.add(match.index);
      pattern.lastIndex = match.index + 1;
    }
  }
  return [...places].sort((a, b) => a - b);
}

function findLabelWindows(text: string): { offset: number; text: string }[] {
  const windows: { offset: number; text: string }[] = [];
  for (const match of text.matchAll(LABEL_WORD)) {
    const offset = (match.index ?? 0) + match[0].length;
    windows.push({ offset, text: text.slice(offset, offset + LABEL_WINDOW) });
  }
  return windows;
}

function checkMatch(
  rule: GradeRule,
  match: RegExpMatchArray,
  index: number,
  text: string,
  mode: ScanMode,
): Candidate | null {
  const verdict = judgeMatch(rule, match, index, text, mode);
  return "rejection" in verdict ? null : verdict;
}

/** The context checks on one match (label, denying words before and after): a candidate, or why it is not one. */
function judgeMatch(
  rule: GradeRule,
  match: RegExpMatchArray,
  index: number,
  text: string,
  mode: ScanMode,
): Candidate | { rejection: GradeRejection } {
  const end = index + match[0].length;
  const labelled =
    mode === "level" || LABEL_BEFORE.test(text.slice(Math.max(0, index - LABEL_LOOKBEHIND), index));
  if (rule.kind === "labelled" && !labelled) return { rejection: "needs a grade label" };
  // An employer's ambiguous code needs a "Grade:" label right before it, unless it is the whole of
  // the posting's own grade field (the field is then the label: a World Bank grade field "T4").
  const wholeGradeField = mode === "level" && text.trim() === match[0];
  if (
    rule.organizationPattern &&
    rule.kind === "labelled" &&
    !wholeGradeField &&
    !/grade\s*[:：]?\s*$/i.test(text.slice(Math.max(0, index - LABEL_LOOKBEHIND), index))
  )
    return { rejection: 'employer rule needs a "Grade:" label' };
  if (rule.kind === "short" && !labelled && isDenied(text, index, end))
    return { rejection: "a word around it shows it is not a grade" };
  const code = rule.toCode(match);
  if (!isKnownGradeCode(code)) return { rejection: "not a known grade code" };
  return { index, code, labelled, fallback: rule.isFallback === true, rule: rule.id };
}

/**
 * Every match of every grade rule that applies, where findGradeCandidates looks for it (code rules
 * anywhere in the text, label-only rules in the stretch after a grade label, every rule over a
 * grade field), each accepted or rejected by the same checks: what the extractor saw, for an
 * operator. Ordered by position, then rule order.
 */
export function findGradeMatches(text: string, mode: ScanMode, organization: string): GradeMatch[] {
  const matches: GradeMatch[] = [];
  const seen = new Set<string>();
  const windows = mode === "level" ? [] : findLabelWindows(text);
  GRADE_RULES.forEach((rule) => {
    if (!ruleApplies(rule, mode, organization)) return;
    const places = mode === "level" || rule.kind !== "labelled" ? [{ offset: 0, text }] : windows;
    for (const window of places) {
      for (const match of window.text.matchAll(rule.pattern)) {
        const index = window.offset + (match.index ?? 0);
        const key = `${rule.id}@${index}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const verdict = judgeMatch(rule, match, index, text, mode);
        matches.push({
          rule: rule.id,
          kind: rule.kind,
          index,
          end: index + match[0].length,
          match: match[0],
          code: "rejection" in verdict ? rule.toCode(match) : verdict.code,
          accepted: !("rejection" in verdict),
          rejection: "rejection" in verdict ? verdict.rejection : null,
        });
      }
    }
  });
  const order = new Map(GRADE_RULES.map((rule, position) => [rule.id, position]));
  return matches.sort(
    (a, b) => a.index - b.index || (order.get(a.rule) ?? 0) - (order.get(b.rule) ?? 0),
  );
}

function isDenied(text: string, start: number, end: number): boolean {
  return (
    DENY_AFTER.test(text.slice(end, end + 20)) ||
    DENY_BEFORE.test(text.slice(Math.max(0, start - 12), start))
  );
}
