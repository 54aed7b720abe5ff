// An education requirement set against a CV: the degree the posting asks for (and any it accepts
// in its place) against the highest degree the CV names.

import { DEGREE_LEVELS, degreeLevelOf, requiredDegree, type DegreeLevel } from "./cv-degree-levels";
import { MAX_EVIDENCE, type CvLine, type MatchLine } from "./cv-match-types";
import { fieldOverlap, matchByTerms } from "./cv-terms";

const rank = (level: DegreeLevel) => DEGREE_LEVELS.indexOf(level);

export function matchEducation(requirement: string, lines: CvLine[]): MatchLine {
  const wanted = requiredDegree(requirement);
  const degreeLines = lines
    .map((line) => ({ line, level: degreeLevelOf(line.text) }))
    .filter((entry): entry is { line: CvLine; level: DegreeLevel } => entry.level !== null)
    .sort((a, b) => rank(b.level) - rank(a.level));
  const base = { category: "education" as const, requirement };
  if (degreeLines.length === 0)
    return { ...base, status: "not-found", evidence: [], note: { code: "no-degree" } };
  const shown = degreeLines[0]!.level;
  const evidence = degreeLines.slice(0, MAX_EVIDENCE).map((entry) => entry.line);
  if (!wanted) {
    // Only a field of study is asked ("in public health, nutrition…"): the words decide.
    return { ...matchByTerms("education", requirement, lines), evidence };
  }
  if (rank(shown) >= rank(wanted.level)) {
    const field = fieldOverlap(requirement, evidence);
    return {
      ...base,
      status: field === false ? "partly" : "found",
      evidence,
      note:
        field === false
          ? { code: "degree-field", shown }
          : { code: "degree", asked: wanted.level, shown },
    };
  }
  if (wanted.alternative && rank(shown) >= rank(wanted.alternative))
    return {
      ...base,
      status: "partly",
      evidence,
      note: {
        code: "degree-alternative",
        asked: wanted.level,
        accepted: wanted.alternative,
        shown,
      },
    };
  return {
    ...base,
    status: "partly",
    evidence,
    note: { code: "degree", asked: wanted.level, shown },
  };
}
