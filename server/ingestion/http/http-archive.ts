import fs from "node:fs/promises";
import type { Entry, Har } from "har-format";
import { z } from "zod";
import { HttpError, type HttpClient, type HttpRequest, type HttpResponse } from "./http-types";
import { createHttpClient } from "./create-http-client";
import { NotInArchiveError, ReplayDispatcher } from "./replay-dispatcher";
import { SsrfError } from "./ssrf-guard";

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

/** An `HttpClient` answering from an archive, plus the requests it served and those it could not. */
export type ReplayHttpClient = HttpClient & {
  readonly requests: HttpRequest[];
  /** "METHOD URL" of every request the archive had no entry for. */
  readonly unmatched: string[];
};

/**
 * Replays an archive through the ingestion client (`createHttpClient`) with the archive's
 * `ReplayDispatcher` in place of the connection pool, so a replayed request takes the live path:
 * URL check, host queue, redirects, status handling, body caps and decoding. What a replay must
 * not do is switched off: waiting between requests, retrying (an entry answers the same every
 * time), reading robots.txt (the recording already obeyed it) and the conditional cache (the
 * archive holds every answer already). Only the hosts the
 * archive holds may be fetched, private ones included, since nothing connects.
 *
 * A request with no entry throws an HttpError naming method and URL, and is listed in `unmatched`
 * so the caller can fail the run even when an adapter tolerated the error. Non-2xx entries fail as
 * the live client does (HttpError with the status).
 */
export function createReplayHttpClient(archive: HttpArchive): ReplayHttpClient {
  const requests: HttpRequest[] = [];
  const unmatched: string[] = [];
  const hosts = new Set<string>();
  for (const entry of archive.log.entries) {
    try {
      hosts.add(`${new URL(entry.request.url).hostname}:*`);
    } catch {
      // An entry no request can match.
    }
  }
  const client = createHttpClient({
    dispatcher: new ReplayDispatcher(archive),
    allowPrivateHosts: [...hosts],
    robots: false,
    politenessDelayMs: 0,
    retries: 0,
    cacheMaxEntries: 0,
  });

  const request = async (input: HttpRequest): Promise<HttpResponse> => {
    const method = (input.method ?? "GET").toUpperCase();
    requests.push(input);
    try {
      new URL(input.url);
    } catch {
      throw new HttpError(`invalid URL ${input.url}`, input.url);
    }
    try {
      return await client.request(input);
    } catch (error) {
      if (!(error instanceof NotInArchiveError || error instanceof SsrfError)) throw error;
      if (error instanceof NotInArchiveError && error.status !== null) throw error;
      unmatched.push(`${method} ${input.url}`);
      throw new HttpError(`the archive has no response for ${method} ${input.url}`, input.url);
    }
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
