import fs from "node:fs/promises";
import type { Entry, Har } from "har-format";
import { z } from "zod";
import { HttpError, type HttpClient, type HttpRequest, type HttpResponse } from "./http-types";
import { describeUrl } from "./ssrf-guard";

// HTTP archives (HAR 1.2, the format browsers' developer tools save) for recording an ingestion
// run and replaying it offline. A replayed run answers every request from the archive and never
// touches the network.

const headerList = z.array(z.object({ name: z.string(), value: z.string() })).default([]);

/** What we read of a HAR file: enough to replay it, tolerant of what browsers add or leave out. */
const harSchema = z.object({
  log: z.object({
    version: z.string().optional(),
    entries: z.array(
      z.object({
        request: z.object({
          method: z.string(),
          url: z.string(),
          headers: headerList,
          postData: z
            .object({ mimeType: z.string().optional(), text: z.string().optional() })
            .optional(),
        }),
        response: z.object({
          status: z.number().int(),
          headers: headerList,
          content: z.object({
            mimeType: z.string().optional(),
            text: z.string().optional(),
            encoding: z.string().optional(),
          }),
        }),
      }),
    ),
  }),
});

export type HttpArchive = z.infer<typeof harSchema>;
type ArchiveEntry = HttpArchive["log"]["entries"][number];

export class HttpArchiveError extends Error {
  override name = "HttpArchiveError";
}

/** Parses HAR text; a file that is not a HAR gets an error naming what is wrong. */
export function parseHttpArchive(text: string, label = "the archive"): HttpArchive {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HttpArchiveError(`${label} is not JSON: ${(error as Error).message}`);
  }
  const parsed = harSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpArchiveError(
      `${label} is not a HAR file: ${issue?.message ?? "invalid"} at ${issue?.path.join(".") || "top level"}`,
    );
  }
  return parsed.data;
}

export async function readHttpArchive(file: string): Promise<HttpArchive> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (error) {
    throw new HttpArchiveError(`cannot read ${file}: ${(error as Error).message}`);
  }
  return parseHttpArchive(text, file);
}

function requestBodyText(body: unknown): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === "string") return body;
  if (body instanceof Uint8Array) return Buffer.from(body).toString("utf8");
  return JSON.stringify(body);
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

function responseText(entry: ArchiveEntry): string | null {
  const { text, encoding } = entry.response.content;
  if (text === undefined) return null;
  return encoding === "base64" ? Buffer.from(text, "base64").toString("utf8") : text;
}

/** An `HttpClient` answering from an archive, plus the requests it served and those it could not. */
export type ReplayHttpClient = HttpClient & {
  readonly requests: HttpRequest[];
  /** "METHOD URL" of every request the archive had no entry for. */
  readonly unmatched: string[];
};

/**
 * Replays an archive. An entry matches a request on method, host and path; among several, the one
 * whose query parameters and body agree best wins (the earlier entry on a tie). A request with no
 * entry throws an HttpError naming method and URL, and is listed in `unmatched` so the caller can
 * fail the run even when an adapter tolerated the error. Non-2xx entries fail as the live client
 * does (HttpError with the status).
 */
