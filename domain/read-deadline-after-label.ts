import type { Deadline, DeadlineOptions } from "./deadline-options";
import { findDate, findTime, isoDate, type DateParts } from "./read-deadline-date";
import { defaultZone, findZone, formatLocalDate, offsetMinutes } from "./read-deadline-zone";

// The deadline in the text right after a closing-date label: its date, time of day and zone, as a
// moment and the calendar date the posting states.

// Rosters use far-future sentinels (Oracle "12/31/2069"): treated as "no deadline" (null) so no
// badge shows, rather than a misleading "15,000 days left".
export const SENTINEL_YEAR = 2060;

/** undefined: no date in this segment (try the next label); null: a date that means "no deadline". */
export function parseDeadlineSegment(
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
    // A date and time written with a UTC offset other than zero ("2026-08-14T23:59:59-04:00") are
    // on the clock of that offset: the date written is the day the posting states, as "11:59 PM
    // Eastern Time" after a date is (and at midnight exactly, the day that ends then).
    if (parts.offset !== 0)
      return {
        instant,
        localDate: dayEndingAt(isoDate(parts.year, parts.month, parts.day), parts),
      };
    // In UTC ("Z", "+00:00") the site may have converted the employer's own time: its calendar's
    // zone, when known, names the day.
    const zone = options.calendarTimeZone ?? options.defaultTimeZone ?? "UTC";
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
