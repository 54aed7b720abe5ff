// Cover letters from a CV: the fill-in-the-blanks template that needs no AI, and the rules every
// AI draft is held to whatever the model answers (plain text; every claim cites the CV lines it
// rests on; a claim citing no real CV line, or carrying a figure its lines do not contain, is
// dropped or flagged).

import type { CvLine, CvMatch, MatchLine } from "./cv-match-types";
import { htmlToText } from "./text";

export type LetterJob = { title: string; organization: string; location: string | null };

/** A requirement in the letter's English: a language with its weight ("Arabic (required)"). */
const stated = (line: MatchLine) =>
  line.language ? `${line.requirement} (${line.language.weight})` : line.requirement;

/** A blank the job seeker fills in: shown in square brackets. */
const blank = (what: string) => `[${what}]`;

/**
 * A cover letter to complete by hand, from the match: what the posting asks for that the CV shows
 * (quoting the CV's own line), and blanks for everything only the writer knows.
 */
export function coverLetterTemplate(job: LetterJob, match: CvMatch): string {
  const where = job.location ? `, based in ${job.location}` : "";
  const strengths = match.lines.filter((line) => line.status !== "not-found").slice(0, 4);
  const gaps = match.lines.filter((line) => line.status === "not-found").slice(0, 3);
  const paragraphs = [
    blank("Your name"),
    blank("Date"),
    `Dear Hiring Manager,`,
    `I am writing to apply for the position of ${job.title} with ${job.organization}${where}. ${blank(
      "In one or two sentences of your own: why this role and this organisation.",
    )}`,
    ...strengths.map(
      (line) =>
        `The posting asks for: ${stated(line)} ${blank(
          `Say in your own words how you meet it, using what your CV shows: "${line.evidence[0]?.text ?? ""}"`,
        )}`,
    ),
    ...(gaps.length
      ? [
          `${blank(
            `Optional. Your CV does not show: ${gaps
              .map(stated)
              .join(
                "; ",
              )}. If you have this, say where; if not, leave it out rather than claim it.`,
          )}`,
        ]
      : []),
    `${blank("One sentence on what you would bring to the team in the first months.")} Thank you for considering my application.`,
    `Yours sincerely,\n${blank("Your name")}`,
  ];
  return paragraphs.join("\n\n");
}

// ── AI drafts ────────────────────────────────────────────────────────────────────────────────

export type CitedText = {
  text: string;
  /** The CV lines the text rests on, by number (only lines that exist). */
  cvLines: number[];
  /** Figures in the text that none of its CV lines contain: shown as "check this". */
  unsupported: string[];
};

export type LetterDraft = { letter: CitedText[]; bullets: CitedText[] };

const MAX_PARAGRAPHS = 8;
const MAX_BULLETS = 6;
const MAX_TEXT = 1200;

/** Plain text from whatever the model wrote: markup and links removed, whitespace collapsed. */
export function plainText(value: string): string {
  return htmlToText(value)
    .replace(/\bhttps?:\/\/\S+|\bwww\.\S+/gi, "")
    .replace(/[*_#`>]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_TEXT);
}

/** The figures of a text (years, counts, percentages), as written. */
function figuresOf(text: string): string[] {
  return [...new Set(text.match(/\d[\d,.]*\d|\d/g) ?? [])];
}

const NUMBER_WORDS =
  /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/gi;

function citedText(
  raw: { text?: unknown; cvLines?: unknown },
  lines: Map<number, string>,
  allowed: string,
): CitedText | null {
  if (typeof raw.text !== "string") return null;
  const text = plainText(raw.text);
  if (!text) return null;
  const cited = Array.isArray(raw.cvLines)
    ? [
        ...new Set(
          (raw.cvLines as unknown[]).filter(
            (n): n is number => typeof n === "number" && Number.isInteger(n) && lines.has(n),
          ),
        ),
      ]
    : [];
  const support = `${cited.map((n) => lines.get(n)).join("\n")}\n${allowed}`.toLowerCase();
  const supportFigures = new Set(figuresOf(support));
  const unsupported = [
    // Compared as whole figures: "1" is not supported by "2019".
    ...figuresOf(text).filter((figure) => !supportFigures.has(figure)),
    ...[...text.matchAll(NUMBER_WORDS)]
      .map((found) => found[0])
      .filter((word) => !support.includes(word.toLowerCase())),
  ];
  return { text, cvLines: cited.sort((a, b) => a - b), unsupported };
}

/**
 * The model's answer held to the rules: it must be the JSON object asked for; letter paragraphs
 * keep their text (a greeting or closing cites nothing), but a paragraph whose figures appear in
 * none of its cited lines is flagged; a CV bullet that cites no real CV line is dropped, since a
 * bullet is nothing but a claim. Returns null when the answer is not usable at all.
 */
export function cleanLetterDraft(
  answer: string,
  cv: CvLine[],
  /** Text a claim may also take figures from besides its CV lines: the job's title, organisation, place. */
  jobText: string,
): LetterDraft | null {
  const start = answer.indexOf("{");
  const end = answer.lastIndexOf("}");
  if (start === -1 || end <= start) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.slice(start, end + 1));
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const object = parsed as { letter?: unknown; bullets?: unknown };
  const lines = new Map(cv.map((line) => [line.number, line.text]));
  const list = (value: unknown) =>
    (Array.isArray(value) ? value : [])
      .filter((item): item is Record<string, unknown> => typeof item === "object" && item !== null)
      .map((item) => citedText(item, lines, jobText))
      .filter((item): item is CitedText => item !== null);
  const letter = list(object.letter).slice(0, MAX_PARAGRAPHS);
  const bullets = list(object.bullets)
    .filter((bullet) => bullet.cvLines.length > 0 && bullet.unsupported.length === 0)
    .slice(0, MAX_BULLETS);
  if (letter.length === 0) return null;
  return { letter, bullets };
}
