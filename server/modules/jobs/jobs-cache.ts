import { AsyncLocalStorage } from "node:async_hooks";
import type { Database } from "#server/db/create-db";
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
 *   page-independent parts).
 * - An entry lives `ttlSeconds` from when it was computed (env JOBS_CACHE_TTL, default 30 s in the
 *   server; 0 turns the cache off), and never longer than the cached values it was computed from:
 *   a response body built from a total computed 20 s earlier expires 10 s later, so nothing served
 *   is older than the TTL. Off unless configured, so direct callers such as the tests always read
 *   the database.
 * - Concurrent misses for one key share a single computation; a failed one is not kept.
 * - Every promise it hands out already has a rejection handler (the one that drops the failed
 *   entry), so a caller that never awaits it (one that threw before it could) cannot leave a
 *   rejection unhandled, which would end the process; callers that await it still get the error.
 * - Writes made through this process (insertJobs, expireJobs, ingestion) clear it. On PostgreSQL,
 *   writes by another process (another server, a worker, a script) clear it too as soon as they
 *   commit (the jobs table notifies `jobs_changed`, see jobs-changed-listener.ts); should that
 *   connection be down, they show up at most `ttlSeconds` late. Within the TTL a job that passes
 *   its deadline can still be counted and listed, as on a page rendered a moment earlier.
 * - The anonymous page cache (server/http/page-cache.ts) keeps rendered pages here too, so they
 *   follow the same TTL and the same invalidation.
 * - At most MAX_ENTRIES keys and MAX_BYTES of sized values (response bodies) per database; the
 *   oldest go first.
 */

type Entry = {
  expiresAt: number;
  value: Promise<unknown>;
  /** Set once the value has resolved, for synchronous reads (peekCached). */
  settled?: { value: unknown };
  bytes: number;
};
type Store = { entries: Map<string, Entry>; bytes: number; aliases: Map<string, string> };
type State = { ttlMs: number; stores: WeakMap<Database, Store> };

const MAX_ENTRIES = 2000;
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_ALIASES = 4000;

// One state per process: the server and the React Router build share this module (the build leaves
// `server/` to Node, see vite.config.ts), so configuration, cache and invalidation are the same for
// services, tasks, the HTTP layer and the routes.
const state: State = { ttlMs: 0, stores: new WeakMap() };

/** While a value is computed: the earliest expiry of the cached values it read. */
const computing = new AsyncLocalStorage<{ expiresAt: number }>();

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
    sorted(query.regions),
    sorted(query.contractTypes),
    query.nationalsOnly,
    query.closingWithin,
    query.remote,
    // The search text is read differently as typed (`literal`).
    query.literal,
    query.withoutSample === true,
  ]);
}

function storeFor(db: Database): Store | undefined {
  if (state.ttlMs <= 0) return undefined;
  let store = state.stores.get(db);
  if (!store) {
    store = { entries: new Map(), bytes: 0, aliases: new Map() };
    state.stores.set(db, store);
  }
  return store;
}

function remove(store: Store, fullKey: string, entry: Entry): void {
  if (store.entries.get(fullKey) !== entry) return;
  store.entries.delete(fullKey);
  store.bytes -= entry.bytes;
}

function evictOldest(store: Store): void {
  while (store.entries.size > MAX_ENTRIES || store.bytes > MAX_BYTES) {
    const oldest = store.entries.entries().next().value;
    if (!oldest) break;
    remove(store, oldest[0], oldest[1]);
  }
}

/** Marks a promise as handled (the caller still sees its rejection when it awaits it). */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/** Lets the value being computed (if any) expire no later than this entry. */
function noteRead(entry: Entry): void {
  const scope = computing.getStore();
  if (scope && entry.expiresAt < scope.expiresAt) scope.expiresAt = entry.expiresAt;
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
  const fullKey = `${kind}:${key}`;
  const now = Date.now();
  const hit = store.entries.get(fullKey);
  if (hit && hit.expiresAt > now) {
    if (computing.getStore()) {
      // The entry's expiry can still be lowered while its own value is being computed.
      return handled(
        hit.value.then((value) => {
          noteRead(hit);
          return value as T;
        }),
      );
    }
    return hit.value as Promise<T>;
  }
  if (hit) remove(store, fullKey, hit);

  const scope = { expiresAt: now + state.ttlMs };
  const value = computing.run(scope, compute);
  const entry: Entry = { expiresAt: scope.expiresAt, value, bytes: 0 };
  store.entries.set(fullKey, entry);
  evictOldest(store);
  const outer = computing.getStore();
  const settled = value.then(
    (result) => {
      entry.expiresAt = scope.expiresAt;
      entry.settled = { value: result };
      if (options.size && store.entries.get(fullKey) === entry) {
        entry.bytes = options.size(result);
        store.bytes += entry.bytes;
        evictOldest(store);
      }
      if (outer && entry.expiresAt < outer.expiresAt) outer.expiresAt = entry.expiresAt;
      return result;
    },
    (error: unknown) => {
      remove(store, fullKey, entry);
      throw error;
    },
  );
  entry.value = handled(settled);
  return settled;
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
      const fullKey = `${kind}:${key}`;
      const old = store.entries.get(fullKey);
      if (old) remove(store, fullKey, old);
      const entry: Entry = {
        expiresAt: scope.expiresAt,
        value: Promise.resolve(kept),
        settled: { value: kept },
        bytes,
      };
      store.entries.set(fullKey, entry);
      store.bytes += bytes;
      evictOldest(store);
    },
  };
}

/** The cached value for (db, kind, key) when one is computed and fresh; never computes. */
export function peekCached<T>(db: Database, kind: string, key: string): T | undefined {
  const entry = state.ttlMs > 0 ? state.stores.get(db)?.entries.get(`${kind}:${key}`) : undefined;
  if (!entry?.settled || entry.expiresAt <= Date.now()) return undefined;
  return entry.settled.value as T;
}

/**
 * Remembers that `alias` (a request's path and query as sent) names the entry (kind, key), so the
 * HTTP layer can answer the next identical request from the cache without parsing it again
 * (peekCachedByAlias). Forgotten with the entries; at most MAX_ALIASES per database.
 */
export function rememberCacheAlias(db: Database, alias: string, kind: string, key: string): void {
  const store = storeFor(db);
  if (!store || alias.length > 2048) return;
  store.aliases.delete(alias);
  store.aliases.set(alias, `${kind}:${key}`);
  if (store.aliases.size > MAX_ALIASES) {
    const oldest = store.aliases.keys().next().value;
    if (oldest !== undefined) store.aliases.delete(oldest);
  }
}

/** The cached value an alias names, when it is computed and fresh. */
export function peekCachedByAlias<T>(db: Database, alias: string): T | undefined {
  if (state.ttlMs <= 0) return undefined;
  const store = state.stores.get(db);
  const fullKey = store?.aliases.get(alias);
  if (!store || fullKey === undefined) return undefined;
  const entry = store.entries.get(fullKey);
  if (!entry?.settled || entry.expiresAt <= Date.now()) return undefined;
  return entry.settled.value as T;
}
