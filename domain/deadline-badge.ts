// The deadline badge of a job. Text for 3 days and more: "N days left" up to 30 days, then
// "Closes 12 Mar 2026" (a countdown in the hundreds of days is noise). Colours follow the tone:
// expired black, urgent red (< 3 days), soon amber (3–7 days inclusive), open green (> 7 days).

export type DeadlineTone = "expired" | "urgent" | "soon" | "open";

/** What the badge says, for an interface that words it in another language. */
export type DeadlineWording =
  | { kind: "passed" }
  | { kind: "left"; count: number; unit: "minute" | "hour" | "day" }
  /** "Closes …": `day` is the calendar day to name (UTC). */
  | { kind: "closes"; day: Date };

export type DeadlineBadge = {
  text: string;
  tone: DeadlineTone;
  fullDate: string;
  isExpired: boolean;
  wording: DeadlineWording;
  /** The exact moment, which `fullDate` writes out in English. */
  moment: Date;
};

/** How `fullDate` and "Closes …" write dates, for the same dates in another language. */
export const DEADLINE_FULL_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
};
export const DEADLINE_SHORT_DATE_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: "UTC",
  day: "numeric",
  month: "short",
  year: "numeric",
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const COUNTDOWN_DAYS = 30;

const FULL_DATE = new Intl.DateTimeFormat("en-GB", DEADLINE_FULL_DATE_OPTIONS);
const SHORT_DATE = new Intl.DateTimeFormat("en-GB", DEADLINE_SHORT_DATE_OPTIONS);

export const DEADLINE_TONE_CLASSES: Record<DeadlineTone, string> = {
  expired: "bg-black text-white",
  urgent: "bg-red-600 text-white",
  soon: "bg-amber-500 text-black",
  open: "bg-green-600 text-white",
};

/**
 * The badge of a deadline. `closingDate` (YYYY-MM-DD), the day the posting names as its last, is
 * the date "Closes …" shows when given: a deadline of 11:59 PM in New York is 03:59 UTC the next
 * day, and the employer's day is the one a reader knows it by. The full date stays the exact moment.
 */
export function describeDeadline(
  deadline: Date | null,
  now: Date,
  closingDate?: string | null,
): DeadlineBadge | null {
  if (!(deadline instanceof Date) || Number.isNaN(deadline.getTime())) return null;
  const remaining = deadline.getTime() - now.getTime();
  const fullDate = `${FULL_DATE.format(deadline)} UTC`;
  const moment = deadline;
  if (remaining <= 0)
    return {
      text: "Deadline passed",
      tone: "expired",
      fullDate,
      isExpired: true,
      wording: { kind: "passed" },
      moment,
    };
  if (remaining < HOUR)
    return left(Math.max(1, Math.floor(remaining / MINUTE)), "minute", "urgent", fullDate, moment);
  if (remaining < DAY)
    return left(Math.floor(remaining / HOUR), "hour", "urgent", fullDate, moment);
  const days = Math.floor(remaining / DAY);
  if (remaining < 3 * DAY) return left(days, "day", "urgent", fullDate, moment);
  const tone: DeadlineTone = remaining <= 7 * DAY ? "soon" : "open";
  if (days <= COUNTDOWN_DAYS) return left(days, "day", tone, fullDate, moment);
  const day = calendarDay(closingDate, deadline);
  return {
    text: `Closes ${SHORT_DATE.format(day)}`,
    tone,
    fullDate,
    isExpired: false,
    wording: { kind: "closes", day },
    moment,
  };
}

/** The closing date as a UTC midnight when it is a date within a day of the moment; else the moment. */
function calendarDay(closingDate: string | null | undefined, deadline: Date): Date {
  if (!closingDate || !/^\d{4}-\d{2}-\d{2}$/.test(closingDate)) return deadline;
  const day = new Date(`${closingDate}T00:00:00Z`);
  const apart = Math.abs(
    day.getTime() -
      Date.UTC(deadline.getUTCFullYear(), deadline.getUTCMonth(), deadline.getUTCDate()),
  );
  return Number.isNaN(day.getTime()) || apart > DAY ? deadline : day;
}

function left(
  count: number,
  unit: "minute" | "hour" | "day",
  tone: DeadlineTone,
  fullDate: string,
  moment: Date,
): DeadlineBadge {
  const text = `${count} ${unit}${count === 1 ? "" : "s"} left`;
  return { text, tone, fullDate, isExpired: false, wording: { kind: "left", count, unit }, moment };
}
