import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "react-router";
import {
  AdminFormErrors,
  RequiredFieldsNote,
  AdminSelectField,
  AdminTextareaField,
  AdminTextField,
} from "#app/components/admin-form-fields";
import { JOB_LEVELS } from "#domain/levels";
import { PROFESSIONAL_FIELDS } from "#domain/professional-fields";
import type { JobFormValues } from "#domain/job-posting-form";

// The one form for creating and editing a job posting in the admin area. The server checks it with
// the form's schema (domain/job-posting-form.ts, kept out of the browser's scripts) and answers
// with Conform's reply: the summary above the form, each message at its field, and what was typed.

export type { JobFormValues };

export const EMPTY_JOB_FORM: JobFormValues = {
  title: "",
  organization: "",
  link: "",
  postedDate: "",
  level: "",
  field: "",
  grade: "",
  dutyStation: "",
  deadline: "",
  description: "",
};

function Choices({ choices }: { choices: readonly string[] }) {
  return (
    <>
      <option value="">Not set</option>
      {choices.map((choice) => (
        <option key={choice}>{choice}</option>
      ))}
    </>
  );
}

export function AdminJobForm({
  defaultValue,
  lastResult,
  submitLabel,
  busy,
}: {
  defaultValue: JobFormValues;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
  busy: boolean;
}) {
  const [form, fields] = useForm<JobFormValues>({ id: "job", defaultValue, lastResult });
  return (
    <>
      <AdminFormErrors id={form.errorId} errors={form.errors} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      >
        <input type="hidden" name="intent" value="save" />
        <RequiredFieldsNote />
        <div className="grid gap-5 sm:grid-cols-2">
          <AdminTextField field={fields.title} label="Title" required />
          <AdminTextField field={fields.organization} label="Organization" required />
        </div>
        <AdminTextField
          field={fields.link}
          label="Link to the posting"
          type="url"
          placeholder="https://"
          hint="The employer's page where people apply."
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <AdminSelectField field={fields.level} label="Level">
            <Choices choices={JOB_LEVELS} />
          </AdminSelectField>
          <AdminSelectField field={fields.field} label="Field">
            <Choices choices={PROFESSIONAL_FIELDS} />
          </AdminSelectField>
          <AdminTextField field={fields.grade} label="Grade" hint="For example P-3, NO-B or G-5." />
        </div>
        <div className="grid gap-5 sm:grid-cols-3">
          <AdminTextField
            field={fields.dutyStation}
            label="Duty station"
            hint="City, country; or Remote."
          />
          <AdminTextField
            field={fields.postedDate}
            label="Posted date"
            type="date"
            hint="Today when left empty."
          />
          <AdminTextField
            field={fields.deadline}
            label="Deadline"
            type="date"
            hint="The last day to apply."
          />
        </div>
        <AdminTextareaField
          field={fields.description}
          label="Description"
          rows={8}
          hint="Plain text (a blank line starts a paragraph) or HTML; scripts and styles are removed."
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
            to="/admin/jobs"
            className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:underline"
          >
            Cancel
          </Link>
        </div>
      </Form>
    </>
  );
}
