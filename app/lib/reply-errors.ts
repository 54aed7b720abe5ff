import type { SubmissionResult } from "@conform-to/react";

// A server reply's errors wired to a field without Conform's `useForm` (about 8 KB gzip), for the
// forms of pages whose script budget has no room for it (the newsletter sign-up, "Save this
// search" on /jobs). The action parses the form with its schema and answers `submission.reply()`;
// the field reads the errors here, with the same `aria-invalid` and `aria-describedby` (the error,
// then the hint) that Conform's `getInputProps` gives the other forms.

/** Every error of a reply, the form's own first, then its fields', each once. */
export function replyErrors(result: SubmissionResult<string[]> | undefined): string[] {
  const errors = result?.error ?? {};
  const form = errors[""] ?? [];
  const fields = Object.entries(errors).flatMap(([name, codes]) => (name ? (codes ?? []) : []));
  return [...form, ...fields].filter((code, index, all) => all.indexOf(code) === index);
}

/** The attributes of a field with these errors, shown at `errorId`, and an optional hint. */
export function fieldErrorProps(
  errors: readonly string[] | undefined,
  errorId: string,
  hintId?: string,
): { "aria-invalid": true | undefined; "aria-describedby": string | undefined } {
  const invalid = Boolean(errors?.length);
  const describedBy = [invalid ? errorId : null, hintId ?? null].filter(Boolean).join(" ");
  return {
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy || undefined,
  };
}

/**
 * The attribute of a group of choices (a fieldset of radio buttons or boxes) with these errors:
 * it names the error shown at `errorId`, as `getFieldsetProps` does; a group is not itself invalid.
 */
export function groupErrorProps(
  errors: readonly string[] | undefined,
  errorId: string,
): { "aria-describedby": string | undefined } {
  return { "aria-describedby": fieldErrorProps(errors, errorId)["aria-describedby"] };
}
