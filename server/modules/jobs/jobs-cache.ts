import { AsyncLocalStorage } from "node:async_hooks";
import { LRUCache } from "lru-cache";
import type { Database } from "#server/db/create-db";
import { onJobsWritten } from "#server/db/jobs-written";
import type { JobQuery } from "./job-query";

/**
 * A small in-process TTL cache for the expensive parts of a job search: the total (with the
 * exact/fuzzy search mode), the relevance order of a keyword search (job ids, see search-jobs.ts),
 * the facet counts, and the serialised API response bodies built from them (see api-bodies.ts).
 * Counting every open job, ranking every match of a keyword or counting facets over them costs
 * tens to hundreds of milliseconds of database time, and every page of a listing and its facets
 * ask for the same numbers again.
 *
 * - Keyed by database, kind and a key the caller normalises (filterKey below for the
 *   page-independent parts). Each database has its own lru-cache.
 * - An entry lives `ttlSeconds` from when its computation started (env JOBS_CACHE_TTL, default
 *   30 s in the server; 0 turns the cache off), and never longer than the cached values it was
 *   computed from: a response body built from a total computed 20 s earlier expires 10 s later, so
 *   nothing served is older than the TTL. Off unless configured, so direct callers such as the
 *   tests always read the database.
 * - Concurrent misses for one key share a single computation (lru-cache's `fetch`); a failed one
 *   is not kept.
 * - Every promise it hands out already has a rejection handler, so a caller that never awaits it
 *   (one that threw before it could) cannot leave a rejection unhandled, which would end the
 *   process; callers that await it still get the error.
 * - Writes made through this process (insertJobs, expireJobs, ingestion) clear it. On PostgreSQL,
 *   writes by another process (another server, a worker, a script) clear it too as soon as they
 *   commit (the jobs table notifies `jobs_changed`, see jobs-changed-listener.ts); should that
 *   connection be down, they show up at most `ttlSeconds` late. Within the TTL a job that passes
 *   its deadline can still be counted and listed, as on a page rendered a moment earlier.
 * - The anonymous page cache (server/http/page-cache.ts) keeps rendered pages here too, so they
 *   follow the same TTL and the same invalidation.
 * - At most JOBS_CACHE_MAX_ENTRIES keys and MAX_BYTES of sized values (response bodies) per
 *   database; the least recently used go first.
 */

/** A computed value, with when it stops being fresh and the bytes it counts for. */
type Entry = { value: unknown; expiresAt: number; bytes: number };
/** What a miss needs to compute its value (lru-cache's fetch context). */
type Computation = { compute: () => Promise<unknown>; size?: (value: unknown) => number };
type Store = {
  entries: LRUCache<string, Entry, Computation>;
  /** A request's path and query as sent → the key of the entry it was answered from. */
  aliases: LRUCache<string, string>;
};
type State = { ttlMs: number; stores: WeakMap<Database, Store> };

export const JOBS_CACHE_MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ALIASES = 4000;

// One state per process: the server and the React Router build share this module (the build leaves
// `server/` to Node, see vite.config.ts), so configuration, cache and invalidation are the same for
// services, tasks, the HTTP layer and the routes.
const state: State = { ttlMs: 0, stores: new WeakMap() };

/** While a value is computed: the earliest expiry of the cached values it read. */
const computing = new AsyncLocalStorage<{ expiresAt: number }>();

// Expiry follows Date.now() (not the monotonic clock lru-cache uses by default), read afresh on
// every check, so that tests can move the clock.
const wallClock = { now: () => Date.now() };

export function configureJobsCache(options: { ttlSeconds: number }): void {
  state.ttlMs = Math.max(0, options.ttlSeconds) * 1000;
  state.stores = new WeakMap();
}

export function jobsCacheTtlSeconds(): number {
  return state.ttlMs / 1000;
}

const clearedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever the cache is cleared, so that what else is derived from the jobs (the
 * search box's suggestions) is forgotten with it.
 */
export function onJobsCacheCleared(listener: () => void): void {
  clearedListeners.add(listener);
}

/** Forgets everything cached; called after every write to the jobs table made by this process. */
export function invalidateJobsCache(): void {
  state.stores = new WeakMap();
  for (const listener of clearedListeners) listener();
}

// Writes announced by code below server/modules (ingestion) clear it too.
onJobsWritten(invalidateJobsCache);

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
    sorted(query.regions),
    sorted(query.contractTypes),
    sorted(query.languages),
    query.languageNeed,
    query.nationalsOnly,
    query.postingLanguage,
    query.closingWithin,
    query.remote,
    // The search text is read differently as typed (`literal`).
    query.literal,
    query.withoutSample === true,
  ]);
}

