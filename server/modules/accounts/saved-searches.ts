import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { savedSearches, type SavedSearchFilters } from "#server/db/schema";
import { parseJobQuery, type JobQuery } from "#server/modules/jobs/job-query";
import { CONTRACT_TYPE_LABELS } from "#domain/contract-types";
import { findRegionFilter } from "#domain/regions";
import { isUuid } from "#server/lib/is-uuid";
import type { SavedSearchDto } from "./account-api-schemas";

export type { SavedSearchDto } from "./account-api-schemas";

export const MAX_SAVED_SEARCHES = 25;
export const SAVED_SEARCH_LIMIT_MESSAGE = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches. Delete one to save another.`;

type SavedSearchRow = typeof savedSearches.$inferSelect;

export class SavedSearchLimitError extends Error {
  override name = "SavedSearchLimitError";
  constructor() {
    super(SAVED_SEARCH_LIMIT_MESSAGE);
  }
}

/** Refused: the user already has a saved search with the same filters (the digest would list both). */
export class SavedSearchDuplicateError extends Error {
  override name = "SavedSearchDuplicateError";
  constructor(readonly existingName: string) {
    super(`You already have this search saved, as “${existingName}”.`);
  }
}

const joined = (values: string[]) => (values.length ? values.join(",") : null);

/**
 * What a saved search stores of a listing query, so that it runs the same search later: every
 * filter, whether the text is searched as typed, and an order other than the default. Paging is
 * not part of it.
 */
export function filtersFromQuery(query: JobQuery) {
  const filters: SavedSearchFilters = {};
  if (query.levels.length) filters.level = [...query.levels];
  if (query.fields.length) filters.field = [...query.fields];
  if (query.grades.length) filters.grade = [...query.grades];
  if (query.organizations.length) filters.organization = [...query.organizations];
  if (query.regions.length) filters.region = [...query.regions];
  if (query.contractTypes.length) filters.contract = [...query.contractTypes];
  if (query.nationalsOnly !== null) filters.nationalsOnly = query.nationalsOnly;
  if (query.closingWithin !== null) filters.closingWithin = query.closingWithin;
  if (query.remote !== null) filters.remote = query.remote;
  if (query.languages.length) filters.language = [...query.languages];
  if (query.languageNeed !== null) filters.languageNeed = query.languageNeed;
  if (query.postingLanguage !== null) filters.postingLanguage = query.postingLanguage;
  // Only with search text: without any, there is nothing to read either way.
  if (query.literal && query.search) filters.literal = true;
  const defaultSort = query.search ? "relevance" : "newest";
  if (query.sort !== defaultSort && !(query.sort === "relevance" && !query.search))
    filters.sort = query.sort;
  return {
    searchKeyword: query.search,
    organizationFilter: joined(query.organizations),
    locationFilter: joined(query.locations),
    sourceFilter: joined(query.sources),
    filters,
  };
}

/** The listing parameters of a stored search; `parseJobQuery` of them gives its JobQuery. */
export function searchParamsOf(
  row: Pick<
    SavedSearchRow,
    "searchKeyword" | "organizationFilter" | "locationFilter" | "sourceFilter" | "filters"
  >,
): URLSearchParams {
  const params = new URLSearchParams();
  if (row.searchKeyword) params.set("search", row.searchKeyword);
  if (row.organizationFilter) params.set("organization", row.organizationFilter);
  if (row.locationFilter) params.set("location", row.locationFilter);
  if (row.sourceFilter) params.set("source", row.sourceFilter);
  const filters = row.filters ?? {};
  for (const level of filters.level ?? []) params.append("level", level);
  for (const field of filters.field ?? []) params.append("field", field);
  for (const grade of filters.grade ?? []) params.append("grade", grade);
  for (const region of filters.region ?? []) params.append("region", region);
  for (const contract of filters.contract ?? []) params.append("contract", contract);
  if (filters.nationalsOnly !== undefined)
    params.set("nationalsOnly", String(filters.nationalsOnly));
  if (filters.closingWithin) params.set("closingWithin", String(filters.closingWithin));
  if (filters.remote !== undefined) params.set("remote", String(filters.remote));
  for (const language of filters.language ?? []) params.append("language", language);
  if (filters.languageNeed) params.set("languageNeed", filters.languageNeed);
  if (filters.postingLanguage) params.set("postingLanguage", filters.postingLanguage);
  if (filters.literal) params.set("literal", "1");
  if (filters.sort) params.set("sort", filters.sort);
  return params;
}

export function toSavedSearchDto(row: SavedSearchRow): SavedSearchDto {
  return {
    id: row.id,
    user_id: row.userId,
    name: row.name,
    is_active: row.isActive,
    search_keyword: row.searchKeyword,
    organization_filter: row.organizationFilter,
    location_filter: row.locationFilter,
    source_filter: row.sourceFilter,
    filters: row.filters ?? {},
    last_alerted_at: row.lastAlertedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    query: searchParamsOf(row).toString(),
  };
}

/**
 * What makes two saved searches the same search: their filters and whether the text is searched as
 * typed, with the order of values, case and spacing ignored (paging, sort and the name do not
 * count: the same jobs, in another order, would reach the digest twice).
 */
export function savedSearchKey(query: JobQuery): string {
  const fold = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase();
  const set = (values: readonly string[]) => [...new Set(values.map(fold))].sort();
  return JSON.stringify([
    query.search ? fold(query.search) : null,
    set(query.locations),
    set(query.organizations),
    set(query.sources),
    set(query.fields),
    set(query.levels),
    set(query.grades),
    set(query.regions),
    set(query.contractTypes),
    query.nationalsOnly,
    query.closingWithin,
    query.remote,
    set(query.languages),
    query.languageNeed,
    query.postingLanguage,
    query.literal && query.search !== null,
  ]);
}

function storedSearchKey(row: SavedSearchRow): string | null {
  try {
    return savedSearchKey(parseJobQuery(searchParamsOf(row)));
  } catch {
    // A stored filter that no longer parses matches nothing new.
    return null;
  }
}

/** A name from the form, or one made of the filters. */
export function defaultSearchName(query: JobQuery): string {
  const parts = [
    query.search,
    ...query.organizations,
    ...query.locations,
    ...query.regions.map((slug) => findRegionFilter(slug)?.name ?? slug),
    ...query.fields,
    ...query.levels,
    ...query.grades,
    ...query.contractTypes.map((type) => CONTRACT_TYPE_LABELS[type]),
    query.nationalsOnly === true ? "Nationals only" : null,
  ].filter(Boolean);
  return (parts.join(" · ") || "All open jobs").slice(0, 100);
}

/**
 * Saves the listing's filters under a name. Throws InvalidQueryError for bad filters,
 * SavedSearchDuplicateError when the user already has a search with the same filters, and
 * SavedSearchLimitError at MAX_SAVED_SEARCHES.
 */
export async function createSavedSearch(
  db: Database,
  userId: string,
  input: { name?: string | null; params: URLSearchParams; isActive?: boolean },
): Promise<SavedSearchDto> {
  const query = parseJobQuery(input.params);
  const name = input.name?.trim().slice(0, 100) || defaultSearchName(query);
  return db.transaction(async (tx) => {
    // Serialises concurrent creates of one user, so the limit and the duplicate check hold.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${userId}`}))`);
    const existing = await tx.select().from(savedSearches).where(eq(savedSearches.userId, userId));
    const key = savedSearchKey(query);
    const same = existing.find((row) => storedSearchKey(row) === key);
    if (same) throw new SavedSearchDuplicateError(same.name);
    if (existing.length >= MAX_SAVED_SEARCHES) throw new SavedSearchLimitError();
    const [created] = await tx
      .insert(savedSearches)
      .values({ userId, name, isActive: input.isActive ?? true, ...filtersFromQuery(query) })
      .returning();
    return toSavedSearchDto(created!);
  });
}

export async function listSavedSearches(db: Database, userId: string): Promise<SavedSearchDto[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
  return rows.map(toSavedSearchDto);
}

/** Renames or pauses/resumes one of the user's searches; null when it is not theirs. */
export async function updateSavedSearch(
  db: Database,
  userId: string,
  id: string,
  changes: { name?: string; isActive?: boolean },
): Promise<SavedSearchDto | null> {
  if (!isUuid(id)) return null;
  const set: Partial<typeof savedSearches.$inferInsert> = { updatedAt: new Date() };
  if (changes.name !== undefined) set.name = changes.name.trim().slice(0, 100) || "Saved search";
  if (changes.isActive !== undefined) set.isActive = changes.isActive;
  const [row] = await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  return row ? toSavedSearchDto(row) : null;
}

/** Deletes one of the user's searches; false when it is not theirs. */
export async function deleteSavedSearch(db: Database, userId: string, id: string) {
  if (!isUuid(id)) return false;
  const removed = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return removed.length > 0;
}
