import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, inject, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";
import { runIngestCommand } from "../../scripts/ingest-command";

// `npm run ingest` as a user runs it. The command runs in this process on the file's test
// database (scripts/ingest.ts only hands it the process's arguments, environment and output);
// one test runs it as a child process, as a user does, for its exit code and output. Starting
// tsx takes long on a busy machine: generous time-outs.
const SLOW = 300_000;
const root = path.resolve(import.meta.dirname, "../..");
let server: http.Server;
let origin = "";
let database: DbHandle;
/** The settings of the child process: the test database on PostgreSQL, a copy of it on PGlite. */
let childEnv: Record<string, string> = {};
let feedDown = false;
let archiveDir = "";

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title>
  ${["1", "2", "3"].map((id) => `<item><title>Nutrition Specialist ${id}, P-3 - Juba, South Sudan</title><link>https://jobs.example.org/${id}</link><guid>n-${id}</guid></item>`).join("")}
</channel></rss>`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/feed" && !feedDown)
      res.writeHead(200, { "Content-Type": "application/rss+xml" }).end(FEED);
    else res.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-har-"));
  database = await createTestDb();
  if (database.connectionString) {
    childEnv = { DATABASE_URL: database.connectionString };
  } else {
    // The run's migrated template as a data directory, so the child needs no migration.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-cli-"));
    fs.cpSync(path.join(inject("pgliteTemplateDataDir"), "pglite"), path.join(dataDir, "pglite"), {
      recursive: true,
    });
    childEnv = { DATA_DIR: dataDir, DATABASE_URL: "" };
  }
}, SLOW);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
  if (childEnv.DATA_DIR) fs.rmSync(childEnv.DATA_DIR, { recursive: true, force: true });
  fs.rmSync(archiveDir, { recursive: true, force: true });
}, SLOW);

function parseJson(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

type CommandResult = {
  code: number | null;
  stdout: string;
  stderr: string;
  json: Record<string, unknown> | null;
};

function toResult(code: number | null, stdout: string, stderr: string): CommandResult {
  const last = stdout.trim().split("\n").at(-1) ?? "";
  return { code, stdout, stderr, json: parseJson(last) };
}

const settings = { INGEST_ALLOW_PRIVATE_HOSTS: "127.0.0.1:*", LOG_LEVEL: "error" };

/** The ingest command in this process, on the file's test database. */
async function ingest(args: string[]): Promise<CommandResult> {
  let stdout = "";
  let stderr = "";
  const code = await runIngestCommand(args, {
    env: { ...process.env, ...childEnv, ...settings },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    // The file keeps its database open; the command's close leaves it so.
    openDatabase: () => Promise.resolve({ ...database, close: () => Promise.resolve() }),
  });
  return toResult(code, stdout, stderr);
}

/** `npm run ingest` as a child process, as a user runs it. */
function ingestProcess(args: string[]): Promise<CommandResult> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/ingest.ts", ...args],
      { cwd: root, env: { ...process.env, ...childEnv, ...settings } },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve(toResult(code, stdout, stderr)));
  });
}

test(
  "a dry run of a URL prints the run as JSON on the last line and writes nothing",
  async () => {
    const result = await ingest([
      "--url",
      `${origin}/feed`,
      "--adapter",
      "rss",
      "--organization",
      "UNICEF",
      "--dry-run",
      "--json",
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toMatchObject({
      jobs_found: 3,
      inserted: 3,
      updated: 0,
      errors: [],
      dry_run: true,
    });
    expect(result.json?.jobs_preview).toHaveLength(3);
    const again = await ingest([
      "--url",
      `${origin}/feed`,
      "--adapter",
      "rss",
      "--organization",
      "UNICEF",
      "--dry-run",
      "--json",
    ]);
    expect(again.json).toMatchObject({ inserted: 3 });
  },
  SLOW,
);

test(
  "a live run stores the jobs; the second inserts nothing",
  async () => {
    const first = await ingest([
      "--url",
      `${origin}/feed`,
      "--adapter",
      "rss",
      "--organization",
      "UNICEF",
      "--json",
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.json).toMatchObject({ status: "completed", inserted: 3 });
    const second = await ingest(["--url", `${origin}/feed`, "--adapter", "rss", "--json"]);
    expect(second.json).toMatchObject({ inserted: 0, unchanged: 3 });
    const bySource = await ingest([
      "--source",
      `127.0.0.1:${new URL(origin).port}/feed`,
      "--dry-run",
    ]);
    expect(bySource.code, bySource.stderr).toBe(0);
    expect(bySource.stdout).toMatch(
      /Dry run of 127\.0\.0\.1:\d+\/feed: completed\. Items fetched 3, jobs found 3, inserted 0/,
    );
  },
  SLOW,
);

test(
  "a source that cannot be fetched exits non-zero and still prints the JSON (as a child process)",
  async () => {
    const result = await ingestProcess([
      "--url",
      `${origin}/missing`,
      "--adapter",
      "rss",
      "--dry-run",
      "--json",
    ]);
    expect(result.code).not.toBe(0);
    expect(result.json).toMatchObject({ status: "failed", jobs_found: 0, inserted: 0 });
    expect(String((result.json?.errors as string[])[0])).toMatch(/HTTP 404/);
  },
  SLOW,
);

test(
  "bad arguments get a clear message",
  async () => {
    const none = await ingest([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toMatch(/Give either --source or --url/);
    const unknown = await ingest(["--url", `${origin}/feed`, "--adapter", "fax", "--json"]);
    expect(unknown.code).not.toBe(0);
    expect(unknown.json?.errors).toEqual([
      expect.stringMatching(/Unknown adapter "fax"; known: rss, json-ld/),
    ]);
    const missing = await ingest(["--source", "No such source"]);
    expect(missing.stderr).toMatch(/Source not found: "No such source"/);
  },
  SLOW,
);

type HarFile = {
  log: {
    version: string;
    entries: {
      request: { method: string; url: string };
      response: { status: number; content: { text: string } };
    }[];
  };
};

test(
  "--record writes the run's exchanges as HAR 1.2; --replay runs from it without the network",
  async () => {
    const archive = path.join(archiveDir, "nested", "feed.har");
    const recorded = await ingest([
      "--url",
      `${origin}/feed`,
      "--adapter",
      "rss",
      "--organization",
      "UNICEF",
      "--record",
      archive,
      "--dry-run",
      "--json",
    ]);
    expect(recorded.code, recorded.stderr).toBe(0);
    const har = JSON.parse(fs.readFileSync(archive, "utf8")) as HarFile;
    expect(har.log.version).toBe("1.2");
    expect(har.log.entries).toHaveLength(1);
    expect(har.log.entries[0]).toMatchObject({
      request: { method: "GET", url: `${origin}/feed` },
      response: { status: 200 },
    });
    expect(har.log.entries[0]?.response.content.text).toContain("Nutrition Specialist 2");
    expect(fs.readdirSync(path.dirname(archive))).toEqual(["feed.har"]);

    feedDown = true;
    try {
      const replayed = await ingest([
        "--url",
        `${origin}/feed`,
        "--adapter",
        "rss",
        "--organization",
        "UNICEF",
        "--replay",
        archive,
        "--dry-run",
        "--json",
      ]);
      expect(replayed.code, replayed.stderr).toBe(0);
      expect(replayed.json).toMatchObject({ status: "completed", jobs_found: 3, errors: [] });
      expect(replayed.json?.jobs_preview).toEqual(recorded.json?.jobs_preview);

      // A request the archive has no entry for fails the run, naming method and URL.
      const unmatched = await ingest([
        "--url",
        `${origin}/other-feed`,
        "--adapter",
        "rss",
        "--replay",
        archive,
        "--dry-run",
        "--json",
      ]);
      expect(unmatched.code).toBe(1);
      expect(unmatched.json).toMatchObject({ status: "failed", jobs_found: 0 });
      expect((unmatched.json?.errors as string[]).join("\n")).toContain(`GET ${origin}/other-feed`);
    } finally {
      feedDown = false;
    }
  },
  SLOW,
);

test(
  "a failed recorded run still writes its archive",
  async () => {
    const archive = path.join(archiveDir, "missing.har");
    const result = await ingest([
      "--url",
      `${origin}/missing`,
      "--adapter",
      "rss",
      "--record",
      archive,
      "--dry-run",
      "--json",
    ]);
    expect(result.code).toBe(1);
    expect(result.json).toMatchObject({ status: "failed" });
    const har = JSON.parse(fs.readFileSync(archive, "utf8")) as HarFile;
    expect(har.log.entries.map((entry) => [entry.request.url, entry.response.status])).toEqual([
      [`${origin}/missing`, 404],
    ]);
  },
  SLOW,
);

test(
  "a HAR saved from a browser's network panel replays",
  async () => {
    const archive = path.join(archiveDir, "browser.har");
    // The shape Chromium's "Save all as HAR with content" writes, trimmed to one entry.
    const feed = `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title><item><title>Field Officer, NO-B - Goma, Democratic Republic of the Congo</title><link>https://jobs.example.org/goma</link><guid>goma-1</guid></item></channel></rss>`;
    fs.writeFileSync(
      archive,
      JSON.stringify({
        log: {
          version: "1.2",
          creator: { name: "WebInspector", version: "537.36" },
          pages: [
            {
              startedDateTime: "2026-11-23T09:00:00.000Z",
              id: "page_1",
              title: `${origin}/browser-feed`,
              pageTimings: {},
            },
          ],
          entries: [
            {
              _initiator: { type: "other" },
              _priority: "VeryHigh",
              _resourceType: "document",
              cache: {},
              connection: "443",
              pageref: "page_1",
              request: {
                method: "GET",
                url: `${origin}/browser-feed?utm_source=panel`,
                httpVersion: "http/2.0",
                headers: [{ name: ":authority", value: "127.0.0.1" }],
                queryString: [{ name: "utm_source", value: "panel" }],
                cookies: [],
                headersSize: -1,
                bodySize: 0,
              },
              response: {
                status: 200,
                statusText: "",
                httpVersion: "http/2.0",
                headers: [{ name: "content-type", value: "application/rss+xml; charset=utf-8" }],
                cookies: [],
                content: {
                  size: feed.length,
                  mimeType: "application/rss+xml",
                  compression: 0,
                  text: feed,
                },
                redirectURL: "",
                headersSize: -1,
                bodySize: -1,
                _transferSize: 900,
                _error: null,
              },
              serverIPAddress: "127.0.0.1",
              startedDateTime: "2026-11-23T09:00:00.100Z",
              time: 42.1,
              timings: {
                blocked: 1,
                dns: -1,
                ssl: -1,
                connect: -1,
                send: 0.1,
                wait: 40,
                receive: 1,
              },
            },
          ],
        },
      }),
    );
    const result = await ingest([
      "--url",
      `${origin}/browser-feed`,
      "--adapter",
      "rss",
      "--organization",
      "UNHCR",
      "--replay",
      archive,
      "--dry-run",
      "--json",
    ]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.json).toMatchObject({ status: "completed", jobs_found: 1 });
    const preview = result.json?.jobs_preview as { title: string }[];
    expect(preview.map((job) => job.title)).toEqual([
      expect.stringMatching(/^Field Officer/) as string,
    ]);
  },
  SLOW,
);
