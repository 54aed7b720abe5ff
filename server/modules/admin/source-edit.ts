import { eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { SOURCE_CATALOG } from "#server/ingestion/source-catalog";
import { recordAdminChange, type AdminActor, type FieldChange } from "./record-admin-change";
import {
  SOURCE_FORM_FIELDS,
  sortedKeys,
  type CheckedSource,
  type SourceFormField,
  type SourceFormValues,
} from "./source-form";

/**
 * Sources created and edited by hand in the admin area (the form and its schema are
 * source-form.ts). Every create and edit is written to the admin audit log with each field's value
 * before and after.
 */

const CATALOG_NAMES = new Set(SOURCE_CATALOG.map((source) => source.name));

/** True for a source the first start seeds from the catalog (matched by name at every start). */
export function isCatalogSource(name: string): boolean {
  return CATALOG_NAMES.has(name);
}

/** The values compared and logged: the metadata as compact JSON (keys sorted) without the adapter. */
function comparable(source: {
  name: string;
  type: string;
  baseUrl: string;
  metadata: Record<string, unknown>;
}): SourceFormValues {
  const { adapter, ...options } = source.metadata;
  return {
    name: source.name,
    type: source.type,
    adapter: typeof adapter === "string" ? adapter : "",
    baseUrl: source.baseUrl,
    metadata: JSON.stringify(sortedKeys(options)),
  };
}

const NAME_TAKEN = "A source with this name already exists.";

async function nameTaken(db: Database, name: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sources.id })
    .from(sources)
    .where(eq(sources.name, name))
    .limit(1);
  return row !== undefined && row.id !== exceptId;
}

export type SaveSourceResult =
  | { ok: true; id: string }
  | { ok: false; status: 404 | 409; field?: SourceFormField; message: string };

/** Stores a new source (active); its name must be free. */
export async function createSource(
  db: Database,
  actor: AdminActor,
  source: CheckedSource,
): Promise<SaveSourceResult> {
  if (await nameTaken(db, source.name))
    return { ok: false, status: 409, field: "name", message: NAME_TAKEN };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sources)
      .values({ ...source, isActive: true })
      .returning({ id: sources.id });
    const after = comparable(source);
    const changes: Partial<Record<SourceFormField, FieldChange>> = {};
    for (const name of SOURCE_FORM_FIELDS) changes[name] = { before: "", after: after[name] };
    await recordAdminChange(tx, actor, "source created", row!.id, changes);
    return row!.id;
  });
  return { ok: true, id };
}

/**
 * Applies the form to a stored source; only what differs is logged. A catalog source keeps its
 * name: every start adds the catalog's sources that are missing by name, so a renamed one would
 * come back as a second copy (its other fields are the admin's to change, and no start
 * overwrites them).
 */
export async function updateSource(
  db: Database,
  actor: AdminActor,
  id: string,
  source: CheckedSource,
): Promise<SaveSourceResult & { changed?: SourceFormField[] }> {
  if (!z.uuid().safeParse(id).success)
    return { ok: false, status: 404, message: "Failed to update source: it no longer exists." };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(sources).where(eq(sources.id, id)).for("update");
    if (!row)
      return {
        ok: false as const,
        status: 404 as const,
        message: "Failed to update source: it no longer exists.",
      };
    if (row.name !== source.name && isCatalogSource(row.name))
      return {
        ok: false as const,
        status: 409 as const,
        field: "name" as const,
        message: `“${row.name}” comes from the source catalog and keeps its name (the catalog is matched by name at every start).`,
      };
    if (row.name !== source.name && (await nameTaken(tx, source.name, id)))
      return {
        ok: false as const,
        status: 409 as const,
        field: "name" as const,
        message: NAME_TAKEN,
      };
    const before = comparable(row);
    const after = comparable(source);
    const changed = SOURCE_FORM_FIELDS.filter((name) => before[name] !== after[name]);
    if (changed.length > 0) {
      await tx
        .update(sources)
        .set({ ...source, updatedAt: new Date() })
        .where(eq(sources.id, id));
      const changes: Partial<Record<SourceFormField, FieldChange>> = {};
      for (const name of changed) changes[name] = { before: before[name], after: after[name] };
      await recordAdminChange(tx, actor, "source updated", id, changes);
    }
    return { ok: true as const, id, changed };
  });
}
