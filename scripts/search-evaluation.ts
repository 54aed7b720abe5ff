// Search quality against a judged query set: every query of tests/search/queries.jsonl is run
// through the real search path (parseJobQuery, then searchJobs, as the /jobs page and the API do)
// on a database holding the first-start sample, and its results are compared with the jobs a
// person judged relevant by reading the postings. Used by `npm run eval:search` and its test.
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobs } from "#server/modules/jobs/search-jobs";
import { formatClassReport } from "./search-class-metrics";

export const QUERIES_FILE = fileURLToPath(
  new URL("../tests/search/queries.jsonl", import.meta.url),
);

/** How many results of each query are read: all of them for this corpus (under a hundred jobs). */
const RESULTS_READ = 100;
/** The results a person looks at: the first ten. */
const FIRST_PAGE = 10;

const judgedQuerySchema = z.object({
  /** As a job seeker types it in the search box. */
  query: z.string().min(1),
  /** The jobs a correct result holds, by their external id (unique in the sample). */
  relevant: z.array(z.string().min(1)),
  /** What a correct result must satisfy, in words. */
  note: z.string().min(1),
  /** For a misspelt query: the corrected query "Did you mean" should offer. */
  suggest: z.string().min(1).optional(),
  /** The kind of query (organisation, grade, place, title, skill, variant, ...), for the per-class figures. */
  class: z.string().min(1).optional(),
});

export type JudgedQuery = z.infer<typeof judgedQuerySchema>;

/** Reads the judged queries, one JSON object a line. */
export function readJudgedQueries(file = QUERIES_FILE): JudgedQuery[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      const parsed = judgedQuerySchema.safeParse(JSON.parse(line));
      if (!parsed.success)
        throw new Error(`${file} line ${index + 1}: ${z.prettifyError(parsed.error)}`);
      return parsed.data;
    });
}

export type QueryOutcome = {
  judged: JudgedQuery;
  /** The external ids of the results, in the order the search gave them. */
  results: string[];
  total: number;
  searchMode: string;
  suggestion: string | null;
  /** Relevant results among the first ten, over the results shown there (null: none expected). */
  precisionAt10: number | null;
  /** Relevant jobs found anywhere in the results, over all relevant jobs (null: none expected). */
  recall: number | null;
  /** The first result is relevant; for a query with no relevant job, nothing was found. */
  firstCorrect: boolean;
  /** For a misspelt query, whether "Did you mean" offered the expected query (null otherwise). */
  suggestionCorrect: boolean | null;
};

export type EvaluationSummary = {
  queries: number;
  /** Means over the queries that have relevant jobs. */
  precisionAt10: number;
  recall: number;
  /** Share of all queries whose first result is correct (or, with none expected, that find none). */
  firstCorrect: number;
  /** Share of the misspelt queries for which the expected correction was offered. */
  suggestions: number;
  suggestionQueries: number;
};

export function scoreQuery(
  judged: JudgedQuery,
  results: string[],
  suggestion: string | null,
): Pick<QueryOutcome, "precisionAt10" | "recall" | "firstCorrect" | "suggestionCorrect"> {
  const relevant = new Set(judged.relevant);
  const suggestionCorrect =
    judged.suggest === undefined
      ? null
      : suggestion?.trim().toLowerCase() === judged.suggest.trim().toLowerCase();
  if (relevant.size === 0) {
    return {
      precisionAt10: null,
      recall: null,
      firstCorrect: results.length === 0,
      suggestionCorrect,
    };
  }
  const shown = results.slice(0, FIRST_PAGE);
  const found = results.filter((id) => relevant.has(id)).length;
  return {
    precisionAt10: shown.length ? shown.filter((id) => relevant.has(id)).length / shown.length : 0,
    recall: found / relevant.size,
    firstCorrect: results[0] !== undefined && relevant.has(results[0]),
    suggestionCorrect,
  };
}

function mean(values: number[]): number {
  return values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
}

export function summarise(outcomes: QueryOutcome[]): EvaluationSummary {
  const judged = outcomes.filter((outcome) => outcome.recall !== null);
  const misspelt = outcomes.filter((outcome) => outcome.suggestionCorrect !== null);
  return {
    queries: outcomes.length,
    precisionAt10: mean(judged.map((outcome) => outcome.precisionAt10 ?? 0)),
    recall: mean(judged.map((outcome) => outcome.recall ?? 0)),
    firstCorrect: mean(outcomes.map((outcome) => (outcome.firstCorrect ? 1 : 0))),
    suggestions: mean(misspelt.map((outcome) => (outcome.suggestionCorrect ? 1 : 0))),
    suggestionQueries: misspelt.length,
  };
}

