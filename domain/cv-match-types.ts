// What the CV match returns: each requirement of a posting with its status, the CV lines that
// support it and, where a comparison was made, what was compared as data (a code and its figures),
// which the page words in its own language.

import type { RequirementCategory } from "./requirements";
import type { DegreeLevel } from "./cv-degree-levels";

export type CvLine = { number: number; text: string };

export type MatchStatus = "found" | "partly" | "not-found";

/** What was compared, as data: the page words it ("asks for 5 years; the CV covers about 7"). */
export type MatchNote =
  /** The CV names no degree or diploma. */
  | { code: "no-degree" }
  /** The CV shows a degree high enough, but none of its lines names the posting's field. */
  | { code: "degree-field"; shown: DegreeLevel }
  /** The degree the posting asks for and the highest the CV shows. */
  | { code: "degree"; asked: DegreeLevel; shown: DegreeLevel }
  /** The posting accepts a lower degree in place of the one it asks for. */
  | { code: "degree-alternative"; asked: DegreeLevel; accepted: DegreeLevel; shown: DegreeLevel }
  /** Years asked for; the CV has no dated role and states no years. */
  | { code: "no-years"; asked: number }
  /**
   * Years asked for and what the CV shows: years it states itself, or the years its dated roles
   * cover; `fieldMissing` when there are enough years but no line names the posting's field.
   */
  | {
      code: "years";
      asked: number;
      measured: "stated" | "dated";
      years: number;
      fieldMissing: boolean;
    }
  /** Only some of the requirement's words appear in the CV. */
  | { code: "some-words"; shared: number; total: number };

export type MatchLine = {
  category: RequirementCategory;
  /** The requirement as the posting states it (for a language, its English name). */
  requirement: string;
  /** For a language: its ISO 639-1 code (null when unknown) and whether it is required. */
  language?: { code: string | null; weight: "required" | "desirable" };
  status: MatchStatus;
  /** The CV lines that support it, best first (at most three). */
  evidence: CvLine[];
  /** What was compared, when a comparison was made. */
  note: MatchNote | null;
};

export type CvMatch = {
  lines: MatchLine[];
  counts: Record<MatchStatus, number>;
};

export const MAX_EVIDENCE = 3;
