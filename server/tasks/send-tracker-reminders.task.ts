import { z } from "zod";
import { sendTrackerReminders } from "#server/modules/alerts/send-tracker-reminders";
import { TRACKER_REMINDER_KIND } from "#server/modules/alerts/tracker-reminder-email";
import { defineTask } from "./define-task";
import { handOverDueEmails } from "./send-email.task";

/**
 * Opt-in reminders of tracked applications: a closing date three days ahead for an application not
 * sent yet, and a test or interview within a day. Hourly, so each event's reminder leaves about a
 * day before it; each reminder is one outbox row ever (its dedupe key), whichever run writes it.
 */
export const sendTrackerRemindersTask = defineTask({
  id: "send-tracker-reminders",
  schema: z.object({}).passthrough(),
  cron: "25 * * * *",
  policy: "singleton",
  retryLimit: 2,
  async handler(_payload, { db, mailer, logger, now, enqueue, alerts }) {
    if (!alerts) throw new Error("send-tracker-reminders needs the alerts settings in its context");
    const result = await sendTrackerReminders(db, mailer, { now: now(), siteUrl: alerts.siteUrl });
    await handOverDueEmails({ mailer, enqueue }, result.outboxIds, [TRACKER_REMINDER_KIND]);
    logger.info("tracker reminders queued", { reminders: result.reminders });
    return { reminders: result.reminders };
  },
});
