// Years of experience: the years a requirement asks for ("at least seven (7) years") against the
// years a CV states ("10 years of experience") or its dated roles cover ("March 2019 – present").

import { ownEntry } from "./own-entry";
import { degreeLevelOf } from "./cv-degree-levels";
import { uniqueLines } from "./cv-lines";
import { MAX_EVIDENCE, type CvLine, type MatchLine } from "./cv-match-types";
import { matchByTerms } from "./cv-terms";

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
const MONTH_INDEX = "jan feb mar apr may jun jul aug sep oct nov dec".split(" ");
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

export function matchYears(
  requirement: string,
  years: number,
  lines: CvLine[],
  now: Date,
): MatchLine {
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
      note: { code: "no-years", asked: years },
    };
  const byStatement = stated !== undefined && stated.years >= covered;
  const enough = best >= years;
  return {
    ...base,
    status: enough && topic.status !== "not-found" ? "found" : "partly",
    evidence,
    note: {
      code: "years",
      asked: years,
      measured: byStatement ? "stated" : "dated",
      years: byStatement ? stated.years : covered,
      fieldMissing: enough && topic.status === "not-found",
    },
  };
}