export function createReplayHttpClient(archive: HttpArchive): ReplayHttpClient {
  const requests: HttpRequest[] = [];
  const unmatched: string[] = [];
  const entries = archive.log.entries.flatMap((entry) => {
    try {
      return [{ entry, url: new URL(entry.request.url) }];
    } catch {
      return [];
    }
  });

  const request = (input: HttpRequest): Promise<HttpResponse> => {
    const method = (input.method ?? "GET").toUpperCase();
    requests.push(input);
    let url: URL;
    try {
      url = new URL(input.url);
    } catch {
      return Promise.reject(new HttpError(`invalid URL ${input.url}`, input.url));
    }
    const sentBody = requestBodyText(input.body);
    let best: { entry: ArchiveEntry; score: number } | null = null;
    for (const candidate of entries) {
      if (candidate.entry.request.method.toUpperCase() !== method) continue;
      if (candidate.url.host !== url.host || candidate.url.pathname !== url.pathname) continue;
      const score =
        queryScore(candidate.url, url) * 1_000 +
        bodyScore(candidate.entry.request.postData?.text, sentBody);
      if (!best || score > best.score) best = { entry: candidate.entry, score };
    }
    if (!best && method === "GET" && url.pathname === "/robots.txt")
      // A recording never holds robots.txt (the live client reads it beneath the recorder): a
      // replay answers as a site without one, which allows everything, and is still faithful.
      return Promise.reject(
        new HttpError(`HTTP 404 from ${describeUrl(url)} (not in the archive)`, input.url, 404),
      );
    if (!best) {
      unmatched.push(`${method} ${input.url}`);
      return Promise.reject(
        new HttpError(`the archive has no response for ${method} ${input.url}`, input.url),
      );
    }
    const { status } = best.entry.response;
    if (status < 200 || status >= 300)
      return Promise.reject(
        new HttpError(`HTTP ${status} from ${describeUrl(input.url)}`, input.url, status),
      );
    const text = responseText(best.entry);
    if (text === null)
      return Promise.reject(
        new HttpError(
          `the archive holds no body for ${method} ${input.url} (saved without content?)`,
          input.url,
          status,
        ),
      );
    const headers: Record<string, string> = {};
    for (const header of best.entry.response.headers)
      headers[header.name.toLowerCase()] = header.value;
    if (best.entry.response.content.mimeType && !headers["content-type"])
      headers["content-type"] = best.entry.response.content.mimeType;
    return Promise.resolve({ url: input.url, status, headers, text, notModified: false });
  };

  return { request, requests, unmatched };
}

function toHeaderList(headers: Record<string, string> | undefined) {
  return Object.entries(headers ?? {}).map(([name, value]) => ({ name, value }));
}

function toQueryList(url: string) {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }));
  } catch {
    return [];
  }
}

/** An `HttpClient` that passes every request on and keeps each exchange for a HAR file. */
export type RecordingHttpClient = HttpClient & {
  /** The exchanges so far as HAR 1.2. */
  toArchive(): Har;
};

/**
 * Records every exchange of `inner` (answers and failures with a status; the live client does not
 * return the body of a failed response, so those entries have an empty body). Requests that failed
 * without an answer (refused, timed out) are not recorded: a replay of them fails as "no response".
 */
export function createRecordingHttpClient(
  inner: HttpClient,
  options: { now?: () => Date } = {},
): RecordingHttpClient {
  const now = options.now ?? (() => new Date());
  const entries: Entry[] = [];

  const record = (input: HttpRequest, started: Date, response: HttpResponse | HttpError) => {
    const method = (input.method ?? "GET").toUpperCase();
    const bodyText = requestBodyText(input.body);
    const isJson = bodyText !== undefined && typeof input.body !== "string";
    const failed = response instanceof HttpError;
    const status = failed ? (response.status ?? 0) : response.status;
    const headers = failed ? {} : response.headers;
    const text = failed ? "" : response.text;
    entries.push({
      startedDateTime: started.toISOString(),
      time: Math.max(0, now().getTime() - started.getTime()),
      request: {
        method,
        url: input.url,
        httpVersion: "HTTP/1.1",
        cookies: [],
        headers: toHeaderList(input.headers),
        queryString: toQueryList(input.url),
        ...(bodyText !== undefined
          ? {
              postData: {
                mimeType: isJson
                  ? "application/json"
                  : (input.headers?.["content-type"] ?? "text/plain"),
                text: bodyText,
              },
            }
          : {}),
        headersSize: -1,
        bodySize: bodyText === undefined ? 0 : Buffer.byteLength(bodyText),
      },
      response: {
        status,
        statusText: "",
        httpVersion: "HTTP/1.1",
        cookies: [],
        headers: toHeaderList(headers),
        content: {
          size: Buffer.byteLength(text),
          mimeType: headers["content-type"] ?? "application/octet-stream",
          text,
        },
        redirectURL: "",
        headersSize: -1,
        bodySize: Buffer.byteLength(text),
      },
      cache: {},
      timings: { send: 0, wait: 0, receive: 0 },
    });
  };

  const request = async (input: HttpRequest): Promise<HttpResponse> => {
    const started = now();
    try {
      const response = await inner.request(input);
      record(input, started, response);
      return response;
    } catch (error) {
      if (error instanceof HttpError && error.status !== null) record(input, started, error);
      throw error;
    }
  };

  return {
    request,
    toArchive: () => ({
      log: {
        version: "1.2",
        creator: { name: "Blueboard ingestion", version: "1" },
        entries: [...entries],
      },
    }),
  };
}
