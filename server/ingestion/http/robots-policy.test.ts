import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { createHttpClient, type CreateHttpClientOptions } from "./create-http-client";
import type { QueueClock } from "./host-queue";
import { HttpError, RobotsError } from "./http-types";
import { startLocalTestServer, type LocalTestServer } from "./local-test-server";

// The crawler's manners against a real server on 127.0.0.1: robots.txt read once per site and
// obeyed, our product token's group chosen over `*`, Crawl-delay and Retry-After honoured. Waits go
// through an injected clock that records them and moves on at once, so no test depends on timing.

let server: LocalTestServer;
const clients: { close(): void }[] = [];

beforeAll(async () => {
  server = await startLocalTestServer();
});

afterEach(() => {
  server.robots.status = 404;
  server.robots.body = "";
});

afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
});

/** A clock whose sleeps are recorded and return at once, moving its time forward by as much. */
function recordingClock(): QueueClock & { waits: number[]; advance(ms: number): void } {
  // Not 0: lru-cache takes a start time of 0 for "no expiry".
  let now = 1_000_000;
  const waits: number[] = [];
  return {
    waits,
    now: () => now,
    sleep: (ms) => {
      waits.push(ms);
      now += ms;
      return Promise.resolve();
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

function client(options: CreateHttpClientOptions = {}) {
  const created = createHttpClient({
    siteUrl: "https://blueboard.example",
    allowPrivateHosts: ["127.0.0.1:*"],
    retries: 0,
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

const seen = (prefix: string) =>
  server.requests.filter((request) => request.path.startsWith(prefix));
const robotsFetches = () => seen("/robots.txt").length;

const ROBOTS = [
  "# Everyone else may read nothing; Blueboard may read all but /private, slowly.",
  "User-agent: *",
  "Disallow: /",
  "",
  "User-agent: Blueboard",
  "Disallow: /private",
  "Crawl-delay: 2",
].join("\n");

test("a disallowed URL is not fetched and fails as disallowed by robots.txt, without retries", async () => {
  server.robots.body = ROBOTS;
  server.robots.status = 200;
  const clock = recordingClock();
  const http = client({ clock, retries: 3 });
  const before = robotsFetches();

  const error = await failure(http.request({ url: server.url("/private/jobs?key=robots-a") }));
  expect(error).toBeInstanceOf(RobotsError);
  expect(error.kind).toBe("robots-disallowed");
  expect(error.status).toBeNull();
  expect(error.url).toBe(server.url("/private/jobs?key=robots-a"));
  expect(error.message).toBe(
    `disallowed by robots.txt: 127.0.0.1:${server.port}/private/jobs (Disallow: /private)`,
  );
  expect(seen("/private")).toHaveLength(0);

  // Our group, not `*`, applies: the rest of the site may be read.
  const page = await http.request({ url: server.url("/page?key=robots-a") });
  expect(page.status).toBe(200);
  expect(robotsFetches() - before).toBe(1);
});

test("a redirect into a disallowed path is refused before that hop is fetched", async () => {
  server.robots.body = ROBOTS;
  server.robots.status = 200;
  const http = client({ clock: recordingClock() });
  const error = await failure(
    http.request({ url: server.url("/redirect?key=robots-b&to=/private/moved") }),
  );
  expect(error.kind).toBe("robots-disallowed");
  expect(seen("/redirect?key=robots-b")).toHaveLength(1);
  expect(seen("/private")).toHaveLength(0);
});

test("Crawl-delay spaces requests to the host, one at a time, and the User-Agent names the site", async () => {
  server.robots.body = ROBOTS;
  server.robots.status = 200;
  const clock = recordingClock();
  const http = client({ clock, politenessDelayMs: 500 });
  await Promise.all(
    [1, 2, 3].map(() => http.request({ url: server.url("/hold?key=robots-delay&ms=30") })),
  );
  // robots.txt first (no wait), then each request waited the 2 s Crawl-delay, not the 500 ms default.
  expect(clock.waits).toEqual([2000, 2000, 2000]);
  // One connection to the host at a time.
  expect(server.maxInFlight.get("robots-delay")).toBe(1);
  const paths = server.requests.map((request) => request.path);
  const robotsAt = paths.lastIndexOf("/robots.txt");
  expect(paths.indexOf("/hold?key=robots-delay&ms=30")).toBeGreaterThan(robotsAt);
  for (const request of seen("/hold?key=robots-delay"))
    expect(request.headers["user-agent"]).toBe("Blueboard/1.0 (+https://blueboard.example/about)");
  expect(seen("/robots.txt").at(-1)!.headers["user-agent"]).toContain("blueboard.example/about");
});

test("without Crawl-delay, one request at a time per host by default, the default delay apart", async () => {
  const clock = recordingClock();
  const http = client({ clock, politenessDelayMs: 750 });
  await Promise.all(
    [1, 2, 3].map(() => http.request({ url: server.url("/hold?key=robots-default&ms=30") })),
  );
  // robots.txt (404), then three requests: each waits 750 ms after the previous start.
  expect(clock.waits).toEqual([750, 750, 750]);
  expect(server.maxInFlight.get("robots-default")).toBe(1);
});

test("a Crawl-delay above the cap is capped", async () => {
  server.robots.body = "User-agent: *\nCrawl-delay: 86400\n";
  server.robots.status = 200;
  const clock = recordingClock();
  const http = client({ clock, politenessDelayMs: 0, robots: { maxCrawlDelayMs: 5_000 } });
  await http.request({ url: server.url("/page?key=robots-cap") });
  expect(clock.waits).toEqual([5_000]);
});

test("robots.txt is read once per host within its TTL, and again after it", async () => {
  server.robots.body = "User-agent: *\nDisallow: /private\n";
  server.robots.status = 200;
  const clock = recordingClock();
  const http = client({ clock, politenessDelayMs: 0, robots: { ttlMs: 60_000 } });
  const before = robotsFetches();
  await Promise.all(
    [1, 2, 3].map((n) => http.request({ url: server.url(`/page?key=robots-ttl-${n}`) })),
  );
  await http.request({ url: server.url("/page?key=robots-ttl-4") });
  expect(robotsFetches() - before).toBe(1);

  // A day later the site allows everything: the file is read again and the new rules apply.
  clock.advance(60_001);
  server.robots.body = "User-agent: *\nDisallow:\n";
  await http.request({ url: server.url("/private/now-open?key=robots-ttl") }).catch(() => {});
  expect(robotsFetches() - before).toBe(2);
  expect(seen("/private/now-open")).toHaveLength(1);
});

test("a 4xx robots.txt allows everything", async () => {
  server.robots.status = 403;
  server.robots.body = "Disallow: /";
  const http = client({ clock: recordingClock() });
  const response = await http.request({ url: server.url("/page?key=robots-403") });
  expect(response.status).toBe(200);
});

test("a 5xx robots.txt blocks the site for a while (not retried), then the site is read again", async () => {
  server.robots.status = 503;
  const clock = recordingClock();
  const http = client({
    clock,
    politenessDelayMs: 0,
    robots: { unavailableTtlMs: 10 * 60_000 },
  });
  const before = robotsFetches();
  const error = await failure(http.request({ url: server.url("/page?key=robots-503") }));
  expect(error.kind).toBe("robots-unavailable");
  expect(error.message).toBe(
    `robots.txt of 127.0.0.1:${server.port} could not be read (HTTP 503), so nothing of that site is fetched for now: not fetching 127.0.0.1:${server.port}/page`,
  );
  await failure(http.request({ url: server.url("/page?key=robots-503") }));
  expect(seen("/page?key=robots-503")).toHaveLength(0);
  expect(robotsFetches() - before).toBe(1);

  // Ten minutes later the site has recovered and has no robots.txt.
  clock.advance(10 * 60_000 + 1);
  server.robots.status = 404;
  const response = await http.request({ url: server.url("/page?key=robots-503") });
  expect(response.status).toBe(200);
  expect(robotsFetches() - before).toBe(2);
});

test("once read, a robots.txt that later fails keeps its last rules", async () => {
  server.robots.status = 200;
  server.robots.body = "User-agent: *\nDisallow: /private\n";
  const clock = recordingClock();
  const http = client({ clock, politenessDelayMs: 0, robots: { ttlMs: 1_000 } });
  await http.request({ url: server.url("/page?key=robots-stale") });
  clock.advance(1_001);
  server.robots.status = 500;
  const page = await http.request({ url: server.url("/page?key=robots-stale") });
  expect(page.status).toBe(200);
  expect(
    (await failure(http.request({ url: server.url("/private/x?key=robots-stale") }))).kind,
  ).toBe("robots-disallowed");
});

test("429 with Retry-After holds the host back by the seconds asked for", async () => {
  const clock = recordingClock();
  const http = client({ clock, politenessDelayMs: 0, retries: 1 });
  const response = await http.request({ url: server.url("/retry-after?key=robots-429&wait=7") });
  expect(response.text).toBe("thanks for waiting");
  expect(clock.waits).toEqual([7_000]);
});

test("robots: false skips robots.txt altogether", async () => {
  server.robots.status = 200;
  server.robots.body = "User-agent: *\nDisallow: /\n";
  const before = robotsFetches();
  const http = client({ clock: recordingClock(), robots: false });
  expect((await http.request({ url: server.url("/page?key=robots-off") })).status).toBe(200);
  expect(robotsFetches()).toBe(before);
});
