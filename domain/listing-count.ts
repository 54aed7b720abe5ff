import { countOf, countOfTotal } from "./plural";

/** A listing's total and how many of its matches are postings of the recorded first-start sample. */
export type ListingTotal = { total: number; totalIsLowerBound: boolean; sampleTotal: number };

/**
 * How many of a listing's matches can be applied for: the total less the recorded sample
 * postings, which are listed while they are the sample but have closed at their employers' sites.
 */
export function availableTotal(result: ListingTotal): number {
  return Math.max(0, result.total - result.sampleTotal);
}

/**
 * A listing's count in words, calling only jobs one can apply to available: "12 available
 * positions" without a sample; "92 sample postings, all closed" when every match is a recorded
 * sample posting; "3 available positions and 92 closed sample postings" when both are listed. The
 * words follow the sample notice ("Sample postings recorded from employers' sites …: they have
 * closed").
 */
export function describeListingTotal(
  result: ListingTotal,
  singular = "available position",
  plural = `${singular}s`,
): string {
  const sample = Math.min(result.sampleTotal, result.total);
  if (sample <= 0) return countOfTotal(result, singular, plural);
  const available = availableTotal(result);
  if (available === 0)
    return sample === 1
      ? "1 sample posting, closed"
      : `${countOf(sample, "sample posting")}, all closed`;
  const open = result.totalIsLowerBound
    ? `${available.toLocaleString("en")}+ ${plural}`
    : countOf(available, singular, plural);
  return `${open} and ${countOf(sample, "closed sample posting")}`;
}
