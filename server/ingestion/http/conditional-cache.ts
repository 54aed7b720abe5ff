import { LRUCache } from "lru-cache";

/**
 * The validators and bodies of earlier 200 answers, so that the next GET of the same URL can be
 * conditional (If-None-Match / If-Modified-Since) and a 304 can hand back the stored body.
 *
 * In memory, per HTTP client, least recently used first out, bounded by entry count and by the total
 * length of the stored bodies (UTF-16 code units, i.e. ~2 bytes each). It is lost on restart (the first
 * run after a restart fetches everything once); only answers with an ETag or Last-Modified and
 * without `Cache-Control: no-store` are stored; `Vary` is ignored (adapters send the same headers to
 * the same URL).
 */
export type CachedResponse = {
  status: number;
  headers: Record<string, string>;
  text: string;
  etag?: string;
  lastModified?: string;
};

export type ConditionalCache = {
  get(key: string): CachedResponse | undefined;
  set(key: string, entry: CachedResponse): void;
  readonly size: number;
};

export function createConditionalCache(maxEntries: number, maxChars: number): ConditionalCache {
  if (maxEntries <= 0 || maxChars <= 0) {
    return { get: () => undefined, set: () => {}, size: 0 };
  }
  // An answer longer than maxChars is not stored (lru-cache's maxEntrySize defaults to maxSize),
  // and storing one drops what was stored for its URL.
  const entries = new LRUCache<string, CachedResponse>({
    max: maxEntries,
    maxSize: maxChars,
    sizeCalculation: (entry) => Math.max(1, entry.text.length),
  });
  return {
    get: (key) => entries.get(key),
    set: (key, entry) => {
      entries.set(key, entry);
    },
    get size() {
      return entries.size;
    },
  };
}
