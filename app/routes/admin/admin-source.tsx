import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-source";
import type { JobPreview } from "#server/ingestion/run-ingestion";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { startLiveSourceRun } from "#app/lib/admin-tasks.server";
import { AdminNotice } from "#app/components/admin-notice";
import { AdminTaskProgress } from "#app/components/admin-task-progress";
import { RelativeTime } from "#app/components/relative-time";
import { RunStatusBadge } from "#app/components/run-status-badge";
import {
  findActiveLiveSourceRun,
  getAdminTaskRun,
  type AdminTaskRunView,
} from "#server/modules/admin/admin-task-runs";
import type { LiveRunResult } from "#server/modules/admin/live-source-run";
import {
  dryRunSource,
  getSourceForAdmin,
  setSourceActive,
} from "#server/modules/admin/source-admin";
import { ScrollRegion } from "#app/components/scroll-region";
import { JobPreviewList } from "#app/components/job-preview-list";
import { AdminCountTiles } from "#app/components/admin-count-tiles";
import { readForm } from "#app/lib/request-body.server";
import { AdminTableHead } from "#app/components/admin-table-head";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { db } = getRequestInfo(context).services;
  const source = await getSourceForAdmin(db, params.id);
  if (!source) throw data({ reason: "not-found" }, { status: 404 });
  const url = new URL(request.url);
  const runId = url.searchParams.get("run");
  // The live run asked for (its progress, then its result), else the one of this source going on.
  const asked = runId ? await getAdminTaskRun(db, runId, "live-source-run") : null;
  const run =
    asked && asked.params.sourceId === source.id
      ? asked
      : await findActiveLiveSourceRun(db, source.id);
  return {
    source,
    run,
    alreadyRunning: run !== null && url.searchParams.get("already") === "1",
    now: new Date().toISOString(),
  };
}

type ActionResult = {
  ok: boolean;
  message: string;
  preview?: JobPreview[];
  errors?: string[];
  itemsFetched?: number;
};

