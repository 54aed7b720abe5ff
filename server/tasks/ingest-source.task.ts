import { eq } from "drizzle-orm";
import { z } from "zod";
import { sources } from "#server/db/schema";
import { ingestSource } from "#server/ingestion/ingest-source";
import { defineTask } from "./define-task";

/** One live ingestion run of one source; pg-boss keeps one queued run per source at a time. */
export const ingestSourceTask = defineTask({
  id: "ingest-source",
  schema: z.object({ sourceId: z.uuid() }),
  retryLimit: 2,
  retryDelay: 300,
  policy: "stately",
  async handler({ sourceId }, { db, http, adapterDefaults, logger, now }) {
    const [row] = await db.select().from(sources).where(eq(sources.id, sourceId));
    if (!row) return { skipped: "source deleted" };
    if (!row.isActive) return { skipped: "source inactive" };
    const summary = await ingestSource({ db, http, adapterDefaults, logger, now: now() }, row, {
      dryRun: false,
    });
    if (summary.status === "failed")
      throw new Error(`Ingestion of ${row.name} failed: ${summary.errors[0] ?? "unknown error"}`);
    return {
      status: summary.status,
      inserted: summary.inserted,
      updated: summary.updated,
      closed: summary.closed,
    };
  },
});
