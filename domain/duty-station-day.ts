import { wallClockIn } from "./time-zones";

/**
 * The day a closing moment ends at the duty station, when the platform gives that moment in UTC.
 *
 * Employers close a posting at the end of a day where the job is, and platforms that store the
 * moment write it in UTC: IOM's Manila posting ends at 15:59 UTC (23:59 in Manila), Australian
 * PageUp feeds at 15:55 or 13:55 GMT (23:55 in Perth or on the Gold Coast), Southern Company's
 * Oracle posting near Baxley, Georgia at 03:55 UTC on 8 July (23:55 on 7 July there). Where the
 * duty station is behind UTC, the UTC date is the next day, a day later than the posting's.
 *
 * So: when the moment falls in the last half hour of a day in one of the country's time zones,
 * and every zone of that country reads the same date for it, that date is the closing date. A
 * country whose zones disagree (the moment is already the next day on its east coast) and a
 * moment that is no day's end there (ReliefWeb's 00:00 UTC, "open through that day") give null:
 * the UTC date stands. The zones are the runtime's own (CLDR, through Intl.Locale).
 */
export function dayEndingAtDutyStation(instant: Date, countryCode: string): string | null {
  const zones = timeZonesOf(countryCode);
  if (zones.length === 0) return null;
  const dates = new Set<string>();
  let endOfDay = false;
  for (const zone of zones) {
    const wall = wallClockIn(zone, instant.getTime());
    if (wall === null) continue;
    const local = new Date(wall);
    dates.add(local.toISOString().slice(0, 10));
    if (local.getUTCHours() === 23 && local.getUTCMinutes() >= 30) endOfDay = true;
  }
  if (!endOfDay || dates.size !== 1) return null;
  return [...dates][0] ?? null;
}

const ZONES = new Map<string, readonly string[]>();

/** The IANA zones of a country (ISO alpha-2), as the runtime's CLDR data lists them. */
function timeZonesOf(countryCode: string): readonly string[] {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return [];
  const known = ZONES.get(code);
  if (known) return known;
  const zones = readRegionTimeZones(code);
  ZONES.set(code, zones);
  return zones;
}

function readRegionTimeZones(code: string): string[] {
  try {
    const locale = new Intl.Locale(`und-${code}`) as Intl.Locale & {
      getTimeZones?: () => string[] | undefined;
      timeZones?: string[];
    };
    return locale.getTimeZones?.() ?? locale.timeZones ?? [];
  } catch {
    return [];
  }
}
