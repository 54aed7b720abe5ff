import type { SubmissionResult } from "@conform-to/react";
import type { ServerTranslate } from "#server/modules/i18n/plain-translator";

// A form's error messages in the page's language. Schemas and parsers in domain/ write their
// messages in English; each form keeps a table from those messages to its catalog keys, and these
// functions word a message through it. A message the table does not know is kept as written
// rather than dropped.

/** A message's key under the form's catalog prefix, with the values its words need. */
export type FormMessage = { key: string; values?: Record<string, number> };

/** One message in the page's language ("coaching.error" + its key), or as written. */
export function wordFormMessage(
  text: string,
  messages: ReadonlyMap<string, FormMessage>,
  prefix: string,
  t: ServerTranslate,
): string {
  const known = messages.get(text);
  return known ? t(`${prefix}.${known.key}`, known.values) : text;
}

/** A Conform answer with every field's errors worded by `wordFormMessage`. */
export function wordFormReply(
  reply: SubmissionResult<string[]>,
  messages: ReadonlyMap<string, FormMessage>,
  prefix: string,
  t: ServerTranslate,
): SubmissionResult<string[]> {
  if (!reply.error) return reply;
  const error = Object.fromEntries(
    Object.entries(reply.error).map(([name, texts]) => [
      name,
      texts?.map((text) => wordFormMessage(text, messages, prefix, t)) ?? null,
    ]),
  );
  return { ...reply, error };
}
