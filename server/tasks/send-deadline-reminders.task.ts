import { z } from "zod";
import { sendDeadlineReminders } from "#server/modules/alerts/send-deadline-reminders";
import { defineTask } from "./define-task";
import { handOverDueEmails } from "./send-email.task";

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
    await handOverDueEmails({ mailer, enqueue }, result.outboxIds, ["deadline-reminder"]);
    logger.info("deadline reminders queued", { reminders: result.reminders });
    return { reminders: result.reminders };
  },
});
