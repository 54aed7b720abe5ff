// What the admin forms (jobs, sources) share: the input style, and per field the id of its error
// message for aria-describedby and the message itself, from the server's field errors.

export const inputClass = (invalid: boolean) =>
  `mt-1 block w-full min-h-11 rounded-md border px-3 text-sm font-normal text-slate-900 ${
    invalid ? "border-red-600" : "border-slate-300"
  }`;

export function fieldErrorHelpers<Field extends string>(errors: Partial<Record<Field, string>>) {
  return {
    describedBy: (name: Field, hint?: string) =>
      [hint, errors[name] ? `${name}-error` : null].filter(Boolean).join(" ") || undefined,
    error: (name: Field) =>
      errors[name] ? (
        <p id={`${name}-error`} className="mt-1 text-sm break-words text-red-700">
          {errors[name]}
        </p>
      ) : null,
  };
}
