import { getInputProps, type FieldMetadata } from "@conform-to/react";
import type { InputHTMLAttributes } from "react";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500";

type InputType = "text" | "email" | "password" | "url" | "search" | "tel" | "number" | "date";

/**
 * A labelled input of a Conform form, with an optional hint and the field's errors below it. The
 * id, name, last value, `aria-invalid` and `aria-describedby` (the error, then the hint) come from
 * the field, so the server-rendered page and the hydrated one wire them alike.
 */
export function FormField({
  field,
  label,
  type = "text",
  hint,
  ...attributes
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type?: InputType;
  hint?: string | undefined;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  "autoComplete" | "required" | "minLength" | "maxLength" | "placeholder"
>) {
  return (
    <div>
      <label htmlFor={field.id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        {...getInputProps(field, {
          type,
          ariaDescribedBy: hint ? field.descriptionId : undefined,
        })}
        {...attributes}
        className={inputClass}
      />
      {hint && (
        <p id={field.descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A field's errors under it, at the id its `aria-describedby` names; nothing when it has none. */
export function FieldErrors({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700 break-words">
      {errors.join(" ")}
    </p>
  );
}
