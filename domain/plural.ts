// Counts in running text: "1 open position", "2 open positions", "1,234 open positions".

/** The count in English digit grouping with the noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en")} ${count === 1 ? singular : plural}`;
}

/**
 * A search's total, which past the count's cap is a lower bound: "10,000+ positions", as search
 * engines say it; otherwise as countOf.
 */
export function countOfTotal(
  result: { total: number; totalIsLowerBound: boolean },
  singular: string,
  plural = `${singular}s`,
): string {
  return result.totalIsLowerBound
    ? `${result.total.toLocaleString("en")}+ ${plural}`
    : countOf(result.total, singular, plural);
}
