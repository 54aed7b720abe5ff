// How well an open job fits a job seeker, as data the page words: what their CV meets of the
// posting's requirements (the CV match of cv-match.ts) and what the job shares with their career
// planner profile (its fields, the grades they qualify for, their duty stations).

import type { RequirementCategory } from "./requirements";
import type { CvMatch, MatchLine } from "./cv-match-types";

/** At most this many requirements are named in the reason, and quoted below it. */
const NAMED_REQUIREMENTS = 3;
const QUOTE_LENGTH = 90;

/** A met requirement as the reason names it: its language (ISO code), else its category. */
export type FitName =
  | { kind: "language"; code: string | null; name: string }
  | { kind: "category"; category: RequirementCategory };

/** What a CV meets of a posting: "Matches 5 of 7 requirements: education, experience, English". */
export type CvFit = {
  met: number;
  total: number;
  names: FitName[];
  /** The met requirements as the posting states them (shortened). */
  quotes: string[];
};

/** The share of a posting's requirements a CV meets, a half for each partly met; 0 without any. */
export function cvFitShare(match: CvMatch): number {
  const total = match.lines.length;
  if (total === 0) return 0;
  return (match.counts.found + match.counts.partly / 2) / total;
}

function fitName(line: MatchLine): FitName {
  return line.category === "languages"
    ? { kind: "language", code: line.language?.code ?? null, name: line.requirement }
    : { kind: "category", category: line.category };
}

const nameKey = (name: FitName) =>
  name.kind === "language" ? `language:${name.name}` : name.category;

function quote(text: string): string {
  return text.length <= QUOTE_LENGTH ? text : `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…`;
}

/**
 * What the CV meets of the posting: how many requirements of how many, the first few named, and
 * the met requirements as the posting states them; null when the posting states none the CV could
 * be set against, or the CV meets none of them.
 */
export function cvFit(match: CvMatch): CvFit | null {
  const met = match.lines.filter((line) => line.status === "found");
  if (match.lines.length === 0 || met.length === 0) return null;
  const names = new Map<string, FitName>();
  for (const line of met) {
    const name = fitName(line);
    if (!names.has(nameKey(name))) names.set(nameKey(name), name);
  }
  return {
    met: met.length,
    total: match.lines.length,
    names: [...names.values()].slice(0, NAMED_REQUIREMENTS),
    quotes: met.slice(0, NAMED_REQUIREMENTS).map((line) => quote(line.requirement)),
  };
}

/** What a job shares with the profile (or with the field read from the CV). */
export type ProfileFit = {
  /** The job's field, when it is one of the profile's fields. */
  field: string | null;
  /** The field was read from the CV, not chosen in the planner. */
  fieldFromCv: boolean;
  /** The job's grade is one the profile qualifies for now. */
  level: boolean;
  /** The profile's duty station the job is at. */
  place: string | null;
};

/** Why a job is offered: what the CV meets and what it shares with the profile. */
export type JobFit = { cv: CvFit | null; profile: ProfileFit };

/** Whether the job is offered for any reason at all. */
export function hasFit(fit: JobFit): boolean {
  return (
    fit.cv !== null || fit.profile.field !== null || fit.profile.level || fit.profile.place !== null
  );
}
