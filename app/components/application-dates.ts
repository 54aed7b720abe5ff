// Dates of the application tracker, written the same way on the server and in the browser, in the
// page's language (an Intl locale tag): each in the time zone it was entered in (named beside it),
// never the reader's own machine zone.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale: string, timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${withTime ? "t" : "d"}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, {
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

/** "Fri, 14 Mar 2031, 09:30 (Europe/Zurich)" in en-GB; "ven. 14 mars 2031, 09:30 (Europe/Zurich)" in fr. */
export function formatZonedTime(iso: string, timeZone: string, locale = "en-GB"): string {
  // In Arabic the zone's Latin name is isolated, so its slash and brackets keep their order.
  const zone = locale === "ar" ? `\u2068${timeZone}\u2069` : timeZone;
  return `${formatterFor(locale, timeZone, true).format(new Date(iso))} (${zone})`;
}

/** "14 Mar 2031", the UTC calendar day of an instant or a YYYY-MM-DD date. */
export function formatDay(isoOrDate: string, locale = "en-GB"): string {
  const value = isoOrDate.length === 10 ? `${isoOrDate}T00:00:00Z` : isoOrDate;
  return formatterFor(locale, "UTC", false).format(new Date(value));
}
