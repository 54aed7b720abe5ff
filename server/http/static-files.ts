import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";
import { readAcceptedEncodings } from "#server/lib/accept-encoding";
import { ownEntry } from "#domain/own-entry";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webp": "image/webp",
  ".woff2": "font/woff2",
  ".json": "application/json",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

// Files a browser never renders as a document: the document-only security headers (the CSP,
// framing, permissions, opener and referrer policies) do nothing on them but cost bytes on each
// of a page's dozen script requests. nosniff stays. SVG is excluded: opened directly it is a
// document that could run script, so it keeps the CSP.
const SUBRESOURCE_TYPES = new Set([".js", ".css", ".png", ".ico", ".webp", ".woff2"]);
const DOCUMENT_ONLY_HEADERS = [
  "Content-Security-Policy",
  "X-Frame-Options",
  "Permissions-Policy",
  "Cross-Origin-Opener-Policy",
  "Referrer-Policy",
];

// Precompressed copies written at build time (scripts/precompress-assets.ts), best first.
const ENCODINGS = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

function statFile(filePath: string): fs.Stats | null {
  const stat = fs.statSync(filePath, { throwIfNoEntry: false });
  return stat?.isFile() ? stat : null;
}

/**
 * Serves files from the client build. Fingerprinted files under /assets/ are cached for a year as
 * immutable; everything else for an hour. Sends a precompressed copy (brotli, else gzip) when the
 * client accepts it and the build wrote one. Returns false when no file matches.
 */
export function serveStaticFile(root: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  } catch {
    return false;
  }
  if (pathname === "/" || pathname.includes("\0")) return false;
  const filePath = path.join(root, pathname);
  if (!filePath.startsWith(root + path.sep)) return false;
  const stat = statFile(filePath);
  if (!stat) return false;
  const extension = path.extname(filePath);
  const isFingerprinted = pathname.startsWith("/assets/");
  const lastModified = stat.mtime.toUTCString();
  if (SUBRESOURCE_TYPES.has(extension))
    for (const header of DOCUMENT_ONLY_HEADERS) res.removeHeader(header);
  res.setHeader("Content-Type", ownEntry(TYPES, extension) ?? "application/octet-stream");
  res.setHeader(
    "Cache-Control",
    isFingerprinted ? "public, max-age=31536000, immutable" : "public, max-age=3600",
  );
  res.setHeader("Last-Modified", lastModified);
  if (!isFingerprinted && req.headers["if-modified-since"] === lastModified) {
    res.statusCode = 304;
    res.end();
    return true;
  }

  let bodyPath = filePath;
  let size = stat.size;
  const accepted = readAcceptedEncodings(req.headers["accept-encoding"]);
  let variants = false;
  for (const encoding of ENCODINGS) {
    const variant = statFile(filePath + encoding.suffix);
    if (!variant) continue;
    variants = true;
    if (!accepted.has(encoding.name)) continue;
    // Content-Encoding also tells the compression middleware to leave the body alone.
    res.setHeader("Content-Encoding", encoding.name);
    bodyPath = filePath + encoding.suffix;
    size = variant.size;
    break;
  }
  if (variants) res.setHeader("Vary", "Accept-Encoding");
  res.statusCode = 200;
  res.setHeader("Content-Length", size);
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  fs.createReadStream(bodyPath).pipe(res);
  return true;
}
