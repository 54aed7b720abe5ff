import { afterAll, beforeAll, expect, test } from "vitest";
import {
  createHttpClient,
  parseRetryAfter,
  type CreateHttpClientOptions,
} from "./create-http-client";
import { HttpError } from "./http-types";
import { startLocalTestServer, type LocalTestServer } from "./local-test-server";
import { SsrfError } from "./ssrf-guard";

let server: LocalTestServer;
const clients: { close(): void }[] = [];

beforeAll(async () => {
  server = await startLocalTestServer();
});

afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

/** A client for the local server: loopback allowed, no politeness delay, tiny back-off. */
function client(options: CreateHttpClientOptions = {}) {
  const created = createHttpClient({
    siteUrl: "https://blueboard.example",
    allowPrivateHosts: ["127.0.0.1:*"],
    politenessDelayMs: 0,
    retryBaseDelayMs: 5,
    maxRetryDelayMs: 5_000,
    ...options,
  });
  clients.push(created);
  return created;
}

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

const hits = (path: string) => server.requests.filter((request) => request.path === path);

test("a page: status, text, lower-cased headers, honest User-Agent, Accept-Encoding", async () => {
  const response = await client().request({ url: server.url("/page?key=plain") });
  expect(response.status).toBe(200);
  expect(response.notModified).toBe(false);
  expect(response.url).toBe(server.url("/page?key=plain"));
  expect(response.text).toContain("Programme Officer, P-3 — Genève");
  expect(response.headers["x-custom-header"]).toBe("Yes");
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  const seen = hits("/page?key=plain")[0]!.headers;
  expect(seen["user-agent"]).toBe("Blueboard/1.0 (+https://blueboard.example/about)");
  expect(seen["accept-encoding"]).toBe("gzip, deflate, br");
});

test("gzip, brotli and deflate (zlib-wrapped and raw) bodies are decoded", async () => {
  const http = client();
  for (const path of ["/gzip", "/br", "/deflate", "/deflate-raw"]) {
    const response = await http.request({ url: server.url(path) });
    expect(response.headers["content-encoding"]).toBeDefined();
    expect(response.text, path).toContain("Programme Officer, P-3 — Genève");
  }
});

test("the charset named in Content-Type is honoured", async () => {
  const response = await client().request({ url: server.url("/latin1") });
  expect(response.text).toBe("Genève");
});

test("ETag: the next GET is conditional and a 304 hands back the cached body", async () => {
  const http = client();
  const first = await http.request({ url: server.url("/etag?key=a") });
  expect(first).toMatchObject({ status: 200, notModified: false, text: '{"version":1}' });
  const second = await http.request({ url: server.url("/etag?key=a") });
  expect(second).toMatchObject({ status: 200, notModified: true, text: '{"version":1}' });
  expect(second.headers["content-type"]).toBe("application/json");
  const seen = hits("/etag?key=a");
  expect(seen).toHaveLength(2);
  expect(seen[0]!.headers["if-none-match"]).toBeUndefined();
  expect(seen[1]!.headers["if-none-match"]).toBe('"v1"');
});

test("Last-Modified: the next GET sends If-Modified-Since; caches are per client", async () => {
  const http = client();
  await http.request({ url: server.url("/last-modified?key=a") });
  const again = await http.request({ url: server.url("/last-modified?key=a") });
  expect(again).toMatchObject({ notModified: true, text: "dated body" });
  expect(hits("/last-modified?key=a")[1]!.headers["if-modified-since"]).toBe(
    "Wed, 01 Jan 2025 00:00:00 GMT",
  );
  const fresh = await client().request({ url: server.url("/last-modified?key=a") });
  expect(fresh.notModified).toBe(false);
});

test("429 with Retry-After: waits the seconds asked for, then succeeds", async () => {
  const response = await client().request({ url: server.url("/retry-after?key=a&wait=1") });
  expect(response.text).toBe("thanks for waiting");
  const [first, second] = hits("/retry-after?key=a&wait=1");
  expect(second!.at - first!.at).toBeGreaterThanOrEqual(990);
});

test("a Retry-After longer than the client's cap gives up at once, naming it", async () => {
  const started = performance.now();
  const error = await failure(
    client().request({ url: server.url("/retry-after?key=b&wait=3600") }),
  );
  expect(performance.now() - started).toBeLessThan(1000);
  expect(error.status).toBe(429);
  expect(error.message).toMatch(
    /^HTTP 429 from 127\.0\.0\.1:\d+\/retry-after: Retry-After asks for 3600 s/,
  );
  expect(hits("/retry-after?key=b&wait=3600")).toHaveLength(1);
});

