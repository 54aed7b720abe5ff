import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-enrichment";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { startAdminTask } from "#app/lib/admin-tasks.server";
import { AdminTaskProgress } from "#app/components/admin-task-progress";
import { getAdminTaskRun } from "#server/modules/admin/admin-task-runs";
import { AdminNotice } from "#app/components/admin-notice";
import {
  COUNT_LABELS,
  COUNT_OF_FIELD,
  ENRICHMENT_FIELDS,
  FIELD_LABELS,
  type EnrichmentField,
} from "#server/modules/enrichment/enrichment-fields";
import {
  describeRange,
  ENRICHMENT_PRESETS,
  PRESET_NAMES,
  type EnrichmentPreset,
  type PresetName,
} from "#server/modules/enrichment/enrichment-presets";
import {
  EnrichmentOptionsError,
  parseEnrichmentOptions,
  readGradeFormDays,
} from "#server/modules/enrichment/parse-enrichment-options";
import {
  describeEnrichmentResult,
  runEnrichment,
  type EnrichmentResult,
} from "#server/modules/enrichment/run-enrichment";
import { listSourceNames } from "#server/modules/enrichment/select-jobs";
import { ScrollRegion } from "#app/components/scroll-region";
import { AdminCountTiles } from "#app/components/admin-count-tiles";
import { isOwnKey } from "#domain/own-entry";
import { readForm } from "#app/lib/request-body.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = getRequestInfo(context).services;
  const runId = new URL(request.url).searchParams.get("run");
  return {
    presets: PRESET_NAMES.map((name) => ENRICHMENT_PRESETS[name]),
    sources: await listSourceNames(db),
    // An applied run goes on in the background; its progress, then its result.
    run: runId ? await getAdminTaskRun(db, runId, "re-enrichment") : null,
  };
}

