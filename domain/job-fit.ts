// How well an open job fits a job seeker, in words: what their CV meets of the posting's
// requirements (the CV match of cv-match.ts) and what the job shares with their career planner
// profile (its fields, the grades they qualify for, their duty stations).

import type { CvMatch, MatchLine } from "./cv-match";

/** At most this many requirements are named in the reason, and quoted below it. */
const NAMED_REQUIREMENTS = 3;
const QUOTE_LENGTH = 90;

const CATEGORY_WORDS: Record<MatchLine["category"], string> = {
  education: "education",
  experience: "experience",
  languages: "languages",
  competencies: "competencies",
  skills: "skills",
};

/** The share of a posting's requirements a CV meets, a half for each partly met; 0 without any. */
export function cvFitShare(match: CvMatch): number {
  const total = match.lines.length;
  if (total === 0) return 0;
  return (match.counts.found + match.counts.partly / 2) / total;
}

/** What a met requirement is called in the reason: its language ("English"), else its category. */
function requirementName(line: MatchLine): string {
  if (line.category === "languages")
    return line.requirement.replace(/\s*\((?:required|desirable)\)$/, "");
  return CATEGORY_WORDS[line.category];
}

function quote(text: string): string {
  return text.length <= QUOTE_LENGTH ? text : `${text.slice(0, QUOTE_LENGTH - 1).trimEnd()}…`;
}

/**
 * "Matches 5 of 7 requirements: education, experience, English" and the met requirements as the
 * posting states them; null when the posting states none the CV could be set against, or the CV
 * meets none of them.
 */
export function describeCvFit(match: CvMatch): { reason: string; met: string[] } | null {
  const met = match.lines.filter((line) => line.status === "found");
  if (match.lines.length === 0 || met.length === 0) return null;
  const names = [...new Set(met.map(requirementName))].slice(0, NAMED_REQUIREMENTS);
  return {
    reason: `Matches ${met.length} of ${match.lines.length} requirements: ${names.join(", ")}`,
    met: met.slice(0, NAMED_REQUIREMENTS).map((line) => quote(line.requirement)),
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

/** "Your field: Medical & Health Services · your level · Nairobi"; "" when it shares nothing. */
export function describeProfileFit(fit: ProfileFit): string {
  const parts: string[] = [];
  if (fit.field) parts.push(`${fit.fieldFromCv ? "Your CV's field" : "Your field"}: ${fit.field}`);
  if (fit.level) parts.push(parts.length ? "your level" : "Your level");
  if (fit.place) parts.push(fit.place);
  return parts.join(" · ");
}
