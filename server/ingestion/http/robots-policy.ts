import { LRUCache } from "lru-cache";
import robotsParser from "robots-parser";

/**
 * What a site's robots.txt lets our crawler do, read once per site (scheme, host and port) and
 * kept in memory for a day.
 *
 * - 2xx: the file is parsed (robots-parser); the group for our product token applies, else `*`.
 * - 4xx (404, 403, 410…): the site has no rules for us, everything is allowed (common practice and
 *   RFC 9309).
 * - 5xx, 429, a time-out or a network error: the site's wishes are unknown, so nothing of that site
 *   is fetched (RFC 9309 and Google: "unreachable" means "disallow all"). This verdict is kept for a
 *   shorter time (30 minutes by default) so a later run tries again; if an earlier copy of the file
 *   was read, it keeps being used instead (Google does the same).
 */
export type RobotsRules = {
  /** `parsed` a file was read; `none` the site has none (4xx); `unavailable` it could not be read. */
  state: "parsed" | "none" | "unavailable";
  /** Why the file could not be read (`unavailable` only), e.g. "HTTP 503". */
  reason: string | null;
  /** True when our product token may fetch the URL (always false while `unavailable`). */
  allows(url: URL): boolean;
  /** The rule that disallows the URL (e.g. "Disallow: /private"), for the error message. */
  ruleFor(url: URL): string | null;
  /** `Crawl-delay` for our token (or `*`) in milliseconds; null when the file sets none. */
  crawlDelayMs: number | null;
};

/** What fetching `/robots.txt` gave: a body, "the site has none" (4xx), or a failure (5xx, network). */
export type RobotsFetchResult =
  | { outcome: "found"; text: string }
  | { outcome: "none" }
  | { outcome: "unavailable"; reason: string };

export type RobotsPolicyOptions = {
  /** The product token robots.txt groups are matched by (case-insensitive), e.g. "Blueboard". */
  productToken: string;
  fetchRobotsTxt(robotsUrl: URL): Promise<RobotsFetchResult>;
  /** How long a read (or absent) robots.txt is kept. Default 24 hours. */
  ttlMs?: number;
  /** How long an unreadable robots.txt blocks its site before it is tried again. Default 30 minutes. */
  unavailableTtlMs?: number;
  /** Sites remembered at once. Default 1000. */
  maxSites?: number;
  /** Clock in milliseconds (tests move it forward). Default `performance.now()`. */
  now?: () => number;
};

export type RobotsPolicy = {
  /** The rules of the URL's site, fetching its robots.txt when not known or expired. */
  rulesFor(url: URL): Promise<RobotsRules>;
};

export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;
export const ROBOTS_UNAVAILABLE_TTL_MS = 30 * 60 * 1000;

const NO_ROBOTS_TXT: RobotsRules = {
  state: "none",
  reason: null,
  allows: () => true,
  ruleFor: () => null,
  crawlDelayMs: null,
};

const unavailable = (reason: string): RobotsRules => ({
  state: "unavailable",
  reason,
  allows: () => false,
  ruleFor: () => null,
  crawlDelayMs: null,
});

function parseRules(robotsUrl: URL, text: string, productToken: string): RobotsRules {
  const robots = robotsParser(robotsUrl.href, text);
  const delay = robots.getCrawlDelay(productToken);
  const lines = text.split(/\r\n|\r|\n/);
  return {
    state: "parsed",
    reason: null,
    // `undefined` means the URL belongs to another site than this file: not ours to judge.
    allows: (url) => robots.isAllowed(url.href, productToken) !== false,
    ruleFor: (url) => {
      const line = robots.getMatchingLineNumber(url.href, productToken);
      return line > 0 ? (lines[line - 1]?.trim() ?? null) : null;
    },
    crawlDelayMs:
      typeof delay === "number" && Number.isFinite(delay) && delay > 0
        ? Math.round(delay * 1000)
        : null,
  };
}

export function createRobotsPolicy(options: RobotsPolicyOptions): RobotsPolicy {
  const ttl = options.ttlMs ?? ROBOTS_TTL_MS;
  const unavailableTtl = options.unavailableTtlMs ?? ROBOTS_UNAVAILABLE_TTL_MS;
  const now = options.now ?? (() => performance.now());
  const cache = new LRUCache<string, Promise<RobotsRules>>({
    max: options.maxSites ?? 1000,
    ttl,
    // Read the clock on every look-up (no cached time), so an injected clock is obeyed at once.
    ttlResolution: 0,
    perf: { now },
  });
  // The last rules actually read per site, used while a later fetch of the file fails.
  const lastRead = new LRUCache<string, RobotsRules>({ max: options.maxSites ?? 1000 });

  const load = async (origin: string): Promise<RobotsRules> => {
    const robotsUrl = new URL("/robots.txt", origin);
    let result: RobotsFetchResult;
    try {
      result = await options.fetchRobotsTxt(robotsUrl);
    } catch (error) {
      // A refusal of the SSRF guard is not about robots.txt: the caller reports it as it is.
      cache.delete(origin);
      throw error;
    }
    if (result.outcome === "found") {
      const rules = parseRules(robotsUrl, result.text, options.productToken);
      lastRead.set(origin, rules);
      return rules;
    }
    if (result.outcome === "none") return NO_ROBOTS_TXT;
    const previous = lastRead.get(origin);
    if (previous) return previous;
    cache.set(origin, Promise.resolve(unavailable(result.reason)), { ttl: unavailableTtl });
    return unavailable(result.reason);
  };

  return {
    rulesFor(url) {
      const origin = url.origin;
      const known = cache.get(origin);
      if (known) return known;
      // The promise is cached at once, so requests arriving together share one fetch.
      const loading = load(origin);
      cache.set(origin, loading);
      return loading;
    },
  };
}
