import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createDb, type DbHandle } from "#server/db/create-db";
import { ingestionLogs, sources } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import { startLocalTestServer, type LocalTestServer } from "./http/local-test-server";
import { claimSource, LEASE_STALE_AFTER_MS } from "./source-lease";

// A run whose process is killed with SIGKILL in the middle of a fetch: the lease stays held while
// its heartbeat is fresh, and once the heartbeat is minutes old the next claim recovers it.
const root = path.resolve(import.meta.dirname, "../..");
let server: LocalTestServer;
let database: DbHandle | null = null;
let env: Record<string, string> = {};

beforeAll(async () => {
  server = await startLocalTestServer();
  if (process.env.DATABASE_URL) {
    database = await createTestDb();
    env = { DATABASE_URL: database.connectionString! };
  } else {
    env = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-crash-")),
      DATABASE_URL: "",
    };
  }
});

afterAll(async () => {
  await server.close();
  await database?.close();
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
});

async function waitFor(check: () => boolean, what: string, timeoutMs = 480_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("a run killed with SIGKILL is marked interrupted and its source can be claimed again", async () => {
  const child = spawn(
    process.execPath,
    // tsx as a loader of this one process: the tsx command would run the script in a second
    // process that SIGKILL of the first would not reach.
    ["--import", "tsx", "tests/support/slow-ingestion-run.ts", server.url("/slow?ms=600000")],
    { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: "silent" } },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on("exit", (_code, signal) => resolve(signal)),
  );
  try {
    // The run has claimed the source and is waiting for the feed when the request arrives.
    await waitFor(
      () =>
        server.requests.some((request) => request.path.startsWith("/slow")) ||
        child.exitCode !== null,
      "the slow feed request",
    );
    expect(child.exitCode, stderr).toBeNull();
  } finally {
    child.kill("SIGKILL");
  }
  expect(await exited).toBe("SIGKILL");
  const sourceId = /source (\S+)/.exec(stdout)?.[1];
  expect(sourceId, stdout + stderr).toBeDefined();

  const handle = database ?? (await createDb({ dataDir: env.DATA_DIR! }));
  try {
    const [held] = await handle.db.select().from(sources).where(eq(sources.id, sourceId!));
    expect(held?.runStartedAt).not.toBeNull();
    expect(held?.runHeartbeatAt).not.toBeNull();
    const [running] = await handle.db
      .select()
      .from(ingestionLogs)
      .where(eq(ingestionLogs.sourceId, sourceId!));
    expect(running?.status).toBe("running");

    // While the heartbeat is fresh nobody may take the source.
    expect(await claimSource(handle.db, sourceId!, new Date())).toBe(false);

    // Minutes later without a heartbeat, the claim recovers the dead run and takes the source.
    const later = new Date(Date.now() + LEASE_STALE_AFTER_MS + 60_000);
    expect(await claimSource(handle.db, sourceId!, later)).toBe(true);
    const [log] = await handle.db
      .select()
      .from(ingestionLogs)
      .where(eq(ingestionLogs.id, running!.id));
    expect(log).toMatchObject({ status: "failed", errors: ["interrupted"], errorCount: 1 });
  } finally {
    if (!database) await handle.close();
  }
}, 600_000);
