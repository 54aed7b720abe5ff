import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-classification";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { startAdminTask } from "#app/lib/admin-tasks.server";
import { AdminNotice } from "#app/components/admin-notice";
import { AdminTaskProgress } from "#app/components/admin-task-progress";
import { ColourDot, FilterChip } from "#app/components/job-chips";
import { isProfessionalField, slugifyField } from "#domain/fields";
import {
  CLASSIFICATION_BACKFILL_DAYS,
  getAdminTaskRun,
  listAdminTaskRuns,
  type AdminTaskRunView,
} from "#server/modules/admin/admin-task-runs";
import { getClassificationOverview } from "#server/modules/admin/classification-stats";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestInfo(context).services;
  const runId = new URL(request.url).searchParams.get("run");
  const run = runId
    ? await getAdminTaskRun(db, runId, "classification-backfill")
    : ((await listAdminTaskRuns(db, { kind: "classification-backfill", limit: 1 }))[0] ?? null);
  return {
    overview: await getClassificationOverview(db, new Date()),
    run,
    days: CLASSIFICATION_BACKFILL_DAYS,
  };
}

export async function action({ context }: Route.ActionArgs) {
  const user = adminUser(context);
  const runId = await startAdminTask(context, user, "classification-backfill", {
    days: CLASSIFICATION_BACKFILL_DAYS,
  });
  return redirect(`/admin/classification?run=${runId}`);
}

const share = (part: number, whole: number) =>
  whole === 0 ? "0 %" : `${Math.round((part / whole) * 100)} %`;

function CountTable({
  caption,
  rows,
  filter,
  openJobs,
}: {
  caption: string;
  rows: { name: string; colour: string; count: number }[];
  filter: "field" | "level";
  openJobs: number;
}) {
  return (
    <table className="h-fit w-full self-start text-left text-sm">
      <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead className="border-b border-slate-200 text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium">
            Badge
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            Open jobs
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row) => (
          <tr key={row.name}>
            <td className="py-1.5 pr-2">
              <FilterChip
                filter={filter}
                value={
                  filter === "field" && isProfessionalField(row.name)
                    ? slugifyField(row.name)
                    : row.name
                }
                label={`${filter === "field" ? "Field" : "Level"}: ${row.name}`}
              >
                <ColourDot colour={row.colour} />
                <span className="min-w-0 break-words whitespace-normal">{row.name}</span>
              </FilterChip>
            </td>
            <td className="py-1.5 text-right whitespace-nowrap text-slate-800 tabular-nums">
              {row.count.toLocaleString("en")}
              <span className="ml-1 text-xs text-slate-500">({share(row.count, openJobs)})</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BackfillOutcome({ run }: { run: AdminTaskRunView }) {
  if (run.status === "failed")
    return (
      <div className="mt-3">
        <AdminNotice
          ok={false}
          message={`Classification Failed: ${run.error ?? "unknown error"}`}
        />
      </div>
    );
  const result = run.result ?? {};
  const tiles: [string, unknown][] = [
    ["Processed", result.processed],
    ["Updated", result.updated],
    ["Errors", result.errors],
    ["Fields changed", result.fieldsUpdated],
    ["Levels changed", result.levelsUpdated],
    ["Grades changed", result.gradesFound],
  ];
  return (
    <div className="mt-3">
      <AdminNotice
        ok
        message={`Classification Complete: processed ${String(result.processed)}, updated ${String(result.updated)}, errors ${String(result.errors)}`}
      />
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
              {typeof value === "number" ? value.toLocaleString("en") : "–"}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Classification tab: the badge colours, how open jobs are classified, and the backfill. */
export default function AdminClassification({ loaderData }: Route.ComponentProps) {
  const { overview, run, days } = loaderData;
  const busy = useNavigation().state === "submitting";
  const running = run !== null && (run.status === "queued" || run.status === "running");
  const { openJobs, unclassified } = overview;
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Job Classification Management</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        The badges job seekers see on every job, how the {openJobs.toLocaleString("en")} open jobs
        are classified, and the backfill that classifies recent jobs again with today's detectors.
      </p>

      <section aria-labelledby="unclassified-heading" className="mt-6">
        <h3 id="unclassified-heading" className="font-semibold text-slate-900">
          Unclassified open jobs
        </h3>
        <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {(
            [
              ["Without a professional field", unclassified.field],
              ["Without a level", unclassified.level],
              ["Without a grade", unclassified.grade],
            ] as const
          ).map(([label, count]) => (
            <div key={label} className="rounded-lg border border-slate-200 bg-white p-3">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="mt-1 text-xl font-semibold text-slate-900 tabular-nums">
                {count.toLocaleString("en")}{" "}
                <span className="text-sm font-normal text-slate-600">
                  of {openJobs.toLocaleString("en")} ({share(count, openJobs)})
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="backfill-heading" className="mt-8">
        <h3 id="backfill-heading" className="font-semibold text-slate-900">
          Classification backfill
        </h3>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">
          Re-derives the level, professional field and grade of every open job first seen in the
          last {days} days, in the background. A value an admin set by hand is kept.
        </p>
        <Form method="post" className="mt-3">
          <button
            type="submit"
            disabled={busy || running}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
          >
            Run classification backfill ({days} days)
          </button>
        </Form>
        {run && (
          <AdminTaskProgress run={run} title={`Classification backfill (${days} days)`}>
            <BackfillOutcome run={run} />
          </AdminTaskProgress>
        )}
      </section>

      <section aria-labelledby="reference-heading" className="mt-8">
        <h3 id="reference-heading" className="font-semibold text-slate-900">
          Badge colour reference
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Each badge links to the open jobs it marks. Unknown values get a neutral grey.
        </p>
        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          <CountTable caption="Levels" rows={overview.levels} filter="level" openJobs={openJobs} />
          <CountTable
            caption="Professional fields"
            rows={overview.fields}
            filter="field"
            openJobs={openJobs}
          />
        </div>
        <h4 className="mt-8 font-semibold text-slate-900">Grade families</h4>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {overview.gradeFamilies.map((family) => (
            <li key={family.id} className="rounded-lg border border-slate-200 bg-white p-3">
              <p className="flex items-center gap-2 text-sm font-medium text-slate-900">
                <ColourDot colour={family.colour} />
                {family.label}
              </p>
              <p className="mt-1 text-xs break-words text-slate-600">{family.codes.join(", ")}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
