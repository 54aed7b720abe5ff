import { Dispatcher } from "undici";
import type { HttpArchive } from "./http-archive";
import { HttpError } from "./http-types";

type ArchiveEntry = HttpArchive["log"]["entries"][number];

/** The archive has no entry for a request (robots.txt aside): the replay lists it as unmatched. */
export class NotInArchiveError extends HttpError {
  override name = "NotInArchiveError";
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** How well a recorded body agrees with a request's: equal text best, then shared JSON fields. */
function bodyScore(recorded: string | undefined, sent: string | undefined): number {
  if ((recorded ?? "") === (sent ?? "")) return 100;
  const a = parseJson(recorded);
  const b = parseJson(sent);
  if (!isRecord(a) || !isRecord(b)) return 0;
  let score = 0;
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)]))
    score += JSON.stringify(a[key]) === JSON.stringify(b[key]) ? 1 : -1;
  return score;
}

/** How well a recorded query agrees with a request's: +1 per equal pair, −1 per difference. */
function queryScore(recorded: URL, sent: URL): number {
  let score = 0;
  const keys = new Set([...recorded.searchParams.keys(), ...sent.searchParams.keys()]);
  for (const key of keys) {
    const left = recorded.searchParams.getAll(key).join("\u0000");
    const right = sent.searchParams.getAll(key).join("\u0000");
    score += left === right ? 1 : -1;
  }
  return score;
}

/** The status, headers and body bytes an entry answers with; null when it holds no body. */
function answerOf(entry: ArchiveEntry) {
  const { text, encoding, mimeType } = entry.response.content;
  const headers: Record<string, string> = {};
  for (const header of entry.response.headers) headers[header.name.toLowerCase()] = header.value;
  if (mimeType && !headers["content-type"]) headers["content-type"] = mimeType;
  // A HAR keeps the body as it was decoded: it is sent as it stands, without the transfer's
  // encoding and length. Text is sent as UTF-8, so the charset named is UTF-8's.
  delete headers["content-encoding"];
  delete headers["content-length"];
  if (text === undefined) return { status: entry.response.status, headers, body: null };
  if (encoding === "base64")
    return { status: entry.response.status, headers, body: Buffer.from(text, "base64") };
  if (headers["content-type"])
    headers["content-type"] = headers["content-type"].replace(
      /charset\s*=\s*"?[^";\s]+"?/i,
      "charset=utf-8",
    );
  return { status: entry.response.status, headers, body: Buffer.from(text, "utf8") };
}

function bodyText(body: Dispatcher.DispatchOptions["body"]): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return Buffer.from(body).toString("utf8");
  return undefined;
}

/**
 * An undici dispatcher that answers from an HTTP archive and never touches the network, so a
 * replayed run goes through the same client as a live one (URL check, robots.txt, queue, cache,
 * redirects, body caps) with this in place of the connection pool.
 *
 * An entry matches a request on method, host and path; among several, the one whose query
 * parameters and body agree best wins (the earlier entry on a tie). A GET of a robots.txt the
 * archive lacks is answered 404 (a site without one), since a recording never holds it: the live
 * client reads it beneath the recorder. Any other request without an entry fails with
 * `NotInArchiveError`, as does an entry saved without its body.
 */
export class ReplayDispatcher extends Dispatcher {
  readonly #entries: { entry: ArchiveEntry; url: URL }[];

  constructor(archive: HttpArchive) {
    super();
    this.#entries = archive.log.entries.flatMap((entry) => {
      try {
        return [{ entry, url: new URL(entry.request.url) }];
      } catch {
        return [];
      }
    });
  }

  #answer(options: Dispatcher.DispatchOptions) {
    const method = options.method.toUpperCase();
    const url = new URL(options.path, String(options.origin));
    const sent = bodyText(options.body);
    let best: { entry: ArchiveEntry; score: number } | null = null;
    for (const candidate of this.#entries) {
      if (candidate.entry.request.method.toUpperCase() !== method) continue;
      if (candidate.url.host !== url.host || candidate.url.pathname !== url.pathname) continue;
      const score =
        queryScore(candidate.url, url) * 1_000 +
        bodyScore(candidate.entry.request.postData?.text, sent);
      if (!best || score > best.score) best = { entry: candidate.entry, score };
    }
    if (!best && method === "GET" && url.pathname === "/robots.txt")
      return { status: 404, headers: {}, body: Buffer.alloc(0) };
    if (!best)
      throw new NotInArchiveError(
        `the archive has no response for ${method} ${url.href}`,
        url.href,
      );
    const answer = answerOf(best.entry);
    if (answer.body === null)
      throw new NotInArchiveError(
        `the archive holds no body for ${method} ${url.href} (saved without content?)`,
        url.href,
        answer.status,
      );
    return { ...answer, body: answer.body };
  }

  override dispatch(
    options: Dispatcher.DispatchOptions,
    handler: Dispatcher.DispatchHandler,
  ): boolean {
    let reason: Error | null = null;
    const controller: Dispatcher.DispatchController = {
      get aborted() {
        return reason !== null;
      },
      get paused() {
        return false;
      },
      get reason() {
        return reason;
      },
      abort(error) {
        reason ??= error;
      },
      pause() {},
      resume() {},
    };
    // Answered on a later tick, as a connection would.
    queueMicrotask(() => {
      handler.onRequestStart?.(controller, {});
      if (reason) return handler.onResponseError?.(controller, reason);
      let answer;
      try {
        answer = this.#answer(options);
      } catch (error) {
        return handler.onResponseError?.(controller, error as Error);
      }
      handler.onResponseStart?.(controller, answer.status, answer.headers, "");
      if (reason) return handler.onResponseError?.(controller, reason);
      if (answer.body.length > 0) handler.onResponseData?.(controller, answer.body);
      if (reason) return handler.onResponseError?.(controller, reason);
      handler.onResponseEnd?.(controller, {});
    });
    return true;
  }

  override close(): Promise<void> {
    return Promise.resolve();
  }

  override destroy(): Promise<void> {
    return Promise.resolve();
  }
}
