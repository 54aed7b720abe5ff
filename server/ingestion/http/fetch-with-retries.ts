import type { Dispatcher } from "undici";
import type { Logger } from "#server/lib/logger";
import { AttemptError, fetchOnce, type RawResponse } from "./fetch-once";
import type { HostQueue } from "./host-queue";
import { HttpError } from "./http-types";
import { describeUrl, SsrfError } from "./ssrf-guard";

/** Seconds or an HTTP date → milliseconds from now; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

export type RetryingFetchOptions = {
  dispatcher: Dispatcher;
  queue: HostQueue;
  retries: number;
  retryBaseDelayMs: number;
  maxRetryDelayMs: number;
  maxBodyBytes: number;
  logger?: Logger;
};

/**
 * One hop with retries and politeness. Resolves for 2xx, 3xx; throws HttpError otherwise. Every
 * attempt waits for its turn in the host queue; a retry holds the whole host back (by the
 * server's Retry-After, else by an exponential back-off), so other requests to it wait too.
 *
 * undici's `retry` interceptor is not used: it retries beneath the host queue, so a retry would
 * neither wait for the host's turn nor hold the host's other requests back, and it cannot give up
 * at once on a Retry-After longer than this client waits.
 */
export function createRetryingFetch(options: RetryingFetchOptions) {
  const { dispatcher, queue, retries, retryBaseDelayMs, maxRetryDelayMs, maxBodyBytes, logger } =
    options;

  const backoff = (attemptNumber: number) => {
    const exponential = Math.min(maxRetryDelayMs, retryBaseDelayMs * 2 ** attemptNumber);
    return Math.round(exponential / 2 + (Math.random() * exponential) / 2);
  };

  return async (
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
      try {
        let result: RawResponse;
        try {
          result = await fetchOnce({
            dispatcher,
            url,
            method,
            headers,
            body,
            timeoutMs,
            maxBodyBytes,
          });
        } catch (error) {
          if (error instanceof SsrfError) throw new SsrfError(error.message, url.href);
          if (error instanceof HttpError) throw error;
          const failure =
            error instanceof AttemptError ? error : new AttemptError(String(error), false);
          if (!failure.retryable || attemptNumber >= retries)
            throw new HttpError(
              `${failure.message}${after}`,
              url.href,
              null,
              failure.timedOut ? "timeout" : "network",
            );
          const delay = backoff(attemptNumber);
          logger?.debug("http retry", {
            url: url.href,
            reason: failure.message,
            attempt: attempts,
            delayMs: delay,
          });
          queue.holdOff(host, delay);
          continue;
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
        logger?.debug("http retry", { url: url.href, status, attempt: attempts, delayMs: delay });
        queue.holdOff(host, delay);
      } finally {
        // After any hold-off, so the next request to the host waits for it too.
        release();
      }
    }
  };
}
