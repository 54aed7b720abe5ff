import { Form, Link } from "react-router";
import { fieldErrorHelpers, inputClass } from "#app/components/admin-form-fields";
import { JOB_LEVELS } from "#domain/levels";
import { PROFESSIONAL_FIELDS } from "#domain/professional-fields";
import type { JobFormField, JobFormValues } from "#server/modules/admin/job-admin";

// The one form for creating and editing a job posting in the admin area. The server checks it
// (server/modules/admin/job-admin.ts); the browser's own checks (required, url, date) come first
// when JavaScript or the browser offers them.

export type { JobFormValues };
export type JobFormErrors = Partial<Record<JobFormField, string>>;

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

export function AdminJobForm({
  values,
  errors,
  submitLabel,
  busy,
}: {
  values: JobFormValues;
  errors: JobFormErrors;
  submitLabel: string;
  busy: boolean;
}) {
  const { describedBy, error } = fieldErrorHelpers(errors);
  const text = (
    name: JobFormField,
    label: string,
    options: { type?: string; required?: boolean; hint?: string; placeholder?: string } = {},
  ) => (
    <div>
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
        {options.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {options.hint && (
        <p id={`${name}-hint`} className="text-sm text-slate-600">
          {options.hint}
        </p>
      )}
      <input
        id={name}
        name={name}
        type={options.type ?? "text"}
        required={options.required}
        placeholder={options.placeholder}
        defaultValue={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, options.hint ? `${name}-hint` : undefined)}
        className={inputClass(Boolean(errors[name]))}
      />
      {error(name)}
    </div>
  );
  const select = (name: JobFormField, label: string, choices: readonly string[]) => (
    <div>
      <label htmlFor={name} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={name}
        name={name}
        defaultValue={values[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name)}
        className={inputClass(Boolean(errors[name]))}
      >
        <option value="">Not set</option>
        {choices.map((choice) => (
          <option key={choice}>{choice}</option>
        ))}
      </select>
      {error(name)}
    </div>
  );
  return (
    <Form
      method="post"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
    >
      <input type="hidden" name="intent" value="save" />
      <p className="text-sm text-slate-600">
        Fields marked <span aria-hidden="true">*</span>
        <span className="sr-only">as required</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        {text("title", "Title", { required: true })}
        {text("organization", "Organization", { required: true })}
      </div>
      {text("link", "Link to the posting", {
        type: "url",
        placeholder: "https://",
        hint: "The employer's page where people apply.",
      })}
      <div className="grid gap-5 sm:grid-cols-3">
        {select("level", "Level", JOB_LEVELS)}
        {select("field", "Field", PROFESSIONAL_FIELDS)}
        {text("grade", "Grade", { hint: "For example P-3, NO-B or G-5." })}
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        {text("dutyStation", "Duty station", { hint: "City, country; or Remote." })}
        {text("postedDate", "Posted date", { type: "date", hint: "Today when left empty." })}
        {text("deadline", "Deadline", { type: "date", hint: "The last day to apply." })}
      </div>
      <div>
        <label htmlFor="description" className="text-sm font-medium text-slate-800">
          Description
        </label>
        <p id="description-hint" className="text-sm text-slate-600">
          Plain text (a blank line starts a paragraph) or HTML; scripts and styles are removed.
        </p>
        <textarea
          id="description"
          name="description"
          rows={8}
          defaultValue={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy("description", "description-hint")}
          className={`${inputClass(Boolean(errors.description))} py-2`}
        />
        {error("description")}
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
          to="/admin/jobs"
          className="inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-700 hover:underline"
        >
          Cancel
        </Link>
      </div>
    </Form>
  );
}
