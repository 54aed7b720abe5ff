import { z } from "zod";
import { runAlertPass } from "#server/modules/alerts/run-alert-pass";
import { defineTask } from "./define-task";
import { sendEmailJob } from "./send-email.task";

/** The saved-search e-mail alerts (daily at 9 AM UTC; ALERTS_CRON overrides). */
export const sendAlertDigestsTask = defineTask({
  id: "send-alert-digests",
  schema: z.object({}).passthrough(),
  cron: "0 9 * * *",
  policy: "singleton",
  retryLimit: 2,
  async handler(_payload, { db, mailer, logger, now, enqueueMany, alerts }) {
    if (!alerts) throw new Error("send-alert-digests needs the alerts settings in its context");
    const result = await runAlertPass(db, mailer, {
      now: now(),
      siteUrl: alerts.siteUrl,
      secret: alerts.secret,
      mailFrom: alerts.mailFrom,
      // Every due digest handed to the send-email queue, a chunk per insert; a digest already
      // queued keeps its one job (the queue's singleton key is the outbox id).
      handOver: async (ids) => {
        await enqueueMany(
          "send-email",
          ids.map((id) => {
            const job = sendEmailJob(id);
            return { payload: job.payload, singletonKey: job.options.singletonKey };
          }),
        );
        return [];
      },
    });
    logger.info("alert digests queued", {
      usersDue: result.usersDue,
      digests: result.digests,
      jobs: result.jobs,
      carried: result.carried,
      handedOver: result.delivered.length,
    });
    if (result.failed.length > 0)
      logger.error("alert digests not handed over to delivery", { failed: result.failed });
    return { digests: result.digests, jobs: result.jobs };
  },
});
