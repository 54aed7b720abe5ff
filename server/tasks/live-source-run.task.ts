import { z } from "zod";
import { executeAdminTaskRun } from "#server/modules/admin/execute-admin-task-run";
import { defineTask } from "./define-task";

/**
 * A live run of one source that an admin started from its page. Progress and result go to its admin
 * task run; the source's lease keeps it from running beside a scheduled run of the same source.
 */
export const liveSourceRunTask = defineTask({
  id: "live-source-run",
  schema: z.object({ runId: z.uuid() }),
  // A failed run is recorded as failed; an admin starts another rather than a silent retry.
  retryLimit: 0,
  async handler({ runId }, { db, logger, now, http, adapterDefaults }) {
    const run = await executeAdminTaskRun(db, runId, {
      logger,
      now,
      ingestion: { http, adapterDefaults },
    });
    return run ? { status: run.status, done: run.done, errors: run.errors } : { skipped: true };
  },
});
