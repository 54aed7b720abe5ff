// The CV match: each requirement a job posting states (education, years of experience,
// languages, competencies, skills; read by domain/requirements.ts) set against the lines of a
// CV, with the CV lines that support it quoted as evidence, or "not found". It only reports what
// the two texts say: it never guesses a fact the CV does not contain.

import {
  extractLanguageRequirements,
  extractRequirements,
  findLanguages,
  type RequirementCategory,
} from "./requirements";
import { ownEntry } from "./own-entry";

export type CvLine = { number: number; text: string };

export type MatchStatus = "found" | "partly" | "not-found";

export type MatchLine = {
  category: RequirementCategory;
  /** The requirement as the posting states it (or, for a language, its name and weight). */
  requirement: string;
  status: MatchStatus;
  /** The CV lines that support it, best first (at most three). */
  evidence: CvLine[];
  /** What was compared, in words ("asks for 5 years; the CV's dated roles cover about 7"). */
  note: string | null;
};

export type CvMatch = {
  lines: MatchLine[];
  counts: Record<MatchStatus, number>;
};

const MAX_EVIDENCE = 3;
const MAX_LINE_LENGTH = 300;

/** The CV as numbered, non-empty lines (whitespace collapsed; very long lines cut into sentences). */
export function cvLines(text: string): CvLine[] {
  const lines: string[] = [];
  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.replace(/\s+/g, " ").trim();
    if (!line) continue;
    if (line.length <= MAX_LINE_LENGTH) {
      lines.push(line);
      continue;
    }
    let current = "";
    for (const sentence of line.split(/(?<=[.;!?])\s+/)) {
      if (current && current.length + sentence.length + 1 > MAX_LINE_LENGTH) {
        lines.push(current);
        current = sentence;
      } else current = current ? `${current} ${sentence}` : sentence;
    }
    if (current) lines.push(current);
  }
  return lines.map((line, index) => ({ number: index + 1, text: line }));
}

// ── Education ────────────────────────────────────────────────────────────────────────────────

/** Degree levels in increasing order. */
export const DEGREE_LEVELS = ["secondary", "bachelor", "master", "doctorate"] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

