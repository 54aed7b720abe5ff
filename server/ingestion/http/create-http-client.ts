import type { Dispatcher } from "undici";
import type { Logger } from "#server/lib/logger";
import { createConditionalCache } from "./conditional-cache";
import { createGuardedAgent } from "./create-guarded-agent";
import { createRetryingFetch } from "./fetch-with-retries";
import { createHostQueue, realClock, type QueueClock } from "./host-queue";
import {
  DISALLOWED_BY_ROBOTS,
  HttpError,
  RobotsError,
  type HttpClient,
  type HttpRequest,
  type HttpResponse,
} from "./http-types";
import {
  createRobotsPolicy,
  ROBOTS_TTL_MS,
  ROBOTS_UNAVAILABLE_TTL_MS,
  type RobotsFetchResult,
} from "./robots-policy";
export { parseRetryAfter } from "./fetch-with-retries";
import { createSsrfGuard, describeUrl, SsrfError, type Resolver } from "./ssrf-guard";

export type CreateHttpClientOptions = {
  /** Public URL of this Blueboard: its /about page is named in the User-Agent so site owners can reach us. */
  siteUrl?: string;
  /** Overrides the whole User-Agent (default `Blueboard/1.0 (+<siteUrl>/about)`). */
  userAgent?: string;
  /**
   * Whether each site's robots.txt is read and obeyed before fetching from it (default true), and
   * how: the product token its groups are matched by (default "Blueboard", the User-Agent's
   * product), how long a read file is kept (default 24 h) and how long an unreadable one blocks its
   * site (default 30 min).
   */
  robots?:
    | boolean
    | {
        productToken?: string;
        ttlMs?: number;
        unavailableTtlMs?: number;
        maxCrawlDelayMs?: number;
      };
  /** Per attempt, from sending the request to the last byte of the body. Default 20 000. */
  timeoutMs?: number;
  /** Cap on the body, both as received and once decompressed. Default 5 MB. */
  maxBodyBytes?: number;
  /** Extra attempts after a 408/429/5xx answer, a network error or a time-out. Default 3. */
  retries?: number;
  /** First back-off delay; doubles per attempt, with jitter (50–100 % of the value). Default 500. */
  retryBaseDelayMs?: number;
  /** Longest wait before a retry; a longer Retry-After gives up at once. Default 60 000. */
  maxRetryDelayMs?: number;
  /**
   * Minimum time between the starts of two requests to the same host. Default 1000. A robots.txt
   * `Crawl-delay` for us lengthens it for that host (up to `robots.maxCrawlDelayMs`, default 60 s).
   */
  politenessDelayMs?: number;
  /** Requests in flight to one host. Default 1 (one connection per host at a time). */
  maxConcurrencyPerHost?: number;
  /** Hosts that may be private/loopback (`env.INGEST_ALLOW_PRIVATE_HOSTS`). Default none. */
  allowPrivateHosts?: readonly string[];
  /** Redirect hops followed (each re-checked by the SSRF guard). Default 5. */
  maxRedirects?: number;
  /** Bounds of the conditional-request cache. Defaults 500 entries, 50 M characters. */
  cacheMaxEntries?: number;
  cacheMaxChars?: number;
  /** Name resolution (tests inject one; default `dns.lookup` with `all: true`). */
  resolve?: Resolver;
  /**
   * The clock of every wait (politeness delay, Crawl-delay, Retry-After, back-off) and of the
   * robots.txt cache; tests inject one that records the waits. Default real time.
   */
  clock?: QueueClock;
  logger?: Logger;
  /**
   * Where requests are sent: by default this client's own undici `Agent`, whose connections the
   * SSRF guard checks as they open. A replay passes the dispatcher of its archive.
   */
  dispatcher?: Dispatcher;
};

/** The Node HTTP client: an `HttpClient` whose keep-alive sockets can be closed. */
export type NodeHttpClient = HttpClient & { close(): void };

const MB = 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const CROSS_ORIGIN_DROPPED = ["authorization", "cookie", "proxy-authorization"];
const DEFAULT_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8";

type Body = { bytes: Buffer; contentType: string } | null;

function encodeBody(body: unknown): Body {
  if (body === undefined || body === null) return null;
  if (typeof body === "string")
    return { bytes: Buffer.from(body, "utf8"), contentType: "text/plain; charset=utf-8" };
  if (body instanceof Uint8Array)
    return { bytes: Buffer.from(body), contentType: "application/octet-stream" };
  return { bytes: Buffer.from(JSON.stringify(body), "utf8"), contentType: "application/json" };
}

