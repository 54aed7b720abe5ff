import {
  ABBREVIATION_OFFSETS,
  CITY_ZONES,
  COUNTRY_ZONE_NAMES,
  WINDOWS_ZONES,
} from "./deadline-zones";
import { htmlToText } from "./text";
import { describeDeadline, type DeadlineBadge, type DeadlineTone } from "./deadline-badge";
import { ownEntry } from "./own-entry";
import { isKnownTimeZone, wallClockIn } from "./time-zones";

export { describeDeadline };
export type { DeadlineBadge, DeadlineTone };

/** instant: the UTC moment applications close. localDate: the calendar date the posting states. */
export type Deadline = { instant: Date; localDate: string };

export type DeadlineOptions = {
  /** Zone for deadlines that state none (default UTC). */
  defaultTimeZone?: string;
  /** Read ambiguous numeric dates (02/03/2026) day first, as EBRD and UNESCO write them. */
  dayFirst?: boolean;
  /**
   * The duty station's country (ISO code): zone names that mean another zone there ("Central
   * Standard Time" in Honduras) are read as that country's zone.
   */
  countryCode?: string | null;
  /**
   * The zone whose calendar names the closing date when the posting gives the moment in UTC (an ISO
   * instant at offset zero, or a time with no zone where no default zone is set). UNFPA and UNDP
   * close at 11:59 PM New York time and their Oracle sites write it as 03:59 or 04:59 UTC the next
   * day: the moment stays exact, the closing date is the New York day.
   */
  calendarTimeZone?: string;
};

export type DeadlineSources = {
  description?: string | null;
  organizationText?: string | null;
  expiresAt?: Date | string | null;
  closingDate?: Date | string | null;
  /** The duty station's country (ISO code), see DeadlineOptions.countryCode. */
  countryCode?: string | null;
};

// Employers whose deadlines are 11:59 PM New York time, written by their sites as a UTC moment.
const NEW_YORK_CLOSING =
  /\bUNFPA\b|united nations population fund|\bUNDP\b|united nations development programme/i;
const DAY_FIRST = /\bEBRD\b|reconstruction and development|\bUNESCO\b/i;

/** How an employer's deadlines are read: its date order and the zone its closing dates are in. */
export function deadlineOptionsFor(
  organizationText: string | null | undefined,
  countryCode?: string | null,
): DeadlineOptions {
  const organization = organizationText ?? "";
  return {
    dayFirst: DAY_FIRST.test(organization),
    ...(countryCode ? { countryCode } : {}),
    ...(NEW_YORK_CLOSING.test(organization) ? { calendarTimeZone: "America/New_York" } : {}),
  };
}

// Rosters use far-future sentinels (Oracle "12/31/2069"): treated as "no deadline" (null) so no
// badge shows, rather than a misleading "15,000 days left".
const SENTINEL_YEAR = 2060;
const SHORT_TEXT = 80;
const LABEL =
  /(?:deadline(?:\s+(?:for|of)\s+applications?)?(?:\s+on)?|closing\s+date(?:\s+for\s+applications?)?|closure\s+date|apply\s+(?:before|by)|applications?\s+(?:close|closes|closing|deadline)|posting\s+end\s+date|end\s+date|expir(?:y|es|ation)(?:\s+date)?|date\s+limite(?:\s+de\s+(?:candidature|d[ée]p[oô]t))?|date\s+de\s+cl[oô]ture(?:\s+des\s+candidatures)?|fecha\s+(?:l[ií]mite|de\s+cierre)|closes?\s+on)\s*[:：]?/gi;
const SPEC_FORMAT = /deadline\s*:\s*\d{1,2}\/\d{1,2}\/\d{4}\s+\d{1,2}:\d{2}:\d{2}/i;

const MONTHS = new Map<string, number>();
const MONTH_NAMES = [
  ["january", "janvier", "enero"],
  ["february", "fevrier", "février", "febrero"],
  ["march", "mars", "marzo"],
  ["april", "avril", "abril"],
  ["may", "mai", "mayo"],
  ["june", "juin", "junio"],
  ["july", "juillet", "julio"],
  ["august", "aout", "août", "agosto"],
  ["september", "sept", "septembre", "septiembre", "setiembre"],
  ["october", "octobre", "octubre"],
  ["november", "novembre", "noviembre"],
  ["december", "decembre", "décembre", "diciembre"],
];
MONTH_NAMES.forEach((names, index) => {
  for (const name of names) MONTHS.set(name, index + 1);
  // English abbreviations only: French/Spanish stems collide ("jui" is June and July).
  MONTHS.set(names[0]?.slice(0, 3) ?? "", index + 1);
});

