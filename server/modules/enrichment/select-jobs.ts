import { and, desc, eq, gte, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { findOrganisationBySlug } from "#domain/organisations";
import type { Database } from "#server/db/create-db";
import { jobs, sources } from "#server/db/schema";
import { resolveAdapter } from "#server/ingestion/ingest-source";
import type { JobPatch, StoredJob } from "./rederive-job";

const DAY_MS = 86_400_000;

export type JobSelection = {
  /** Source names the jobs must come from; null: any source. */
  sources: string[] | null;
  /** Organisation slug; jobs stored without a slug match by the registry's names for it. */
  organization: string | null;
  days: number | null;
  limit: number | null;
  includeClosed: boolean;
};

/** The names of the configured sources, for picking one. */
export async function listSourceNames(db: Database): Promise<string[]> {
  const rows = await db.select({ name: sources.name }).from(sources).orderBy(sources.name);
  return rows.map((row) => row.name);
}

/** The names of the configured sources whose adapter is `adapter` (e.g. un-careers). */
export async function findSourcesByAdapter(db: Database, adapter: string): Promise<string[]> {
  const rows = await db
    .select({ name: sources.name, type: sources.type, metadata: sources.metadata })
    .from(sources);
  return rows
    .filter((row) => {
      try {
        return resolveAdapter(row).name === adapter;
      } catch {
        return false;
      }
    })
    .map((row) => row.name)
    .sort();
}

function matchOrganization(slug: string): SQL {
  const organisation = findOrganisationBySlug(slug);
  const names = organisation
    ? [organisation.name, organisation.acronym, ...organisation.aliases].map((name) =>
        name.toLowerCase(),
      )
    : [];
  const bySlug = eq(jobs.organizationSlug, slug);
  if (names.length === 0) return bySlug;
  return or(
    bySlug,
    and(isNull(jobs.organizationSlug), inArray(sql`lower(${jobs.organization})`, names)),
  )!;
}

/**
 * The ids of the jobs a run covers, newest first (first seen, then id): open ones unless asked,
 * narrowed by source, organisation and window, at most `limit`.
 */
export async function selectJobIds(
  db: Database,
  selection: JobSelection,
  now: Date,
): Promise<string[]> {
  if (selection.sources !== null && selection.sources.length === 0) return [];
  const conditions: SQL[] = [];
  if (!selection.includeClosed)
    conditions.push(
      sql`${jobs.status} = 'active' and coalesce(${jobs.expiresAt}, 'infinity'::timestamptz) > ${now.toISOString()}::timestamptz`,
    );
  if (selection.sources) conditions.push(inArray(jobs.source, selection.sources));
  if (selection.organization) conditions.push(matchOrganization(selection.organization));
  if (selection.days !== null)
    conditions.push(gte(jobs.firstSeenAt, new Date(now.getTime() - selection.days * DAY_MS)));
  const query = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(...conditions))
    .orderBy(desc(jobs.firstSeenAt), desc(jobs.id));
  const rows = await (selection.limit !== null ? query.limit(selection.limit) : query);
  return rows.map((row) => row.id);
}

const STORED_COLUMNS = {
  id: jobs.id,
  source: jobs.source,
  title: jobs.title,
  organization: jobs.organization,
  organizationSlug: jobs.organizationSlug,
  location: jobs.location,
  city: jobs.city,
  country: jobs.country,
  countryCode: jobs.countryCode,
  region: jobs.region,
  isRemote: jobs.isRemote,
  isMultiLocation: jobs.isMultiLocation,
  description: jobs.description,
  descriptionText: jobs.descriptionText,
  professionalField: jobs.professionalField,
  level: jobs.level,
  gradeCode: jobs.gradeCode,
  gradeSource: jobs.gradeSource,
  gradeConfidence: jobs.gradeConfidence,
  contractType: jobs.contractType,
  nationalsOnly: jobs.nationalsOnly,
  expiresAt: jobs.expiresAt,
  closingDate: jobs.closingDate,
  status: jobs.status,
  summaryExcerpt: jobs.summaryExcerpt,
  adminEditedFields: jobs.adminEditedFields,
};

/** The stored jobs with these ids, in the order of the ids. */
export async function loadStoredJobs(db: Database, ids: string[]): Promise<StoredJob[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(STORED_COLUMNS).from(jobs).where(inArray(jobs.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Writes the re-derived columns of a batch in one transaction; `updated_at` marks the change. */
export async function writeJobPatches(
  db: Database,
  patches: { id: string; patch: JobPatch }[],
  now: Date,
): Promise<void> {
  if (patches.length === 0) return;
  await db.transaction(async (tx) => {
    for (const { id, patch } of patches)
      await tx
        .update(jobs)
        .set({ ...patch, updatedAt: now })
        .where(eq(jobs.id, id));
  });
}
