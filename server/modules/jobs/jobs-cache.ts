import type { Database } from "#server/db/create-db";
import type { JobQuery } from "./job-query";

/**
 * A small in-process TTL cache for the expensive, page-independent parts of a job search: the
 * total (with the exact/fuzzy search mode), the relevance order of a keyword search (job ids, see
 * search-jobs.ts) and the facet counts. Counting every open job, ranking every match of a keyword
 * or counting facets over them costs tens to hundreds of milliseconds of database time, and every
 * page of a listing and its facets ask for the same numbers again.
 *
 * - Keyed by database and by the normalised filters (page, perPage, sort and include leave these
 *   unchanged, so they are not part of the key; filter values are sorted).
 * - An entry lives `ttlSeconds` from when it was computed (env JOBS_CACHE_TTL, default 30 s in the
 *   server; 0 turns the cache off). Off unless configured, so direct callers such as the tests
 *   always read the database.
 * - Concurrent misses for one key share a single database query; a failed query is not kept.
 * - Writes made through this process (insertJobs, expireJobs) clear it; writes by another process
 *   (another server, a script) show up at most `ttlSeconds` late. Within the TTL a job that passes
 *   its deadline can still be counted and listed, as on a page rendered a moment earlier; the rows
 *   of a page themselves are always read fresh.
 * - At most MAX_ENTRIES keys per database; the oldest go first.
 */

type Entry = { expiresAt: number; value: Promise<unknown> };
type State = { ttlMs: number; stores: WeakMap<Database, Map<string, Entry>> };

const MAX_ENTRIES = 2000;

// The production server loads this module twice: once from the sources (services, tasks) and once
// inside the React Router build (the routes). The state lives on globalThis so that both copies
// share one configuration, one cache and one invalidation.
const STATE_KEY = Symbol.for("blueboard.jobsCache");
const state: State =
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] as State | undefined) ??
  ((globalThis as Record<symbol, unknown>)[STATE_KEY] = {
    ttlMs: 0,
    stores: new WeakMap(),
  } satisfies State);

export function configureJobsCache(options: { ttlSeconds: number }): void {
  state.ttlMs = Math.max(0, options.ttlSeconds) * 1000;
  state.stores = new WeakMap();
}

export function jobsCacheTtlSeconds(): number {
  return state.ttlMs / 1000;
}

/** Forgets everything cached; called after every write to the jobs table made by this process. */
export function invalidateJobsCache(): void {
  state.stores = new WeakMap();
}

/** The filters that decide which jobs match, in a canonical form. */
export function filterKey(query: JobQuery): string {
  const sorted = (values: readonly string[]) => [...values].sort();
  return JSON.stringify([
    query.status,
    query.search,
    sorted(query.sources.map((source) => source.toLowerCase())),
    sorted(query.locations),
    sorted(query.organizations),
    sorted(query.fields),
    sorted(query.levels),
    sorted(query.grades),
    query.closingWithin,
    query.remote,
  ]);
}

/** `compute()`, or its cached value when one younger than the TTL exists for (db, kind, key). */
export function cached<T>(
  db: Database,
  kind: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  if (state.ttlMs <= 0) return compute();
  let store = state.stores.get(db);
  if (!store) {
    store = new Map();
    state.stores.set(db, store);
  }
  const fullKey = `${kind}:${key}`;
  const now = Date.now();
  const hit = store.get(fullKey);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (hit) store.delete(fullKey);
  const owner = store;
  const value = compute();
  const entry: Entry = { expiresAt: now + state.ttlMs, value };
  owner.set(fullKey, entry);
  value.catch(() => {
    if (owner.get(fullKey) === entry) owner.delete(fullKey);
  });
  while (owner.size > MAX_ENTRIES) {
    const oldest = owner.keys().next().value;
    if (oldest === undefined) break;
    owner.delete(oldest);
  }
  return value;
}
