import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-sources";
import { getRequestInfo } from "#app/lib/account.server";
import { AdminNotice } from "#app/components/admin-notice";
import { RelativeTime } from "#app/components/relative-time";
import { RunStatusBadge } from "#app/components/run-status-badge";
import { runSchedulerNow } from "#app/lib/admin-scheduler.server";
import { listSourcesForAdmin, setSourceActive } from "#server/modules/admin/source-admin";
import { ScrollRegion } from "#app/components/scroll-region";
import {
  FAILING_AFTER_RUNS,
  getSourcesHealth,
  type SourceHealth,
} from "#server/modules/admin/source-health";
import { readForm } from "#app/lib/request-body.server";
import { AdminTableHead } from "#app/components/admin-table-head";
// The component reads server values only through the loader's data: a value import of a server
// module here would pull the database schema into the browser bundle.

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestInfo(context);
  return {
    sources: await listSourcesForAdmin(services.db),
    health: (await getSourcesHealth(services.db)).sources,
    tasksOn: services.tasks !== null,
    failingAfterRuns: FAILING_AFTER_RUNS,
    now: new Date().toISOString(),
  };
}

type ActionResult = { ok: boolean; message: string };

const percent = (value: number | null) => (value === null ? "–" : `${Math.round(value * 100)} %`);

/** Field completeness of the source's open jobs, as four short figures. */
function FieldShares({ health }: { health: SourceHealth | undefined }) {
  if (!health || health.openJobs === 0) return <span className="text-slate-500">no open jobs</span>;
  const { closingDate, grade, dutyStation, description } = health.fieldCompleteness;
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs tabular-nums">
      <dt className="text-slate-500">Deadline</dt>
      <dd>{percent(closingDate)}</dd>
      <dt className="text-slate-500">Grade</dt>
      <dd>{percent(grade)}</dd>
      <dt className="text-slate-500">Duty station</dt>
      <dd>{percent(dutyStation)}</dd>
      <dt className="text-slate-500">Description</dt>
      <dd>{percent(description)}</dd>
    </dl>
  );
}

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const { services } = getRequestInfo(context);
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent === "toggle") {
    const active = form.get("active") === "true";
    const sourceId = form.get("sourceId");
    const found =
      typeof sourceId === "string" && (await setSourceActive(services.db, sourceId, active));
    if (!found) return data<ActionResult>({ ok: false, message: "Source not found" }, 404);
    return { ok: true, message: active ? "Source activated" : "Source deactivated" };
  }
  if (intent === "schedule") {
    const { ok, message, status } = await runSchedulerNow(context);
    return ok ? { ok, message } : data<ActionResult>({ ok, message }, status);
  }
  return data<ActionResult>({ ok: false, message: "Unknown action." }, 400);
}