test("parseRetryAfter reads seconds and HTTP dates", () => {
  const now = Date.parse("2025-01-01T00:00:00Z");
  expect(parseRetryAfter("120", now)).toBe(120_000);
  expect(parseRetryAfter("Wed, 01 Jan 2025 00:00:30 GMT", now)).toBe(30_000);
  expect(parseRetryAfter("Tue, 31 Dec 2024 00:00:00 GMT", now)).toBe(0);
  expect(parseRetryAfter("soon", now)).toBeNull();
  expect(parseRetryAfter(undefined, now)).toBeNull();
});

test("500 twice then 200: retried with growing back-off", async () => {
  const response = await client({ retryBaseDelayMs: 40 }).request({
    url: server.url("/flaky?key=a&fail=2"),
  });
  expect(response.text).toBe("ok after 3");
  const [a, b, c] = hits("/flaky?key=a&fail=2").map((request) => request.at);
  // Jitter keeps 50–100 % of 40 ms, then of 80 ms.
  expect(b! - a!).toBeGreaterThanOrEqual(19);
  expect(c! - b!).toBeGreaterThanOrEqual(39);
});

test("500 every time: HttpError with the status and host/path after retries + 1 attempts", async () => {
  const error = await failure(
    client({ retries: 3 }).request({ url: server.url("/always-500?key=a") }),
  );
  expect(error.status).toBe(500);
  expect(error.url).toBe(server.url("/always-500?key=a"));
  expect(error.message).toBe(`HTTP 500 from 127.0.0.1:${server.port}/always-500 after 4 attempts`);
  expect(hits("/always-500?key=a")).toHaveLength(4);
});

test("a 404 is not retried", async () => {
  const error = await failure(client().request({ url: server.url("/not-found?key=a") }));
  expect(error.message).toBe(`HTTP 404 from 127.0.0.1:${server.port}/not-found`);
  expect(error.status).toBe(404);
  expect(hits("/not-found?key=a")).toHaveLength(1);
});

test("a slow answer times out (and time-outs are retried)", async () => {
  const started = performance.now();
  const error = await failure(
    client({ timeoutMs: 150, retries: 1 }).request({ url: server.url("/slow?key=a") }),
  );
  expect(error.message).toBe(
    `timed out after 150 ms fetching 127.0.0.1:${server.port}/slow after 2 attempts`,
  );
  expect(error.status).toBeNull();
  expect(hits("/slow?key=a")).toHaveLength(2);
  expect(performance.now() - started).toBeLessThan(1500);
});

test("the time-out covers the body, and a per-request timeoutMs wins", async () => {
  const error = await failure(
    client({ retries: 0 }).request({ url: server.url("/slow-body?key=a"), timeoutMs: 150 }),
  );
  expect(error.message).toMatch(/^timed out after 150 ms fetching .*\/slow-body$/);
});

test("a 10 MB body with Content-Length fails with the size error and the socket is cut", async () => {
  const error = await failure(client({ retries: 0 }).request({ url: server.url("/huge") }));
  expect(error.message).toBe(`response body exceeds 5 MB (from 127.0.0.1:${server.port}/huge)`);
  await expect.poll(() => server.aborted.includes("/huge")).toBe(true);
});

test("a declared Content-Length over the cap fails at once, before the body arrives", async () => {
  const started = performance.now();
  const error = await failure(
    client({ retries: 0, timeoutMs: 3_000 }).request({ url: server.url("/declared-huge") }),
  );
  expect(error.message).toMatch(/^response body exceeds 5 MB/);
  expect(performance.now() - started).toBeLessThan(2_000);
  await expect.poll(() => server.aborted.includes("/declared-huge")).toBe(true);
});

test("a 10 MB chunked body (no Content-Length) fails with the size error, not retried", async () => {
  const error = await failure(client().request({ url: server.url("/huge-chunked?key=a") }));
  expect(error.message).toMatch(/^response body exceeds 5 MB \(from .*\/huge-chunked\)$/);
  expect(hits("/huge-chunked?key=a")).toHaveLength(1);
  await expect.poll(() => server.aborted.includes("/huge-chunked")).toBe(true);
});

test("the cap applies to the decompressed size too (gzip bomb)", async () => {
  const error = await failure(
    client({ maxBodyBytes: 1024 * 1024 }).request({ url: server.url("/bomb") }),
  );
  expect(error.message).toMatch(/^response body exceeds 1 MB/);
});

test("a redirect to another allowed path is followed; url is the final one", async () => {
  const response = await client().request({
    url: server.url("/redirect?key=a&to=/page%3Fkey%3Dr"),
  });
  expect(response.url).toBe(server.url("/page?key=r"));
  expect(response.text).toContain("Programme Officer");
});

test("a redirect to a private host is refused by the guard", async () => {
  const error = await failure(
    client().request({ url: server.url("/redirect?key=b&to=http://10.0.0.5/jobs") }),
  );
  expect(error).toBeInstanceOf(SsrfError);
  expect(error.message).toBe(
    'refused 10.0.0.5: 10.0.0.5 is a private address; add "10.0.0.5" to INGEST_ALLOW_PRIVATE_HOSTS to allow it',
  );
  expect(error.url).toBe("http://10.0.0.5/jobs");
});

