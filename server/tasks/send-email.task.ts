import { z } from "zod";
import { DEFAULT_SMTP_POOL_SIZE, EmailDeliveryError } from "#server/email/send-email";
import { defineTask, type TaskContext } from "./define-task";

/**
 * Delivers one outbox row over SMTP. The queue keeps at most one queued or running job per row
 * (`exclusive` policy, singleton key = the row id), and delivery claims the row first, so a row
 * handed over twice is sent once. A refused delivery is retried by pg-boss with backoff (1 minute
 * doubling to an hour, for more than a day); after 24 hours of failures the mailer gives the row
 * up, the job ends, and the admin outbox reports it. A worker fetches a batch of jobs per poll,
 * claims their rows in one statement and delivers them concurrently over the mailer's pooled
 * connections (the services size both from SMTP_POOL_SIZE); the mailer's rate limit spaces them
 * out. Each job of a batch completes or is retried on its own.
 */
export const sendEmailTask = defineTask({
  id: "send-email",
  schema: z.object({ id: z.uuid() }),
  policy: "exclusive",
  retryLimit: 60,
  retryDelay: 60,
  retryDelayMax: 3600,
  ...sendEmailConcurrency(DEFAULT_SMTP_POOL_SIZE),
  async handler({ id }, { mailer, logger }) {
    try {
      return { id, outcome: await mailer.deliver(id) };
    } catch (error) {
      if (!(error instanceof EmailDeliveryError) || !error.gaveUp) throw error;
      logger.warn("e-mail given up after a day of failed attempts", { id, error });
      return { id, outcome: "given-up" };
    }
  },
  async handleBatch(payloads, { mailer, logger }) {
    const results = await mailer.deliverMany(payloads.map((payload) => payload.id));
    return results.map((result) => {
      if (!("error" in result)) return undefined;
      if (!result.error.gaveUp) return result.error;
      logger.warn("e-mail given up after a day of failed attempts", {
        id: result.id,
        error: result.error,
      });
      return undefined;
    });
  },
});

/** The queue options that make a send-email job unique per outbox row. */
export function sendEmailJob(outboxId: string) {
  return { payload: { id: outboxId }, options: { singletonKey: outboxId } };
}

/**
 * With SMTP, hands to the send-email queue the messages a pass just wrote and the earlier ones of
 * the same kinds still due for an attempt (failed, or claimed by a worker that died); the queue's
 * singleton key and the mailer's claim keep each one sent once. Without SMTP the outbox is the
 * delivery and nothing is queued.
 */
export async function handOverDueEmails(
  { mailer, enqueue }: Pick<TaskContext, "mailer" | "enqueue">,
  outboxIds: string[],
  kinds: string[],
): Promise<void> {
  if (mailer.mode !== "smtp") return;
  const due = new Set([...outboxIds, ...(await mailer.dueIds(kinds))]);
  for (const id of due) {
    const job = sendEmailJob(id);
    await enqueue("send-email", job.payload, job.options);
  }
}

/**
 * A batch of four messages per pooled SMTP connection per poll (claimed together, delivered a
 * pool's worth at a time), and two workers, so one batch is sent while the other is settled.
 */
export function sendEmailConcurrency(poolSize: number) {
  return { batchSize: poolSize * 4, concurrency: poolSize, workers: 2 };
}
