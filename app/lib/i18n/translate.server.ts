import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import { INTL_LOCALES, splitLocalePath, type Locale } from "#domain/interface-locales";
import { ownEntry } from "#domain/own-entry";
import { messagesFor } from "./catalogs.server";

export type ServerTranslate = (key: string, values?: Record<string, PrimitiveType>) => string;

/**
 * A message of the catalogs in a language, for a loader or an action that answers with words
 * (a form's errors, which the page shows as they come). A missing key shows itself, as on a page.
 */
export function serverTranslator(locale: Locale): ServerTranslate {
  const messages = messagesFor(locale);
  return (key, values) =>
    String(
      new IntlMessageFormat(ownEntry(messages, key) ?? key, INTL_LOCALES[locale]).format(values),
    );
}

/** The interface language of a request: its address's (English at the root, /fr/ for French). */
export function requestLocale(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}