test("a redirect loop stops after 5 hops", async () => {
  const error = await failure(client().request({ url: server.url("/loop?key=a") }));
  expect(error.message).toBe(
    `too many redirects (more than 5) fetching 127.0.0.1:${server.port}/loop`,
  );
  expect(server.requests.filter((request) => request.path.startsWith("/loop?key=a"))).toHaveLength(
    6,
  );
});

test("POST sends JSON; a 303 after it becomes a GET without the body", async () => {
  const http = client();
  const response = await http.request({
    url: server.url("/echo"),
    method: "POST",
    body: { appliedFacets: {}, limit: 20, offset: 40, searchText: "" },
  });
  expect(JSON.parse(response.text)).toMatchObject({
    method: "POST",
    contentType: "application/json",
    body: '{"appliedFacets":{},"limit":20,"offset":40,"searchText":""}',
  });
  const redirected = await http.request({
    url: server.url("/redirect?status=303&to=/echo"),
    method: "POST",
    body: { a: 1 },
  });
  expect(JSON.parse(redirected.text)).toMatchObject({ method: "GET", contentType: null, body: "" });
  const raw = await http.request({
    url: server.url("/echo"),
    method: "POST",
    body: "a=1&b=2",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Mozilla/5.0" },
  });
  expect(JSON.parse(raw.text)).toMatchObject({
    contentType: "application/x-www-form-urlencoded",
    body: "a=1&b=2",
    userAgent: "Blueboard/1.0 (+https://blueboard.example/about)",
  });
});

test("credentials are dropped on a redirect to another origin, kept on the same one", async () => {
  const http = client({
    allowPrivateHosts: ["127.0.0.1:*", "other.test:*"],
    resolve: () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]),
  });
  const same = await http.request({
    url: server.url("/redirect?to=/echo"),
    headers: { Authorization: "Bearer secret" },
  });
  expect(JSON.parse(same.text)).toMatchObject({ authorization: "Bearer secret" });
  const other = await http.request({
    url: server.url(`/redirect?to=${encodeURIComponent(`http://other.test:${server.port}/echo`)}`),
    headers: { Authorization: "Bearer secret" },
  });
  expect(other.url).toBe(`http://other.test:${server.port}/echo`);
  expect(JSON.parse(other.text)).toMatchObject({ authorization: null });
});

test("politeness: requests to one host start at least politenessDelayMs apart", async () => {
  // Observed on the server, so event-loop jitter on a busy machine is allowed for; without the
  // delay the five requests arrive within a few milliseconds of each other.
  const http = client({ politenessDelayMs: 200, maxConcurrencyPerHost: 2 });
  await Promise.all(
    [1, 2, 3, 4, 5].map((n) => http.request({ url: server.url(`/page?key=polite-${n}`) })),
  );
  const starts = server.requests
    .filter((request) => request.path.startsWith("/page?key=polite-"))
    .map((request) => request.at)
    .sort((a, b) => a - b);
  expect(starts).toHaveLength(5);
  for (let i = 1; i < starts.length; i += 1)
    expect(starts[i]! - starts[i - 1]!).toBeGreaterThanOrEqual(150);
});

test("concurrency per host is capped; other hosts have their own slots", async () => {
  const http = client({
    maxConcurrencyPerHost: 2,
    allowPrivateHosts: ["127.0.0.1:*", "second.test:*"],
    resolve: () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]),
  });
  const one = (host: string, key: string) =>
    http.request({ url: `http://${host}:${server.port}/hold?key=${key}&ms=120` });
  await Promise.all([1, 2, 3, 4, 5, 6].map(() => one("127.0.0.1", "cap")));
  expect(server.maxInFlight.get("cap")).toBe(2);
  await Promise.all(
    [1, 2, 3].flatMap(() => [one("127.0.0.1", "two-hosts"), one("second.test", "two-hosts")]),
  );
  expect(server.maxInFlight.get("two-hosts")).toBe(4);
});

test("a body that trickles in without pause is still cut at the time-out of the whole exchange", async () => {
  // undici's bodyTimeout only bounds the wait between two chunks; the client's deadline bounds all.
  const started = performance.now();
  const error = await failure(
    client({ retries: 0, timeoutMs: 300 }).request({ url: server.url("/trickle?key=a") }),
  );
  expect(error.message).toBe(`timed out after 300 ms fetching 127.0.0.1:${server.port}/trickle`);
  expect(error.kind).toBe("timeout");
  expect(performance.now() - started).toBeLessThan(2_000);
  await expect.poll(() => server.aborted.includes("/trickle")).toBe(true);
});
