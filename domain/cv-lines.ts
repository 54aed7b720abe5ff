// A CV as numbered lines: what the match quotes as evidence and what letters cite by number.

import type { CvLine } from "./cv-match-types";

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

/** The lines in order, each once. */
export function uniqueLines(lines: CvLine[]): CvLine[] {
  const seen = new Set<number>();
  return lines.filter((line) => !seen.has(line.number) && seen.add(line.number));
}
