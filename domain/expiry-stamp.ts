/**
 * A site's expiry stamp on a JobPosting: a `validThrough` a whole number of years after
 * `datePosted`, to the second, or more than two years after it on any terms. iCIMS stamps one year
 * unless the employer sets a date; other career sites stamp ten, or five and some weeks. It is when
 * the site would drop the advert, not a closing date the employer set, so it is never read as one.
 */
export function isExpiryStamp(postedAt: string | null | undefined, validThrough: string): boolean {
  if (!postedAt) return false;
  const postedDay = calendarDay(postedAt);
  const untilDay = calendarDay(validThrough);
  // More than two years on: no employer gives applicants that long ("2031-09-09 00:00:00T23:59"
  // on a job posted 2026-07-14). A roster open to the end of next year is still a deadline.
  if (postedDay !== null && untilDay !== null && untilDay - postedDay > FAR_OFF_DAYS) return true;
  const posted = new Date(postedAt);
  const until = new Date(validThrough);
  if (Number.isNaN(posted.getTime()) || Number.isNaN(until.getTime())) return false;
  const years = until.getUTCFullYear() - posted.getUTCFullYear();
  if (years < 1) return false;
  const stamped = new Date(posted);
  stamped.setUTCFullYear(posted.getUTCFullYear() + years);
  return stamped.getTime() === until.getTime();
}

const FAR_OFF_DAYS = 2 * 366;

/** The calendar day a date-time string begins with, as days since 1970; null when it has none. */
function calendarDay(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time / 86_400_000;
}
