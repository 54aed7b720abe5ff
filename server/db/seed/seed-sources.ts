import type { Database } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { SOURCE_CATALOG } from "#server/ingestion/source-catalog";

/** Adds the catalog's sources that are not there yet; never overwrites what an admin changed. */
export async function seedSourceCatalog(db: Database): Promise<number> {
  const inserted = await db
    .insert(sources)
    .values(
      SOURCE_CATALOG.map((source) => ({
        name: source.name,
        type: source.type,
        baseUrl: source.baseUrl,
        isActive: source.isActive ?? true,
        metadata: source.metadata,
      })),
    )
    .onConflictDoNothing({ target: sources.name })
    .returning({ id: sources.id });
  return inserted.length;
}