/** Milliseconds until `expiresAt`, at least 1 (lru-cache reads a TTL of 0 as "never expires"). */
function ttlUntil(expiresAt: number): number {
  return Math.max(1, expiresAt - Date.now());
}

function createStore(ttlMs: number): Store {
  const entries = new LRUCache<string, Entry, Computation>({
    max: JOBS_CACHE_MAX_ENTRIES,
    maxSize: MAX_BYTES,
    // Values that are not sized (totals, orders, facets) count for one byte.
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    ttl: ttlMs,
    ttlResolution: 0,
    perf: wallClock,
    // An entry evicted while it is computed still answers the callers waiting for it.
    ignoreFetchAbort: true,
    fetchMethod: async (_key, _stale, { options, context }) => {
      const scope = { expiresAt: Date.now() + ttlMs };
      const value = await computing.run(scope, context.compute);
      // Stored with the expiry of the oldest cached value it read.
      options.ttl = ttlUntil(scope.expiresAt);
      return { value, expiresAt: scope.expiresAt, bytes: context.size?.(value) ?? 0 };
    },
  });
  const aliases = new LRUCache<string, string>({ max: MAX_ALIASES });
  return { entries, aliases };
}

function storeFor(db: Database): Store | undefined {
  if (state.ttlMs <= 0) return undefined;
  let store = state.stores.get(db);
  if (!store) {
    store = createStore(state.ttlMs);
    state.stores.set(db, store);
  }
  return store;
}

/** Marks a promise as handled (the caller still sees its rejection when it awaits it). */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * `compute()`, or its cached value when one younger than the TTL exists for (db, kind, key).
 * `size` gives the bytes a value holds, for values large enough to count (response bodies).
 */
export function cached<T>(
  db: Database,
  kind: string,
  key: string,
  compute: () => Promise<T>,
  options: { size?: (value: T) => number } = {},
): Promise<T> {
  const store = storeFor(db);
  if (!store) return handled(compute());
  // The value being computed around this call (if any) expires no later than the one read here.
  const outer = computing.getStore();
  const context: Computation = {
    compute,
    size: options.size as Computation["size"],
  };
  return handled(
    store.entries.fetch(`${kind}:${key}`, { context }).then((entry) => {
      // The fetch method always returns an entry; lru-cache's type allows for one that does not.
      if (!entry) throw new Error(`jobs cache: no value for ${kind}:${key}`);
      if (outer && entry.expiresAt < outer.expiresAt) outer.expiresAt = entry.expiresAt;
      return entry.value as T;
    }),
  );
}

/**
 * Runs `compute()` as `cached` would (the cached values it reads bound its expiry) for a value
 * that may turn out not to be worth keeping, such as a rendered page. `keep` stores something made
 * from it under (kind, key) with that expiry and `bytes` counted; it stores nothing when the cache
 * is off, and nothing visible when the jobs changed during the computation (the entry goes into
 * the store of that moment, which the invalidation has already dropped).
 */
export async function computeCacheable<T>(
  db: Database,
  compute: () => Promise<T>,
): Promise<{ value: T; keep: (kind: string, key: string, value: unknown, bytes: number) => void }> {
  const store = storeFor(db);
  if (!store) return { value: await compute(), keep: () => {} };
  const scope = { expiresAt: Date.now() + state.ttlMs };
  const value = await computing.run(scope, compute);
  return {
    value,
    keep: (kind, key, kept, bytes) => {
      if (scope.expiresAt <= Date.now()) return;
      store.entries.set(
        `${kind}:${key}`,
        { value: kept, expiresAt: scope.expiresAt, bytes },
        { ttl: ttlUntil(scope.expiresAt) },
      );
    },
  };
}

/** The cached value for (db, kind, key) when one is computed and fresh; never computes. */
export function peekCached<T>(db: Database, kind: string, key: string): T | undefined {
  if (state.ttlMs <= 0) return undefined;
  return state.stores.get(db)?.entries.get(`${kind}:${key}`)?.value as T | undefined;
}

/**
 * Remembers that `alias` (a request's path and query as sent) names the entry (kind, key), so the
 * HTTP layer can answer the next identical request from the cache without parsing it again
 * (peekCachedByAlias). Forgotten with the entries; at most MAX_ALIASES per database.
 */
export function rememberCacheAlias(db: Database, alias: string, kind: string, key: string): void {
  const store = storeFor(db);
  if (!store || alias.length > 2048) return;
  store.aliases.set(alias, `${kind}:${key}`);
}

/** The cached value an alias names, when it is computed and fresh. */
export function peekCachedByAlias<T>(db: Database, alias: string): T | undefined {
  if (state.ttlMs <= 0) return undefined;
  const store = state.stores.get(db);
  const fullKey = store?.aliases.get(alias);
  if (!store || fullKey === undefined) return undefined;
  return store.entries.get(fullKey)?.value as T | undefined;
}
