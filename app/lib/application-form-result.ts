import { ownEntry } from "#domain/own-entry";

// What a form of the application tracker answers, as catalog keys rather than words: the page
// writes them in its own language ("applications.results.*", "applications.errors.*").

export type FormMessage = { key: string; values?: Record<string, string | number> };

export type ApplicationFormResult = { intent: string; ok: boolean; message: FormMessage };

/** The parts of a validation issue that say which field failed and how. */
type Issue = { path: readonly PropertyKey[]; code: string; maximum?: number | bigint };

const FIELD_ERRORS: Record<string, string> = {
  referenceNumber: "referenceTooLong",
  notes: "notesTooLong",
  kind: "kind",
  date: "date",
  time: "time",
  timeZone: "timeZone",
  note: "noteTooLong",
};

/**
 * The message of the first issue of a tracker form (the reference and notes, or a new date): the
 * field it names says which; a too-long text gives its limit. An issue of the whole form is a date
 * or time the clocks of the zone never show.
 */
export function applicationFormError(issues: readonly Issue[]): FormMessage {
  const issue = issues[0];
  if (!issue) return { key: "applications.results.checkForm" };
  const field = issue.path[0];
  if (field === undefined && issue.code === "custom")
    return { key: "applications.errors.noSuchTime" };
  const name = typeof field === "string" ? ownEntry(FIELD_ERRORS, field) : undefined;
  if (!name) return { key: "applications.results.checkForm" };
  return issue.code === "too_big" && issue.maximum !== undefined
    ? { key: `applications.errors.${name}`, values: { max: Number(issue.maximum) } }
    : { key: `applications.errors.${name}` };
}

/**
 * A form's message in the page's language: a status or an event kind among its values is written
 * with its own label first.
 */
export function formMessageText(
  t: (key: string, values?: Record<string, string | number>) => string,
  message: FormMessage,
): string {
  const values = { ...message.values };
  if (typeof values.status === "string")
    values.status = t(`applications.statuses.${values.status}`);
  return t(message.key, values);
}