export async function action({
  request,
  context,
  params,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>> | Response> {
  const user = adminUser(context);
  const { services } = getRequestInfo(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "toggle") {
    const active = form.get("active") === "true";
    if (!(await setSourceActive(services.db, params.id, active)))
      return data<ActionResult>({ ok: false, message: "Source not found" }, 404);
    return { ok: true, message: active ? "Source activated" : "Source deactivated" };
  }
  if (intent === "live-run") {
    // The run goes on in the background; its progress and result are on this page.
    const started = await startLiveSourceRun(context, user, params.id);
    if (started.outcome === "refused")
      return data<ActionResult>({ ok: false, message: started.message }, started.status);
    const already = started.outcome === "already-running" ? "&already=1" : "";
    return redirect(`/admin/sources/${params.id}?run=${started.runId}${already}`);
  }
  if (intent === "dry-run") {
    try {
      const summary = await dryRunSource(
        { db: services.db, http: services.http, logger: services.logger, env: services.env },
        params.id,
      );
      if (!summary) return data<ActionResult>({ ok: false, message: "Source not found" }, 404);
      const result = {
        preview: summary.jobs_preview,
        errors: summary.errors.slice(0, 20),
        itemsFetched: summary.items_fetched,
      };
      if (summary.status === "failed")
        return {
          ok: false,
          message: `Failed to run source: ${summary.errors[0] ?? ""}`,
          ...result,
        };
      return {
        ok: true,
        message: `Dry run completed: ${summary.jobs_found} jobs found`,
        ...result,
      };
    } catch (error) {
      // A source whose adapter cannot be found or configured.
      const reason = error instanceof Error ? error.message : String(error);
      return data<ActionResult>({ ok: false, message: `Failed to run source: ${reason}` }, 409);
    }
  }
  return data<ActionResult>({ ok: false, message: "Unknown action." }, 400);
}

function formatDuration(ms: number | null): string {
  if (ms === null) return "—";
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** What a finished live run did: "Live run completed: …", its counts, and its first errors. */
function LiveRunOutcome({ run }: { run: AdminTaskRunView }) {
  if (run.status === "failed")
    return (
      <div className="mt-3">
        <AdminNotice ok={false} message={`Failed to run source: ${run.error ?? "unknown error"}`} />
      </div>
    );
  if (!run.result) return null;
  const result = run.result as unknown as LiveRunResult;
  const tiles: [string, number][] = [
    ["Items fetched", result.itemsFetched],
    ["Jobs found", result.jobsFound],
    ["Inserted", result.inserted],
    ["Updated", result.updated],
    ["Unchanged", result.unchanged],
    ["Closed", result.closed],
    ["Errors", result.errorCount],
  ];
  return (
    <div className="mt-3">
      <AdminNotice ok message={result.message} />
      <AdminCountTiles
        tiles={tiles}
        gridClassName="grid-cols-2 sm:grid-cols-[repeat(auto-fill,minmax(8rem,1fr))]"
      />
      <p className="mt-2 text-xs text-slate-600">
        {result.complete
          ? "A complete crawl: jobs it no longer lists can close."
          : "Not a complete crawl, so nothing was closed for being unlisted."}{" "}
        Took {formatDuration(result.durationMs)}.
      </p>
      {result.errors.length > 0 && (
        <>
          <h4 className="mt-3 text-sm font-semibold text-slate-900">
            {result.errorCount > result.errors.length
              ? `The first ${result.errors.length} of ${result.errorCount} errors`
              : "Errors"}
          </h4>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-red-800">
            {result.errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

export default function AdminSource({ loaderData, actionData }: Route.ComponentProps) {
  const { source, run, alreadyRunning, now } = loaderData;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const button =
    "min-h-10 rounded-md px-4 text-sm font-semibold disabled:opacity-70 inline-flex items-center";
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/sources" className="text-brand-700 hover:underline">
          ← All sources
        </Link>
      </p>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{source.name}</h2>
          <p className="mt-1 text-sm text-slate-600">
            {source.isActive ? "Active" : "Inactive"} · {source.type} · adapter {source.adapter} ·
            schedule <code className="font-mono">{source.cron}</code> (UTC)
          </p>
        </div>
        <Form method="post" className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="dry-run"
            disabled={pending !== null && pending !== undefined}
            className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            {pending === "dry-run" ? "Running…" : "Dry run"}
          </button>
          <button
            type="submit"
            name="intent"
            value="live-run"
            disabled={!source.isActive || (pending !== null && pending !== undefined)}
            className={`${button} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {pending === "live-run" ? "Starting…" : "Live run"}
          </button>
          <Link
            to={`/admin/sources/${source.id}/edit`}
            className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            Edit
          </Link>
          <input type="hidden" name="active" value={String(!source.isActive)} />
          <button
            type="submit"
            name="intent"
            value="toggle"
            disabled={pending !== null && pending !== undefined}
            className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
          >
            {source.isActive ? "Deactivate" : "Activate"}
          </button>
        </Form>
      </div>

      {run && !actionData && (
        <div className="mt-6">
          {alreadyRunning && (
            <AdminNotice
              ok={false}
              message={`A live run of ${source.name} is already in progress (asked for by ${run.requestedByEmail}), so no second one was started. Its progress is below.`}
            />
          )}
          <AdminTaskProgress run={run} title={`Live run of ${source.name}`}>
            <LiveRunOutcome run={run} />
          </AdminTaskProgress>
        </div>
      )}
      {actionData && (
        <div className="mt-6 space-y-4">
          <AdminNotice ok={actionData.ok} message={actionData.message} />
          {actionData.preview && actionData.preview.length > 0 && (
            <section aria-labelledby="preview-heading">
              <h3 id="preview-heading" className="text-sm font-semibold text-slate-900">
                Preview ({actionData.preview.length} of the jobs found, from{" "}
                {actionData.itemsFetched} items fetched)
              </h3>
              <JobPreviewList jobs={actionData.preview} />
            </section>
          )}
          {actionData.errors && actionData.errors.length > 0 && (
            <section aria-labelledby="errors-heading">
              <h3 id="errors-heading" className="text-sm font-semibold text-slate-900">
                Errors
              </h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm break-words text-red-800">
                {actionData.errors.map((error, index) => (
                  <li key={index}>{error}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}

      <dl className="mt-6 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-slate-600">Base URL</dt>
        <dd className="break-all text-slate-900">{source.baseUrl}</dd>
        <dt className="font-medium text-slate-600">Last success</dt>
        <dd>
          <RelativeTime value={source.lastSuccessAt} now={now} />
        </dd>
        <dt className="font-medium text-slate-600">Last error</dt>
        <dd>
          <RelativeTime value={source.lastErrorAt} now={now} />
        </dd>
      </dl>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-700">Metadata</summary>
        <pre
          tabIndex={0}
          className="relative mt-2 overflow-x-auto rounded-lg border border-slate-200 bg-white p-4 font-mono text-xs text-slate-800"
        >
          {source.metadata}
        </pre>
      </details>

      <h3 className="mt-8 text-sm font-semibold text-slate-900">Ingestion runs</h3>
      {source.runs.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">This source has not run yet.</p>
      ) : (
        <ScrollRegion label="Ingestion runs" className="mt-2">
          <table className="w-full min-w-[52rem] text-left text-sm">
            <AdminTableHead
              columns={[
                "Started",
                "Status",
                "Fetched",
                "Jobs found",
                "Complete crawl",
                "Inserted",
                "Updated",
                "Closed",
                "Errors",
                "Took",
              ]}
            />
            <tbody className="divide-y divide-slate-100 tabular-nums">
              {source.runs.map((run) => (
                <tr key={run.id}>
                  <td className="px-4 py-2 whitespace-nowrap">
                    <RelativeTime value={run.startedAt} now={now} />
                  </td>
                  <td className="px-4 py-2">
                    <RunStatusBadge status={run.status} dryRun={run.isDryRun} />
                  </td>
                  <td className="px-4 py-2">{run.itemsFetched}</td>
                  <td className="px-4 py-2">{run.jobsFound}</td>
                  <td className="px-4 py-2">{run.complete ? "yes" : "no"}</td>
                  <td className="px-4 py-2">{run.insertedCount}</td>
                  <td className="px-4 py-2">{run.updatedCount}</td>
                  <td className="px-4 py-2">{run.closedCount}</td>
                  <td className="px-4 py-2">{run.errorCount}</td>
                  <td className="px-4 py-2">{formatDuration(run.durationMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {source.latestErrors.length > 0 && (
        <details className="mt-4 text-sm">
          <summary className="cursor-pointer font-medium text-slate-700">
            Errors of the latest run that had any
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5 break-words text-red-800">
            {source.latestErrors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
