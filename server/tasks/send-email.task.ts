import { z } from "zod";
import { defineTask } from "./define-task";

/**
 * Delivers one outbox row over SMTP. The queue keeps at most one queued or running job per row
 * (`exclusive` policy, singleton key = the row id), and delivery claims the row first, so a row
 * handed over twice is sent once. A refused delivery is retried by pg-boss with backoff (1 minute
 * doubling to an hour, for more than a day); the mailer gives the row up after 24 hours and later
 * retries find nothing to do.
 */
export const sendEmailTask = defineTask({
  id: "send-email",
  schema: z.object({ id: z.uuid() }),
  policy: "exclusive",
  retryLimit: 60,
  retryDelay: 60,
  retryDelayMax: 3600,
  async handler({ id }, { mailer }) {
    return { id, outcome: await mailer.deliver(id) };
  },
});

/** The queue options that make a send-email job unique per outbox row. */
export function sendEmailJob(outboxId: string) {
  return { payload: { id: outboxId }, options: { singletonKey: outboxId } };
}
