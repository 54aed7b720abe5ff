import type { Deadline, DeadlineOptions } from "./deadline-options";
import { parseDeadlineSegment } from "./read-deadline-after-label";
import { findDate } from "./read-deadline-date";

// Finding the closing-date sentence in a text: the labels ("Closing date:", "Date limite",
// "Fecha de cierre"…) in order, the 160 characters after each, and the posting dates that must not
// be taken for a deadline. A bare "end date" is a label only as one ("End date: …"): in a sentence,
// or after a contract, assignment or position, it is when the job itself ends ("This position has
// an end date of 30 September 2027").

// The French "avant le" ("before the") after an instruction to apply in the same sentence: "Pour
// postuler, veuillez envoyer votre CV … avant le 26/10/2026", "Postulez par email … avant le
// 31/10/2026." Elsewhere "avant le" is no deadline ("fermer l’offre avant le terme initialement
// indiqué"). The date named is the last day to apply, as for "apply by".
const FRENCH_APPLY_BEFORE = String.raw`(?<=\b(?:postul\w*|candidat(?:er|ez)|envoy(?:er|ez)\s+(?:votre|vos))\b(?:(?![.!?](?:\s|$))[^\n]){0,160})avant\s+le`;

const LABEL = new RegExp(
  String.raw`(?:deadline(?:\s+(?:for|of)\s+applications?)?(?:\s+on)?|closing\s+date(?:\s+for\s+applications?)?|closure\s+date|apply\s+(?:before|by)|applications?\s+(?:close|closes|closing|deadline)|posting\s+end\s+date|(?<!(?:contract|assignment|appointment|project|mission|position|employment)\s+)end\s+date(?=\s*[:：])|expir(?:y|es|ation)(?:\s+date)?|date\s+limite(?:\s+de\s+(?:candidature|d[ée]p[oô]t))?|date\s+de\s+cl[oô]ture(?:\s+des\s+candidatures)?|fecha\s+(?:l[ií]mite|de\s+cierre)|closes?\s+on|${FRENCH_APPLY_BEFORE})\s*[:：]?`,
  "gi",
);
export const SPEC_FORMAT = /deadline\s*:\s*\d{1,2}\/\d{1,2}\/\d{4}\s+\d{1,2}:\d{2}:\d{2}/i;

export const WHITESPACE_RUN = /\s{2,}|[^\S ]/g; // with " ": every whitespace run becomes one space
export const SEGMENT_LENGTH = 160;

/**
 * The text is read as if every whitespace run were one space (labels and dates allow any run), but
 * only the 160 characters after each label are actually rewritten, and labels are tried in order
 * until one is followed by a date.
 */
export function scanLabels(
  text: string,
  options: DeadlineOptions,
): { labelled: boolean; deadline: Deadline | null | undefined } {
  let endOfDayOnly: boolean | undefined;
  let labelled = false;
  LABEL_ANCHOR.lastIndex = 0;
  for (let anchor = LABEL_ANCHOR.exec(text); anchor; anchor = LABEL_ANCHOR.exec(text)) {
    const start = anchor.index;
    LABEL_ANCHOR.lastIndex = start + 1;
    LABEL_AT.lastIndex = start;
    const label = LABEL_AT.exec(text);
    if (!label) continue;
    labelled = true;
    endOfDayOnly ??= SPEC_FORMAT.test(text);
    const segment = cleanSegment(text, start + label[0].length);
    const deadline = parseDeadlineSegment(segment, options, endOfDayOnly);
    if (deadline !== undefined) return { labelled, deadline };
  }
  return { labelled, deadline: undefined };
}

// Labels of the day a vacancy was published, in English, French and Spanish: the date right after
// one is never a closing date. "Posting end date" and "posted until" are closing dates and do not
// match (the date must follow the label at once, after at most a weekday).
const POSTING_LABEL =
  /(?<![\p{L}])(?:posting\s+date|date\s+posted|posted(?:\s+on)?|published(?:\s+on)?|publication\s+date|date\s+of\s+publication|date\s+de\s+(?:publication|parution)|publi[ée]e?\s+le|fecha\s+de\s+publicaci[oó]n|publicad[oa](?:\s+el)?)(?![\p{L}])\s*[:：]?\s*/giu;
const POSTING_ANCHOR = /post|publi/i;

/**
 * The text with each posting or publication date ("Posting Date: 13 Feb 2026", "Date de
 * publication : 3 mars 2026", "Fecha de publicación: 3 de marzo de 2026") blanked out, label and
 * date, as spaces of the same length, so that no reading of the text can take it for a deadline.
 */
