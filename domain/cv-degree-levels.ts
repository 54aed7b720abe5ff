// Degree levels as a CV or a posting names them ("Master of Public Health", "an advanced
// university degree", "licenciatura", "baccalauréat").

/** Degree levels in increasing order. */
export const DEGREE_LEVELS = ["secondary", "bachelor", "master", "doctorate"] as const;
export type DegreeLevel = (typeof DEGREE_LEVELS)[number];

export const DEGREE_PATTERNS: [DegreeLevel, RegExp][] = [
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
export function requiredDegree(
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
