// What a deadline is, where it is read from, and how an employer's deadlines are read.

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
