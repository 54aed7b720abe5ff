import { REQUIRED_MESSAGE } from "#domain/job-posting-form";

// The line an admin form shows above itself when the server refuses it: "Validation Error: " and
// every field's messages, in the order of the form's fields (the order of the schema's issues).

type FieldErrors = Record<string, string[] | null> | null | undefined;

/** Conform's field errors (the form's own, under "", left out) as one summary line. */
export function validationSummary(errors: FieldErrors): string {
  const messages = Object.entries(errors ?? {}).flatMap(([name, texts]) =>
    name === "" ? [] : (texts ?? []),
  );
  return `Validation Error: ${messages.join(" ")}`;
}

/** The job form's summary: that the title and organisation are required, when one is missing. */
export function jobFormSummary(errors: FieldErrors): string {
  return errors?.title?.length || errors?.organization?.length
    ? REQUIRED_MESSAGE
    : validationSummary(errors);
}
