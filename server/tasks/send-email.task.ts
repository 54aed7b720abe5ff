import { z } from "zod";
import { defineTask } from "./define-task";

/** Delivers one outbox row over SMTP; pg-boss retries with backoff when the server refuses. */
export const sendEmailTask = defineTask({
  id: "send-email",
  schema: z.object({ id: z.uuid() }),
  retryLimit: 5,
  retryDelay: 30,
  async handler({ id }, { mailer }) {
    await mailer.deliver(id);
    return { id };
  },
});
