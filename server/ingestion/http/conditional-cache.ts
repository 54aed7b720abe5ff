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
  const entries = new Map<string, CachedResponse>();
  let chars = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.text.length;
    entries.delete(key);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key, entry) {
      remove(key);
      if (maxEntries <= 0 || entry.text.length > maxChars) return;
      entries.set(key, entry);
      chars += entry.text.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && chars <= maxChars) break;
        remove(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
