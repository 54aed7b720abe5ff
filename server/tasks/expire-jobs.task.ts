import { z } from "zod";
import { expireJobs } from "#server/modules/jobs/expire-jobs";
import { defineTask } from "./define-task";

export const expireJobsTask = defineTask({
  id: "expire-jobs",
  schema: z.object({}).passthrough(),
  cron: "5 * * * *",
  async handler(_payload, { db, logger, now }) {
    const expired = await expireJobs(db, now());
    logger.info("expired jobs past their deadline", { expired });
    return { expired };
  },
});
