import { z } from "zod";
import { recoverInterruptedRuns } from "#server/ingestion/source-lease";
import { findDueSources } from "#server/ingestion/schedule-sources";
import { defineTask } from "./define-task";

/**
 * The scheduler: first marks runs of dead processes as interrupted (freeing their sources),
 * then queues a run for every active source whose cron is due.
 */
export const scheduleIngestionTask = defineTask({
  id: "schedule-ingestion",
  schema: z.object({}).passthrough(),
  cron: "*/10 * * * *",
  async handler(_payload, { db, enqueue, logger, now }) {
    const interrupted = await recoverInterruptedRuns(db, now());
    if (interrupted > 0)
      logger.warn("ingestion runs interrupted by a dead process", { interrupted });
    const due = await findDueSources(db, now());
    for (const source of due)
      await enqueue("ingest-source", { sourceId: source.id }, { singletonKey: source.id });
    logger.info("scheduled ingestion runs", { processed: due.length });
    return { processed: due.length };
  },
});
