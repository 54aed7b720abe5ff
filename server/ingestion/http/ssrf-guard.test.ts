import { afterAll, beforeAll, expect, test } from "vitest";
import { createHttpClient, type CreateHttpClientOptions } from "./create-http-client";
import { HttpError } from "./http-types";
import { startLocalTestServer, type LocalTestServer } from "./local-test-server";
import {
  createSsrfGuard,
  normaliseHost,
  parseAllowEntry,
  SsrfError,
  whyAddressBlocked,
} from "./ssrf-guard";

let server: LocalTestServer;
const clients: { close(): void }[] = [];

beforeAll(async () => {
  server = await startLocalTestServer();
});

afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

function client(options: CreateHttpClientOptions = {}) {
  const created = createHttpClient({
    politenessDelayMs: 0,
    retries: 0,
    timeoutMs: 2_000,
    allowPrivateHosts: [],
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

test("with an empty allow-list, loopback, private, metadata and odd IP forms are refused before connecting", async () => {
  const port = server.port;
  const cases: [string, RegExp][] = [
    [
      `http://127.0.0.1:${port}/page`,
      new RegExp(
        `^refused 127\\.0\\.0\\.1:${port}: 127\\.0\\.0\\.1 is a loopback address; add "127\\.0\\.0\\.1:${port}" to INGEST_ALLOW_PRIVATE_HOSTS to allow it$`,
      ),
    ],
    [
      `http://localhost:${port}/page`,
      new RegExp(
        `^refused localhost:${port}: it resolves to 127\\.0\\.0\\.1, a loopback address; add "localhost:${port}" to INGEST_ALLOW_PRIVATE_HOSTS`,
      ),
    ],
    [`http://[::1]:${port}/page`, /^refused \[::1\]:\d+: ::1 is a loopback address/],
    ["http://10.0.0.1/", /^refused 10\.0\.0\.1: 10\.0\.0\.1 is a private address/],
    [
      "http://169.254.169.254/latest/meta-data/",
      /is a link-local address \(the cloud metadata service\)/,
    ],
    ["http://192.168.1.1/", /192\.168\.1\.1 is a private address/],
    ["http://172.16.0.1/", /172\.16\.0\.1 is a private address/],
    ["http://172.31.255.255/", /is a private address/],
    ["http://100.64.0.1/", /100\.64\.0\.1 is a carrier-grade NAT/],
    ["http://0.0.0.0/", /0\.0\.0\.0 is an unspecified/],
    ["http://0/", /0\.0\.0\.0 is an unspecified/],
    [`http://2130706433:${port}/`, /^refused 127\.0\.0\.1:\d+: 127\.0\.0\.1 is a loopback address/],
    [`http://0x7f000001:${port}/`, /127\.0\.0\.1 is a loopback address/],
    [`http://0x7f.1:${port}/`, /127\.0\.0\.1 is a loopback address/],
    [`http://0177.0.0.1:${port}/`, /127\.0\.0\.1 is a loopback address/],
    [`http://127.1:${port}/`, /127\.0\.0\.1 is a loopback address/],
    [
      `http://[::ffff:127.0.0.1]:${port}/`,
      /::ffff:7f00:1 is an IPv4-mapped IPv6 address of 127\.0\.0\.1, a loopback address/,
    ],
    [`http://[::ffff:7f00:1]:${port}/`, /IPv4-mapped IPv6 address of 127\.0\.0\.1/],
    [
      `http://[::127.0.0.1]:${port}/`,
      /IPv4-compatible IPv6 address \(deprecated\) of 127\.0\.0\.1/,
    ],
    ["http://[fd00::1]/", /unique-local/],
    ["http://[fe80::1]/", /link-local/],
    ["http://[64:ff9b::a00:5]/", /NAT64 address of 10\.0\.0\.5, a private address/],
    ["http://224.0.0.1/", /multicast/],
    ["http://255.255.255.255/", /the broadcast address/],
    ["http://240.0.0.1/", /reserved/],
    [
      "file:///etc/passwd",
      /^refused file:\/\/\/etc\/passwd: only http: and https: URLs are fetched, not file:$/,
    ],
    ["ftp://x/", /only http: and https: URLs are fetched, not ftp:/],
    ["data:text/plain,hello", /not data:/],
    ["gopher://x:70/_GET", /not gopher:/],
    ["javascript:alert(1)", /not javascript:/],
    ["not a url", /^refused not a url: not a valid URL$/],
  ];
  const http = client();
  const before = server.connections();
  for (const [url, message] of cases) {
    const error = await failure(http.request({ url }));
    expect(error, url).toBeInstanceOf(SsrfError);
    expect(error.message, url).toMatch(message);
    expect(error.status, url).toBeNull();
  }
  expect(server.connections()).toBe(before);
  expect(server.requests).toHaveLength(0);
});

test("a name is refused when ANY of its addresses is not public (test resolver, no DNS)", async () => {
  const table: Record<string, string[]> = {
    "mixed.test": ["93.184.216.34", "10.0.0.5"],
    "mapped.test": ["::ffff:10.0.0.5"],
    "metadata.test": ["169.254.169.254"],
    "v6.test": ["2606:4700::1111", "::1"],
  };
  const http = client({
    resolve: (name) =>
      Promise.resolve(
        (table[name] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 })),
      ),
  });
  expect((await failure(http.request({ url: "http://mixed.test/" }))).message).toBe(
    'refused mixed.test: it resolves to 10.0.0.5, a private address; add "mixed.test" to INGEST_ALLOW_PRIVATE_HOSTS to allow it',
  );
  expect((await failure(http.request({ url: "https://mapped.test/" }))).message).toMatch(
    /it resolves to ::ffff:10\.0\.0\.5, an IPv4-mapped IPv6 address of 10\.0\.0\.5, a private address/,
  );
  expect((await failure(http.request({ url: "http://metadata.test/" }))).message).toMatch(
    /cloud metadata/,
  );
  expect((await failure(http.request({ url: "http://v6.test/" }))).message).toMatch(
    /it resolves to ::1, a loopback address/,
  );
  const unknown = await failure(http.request({ url: "http://nowhere.test/" }));
  expect(unknown).not.toBeInstanceOf(SsrfError);
  expect(unknown.message).toMatch(/ENOTFOUND nowhere\.test/);
});

test("the address checked is the address connected: one lookup per connection, no rebinding", async () => {
  // A check-then-fetch design would check the first (public) answer, then connect to the second.
  let calls = 0;
  const http = client({
    timeoutMs: 300,
    resolve: () => {
      calls += 1;
      return Promise.resolve([{ address: calls === 1 ? "93.184.216.34" : "127.0.0.1", family: 4 }]);
    },
  });
  const before = server.connections();
  await failure(http.request({ url: `http://rebind.test:${server.port}/page` }));
  expect(calls).toBe(1);
  expect(server.connections()).toBe(before);

  // And the resolver's answer is what the socket uses: app.test exists only in this resolver.
  const allowed = client({
    allowPrivateHosts: [`app.test:${server.port}`],
    resolve: (name) =>
      Promise.resolve(name === "app.test" ? [{ address: "127.0.0.1", family: 4 }] : []),
  });
  const response = await allowed.request({ url: `http://app.test:${server.port}/page?key=app` });
  expect(response.status).toBe(200);
});

test("a redirect from an allowed host to a refused one is refused, without connecting to it", async () => {
  const http = client({ allowPrivateHosts: [`127.0.0.1:${server.port}`] });
  for (const to of [
    `http://localhost:${server.port}/page`,
    `http://[::1]:${server.port}/page`,
    "http://169.254.169.254/latest/meta-data/",
    "file:///etc/passwd",
  ]) {
    // The allowed host's robots.txt is read before the first request; it is not counted here.
    const pages = () => server.requests.filter((request) => request.path !== "/robots.txt");
    const before = pages().length;
    const error = await failure(
      http.request({ url: server.url(`/redirect?to=${encodeURIComponent(to)}`) }),
    );
    expect(error, to).toBeInstanceOf(SsrfError);
    expect(error.message, to).toMatch(/^refused /);
    expect(pages().length, to).toBe(before + 1);
  }
});

test("the allow-list lets exactly the listed host and port through", async () => {
  const byIp = client({ allowPrivateHosts: [`127.0.0.1:${server.port}`] });
  expect((await byIp.request({ url: server.url("/page") })).status).toBe(200);
  expect(
    (await failure(byIp.request({ url: `http://localhost:${server.port}/page` }))).message,
  ).toMatch(/^refused localhost/);
  expect((await failure(byIp.request({ url: "http://10.0.0.1/" }))).message).toMatch(
    /^refused 10\.0\.0\.1/,
  );

  const byName = client({ allowPrivateHosts: [` LocalHost:${server.port} `] });
  expect((await byName.request({ url: `http://localhost:${server.port}/page` })).status).toBe(200);
  expect((await failure(byName.request({ url: server.url("/page") }))).message).toMatch(
    /^refused 127\.0\.0\.1/,
  );
});

test("an allowed host opens only its listed port: another port of it (a database) is refused without connecting", async () => {
  const other = await startLocalTestServer();
  try {
    const listed = [`127.0.0.1:${server.port}`, `localhost:${server.port}`];
    const http = client({ allowPrivateHosts: listed });
    for (const url of [
      `http://127.0.0.1:${other.port}/page`,
      `http://localhost:${other.port}/page`,
      "http://127.0.0.1:5432/",
      "http://localhost/",
    ]) {
      const error = await failure(http.request({ url }));
      expect(error, url).toBeInstanceOf(SsrfError);
      expect(error.message, url).toMatch(/^refused (127\.0\.0\.1|localhost)/);
    }
    expect(other.requests.length).toBe(0);
    // A redirect from the listed port to another port of the same host is refused too.
    const before = other.requests.length;
    const redirected = await failure(
      http.request({
        url: server.url(
          `/redirect?to=${encodeURIComponent(`http://127.0.0.1:${other.port}/page`)}`,
        ),
      }),
    );
    expect(redirected.message).toMatch(
      new RegExp(`^refused 127\\.0\\.0\\.1:${other.port}: .*add "127\\.0\\.0\\.1:${other.port}"`),
    );
    expect(other.requests.length).toBe(before);

    // A bare host opens the web ports only; `host:*` every port.
    const bare = client({ allowPrivateHosts: ["127.0.0.1", "localhost"] });
    expect((await failure(bare.request({ url: server.url("/page") }))).message).toMatch(/^refused/);
    const any = client({ allowPrivateHosts: ["127.0.0.1:*"] });
    expect((await any.request({ url: `http://127.0.0.1:${other.port}/page` })).status).toBe(200);
  } finally {
    await other.close();
  }
});

test("allow-list entries: host, host:port, host:*, IPv6 with or without brackets; bad ports ignored", () => {
  expect(parseAllowEntry("Example.org")).toEqual({ host: "example.org", ports: [80, 443] });
  expect(parseAllowEntry("db.internal:8080")).toEqual({ host: "db.internal", ports: [8080] });
  expect(parseAllowEntry("127.0.0.1:*")).toEqual({ host: "127.0.0.1", ports: "any" });
  expect(parseAllowEntry("[::1]:8443")).toEqual({ host: "::1", ports: [8443] });
  expect(parseAllowEntry("::1")).toEqual({ host: "::1", ports: [80, 443] });
  expect(parseAllowEntry("host:0")).toBeNull();
  expect(parseAllowEntry("host:70000")).toBeNull();
  expect(parseAllowEntry("host:http")).toBeNull();
  expect(parseAllowEntry("  ")).toBeNull();
  const guard = createSsrfGuard({ allowPrivateHosts: ["a.test:8080", "b.test:*", "c.test"] });
  expect(guard.isAllowed("a.test", 8080)).toBe(true);
  expect(guard.isAllowed("a.test", 5432)).toBe(false);
  expect(guard.isAllowed("a.test")).toBe(false);
  expect(guard.isAllowed("b.test")).toBe(true);
  expect(guard.isAllowed("C.TEST", 443)).toBe(true);
  expect(guard.isAllowed("c.test", 5432)).toBe(false);
});

test("address classification: special-purpose ranges refused, public unicast allowed", () => {
  const refused = [
    "0.1.2.3",
    "10.255.255.255",
    "100.127.255.255",
    "127.255.255.254",
    "169.254.0.1",
    "172.16.0.0",
    "172.31.0.1",
    "192.0.0.8",
    "192.0.2.1",
    "192.168.0.1",
    "198.18.0.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.251",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:192.168.0.1",
    "::ffff:a9fe:a9fe",
    "::7f00:1",
    "::8.8.8.8",
    "64:ff9b::7f00:1",
    "64:ff9b:1::1",
    "2002:7f00:1::1",
    "2001::1",
    "2001:db8::1",
    "3fff::1",
    "fc00::1",
    "fdff::1",
    "fe80::1%eth0",
    "febf::1",
    "fec0::1",
    "ff02::1",
    "100::1",
    "1::1",
    "not-an-ip",
  ];
  for (const address of refused) expect(whyAddressBlocked(address), address).not.toBeNull();
  const allowed = [
    "8.8.8.8",
    "1.1.1.1",
    "93.184.216.34",
    "172.15.255.255",
    "172.32.0.1",
    "100.63.255.255",
    "100.128.0.1",
    "169.253.0.1",
    "2606:4700::1111",
    "2a00:1450:4001::200e",
    "::ffff:8.8.8.8",
    "64:ff9b::808:808",
    "2002:808:808::1",
  ];
  for (const address of allowed) expect(whyAddressBlocked(address), address).toBeNull();
});

test("guard.lookup honours the all/family options of net.connect", async () => {
  const guard = createSsrfGuard({
    resolve: () =>
      Promise.resolve([
        { address: "2606:4700::1111", family: 6 },
        { address: "1.1.1.1", family: 4 },
      ]),
  });
  const call = (options: { all?: boolean; family?: number }) =>
    new Promise<unknown>((resolve, reject) =>
      guard.lookup("one.test", options, (error, address, family) =>
        error ? reject(error) : resolve(options.all ? address : [address, family]),
      ),
    );
  expect(await call({ all: true })).toHaveLength(2);
  expect(await call({ family: 4 })).toEqual(["1.1.1.1", 4]);
  expect(await call({})).toEqual(["2606:4700::1111", 6]);
});

test("allow-list entries are normalised like URL hosts", () => {
  expect(normaliseHost(" Example.ORG. ")).toBe("example.org");
  expect(normaliseHost("[::1]")).toBe("::1");
  expect(normaliseHost("::ffff:127.0.0.1")).toBe("::ffff:7f00:1");
  expect(normaliseHost("2130706433")).toBe("127.0.0.1");
  expect(normaliseHost("jobs.example.org:8443")).toBe("jobs.example.org");
});