/** What the admin typed, echoed back so the form keeps it. */
type FormInput = {
  preset: string;
  days: string;
  limit: string;
  source: string;
  organization: string;
  fields: string[];
  includeClosed: boolean;
};
type ActionResult = {
  ok: boolean;
  message: string;
  input: FormInput;
  result?: EnrichmentResult;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>> | Response> {
  const user = adminUser(context);
  const { services } = getRequestInfo(context);
  const form = await readForm(request);
  const input: FormInput = {
    preset: text(form, "preset"),
    days: text(form, "days"),
    limit: text(form, "limit"),
    source: text(form, "source"),
    organization: text(form, "organization"),
    fields: form.getAll("fields").filter((value): value is string => typeof value === "string"),
    includeClosed: form.get("includeClosed") === "on",
  };
  // The Grade Backfill's days fall back to 7 when blank or invalid.
  const days = input.preset === "grade" ? readGradeFormDays(input.days) : input.days;
  const apply = form.get("intent") === "apply";
  try {
    const params = {
      preset: input.preset as PresetName,
      days,
      limit: input.limit,
      source: input.source,
      organization: input.organization,
      fields: input.fields,
      includeClosed: input.includeClosed,
    };
    const options = parseEnrichmentOptions({ ...params, dryRun: !apply });
    if (apply) {
      // Checked here (a bad value is refused at once); the writing goes on in the background.
      const runId = await startAdminTask(context, user, "re-enrichment", params);
      return redirect(`/admin/enrichment?run=${runId}`);
    }
    const result = await runEnrichment(services.db, options);
    const note =
      input.preset === "grade" && input.days !== "" && days === undefined
        ? ` (days "${input.days}" is not 1–365, so the default 7 was used)`
        : "";
    return { ok: true, message: `${describeEnrichmentResult(result)}${note}`, input, result };
  } catch (error) {
    if (error instanceof EnrichmentOptionsError)
      return data<ActionResult>(
        { ok: false, message: `Backfill Failed: ${error.issues.join("; ")}`, input },
        400,
      );
    services.logger.error("admin re-enrichment failed", { error });
    const reason = error instanceof Error ? error.message : String(error);
    return data<ActionResult>({ ok: false, message: `Backfill Failed: ${reason}`, input }, 500);
  }
}

const inputClass =
  "min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm font-normal";
const buttonClass =
  "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold disabled:opacity-70";

const FILL_ONLY: Partial<Record<EnrichmentField, string>> = {
  deadline: " (when missing)",
  summary: " (when empty)",
};

/** The title of the preset a background run was asked for. */
function presetTitle(params: Record<string, unknown>): string {
  const name = params.preset;
  return typeof name === "string" && isOwnKey(ENRICHMENT_PRESETS, name)
    ? ENRICHMENT_PRESETS[name].title
    : "re-enrichment";
}

function describeChanges(preset: EnrichmentPreset): string {
  const parts = preset.fields.map(
    (field) => `${FIELD_LABELS[field].toLowerCase()}${FILL_ONLY[field] ?? ""}`,
  );
  if (preset.levelFollowsGrade) parts.push("level (when the grade implies it)");
  return parts.join(", ");
}

function RangeLabel({ label, range }: { label: string; range: EnrichmentPreset["days"] }) {
  return (
    <span>
      {label}{" "}
      <span className="font-normal text-slate-500">{range ? describeRange(range) : ""}</span>
    </span>
  );
}

function PresetForm({
  preset,
  sources,
  input,
  busy,
}: {
  preset: EnrichmentPreset;
  sources: string[];
  input: FormInput | null;
  busy: boolean;
}) {
  const id = (part: string) => `${preset.name}-${part}`;
  const custom = preset.name === "custom";
  return (
    <Form
      method="post"
      aria-labelledby={id("title")}
      className="flex flex-col rounded-lg border border-slate-200 bg-white p-4"
    >
      <input type="hidden" name="preset" value={preset.name} />
      <h3 id={id("title")} className="font-semibold text-slate-900">
        {preset.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{preset.description}</p>
      {!custom && (
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-medium text-slate-700">Changes:</span> {describeChanges(preset)}
        </p>
      )}
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {preset.days && (
          <label htmlFor={id("days")} className="grid gap-1 text-sm font-medium text-slate-700">
            <RangeLabel label="Window in days" range={preset.days} />
            <input
              id={id("days")}
              type="number"
              name="days"
              min={preset.days.min}
              max={preset.days.max}
              step={1}
              placeholder={preset.days.default === null ? "all" : String(preset.days.default)}
              defaultValue={input?.days ?? ""}
              className={inputClass}
            />
          </label>
        )}
        {preset.limit && (
          <label htmlFor={id("limit")} className="grid gap-1 text-sm font-medium text-slate-700">
            <RangeLabel label="Newest jobs" range={preset.limit} />
            <input
              id={id("limit")}
              type="number"
              name="limit"
              min={preset.limit.min}
              max={preset.limit.max}
              step={1}
              placeholder={preset.limit.default === null ? "all" : String(preset.limit.default)}
              defaultValue={input?.limit ?? ""}
              className={inputClass}
            />
          </label>
        )}
        {!preset.organization && !preset.adapter && (
          <label htmlFor={id("source")} className="grid gap-1 text-sm font-medium text-slate-700">
            Source
            <select
              id={id("source")}
              name="source"
              defaultValue={input?.source ?? ""}
              className={inputClass}
            >
              <option value="">All sources</option>
              {sources.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        )}
        {custom && (
          <label
            htmlFor={id("organization")}
            className="grid gap-1 text-sm font-medium text-slate-700"
          >
            Organisation (slug)
            <input
              id={id("organization")}
              name="organization"
              placeholder="e.g. unicef"
              defaultValue={input?.organization ?? ""}
              className={inputClass}
            />
          </label>
        )}
      </div>
      {custom && (
        <fieldset className="mt-3">
          <legend className="text-sm font-medium text-slate-700">Fields to re-derive</legend>
          <p className="text-sm text-slate-500">
            Deadlines and summaries are only filled in, never replaced.
          </p>
          <div className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
            {ENRICHMENT_FIELDS.map((field) => (
              <label key={field} className="flex min-h-8 items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name="fields"
                  value={field}
                  defaultChecked={input?.fields.includes(field) ?? false}
                  className="size-4"
                />
                {FIELD_LABELS[field]}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {custom && (
        <label className="mt-2 flex min-h-8 items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            name="includeClosed"
            defaultChecked={input?.includeClosed ?? false}
            className="size-4"
          />
          Include closed and expired jobs
        </label>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        <button
          type="submit"
          name="intent"
          value="dry-run"
          disabled={busy}
          className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        >
          Dry run
        </button>
        <button
          type="submit"
          name="intent"
          value="apply"
          disabled={busy}
          className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
        >
          Apply
        </button>
      </div>
    </Form>
  );
}

function ResultView({ result }: { result: EnrichmentResult }) {
  const counts = [
    ...new Set(
      [
        ...result.fields,
        ...(ENRICHMENT_PRESETS[result.preset].levelFollowsGrade ? ["level" as const] : []),
      ].map((field) => COUNT_OF_FIELD[field]),
    ),
  ];
  const tiles: [string, number][] = [
    ["Processed", result.processed],
    [result.dryRun ? "Would update" : "Updated", result.updated],
    ...counts.map((key): [string, number] => [COUNT_LABELS[key], result[key]]),
  ];
  return (
    <section aria-labelledby="result-heading" className="mt-4">
      <h3 id="result-heading" className="text-sm font-semibold text-slate-900">
        {result.dryRun ? "Dry run" : "Applied"}: {ENRICHMENT_PRESETS[result.preset].title}
        <span className="font-normal text-slate-600">
          {" "}
          · {result.sources ? result.sources.join(", ") || "no matching source" : "all sources"}
          {result.organization ? ` · ${result.organization}` : ""}
          {result.days !== null ? ` · first seen in the last ${result.days} days` : ""}
          {result.limit !== null ? ` · newest ${result.limit}` : ""}
        </span>
      </h3>
      <AdminCountTiles
        tiles={tiles}
        gridClassName="grid-cols-2 sm:grid-cols-[repeat(auto-fill,minmax(9rem,1fr))]"
      />
      {result.changes.length > 0 && (
        <>
          <p className="mt-4 text-sm text-slate-600">
            {result.updated > result.changes.length
              ? `The first ${result.changes.length} of ${result.updated} changed jobs:`
              : "Changed jobs:"}
          </p>
          <ScrollRegion label="Changed jobs" className="mt-2">
            <table className="w-full min-w-[48rem] text-left text-sm">
              <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
                <tr>
                  {["Job", "Field", "Before", "After"].map((label) => (
                    <th key={label} scope="col" className="px-4 py-2 font-medium">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              {result.changes.map((job) => (
                <tbody key={job.id} className="border-t border-slate-100">
                  {job.changes.map((change, index) => (
                    <tr key={change.field} className="align-top">
                      {index === 0 && (
                        <th
                          scope="rowgroup"
                          rowSpan={job.changes.length}
                          className="px-4 py-2 font-normal"
                        >
                          <Link
                            to={`/jobs/${job.id}`}
                            className="font-medium text-brand-700 hover:underline"
                          >
                            {job.title}
                          </Link>
                          <span className="block text-xs text-slate-500">
                            {job.organization} · {job.source}
                          </span>
                        </th>
                      )}
                      <td className="px-4 py-2 whitespace-nowrap text-slate-700">
                        {FIELD_LABELS[change.field]}
                      </td>
                      <td className="px-4 py-2 text-slate-500">{change.before ?? "—"}</td>
                      <td className="px-4 py-2 text-slate-900">{change.after ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </ScrollRegion>
        </>
      )}
    </section>
  );
}

export default function AdminEnrichment({ loaderData, actionData }: Route.ComponentProps) {
  const { presets, sources, run } = loaderData;
  const busy = useNavigation().state === "submitting";
  const outcome = useRef<HTMLDivElement>(null);
  // After a run the outcome is at the top while the button pressed may be far below: go there.
  useEffect(() => {
    if (!actionData || !outcome.current) return;
    outcome.current.focus({ preventScroll: true });
    outcome.current.scrollIntoView({ block: "start" });
  }, [actionData]);
  return (
    <>
      <h2 className="text-lg font-semibold text-slate-900">Re-enrichment</h2>
      <p className="mt-1 max-w-3xl text-sm text-slate-600">
        Re-derives the grade, level, professional field, deadline, location, organisation or summary
        of stored jobs with today's detectors, 100 jobs at a time. Open jobs only unless a custom
        run asks otherwise. A dry run shows the changes and writes nothing; a value the source gave
        is never erased.
      </p>
      {run && !actionData && (
        <AdminTaskProgress run={run} title={`Apply: ${presetTitle(run.params)}`}>
          <div className="mt-3">
            {run.status === "failed" ? (
              <AdminNotice
                ok={false}
                message={`Backfill Failed: ${run.error ?? "unknown error"}`}
              />
            ) : (
              run.result && (
                <>
                  <AdminNotice ok message={String(run.result.message)} />
                  <ResultView result={run.result as unknown as EnrichmentResult} />
                </>
              )
            )}
          </div>
        </AdminTaskProgress>
      )}
      {actionData && (
        <div ref={outcome} tabIndex={-1} className="mt-4 scroll-mt-20 focus:outline-none">
          <AdminNotice ok={actionData.ok} message={actionData.message} />
          {actionData.result && <ResultView result={actionData.result} />}
        </div>
      )}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {presets.map((preset) => (
          <PresetForm
            key={preset.name}
            preset={preset}
            sources={sources}
            input={actionData?.input.preset === preset.name ? actionData.input : null}
            busy={busy}
          />
        ))}
      </div>
    </>
  );
}
