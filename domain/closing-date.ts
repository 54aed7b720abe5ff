import {
  deriveDeadline,
  maskPostingDates,
  parseDeadlineText,
  parseLabelledDeadline,
  type Deadline,
  type DeadlineOptions,
} from "./deadlines";
import { dayEndingAtDutyStation } from "./duty-station-day";

export { maskPostingDates };

/**
 * Where a job's closing date came from: the platform's own deadline field, the posting's text (a
 * labelled "Closing date", "Deadline", "Date limite", "Fecha de cierre"…), or the platform's field
 * read through a rule documented for that one tenant (PAHO's Workday `endDate` is the day after).
 */
export const CLOSING_DATE_BASES = ["platform-field", "posting-text", "tenant-rule"] as const;
export type ClosingDateBasis = (typeof CLOSING_DATE_BASES)[number];

/**
 * A rule that holds for one tenant of a platform and was seen in its captures.
 * "end-date-is-day-after": the platform's date is the day the posting comes down, the day after
 * the last day to apply.
 */
export const TENANT_CLOSING_RULES = ["end-date-is-day-after"] as const;
export type TenantClosingRule = (typeof TENANT_CLOSING_RULES)[number];

export type ClosingDateInput = {
  /** The platform's own deadline field: a string to read ("Apply Before 04/16/2026"), or dates. */
  platform?: {
    text?: string | null;
    expiresAt?: Date | string | null;
    closingDate?: Date | string | null;
  };
  /** The posting's text (description as text), then any further text to try in order. */
  postingText?: string | null | (string | null | undefined)[];
  /** The tenant's documented rule for its platform field, when its captures show one. */
  tenantRule?: TenantClosingRule | null;
  /**
   * True when the platform lists only open postings (a listed posting is still open): a date in
   * the text that is already past at `now` is then a stale line, not the closing date.
   */
  listedOpen?: boolean;
  now?: Date;
  /** Read only dates after a closing-date label in the posting's text (default: a short text may be a bare date). */
  labelledOnly?: boolean;
  options?: DeadlineOptions;
};

export type ResolvedClosingDate = { deadline: Deadline; basis: ClosingDateBasis };

const DAY = 86_400_000;

/**
 * The one closing-date decision for every platform. It weighs the platform's field (through the
 * tenant's rule when one is configured) and the date the posting states to applicants:
 * - only one of them: that one;
 * - both on the same calendar day: that day, with the text's hour and zone, and the platform's basis;
 *   a numeric date that reads both ways ("11/10/2026") is on the platform's day when one reading is;
 * - they disagree: the posting's date, since that is what applicants are told, unless the
 *   posting is still listed and its text date is already past (a stale line left in the text).
 * Posting and publication dates are never read as a closing date, in English, French or Spanish.
 * Pure: `now` only decides what is already past.
 */
export function resolveClosingDate(input: ClosingDateInput): ResolvedClosingDate | null {
  const options = input.options ?? {};
  const platform = readPlatform(input, options);
  const text = readPostingText(input, options);
  const past = (deadline: Deadline) =>
    input.now !== undefined && deadline.instant.getTime() <= input.now.getTime();
  if (!text) return platform;
  if (!platform) {
    if (input.listedOpen && past(text)) return null;
    return { deadline: text, basis: "posting-text" };
  }
  if (text.localDate === platform.deadline.localDate)
    return { deadline: text, basis: platform.basis };
  // A numeric date that reads both ways ("11/10/2026") agrees with the platform when its other
  // reading is the platform's day: the field says which order the employer wrote.
  const otherOrder = readPostingText(input, { ...options, dayFirst: !options.dayFirst });
  if (otherOrder?.localDate === platform.deadline.localDate)
    return { deadline: otherOrder, basis: platform.basis };
  if (input.listedOpen && past(text) && !past(platform.deadline)) return platform;
  return { deadline: text, basis: "posting-text" };
}

function readPlatform(
  input: ClosingDateInput,
  options: DeadlineOptions,
): ResolvedClosingDate | null {
  const field = input.platform;
  if (!field) return null;
  const deadline = field.text?.trim()
    ? parseDeadlineText(field.text, options)
    : deriveDeadline(
        { expiresAt: field.expiresAt ?? null, closingDate: field.closingDate ?? null },
        "detail",
        options,
      );
  if (!deadline) return null;
  if (input.tenantRule === "end-date-is-day-after")
    return { deadline: dayBefore(deadline), basis: "tenant-rule" };
  return { deadline: onDutyStationCalendar(deadline, options), basis: "platform-field" };
}

/**
 * A platform's moment read on the UTC calendar names the day it ends at the duty station when it is
 * that day's last half hour there (see dayEndingAtDutyStation): 03:55 UTC on 8 July near Baxley,
 * Georgia closes on 7 July. An employer whose closing zone is known (calendarTimeZone) or a field read
 * in a stated zone keeps its date.
 */
function onDutyStationCalendar(deadline: Deadline, options: DeadlineOptions): Deadline {
  if (!options.countryCode || options.calendarTimeZone || options.defaultTimeZone) return deadline;
  if (deadline.localDate !== deadline.instant.toISOString().slice(0, 10)) return deadline;
  const day = dayEndingAtDutyStation(deadline.instant, options.countryCode);
  return day && day !== deadline.localDate ? { ...deadline, localDate: day } : deadline;
}

function readPostingText(input: ClosingDateInput, options: DeadlineOptions): Deadline | null {
  const texts = Array.isArray(input.postingText) ? input.postingText : [input.postingText];
  for (const text of texts) {
    if (!text?.trim()) continue;
    const labelled = parseLabelledDeadline(text, options);
    if (labelled !== undefined) return labelled;
    if (!input.labelledOnly) {
      const bare = parseDeadlineText(text, options);
      if (bare) return bare;
    }
  }
  return null;
}

function dayBefore(deadline: Deadline): Deadline {
  const previous = new Date(Date.parse(`${deadline.localDate}T00:00:00Z`) - DAY);
  return {
    instant: new Date(deadline.instant.getTime() - DAY),
    localDate: previous.toISOString().slice(0, 10),
  };
}
