// Dates of the application tracker, written the same way on the server and in the browser: each
// in the time zone it was entered in (named beside it), never the reader's own machine zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime ? "t" : "d"}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      weekday: withTime ? "short" : undefined,
      day: "numeric",
      month: "short",
      year: "numeric",
      ...(withTime ? { hour: "2-digit", minute: "2-digit", hourCycle: "h23" } : {}),
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** "Fri, 14 Mar 2031, 09:30 (Europe/Zurich)". */
export function formatZonedTime(iso: string, timeZone: string): string {
  return `${formatterFor(timeZone, true).format(new Date(iso))} (${timeZone})`;
}

/** "14 Mar 2031", the UTC calendar day of an instant or a YYYY-MM-DD date. */
export function formatDay(isoOrDate: string): string {
  const value = isoOrDate.length === 10 ? `${isoOrDate}T00:00:00Z` : isoOrDate;
  return formatterFor("UTC", false).format(new Date(value));
}
