import fs from "node:fs";
import path from "node:path";
import type { IncomingMessage, ServerResponse } from "node:http";

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

/**
 * Serves files from the client build. Fingerprinted files under /assets/ are cached for a year as
 * immutable; everything else for an hour. Returns false when no file matches.
 */
export function serveStaticFile(root: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const pathname = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
  if (pathname === "/" || pathname.includes("\0")) return false;
  const filePath = path.join(root, pathname);
  if (!filePath.startsWith(root + path.sep)) return false;
  let stat: fs.Stats;
  try {
    stat = fs.statSync(filePath);
  } catch {
    return false;
  }
  if (!stat.isFile()) return false;
  const isFingerprinted = pathname.startsWith("/assets/");
  const lastModified = stat.mtime.toUTCString();
  res.setHeader("Content-Type", TYPES[path.extname(filePath)] ?? "application/octet-stream");
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
  res.statusCode = 200;
  res.setHeader("Content-Length", stat.size);
  if (req.method === "HEAD") {
    res.end();
    return true;
  }
  fs.createReadStream(filePath).pipe(res);
  return true;
}