const DEGREE_PATTERNS: [DegreeLevel, RegExp][] = [
  ["doctorate", /\b(?:ph\.?\s?d\.?|doctorate|doctoral|d\.?phil|doctor of)\b/i],
  [
    "master",
    /\b(?:master'?s?|advanced (?:university )?degree|m\.?sc\.?|m\.?a\.?(?= in\b)|mba|mph|llm|ll\.m\.?|m\.?phil|postgraduate|post-graduate|graduate degree|ma\b|maestr[ií]a|master en)\b/i,
  ],
  [
    "bachelor",
    /\b(?:bachelor'?s?|first[- ]level (?:university )?degree|undergraduate|b\.?sc\.?|b\.?a\.?(?= in\b)|ba\b|licen(?:ce|se|ciatura)|university degree|llb|ll\.b\.?)\b/i,
  ],
  ["secondary", /\b(?:secondary (?:school|education)|high school|baccalaur[eé]at|a-levels?)\b/i],
];

const DEGREE_WORDS: Record<DegreeLevel, string> = {
  secondary: "secondary education",
  bachelor: "a first-level (bachelor's) degree",
  master: "an advanced (master's) degree",
  doctorate: "a doctorate",
};

/** The highest degree level a line names, or null. */
export function degreeLevelOf(text: string): DegreeLevel | null {
  for (const [level, pattern] of DEGREE_PATTERNS) if (pattern.test(text)) return level;
  return null;
}

/**
 * The lowest degree a requirement accepts: "an advanced university degree (master's) … a
 * first-level degree with two additional years may be accepted" asks for a master's and accepts a
 * bachelor's in its place, so both are reported.
 */
function requiredDegree(
  requirement: string,
): { level: DegreeLevel; alternative: DegreeLevel | null } | null {
  const levels = DEGREE_PATTERNS.filter(([, pattern]) => pattern.test(requirement)).map(
    ([level]) => level,
  );
  if (levels.length === 0) return null;
  const ordered = [...levels].sort((a, b) => DEGREE_LEVELS.indexOf(a) - DEGREE_LEVELS.indexOf(b));
  const highest = ordered[ordered.length - 1]!;
  const lowest = ordered[0]!;
  return { level: highest, alternative: lowest === highest ? null : lowest };
}

function matchEducation(requirement: string, lines: CvLine[]): MatchLine {
  const wanted = requiredDegree(requirement);
  const degreeLines = lines
    .map((line) => ({ line, level: degreeLevelOf(line.text) }))
    .filter((entry): entry is { line: CvLine; level: DegreeLevel } => entry.level !== null)
    .sort((a, b) => DEGREE_LEVELS.indexOf(b.level) - DEGREE_LEVELS.indexOf(a.level));
  const base = { category: "education" as const, requirement };
  if (degreeLines.length === 0)
    return {
      ...base,
      status: "not-found",
      evidence: [],
      note: "No degree or diploma was found in the CV.",
    };
  const best = degreeLines[0]!;
  const evidence = degreeLines.slice(0, MAX_EVIDENCE).map((entry) => entry.line);
  if (!wanted) {
    // Only a field of study is asked ("in public health, nutrition…"): the words decide.
    return { ...matchByTerms("education", requirement, lines), evidence: evidence };
  }
  const rank = (level: DegreeLevel) => DEGREE_LEVELS.indexOf(level);
  if (rank(best.level) >= rank(wanted.level)) {
    const field = fieldOverlap(requirement, evidence);
    return {
      ...base,
      status: field === false ? "partly" : "found",
      evidence,
      note:
        field === false
          ? `The CV shows ${DEGREE_WORDS[best.level]}; check that its field is one the posting names.`
          : `The posting asks for ${DEGREE_WORDS[wanted.level]}; the CV shows ${DEGREE_WORDS[best.level]}.`,
    };
  }
  if (wanted.alternative && rank(best.level) >= rank(wanted.alternative))
    return {
      ...base,
      status: "partly",
      evidence,
      note: `The posting asks for ${DEGREE_WORDS[wanted.level]} and accepts ${DEGREE_WORDS[wanted.alternative]} in its place (usually with more years of experience); the CV shows ${DEGREE_WORDS[best.level]}.`,
    };
  return {
    ...base,
    status: "partly",
    evidence,
    note: `The posting asks for ${DEGREE_WORDS[wanted.level]}; the CV shows ${DEGREE_WORDS[best.level]}.`,
  };
}

/** Whether the degree lines share a subject word with the requirement (null: the requirement names none). */
function fieldOverlap(requirement: string, degreeLines: CvLine[]): boolean | null {
  const terms = keyTerms(requirement.replace(/\b(?:in|of)\s+(?:a\s+)?related field\b/gi, ""));
  if (terms.length === 0) return null;
  const cv = new Set(degreeLines.flatMap((line) => termsOf(line.text)));
  return terms.some((term) => cv.has(term));
}

// ── Years of experience ──────────────────────────────────────────────────────────────────────

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
};

/** The years of experience a requirement asks for ("at least seven (7) years"), or null. */
export function requiredYears(text: string): number | null {
  const match =
    /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s*(?:\(\d{1,2}\)\s*)?(?:or more\s+)?(?:years?|yrs?)\b/i.exec(
      text,
    );
  if (!match) return null;
  const raw = match[1]!.toLowerCase();
  const years = /^\d+$/.test(raw) ? Number(raw) : (ownEntry(NUMBER_WORDS, raw) ?? null);
  return years !== null && years > 0 && years <= 40 ? years : null;
}

const MONTHS =
  "jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?";
const MONTH_INDEX = [
  "jan",
  "feb",
  "mar",
  "apr",
  "may",
  "jun",
  "jul",
  "aug",
  "sep",
  "oct",
  "nov",
  "dec",
];
const DATE = `(?:(?:(${MONTHS})\\.?\\s+)|(\\d{1,2})[/.])?((?:19|20)\\d{2})`;
const RANGE = new RegExp(
  `${DATE}\\s*(?:-|–|—|to|until|till)\\s*(?:${DATE}|(present|current|now|today|ongoing|date))`,
  "gi",
);

function monthOf(name: string | undefined, numeric: string | undefined, fallback: number): number {
  if (name) return MONTH_INDEX.indexOf(name.slice(0, 3).toLowerCase());
  if (numeric) {
    const value = Number(numeric) - 1;
    if (value >= 0 && value < 12) return value;
  }
  return fallback;
}

/** Dated periods in a line ("2016 – 2019", "March 2020 – present"), as [start, end) month numbers. */
export function datedPeriods(text: string, now: Date): [number, number][] {
  const periods: [number, number][] = [];
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  for (const match of text.matchAll(RANGE)) {
    const start = Number(match[3]) * 12 + monthOf(match[1], match[2], 0);
    const end = match[7] ? nowMonth : Number(match[6]) * 12 + monthOf(match[4], match[5], 11) + 1;
    if (end > start && end <= nowMonth + 1 && end - start <= 45 * 12) periods.push([start, end]);
  }
  return periods;
}

/** Years covered by the union of periods (overlapping roles count once), to one decimal. */
function coveredYears(periods: [number, number][]): number {
  const sorted = [...periods].sort((a, b) => a[0] - b[0]);
  let months = 0;
  let currentEnd = -Infinity;
  for (const [start, end] of sorted) {
    if (end <= currentEnd) continue;
    months += end - Math.max(start, currentEnd);
    currentEnd = end;
  }
  return Math.round((months / 12) * 10) / 10;
}

/** "7 years of experience" stated in the CV itself. */
const STATED_YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?\s*(?:\(\d{1,2}\)\s*)?(?:years?|yrs?)(?:'|’)?\s+(?:of\s+)?(?:\w+\s+){0,3}experience\b/i;

function matchYears(requirement: string, years: number, lines: CvLine[], now: Date): MatchLine {
  const base = { category: "experience" as const, requirement };
  const dated = lines
    .filter((line) => degreeLevelOf(line.text) === null)
    .map((line) => ({ line, periods: datedPeriods(line.text, now) }))
    .filter((entry) => entry.periods.length > 0);
  const covered = coveredYears(dated.flatMap((entry) => entry.periods));
  const stated = lines
    .map((line) => ({ line, years: requiredYears(STATED_YEARS.exec(line.text)?.[0] ?? "") }))
    .filter((entry): entry is { line: CvLine; years: number } => entry.years !== null)
    .sort((a, b) => b.years - a.years)[0];
  const topic = matchByTerms("experience", requirement, lines);
  const evidence = uniqueLines([
    ...(stated ? [stated.line] : []),
    ...topic.evidence,
    ...dated.map((entry) => entry.line),
  ]).slice(0, MAX_EVIDENCE);
  const best = Math.max(covered, stated?.years ?? 0);
  if (best === 0)
    return {
      ...base,
      status: "not-found",
      evidence: topic.evidence,
      note: `The posting asks for ${years} year${years === 1 ? "" : "s"}; no dated roles or stated years of experience were found in the CV.`,
    };
  const measured =
    stated && stated.years >= covered
      ? `the CV states ${stated.years} year${stated.years === 1 ? "" : "s"}`
      : `the CV's dated roles cover about ${covered} year${covered === 1 ? "" : "s"}`;
  const enough = best >= years;
  return {
    ...base,
    status: enough && topic.status !== "not-found" ? "found" : "partly",
    evidence,
    note: `The posting asks for ${years} year${years === 1 ? "" : "s"}; ${measured}${
      enough && topic.status === "not-found"
        ? ", but none of its lines names the field the posting asks for"
        : ""
    }.`,
  };
}

// ── Languages ────────────────────────────────────────────────────────────────────────────────

function matchLanguage(
  language: string,
  weight: "required" | "desirable",
  lines: CvLine[],
): MatchLine {
  const evidence = lines
    .filter((line) => findLanguages(line.text).includes(language))
    .slice(0, MAX_EVIDENCE);
  return {
    category: "languages",
    requirement: `${language} (${weight})`,
    status: evidence.length > 0 ? "found" : "not-found",
    evidence,
    note: null,
  };
}

// ── Competencies, skills and other requirements: shared words ─────────────────────────────────

const STOP_WORDS = new Set(
  (
    "a about above across after against all also an and any are as at be been being both but by can " +
    "could do does each either etc for from has have having how i if in including into is it its " +
    "may more most must no not of on one or other our out over per should so some such than that the " +
    "their them then there these they this those through to under up upon very was we well were what " +
    "when where which while who will with within without would you your " +
    // Words every requirement uses, which say nothing about the candidate.
    "ability able abilities advanced applicant candidate candidates demonstrated desirable desired " +
    "demonstrable essential excellent experience experienced field fields good high including knowledge " +
    "level minimum plus preferred proven related relevant required requirement requirements skill skills " +
    "strong solid sound understanding work working year years least equivalent areas area similar " +
    "closely proficiency proficient familiarity familiar asset advantage combination qualifying lieu " +
    "degree university first second master bachelor"
  ).split(" "),
);

/** A crude English stem, enough to meet "coordinated" with "coordination" and "programmes" with "programme". */
function stem(word: string): string {
  let value = word.toLowerCase().replace(/[’']s$/, "");
  value = value.replace(/(?:ations?|ings?|ments?|ers?|ies|ed|es|s|al|ive|ly)$/, "");
  value = value.replace(/program$/, "programme");
  return value.length >= 3 ? value.slice(0, 8) : word.toLowerCase();
}

function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-zà-ÿ][a-zà-ÿ0-9+#-]*/g) ?? [])
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map(stem);
}

/** The distinct words that carry a requirement's meaning. */
export function keyTerms(text: string): string[] {
  return [...new Set(termsOf(text))];
}

function uniqueLines(lines: CvLine[]): CvLine[] {
  const seen = new Set<number>();
  return lines.filter((line) => !seen.has(line.number) && seen.add(line.number));
}

function matchByTerms(
  category: RequirementCategory,
  requirement: string,
  lines: CvLine[],
): MatchLine {
  const terms = keyTerms(requirement);
  const scored = lines
    .map((line) => {
      const own = new Set(termsOf(line.text));
      const shared = terms.filter((term) => own.has(term));
      return { line, shared };
    })
    .filter((entry) => entry.shared.length > 0)
    .sort((a, b) => b.shared.length - a.shared.length || a.line.number - b.line.number);
  const covered = new Set(scored.flatMap((entry) => entry.shared));
  const evidence: CvLine[] = [];
  const used = new Set<string>();
  // Evidence lines that add words not yet shown, so three lines cover as much as they can.
  for (const entry of scored) {
    if (evidence.length >= MAX_EVIDENCE) break;
    if (entry.shared.some((term) => !used.has(term))) {
      evidence.push(entry.line);
      entry.shared.forEach((term) => used.add(term));
    }
  }
  const share = terms.length ? covered.size / terms.length : 0;
  const status: MatchStatus =
    terms.length === 0 || covered.size === 0
      ? "not-found"
      : share >= 0.5 || covered.size >= 3
        ? "found"
        : "partly";
  return {
    category,
    requirement,
    status,
    evidence: status === "not-found" ? [] : evidence,
    note:
      status === "partly"
        ? `Only some of its words appear in the CV (${covered.size} of ${terms.length}).`
        : null,
  };
}

// ── The match ────────────────────────────────────────────────────────────────────────────────

const CATEGORY_ORDER: RequirementCategory[] = [
  "education",
  "experience",
  "languages",
  "competencies",
  "skills",
];

/** Every requirement of the posting set against the CV. `jobText` is the description (text or HTML). */
export function matchCv(jobText: string, cvText: string, now: Date = new Date()): CvMatch {
  const lines = cvLines(cvText);
  const requirements = extractRequirements(jobText);
  const found: MatchLine[] = [];
  // A posting's sections are not always where its headings say ("Education: …" followed by the
  // experience bullets), so each item is compared by what it says: a degree, a number of years, a
  // language (matched once per language below) or, otherwise, its words.
  for (const category of CATEGORY_ORDER) {
    for (const item of requirements[category]) {
      const years = requiredYears(item);
      if (requiredDegree(item)) found.push(matchEducation(item, lines));
      else if (years && category !== "competencies")
        found.push(matchYears(item, years, lines, now));
      else if (category === "languages" || findLanguages(item).length > 0) continue;
      else found.push(matchByTerms(category === "education" ? "skills" : category, item, lines));
    }
  }
  for (const { language, requirement } of extractLanguageRequirements(jobText))
    found.push(matchLanguage(language, requirement, lines));
  // In the order a posting lists them: education, experience, languages, competencies, skills.
  const result = CATEGORY_ORDER.flatMap((category) =>
    found.filter((line) => line.category === category),
  );
  const counts: Record<MatchStatus, number> = { found: 0, partly: 0, "not-found": 0 };
  for (const line of result) counts[line.status] += 1;
  return { lines: result, counts };
}
