import { PgBoss, fromPglite, type JobResult } from "pg-boss";
import { mapConcurrently } from "#server/lib/map-concurrently";
import type { DbHandle } from "#server/db/create-db";
import { ReportedTaskError, type TaskContext, type TaskDefinition } from "./define-task";

export type TaskRunner = {
  boss: PgBoss;
  /** Enqueues a task run after validating its payload. */
  enqueue: TaskContext["enqueue"];
  enqueueMany: TaskContext["enqueueMany"];
  stop(): Promise<void>;
};

/**
 * Starts pg-boss on the application's database (PGlite in-process, or PostgreSQL shared by every
 * instance), creates a queue per task, schedules the cron ones and works them.
 */
export async function startTaskRunner(options: {
  handle: DbHandle;
  tasks: TaskDefinition[];
  context: Omit<TaskContext, "enqueue" | "enqueueMany">;
  work?: boolean;
}): Promise<TaskRunner> {
  const { handle, tasks } = options;
  const byId = new Map(tasks.map((task) => [task.id, task]));
  const enqueue: TaskContext["enqueue"] = async (id, payload, enqueueOptions) => {
    const task = byId.get(id);
    if (!task) throw new Error(`Unknown task ${id}`);
    return boss.send(id, task.schema.parse(payload) as object, enqueueOptions ?? {});
  };
  const enqueueMany: TaskContext["enqueueMany"] = async (id, runs) => {
    const task = byId.get(id);
    if (!task) throw new Error(`Unknown task ${id}`);
    const jobs = runs.map((run) => ({
      data: task.schema.parse(run.payload) as object,
      ...(run.singletonKey ? { singletonKey: run.singletonKey } : {}),
    }));
    for (let start = 0; start < jobs.length; start += 1000)
      await boss.insert(id, jobs.slice(start, start + 1000));
  };
  const context: TaskContext = { ...options.context, enqueue, enqueueMany };
  const boss = handle.pglite
    ? new PgBoss({ db: fromPglite(handle.pglite), backend: "pglite" })
    : new PgBoss({ connectionString: handle.connectionString ?? undefined, max: 4 });
  boss.on("error", (error: unknown) => context.logger.error("task runner error", { error }));
  await boss.start();

  for (const task of tasks) {
    const policy = task.policy ?? "standard";
    // pg-boss cannot change the policy of an existing queue. A queue made before its task asked
    // for one (send-email used to be a standard queue, where a singleton key does nothing) is
    // dropped and made again; the e-mails its jobs pointed at are still in the outbox, and the
    // next alert pass hands the undelivered ones over again.
    const existing = await boss.getQueue(task.id);
    if (existing && existing.policy !== policy) {
      context.logger.warn("task queue recreated with a new policy", {
        task: task.id,
        from: existing.policy,
        to: policy,
      });
      await boss.deleteQueue(task.id);
    }
    await boss.createQueue(task.id, {
      retryLimit: task.retryLimit ?? 3,
      retryDelay: task.retryDelay ?? 60,
      retryBackoff: true,
      ...(task.retryDelayMax ? { retryDelayMax: task.retryDelayMax } : {}),
      policy,
    });
    if (task.cron) await boss.schedule(task.id, task.cron, {}, { tz: "UTC" });
    if (options.work === false) continue;
    const run = async (job: { id: string; data: unknown }) => {
      const payload = task.schema.parse(job.data ?? {});
      const log = context.logger.child({ task: task.id, run: job.id });
      const started = performance.now();
      try {
        await task.handler(payload, { ...context, logger: log });
        log.info("task completed", { ms: Math.round(performance.now() - started) });
      } catch (error) {
        if (error instanceof ReportedTaskError) log.warn("task failed", { error: error.message });
        else log.error("task failed", { error });
        throw error;
      }
    };
    const batchSize = task.batchSize ?? 1;
    if (batchSize <= 1) {
      await boss.work(task.id, async (jobs) => {
        for (const job of jobs) await run(job);
      });
      continue;
    }
    const failure = (id: string, error: unknown): JobResult => ({
      id,
      status: "failed",
      output: { message: error instanceof Error ? error.message : String(error) },
    });
    const handleBatch = task.handleBatch;
    await boss.work(
      task.id,
      {
        batchSize,
        burstWhenBatchFull: true,
        perJobResults: true,
        localConcurrency: task.workers ?? 1,
      },
      async (jobs): Promise<JobResult[]> => {
        // Each job succeeds or fails on its own: pg-boss retries a failed one with the queue's
        // backoff, and the others of the batch stand.
        if (handleBatch) {
          const log = context.logger.child({ task: task.id });
          const started = performance.now();
          const errors = await handleBatch(
            jobs.map((job) => task.schema.parse(job.data ?? {})),
            { ...context, logger: log },
          );
          const results = jobs.map((job, index): JobResult => {
            const error = errors[index];
            return error === undefined
              ? { id: job.id, status: "completed" }
              : failure(job.id, error);
          });
          log.info("task batch completed", {
            jobs: jobs.length,
            failed: results.filter((result) => result.status === "failed").length,
            ms: Math.round(performance.now() - started),
          });
          return results;
        }
        return mapConcurrently(jobs, task.concurrency ?? batchSize, async (job) => {
          try {
            await run(job);
            return { id: job.id, status: "completed" };
          } catch (error) {
            return failure(job.id, error);
          }
        });
      },
    );
  }

  return {
    boss,
    enqueue,
    enqueueMany,
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
