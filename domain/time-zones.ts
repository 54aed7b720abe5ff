// Reading the clocks of an IANA time zone with Intl: one formatter per zone, shared by the closing
// dates of postings and the dates of tracked applications.

const FORMATTERS = new Map<string, Intl.DateTimeFormat>();

/** The formatter that reads every clock field of a zone, or null for a name the runtime does not know. */
function zoneFormatter(timeZone: string): Intl.DateTimeFormat | null {
  const known = FORMATTERS.get(timeZone);
  if (known) return known;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
  } catch {
    return null;
  }
  // Only real zone names are remembered, so arbitrary input cannot grow the map.
  FORMATTERS.set(timeZone, formatter);
  return formatter;
}

/** Whether the runtime knows this IANA time zone name ("Europe/Zurich", "UTC"). */
export function isKnownTimeZone(timeZone: string): boolean {
  return zoneFormatter(timeZone) !== null;
}

/**
 * The wall-clock reading of an instant in a zone, written as if it were UTC (milliseconds), so its
 * difference from the instant is the zone's offset; null for an unknown zone.
 */
export function wallClockIn(timeZone: string, epoch: number): number | null {
  const formatter = zoneFormatter(timeZone);
  if (!formatter) return null;
  const parts = new Map<string, number>();
  for (const part of formatter.formatToParts(new Date(epoch)))
    parts.set(part.type, Number(part.value));
  return Date.UTC(
    parts.get("year") ?? 1970,
    (parts.get("month") ?? 1) - 1,
    parts.get("day") ?? 1,
    parts.get("hour") ?? 0,
    parts.get("minute") ?? 0,
    parts.get("second") ?? 0,
  );
}
