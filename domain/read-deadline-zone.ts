import {
  ABBREVIATION_OFFSETS,
  CITY_ZONES,
  COUNTRY_ZONE_NAMES,
  WINDOWS_ZONES,
} from "./deadline-zones";
import type { DeadlineOptions } from "./deadline-options";
import { ownEntry } from "./own-entry";
import { isKnownTimeZone, wallClockIn } from "./time-zones";

// The time zone a deadline is stated in (an offset, an IANA name, a Windows or city zone name, an
// abbreviation), and the wall-clock arithmetic that turns a local closing time into a moment.

export type Zone = { offset: number } | { iana: string };

const OFFSET = /\b(?:GMT|UTC)\s*([+\-−])\s*(\d{1,2})(?:[:.]?(\d{2}))?/i;
const IANA = /\b([A-Z][A-Za-z]+(?:\/[A-Z][A-Za-z_-]+){1,2})\b/;
const ABBREVIATION = /\b([A-Z]{3,5})\b/g;
const WINDOWS_KEYS = Object.keys(WINDOWS_ZONES).sort((a, b) => b.length - a.length);

/** The zone a Windows or abbreviated zone name has in one country ("Central America" in Honduras). */
function countryZoneName(name: string, country: string): string | undefined {
  const zones = ownEntry(COUNTRY_ZONE_NAMES, name);
  return zones ? ownEntry(zones, country) : undefined;
}

export function findZone(text: string, countryCode?: string | null): Zone | null {
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

export function defaultZone(options: DeadlineOptions): Zone {
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
export function offsetMinutes(zone: Zone, localEpoch: number): number {
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

export function formatLocalDate(instant: Date, timeZone: string): string {
  const wall = isValidTimeZone(timeZone)
    ? wallClock(timeZone, instant.getTime())
    : instant.getTime();
  return new Date(wall).toISOString().slice(0, 10);
}
