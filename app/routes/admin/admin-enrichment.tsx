import { useEffect, useRef } from "react";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/admin-enrichment";
import { getRequestInfo } from "#app/lib/account.server";
import { adminUser } from "#app/lib/admin.server";
import { startAdminTask } from "#app/lib/admin-tasks.server";
import { AdminTaskProgress } from "#app/components/admin-task-progress";
import { getAdminTaskRun } from "#server/modules/admin/admin-task-runs";
import { AdminNotice } from "#app/components/admin-notice";
import {
  AdminEnrichmentPresetForm,
  type EnrichmentFormInput,
} from "#app/components/admin-enrichment-preset-form";
import { AdminEnrichmentResult } from "#app/components/admin-enrichment-result";
import {
  ENRICHMENT_PRESETS,
  PRESET_NAMES,
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

type ActionResult = {
  ok: boolean;
  message: string;
  /** What the admin typed, echoed back so the form keeps it. */
  input: EnrichmentFormInput;
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
  const input: EnrichmentFormInput = {
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

/** The title of the preset a background run was asked for. */
function presetTitle(params: Record<string, unknown>): string {
  const name = params.preset;
  return typeof name === "string" && isOwnKey(ENRICHMENT_PRESETS, name)
    ? ENRICHMENT_PRESETS[name].title
    : "re-enrichment";
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
                  <AdminEnrichmentResult result={run.result as unknown as EnrichmentResult} />
                </>
              )
            )}
          </div>
        </AdminTaskProgress>
      )}
      {actionData && (
        <div ref={outcome} tabIndex={-1} className="mt-4 scroll-mt-20 focus:outline-none">
          <AdminNotice ok={actionData.ok} message={actionData.message} />
          {actionData.result && <AdminEnrichmentResult result={actionData.result} />}
        </div>
      )}
      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        {presets.map((preset) => (
          <AdminEnrichmentPresetForm
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
