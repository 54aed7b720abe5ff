// What a tracked job application can be: its statuses in the order an application moves through
// them, the kinds of dated events, and the conversions between a wall-clock time in a time zone
// (what the user types) and the UTC instant that is stored.

import { isKnownTimeZone, wallClockIn } from "./time-zones";

export const APPLICATION_STATUSES = [
  "interested",
  "preparing",
  "applied",
  "assessment",
  "interview",
  "offer",
  "not-selected",
  "withdrawn",
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  interested: "Interested",
  preparing: "Preparing",
  applied: "Applied",
  assessment: "Assessment or test",
  interview: "Interview",
  offer: "Offer",
  "not-selected": "Not selected",
  withdrawn: "Withdrawn",
};

/** Statuses after which nothing more is expected from the employer. */
export const CLOSED_STATUSES: readonly ApplicationStatus[] = ["offer", "not-selected", "withdrawn"];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export const APPLICATION_EVENT_KINDS = ["deadline", "test", "interview"] as const;
export type ApplicationEventKind = (typeof APPLICATION_EVENT_KINDS)[number];

export const APPLICATION_EVENT_LABELS: Record<ApplicationEventKind, string> = {
  deadline: "Deadline",
  test: "Test",
  interview: "Interview",
};

export function isApplicationEventKind(value: unknown): value is ApplicationEventKind {
  return (
    typeof value === "string" && (APPLICATION_EVENT_KINDS as readonly string[]).includes(value)
  );
}

/** Whether this is an IANA time zone name the runtime knows ("Europe/Zurich", "UTC"). */
export function isTimeZone(value: unknown): value is string {
  return typeof value === "string" && value.length <= 64 && isKnownTimeZone(value);
}

/** The wall-clock reading of an instant in a known zone, written as if it were UTC (milliseconds). */
function wallClockEpoch(timeZone: string, epoch: number): number {
  const wall = wallClockIn(timeZone, epoch);
  if (wall === null) throw new RangeError(`Unknown time zone: ${timeZone}`);
  return wall;
}

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LOCAL_TIME = /^(\d{2}):(\d{2})$/;

/**
 * The UTC instant of a date ("2026-03-14") and time ("09:30") on the clocks of a time zone, or
 * null when either is not a real date or time. A time that daylight saving skips (02:30 on the
 * night clocks go forward) is read with the offset in force just before the change, so it lands
 * an hour later on the clock; a time that happens twice is read as the first of the two.
 */
export function zonedTimeToUtc(
  localDate: string,
  localTime: string,
  timeZone: string,
): Date | null {
  const dateMatch = LOCAL_DATE.exec(localDate);
  const timeMatch = LOCAL_TIME.exec(localTime);
  if (!dateMatch || !timeMatch || !isTimeZone(timeZone)) return null;
  const [year, month, day] = [Number(dateMatch[1]), Number(dateMatch[2]), Number(dateMatch[3])];
  const [hour, minute] = [Number(timeMatch[1]), Number(timeMatch[2])];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  )
    return null;
  // Offsets of the zone a day either side of the wall time: the earlier one first, so a repeated
  // hour reads as its first occurrence; each candidate is kept only if it shows the same wall time.
  const offsets = [wall - 86_400_000, wall + 86_400_000].map(
    (epoch) => wallClockEpoch(timeZone, epoch) - epoch,
  );
  const candidates = [...new Set(offsets)]
    .map((offset) => wall - offset)
    .filter((instant) => wallClockEpoch(timeZone, instant) === wall)
    .sort((a, b) => a - b);
  if (candidates.length > 0) return new Date(candidates[0]!);
  // A skipped time: use the offset from before the change.
  return new Date(wall - offsets[0]!);
}

/** The date ("2026-03-14") and time ("09:30") an instant shows on the clocks of a time zone. */
export function utcToZonedTime(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = new Date(wallClockEpoch(timeZone, instant.getTime())).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export type DatedItem = { startsAt: string };

/** The earliest of these items that is not before `now`, or null. */
export function nextDue<T extends DatedItem>(items: readonly T[], now: Date): T | null {
  let best: T | null = null;
  for (const item of items) {
    const at = Date.parse(item.startsAt);
    if (Number.isNaN(at) || at < now.getTime()) continue;
    if (!best || at < Date.parse(best.startsAt)) best = item;
  }
  return best;
}
