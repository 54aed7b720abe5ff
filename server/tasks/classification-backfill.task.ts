import { z } from "zod";
import { executeAdminTaskRun } from "#server/modules/admin/execute-admin-task-run";
import { defineTask } from "./define-task";

/** Re-derives the level, field and grade of the jobs first seen in the last 90 days (an admin asked for it). Progress and result go to its admin task run. */
export const classificationBackfillTask = defineTask({
  id: "classification-backfill",
  schema: z.object({ runId: z.uuid() }),
  // A failed run is recorded as failed; an admin starts another rather than a silent retry.
  retryLimit: 0,
  async handler({ runId }, { db, logger, now }) {
    const run = await executeAdminTaskRun(db, runId, { logger, now });
    return run ? { status: run.status, done: run.done, errors: run.errors } : { skipped: true };
  },
});
