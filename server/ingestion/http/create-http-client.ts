import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import type { Logger } from "#server/lib/logger";
import { createConditionalCache } from "./conditional-cache";
import { createHostQueue } from "./host-queue";
import { HttpError, type HttpClient, type HttpRequest, type HttpResponse } from "./http-types";
import { bareHostname, createSsrfGuard, describeUrl, SsrfError, type Resolver } from "./ssrf-guard";

export type CreateHttpClientOptions = {
  /** Public URL of this Blueboard, named in the User-Agent so site owners can reach us. */
  siteUrl?: string;
  /** Overrides the whole User-Agent (default `Blueboard/1.0 (+<siteUrl>; job aggregator)`). */
  userAgent?: string;
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
  /** Minimum time between the starts of two requests to the same host. Default 1000. */
  politenessDelayMs?: number;
  /** Requests in flight to one host. Default 2. */
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
  logger?: Logger;
};

/** The Node HTTP client: an `HttpClient` whose keep-alive sockets can be closed. */
export type NodeHttpClient = HttpClient & { close(): void };

const MB = 1024 * 1024;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const RETRYABLE_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ENETDOWN",
  "EHOSTDOWN",
  "ERR_STREAM_PREMATURE_CLOSE",
  "UND_ERR_SOCKET",
]);
const CROSS_ORIGIN_DROPPED = ["authorization", "cookie", "proxy-authorization"];
const DEFAULT_ACCEPT =
  "text/html,application/xhtml+xml,application/xml;q=0.9,application/json;q=0.9,*/*;q=0.8";

function formatBytes(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Seconds or an HTTP date → milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Decodes with the charset of the Content-Type (UTF-8 when absent or unknown). */
function decodeText(body: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "")?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset).decode(body);
    } catch {
      // Unknown label: fall through to UTF-8.
    }
  }
  return new TextDecoder("utf-8").decode(body);
}

function lowerCaseHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    result[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}

type Body = { bytes: Buffer; contentType: string } | null;

function encodeBody(body: unknown): Body {
  if (body === undefined || body === null) return null;
  if (typeof body === "string")
    return { bytes: Buffer.from(body, "utf8"), contentType: "text/plain; charset=utf-8" };
  if (body instanceof Uint8Array)
    return { bytes: Buffer.from(body), contentType: "application/octet-stream" };
  return { bytes: Buffer.from(JSON.stringify(body), "utf8"), contentType: "application/json" };
}

type RawResponse = { status: number; headers: Record<string, string>; text: string };

/** One failed attempt: `retryable` for network errors and time-outs. */
class AttemptError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

