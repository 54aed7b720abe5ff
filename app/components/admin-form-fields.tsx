import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "#app/components/form-field";
import { AdminNotice } from "#app/components/admin-notice";

// The fields of the admin forms (jobs, sources), each a label, an optional hint, the control and
// its errors. Conform's field gives the id, name, last value, `aria-invalid` and
// `aria-describedby` (the error, then the hint), so the page a plain POST answers and the hydrated
// one wire them alike.

export const adminInputClass =
  "mt-1 block w-full min-h-11 rounded-md border border-slate-300 px-3 text-sm font-normal text-slate-900 aria-invalid:border-red-600";

type Field = FieldMetadata<string | undefined>;

function FieldLabel({
  field,
  label,
  required,
}: {
  field: Field;
  label: string;
  required?: boolean;
}) {
  return (
    <label htmlFor={field.id} className="text-sm font-medium text-slate-800">
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
}

function FieldHint({ field, hint }: { field: Field; hint: ReactNode }) {
  return (
    <p id={field.descriptionId} className="text-sm text-slate-600">
      {hint}
    </p>
  );
}

export function AdminTextField({
  field,
  label,
  type = "text",
  required,
  hint,
  placeholder,
}: {
  field: Field;
  label: string;
  type?: "text" | "url" | "date";
  required?: boolean;
  hint?: string;
  placeholder?: string;
}) {
  return (
    <div>
      <FieldLabel field={field} label={label} required={required} />
      {hint && <FieldHint field={field} hint={hint} />}
      <input
        {...getInputProps(field, {
          type,
          ariaDescribedBy: hint ? field.descriptionId : undefined,
        })}
        key={field.key}
        required={required}
        placeholder={placeholder}
        className={adminInputClass}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function AdminSelectField({
  field,
  label,
  hint,
  children,
}: {
  field: Field;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <FieldLabel field={field} label={label} />
      {hint && <FieldHint field={field} hint={hint} />}
      <select
        {...getSelectProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined })}
        key={field.key}
        defaultValue={field.initialValue ?? ""}
        className={adminInputClass}
      >
        {children}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function AdminTextareaField({
  field,
  label,
  hint,
  rows,
  code = false,
}: {
  field: Field;
  label: string;
  hint: ReactNode;
  rows: number;
  /** Code (JSON): monospaced, not spell-checked. */
  code?: boolean;
}) {
  return (
    <div>
      <FieldLabel field={field} label={label} />
      <FieldHint field={field} hint={hint} />
      <textarea
        {...getTextareaProps(field, { ariaDescribedBy: field.descriptionId })}
        key={field.key}
        rows={rows}
        spellCheck={code ? false : undefined}
        className={`${adminInputClass} py-2${code ? " font-mono" : ""}`}
      />
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The form's own errors (those of no one field) above it, named by the form's `aria-describedby`. */
export function AdminFormErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <div id={id} className="mb-6">
      <AdminNotice ok={false} message={errors.join(" ")} />
    </div>
  );
}

/** The line that explains the asterisk of required fields. */
export function RequiredFieldsNote() {
  return (
    <p className="text-sm text-slate-600">
      Fields marked <span aria-hidden="true">*</span>
      <span className="sr-only">as required</span> are required.
    </p>
  );
}
