import { sql } from "drizzle-orm";
import { detectPostingLanguage, UNDETERMINED_LANGUAGE } from "#domain/posting-language";
import type { Database } from "#server/db/create-db";
import { executeCount, queryRows } from "#server/db/query-rows";

const BATCH_SIZE = 200;

/**
 * Reads the language of the jobs stored before it was read (`posting_language` is null), a batch
 * at a time, each batch written by one statement; a job whose language cannot be told is marked
 * undetermined so that it is not read again. Writing the language re-indexes the job's words with
 * its language's configuration (`search` is generated from it, and the search table's trigger
 * copies it). Returns how many jobs it filled; `shouldStop` is asked between batches (the process
 * is closing).
 */
export async function fillPostingLanguage(
  db: Database,
  options: { shouldStop?: () => boolean; batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let filled = 0;
  while (!options.shouldStop?.()) {
    const rows = await queryRows<{ id: string; title: string; description_text: string | null }>(
      db,
      sql`select id, title, description_text from jobs where posting_language is null order by id limit ${batchSize}`,
    );
    if (rows.length === 0) break;
    const values = Object.fromEntries(
      rows.map((row) => [
        row.id,
        detectPostingLanguage(row.title, row.description_text ?? "") ?? UNDETERMINED_LANGUAGE,
      ]),
    );
    filled += await executeCount(
      db,
      sql`update jobs j set posting_language = x.language
      from jsonb_each_text(${JSON.stringify(values)}::jsonb) as x(id, language)
      where j.id = x.id::uuid`,
    );
    if (rows.length < batchSize) break;
  }
  return filled;
}
