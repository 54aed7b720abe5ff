import { z } from "zod";
import { parseEnv } from "#server/env";
import { createDb } from "#server/db/create-db";
import { createMailer } from "#server/email/send-email";
import { createLogger } from "#server/lib/logger";
import { defineTask } from "#server/tasks/define-task";
import { startTaskRunner } from "#server/tasks/task-runner";

// Test support for the task crash test: a worker process on the test database with two tasks, one
// on an `exclusive` queue (as send-email and ingest-source) and one on a `stately` queue, and
// supervision shortened to seconds. `hang` queues one job of each, and their handlers never
// return, so the test can kill this process with SIGKILL while both jobs are active. `finish` works
// the queues until both jobs named on the command line are completed, then prints their states.
const [mode, ...jobIds] = process.argv.slice(2);
if (mode !== "hang" && mode !== "finish")
  throw new Error("usage: crash-task-worker.ts hang | finish EXCLUSIVE_JOB STATELY_JOB");
const report = (line: object) => process.stdout.write(`${JSON.stringify(line)}\n`);

const env = parseEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
const probe = (id: string, policy: "exclusive" | "stately") =>
  defineTask({
    id,
    schema: z.object({ key: z.string() }),
    policy,
    retryLimit: 3,
    retryDelay: 1,
    async handler({ key }) {
      report({ event: "started", task: id, key });
      if (mode === "hang") await new Promise(() => undefined);
      report({ event: "finished", task: id, key });
    },
  });
const tasks = [
  probe("crash-probe-exclusive", "exclusive"),
  probe("crash-probe-stately", "stately"),
];
const runner = await startTaskRunner({
  handle,
  tasks,
  timing: { heartbeatSeconds: 10, superviseIntervalSeconds: 1 },
  context: {
    db: handle.db,
    mailer: createMailer({ db: handle.db, from: "tasks@example.org" }),
    logger: createLogger("silent"),
    http: { request: () => Promise.reject(new Error("no network in this worker")) },
    adapterDefaults: {},
    now: () => new Date(),
  },
});

if (mode === "hang") {
  const exclusive = await runner.enqueue(
    "crash-probe-exclusive",
    { key: "digest" },
    { singletonKey: "digest" },
  );
  const stately = await runner.enqueue(
    "crash-probe-stately",
    { key: "source" },
    { singletonKey: "source" },
  );
  report({ event: "queued", exclusive, stately });
} else {
  const names = ["crash-probe-exclusive", "crash-probe-stately"];
  for (;;) {
    const jobs = await Promise.all(
      names.map((name, index) => runner.boss.getJobById(name, jobIds[index]!)),
    );
    if (jobs.every((job) => job?.state === "completed")) {
      report({
        event: "completed",
        jobs: jobs.map((job) => ({ state: job!.state, retryCount: job!.retryCount })),
      });
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await runner.stop();
  await handle.close();
}
