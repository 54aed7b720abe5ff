import type { RouterContextProvider } from "react-router";
import type { AdminTaskKind } from "#server/db/schema";
import type { SessionUser } from "#server/modules/accounts/request-auth";
import {
  requestAdminTaskRun,
  requestLiveSourceRun,
  type AdminTaskDispatch,
  type LiveSourceRunRequest,
} from "#server/modules/admin/request-admin-task-run";
import { liveRunDependencies } from "#server/modules/admin/live-source-run";
import { getRequestInfo } from "./account.server";

/**
 * How this process starts background admin work: through the task queue when it runs tasks,
 * otherwise in this process after the response (with what a live source run needs to fetch).
 */
function dispatchOf(context: Readonly<RouterContextProvider>): AdminTaskDispatch {
  const { services } = getRequestInfo(context);
  const tasks = services.tasks;
  return {
    enqueue: tasks ? (taskId, payload) => tasks.enqueue(taskId, payload) : null,
    logger: services.logger,
    ingestion: liveRunDependencies(services.http, services.env),
  };
}

/** Starts long admin work in the background. Returns the run's id, to show its progress. */
export async function startAdminTask(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  kind: AdminTaskKind,
  params: Record<string, unknown>,
): Promise<string> {
  return requestAdminTaskRun(
    getRequestInfo(context).services.db,
    { kind, params, actor: { id: user.id, email: user.email } },
    dispatchOf(context),
  );
}

/**
 * Starts a live run of a source in the background, or finds the one of that source already going,
 * or says why it cannot run.
 */
export async function startLiveSourceRun(
  context: Readonly<RouterContextProvider>,
  user: SessionUser,
  sourceId: string,
): Promise<LiveSourceRunRequest> {
  return requestLiveSourceRun(
    getRequestInfo(context).services.db,
    sourceId,
    { id: user.id, email: user.email },
    dispatchOf(context),
  );
}
