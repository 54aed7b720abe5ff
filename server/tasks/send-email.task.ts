import { z } from "zod";
import { DEFAULT_SMTP_POOL_SIZE, EmailDeliveryError } from "#server/email/send-email";
import { defineTask } from "./define-task";

/**
 * Delivers one outbox row over SMTP. The queue keeps at most one queued or running job per row
 * (`exclusive` policy, singleton key = the row id), and delivery claims the row first, so a row
 * handed over twice is sent once. A refused delivery is retried by pg-boss with backoff (1 minute
 * doubling to an hour, for more than a day); after 24 hours of failures the mailer gives the row
 * up, the job ends, and the admin outbox reports it. A worker fetches a batch of jobs per poll and
 * delivers them concurrently over the mailer's pooled connections (the services size both from
 * SMTP_POOL_SIZE); the mailer's rate limit spaces them out.
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
});

/** The queue options that make a send-email job unique per outbox row. */
export function sendEmailJob(outboxId: string) {
  return { payload: { id: outboxId }, options: { singletonKey: outboxId } };
}

/** One delivery per pooled SMTP connection at a time, and a batch of two per connection per poll. */
export function sendEmailConcurrency(poolSize: number) {
  return { batchSize: poolSize * 2, concurrency: poolSize };
}
