import { htmlToText } from "./text";
import { describeDeadline, type DeadlineBadge, type DeadlineTone } from "./deadline-badge";
import {
  deadlineOptionsFor,
  type Deadline,
  type DeadlineOptions,
  type DeadlineSources,
} from "./deadline-options";
import {
  cleanSegment,
  findDeadlineMentions,
  findLabelEnds,
  maskPostingDates,
  scanLabels,
  SEGMENT_LENGTH,
  SPEC_FORMAT,
  WHITESPACE_RUN,
  type DeadlineMention,
} from "./find-deadline-labels";
import { parseDeadlineSegment, SENTINEL_YEAR } from "./read-deadline-after-label";
import { calendarDateIn, formatLocalDate } from "./read-deadline-zone";

// Reading a posting's deadline: from one deadline string, from a description (the first labelled
// date), or from the stored dates. The labels, dates and zones are read by find-deadline-labels,
// read-deadline-after-label, read-deadline-date and read-deadline-zone.

export {
  calendarDateIn,
  deadlineOptionsFor,
  describeDeadline,
  findDeadlineMentions,
  maskPostingDates,
};
export type {
  Deadline,
  DeadlineBadge,
  DeadlineMention,
  DeadlineOptions,
  DeadlineSources,
  DeadlineTone,
};

const SHORT_TEXT = 80;

/** Parses one deadline string ("Apply Before 04/16/2026, 06:46 PM", "Closing Date: 02-Mar-2026"). */
export function parseDeadlineText(text: string, options: DeadlineOptions = {}): Deadline | null {
  if (typeof text !== "string") return null;
  const masked = maskPostingDates(text);
  // "İ" is the one character whose lower case is longer; keep the original index arithmetic for it.
  if (masked.includes("\u0130"))
    return parseCleanText(masked.replace(WHITESPACE_RUN, " ").trim(), options);
  if (!/\S/.test(masked)) return null;
  const { labelled, deadline } = scanLabels(masked, options);
  if (deadline !== undefined) return deadline;
  if (labelled) return null;
  // Without a label only a short text is read as a date. The start of the collapsed text tells
  // (cleanSegment gives all of it when it is short, and more than 80 characters otherwise).
  const clean = cleanSegment(masked, 0).trimStart();
  if (clean.length > SHORT_TEXT) return null;
  return parseDeadlineSegment(clean, options, SPEC_FORMAT.test(clean)) ?? null;
}

/**
 * The deadline after the first closing-date label that is followed by a date ("Closing date:",
 * "Deadline", "Date limite", "Fecha de cierre"…), never an unlabelled date. undefined: no label is
 * followed by a date; null: the date there means "no deadline" (a roster's 2069).
 */
export function parseLabelledDeadline(
  text: string,
  options: DeadlineOptions = {},
): Deadline | null | undefined {
  if (typeof text !== "string") return undefined;
  const masked = maskPostingDates(text);
  if (masked.includes("\u0130")) {
    const clean = masked.replace(WHITESPACE_RUN, " ").trim();
    const endOfDayOnly = SPEC_FORMAT.test(clean);
    for (const end of findLabelEnds(clean)) {
      const deadline = parseDeadlineSegment(
        clean.slice(end, end + SEGMENT_LENGTH),
        options,
        endOfDayOnly,
      );
      if (deadline !== undefined) return deadline;
    }
    return undefined;
  }
  return scanLabels(masked, options).deadline;
}

/** The original algorithm, on text whose whitespace runs are already single spaces. */
function parseCleanText(clean: string, options: DeadlineOptions): Deadline | null {
  if (clean === "") return null;
  const segments: string[] = [];
  for (const end of findLabelEnds(clean)) segments.push(clean.slice(end, end + SEGMENT_LENGTH));
  if (segments.length === 0 && clean.length <= SHORT_TEXT) segments.push(clean);
  const endOfDayOnly = SPEC_FORMAT.test(clean);
  for (const segment of segments) {
    const deadline = parseDeadlineSegment(segment, options, endOfDayOnly);
    if (deadline !== undefined) return deadline;
  }
  return null;
}

/**
 * Listings read the description/organisation text first, the detail page the stored dates
 * first. The options default to the organisation's (deadlineOptionsFor).
 */
export function deriveDeadline(
  input: DeadlineSources,
  mode: "listing" | "detail",
  options: DeadlineOptions = deadlineOptionsFor(input.organizationText, input.countryCode),
): Deadline | null {
  const fromText = () =>
    parseFreeText(input.description, options) ?? parseFreeText(input.organizationText, options);
  const fromDates = () => pairDates(input.expiresAt, input.closingDate, options);
  return mode === "listing" ? (fromText() ?? fromDates()) : (fromDates() ?? fromText());
}

/**
 * The stored dates: the moment from `expiresAt`, and the calendar date from `closingDate` when it is
 * a plain date within a day of that moment's UTC date. A posting that closes "September 17, 2026,
 * 11:59 PM Eastern Time" closes at 03:59 UTC on the 18th, but its closing date is the 17th.
 */
function pairDates(
  expiresAt: Date | string | null | undefined,
  closingDate: Date | string | null | undefined,
  options: DeadlineOptions,
): Deadline | null {
  const moment = deadlineFromValue(expiresAt, options);
  const calendar = deadlineFromValue(closingDate, options);
  if (!moment || !calendar) return moment ?? calendar;
  const plainDate =
    typeof closingDate === "string" && /^\s*\d{4}-\d{2}-\d{2}\s*$/.test(closingDate);
  const apart = Math.abs(Date.parse(calendar.localDate) - Date.parse(moment.localDate));
  return plainDate && apart <= 86_400_000
    ? { instant: moment.instant, localDate: calendar.localDate }
    : moment;
}

function parseFreeText(
  value: string | null | undefined,
  options: DeadlineOptions,
): Deadline | null {
  if (!value) return null;
  return parseDeadlineText(deadlineScanText(value), options);
}

/** The text deriveDeadline reads from a description: its first 40,000 characters, as text. */
export function deadlineScanText(value: string): string {
  let text = value.slice(0, 40_000);
  // Markup is read with the site's one HTML parser: an inline element inside a word ("Date de
  // clô<span>ture") leaves the word whole, blocks become line breaks, entities are decoded.
  if (text.includes("<") || text.includes("&")) text = htmlToText(text);
  return text;
}

function deadlineFromValue(
  value: Date | string | null | undefined,
  options: DeadlineOptions = {},
): Deadline | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return parseDeadlineText(value, options);
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return null;
  if (value.getUTCFullYear() >= SENTINEL_YEAR) return null;
  const zone = options.calendarTimeZone ?? "UTC";
  return { instant: new Date(value.getTime()), localDate: formatLocalDate(value, zone) };
}