export default function AdminSources({ loaderData, actionData }: Route.ComponentProps) {
  const { sources, health, tasksOn, failingAfterRuns, now } = loaderData;
  const healthById = new Map(health.map((row) => [row.id, row]));
  const failing = health.filter((row) => row.failing);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const active = sources.filter((source) => source.isActive).length;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Job Sources</h2>
          <p className="mt-1 text-sm text-slate-600">
            {sources.length} sources, {active} active. The scheduler queues every active source
            whose schedule is due{tasksOn ? "" : " (background tasks are off on this server)"}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link
            to="/admin/sources/new"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Add a source
          </Link>
          <Link
            to="/admin/sources/test"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Test ingestion
          </Link>
          <Link
            to="/admin/inspector"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            Extraction inspector
          </Link>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="schedule"
              disabled={busy}
              className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
            >
              Run Scheduler
            </button>
          </Form>
        </div>
      </div>
      {failing.length > 0 && (
        <p
          role="status"
          className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-800"
        >
          {failing.length === 1 ? "1 source has" : `${failing.length} sources have`} failed{" "}
          {failingAfterRuns} runs or more in a row: {failing.map((row) => row.name).join(", ")}.
        </p>
      )}
      {actionData && (
        <div className="mt-4">
          <AdminNotice ok={actionData.ok} message={actionData.message} />
        </div>
      )}
      <ScrollRegion label="Sources" className="mt-6">
        <table className="w-full min-w-[80rem] text-left text-sm">
          <AdminTableHead
            columns={[
              "Source",
              "Adapter",
              "Open jobs",
              "Recent runs",
              "Last complete crawl",
              "Jobs found per run",
              "Fields of open jobs",
              "Last success",
              "Last error",
              "Active",
            ]}
            alignEnd={["Open jobs"]}
            screenReaderOnly={["Active"]}
          />
          <tbody className="divide-y divide-slate-100">
            {sources.map((source) => (
              <tr key={source.id} className={source.isActive ? "" : "bg-slate-50 text-slate-500"}>
                <td className="px-4 py-2">
                  <Link
                    to={`/admin/sources/${source.id}`}
                    className="font-medium text-brand-700 hover:underline"
                  >
                    {source.name}
                  </Link>
                  {source.organization && (
                    <span className="block text-xs text-slate-500">{source.organization}</span>
                  )}
                </td>
                <td className="px-4 py-2 text-slate-600">{source.adapter}</td>
                <td className="px-4 py-2 text-right tabular-nums">
                  {source.openJobs.toLocaleString("en")}
                </td>
                <td className="px-4 py-2">
                  {source.running && <RunStatusBadge status="running" />}
                  {source.recentRuns.length > 0 ? (
                    <ol
                      aria-label={`Runs of ${source.name}, newest first`}
                      className="flex flex-wrap gap-1"
                    >
                      {source.recentRuns.map((run) => (
                        <li key={run.id} title={run.startedAt.slice(0, 16).replace("T", " ")}>
                          <RunStatusBadge status={run.status} dryRun={run.isDryRun} />
                        </li>
                      ))}
                    </ol>
                  ) : (
                    !source.running && <span className="text-slate-500">none yet</span>
                  )}
                  {source.lastRun && (
                    <span className="mt-1 block text-xs text-slate-500 tabular-nums">
                      last: +{source.lastRun.insertedCount} ~{source.lastRun.updatedCount}
                    </span>
                  )}
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <RelativeTime
                    value={healthById.get(source.id)?.lastCompleteCrawlAt ?? null}
                    now={now}
                  />
                </td>
                <td className="px-4 py-2 text-xs tabular-nums">
                  <span title="Oldest to newest; ✕ a failed run">
                    {(healthById.get(source.id)?.jobsFoundTrend ?? [])
                      .map((run) => (run.status === "failed" ? "✕" : String(run.jobsFound)))
                      .join(" · ") || "–"}
                  </span>
                  {healthById.get(source.id)?.failing && (
                    <span className="mt-1 block font-semibold text-red-700">
                      Failing: {healthById.get(source.id)?.consecutiveFailures} runs in a row
                    </span>
                  )}
                  {healthById.get(source.id)?.robotsDisallowed && (
                    <span className="mt-1 block max-w-64 font-semibold break-words text-amber-800">
                      {healthById.get(source.id)?.robotsDisallowed}
                    </span>
                  )}
                </td>
                <td className="px-4 py-2">
                  <FieldShares health={healthById.get(source.id)} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <RelativeTime value={source.lastSuccessAt} now={now} />
                </td>
                <td className="px-4 py-2 whitespace-nowrap">
                  <RelativeTime value={source.lastErrorAt} now={now} />
                </td>
                <td className="px-4 py-2 text-right">
                  <Form method="post" className="flex justify-end gap-2">
                    <Link
                      to={`/admin/sources/${source.id}/edit`}
                      aria-label={`Edit ${source.name}`}
                      className="inline-flex min-h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 hover:bg-slate-50"
                    >
                      Edit
                    </Link>
                    <input type="hidden" name="intent" value="toggle" />
                    <input type="hidden" name="sourceId" value={source.id} />
                    <input type="hidden" name="active" value={String(!source.isActive)} />
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={`${source.isActive ? "Deactivate" : "Activate"} ${source.name}`}
                      className="min-h-9 rounded-md border border-slate-300 bg-white px-3 text-xs font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-70"
                    >
                      {source.isActive ? "Deactivate" : "Activate"}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}
