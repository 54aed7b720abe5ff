import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { jobs, sources } from "#server/db/schema";
import { createLogger, type LogFields, type Logger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { createHttpClient } from "./http/create-http-client";
import { ingestSource } from "./ingest-source";
import { getSourcesHealth } from "#server/modules/admin/source-health";

// The whole chain against a real HTTP server on loopback: guarded client → rss adapter → pipeline.
type Mode = "ok" | "truncated" | "html" | "error-500" | "slow" | "huge" | "robots-disallow";
let mode: Mode = "ok";
let items = ["1", "2", "3"];
let server: http.Server;
let origin = "";
let handle: DbHandle;
const logger = createLogger("silent");
const seen: string[] = [];

function feed(ids: string[]): string {
  const entries = ids
    .map(
      (id) => `<item><title>Programme Officer ${id}, P-3 - Nairobi, Kenya</title>
        <link>https://jobs.example.org/${id}</link><guid>job-${id}</guid>
        <description>Deadline : 12/31/2026 00:00:00</description><pubDate>Fri, 20 Nov 2026 08:00:00 +0000</pubDate></item>`,
    )
    .join("");
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title>${entries}</channel></rss>`;
}

beforeAll(async () => {
  handle = await createTestDb();
  server = http.createServer((req, res) => {
    seen.push(req.url ?? "");
    if (req.url === "/robots.txt") {
      if (mode !== "robots-disallow") return res.writeHead(404).end();
      return res
        .writeHead(200, { "Content-Type": "text/plain" })
        .end("User-agent: *\nDisallow:\n\nUser-agent: Blueboard\nDisallow: /feed\n");
    }
    if (mode === "error-500") return res.writeHead(500).end("Internal error");
    if (mode === "slow")
      return setTimeout(() => res.writeHead(200).end(feed(items)), 3_000).unref();
    if (mode === "html")
      return res
        .writeHead(200, { "Content-Type": "text/html" })
        .end("<!doctype html><html><body>Maintenance</body></html>");
    if (mode === "huge") {
      res.writeHead(200, { "Content-Type": "application/rss+xml" });
      const chunk = Buffer.alloc(1024 * 1024, " ");
      let sent = 0;
      const write = () => {
        while (sent < 10 && res.write(chunk)) sent++;
        if (sent < 10) res.once("drain", write);
        else res.end();
      };
      res.on("error", () => {});
      return write();
    }
    const body = feed(items);
    res
      .writeHead(200, { "Content-Type": "application/rss+xml" })
      .end(mode === "truncated" ? body.slice(0, body.length / 2) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await handle.db.insert(sources).values({
    name: "Loopback feed",
    type: "rss",
    baseUrl: `${origin}/feed`,
    metadata: { adapter: "rss", organization: "UNICEF", titleLocation: "dash" },
  });
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await handle.close();
});

async function run(options: { allowLoopback?: boolean; logger?: Logger } = {}) {
  const [row] = await handle.db.select().from(sources).where(eq(sources.name, "Loopback feed"));
  const client = createHttpClient({
    allowPrivateHosts: options.allowLoopback === false ? [] : ["127.0.0.1:*"],
    retries: 1,
    retryBaseDelayMs: 10,
    politenessDelayMs: 0,
    // Well under the slow answer's 3 s, and long enough for 5 MB to arrive on a busy machine (the
    // deadline covers the whole exchange, body included).
    timeoutMs: 1_500,
  });
  try {
    return await ingestSource(
      { db: handle.db, http: client, logger: options.logger ?? logger, now: new Date() },
      row!,
      {
        dryRun: false,
      },
    );
  } finally {
    client.close();
  }
}

async function storedJobs() {
  return handle.db
    .select({ externalId: jobs.externalId, status: jobs.status })
    .from(jobs)
    .orderBy(jobs.externalId);
}

test("a healthy feed is ingested end to end", async () => {
  const summary = await run();
  expect(summary).toMatchObject({ status: "completed", inserted: 3, items_fetched: 3 });
  expect(await storedJobs()).toEqual(
    ["job-1", "job-2", "job-3"].map((externalId) => ({ externalId, status: "active" })),
  );
});

test.each([
  ["truncated", /RSS feed .*: feed is not well-formed XML/],
  ["html", /RSS feed .* answered with an HTML page \(text\/html\), not an RSS or Atom feed/],
  ["error-500", /HTTP 500/],
  ["slow", /tim(ed|e) ?out/i],
  ["huge", /exceeds 5 MB/],
] as const)(
  "a %s response ends as a failed run with a clear error, losing no job",
  async (failure, message) => {
    mode = failure;
    try {
      const summary = await run();
      expect(summary.status).toBe("failed");
      expect(summary.errors.join("\n")).toMatch(message);
      expect(summary.inserted + summary.updated + summary.closed).toBe(0);
    } finally {
      mode = "ok";
    }
    expect((await storedJobs()).map((job) => job.status)).toEqual(["active", "active", "active"]);
  },
);

test("without the allow-list the fetch is refused as private, and nothing changes", async () => {
  const summary = await run({ allowLoopback: false });
  expect(summary.status).toBe("failed");
  expect(summary.errors[0]).toMatch(/refused.*127\.0\.0\.1.*INGEST_ALLOW_PRIVATE_HOSTS/);
  expect(await storedJobs()).toHaveLength(3);
});

test("a job the feed no longer lists is closed after two complete runs without it", async () => {
  items = ["1", "3"];
  const first = await run();
  expect(first).toMatchObject({ status: "completed", closed: 0, unchanged: 2, complete: true });
  expect((await storedJobs()).map((job) => job.status)).toEqual(["active", "active", "active"]);
  const summary = await run();
  expect(summary).toMatchObject({ status: "completed", closed: 1, unchanged: 2 });
  expect(await storedJobs()).toEqual([
    { externalId: "job-1", status: "active" },
    { externalId: "job-2", status: "closed" },
    { externalId: "job-3", status: "active" },
  ]);
});

/** A logger that keeps what it is asked to write. */
function recordingLogger(lines: { level: string; message: string; fields: LogFields }[]): Logger {
  const write =
    (level: string) =>
    (message: string, fields: LogFields = {}) =>
      void lines.push({ level, message, fields });
  const self: Logger = {
    debug: write("debug"),
    info: write("info"),
    warn: write("warn"),
    error: write("error"),
    child: () => self,
    enabled: () => true,
  };
  return self;
}

test("a feed its robots.txt disallows for Blueboard is not fetched; the run fails, is logged in one line and shows in source health", async () => {
  const before = await storedJobs();
  mode = "robots-disallow";
  seen.length = 0;
  const lines: { level: string; message: string; fields: LogFields }[] = [];
  try {
    const summary = await run({ logger: recordingLogger(lines) });
    expect(summary.status).toBe("failed");
    expect(summary.errors[0]).toMatch(
      /disallowed by robots\.txt: 127\.0\.0\.1:\d+\/feed \(Disallow: \/feed\)/,
    );
    expect(summary.failed_requests).toEqual([
      expect.objectContaining({ kind: "robots-disallowed", count: 1 }),
    ]);
  } finally {
    mode = "ok";
  }
  expect(seen).toEqual(["/robots.txt"]);
  expect(await storedJobs()).toEqual(before);

  const failures = lines.filter((line) => line.level === "warn" || line.level === "error");
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatchObject({ level: "warn", message: "ingestion run failed" });
  const { host, error, ...rest } = failures[0]!.fields;
  expect(rest).toEqual({ source: "Loopback feed", kind: "robots-disallowed", failedRequests: 1 });
  expect(host).toBe(new URL(origin).host);
  expect(error).toMatch(/disallowed by robots\.txt: 127\.0\.0\.1:\d+\/feed/);

  const health = await getSourcesHealth(handle.db);
  const source = health.sources.find((row) => row.name === "Loopback feed");
  expect(source?.lastRunStatus).toBe("failed");
  expect(source?.robotsDisallowed).toMatch(/disallowed by robots\.txt/);
});

test("an offline source is logged once per run, in one line without a stack", async () => {
  mode = "error-500";
  const lines: { level: string; message: string; fields: LogFields }[] = [];
  try {
    await run({ logger: recordingLogger(lines) });
  } finally {
    mode = "ok";
  }
  const failures = lines.filter((line) => line.level === "warn" || line.level === "error");
  expect(failures).toHaveLength(1);
  expect(failures[0]).toMatchObject({
    message: "ingestion run failed",
    fields: { source: "Loopback feed", kind: "http-status", failedRequests: 1 },
  });
  expect(typeof failures[0]!.fields.error).toBe("string");
  expect(JSON.stringify(failures[0]!.fields)).not.toContain("stack");
});
