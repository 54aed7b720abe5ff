import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { jobs } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { createLogger } from "#server/lib/logger";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { TASKS } from "./registry";
import { sendEmailJob } from "./send-email.task";
import { startTaskRunner, type TaskRunner } from "./task-runner";

let handle: DbHandle;
let runner: TaskRunner;
let olderPolicy: string | undefined;

beforeAll(async () => {
  handle = await createTestDb();
  const context = {
    db: handle.db,
    mailer: createMailer({ db: handle.db, from: "x@y.z" }),
    logger: createLogger("silent"),
    http: { request: () => Promise.reject(new Error("no network in this test")) },
    adapterDefaults: {},
    now: () => new Date(),
  };
  // An install from before send-email had a queue policy: its queue was a standard one, where a
  // singleton key does nothing. Starting the runner makes it again with the task's policy.
  const older = await startTaskRunner({
    handle,
    tasks: TASKS.map((task) => (task.id === "send-email" ? { ...task, policy: "standard" } : task)),
    context,
    work: false,
  });
  olderPolicy = (await older.boss.getQueue("send-email"))?.policy;
  await older.stop();
  runner = await startTaskRunner({ handle, tasks: TASKS, context });
});

afterAll(async () => {
  await runner.stop();
  await handle.close();
});

test("every task has a unique kebab-case id, and the expiry task runs hourly", () => {
  const ids = TASKS.map((task) => task.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  expect(TASKS.find((task) => task.id === "expire-jobs")?.cron).toMatch(/^\d+ \* \* \* \*$/);
});

test("pg-boss runs the expiry task: jobs past their deadline become expired, others stay", async () => {
  await insertJobs(handle.db, [
    buildJob({ externalId: "past", expiresAt: new Date(Date.now() - 60_000) }),
    buildJob({ externalId: "future", expiresAt: new Date(Date.now() + 86_400_000) }),
    buildJob({ externalId: "none", expiresAt: null }),
  ]);
  const runId = await runner.enqueue("expire-jobs", {});
  expect(runId).toBeTruthy();
  const deadline = Date.now() + 30_000;
  let status = "";
  while (Date.now() < deadline) {
    const [row] = await handle.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.externalId, "past"));
    status = row?.status ?? "";
    if (status === "expired") break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(status).toBe("expired");
  const others = await handle.db
    .select({ externalId: jobs.externalId, status: jobs.status })
    .from(jobs);
  expect(
    others.filter((row) => row.externalId !== "past").every((row) => row.status === "active"),
  ).toBe(true);
});

test("a payload that breaks the task's schema is refused before it is queued", async () => {
  await expect(runner.enqueue("send-email", { id: "not-a-uuid" })).rejects.toThrow();
  await expect(runner.enqueue("no-such-task", {})).rejects.toThrow(/Unknown task/);
});

test("send-email holds at most one queued job per outbox row, whoever hands it over", async () => {
  expect(olderPolicy).toBe("standard");
  expect((await runner.boss.getQueue("send-email"))?.policy).toBe("exclusive");
  const job = sendEmailJob(randomUUID());
  // Held back an hour so the worker does not finish it while the test runs.
  const later = { ...job.options, startAfter: 3600 };
  const first = await runner.boss.send("send-email", job.payload, later);
  expect(first).toBeTruthy();
  expect(await runner.boss.send("send-email", job.payload, later)).toBeNull();
  expect(await runner.enqueue("send-email", job.payload, job.options)).toBeNull();
  const another = sendEmailJob(randomUUID());
  const second = await runner.boss.send("send-email", another.payload, {
    ...another.options,
    startAfter: 3600,
  });
  expect(second).toBeTruthy();
  await runner.boss.cancel("send-email", [first!, second!]);
});
