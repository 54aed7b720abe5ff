// Per-class figures of the judged query set: for each class of query (organisation acronyms,
// grades, places, titles, skills, variants and typos, ...), the share of queries with a relevant
// job among the first ten results (success@10) and the mean nDCG@10, then the queries that fail.

/** What the figures need of a query's outcome. */
export type ClassOutcome = {
  judged: { query: string; relevant: string[]; class?: string };
  results: string[];
};

const FIRST_PAGE = 10;

/**
 * A relevant job among the first ten results; for a query with no relevant job (the sample has
 * none), nothing found at all.
 */
export function successAt10(outcome: ClassOutcome): boolean {
  const relevant = new Set(outcome.judged.relevant);
  if (relevant.size === 0) return outcome.results.length === 0;
  return outcome.results.slice(0, FIRST_PAGE).some((id) => relevant.has(id));
}

/**
 * Normalised discounted cumulative gain over the first ten results, every relevant job a gain of 1:
 * the sum of 1/log2(rank + 1) over the relevant results, over the same sum for the best possible
 * order (all relevant jobs first, at most ten). For a query with no relevant job: 1 when nothing
 * is found, else 0.
 */
export function ndcgAt10(outcome: ClassOutcome): number {
  const relevant = new Set(outcome.judged.relevant);
  if (relevant.size === 0) return outcome.results.length === 0 ? 1 : 0;
  const gain = (rank: number) => 1 / Math.log2(rank + 2);
  const found = outcome.results
    .slice(0, FIRST_PAGE)
    .reduce((sum, id, rank) => sum + (relevant.has(id) ? gain(rank) : 0), 0);
  let ideal = 0;
  for (let rank = 0; rank < Math.min(relevant.size, FIRST_PAGE); rank++) ideal += gain(rank);
  return found / ideal;
}

export type ClassFigures = { name: string; queries: number; successAt10: number; ndcgAt10: number };

/** One row per class, in the order the classes first appear, then all queries together. */
export function classFigures(outcomes: ClassOutcome[]): ClassFigures[] {
  const classes = new Map<string, ClassOutcome[]>();
  for (const outcome of outcomes) {
    const name = outcome.judged.class ?? "unclassified";
    classes.set(name, [...(classes.get(name) ?? []), outcome]);
  }
  const figures = (name: string, members: ClassOutcome[]): ClassFigures => ({
    name,
    queries: members.length,
    successAt10: members.filter(successAt10).length / members.length,
    ndcgAt10: members.reduce((sum, member) => sum + ndcgAt10(member), 0) / members.length,
  });
  return [
    ...[...classes].map(([name, members]) => figures(name, members)),
    figures("all", outcomes),
  ];
}

/** The per-class table (Markdown) and the queries without a relevant job in their first ten. */
export function formatClassReport(outcomes: ClassOutcome[]): string {
  const percent = (value: number) => `${(value * 100).toFixed(0)}%`;
  const failing = outcomes.filter((outcome) => !successAt10(outcome));
  return [
    "| class | queries | success@10 | nDCG@10 |",
    "|---|---:|---:|---:|",
    ...classFigures(outcomes).map(
      (row) =>
        `| ${row.name} | ${row.queries} | ${percent(row.successAt10)} | ${row.ndcgAt10.toFixed(2)} |`,
    ),
    "",
    failing.length
      ? `Failing at 10 (${failing.length}): ${failing
          .map(
            (outcome) =>
              `${JSON.stringify(outcome.judged.query)} (${outcome.judged.class ?? "unclassified"})`,
          )
          .join(", ")}`
      : "No query fails at 10.",
  ].join("\n");
}
