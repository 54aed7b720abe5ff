import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  BODY_LIMITS,
  CV_UPLOAD_BODY_LIMIT,
  checkRequestLine,
  guardRequest,
  readRequestTarget,
} from "./request-guards";

// A real HTTP server with the guard in front of a handler that reads the whole body after a pause
// (as the app does after loading its build), and reports how many bytes it got.
let server: http.Server;
let port: number;
let bytesSeenByApp = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (!guardRequest(req, res)) return;
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      let total = 0;
      try {
        for await (const chunk of req) total += (chunk as Buffer).length;
      } catch {
        // The guard cut the connection.
      }
      bytesSeenByApp = Math.max(bytesSeenByApp, total);
      if (!res.headersSent) {
        res.writeHead(200, { "Content-Type": "text/plain", "X-Target": req.url });
        res.end(`read ${total}`);
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes and returns the status line and body the server answered with. */
function raw(request: string | Buffer, extra?: (socket: net.Socket) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      // The server may cut the connection while we are still writing: the answer is what counts.
      answer ? resolve(answer) : error.code === "ECONNRESET" ? resolve(answer) : reject(error),
    );
    socket.on("close", () => resolve(answer));
    socket.write(request);
    extra?.(socket);
  });
}

const status = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

test("TRACE answers 405 with an Allow header, never an echo (Node's parser already refuses TRACK)", async () => {
  for (const method of ["TRACE"]) {
    const answer = await raw(
      `${method} / HTTP/1.1\r\nHost: x\r\nCookie: secret=1\r\nConnection: close\r\n\r\n`,
    );
    expect(status(answer), method).toBe(405);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST/);
    expect(answer).not.toContain("secret=1");
  }
});

test("a NUL byte anywhere in the address, or a broken escape, answers 400", async () => {
  for (const target of [
    "/jobs?q=%00",
    "/jobs?grade=P3%00",
    "/jobs%00/x",
    "/search?q=a&organization=%00UNDP",
    "/jobs?q=%E0%A4%A",
    "/%zz",
  ]) {
    const answer = await raw(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(status(answer), target).toBe(400);
  }
  expect(checkRequestLine("GET", "/jobs?q=%C3%A9t%C3%A9+2026")).toBeNull();
});

test("a path segment over 255 bytes answers 400; 255 bytes pass; an over-long address 414", async () => {
  const long = await raw(
    `GET /jobs/${"a".repeat(256)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
  );
  expect(status(long)).toBe(400);
  // Counted in bytes once decoded: 128 × "é" is 256 bytes.
  expect(checkRequestLine("GET", `/jobs/${"%C3%A9".repeat(128)}`)?.status).toBe(400);
  expect(checkRequestLine("GET", `/jobs/${"a".repeat(255)}`)).toBeNull();
  expect(checkRequestLine("GET", `/jobs?q=${"a".repeat(9000)}`)?.status).toBe(414);
});

test("a body announced over its limit answers 413 before any of it is read", async () => {
  bytesSeenByApp = 0;
  // 300 MB announced, 64 KB sent: the answer comes at once and the app reads nothing.
  const answer = await raw(
    `POST /alerts/unsubscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${300 * 1024 * 1024}\r\n\r\n${"a".repeat(64 * 1024)}`,
  );
  expect(status(answer)).toBe(413);
  expect(answer).toMatch(/larger than 1 MB/);
  expect(bytesSeenByApp).toBe(0);

  const json = await raw(
    `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${BODY_LIMITS.json + 1}\r\n\r\n`,
  );
  expect(status(json)).toBe(413);
  expect(json).toMatch(/larger than 64 KB/);
});

test("a chunked body is cut at its limit: 413, and the app never holds more than the limit", async () => {
  bytesSeenByApp = 0;
  const chunk = Buffer.alloc(256 * 1024, 97);
  const answer = await raw(
    `POST /coaching HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`,
    (socket) => {
      // 20 chunks of 256 KB = 5 MB, far past the 1 MB form limit.
      let sent = 0;
      const next = () => {
        if (sent++ >= 20 || socket.destroyed) return socket.end();
        socket.write(`${chunk.length.toString(16)}\r\n`);
        socket.write(chunk);
        socket.write("\r\n", next);
      };
      next();
    },
  );
  expect(status(answer)).toBe(413);
  expect(bytesSeenByApp).toBeLessThanOrEqual(BODY_LIMITS.form + chunk.length);
});

test("bodies within their limits reach the app whole", async () => {
  const form = `goal=${"b".repeat(500 * 1024)}`;
  const answer = await raw(
    `POST /coaching HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${form.length}\r\nConnection: close\r\n\r\n${form}`,
  );
  expect(status(answer)).toBe(200);
  expect(answer).toContain(`read ${form.length}`);
});

test("only a multipart POST to the CV upload may carry up to 5 MB; every other form keeps 1 MB", async () => {
  const body = Buffer.alloc(3 * 1024 * 1024, 97);
  const head = (path: string, type: string) =>
    `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`;
  const upload = await raw(
    Buffer.concat([Buffer.from(head("/account/cv", "multipart/form-data; boundary=x")), body]),
  );
  expect(status(upload)).toBe(200);
  expect(upload).toContain(`read ${body.length}`);
  // The same body anywhere else, or urlencoded to the same path, is refused.
  const elsewhere = await raw(head("/coaching", "multipart/form-data; boundary=x"));
  expect(status(elsewhere)).toBe(413);
  const encoded = await raw(head("/account/cv", "application/x-www-form-urlencoded"));
  expect(status(encoded)).toBe(413);
  // Past the upload's own limit, the answer says what to do.
  const tooLarge = await raw(
    `POST /account/cv HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${CV_UPLOAD_BODY_LIMIT + 1}\r\n\r\n`,
  );
  expect(status(tooLarge)).toBe(413);
  expect(tooLarge).toContain("The file is larger than 5 MB.");
});

test("OPTIONS * answers 204 with the methods; * with another method, and targets that are no path, 400", async () => {
  const options = await raw("OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
  expect(status(options)).toBe(204);
  expect(options).toMatch(/\r\nAllow: GET, HEAD, POST/);
  for (const line of [
    "GET * HTTP/1.1",
    "POST * HTTP/1.1",
    "GET jobs HTTP/1.1",
    "GET ftp://x/jobs HTTP/1.1",
  ]) {
    const answer = await raw(`${line}\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(status(answer), line).toBe(400);
  }
  expect(readRequestTarget("GET", "http://x/jobs#top")).toMatchObject({ kind: "refused" });
  expect(readRequestTarget("GET", `http://x/${"a".repeat(9000)}`)).toMatchObject({
    kind: "refused",
    refusal: { status: 414 },
  });
});

test("an absolute-form target is read as its path and query, exactly as sent; its checks still apply", async () => {
  for (const [sent, seen] of [
    ["http://example.org/jobs?field=a%20b&x=1", "/jobs?field=a%20b&x=1"],
    ["HTTPS://example.org:8443/search", "/search"],
    ["http://example.org", "/"],
    ["http://example.org?q=1", "/?q=1"],
  ] as const) {
    const answer = await raw(`GET ${sent} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect(status(answer), sent).toBe(200);
    expect(answer, sent).toContain(`\r\nX-Target: ${seen}\r\n`);
  }
  const nul = await raw(
    "GET http://example.org/jobs?q=%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
  );
  expect(status(nul)).toBe(400);
});
