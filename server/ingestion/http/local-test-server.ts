import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

/**
 * A real `node:http` server on 127.0.0.1:0 for the HTTP client's tests: every behaviour the client
 * must cope with, at a path. Counters are keyed by the `key` query parameter so tests do not share
 * state. Test support only (imported by *.test.ts).
 */
export type LocalTestServer = {
  port: number;
  origin: string;
  url(path: string): string;
  /** TCP connections accepted so far. */
  connections(): number;
  /** Every request seen: path with query, arrival (performance.now()), headers. */
  requests: { path: string; at: number; method: string; headers: http.IncomingHttpHeaders }[];
  /** Paths whose response was cut off by the client before it was finished. */
  aborted: string[];
  /** Most requests ever in flight at /hold at once, per key. */
  maxInFlight: Map<string, number>;
  /**
   * What /robots.txt answers: a status and body (default 404, i.e. "no robots.txt"). Tests change
   * it between requests.
   */
  robots: { status: number; body: string };
  close(): Promise<void>;
};

const MB = 1024 * 1024;

export async function startLocalTestServer(): Promise<LocalTestServer> {
  const robots = { status: 404, body: "" };
  let connections = 0;
  const requests: LocalTestServer["requests"] = [];
  const aborted: string[] = [];
  const counters = new Map<string, number>();
  const inFlight = new Map<string, number>();
  const maxInFlight = new Map<string, number>();
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const huge = Buffer.alloc(10 * MB, "a");
  const bomb = zlib.gzipSync(Buffer.alloc(10 * MB, 0));
  const page = "<!doctype html><title>Jobs</title><p>Programme Officer, P-3 — Genève</p>";

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const key = url.searchParams.get("key") ?? "";
    const count = (counters.get(`${url.pathname}:${key}`) ?? 0) + 1;
    counters.set(`${url.pathname}:${key}`, count);
    requests.push({
      path: `${url.pathname}${url.search}`,
      at: performance.now(),
      method: req.method ?? "",
      headers: req.headers,
    });
    res.on("close", () => {
      if (!res.writableFinished) aborted.push(url.pathname);
    });
    res.on("error", () => {});

    switch (url.pathname) {
      case "/robots.txt":
        res.writeHead(robots.status, { "Content-Type": "text/plain; charset=utf-8" });
        return res.end(robots.body);
      case "/page":
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "X-Custom-Header": "Yes",
        });
        return res.end(page);
      case "/latin1":
        res.writeHead(200, { "Content-Type": "text/plain; charset=iso-8859-1" });
        return res.end(Buffer.from("Genève", "latin1"));
      case "/gzip":
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Encoding": "gzip",
        });
        return res.end(zlib.gzipSync(page));
      case "/br":
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Encoding": "br",
        });
        return res.end(zlib.brotliCompressSync(page));
      case "/deflate":
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Encoding": "deflate",
        });
        return res.end(zlib.deflateSync(page));
      case "/deflate-raw":
        res.writeHead(200, {
          "Content-Type": "text/html; charset=utf-8",
          "Content-Encoding": "deflate",
        });
        return res.end(zlib.deflateRawSync(page));
      case "/etag":
        if (req.headers["if-none-match"] === '"v1"') {
          res.writeHead(304, { ETag: '"v1"' });
          return res.end();
        }
        res.writeHead(200, { "Content-Type": "application/json", ETag: '"v1"' });
        return res.end(JSON.stringify({ version: 1 }));
      case "/last-modified":
        if (req.headers["if-modified-since"] === "Wed, 01 Jan 2025 00:00:00 GMT") {
          res.writeHead(304);
          return res.end();
        }
        res.writeHead(200, { "Last-Modified": "Wed, 01 Jan 2025 00:00:00 GMT" });
        return res.end("dated body");
      case "/retry-after":
        if (count === 1) {
          res.writeHead(429, { "Retry-After": url.searchParams.get("wait") ?? "1" });
          return res.end("slow down");
        }
        res.writeHead(200);
        return res.end("thanks for waiting");
      case "/flaky": {
        const failures = Number(url.searchParams.get("fail") ?? "2");
        res.writeHead(count <= failures ? 500 : 200);
        return res.end(count <= failures ? "oops" : `ok after ${count}`);
      }
      case "/always-500":
        res.writeHead(500);
        return res.end("broken");
      case "/not-found":
        res.writeHead(404);
        return res.end("gone");
      case "/slow":
        return later(Number(url.searchParams.get("ms") ?? "2000"), () => {
          if (!res.destroyed) res.end("finally");
        });
      case "/slow-body":
        res.writeHead(200, { "Content-Type": "text/plain" });
        res.write("first part… ");
        return later(2000, () => {
          if (!res.destroyed) res.end("the rest");
        });
      case "/huge":
        res.writeHead(200, { "Content-Type": "text/plain", "Content-Length": String(huge.length) });
        return res.end(huge);
      case "/declared-huge":
        // Announces 10 MB, sends 1 KB and stalls: only a Content-Length check fails fast.
        res.writeHead(200, { "Content-Type": "text/plain", "Content-Length": String(huge.length) });
        res.write(huge.subarray(0, 1024));
        return later(5000, () => res.destroy());
      case "/huge-chunked": {
        res.writeHead(200, { "Content-Type": "text/plain" });
        let sent = 0;
        const chunk = huge.subarray(0, 64 * 1024);
        const pump = () => {
          while (sent < huge.length && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once("drain", pump);
          }
          if (!res.destroyed) res.end();
        };
        return pump();
      }
      case "/bomb":
        res.writeHead(200, { "Content-Type": "text/plain", "Content-Encoding": "gzip" });
        return res.end(bomb);
      case "/redirect": {
        const to = url.searchParams.get("to") ?? "/page";
        res.writeHead(Number(url.searchParams.get("status") ?? "302"), { Location: to });
        return res.end();
      }
      case "/loop":
        res.writeHead(302, { Location: `/loop?key=${key}&n=${count}` });
        return res.end();
      case "/echo": {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          res.writeHead(200, { "Content-Type": "application/json" });
          res.end(
            JSON.stringify({
              method: req.method,
              contentType: req.headers["content-type"] ?? null,
              authorization: req.headers.authorization ?? null,
              userAgent: req.headers["user-agent"] ?? null,
              acceptEncoding: req.headers["accept-encoding"] ?? null,
              body: Buffer.concat(chunks).toString("utf8"),
            }),
          );
        });
        return;
      }
      case "/trickle": {
        // A few bytes every 50 ms for 3 s: never idle long enough for a per-chunk time-out.
        res.writeHead(200, { "Content-Type": "text/plain" });
        const drip = (left: number) => {
          if (res.destroyed) return;
          if (left === 0) return res.end("done");
          res.write("drip ");
          later(50, () => drip(left - 1));
        };
        drip(60);
        return;
      }
      case "/hold": {
        inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
        maxInFlight.set(key, Math.max(maxInFlight.get(key) ?? 0, inFlight.get(key)!));
        return later(Number(url.searchParams.get("ms") ?? "100"), () => {
          inFlight.set(key, inFlight.get(key)! - 1);
          res.end("held");
        });
      }
      default:
        res.writeHead(404);
        res.end("no such test path");
    }
  });
  server.on("connection", () => {
    connections += 1;
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    port,
    origin,
    url: (path) => `${origin}${path}`,
    connections: () => connections,
    requests,
    aborted,
    maxInFlight,
    robots,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
