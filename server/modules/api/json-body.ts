import { createHash } from "node:crypto";
import zlib from "node:zlib";
import { readAcceptedEncodings } from "#server/lib/accept-encoding";

/**
 * A JSON response body serialised once, with its entity tag and, made on first request and kept,
 * its brotli and gzip encodings. Cached bodies (see server/modules/jobs/api-bodies.ts) are served
 * many times: per request only the headers are written.
 */
export type JsonBody = {
  bytes: Buffer;
  /** Weak, because the same entity is sent identity, brotli or gzip encoded. */
  etag: string;
  encoded: Partial<Record<ContentEncoding, Buffer>>;
};

export type ContentEncoding = "br" | "gzip";

/** Headers of every public, cacheable API response. */
export const PUBLIC_API_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cache-Control": "public, max-age=60",
} as const;

/** Smaller bodies are sent as they are: compressing them saves less than the framing costs. */
const COMPRESS_THRESHOLD = 1024;

export function serialiseJsonBody(value: unknown): JsonBody {
  const bytes = Buffer.from(JSON.stringify(value));
  const hash = createHash("sha256").update(bytes).digest("base64url").slice(0, 27);
  return { bytes, etag: `W/"${hash}"`, encoded: {} };
}

/** The bytes a cached body holds, counting the encodings it will likely get. */
export function measureJsonBody(body: JsonBody): number {
  return Math.ceil(body.bytes.length * 1.5) + 200;
}

function encode(bytes: Buffer, encoding: ContentEncoding): Buffer {
  return encoding === "br"
    ? zlib.brotliCompressSync(bytes, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : zlib.gzipSync(bytes, { level: 6 });
}

/**
 * The representation to send for an Accept-Encoding header: brotli, else gzip, else identity;
 * identity for small bodies. The encoded bytes are made once per body and kept on it.
 */
export function selectEncoding(
  body: JsonBody,
  acceptEncoding: string | string[] | undefined | null,
): { encoding: ContentEncoding | null; bytes: Buffer } {
  if (!acceptEncoding || body.bytes.length < COMPRESS_THRESHOLD)
    return { encoding: null, bytes: body.bytes };
  const accepted = readAcceptedEncodings(acceptEncoding);
  const encoding = accepted.has("br") ? "br" : accepted.has("gzip") ? "gzip" : null;
  if (!encoding) return { encoding: null, bytes: body.bytes };
  const bytes = (body.encoded[encoding] ??= encode(body.bytes, encoding));
  return { encoding, bytes };
}

/** True when an If-None-Match header names this entity tag (weak comparison, or `*`). */
export function matchesEntityTag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => {
    const tag = candidate.trim();
    return tag === "*" || tag.replace(/^W\//, "") === opaque;
  });
}

/**
 * Status and headers for answering a request with a cached body: 304 without a body when the
 * client's copy is current, else 200 with the best encoding the client accepts.
 */
export function answerWithJsonBody(
  body: JsonBody,
  request: { ifNoneMatch?: string | null; acceptEncoding?: string | string[] | null },
): { status: 200 | 304; headers: Record<string, string>; bytes: Buffer | null } {
  const headers: Record<string, string> = {
    ...PUBLIC_API_HEADERS,
    ETag: body.etag,
    Vary: "Accept-Encoding",
  };
  if (matchesEntityTag(request.ifNoneMatch, body.etag))
    return { status: 304, headers, bytes: null };
  const { encoding, bytes } = selectEncoding(body, request.acceptEncoding);
  headers["Content-Type"] = "application/json";
  headers["Content-Length"] = String(bytes.length);
  if (encoding) headers["Content-Encoding"] = encoding;
  return { status: 200, headers, bytes };
}
