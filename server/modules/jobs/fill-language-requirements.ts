import { sql } from "drizzle-orm";
import { readLanguageRequirements } from "#domain/language-requirements";
import type { Database } from "#server/db/create-db";
import { languageColumns } from "#server/db/language-columns";
import { executeCount, queryRows } from "#server/db/query-rows";

const BATCH_SIZE = 200;

/**
 * Reads the language requirements of the jobs stored before they were read (their columns are
 * null), a batch at a time, each batch written by one statement. Returns how many jobs it filled.
 * `shouldStop` is asked between batches (the process is closing).
 */
export async function fillLanguageRequirements(
  db: Database,
  options: { shouldStop?: () => boolean; batchSize?: number } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let filled = 0;
  while (!options.shouldStop?.()) {
    const rows = await queryRows<{ id: string; description_text: string }>(
      db,
      sql`select id, description_text from jobs where languages_required is null order by id limit ${batchSize}`,
    );
    if (rows.length === 0) break;
    const values = Object.fromEntries(
      rows.map((row) => {
        const columns = languageColumns(readLanguageRequirements(row.description_text));
        return [
          row.id,
          { r: columns.languagesRequired, a: columns.languagesAsset, o: columns.languageOther },
        ];
      }),
    );
    filled += await executeCount(
      db,
      sql`update jobs j set
        languages_required = array(select jsonb_array_elements_text(x.v -> 'r')),
        languages_asset = array(select jsonb_array_elements_text(x.v -> 'a')),
        language_other = x.v ->> 'o'
      from jsonb_each(${JSON.stringify(values)}::jsonb) as x(id, v)
      where j.id = x.id::uuid`,
    );
    if (rows.length < batchSize) break;
  }
  return filled;
}
