import { PgBoss, fromPglite, type JobResult } from "pg-boss";
import { mapConcurrently } from "#server/lib/map-concurrently";
import type { DbHandle } from "#server/db/create-db";
import { ReportedTaskError, type TaskContext, type TaskDefinition } from "./define-task";

/**
 * How pg-boss notices a worker that died (killed, out of memory, machine gone) and hands its job to
 * another one. Every job sends a heartbeat while its handler runs (pg-boss refreshes it every
 * `heartbeatSeconds / 2`); a job whose heartbeat is older than `heartbeatSeconds` belongs to a dead
 * worker, and the supervisor, which looks every `superviseIntervalSeconds`, fails it into a retry
 * with the task's retry delay. A legitimate run keeps its job alive for as long as it takes:
 * `expireInSeconds` only bounds a handler that hangs while its process lives.
 */
export type TaskTiming = {
  heartbeatSeconds: number;
  superviseIntervalSeconds: number;
  expireInSeconds: number;
};

export const TASK_TIMING: TaskTiming = {
  heartbeatSeconds: 30,
  superviseIntervalSeconds: 10,
  expireInSeconds: 4 * 60 * 60,
};

/** The retry delay of a task that sets none, in seconds. */
const DEFAULT_RETRY_DELAY = 60;
/** How often an idle pg-boss worker looks for jobs (pg-boss's default). */
const POLLING_SECONDS = 2;

/**
 * The longest time, in seconds, from the death of a worker running one of the task's jobs to the
 * job being fetched again: its last heartbeat can be as old as the heartbeat timeout, the
 * supervisor's pass and its per-queue claim can each lag one interval, the first retry waits
 * between one and two retry delays (pg-boss's backoff with jitter), and a worker polls.
 */
export function crashRetrySeconds(task: TaskDefinition, timing: TaskTiming = TASK_TIMING): number {
  const retryDelay = task.retryDelay ?? DEFAULT_RETRY_DELAY;
  const firstRetry = Math.min(2 * retryDelay, task.retryDelayMax ?? Infinity);
  return (
    timing.heartbeatSeconds + 2 * timing.superviseIntervalSeconds + firstRetry + POLLING_SECONDS
  );
}

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
  /** Heartbeat, supervision and expiry; tests shorten them. */
  timing?: Partial<TaskTiming>;
}): Promise<TaskRunner> {
  const { handle, tasks } = options;
  const timing = { ...TASK_TIMING, ...options.timing };
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
  // The supervisor's pass and its per-queue monitor (which fails expired and heartbeat-less jobs)
  // run at the same interval.
  const supervision = {
    superviseIntervalSeconds: timing.superviseIntervalSeconds,
    monitorIntervalSeconds: timing.superviseIntervalSeconds,
  };
  const boss = handle.pglite
    ? new PgBoss({ db: fromPglite(handle.pglite), backend: "pglite", ...supervision })
    : new PgBoss({
        connectionString: handle.connectionString ?? undefined,
        max: 4,
        ...supervision,
      });
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
    const queueOptions = {
      retryLimit: task.retryLimit ?? 3,
      retryDelay: task.retryDelay ?? DEFAULT_RETRY_DELAY,
      retryBackoff: true,
      ...(task.retryDelayMax ? { retryDelayMax: task.retryDelayMax } : {}),
      heartbeatSeconds: timing.heartbeatSeconds,
      expireInSeconds: timing.expireInSeconds,
    };
    await boss.createQueue(task.id, { ...queueOptions, policy });
    // A queue made by an earlier version keeps its old options (creating it again changes
    // nothing): bring them up to date. Jobs take the queue's options when they are queued.
    await boss.updateQueue(task.id, queueOptions);
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
