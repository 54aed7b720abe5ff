import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import {
  AdminFormErrors,
  RequiredFieldsNote,
  AdminSelectField,
  AdminTextareaField,
  AdminTextField,
} from "#app/components/admin-form-fields";
import type { SourceFormValues } from "#server/modules/admin/source-form";

// The one form for creating and editing a source in the admin area. The server checks it with the
// form's schema (server/modules/admin/source-form.ts: it resolves the base URL's host, so it cannot
// run in the browser) and answers with Conform's reply: the summary above the form, each message
// at its field, and what was typed. The types and adapters come through the loader's data, so this
// component imports no value from a server module.

export type SourceTypeChoice = { value: string; label: string };
export type AdapterGroup = {
  type: string;
  label: string;
  adapters: { name: string; description: string }[];
};

export function AdminSourceForm({
  defaultValue,
  lastResult,
  types,
  adapters,
  submitLabel,
  busy,
}: {
  defaultValue: SourceFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  types: readonly SourceTypeChoice[];
  adapters: readonly AdapterGroup[];
  submitLabel: string;
  busy: boolean;
}) {
  const [form, fields] = useForm<SourceFormValues>({ id: "source", defaultValue, lastResult });
  return (
    <>
      <AdminFormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <RequiredFieldsNote />
        <AdminTextField field={fields.name} label="Name" required />
        <div className="grid gap-5 sm:grid-cols-2">
          <AdminSelectField field={fields.type} label="Type">
            {types.map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </AdminSelectField>
          <AdminSelectField
            field={fields.adapter}
            label="Adapter"
            hint="How the source is read; grouped by the type each adapter usually serves."
          >
            {!fields.adapter.initialValue && <option value="">Choose an adapter</option>}
            {adapters.map((group) => (
              <optgroup key={group.type} label={group.label}>
                {group.adapters.map((adapter) => (
                  <option key={adapter.name} value={adapter.name}>
                    {adapter.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </AdminSelectField>
        </div>
        <AdminTextField
          field={fields.baseUrl}
          label="Base URL"
          type="url"
          required
          placeholder="https://"
          hint="The feed or site; it must be a public address (or one INGEST_ALLOW_PRIVATE_HOSTS opens)."
        />
        <AdminTextareaField
          field={fields.metadata}
          label="Metadata (JSON)"
          rows={10}
          code
          hint={
            <>
              A JSON object of the adapter&rsquo;s options, such as{" "}
              <code className="font-mono">{'{"organization": "UNOPS", "cron": "0 4 * * *"}'}</code>;{" "}
              <code className="font-mono">{"{}"}</code> when empty.
            </>
          }
        />
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
    </>
  );
}
