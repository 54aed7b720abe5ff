import { Form } from "react-router";
import {
  ENRICHMENT_FIELDS,
  FIELD_LABELS,
  type EnrichmentField,
} from "#server/modules/enrichment/enrichment-fields";
import {
  describeRange,
  type EnrichmentPreset,
} from "#server/modules/enrichment/enrichment-presets";

/** What the admin typed in a preset's form, echoed back by the action so the form keeps it. */
export type EnrichmentFormInput = {
  preset: string;
  days: string;
  limit: string;
  source: string;
  organization: string;
  fields: string[];
  includeClosed: boolean;
};

const inputClass =
  "min-h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm font-normal";
const buttonClass =
  "inline-flex min-h-10 items-center rounded-md px-4 text-sm font-semibold disabled:opacity-70";

const FILL_ONLY: Partial<Record<EnrichmentField, string>> = {
  deadline: " (when missing)",
  summary: " (when empty)",
};

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

/**
 * One re-enrichment preset as a form of its own: what it changes, its window, limit and source
 * (a custom run also names an organisation, the fields and whether closed jobs count), then a
 * dry run or an apply.
 */
export function AdminEnrichmentPresetForm({
  preset,
  sources,
  input,
  busy,
}: {
  preset: EnrichmentPreset;
  sources: string[];
  input: EnrichmentFormInput | null;
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
