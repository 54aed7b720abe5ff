import { z } from "zod";
import { executeAdminTaskRun } from "#server/modules/admin/execute-admin-task-run";
import { defineTask } from "./define-task";

/** Removes old closed jobs, old ingestion runs and old sent e-mail bodies (an admin asked for it). Progress and result go to its admin task run. */
export const databaseCleanupTask = defineTask({
  id: "database-cleanup",
  schema: z.object({ runId: z.uuid() }),
  // A failed run is recorded as failed; an admin starts another rather than a silent retry.
  retryLimit: 0,
  async handler({ runId }, { db, logger, now }) {
    const run = await executeAdminTaskRun(db, runId, { logger, now });
    return run ? { status: run.status, done: run.done, errors: run.errors } : { skipped: true };
  },
});
