// The CV match: each requirement a job posting states (education, years of experience,
// languages, competencies, skills; read by domain/requirements.ts) set against the lines of a
// CV, with the CV lines that support it quoted as evidence, or "not found". It only reports what
// the two texts say: it never guesses a fact the CV does not contain. What was compared comes
// back as data (`MatchNote`), which each page words in its own language.

import {
  extractLanguageRequirements,
  extractRequirements,
  findLanguages,
  type RequirementCategory,
} from "./requirements";
import { findLanguageCode } from "./language-requirements";
import { requiredDegree } from "./cv-degree-levels";
import { cvLines } from "./cv-lines";
import { matchEducation } from "./cv-education";
import { matchByTerms } from "./cv-terms";
import { matchYears, requiredYears } from "./cv-years";
import {
  MAX_EVIDENCE,
  type CvLine,
  type CvMatch,
  type MatchLine,
  type MatchStatus,
} from "./cv-match-types";

export type { CvLine, CvMatch, MatchLine, MatchNote, MatchStatus } from "./cv-match-types";
export { DEGREE_LEVELS, degreeLevelOf, type DegreeLevel } from "./cv-degree-levels";
export { cvLines } from "./cv-lines";
export { keyTerms } from "./cv-terms";
export { datedPeriods, requiredYears } from "./cv-years";

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
    requirement: language,
    language: { code: findLanguageCode(language), weight },
    status: evidence.length > 0 ? "found" : "not-found",
    evidence,
    note: null,
  };
}

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
