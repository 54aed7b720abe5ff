import { Form, Link } from "react-router";
import { fieldErrorHelpers, inputClass } from "#app/components/admin-form-fields";
import type { SourceFormField, SourceFormValues } from "#server/modules/admin/source-edit";

// The one form for creating and editing a source in the admin area. The server checks it
// (server/modules/admin/source-edit.ts); the types and adapters come through the loader's data, so
// this component imports no value from a server module.

export type { SourceFormValues };
export type SourceFormErrors = Partial<Record<SourceFormField, string>>;
export type SourceTypeChoice = { value: string; label: string };
export type AdapterGroup = {
  type: string;
  label: string;
  adapters: { name: string; description: string }[];
};

export function AdminSourceForm({
  values,
  errors,
  types,
  adapters,
  submitLabel,
  busy,
}: {
  values: SourceFormValues;
  errors: SourceFormErrors;
  types: readonly SourceTypeChoice[];
  adapters: readonly AdapterGroup[];
  submitLabel: string;
  busy: boolean;
}) {
  const { describedBy, error } = fieldErrorHelpers(errors);
  const label = (name: SourceFormField, text: string, required = false) => (
    <label htmlFor={name} className="text-sm font-medium text-slate-800">
      {text}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  return (
    <Form
      method="post"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <div>
        {label("name", "Name", true)}
        <input
          id="name"
          name="name"
          required
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy("name")}
          className={inputClass(Boolean(errors.name))}
        />
        {error("name")}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label("type", "Type")}
          <select
            id="type"
            name="type"
            defaultValue={values.type}
            aria-invalid={errors.type ? true : undefined}
            aria-describedby={describedBy("type")}
            className={inputClass(Boolean(errors.type))}
          >
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </select>
          {error("type")}
        </div>
        <div>
          {label("adapter", "Adapter")}
          <select
            id="adapter"
            name="adapter"
            defaultValue={values.adapter}
            aria-invalid={errors.adapter ? true : undefined}
            aria-describedby={describedBy("adapter", "adapter-hint")}
            className={inputClass(Boolean(errors.adapter))}
          >
            {values.adapter === "" && <option value="">Choose an adapter</option>}
            {adapters.map((group) => (
              <optgroup key={group.type} label={group.label}>
                {group.adapters.map((adapter) => (
                  <option key={adapter.name} value={adapter.name}>
                    {adapter.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p id="adapter-hint" className="mt-1 text-sm text-slate-600">
            How the source is read; grouped by the type each adapter usually serves.
          </p>
          {error("adapter")}
        </div>
      </div>
      <div>
        {label("baseUrl", "Base URL", true)}
        <p id="baseUrl-hint" className="text-sm text-slate-600">
          The feed or site; it must be a public address (or one INGEST_ALLOW_PRIVATE_HOSTS opens).
        </p>
        <input
          id="baseUrl"
          name="baseUrl"
          type="url"
          required
          placeholder="https://"
          defaultValue={values.baseUrl}
          aria-invalid={errors.baseUrl ? true : undefined}
          aria-describedby={describedBy("baseUrl", "baseUrl-hint")}
          className={inputClass(Boolean(errors.baseUrl))}
        />
        {error("baseUrl")}
      </div>
      <div>
        {label("metadata", "Metadata (JSON)")}
        <p id="metadata-hint" className="text-sm text-slate-600">
          A JSON object of the adapter&rsquo;s options, such as{" "}
          <code className="font-mono">{'{"organization": "UNOPS", "cron": "0 4 * * *"}'}</code>;{" "}
          <code className="font-mono">{"{}"}</code> when empty.
        </p>
        <textarea
          id="metadata"
          name="metadata"
          rows={10}
          spellCheck={false}
          defaultValue={values.metadata}
          aria-invalid={errors.metadata ? true : undefined}
          aria-describedby={describedBy("metadata", "metadata-hint")}
          className={`${inputClass(Boolean(errors.metadata))} py-2 font-mono`}
        />
        {error("metadata")}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={busy}
          className="min-h-11 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {submitLabel}
        </button>
        <Link
          to="/admin/sources"
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:underline"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