/** The product of a User-Agent ("Blueboard" of "Blueboard/1.0 (+…)"), matched against robots.txt groups. */
export function productToken(userAgent: string): string {
  return /^[^\s/]+/.exec(userAgent.trim())?.[0] ?? userAgent;
}

/** The User-Agent of the crawler: product, version and the page that says who we are. */
export function crawlerUserAgent(siteUrl: string | undefined): string {
  return siteUrl
    ? `Blueboard/1.0 (+${siteUrl.replace(/\/$/, "")}/about)`
    : "Blueboard/1.0 (job aggregator)";
}

export function createHttpClient(options: CreateHttpClientOptions = {}): NodeHttpClient {
  const userAgent = options.userAgent ?? crawlerUserAgent(options.siteUrl);
  const defaultTimeoutMs = options.timeoutMs ?? 20_000;
  const maxBodyBytes = options.maxBodyBytes ?? 5 * MB;
  const retries = Math.max(0, options.retries ?? 3);
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 500;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
  const maxRedirects = options.maxRedirects ?? 5;
  const logger = options.logger;

  const guard = createSsrfGuard({
    allowPrivateHosts: options.allowPrivateHosts ?? [],
    resolve: options.resolve,
  });
  const clock = options.clock ?? realClock;
  const maxConcurrencyPerHost = options.maxConcurrencyPerHost ?? 1;
  const queue = createHostQueue(options.politenessDelayMs ?? 1000, maxConcurrencyPerHost, clock);
  const robotsOptions =
    options.robots === false ? null : options.robots === true ? {} : (options.robots ?? {});
  const maxCrawlDelayMs = robotsOptions?.maxCrawlDelayMs ?? 60_000;
  const robots = robotsOptions
    ? createRobotsPolicy({
        productToken: robotsOptions.productToken ?? productToken(userAgent),
        ttlMs: robotsOptions.ttlMs ?? ROBOTS_TTL_MS,
        unavailableTtlMs: robotsOptions.unavailableTtlMs ?? ROBOTS_UNAVAILABLE_TTL_MS,
        now: () => clock.now(),
        fetchRobotsTxt: (robotsUrl) => fetchRobotsTxt(robotsUrl),
      })
    : null;
  const cache = createConditionalCache(
    options.cacheMaxEntries ?? 500,
    options.cacheMaxChars ?? 50 * MB,
  );
  // This client's own keep-alive connections; the guard checks each one as it opens.
  const dispatcher =
    options.dispatcher ??
    createGuardedAgent({ guard, connectionsPerOrigin: maxConcurrencyPerHost });

  const fetchWithRetries = createRetryingFetch({
    dispatcher,
    queue,
    retries,
    retryBaseDelayMs,
    maxRetryDelayMs,
    maxBodyBytes,
    logger,
  });

  /**
   * Reads a site's robots.txt through the same guard, queue and retries as any request (but
   * without a robots check of its own): 2xx is the file; 4xx other than 429 means the site has
   * none; 429, 5xx, a time-out or a network error leave it unavailable.
   */
  const fetchRobotsTxt = async (robotsUrl: URL): Promise<RobotsFetchResult> => {
    try {
      const response = await send(
        { url: robotsUrl.href, headers: { accept: "text/plain" } },
        false,
      );
      return { outcome: "found", text: response.text };
    } catch (error) {
      if (error instanceof SsrfError) throw error;
      const status = error instanceof HttpError ? error.status : null;
      if (status !== null && status >= 400 && status < 500 && status !== 429)
        return { outcome: "none" };
      const reason =
        status !== null ? `HTTP ${status}` : error instanceof Error ? error.message : String(error);
      return { outcome: "unavailable", reason };
    }
  };

  /** Refuses a URL the site's robots.txt disallows; applies the site's Crawl-delay to its host. */
  const obeyRobots = async (url: URL) => {
    if (!robots) return;
    let rules;
    try {
      rules = await robots.rulesFor(url);
    } catch (error) {
      if (error instanceof SsrfError) throw new SsrfError(error.message, url.href);
      throw error;
    }
    if (rules.crawlDelayMs !== null)
      queue.setDelay(url.hostname, Math.min(rules.crawlDelayMs, maxCrawlDelayMs));
    if (rules.state === "unavailable")
      throw new RobotsError(
        `robots.txt of ${url.host} could not be read (${rules.reason}), so nothing of that site is fetched for now: not fetching ${describeUrl(url)}`,
        url.href,
        "robots-unavailable",
      );
    if (!rules.allows(url)) {
      const rule = rules.ruleFor(url);
      throw new RobotsError(
        `${DISALLOWED_BY_ROBOTS}: ${describeUrl(url)}${rule ? ` (${rule})` : ""}`,
        url.href,
        "robots-disallowed",
      );
    }
  };

  const request = (input: HttpRequest): Promise<HttpResponse> => send(input, true);

  const send = async (input: HttpRequest, checkRobots: boolean): Promise<HttpResponse> => {
    let url = guard.checkUrl(input.url);
    let method: string = input.method ?? "GET";
    const timeoutMs = input.timeoutMs ?? defaultTimeoutMs;
    let payload = encodeBody(input.body);

    const baseHeaders: Record<string, string> = { accept: DEFAULT_ACCEPT };
    for (const [name, value] of Object.entries(input.headers ?? {}))
      baseHeaders[name.toLowerCase()] = value;
    for (const name of ["host", "content-length", "transfer-encoding", "connection"])
      delete baseHeaders[name];
    // Honest and decodable: neither may be overridden.
    baseHeaders["user-agent"] = userAgent;
    baseHeaders["accept-encoding"] = "gzip, deflate, br";

    // Redirects are followed here, not by undici's `redirect` interceptor, which follows them
    // beneath this loop: every hop must pass its own site's robots.txt, wait for its host's turn
    // and use the conditional cache of its own URL.
    for (let hop = 0; ; hop += 1) {
      const headers = { ...baseHeaders };
      if (payload) {
        headers["content-type"] ??= payload.contentType;
        headers["content-length"] = String(payload.bytes.length);
      } else delete headers["content-type"];

      const cacheable = method === "GET" && !payload;
      const cached = cacheable ? cache.get(url.href) : undefined;
      if (cached && !headers["if-none-match"] && !headers["if-modified-since"]) {
        if (cached.etag) headers["if-none-match"] = cached.etag;
        if (cached.lastModified) headers["if-modified-since"] = cached.lastModified;
      }

      // Every hop, redirects included, is checked against its own site's robots.txt.
      if (checkRobots) await obeyRobots(url);
      const result = await fetchWithRetries(
        url,
        method,
        headers,
        payload?.bytes ?? null,
        timeoutMs,
      );
      const { status } = result;

      if (REDIRECTS.has(status) && result.headers.location) {
        if (hop >= maxRedirects)
          throw new HttpError(
            `too many redirects (more than ${maxRedirects}) fetching ${describeUrl(input.url)}`,
            input.url,
            status,
            "invalid-response",
          );
        let next: URL;
        try {
          next = new URL(result.headers.location, url);
        } catch {
          throw new HttpError(
            `bad redirect Location "${result.headers.location}" from ${describeUrl(url)}`,
            url.href,
            status,
            "invalid-response",
          );
        }
        next = guard.checkUrl(next);
        if (next.origin !== url.origin)
          for (const name of CROSS_ORIGIN_DROPPED) delete baseHeaders[name];
        if (status === 303 || ((status === 301 || status === 302) && method === "POST")) {
          method = "GET";
          payload = null;
        }
        logger?.debug("http redirect", { from: url.href, to: next.href, status });
        url = next;
        continue;
      }

      if (status === 304) {
        if (!cached)
          return { url: url.href, status, headers: result.headers, text: "", notModified: true };
        const headers304 = { ...cached.headers, ...result.headers };
        cache.set(url.href, {
          ...cached,
          headers: headers304,
          etag: result.headers.etag ?? cached.etag,
          lastModified: result.headers["last-modified"] ?? cached.lastModified,
        });
        return {
          url: url.href,
          status: cached.status,
          headers: headers304,
          text: cached.text,
          notModified: true,
        };
      }

      if (status < 200 || status >= 300)
        throw new HttpError(`HTTP ${status} from ${describeUrl(url)}`, url.href, status);

      const etag = result.headers.etag;
      const lastModified = result.headers["last-modified"];
      if (
        cacheable &&
        (etag || lastModified) &&
        !/no-store/i.test(result.headers["cache-control"] ?? "")
      )
        cache.set(url.href, {
          status,
          headers: result.headers,
          text: result.text,
          etag,
          lastModified,
        });
      return {
        url: url.href,
        status,
        headers: result.headers,
        text: result.text,
        notModified: false,
      };
    }
  };

  return {
    request,
    close() {
      void dispatcher.destroy();
    },
  };
}
