// Competencies, skills and other requirements set against a CV by the words they share: each
// requirement's meaningful words (crudely stemmed), and the CV lines that name most of them.

import type { RequirementCategory } from "./requirements";
import { MAX_EVIDENCE, type CvLine, type MatchLine, type MatchStatus } from "./cv-match-types";

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

export function termsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-zà-ÿ][a-zà-ÿ0-9+#-]*/g) ?? [])
    .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
    .map(stem);
}

/** The distinct words that carry a requirement's meaning. */
export function keyTerms(text: string): string[] {
  return [...new Set(termsOf(text))];
}

/** Whether the degree lines share a subject word with the requirement (null: the requirement names none). */
export function fieldOverlap(requirement: string, degreeLines: CvLine[]): boolean | null {
  const terms = keyTerms(requirement.replace(/\b(?:in|of)\s+(?:a\s+)?related field\b/gi, ""));
  if (terms.length === 0) return null;
  const cv = new Set(degreeLines.flatMap((line) => termsOf(line.text)));
  return terms.some((term) => cv.has(term));
}

/** A requirement set against the CV by its words: found with half of them (or three), else partly. */
export function matchByTerms(
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
        ? { code: "some-words", shared: covered.size, total: terms.length }
        : null,
  };
}
