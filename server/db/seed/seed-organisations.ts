import { sql } from "drizzle-orm";
import { ORGANISATIONS } from "#domain/organisations";
import type { Database } from "#server/db/create-db";
import { organizations } from "#server/db/schema";

/** Upserts the canonical employer registry; returns slug → id. */
export async function seedOrganisations(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .insert(organizations)
    .values(
      ORGANISATIONS.map((organisation) => ({
        slug: organisation.slug,
        name: organisation.name,
        acronym: organisation.acronym,
        aliases: organisation.aliases,
        category: organisation.category,
        careersUrl: organisation.careersUrl,
        headquarters: organisation.headquarters,
        foundedYear: organisation.foundedYear,
        focusAreas: organisation.focusAreas,
        description: organisation.description,
        logoUrl: organisation.logo,
      })),
    )
    .onConflictDoUpdate({
      target: organizations.slug,
      set: {
        name: sql`excluded.name`,
        acronym: sql`excluded.acronym`,
        aliases: sql`excluded.aliases`,
        category: sql`excluded.category`,
        careersUrl: sql`excluded.careers_url`,
        headquarters: sql`excluded.headquarters`,
        foundedYear: sql`excluded.founded_year`,
        focusAreas: sql`excluded.focus_areas`,
        description: sql`excluded.description`,
        logoUrl: sql`excluded.logo_url`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: organizations.id, slug: organizations.slug });
  return new Map(rows.map((row) => [row.slug, row.id]));
}