export function createHttpClient(options: CreateHttpClientOptions = {}): NodeHttpClient {
  const userAgent =
    options.userAgent ??
    (options.siteUrl
      ? `Blueboard/1.0 (+${options.siteUrl}; job aggregator)`
      : "Blueboard/1.0 (job aggregator)");
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
  const queue = createHostQueue(
    options.politenessDelayMs ?? 1000,
    options.maxConcurrencyPerHost ?? 2,
  );
  const cache = createConditionalCache(
    options.cacheMaxEntries ?? 500,
    options.cacheMaxChars ?? 50 * MB,
  );
  // Keep-alive agents of this client only: a reused socket was checked by the guard when it connected.
  const agents = {
    http: new http.Agent({ keepAlive: true, keepAliveMsecs: 1000 }),
    https: new https.Agent({ keepAlive: true, keepAliveMsecs: 1000 }),
  };

  const tooLarge = (url: URL) =>
    new HttpError(
      `response body exceeds ${formatBytes(maxBodyBytes)} (from ${describeUrl(url)})`,
      url.href,
    );

  /** One HTTP exchange, body included, within `timeoutMs`. Resolves for every status. */
  const attempt = (
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: Buffer | null,
    timeoutMs: number,
  ) =>
    new Promise<RawResponse>((resolve, reject) => {
      let settled = false;
      let decoder: zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress | null =
        null;
      const https_ = url.protocol === "https:";
      const request = (https_ ? https : http).request({
        protocol: url.protocol,
        hostname: bareHostname(url),
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method,
        headers,
        agent: https_ ? agents.https : agents.http,
        lookup: guard.lookupFor(url),
      });
      const fail = (error: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        decoder?.destroy();
        // Destroying the request destroys its socket: nothing more is read, nothing is reused.
        request.destroy();
        reject(error);
      };
      const timer = setTimeout(
        () =>
          fail(
            new AttemptError(`timed out after ${timeoutMs} ms fetching ${describeUrl(url)}`, true),
          ),
        timeoutMs,
      );

      request.on("error", (error: NodeJS.ErrnoException) => {
        if (error instanceof HttpError) return fail(error);
        const retryable =
          RETRYABLE_CODES.has(error.code ?? "") || /socket hang up|aborted/i.test(error.message);
        fail(
          new AttemptError(
            `network error fetching ${describeUrl(url)}: ${error.message}`,
            retryable,
          ),
        );
      });

      request.on("response", (response) => {
        const status = response.statusCode ?? 0;
        const responseHeaders = lowerCaseHeaders(response.headers);
        const declared = Number(responseHeaders["content-length"]);
        if (Number.isFinite(declared) && declared > maxBodyBytes) return fail(tooLarge(url));

        // Only successful bodies are decoded and kept; others are read (bounded) and dropped.
        const keep = status >= 200 && status < 300;
        const encoding = (responseHeaders["content-encoding"] ?? "identity").trim().toLowerCase();
        if (keep && !["identity", "gzip", "x-gzip", "deflate", "br", ""].includes(encoding))
          return fail(
            new HttpError(
              `unsupported Content-Encoding "${encoding}" from ${describeUrl(url)}`,
              url.href,
              status,
            ),
          );
        const decode = keep && encoding !== "identity" && encoding !== "";
        const chunks: Buffer[] = [];
        let received = 0;
        let decoded = 0;

        const finish = () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          const text = keep
            ? decodeText(Buffer.concat(chunks), responseHeaders["content-type"])
            : "";
          resolve({ status, headers: responseHeaders, text });
        };
        const keepChunk = (chunk: Buffer) => {
          decoded += chunk.length;
          if (decoded > maxBodyBytes) return fail(tooLarge(url));
          if (keep) chunks.push(chunk);
        };
        const makeDecoder = (first: Buffer) => {
          if (encoding === "br") return zlib.createBrotliDecompress();
          if (encoding === "deflate") {
            // "deflate" should be zlib-wrapped (RFC 9110) but some servers send raw deflate.
            const zlibHeader =
              first.length >= 2 &&
              (first[0]! & 0x0f) === 8 &&
              ((first[0]! << 8) | first[1]!) % 31 === 0;
            return zlibHeader ? zlib.createInflate() : zlib.createInflateRaw();
          }
          return zlib.createGunzip();
        };

        response.on("data", (chunk: Buffer) => {
          if (settled) return;
          received += chunk.length;
          if (received > maxBodyBytes) return fail(tooLarge(url));
          if (!decode) return keepChunk(chunk);
          if (!decoder) {
            decoder = makeDecoder(chunk);
            decoder.on("data", keepChunk);
            decoder.on("end", finish);
            decoder.on("error", (error) =>
              fail(
                new HttpError(
                  `could not decode the ${encoding} body from ${describeUrl(url)}: ${error.message}`,
                  url.href,
                  status,
                ),
              ),
            );
          }
          decoder.write(chunk);
        });
        response.on("end", () => {
          if (decoder) decoder.end();
          else finish();
        });
        response.on("error", (error) =>
          fail(
            new AttemptError(`network error reading ${describeUrl(url)}: ${error.message}`, true),
          ),
        );
        response.on("close", () => {
          if (!response.complete)
            fail(
              new AttemptError(
                `connection closed before the body from ${describeUrl(url)} was complete`,
                true,
              ),
            );
        });
      });

      request.end(body ?? undefined);
    });

  /** One hop with retries and politeness. Resolves for 2xx, 3xx; throws HttpError otherwise. */
  const fetchWithRetries = async (
    url: URL,
    method: string,
    headers: Record<string, string>,
    body: Buffer | null,
    timeoutMs: number,
  ): Promise<RawResponse> => {
    const host = url.hostname;
    for (let attemptNumber = 0; ; attemptNumber += 1) {
      const attempts = attemptNumber + 1;
      const after = attempts > 1 ? ` after ${attempts} attempts` : "";
      const release = await queue.acquire(host);
      let result: RawResponse;
      try {
        result = await attempt(url, method, headers, body, timeoutMs);
      } catch (error) {
        if (error instanceof SsrfError) throw new SsrfError(error.message, url.href);
        if (error instanceof HttpError) throw error;
        const failure =
          error instanceof AttemptError ? error : new AttemptError(String(error), false);
        if (!failure.retryable || attemptNumber >= retries)
          throw new HttpError(`${failure.message}${after}`, url.href);
        const delay = backoff(attemptNumber);
        logger?.warn("http retry", {
          url: url.href,
          reason: failure.message,
          attempt: attempts,
          delayMs: delay,
        });
        await sleep(delay);
        continue;
      } finally {
        release();
      }

      const { status } = result;
      if (status < 400) return result;
      const retryable = status === 408 || status === 429 || status >= 500;
      const message = `HTTP ${status} from ${describeUrl(url)}`;
      if (!retryable || attemptNumber >= retries)
        throw new HttpError(`${message}${after}`, url.href, status);
      const retryAfter = parseRetryAfter(result.headers["retry-after"]);
      if (retryAfter !== null && retryAfter > maxRetryDelayMs)
        throw new HttpError(
          `${message}${after}: Retry-After asks for ${Math.ceil(retryAfter / 1000)} s, more than the ${Math.ceil(maxRetryDelayMs / 1000)} s this client waits; giving up`,
          url.href,
          status,
        );
      const delay = retryAfter ?? backoff(attemptNumber);
      logger?.warn("http retry", { url: url.href, status, attempt: attempts, delayMs: delay });
      await sleep(delay);
    }
  };

  const backoff = (attemptNumber: number) => {
    const exponential = Math.min(maxRetryDelayMs, retryBaseDelayMs * 2 ** attemptNumber);
    return Math.round(exponential / 2 + (Math.random() * exponential) / 2);
  };

  const request = async (input: HttpRequest): Promise<HttpResponse> => {
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
          );
        let next: URL;
        try {
          next = new URL(result.headers.location, url);
        } catch {
          throw new HttpError(
            `bad redirect Location "${result.headers.location}" from ${describeUrl(url)}`,
            url.href,
            status,
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
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}
