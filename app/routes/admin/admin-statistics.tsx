import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin-statistics";
import { getRequestInfo } from "#app/lib/account.server";
import { runSchedulerNow } from "#app/lib/admin-scheduler.server";
import { AdminNotice } from "#app/components/admin-notice";
import {
  HorizontalBarChart,
  SERIES_COLOURS,
  shortDay,
  StackedDailyChart,
  type ChartSeries,
} from "#app/components/bar-charts";
import {
  getAdminCharts,
  getAdminStats,
  type DailySeries,
} from "#server/modules/admin/get-admin-stats";
import { getSourcesHealth } from "#server/modules/admin/source-health";
import { ownEntry } from "#domain/own-entry";
import { readForm } from "#app/lib/request-body.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { services } = getRequestInfo(context);
  const now = new Date();
  const [stats, charts, health] = await Promise.all([
    getAdminStats(services.db, now),
    getAdminCharts(services.db, now),
    getSourcesHealth(services.db, now),
  ]);
  return {
    stats,
    charts,
    failing: health.sources
      .filter((source) => source.failing)
      .map((source) => ({ id: source.id, name: source.name, runs: source.consecutiveFailures })),
    tasksOn: services.tasks !== null,
  };
}

type ActionResult = { ok: boolean; message: string };

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const form = await readForm(request);
  if (form.get("intent") !== "schedule")
    return data<ActionResult>({ ok: false, message: "Unknown action." }, 400);
  const { ok, message, status } = await runSchedulerNow(context);
  return ok ? { ok, message } : data<ActionResult>({ ok, message }, status);
}

const LABELS = [
  ["open_jobs", "Open jobs"],
  ["total_jobs", "All jobs"],
  ["jobs_this_week", "Jobs first seen this week"],
  ["total_users", "Users"],
  ["new_users_this_week", "New users this week"],
  ["active_searches", "Active saved searches"],
  ["total_saved_jobs", "Saved jobs"],
] as const;

const STATUS_COLOURS: Record<string, string> = {
  completed: "#059669",
  partial: "#d97706",
  failed: "#dc2626",
  running: "#1d4ed8",
};

const nf = (value: number) => value.toLocaleString("en");
const plural = (count: number, one: string, many = `${one}s`) =>
  `${nf(count)} ${count === 1 ? one : many}`;

/** The text alternative of a daily chart: the total, the busiest day and each series' share. */
function describeDaily(chart: DailySeries, unit: string, many = `${unit}s`): string {
  const totals = chart.days.map((_, index) =>
    chart.series.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0),
  );
  const total = totals.reduce((sum, value) => sum + value, 0);
  const first = chart.days[0] ? shortDay(chart.days[0]) : "";
  const last = chart.days.at(-1) ? shortDay(chart.days.at(-1)!) : "";
  if (total === 0) return `No ${many} from ${first} to ${last}.`;
  const busiest = totals.indexOf(Math.max(...totals));
  const parts = chart.series
    .map((entry) => ({ name: entry.name, sum: entry.values.reduce((a, b) => a + b, 0) }))
    .map(({ name, sum }) => `${name} ${nf(sum)}`);
  return `${plural(total, unit, many)} from ${first} to ${last}; the most on ${shortDay(
    chart.days[busiest]!,
  )} (${nf(totals[busiest]!)}). ${parts.join(", ")}.`;
}

function colourSeries(chart: DailySeries, colours: (name: string, index: number) => string) {
  return chart.series.map((entry, index): ChartSeries => ({
    ...entry,
    colour: colours(entry.name, index),
  }));
}

const tileClass =
  "flex min-h-11 w-full items-center justify-center rounded-md px-4 py-2 text-center text-sm font-semibold";

function Tile({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <li className="flex flex-col justify-between gap-3 rounded-lg border border-slate-200 bg-white p-4">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
        <p className="mt-1 text-sm text-slate-600">{text}</p>
      </div>
      {children}
    </li>
  );
}

