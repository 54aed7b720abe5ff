/** What an adapter may ask of the network. Every request goes through the SSRF guard. */
export type HttpRequest = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** A JSON body (sent with Content-Type: application/json) or a raw string. */
  body?: unknown;
  /** Per-request timeout in milliseconds; the client has a default. */
  timeoutMs?: number;
};

export type HttpResponse = {
  url: string;
  status: number;
  headers: Record<string, string>;
  /** The decoded body (gzip/brotli/deflate undone), never longer than the client's cap. */
  text: string;
  /** True when the server answered 304 to a conditional request: `text` is the cached body. */
  notModified: boolean;
};

export type HttpClient = {
  request(request: HttpRequest): Promise<HttpResponse>;
};

/**
 * What kind of failure a fetch met, for the run's log line and the admin's source health:
 * - `robots-disallowed`: the site's robots.txt asks crawlers like ours not to fetch the URL;
 * - `robots-unavailable`: the site's robots.txt could not be read (5xx, time-out, network), so
 *   nothing of that site is fetched for a while;
 * - `refused`: the SSRF guard refused the address;
 * - `http-status`: the server answered with an error status;
 * - `timeout`, `network`: no complete answer;
 * - `invalid-response`: an answer we cannot use (too large, undecodable, too many redirects);
 * - `not-recorded`: a replayed or recorded run has no answer for the request.
 */
export type HttpErrorKind =
  | "robots-disallowed"
  | "robots-unavailable"
  | "refused"
  | "http-status"
  | "timeout"
  | "network"
  | "invalid-response"
  | "not-recorded";

/** The words every robots.txt refusal carries, so a stored run error can be recognised as one. */
export const DISALLOWED_BY_ROBOTS = "disallowed by robots.txt";

/** A refused or failed fetch, with a message an admin can act on. */
export class HttpError extends Error {
  override name = "HttpError";
  constructor(
    message: string,
    readonly url: string,
    readonly status: number | null = null,
    private readonly givenKind?: HttpErrorKind,
  ) {
    super(message);
  }

  /**
   * What kind of failure this is: the one given, else `refused` for the SSRF guard's refusals,
   * `http-status` when the server answered, `network` when it did not.
   */
  get kind(): HttpErrorKind {
    if (this.givenKind) return this.givenKind;
    if ("refused" in this && this.refused === true) return "refused";
    return this.status === null ? "network" : "http-status";
  }
}

/**
 * A fetch the crawler did not make because of the site's robots.txt: the URL is disallowed for our
 * product token, or the robots.txt itself could not be read. Never retried.
 */
export class RobotsError extends HttpError {
  override name = "RobotsError";
  constructor(message: string, url: string, kind: "robots-disallowed" | "robots-unavailable") {
    super(message, url, null, kind);
  }
}

/**
 * The kind of any thrown value: an error of this module's classes, a copy of them bundled
 * elsewhere (read by shape, not by class), or `null` when it is not a fetch failure.
 */
export function httpErrorKind(error: unknown): HttpErrorKind | null {
  if (typeof error !== "object" || error === null || !("kind" in error)) return null;
  const { kind } = error;
  return typeof kind === "string" ? (kind as HttpErrorKind) : null;
}
