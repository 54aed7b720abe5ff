// When a job was posted, as a job card says it beside the closing date: "Posted today",
// "Posted yesterday", "Posted 3 days ago" within a month, then "Posted 12 Mar 2026".

const DAY = 86_400_000;

const SHORT_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const LONG_DATE = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
});

export type PostedDate = {
  /** "Posted 3 days ago". */
  text: string;
  /** The posting day for a `<time datetime>` (YYYY-MM-DD, UTC). */
  dateTime: string;
  /** "Monday, 2 March 2026", for a tooltip or screen readers. */
  fullDate: string;
  /** Whole UTC calendar days since the posting, and the posting moment, to word it in another language. */
  days: number;
  date: Date;
};

/** Past this many days a count of days reads worse than the date. */
export const POSTED_COUNT_DAYS = 30;
export const POSTED_SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
};

/** UTC calendar days from `from` to `to` (0 on the same day). */
function calendarDaysBetween(from: Date, to: Date): number {
  const start = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const end = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate());
  return Math.round((end - start) / DAY);
}

/**
 * How long ago a job was posted, counted in UTC calendar days (the server and the browser render
 * the same words). A date in the future (a source's clock ahead of ours) reads as today; a missing
 * or unreadable date gives null.
 */
export function describePosted(posted: string | null | undefined, now: Date): PostedDate | null {
  if (!posted) return null;
  const date = new Date(posted);
  if (Number.isNaN(date.getTime()) || Number.isNaN(now.getTime())) return null;
  const days = Math.max(0, calendarDaysBetween(date, now));
  const text =
    days === 0
      ? "Posted today"
      : days === 1
        ? "Posted yesterday"
        : days <= POSTED_COUNT_DAYS
          ? `Posted ${days} days ago`
          : `Posted ${SHORT_DATE.format(date)}`;
  return {
    text,
    dateTime: date.toISOString().slice(0, 10),
    fullDate: LONG_DATE.format(date),
    days,
    date,
  };
}
