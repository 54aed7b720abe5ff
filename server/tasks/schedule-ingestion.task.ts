import { z } from "zod";
import { findDueSources } from "#server/ingestion/schedule-sources";
import { defineTask } from "./define-task";

/** The spec's scheduler: queues a run for every active source whose cron is due. */
export const scheduleIngestionTask = defineTask({
  id: "schedule-ingestion",
  schema: z.object({}).passthrough(),
  cron: "*/10 * * * *",
  async handler(_payload, { db, enqueue, logger, now }) {
    const due = await findDueSources(db, now());
    for (const source of due)
      await enqueue("ingest-source", { sourceId: source.id }, { singletonKey: source.id });
    logger.info("scheduled ingestion runs", { processed: due.length });
    return { processed: due.length };
  },
});