type DateParts = {
  year: number;
  month: number;
  day: number;
  start: number;
  end: number;
  hour?: number;
  minute?: number;
  second?: number;
  offset?: number;
};
type Zone = { offset: number } | { iana: string };

const ISO =
  /(\d{4})-(\d{1,2})-(\d{1,2})(?:[T\s](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?/;
const NUMERIC = /(?<!\d)(\d{1,2})([/.])(\d{1,2})\2(\d{4}|\d{2})(?!\d)/;
const DAY_MONTH_YEAR =
  /(?<!\d)(\d{1,2})(?:st|nd|rd|th)?[\s\-/.]+(?:de\s+)?([A-Za-zéû]{3,10})\.?[\s\-/.,]+(?:de\s+)?(\d{4}|\d{2})(?!\d)/;
const MONTH_DAY_YEAR =
  /([A-Za-zéû]{3,10})\.?[\s-]+(\d{1,2})(?:st|nd|rd|th)?,?[\s-]+(\d{4}|\d{2})(?!\d)/;
const TIME_12 = /(\d{1,2})[:.h](\d{2})(?::(\d{2}))?\s*([ap])\.?\s*m\b\.?/i;
const TIME_24 = /(\d{1,2}):(\d{2})(?::(\d{2}))?/;
const OFFSET = /\b(?:GMT|UTC)\s*([+\-−])\s*(\d{1,2})(?:[:.]?(\d{2}))?/i;
const IANA = /\b([A-Z][A-Za-z]+(?:\/[A-Z][A-Za-z_-]+){1,2})\b/;
const ABBREVIATION = /\b([A-Z]{3,5})\b/g;
const WINDOWS_KEYS = Object.keys(WINDOWS_ZONES).sort((a, b) => b.length - a.length);

const WHITESPACE_RUN = /\s{2,}|[^\S ]/g; // with " ": every whitespace run becomes one space
const SEGMENT_LENGTH = 160;

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
  return parseSegment(clean, options, SPEC_FORMAT.test(clean)) ?? null;
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
      const deadline = parseSegment(clean.slice(end, end + SEGMENT_LENGTH), options, endOfDayOnly);
      if (deadline !== undefined) return deadline;
    }
    return undefined;
  }
  return scanLabels(masked, options).deadline;
}

/**
 * The text is read as if every whitespace run were one space (labels and dates allow any run), but
 * only the 160 characters after each label are actually rewritten, and labels are tried in order
 * until one is followed by a date.
 */
