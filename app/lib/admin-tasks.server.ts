import type { RouterContextProvider } from "react-router";
import type { AdminTaskKind } from "#server/db/schema";
import type { SessionUser } from "#server/modules/accounts/request-auth";
import { requestAdminTaskRun } from "#server/modules/admin/admin-task-runs";
import { getRequestInfo } from "./account.server";

/**
 * Starts long admin work in the background: through the task queue when this process runs tasks,
 * otherwise in this process after the response. Returns the run's id, to show its progress.
 */
export async function startAdminTask(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  kind: AdminTaskKind,
  params: Record<string, unknown>,
): Promise<string> {
  const { services } = getRequestInfo(context);
  const tasks = services.tasks;
  return requestAdminTaskRun(
    services.db,
    { kind, params, actor: { id: user.id, email: user.email } },
    {
      enqueue: tasks ? (taskId, payload) => tasks.enqueue(taskId, payload) : null,
      logger: services.logger,
    },
  );
}