export function maskPostingDates(text: string): string {
  if (typeof text !== "string" || !POSTING_ANCHOR.test(text)) return text;
  let result = text;
  POSTING_LABEL.lastIndex = 0;
  for (let match = POSTING_LABEL.exec(text); match; match = POSTING_LABEL.exec(text)) {
    const end = match.index + match[0].length;
    const segment = text.slice(end, end + 60);
    const parts = findDate(segment, {});
    if (!parts) continue;
    const before = segment.slice(0, parts.start);
    if (before.length > 12 || !/^[\p{L}\s,.]*$/u.test(before)) continue;
    const stop = end + parts.end;
    result =
      result.slice(0, match.index) +
      text.slice(match.index, stop).replace(/[^\n]/g, " ") +
      result.slice(stop);
    POSTING_LABEL.lastIndex = stop;
  }
  return result;
}

/** The first 160 characters after `from` of the whitespace-collapsed, trimmed text. */
export function cleanSegment(text: string, from = 0): string {
  for (let size = 2 * SEGMENT_LENGTH; ; size *= 4) {
    const stop = from + size;
    const cleaned = text.slice(from, stop).replace(WHITESPACE_RUN, " ");
    if (stop >= text.length) return cleaned.trimEnd().slice(0, SEGMENT_LENGTH);
    // Enough once something other than whitespace follows the first 160 characters (trimming the
    // end of the whole text cannot reach them then).
    if (cleaned.length > SEGMENT_LENGTH && /\S/.test(cleaned.slice(SEGMENT_LENGTH)))
      return cleaned.slice(0, SEGMENT_LENGTH);
  }
}

// Long descriptions: find the few places a label can start (cheap literal anchors), then try the
// label pattern only there (a case-insensitive alternation over 20,000 characters is the slow part
// otherwise). LABEL_ANCHOR is the same anchors for raw text: any whitespace run where they have a space.
const LABEL_ANCHORS = [
  "deadline",
  "clos",
  "apply",
  "applica",
  "posting end",
  "end date",
  "expir",
  "date limite",
  "date de cl",
  "fecha",
  "avant",
];
const LABEL_ANCHOR =
  /deadline|clos|appl(?:y|ica)|posting\s+end|end\s+date|expir|date\s+limite|date\s+de\s+cl|fecha|avant/gi;
const LABEL_AT = new RegExp(LABEL.source, "iy");

export function findLabelEnds(text: string): number[] {
  const lower = text.toLowerCase();
  const starts = new Set<number>();
  for (const anchor of LABEL_ANCHORS) {
    for (let at = lower.indexOf(anchor); at !== -1; at = lower.indexOf(anchor, at + 1))
      starts.add(at);
  }
  const ends: number[] = [];
  for (const start of [...starts].sort((a, b) => a - b)) {
    LABEL_AT.lastIndex = start;
    const match = LABEL_AT.exec(text);
    if (match && match.index === start) ends.push(start + match[0].length);
  }
  return ends;
}

/**
 * One deadline label in a text and what parseDeadlineText reads after it: a date ("date"), a
 * roster's far-future date meaning none ("no deadline"), or nothing it can read ("no date").
 */
export type DeadlineMention = {
  index: number;
  end: number;
  label: string;
  /** The 160 characters after the label, as the date is looked for in them. */
  segment: string;
  outcome: "date" | "no deadline" | "no date";
  deadline: Deadline | null;
};

/**
 * Every deadline label parseDeadlineText tries in a text, in its order, each with its reading; the
 * first whose outcome is not "no date" decides the deadline. Labels are found as in the raw text
 * (positions in `text`), except in the rare text with "İ", where positions are in the text with
 * whitespace runs made single spaces.
 */
export function findDeadlineMentions(
  text: string,
  options: DeadlineOptions = {},
): DeadlineMention[] {
  if (typeof text !== "string") return [];
  const masked = maskPostingDates(text);
  const source = masked.includes("\u0130") ? masked.replace(WHITESPACE_RUN, " ").trim() : masked;
  const endOfDayOnly = SPEC_FORMAT.test(source);
  const mentions: DeadlineMention[] = [];
  LABEL_ANCHOR.lastIndex = 0;
  for (let anchor = LABEL_ANCHOR.exec(source); anchor; anchor = LABEL_ANCHOR.exec(source)) {
    const start = anchor.index;
    LABEL_ANCHOR.lastIndex = start + 1;
    LABEL_AT.lastIndex = start;
    const label = LABEL_AT.exec(source);
    if (!label) continue;
    const end = start + label[0].length;
    const segment = cleanSegment(source, end);
    const deadline = parseDeadlineSegment(segment, options, endOfDayOnly);
    mentions.push({
      index: start,
      end,
      label: label[0],
      segment,
      outcome: deadline === undefined ? "no date" : deadline === null ? "no deadline" : "date",
      deadline: deadline ?? null,
    });
  }
  return mentions;
}