function scanLabels(
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
    const deadline = parseSegment(segment, options, endOfDayOnly);
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
function cleanSegment(text: string, from: number): string {
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

/** The original algorithm, on text whose whitespace runs are already single spaces. */
function parseCleanText(clean: string, options: DeadlineOptions): Deadline | null {
  if (clean === "") return null;
  const segments: string[] = [];
  for (const end of findLabelEnds(clean)) segments.push(clean.slice(end, end + SEGMENT_LENGTH));
  if (segments.length === 0 && clean.length <= SHORT_TEXT) segments.push(clean);
  const endOfDayOnly = SPEC_FORMAT.test(clean);
  for (const segment of segments) {
    const deadline = parseSegment(segment, options, endOfDayOnly);
    if (deadline !== undefined) return deadline;
  }
  return null;
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
];
const LABEL_ANCHOR =
  /deadline|clos|appl(?:y|ica)|posting\s+end|end\s+date|expir|date\s+limite|date\s+de\s+cl|fecha/gi;
const LABEL_AT = new RegExp(LABEL.source, "iy");

function findLabelEnds(text: string): number[] {
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
    const deadline = parseSegment(segment, options, endOfDayOnly);
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

/** undefined: no date in this segment (try the next label); null: a date that means "no deadline". */
function parseSegment(
  segment: string,
  options: DeadlineOptions,
  endOfDayOnly: boolean,
): Deadline | null | undefined {
  const parts = findDate(segment, options);
  if (!parts) return undefined;
  if (parts.year >= SENTINEL_YEAR) return null;
  const rest = segment.slice(parts.end, parts.end + 90);
  if (parts.offset !== undefined) {
    const instant = new Date(
      Date.UTC(
        parts.year,
        parts.month - 1,
        parts.day,
        parts.hour ?? 0,
        parts.minute ?? 0,
        parts.second ?? 0,
      ) -
        parts.offset * 60_000,
    );
    const zone =
      (parts.offset === 0 ? options.calendarTimeZone : undefined) ??
      options.defaultTimeZone ??
      "UTC";
    // At midnight exactly, the day that ends then (see dayEndingAt).
    const lastDay = isMidnight(parts) ? new Date(instant.getTime() - 1000) : instant;
    return { instant, localDate: formatLocalDate(lastDay, zone) };
  }
  if (parts.hour === undefined && !endOfDayOnly) Object.assign(parts, findTime(rest.slice(0, 40)));
  const stated = findZone(rest, options.countryCode);
  const zone = stated ?? defaultZone(options);
  const hasTime = parts.hour !== undefined && !endOfDayOnly;
  const local = Date.UTC(
    parts.year,
    parts.month - 1,
    parts.day,
    hasTime ? parts.hour : 23,
    hasTime ? parts.minute : 59,
    hasTime ? (parts.second ?? 0) : 59,
  );
  const instant = new Date(local - offsetMinutes(zone, local) * 60_000);
  // A time with no zone on a site that writes UTC: the employer's calendar names the day.
  if (hasTime && !stated && !options.defaultTimeZone && options.calendarTimeZone)
    return { instant, localDate: formatLocalDate(instant, options.calendarTimeZone) };
  const stateDate = isoDate(parts.year, parts.month, parts.day);
  return { instant, localDate: hasTime ? dayEndingAt(stateDate, parts) : stateDate };
}

/**
 * A deadline at midnight exactly (00:00) closes the day before: the World Bank's "2026-10-01T00:00:00"
 * is its page's "Closing Date: 9/30/2026 (11:59pm UTC)". The moment is unchanged; the closing date
 * is the last day one can apply.
 */
function dayEndingAt(localDate: string, parts: DateParts): string {
  if (!isMidnight(parts)) return localDate;
  const previous = new Date(Date.parse(`${localDate}T00:00:00Z`) - 86_400_000);
  return previous.toISOString().slice(0, 10);
}

function isMidnight(parts: DateParts): boolean {
  return parts.hour === 0 && (parts.minute ?? 0) === 0 && (parts.second ?? 0) === 0;
}

function findDate(segment: string, options: DeadlineOptions): DateParts | null {
  const found: DateParts[] = [];
  const iso = ISO.exec(segment);
  if (iso) {
    const offset = iso[7] === undefined ? undefined : iso[7] === "Z" ? 0 : parseOffset(iso[7]);
    found.push({
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: Number(iso[3]),
      start: iso.index,
      end: iso.index + iso[0].length,
      ...(iso[4] !== undefined
        ? { hour: Number(iso[4]), minute: Number(iso[5]), second: Number(iso[6] ?? 0) }
        : {}),
      ...(offset !== undefined ? { offset } : {}),
    });
  }
  const numeric = NUMERIC.exec(segment);
  if (numeric) {
    const [first, second] = [Number(numeric[1]), Number(numeric[3])];
    const explicitDayFirst = /\(DD\/MM\/YYYY\)/i.test(segment)
      ? true
      : /\(MM\/DD\/YYYY\)/i.test(segment)
        ? false
        : undefined;
    const dayFirst =
      first > 12 || numeric[2] === "." || (explicitDayFirst ?? options.dayFirst === true);
    found.push({
      year: expandYear(numeric[4] ?? ""),
      month: dayFirst ? second : first,
      day: dayFirst ? first : second,
      start: numeric.index,
      end: numeric.index + numeric[0].length,
    });
  }
  const dmy = DAY_MONTH_YEAR.exec(segment);
  const dmyMonth = dmy ? lookUpMonth(dmy[2] ?? "") : undefined;
  if (dmy && dmyMonth)
    found.push({
      year: expandYear(dmy[3] ?? ""),
      month: dmyMonth,
      day: Number(dmy[1]),
      start: dmy.index,
      end: dmy.index + dmy[0].length,
    });
  const mdy = MONTH_DAY_YEAR.exec(segment);
  const mdyMonth = mdy ? lookUpMonth(mdy[1] ?? "") : undefined;
  if (mdy && mdyMonth)
    found.push({
      year: expandYear(mdy[3] ?? ""),
      month: mdyMonth,
      day: Number(mdy[2]),
      start: mdy.index,
      end: mdy.index + mdy[0].length,
    });
  const valid = found.filter(isValidDate).sort((a, b) => a.start - b.start);
  return valid[0] ?? null;
}

function findTime(rawText: string): Partial<DateParts> {
  // "UTC-05:00" is an offset, not a time of day.
  const text = rawText.replace(/(?:GMT|UTC)\s*[+\-−]\s*\d{1,2}(?:[:.]?\d{2})?/gi, " ");
  const twelve = TIME_12.exec(text);
  if (twelve) {
    const hour = (Number(twelve[1]) % 12) + (twelve[4]?.toLowerCase() === "p" ? 12 : 0);
    return { hour, minute: Number(twelve[2]), second: Number(twelve[3] ?? 0) };
  }
  const day = TIME_24.exec(text);
  if (day && Number(day[1]) < 24 && Number(day[2]) < 60)
    return { hour: Number(day[1]), minute: Number(day[2]), second: Number(day[3] ?? 0) };
  return {};
}

/** The zone a Windows or abbreviated zone name has in one country ("Central America" in Honduras). */
function countryZoneName(name: string, country: string): string | undefined {
  const zones = ownEntry(COUNTRY_ZONE_NAMES, name);
  return zones ? ownEntry(zones, country) : undefined;
}

function findZone(text: string, countryCode?: string | null): Zone | null {
  const country = countryCode?.toUpperCase() ?? "";
  const offset = OFFSET.exec(text);
  if (offset) {
    const sign = offset[1] === "+" ? 1 : -1;
    return { offset: sign * (Number(offset[2]) * 60 + Number(offset[3] ?? 0)) };
  }
  const iana = IANA.exec(text);
  if (iana?.[1] && isValidTimeZone(iana[1])) return { iana: iana[1] };
  const lower = text.toLowerCase();
  const windows = WINDOWS_KEYS.find((name) => lower.includes(name));
  if (windows)
    return {
      iana: countryZoneName(windows, country) ?? ownEntry(WINDOWS_ZONES, windows) ?? "UTC",
    };
  const city = Object.keys(CITY_ZONES).find((name) => lower.includes(`${name} time`));
  if (city) return { iana: ownEntry(CITY_ZONES, city) ?? "UTC" };
  for (const match of text.matchAll(ABBREVIATION)) {
    const local = countryZoneName((match[1] ?? "").toLowerCase(), country);
    if (local) return { iana: local };
    const minutes = ownEntry(ABBREVIATION_OFFSETS, match[1] ?? "");
    if (minutes !== undefined) return { offset: minutes };
  }
  return null;
}

function defaultZone(options: DeadlineOptions): Zone {
  const zone = options.defaultTimeZone;
  return zone && isValidTimeZone(zone) ? { iana: zone } : { offset: 0 };
}

function isValidTimeZone(timeZone: string): boolean {
  return isKnownTimeZone(timeZone);
}

/** Wall-clock parts of an instant in a zone, as a UTC epoch (so their difference is the offset). */
function wallClock(timeZone: string, epoch: number): number {
  return wallClockIn(timeZone, epoch) ?? epoch;
}

/** Offset (minutes) in force at a wall-clock time; a second pass settles daylight-saving edges. */
function offsetMinutes(zone: Zone, localEpoch: number): number {
  if ("offset" in zone) return zone.offset;
  const first = Math.round((wallClock(zone.iana, localEpoch) - localEpoch) / 60_000);
  const second = Math.round(
    (wallClock(zone.iana, localEpoch - first * 60_000) - (localEpoch - first * 60_000)) / 60_000,
  );
  return second;
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone; the UTC date for an unknown zone. */
export function calendarDateIn(instant: Date, timeZone: string): string {
  return formatLocalDate(instant, timeZone);
}

function formatLocalDate(instant: Date, timeZone: string): string {
  const wall = isValidTimeZone(timeZone)
    ? wallClock(timeZone, instant.getTime())
    : instant.getTime();
  return new Date(wall).toISOString().slice(0, 10);
}

function parseOffset(value: string): number {
  const match = /([+-])(\d{2}):?(\d{2})/.exec(value);
  if (!match) return 0;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function lookUpMonth(word: string): number | undefined {
  return MONTHS.get(word.toLowerCase());
}

function expandYear(value: string): number {
  const year = Number(value);
  return value.length === 2 ? 2000 + year : year;
}

function isValidDate(parts: DateParts): boolean {
  if (
    parts.year < 1990 ||
    parts.year > 2100 ||
    parts.month < 1 ||
    parts.month > 12 ||
    parts.day < 1
  )
    return false;
  return parts.day <= new Date(Date.UTC(parts.year, parts.month, 0)).getUTCDate();
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}
