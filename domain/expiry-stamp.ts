/**
 * A site's expiry stamp on a JobPosting: a `validThrough` a whole number of years after
 * `datePosted`, to the second. iCIMS stamps one year unless the employer sets a date; other career
 * sites stamp ten. It is when the site would drop the advert, not a closing date the employer set,
 * so it is never read as one.
 */
export function isExpiryStamp(postedAt: string | null | undefined, validThrough: string): boolean {
  if (!postedAt) return false;
  const posted = new Date(postedAt);
  const until = new Date(validThrough);
  if (Number.isNaN(posted.getTime()) || Number.isNaN(until.getTime())) return false;
  const years = until.getUTCFullYear() - posted.getUTCFullYear();
  if (years < 1) return false;
  const stamped = new Date(posted);
  stamped.setUTCFullYear(posted.getUTCFullYear() + years);
  return stamped.getTime() === until.getTime();
}
