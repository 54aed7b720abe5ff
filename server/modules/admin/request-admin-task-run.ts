import type { Database } from "#server/db/create-db";
import { adminTaskRuns, type AdminTaskKind } from "#server/db/schema";
import type { Logger } from "#server/lib/logger";
import { findActiveLiveSourceRun } from "./admin-task-runs";
import { executeAdminTaskRun } from "./execute-admin-task-run";
import {
  checkLiveRunAllowed,
  type LiveRunDependencies,
  type LiveRunRefusal,
} from "./live-source-run";

/**
 * Starting long admin work: a request writes a `queued` row and hands its id to the task queue
 * (or, on a web-only process without tasks, starts it in this process after the response).
 */

export type AdminActor = { id: string; email: string };

/** How a run is started: through the task queue, or (no queue in this process) right here. */
export type AdminTaskDispatch = {
  enqueue: ((taskId: string, payload: { runId: string }) => Promise<string | null>) | null;
  logger: Logger;
  /** What a live source run needs when it runs in this process. */
  ingestion?: LiveRunDependencies;
};

type RunRequest = { kind: AdminTaskKind; params: Record<string, unknown>; actor: AdminActor };

/**
 * Writes a queued run; null when a run it excludes is already queued or running (a live run of the
 * same source: a unique index allows one at a time).
 */
async function insertQueuedRun(db: Database, request: RunRequest): Promise<string | null> {
  const [row] = await db
    .insert(adminTaskRuns)
    .values({
      kind: request.kind,
      params: request.params,
      requestedById: request.actor.id,
      requestedByEmail: request.actor.email,
    })
    .onConflictDoNothing()
    .returning({ id: adminTaskRuns.id });
  return row?.id ?? null;
}

async function dispatchRun(
  db: Database,
  runId: string,
  kind: AdminTaskKind,
  dispatch: AdminTaskDispatch,
): Promise<void> {
  if (dispatch.enqueue) {
    await dispatch.enqueue(kind, { runId });
    return;
  }
  // A web-only process (TASKS=off): the run goes on after the response, in this process.
  setImmediate(() => {
    executeAdminTaskRun(db, runId, {
      logger: dispatch.logger,
      ingestion: dispatch.ingestion,
    }).catch((error: unknown) => dispatch.logger.error("admin task run failed", { error, runId }));
  });
}

/**
 * Writes a queued run and starts it in the background. The parameters must already be checked
 * (the executor checks them again). Returns the run's id.
 */
export async function requestAdminTaskRun(
  db: Database,
  request: RunRequest,
  dispatch: AdminTaskDispatch,
): Promise<string> {
  const runId = await insertQueuedRun(db, request);
  if (!runId) throw new Error(`A ${request.kind} run like this one is already queued or running.`);
  await dispatchRun(db, runId, request.kind, dispatch);
  return runId;
}

export type LiveSourceRunRequest =
  | { outcome: "started" | "already-running"; runId: string }
  | ({ outcome: "refused" } & LiveRunRefusal);

/**
 * An admin's "Live run" of a source: starts it in the background and returns the run's id, or
 * the id of the live run of that source already queued or running (a second one is not started),
 * or why it cannot run (no such source, inactive, another process ingesting it).
 */
export async function requestLiveSourceRun(
  db: Database,
  sourceId: string,
  actor: AdminActor,
  dispatch: AdminTaskDispatch,
): Promise<LiveSourceRunRequest> {
  const active = await findActiveLiveSourceRun(db, sourceId);
  if (active) return { outcome: "already-running", runId: active.id };
  const allowed = await checkLiveRunAllowed(db, sourceId, new Date());
  if (!allowed.ok) return { outcome: "refused", status: allowed.status, message: allowed.message };
  const request: RunRequest = {
    kind: "live-source-run",
    params: { sourceId, sourceName: allowed.name },
    actor,
  };
  const runId = await insertQueuedRun(db, request);
  if (!runId) {
    // Another request started one between the check and the insert.
    const other = await findActiveLiveSourceRun(db, sourceId);
    if (other) return { outcome: "already-running", runId: other.id };
    throw new Error("The live run could not be queued; try again.");
  }
  await dispatchRun(db, runId, request.kind, dispatch);
  return { outcome: "started", runId };
}