export default function AdminStatistics({ loaderData, actionData }: Route.ComponentProps) {
  const { stats, charts, failing, tasksOn } = loaderData;
  const busy = useNavigation().state === "submitting";
  const linkClass = `${tileClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;
  const organisations = charts.openJobsByOrganisation;
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">System Statistics</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {LABELS.map(([key, label]) => (
          <div key={key} className="rounded-lg border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">
              {stats[key].toLocaleString("en")}
            </dd>
          </div>
        ))}
      </dl>

      <h2 className="mt-10 text-lg font-semibold text-slate-900">Quick actions</h2>
      {actionData && (
        <div className="mt-4">
          <AdminNotice ok={actionData.ok} message={actionData.message} />
        </div>
      )}
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Tile
          title="Run the scheduler now"
          text={
            tasksOn
              ? "Queues a run of every active source whose schedule is due."
              : "Background tasks are off on this server: run a source from its page instead."
          }
        >
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value="schedule"
              disabled={busy}
              className={`${tileClass} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-70`}
            >
              Run Scheduler
            </button>
          </Form>
        </Tile>
        <Tile
          title={failing.length > 0 ? "Failing sources" : "Source health"}
          text={
            failing.length === 0
              ? "No source has failed three live runs in a row."
              : failing.map((source) => `${source.name} (${source.runs} failed runs)`).join(", ")
          }
        >
          {failing.length === 1 ? (
            <Link to={`/admin/sources/${failing[0]!.id}`} className={linkClass}>
              Open {failing[0]!.name}
            </Link>
          ) : (
            <Link to="/admin/sources" className={linkClass}>
              {failing.length > 1 ? `Open the ${failing.length} failing sources` : "Open sources"}
            </Link>
          )}
        </Tile>
        <Tile
          title="Re-run extraction"
          text="Re-derive stored jobs' grades, levels, fields and deadlines."
        >
          <Link to="/admin/enrichment" className={linkClass}>
            Start a re-enrichment
          </Link>
        </Tile>
        <Tile title="E-mail outbox" text="Every e-mail sent or waiting, with its delivery status.">
          <Link to="/admin/emails" className={linkClass}>
            Read the outbox
          </Link>
        </Tile>
        <Tile
          title="Extraction inspector"
          text="Which grade, deadline and duty-station patterns match a job, and why."
        >
          <Link to="/admin/inspector" className={linkClass}>
            Inspect extraction
          </Link>
        </Tile>
      </ul>

      <h2 className="mt-10 text-lg font-semibold text-slate-900">Activity</h2>
      <div className="mt-4 grid gap-4">
        <div>
          <StackedDailyChart
            title="Jobs first seen per day, by source (last 30 days)"
            summary={describeDaily(charts.jobsPerDay, "job")}
            days={charts.jobsPerDay.days}
            series={colourSeries(charts.jobsPerDay, (name, index) =>
              name === "Other"
                ? SERIES_COLOURS[SERIES_COLOURS.length - 1]!
                : SERIES_COLOURS[index % (SERIES_COLOURS.length - 1)]!,
            )}
            unit="Jobs first seen"
          />
        </div>
        <HorizontalBarChart
          title={`Open jobs by organisation (top ${organisations.length || 12})`}
          summary={
            organisations.length === 0
              ? "No open jobs."
              : `${organisations
                  .slice(0, 3)
                  .map((row) => `${row.name} ${nf(row.count)}`)
                  .join(", ")}${organisations.length > 3 ? ", and more in the table" : ""}.`
          }
          rows={organisations}
          valueLabel="Open jobs"
        />
        <StackedDailyChart
          title="Ingestion runs per day, by status (last 30 days)"
          summary={describeDaily(charts.runsPerDay, "live run")}
          days={charts.runsPerDay.days}
          series={colourSeries(
            charts.runsPerDay,
            (name) => ownEntry(STATUS_COLOURS, name) ?? "#64748b",
          )}
          unit="Live ingestion runs"
        />
      </div>
    </>
  );
}
