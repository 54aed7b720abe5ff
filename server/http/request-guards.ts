import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * Checks every request passes before any of our code reads it: the method, the URL (NUL bytes,
 * broken percent-encoding, over-long path segments) and the size of the body. A request that fails
 * gets a short plain-text answer (400, 405, 413 or 414) instead of reaching the app, where the same
 * input used to end in a 500 or in an unbounded buffer.
 */

/** Largest body per kind of content. Forms carry the biggest legitimate payloads (coaching goal). */
export const BODY_LIMITS = {
  form: 1024 * 1024,
  json: 64 * 1024,
  other: 64 * 1024,
} as const;

/**
 * The one route that takes a file: a CV upload (multipart, at most 5 MB of file, read by a
 * streaming parser that stops at that size). Its body may be a little larger than the file.
 */
export const CV_UPLOAD_PATH = "/account/cv";
export const CV_UPLOAD_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/** A single path segment longer than this (in bytes, once decoded) is refused; file systems stop at 255. */
export const MAX_SEGMENT_BYTES = 255;
/** The whole request target (path and query). */
export const MAX_URL_BYTES = 8 * 1024;

/** Methods the server never answers: TRACE/TRACK echo requests back (cross-site tracing). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK"]);
const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";

export type Refusal = { status: 400 | 405 | 413 | 414; message: string };

/**
 * What to do with a request target that is not a path (RFC 9112 §3.2): `*` is the target of a
 * server-wide `OPTIONS` only (answered with the methods, no body); an absolute URL
 * (`GET http://host/jobs HTTP/1.1`, which a server must accept) is read as its path and query;
 * anything else is refused. The app and React Router only ever see a target that starts with "/".
 */
export type TargetForm =
  | { kind: "path"; target: string }
  | { kind: "server-options" }
  | { kind: "refused"; refusal: Refusal };

export function readRequestTarget(
  method: string | undefined,
  target: string | undefined,
): TargetForm {
  const url = target ?? "/";
  if (url.startsWith("/")) return { kind: "path", target: url };
  if (url === "*")
    return (method ?? "").toUpperCase() === "OPTIONS"
      ? { kind: "server-options" }
      : {
          kind: "refused",
          refusal: { status: 400, message: "The target * is only for OPTIONS." },
        };
  if (Buffer.byteLength(url) > MAX_URL_BYTES)
    return { kind: "refused", refusal: { status: 414, message: "The address is too long." } };
  if (/^https?:\/\//i.test(url)) {
    try {
      const parsed = new URL(url);
      // The path and query exactly as sent (the URL parser would re-encode them).
      const authorityAt = url.indexOf("//") + 2;
      const authorityEnd = url.slice(authorityAt).search(/[/?#]/);
      const rest = authorityEnd === -1 ? "" : url.slice(authorityAt + authorityEnd);
      const path = rest.startsWith("/") ? rest : `/${rest}`;
      if (parsed.hostname && !path.includes("#")) return { kind: "path", target: path };
    } catch {
      // falls through to the refusal
    }
  }
  return {
    kind: "refused",
    refusal: { status: 400, message: "The request target must be a path such as /jobs." },
  };
}

function refuse(res: ServerResponse, refusal: Refusal, closeConnection = false) {
  const headers: Record<string, string> = {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  };
  if (refusal.status === 405) headers.Allow = ALLOWED_METHODS;
  if (closeConnection) headers.Connection = "close";
  res.writeHead(refusal.status, headers);
  res.end(`${refusal.message}\n`);
}

/** Why the method or target of a request is refused, or null when it may go on. */
export function checkRequestLine(
  method: string | undefined,
  target: string | undefined,
): Refusal | null {
  if (method && REFUSED_METHODS.has(method.toUpperCase()))
    return { status: 405, message: `The ${method.toUpperCase()} method is not allowed.` };
  const url = target ?? "/";
  if (Buffer.byteLength(url) > MAX_URL_BYTES)
    return { status: 414, message: "The address is too long." };
  // A NUL byte, raw or percent-encoded, anywhere in the path or the query.
  if (url.includes("\0") || /%00/i.test(url))
    return { status: 400, message: "The address contains a NUL byte." };
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  let segments: string[];
  try {
    segments = path.split("/").map((segment) => decodeURIComponent(segment));
    // The query is decoded the way URLSearchParams will ('+' is a space); a broken escape is an error.
    for (const part of query.split("&")) decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    return { status: 400, message: "The address has a broken percent-encoding." };
  }
  if (segments.some((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES))
    return {
      status: 400,
      message: `A part of the address is longer than ${MAX_SEGMENT_BYTES} bytes.`,
    };
  return null;
}

/** The body limit for a Content-Type header (and, for the CV upload, the path and method). */
export function bodyLimitFor(
  contentType: string | undefined,
  request?: { method?: string; url?: string },
): number {
  const type = (contentType ?? "").split(";")[0]!.trim().toLowerCase();
  if (
    type === "multipart/form-data" &&
    request?.method === "POST" &&
    (request.url ?? "").split("?")[0] === CV_UPLOAD_PATH
  )
    return CV_UPLOAD_BODY_LIMIT;
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data")
    return BODY_LIMITS.form;
  if (type === "application/json" || type.endsWith("+json")) return BODY_LIMITS.json;
  return BODY_LIMITS.other;
}

const formatLimit = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${bytes / 1024} KB`;

/**
 * Applies every check to a request. Returns false when it answered the request itself (the caller
 * stops); true when the request may go on. A body announced larger than its limit is refused before
 * a byte of it is read; a chunked body is counted as it is read and the connection is cut once it
 * passes the limit, so nothing ever buffers more than the limit.
 */
export function guardRequest(req: IncomingMessage, res: ServerResponse): boolean {
  const form = readRequestTarget(req.method, req.url);
  if (form.kind === "server-options") {
    res.writeHead(204, { Allow: ALLOWED_METHODS, "Cache-Control": "no-store" });
    res.end();
    if (hasBody(req)) res.on("finish", () => req.destroy());
    return false;
  }
  if (form.kind === "refused") {
    refuse(res, form.refusal, hasBody(req));
    if (hasBody(req)) res.on("finish", () => req.destroy());
    return false;
  }
  req.url = form.target;
  const lineRefusal = checkRequestLine(req.method, req.url);
  if (lineRefusal) {
    // A refused request may still be sending a body: do not keep the connection for another one.
    refuse(res, lineRefusal, hasBody(req));
    if (hasBody(req)) res.on("finish", () => req.destroy());
    return false;
  }
  if (!hasBody(req)) return true;

  const limit = bodyLimitFor(req.headers["content-type"], req);
  const tooLarge: Refusal = {
    status: 413,
    message:
      limit === CV_UPLOAD_BODY_LIMIT
        ? "The file is larger than 5 MB. Please go back and upload a smaller version of your CV."
        : `The request body is larger than ${formatLimit(limit)}.`,
  };
  const declared = Number(req.headers["content-length"]);
  if (req.headers["content-length"] !== undefined && declared > limit) {
    refuse(res, tooLarge, true);
    res.on("finish", () => req.destroy());
    return false;
  }
  // Count what arrives (covers chunked bodies). Paused first, so adding the listener does not
  // start the flow: the app's body reader resumes the stream when it wants data, and sees every chunk.
  let received = 0;
  req.pause();
  const count = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return;
    req.removeListener("data", count);
    if (!res.headersSent) {
      refuse(res, tooLarge, true);
      res.on("finish", () => req.destroy());
    } else {
      req.destroy();
    }
  };
  req.on("data", count);
  return true;
}

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return req.headers["transfer-encoding"] !== undefined;
}
