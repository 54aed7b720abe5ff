import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createTestDb } from "#tests/setup/test-db";

// `npm run ingest` as a user runs it: a child process on the same database settings as the server.
const root = path.resolve(import.meta.dirname, "../..");
let server: http.Server;
let origin = "";
let database: DbHandle | null = null;
let env: Record<string, string> = {};

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title>
  ${["1", "2", "3"].map((id) => `<item><title>Nutrition Specialist ${id}, P-3 - Juba, South Sudan</title><link>https://jobs.example.org/${id}</link><guid>n-${id}</guid></item>`).join("")}
</channel></rss>`;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/feed")
      res.writeHead(200, { "Content-Type": "application/rss+xml" }).end(FEED);
    else res.writeHead(404).end("not here");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  if (process.env.DATABASE_URL) {
    database = await createTestDb();
    env = { DATABASE_URL: database.connectionString! };
  } else {
    env = { DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-cli-")), DATABASE_URL: "" };
  }
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database?.close();
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
});

function parseJson(line: string): Record<string, unknown> | null {
  try {
    return JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
}

function ingest(args: string[]): Promise<{
  code: number | null;
  stdout: string;
  stderr: string;
  json: Record<string, unknown> | null;
}> {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/ingest.ts", ...args],
      {
        cwd: root,
        env: {
          ...process.env,
          ...env,
          INGEST_ALLOW_PRIVATE_HOSTS: "127.0.0.1:*",
          LOG_LEVEL: "error",
        },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => {
      const last = stdout.trim().split("\n").at(-1) ?? "";
      resolve({ code, stdout, stderr, json: parseJson(last) });
    });
  });
}

test("a dry run of a URL prints the run as JSON on the last line and writes nothing", async () => {
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
});

test("a live run stores the jobs; the second inserts nothing", async () => {
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
});

test("a source that cannot be fetched exits non-zero and still prints the JSON", async () => {
  const result = await ingest([
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
});

test("bad arguments get a clear message", async () => {
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
});
