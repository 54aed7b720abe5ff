import type { RouterContextProvider } from "react-router";
import { queueDueSources } from "#server/modules/admin/source-admin";
import { getRequestInfo } from "./account.server";

/** What running the scheduler from an admin page says, and the HTTP status of the answer. */
export type SchedulerOutcome = { ok: boolean; message: string; status: number };

/**
 * The "Run Scheduler" button of the admin pages (sources list, statistics): queues a run of every
 * active source whose schedule is due, or says why it cannot.
 */
export async function runSchedulerNow(
  context: Readonly<RouterContextProvider>,
): Promise<SchedulerOutcome> {
  const { services } = getRequestInfo(context);
  const tasks = services.tasks;
  if (!tasks)
    return {
      ok: false,
      message:
        "Failed to run scheduler: background tasks are off on this server (TASKS=off). Run a source from its page instead.",
      status: 409,
    };
  try {
    const processed = await queueDueSources(
      services.db,
      (sourceId) => tasks.enqueue("ingest-source", { sourceId }, { singletonKey: sourceId }),
      new Date(),
    );
    return {
      ok: true,
      message: `Scheduler completed: processed ${processed} source${processed === 1 ? "" : "s"}`,
      status: 200,
    };
  } catch (error) {
    services.logger.error("admin scheduler failed", { error });
    return { ok: false, message: "Failed to run scheduler", status: 500 };
  }
}
