import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { createMailer } from "#server/email/send-email";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { defineTask } from "./define-task";
import { TASKS } from "./registry";
import { TASK_TIMING, crashRetrySeconds, startTaskRunner } from "./task-runner";

// A worker killed with SIGKILL while it runs a job: another worker finishes the job once the dead
// one's heartbeat is older than the timeout, on the exclusive and the stately queue alike (the
// exclusive policy is send-email's and ingest-source's, which admit nothing else for the key meanwhile).
const root = path.resolve(import.meta.dirname, "../..");
let database: DbHandle | null = null;
let env: Record<string, string> = {};

beforeAll(async () => {
  if (process.env.DATABASE_URL) {
    database = await createTestDb();
    env = { DATABASE_URL: database.connectionString! };
  } else {
    env = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-task-crash-")),
      DATABASE_URL: "",
    };
  }
});

afterAll(async () => {
  await database?.close();
  if (env.DATA_DIR) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
});

function startWorker(args: string[]) {
  const child = spawn(
    process.execPath,
    // tsx as a loader of this one process, so that SIGKILL reaches the worker itself.
    ["--import", "tsx", "tests/support/crash-task-worker.ts", ...args],
    { cwd: root, env: { ...process.env, ...env, LOG_LEVEL: "silent" } },
  );
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const events = () =>
    output.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { child, output, exited, events };
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test("a job whose worker is killed with SIGKILL is completed by the next worker", async () => {
  const first = startWorker(["hang"]);
  try {
    await waitFor(
      () =>
        first.events().filter((event) => event.event === "started").length === 2 ||
        first.child.exitCode !== null,
      "both jobs to start in the first worker",
    );
    expect(first.child.exitCode, first.output.stderr).toBeNull();
  } finally {
    first.child.kill("SIGKILL");
  }
  expect((await first.exited).signal).toBe("SIGKILL");
  const queued = first.events().find((event) => event.event === "queued");
  const ids = [queued?.exclusive, queued?.stately];
  expect(
    ids.every((id) => typeof id === "string"),
    first.output.stdout,
  ).toBe(true);

  const second = startWorker(["finish", ...(ids as string[])]);
  await waitFor(() => second.child.exitCode !== null, "the second worker to finish both jobs");
  expect((await second.exited).code, second.output.stderr).toBe(0);
  const done = second.events();
  // Each job ran again in the second worker, to the end, as the retry of the killed attempt.
  for (const event of ["started", "finished"])
    expect(
      done.filter((line) => line.event === event).map((line) => line.task),
      second.output.stdout,
    ).toEqual(expect.arrayContaining(["crash-probe-exclusive", "crash-probe-stately"]));
  const completed = done.find((event) => event.event === "completed") as {
    jobs: { state: string; retryCount: number }[];
  };
  expect(completed.jobs.map((job) => job.state)).toEqual(["completed", "completed"]);
  for (const job of completed.jobs) expect(job.retryCount).toBeGreaterThanOrEqual(1);
}, 600_000);

test("with the production timing every retried task is handed to another worker within 3 minutes of a crash", () => {
  expect(TASK_TIMING.heartbeatSeconds).toBeGreaterThanOrEqual(10);
  const slowest = TASKS.filter((task) => (task.retryLimit ?? 3) > 0).map((task) => ({
    task: task.id,
    within: crashRetrySeconds(task) <= 180,
  }));
  expect(slowest.filter((entry) => !entry.within)).toEqual([]);
  expect(slowest.map((entry) => entry.task)).toEqual(
    expect.arrayContaining(["send-email", "ingest-source", "send-alert-digests"]),
  );
  // Runs can last far longer than the heartbeat timeout: only a hung handler meets the expiry.
  expect(TASK_TIMING.expireInSeconds).toBeGreaterThanOrEqual(60 * 60);
});

test("a job that runs longer than the heartbeat timeout keeps its job alive and runs once", async () => {
  const handle = await createTestDb();
  let runs = 0;
  let resolveDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  const slow = defineTask({
    id: "slow-probe",
    schema: z.object({}),
    retryDelay: 1,
    async handler() {
      runs += 1;
      // Two and a half heartbeat timeouts, with the supervisor looking every second.
      await new Promise((resolve) => setTimeout(resolve, 25_000));
      resolveDone();
    },
  });
  const runner = await startTaskRunner({
    handle,
    tasks: [slow],
    timing: { heartbeatSeconds: 10, superviseIntervalSeconds: 1 },
    context: {
      db: handle.db,
      mailer: createMailer({ db: handle.db, from: "tasks@example.org" }),
      logger: createLogger("silent"),
      http: { request: () => Promise.reject(new Error("no network in this test")) },
      adapterDefaults: {},
      now: () => new Date(),
    },
  });
  try {
    const id = await runner.enqueue("slow-probe", {});
    await done;
    let job = await runner.boss.getJobById("slow-probe", id!);
    const deadline = Date.now() + 30_000;
    while (job?.state !== "completed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await runner.boss.getJobById("slow-probe", id!);
    }
    expect(job?.state).toBe("completed");
    expect(job?.retryCount).toBe(0);
    expect(runs).toBe(1);
  } finally {
    await runner.stop();
    await handle.close();
  }
}, 120_000);
