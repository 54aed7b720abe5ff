import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-settings";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { startAdminTask } from "#app/lib/admin-tasks.server";
import { AdminNotice } from "#app/components/admin-notice";
import { AdminTaskProgress, isRunning } from "#app/components/admin-task-progress";
import { formatAdminTime } from "#app/components/email-status-badge";
import { ScrollRegion } from "#app/components/scroll-region";
import { AdminCountTiles } from "#app/components/admin-count-tiles";
import { describeCron } from "#domain/describe-cron";
import {
  getAdminTaskRun,
  listAdminTaskRuns,
  listRecentTaskJobs,
} from "#server/modules/admin/admin-task-runs";
import {
  CLEANUP_DEFAULTS,
  CLEANUP_MAX_DAYS,
  CLEANUP_MIN_DAYS,
  cleanupOptionsSchema,
  countCleanup,
  type CleanupCounts,
  type CleanupOptions,
} from "#server/modules/admin/database-cleanup";
import { readForm } from "#app/lib/request-body.server";
import { AdminTableHead } from "#app/components/admin-table-head";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = getRequestInfo(context);
  const url = new URL(request.url);
  const runId = url.searchParams.get("run");
  const showLogs = url.searchParams.get("logs") === "1";
  return {
    // The alert pass runs on the cron the task runner is started with (ALERTS_CRON).
    alertSchedule: describeCron(services.env.ALERTS_CRON),
    tasksOn: services.tasks !== null,
    // Through the loader: a value import of a server module in the component would pull the
    // database layer into the browser bundle.
    cleanup: { defaults: CLEANUP_DEFAULTS, min: CLEANUP_MIN_DAYS, max: CLEANUP_MAX_DAYS },
    run: runId ? await getAdminTaskRun(services.db, runId, "database-cleanup") : null,
    showLogs,
    adminRuns: showLogs ? await listAdminTaskRuns(services.db, { limit: 10 }) : [],
    taskJobs: showLogs ? await listRecentTaskJobs(services.db, 25) : null,
  };
}

