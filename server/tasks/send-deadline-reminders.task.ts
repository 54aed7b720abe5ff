import { z } from "zod";
import { sendDeadlineReminders } from "#server/modules/alerts/send-deadline-reminders";
import { defineTask } from "./define-task";
import { sendEmailJob } from "./send-email.task";

/** Opt-in reminders three days before a saved job closes; daily, with the alert digests. */
export const sendDeadlineRemindersTask = defineTask({
  id: "send-deadline-reminders",
  schema: z.object({}).passthrough(),
  cron: "15 9 * * *",
  policy: "singleton",
  retryLimit: 2,
  async handler(_payload, { db, mailer, logger, now, enqueue, alerts }) {
    if (!alerts)
      throw new Error("send-deadline-reminders needs the alerts settings in its context");
    const result = await sendDeadlineReminders(db, mailer, { now: now(), siteUrl: alerts.siteUrl });
    if (mailer.mode === "smtp") {
      // Today's reminders, and earlier ones still due for an attempt (failed, or claimed by a
      // worker that died); the queue and the claim keep each one sent once.
      const due = new Set([...result.outboxIds, ...(await mailer.dueIds(["deadline-reminder"]))]);
      for (const id of due) {
        const job = sendEmailJob(id);
        await enqueue("send-email", job.payload, job.options);
      }
    }
    logger.info("deadline reminders queued", { reminders: result.reminders });
    return { reminders: result.reminders };
  },
});
