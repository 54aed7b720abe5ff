import type { z } from "zod";
import type { Database } from "#server/db/create-db";
import type { Mailer } from "#server/email/send-email";
import type { Logger } from "#server/lib/logger";
import type { HttpClient } from "#server/ingestion/http/http-types";

export type TaskContext = {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** The guarded fetcher ingestion uses. */
  http: HttpClient;
  /** Adapter metadata defaults from configuration (e.g. ReliefWeb's appname). */
  adapterDefaults: Record<string, Record<string, unknown>>;
  /**
   * Queues another task (validated against its schema). A higher `priority` is fetched first
   * (default 0).
   */
  enqueue: (
    id: string,
    payload: unknown,
    options?: { singletonKey?: string; priority?: number },
  ) => Promise<string | null>;
  /** Queues many runs of one task in one statement; runs whose singleton key is taken are skipped. */
  enqueueMany: (id: string, runs: { payload: unknown; singletonKey?: string }[]) => Promise<void>;
  /** Links and the unsubscribe-token secret for alert e-mails. */
  alerts?: { siteUrl: string; secret: string; mailFrom?: string };
  /** The task's clock; tests pass a fixed one. */
  now: () => Date;
};

export type TaskDefinition<Schema extends z.ZodType = z.ZodType> = {
  /** Queue name; kebab-case. */
  id: string;
  schema: Schema;
  /** Five-field cron in UTC; the scheduler enqueues one run per slot across all instances. */
  cron?: string;
  retryLimit?: number;
  /** Seconds before a retry; doubles with each attempt. */
  retryDelay?: number;
  /** The longest pause between retries, in seconds. */
  retryDelayMax?: number;
  /**
   * pg-boss queue policy; `stately` keeps one queued and one active run per singleton key,
   * `exclusive` one queued-or-running job per singleton key (retries included).
   */
  policy?: "standard" | "short" | "singleton" | "stately" | "exclusive";
  /**
   * For queues of many short jobs: how many jobs one poll fetches (default 1) and how many of them
   * run at once (default: all of the batch). While polls come back full the worker fetches again
   * at once instead of waiting for the next poll. Each job succeeds or fails (and is retried) on
   * its own.
   */
  batchSize?: number;
  concurrency?: number;
  /** Workers polling the queue in this process (default 1), so one batch runs while another settles. */
  workers?: number;
  /**
   * With batchSize > 1: handles a whole fetched batch in one call instead of `handler` per job.
   * Resolves with, per payload in order, the error its job failed with (it is retried), or
   * undefined when it completed.
   */
  handleBatch?: (payloads: z.infer<Schema>[], context: TaskContext) => Promise<unknown[]>;
  handler: (payload: z.infer<Schema>, context: TaskContext) => Promise<unknown>;
};

/** Background work is data plus a handler. */
export function defineTask<Schema extends z.ZodType>(
  definition: TaskDefinition<Schema>,
): TaskDefinition<Schema> {
  return definition;
}

/**
 * A task failure that the task has already logged in one concise line (an offline source, say):
 * the runner notes it without a stack trace, and the queue retries it as usual.
 */
export class ReportedTaskError extends Error {
  override name = "ReportedTaskError";
}
