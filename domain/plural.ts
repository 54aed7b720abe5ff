// Counts in running text: "1 open position", "2 open positions", "1,234 open positions".

/** The count in English digit grouping with the noun in the right number. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString("en")} ${count === 1 ? singular : plural}`;
}