type CleanupInput = Record<keyof CleanupOptions, string>;
type ActionResult = {
  ok: boolean;
  message: string;
  input: CleanupInput;
  counts?: CleanupCounts;
  options?: CleanupOptions;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = adminUser(context);
  const { services } = getRequestInfo(context);
  const form = await readForm(request);
  const input: CleanupInput = {
    jobDays: text(form, "jobDays"),
    runDays: text(form, "runDays"),
    emailDays: text(form, "emailDays"),
  };
  const parsed = cleanupOptionsSchema.safeParse(input);
  if (!parsed.success)
    return data<ActionResult>(
      {
        ok: false,
        message: `Cleanup refused: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
        input,
      },
      400,
    );
  if (form.get("intent") === "apply") {
    const runId = await startAdminTask(context, user, "database-cleanup", parsed.data);
    return redirect(`/admin/settings?run=${runId}`);
  }
  const counts = await countCleanup(services.db, parsed.data, new Date());
  return data<ActionResult>({
    ok: true,
    message: `Dry run: the cleanup would delete ${counts.jobs} jobs and ${counts.runs} ingestion runs, and empty ${counts.emailBodies} e-mail bodies. Nothing was changed.`,
    input,
    counts,
    options: parsed.data,
  });
}

const inputClass =
  "min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm font-normal";
const secondaryButton =
  "inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70";
const primaryButton =
  "inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70";

const DAY_FIELDS: { name: keyof CleanupOptions; label: string; hint: string }[] = [
  {
    name: "jobDays",
    label: "Closed and expired jobs older than (days)",
    hint: "Not seen by a crawl nor changed for this long; jobs a user saved are kept.",
  },
  {
    name: "runDays",
    label: "Ingestion runs older than (days)",
    hint: "Finished dry and live runs of every source.",
  },
  {
    name: "emailDays",
    label: "Bodies of sent e-mails older than (days)",
    hint: "The row (recipient, subject, status) stays; only the text goes.",
  },
];

function CleanupCountsList({ counts }: { counts: CleanupCounts }) {
  const tiles: [string, number][] = [
    ["Jobs", counts.jobs],
    ["Ingestion runs", counts.runs],
    ["E-mail bodies", counts.emailBodies],
  ];
  return <AdminCountTiles tiles={tiles} gridClassName="grid-cols-1 sm:grid-cols-3" />;
}

const TOOLS = [
  {
    to: "/admin/enrichment",
    label: "Enrichment",
    text: "Grade, IOM, UNOPS, WFP and UN Careers backfills and custom re-enrichment runs.",
  },
  {
    to: "/admin/emails",
    label: "E-mails",
    text: "The outbox: every e-mail the product sent or stored, with its status.",
  },
  {
    to: "/admin/coaching",
    label: "Coaching requests",
    text: "Requests sent from the coaching page: mark them contacted or closed and keep team notes.",
  },
  {
    to: "/admin/audit",
    label: "Audit log",
    text: "Every change an admin made, with who, when and from where.",
  },
];

/** Settings tab: the admin tools, the e-mail schedule, database cleanup and the task logs. */
export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { alertSchedule, tasksOn, cleanup, run, showLogs, adminRuns, taskJobs } = loaderData;
  const busy = useNavigation().state === "submitting";
  const values = actionData?.input;
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Settings</h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {TOOLS.map((tool) => (
          <li key={tool.to} className="rounded-lg border border-slate-200 bg-white p-4">
            <Link to={tool.to} className="font-semibold text-brand-700 hover:underline">
              {tool.label}
            </Link>
            <p className="mt-1 text-sm text-slate-600">{tool.text}</p>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="system-heading"
        className="mt-8 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <h3 id="system-heading" className="text-base font-semibold text-slate-900">
          System Settings
        </h3>
        <div className="mt-4 border-t border-slate-100 pt-4">
          <h4 className="font-medium text-slate-900">Email Notifications</h4>
          <p className="mt-1 text-sm text-slate-600">
            Job alert e-mails are sent automatically {alertSchedule} by a scheduled job
            {tasksOn
              ? ""
              : " (background tasks are off on this server; another process sends them)"}
            .
          </p>
          <Link to="/admin/emails" className={`mt-3 ${secondaryButton}`}>
            View Email Logs
          </Link>
        </div>

        <div id="cleanup" className="mt-6 scroll-mt-20 border-t border-slate-100 pt-4">
          <h4 className="font-medium text-slate-900">Database Management</h4>
          <p className="mt-1 max-w-3xl text-sm text-slate-600">
            Run Cleanup counts what would go first (a dry run, nothing changes); applying it then
            runs in the background.
          </p>
          <Form method="post" aria-label="Database cleanup" className="mt-3">
            <div className="grid gap-3 md:grid-cols-3">
              {DAY_FIELDS.map((field) => (
                <label
                  key={field.name}
                  htmlFor={`cleanup-${field.name}`}
                  className="grid content-start gap-1 text-sm font-medium text-slate-700"
                >
                  {field.label}
                  <input
                    id={`cleanup-${field.name}`}
                    name={field.name}
                    type="number"
                    min={cleanup.min}
                    max={cleanup.max}
                    step={1}
                    required
                    defaultValue={values?.[field.name] || String(cleanup.defaults[field.name])}
                    className={inputClass}
                  />
                  <span className="text-xs font-normal text-slate-500">{field.hint}</span>
                </label>
              ))}
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              <button
                type="submit"
                name="intent"
                value="dry-run"
                disabled={busy}
                className={primaryButton}
              >
                Run Cleanup
              </button>
              <Link to="/admin/settings?logs=1#logs" className={secondaryButton}>
                View Logs
              </Link>
            </div>
          </Form>
          {actionData && (
            <div className="mt-4">
              <AdminNotice ok={actionData.ok} message={actionData.message} />
              {actionData.counts && actionData.options && (
                <>
                  <CleanupCountsList counts={actionData.counts} />
                  <Form method="post" aria-label="Apply the cleanup" className="mt-3">
                    {Object.entries(actionData.options).map(([name, value]) => (
                      <input key={name} type="hidden" name={name} value={String(value)} />
                    ))}
                    <button
                      type="submit"
                      name="intent"
                      value="apply"
                      disabled={busy}
                      className="inline-flex min-h-10 items-center rounded-md bg-red-700 px-4 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
                    >
                      Apply cleanup
                    </button>
                  </Form>
                </>
              )}
            </div>
          )}
          {run && (
            <AdminTaskProgress run={run} title="Database cleanup">
              {run.status === "failed" ? (
                <div className="mt-3">
                  <AdminNotice ok={false} message={`Cleanup Failed: ${run.error ?? "unknown"}`} />
                </div>
              ) : (
                <>
                  <p className="mt-3 text-sm text-slate-700">Removed:</p>
                  <CleanupCountsList
                    counts={{
                      jobs: Number(run.result?.jobs ?? 0),
                      runs: Number(run.result?.runs ?? 0),
                      emailBodies: Number(run.result?.emailBodies ?? 0),
                    }}
                  />
                </>
              )}
            </AdminTaskProgress>
          )}
        </div>
      </section>

      {showLogs && (
        <section id="logs" aria-labelledby="logs-heading" className="mt-8 scroll-mt-20">
          <h3 id="logs-heading" className="text-base font-semibold text-slate-900">
            Background task logs
          </h3>
          <h4 className="mt-4 text-sm font-semibold text-slate-900">Admin runs</h4>
          {adminRuns.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No admin runs yet.</p>
          ) : (
            <ScrollRegion label="Admin runs" className="mt-2">
              <table className="w-full min-w-[40rem] text-left text-sm">
                <AdminTableHead
                  columns={["Run", "Status", "Progress", "Asked for by", "Started (UTC)", "Error"]}
                />
                <tbody className="divide-y divide-slate-100">
                  {adminRuns.map((row) => (
                    <tr key={row.id}>
                      <td className="px-4 py-2 whitespace-nowrap">
                        <RunName run={row} />
                      </td>
                      <td className="px-4 py-2">
                        {row.status}
                        {isRunning(row) ? "…" : ""}
                      </td>
                      <td className="px-4 py-2 tabular-nums">
                        {row.done}
                        {row.total !== null ? ` of ${row.total}` : ""}, {row.errors} errors
                      </td>
                      <td className="px-4 py-2">{row.requestedByEmail}</td>
                      <td className="px-4 py-2 whitespace-nowrap">
                        {row.startedAt ? formatAdminTime(row.startedAt) : "–"}
                      </td>
                      <td className="px-4 py-2 break-words text-red-800">{row.error ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
          <h4 className="mt-6 text-sm font-semibold text-slate-900">Task queue</h4>
          {taskJobs === null ? (
            <p className="mt-2 text-sm text-slate-600">
              Background tasks have never run on this database.
            </p>
          ) : taskJobs.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No task runs recorded yet.</p>
          ) : (
            <ScrollRegion label="Task queue runs" className="mt-2">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <AdminTableHead
                  columns={["Task", "State", "Started (UTC)", "Finished (UTC)", "Error"]}
                />
                <tbody className="divide-y divide-slate-100">
                  {taskJobs.map((job) => (
                    <tr key={job.id} className="align-top">
                      <td className="px-4 py-2 whitespace-nowrap">{job.name}</td>
                      <td className="px-4 py-2">{job.state}</td>
                      <td className="px-4 py-2 whitespace-nowrap">
                        {job.startedAt ? formatAdminTime(job.startedAt) : "–"}
                      </td>
                      <td className="px-4 py-2 whitespace-nowrap">
                        {job.finishedAt ? formatAdminTime(job.finishedAt) : "–"}
                      </td>
                      <td className="max-w-md px-4 py-2 break-words text-red-800">
                        {job.error ?? ""}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </section>
      )}
    </>
  );
}

/** A run's kind, linked to the page that shows its progress and result where it has one. */
function RunName({ run }: { run: { id: string; kind: string; params: Record<string, unknown> } }) {
  const sourceId = run.params["sourceId"];
  if (run.kind !== "live-source-run" || typeof sourceId !== "string") return <>{run.kind}</>;
  return (
    <Link
      to={`/admin/sources/${sourceId}?run=${run.id}`}
      className="text-brand-700 hover:underline"
    >
      {run.kind}
    </Link>
  );
}