/** Runs every judged query on `db` (which holds the sample) and scores it. */
export async function evaluateSearch(
  db: Database,
  queries: JudgedQuery[],
): Promise<QueryOutcome[]> {
  const rows = await queryRows<{ id: string; external_id: string }>(
    db,
    sql`select id, external_id from jobs`,
  );
  const externalIds = new Map(rows.map((row) => [String(row.id), row.external_id]));
  const known = new Set(externalIds.values());
  const outcomes: QueryOutcome[] = [];
  for (const judged of queries) {
    const unknown = judged.relevant.filter((id) => !known.has(id));
    if (unknown.length)
      throw new Error(`"${judged.query}" names jobs the sample lacks: ${unknown.join(", ")}`);
    const query = parseJobQuery(
      new URLSearchParams({ search: judged.query, perPage: String(RESULTS_READ) }),
    );
    const page = await searchJobs(db, query);
    const results = page.items.map((job) => externalIds.get(job.id) ?? job.id);
    // The correction the search offers, or the one whose results it lists in place of the typed.
    const suggestion = page.correction?.query ?? page.suggestion?.query ?? null;
    outcomes.push({
      judged,
      results,
      total: page.total,
      searchMode: page.searchMode,
      suggestion,
      ...scoreQuery(judged, results, suggestion),
    });
  }
  return outcomes;
}

function percent(value: number | null): string {
  return value === null ? "  –  " : `${(value * 100).toFixed(0).padStart(3)}%`;
}

/** One line a query, then the overall figures. */
export function formatReport(outcomes: QueryOutcome[], titles: Map<string, string>): string {
  const lines = [
    "P@10  recall first  query → first result (total, mode)",
    ...outcomes.map((outcome) => {
      const first = outcome.results[0];
      const firstTitle = first === undefined ? "(nothing)" : (titles.get(first) ?? first);
      const suggestion =
        outcome.suggestionCorrect === null
          ? ""
          : `  did you mean: ${outcome.suggestion ?? "(none)"}${outcome.suggestionCorrect ? "" : ` ✗ expected ${outcome.judged.suggest}`}`;
      return `${percent(outcome.precisionAt10)} ${percent(outcome.recall)}  ${outcome.firstCorrect ? "✓" : "✗"}    ${JSON.stringify(outcome.judged.query)} → ${firstTitle.slice(0, 60)} (${outcome.total}, ${outcome.searchMode})${suggestion}`;
    }),
  ];
  const summary = summarise(outcomes);
  lines.push(
    "",
    `${summary.queries} queries: precision@10 ${percent(summary.precisionAt10).trim()}, recall ${percent(summary.recall).trim()}, ` +
      `first result correct ${percent(summary.firstCorrect).trim()}, ` +
      `"did you mean" right for ${percent(summary.suggestions).trim()} of ${summary.suggestionQueries} misspelt queries`,
    "",
    formatClassReport(outcomes),
  );
  return lines.join("\n");
}

/** The titles of the sample's jobs by external id, for the report. */
export async function readTitles(db: Database): Promise<Map<string, string>> {
  const rows = await queryRows<{ external_id: string; title: string }>(
    db,
    sql`select external_id, title from jobs`,
  );
  return new Map(rows.map((row) => [row.external_id, row.title]));
}

/**
 * The floors `npm run eval:search` and its test hold the search to: a little under the figures
 * measured when the query set was written (docs/search.md), so a change that makes search worse
 * fails, and one that makes it better can raise them.
 */
export const THRESHOLDS = {
  precisionAt10: 0.72,
  recall: 0.82,
  firstCorrect: 0.9,
  suggestions: 0.75,
} as const;

/** The figures below their floor, in words; empty when all hold. */
export function belowThresholds(summary: EvaluationSummary): string[] {
  return (Object.keys(THRESHOLDS) as (keyof typeof THRESHOLDS)[])
    .filter((key) => summary[key] < THRESHOLDS[key])
    .map(
      (key) => `${key} ${percent(summary[key]).trim()} is below ${percent(THRESHOLDS[key]).trim()}`,
    );
}
