import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { executeCount, queryRows } from "#server/db/query-rows";
import { createSummaryExcerpt } from "#domain/text";
import { isUuid } from "#server/lib/is-uuid";

/**
 * Makes the short "Job Summary" of a posting. The default is extractive (domain
 * `createSummaryExcerpt`: the most informative sentences, kept verbatim); an LLM-backed provider
 * can implement the same interface later and be passed to `generateJobSummary`.
 */
export type SummaryProvider = {
  readonly name: string;
  summarise(input: { title: string; organization: string; text: string }): Promise<string>;
};

export const extractiveSummaryProvider: SummaryProvider = {
  name: "extractive",
  summarise: ({ text }) => Promise.resolve(createSummaryExcerpt(text)),
};

export type GenerateSummaryResult =
  | { status: "created"; summary: string }
  | { status: "existing"; summary: string }
  | { status: "empty" }
  | { status: "not-found" };

/**
 * Generates and stores `jobs.summary_excerpt` for a job that has none. An existing summary is
 * returned unchanged (the write only fills an empty column, so concurrent calls cannot overwrite
 * each other). `updated_at` is left alone: the summary is derived, not a change to the posting.
 */
export async function generateJobSummary(
  db: Database,
  id: string,
  provider: SummaryProvider = extractiveSummaryProvider,
): Promise<GenerateSummaryResult> {
  if (!isUuid(id)) return { status: "not-found" };
  const [row] = await queryRows<{
    title: string;
    organization: string;
    description_text: string;
    summary_excerpt: string | null;
  }>(
    db,
    sql`select title, organization, description_text, summary_excerpt from jobs where id = ${id} limit 1`,
  );
  if (!row) return { status: "not-found" };
  if (row.summary_excerpt?.trim()) return { status: "existing", summary: row.summary_excerpt };
  const summary = (
    await provider.summarise({
      title: row.title,
      organization: row.organization,
      text: row.description_text,
    })
  ).trim();
  if (!summary) return { status: "empty" };
  const changed = await executeCount(
    db,
    sql`update jobs set summary_excerpt = ${summary}
        where id = ${id} and (summary_excerpt is null or btrim(summary_excerpt) = '')`,
  );
  if (changed === 0) {
    const [current] = await queryRows<{ summary_excerpt: string | null }>(
      db,
      sql`select summary_excerpt from jobs where id = ${id}`,
    );
    if (current?.summary_excerpt) return { status: "existing", summary: current.summary_excerpt };
  }
  return { status: "created", summary };
}
