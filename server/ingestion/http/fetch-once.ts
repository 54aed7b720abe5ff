import zlib from "node:zlib";
import type { Dispatcher } from "undici";
import { HttpError } from "./http-types";
import { describeUrl } from "./ssrf-guard";

/** One answer of the server, any status; the body only for 2xx, decoded to text. */
export type RawResponse = { status: number; headers: Record<string, string>; text: string };

/** One failed attempt: `retryable` for network errors and time-outs. */
export class AttemptError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly timedOut = false,
  ) {
    super(message);
  }
}

export type FetchOnceOptions = {
  dispatcher: Dispatcher;
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
  /** From sending the request to the last byte of the body. */
  timeoutMs: number;
  /** Cap on the body, both as received and once decompressed. */
  maxBodyBytes: number;
};

const MB = 1024 * 1024;
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
  "UND_ERR_CONNECT_TIMEOUT",
]);
const TIMEOUT_CODES = new Set(["UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"]);
const DECODED = new Set(["identity", "gzip", "x-gzip", "deflate", "br", ""]);

export function formatBytes(bytes: number): string {
  if (bytes >= MB && bytes % MB === 0) return `${bytes / MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} bytes`;
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

function lowerCaseHeaders(headers: Dispatcher.ResponseData["headers"]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    result[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return result;
}

/**
 * The decompressor of a body. undici's `decompress` interceptor is not used: it inflates
 * "deflate" only when zlib-wrapped (some servers send it raw), passes unknown encodings through
 * undecoded, and drops the Content-Encoding and Content-Length headers the caller sees.
 */
function createDecoder(encoding: string, first: Buffer) {
  if (encoding === "br") return zlib.createBrotliDecompress();
  if (encoding === "deflate") {
    // "deflate" should be zlib-wrapped (RFC 9110) but some servers send raw deflate.
    const zlibHeader =
      first.length >= 2 && (first[0]! & 0x0f) === 8 && ((first[0]! << 8) | first[1]!) % 31 === 0;
    return zlibHeader ? zlib.createInflate() : zlib.createInflateRaw();
  }
  return zlib.createGunzip();
}

/** The message and retryability of an error undici rejected a request with. */
function attemptErrorOf(error: NodeJS.ErrnoException, url: URL, timeoutMs: number): Error {
  if (error instanceof HttpError || error instanceof AttemptError) return error;
  const code = error.code ?? "";
  if (TIMEOUT_CODES.has(code))
    return new AttemptError(
      `timed out after ${timeoutMs} ms fetching ${describeUrl(url)}`,
      true,
      true,
    );
  const retryable =
    RETRYABLE_CODES.has(code) || /socket hang up|aborted|closed/i.test(error.message);
  return new AttemptError(
    `network error fetching ${describeUrl(url)}: ${error.message}`,
    retryable,
  );
}

/**
 * One HTTP exchange through `dispatcher`, body included, within `timeoutMs`. Resolves for every
 * status. Only 2xx bodies are decoded and kept; others are read (bounded) and dropped. A body over
 * the cap, as received or once decompressed (a decompression bomb), aborts the request, which
 * closes its connection.
 *
 * undici's `headersTimeout` and `bodyTimeout` bound the wait for the headers and between two body
 * chunks; a trickling body would pass both, so the whole exchange also has its own deadline.
 */
export function fetchOnce(options: FetchOnceOptions): Promise<RawResponse> {
  const { url, timeoutMs, maxBodyBytes } = options;
  const tooLarge = () =>
    new HttpError(
      `response body exceeds ${formatBytes(maxBodyBytes)} (from ${describeUrl(url)})`,
      url.href,
      null,
      "invalid-response",
    );

  return new Promise<RawResponse>((resolve, reject) => {
    let settled = false;
    let decoder: ReturnType<typeof createDecoder> | null = null;
    const abort = new AbortController();
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      decoder?.destroy();
      // Aborting a request in flight destroys its socket: nothing more is read, nothing is reused.
      abort.abort(error);
      reject(error);
    };
    const timer = setTimeout(
      () =>
        fail(
          new AttemptError(
            `timed out after ${timeoutMs} ms fetching ${describeUrl(url)}`,
            true,
            true,
          ),
        ),
      timeoutMs,
    );

    const onResponse = ({ statusCode: status, headers, body }: Dispatcher.ResponseData) => {
      body.on("error", (error: NodeJS.ErrnoException) =>
        fail(
          error instanceof HttpError || error instanceof AttemptError
            ? error
            : new AttemptError(`network error reading ${describeUrl(url)}: ${error.message}`, true),
        ),
      );
      if (settled) {
        body.destroy();
        return;
      }
      const responseHeaders = lowerCaseHeaders(headers);
      const declared = Number(responseHeaders["content-length"]);
      if (Number.isFinite(declared) && declared > maxBodyBytes) return fail(tooLarge());

      const keep = status >= 200 && status < 300;
      const encoding = (responseHeaders["content-encoding"] ?? "identity").trim().toLowerCase();
      if (keep && !DECODED.has(encoding))
        return fail(
          new HttpError(
            `unsupported Content-Encoding "${encoding}" from ${describeUrl(url)}`,
            url.href,
            status,
            "invalid-response",
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
        const text = keep ? decodeText(Buffer.concat(chunks), responseHeaders["content-type"]) : "";
        resolve({ status, headers: responseHeaders, text });
      };
      const keepChunk = (chunk: Buffer) => {
        decoded += chunk.length;
        if (decoded > maxBodyBytes) return fail(tooLarge());
        if (keep) chunks.push(chunk);
      };

      body.on("data", (chunk: Buffer) => {
        if (settled) return;
        received += chunk.length;
        if (received > maxBodyBytes) return fail(tooLarge());
        if (!decode) return keepChunk(chunk);
        if (!decoder) {
          decoder = createDecoder(encoding, chunk);
          decoder.on("data", keepChunk);
          decoder.on("end", finish);
          decoder.on("error", (error) =>
            fail(
              new HttpError(
                `could not decode the ${encoding} body from ${describeUrl(url)}: ${error.message}`,
                url.href,
                status,
                "invalid-response",
              ),
            ),
          );
        }
        decoder.write(chunk);
      });
      body.on("end", () => {
        if (decoder) decoder.end();
        else finish();
      });
    };

    options.dispatcher
      .request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: options.method,
        headers: options.headers,
        body: options.body,
        signal: abort.signal,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      })
      .then(onResponse, (error: NodeJS.ErrnoException) =>
        fail(attemptErrorOf(error, url, timeoutMs)),
      );
  });
}
