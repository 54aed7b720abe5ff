import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import {
  INTL_LOCALES,
  localizedPath,
  splitLocalePath,
  type Locale,
} from "#domain/interface-locales";
import { ownEntry } from "#domain/own-entry";
import { messagesFor } from "./catalogs";

/**
 * The catalogs' words outside a page, for what the server writes in a reader's language: a form's
 * errors an action answers with, the calendar feed in the account's language, a saved search's
 * filters. A message as plain text and a link in that language; a missing key shows itself, as on
 * a page (the catalog test keeps every language's keys equal to English's).
 */
export type PlainTranslator = {
  locale: Locale;
  t: ServerTranslate;
  href: (path: string) => string;
};

export type ServerTranslate = (key: string, values?: Record<string, PrimitiveType>) => string;

const translators = new Map<Locale, PlainTranslator>();

export function plainTranslator(locale: Locale): PlainTranslator {
  let translator = translators.get(locale);
  if (!translator) {
    const messages = messagesFor(locale);
    const formats = new Map<string, IntlMessageFormat>();
    translator = {
      locale,
      t: (key, values) => {
        let format = formats.get(key);
        if (!format) {
          format = new IntlMessageFormat(ownEntry(messages, key) ?? key, INTL_LOCALES[locale]);
          formats.set(key, format);
        }
        return String(format.format(values));
      },
      href: (path) => localizedPath(path, locale),
    };
    translators.set(locale, translator);
  }
  return translator;
}

/** A message of the catalogs in a language, as plain text (plainTranslator's `t`). */
export function serverTranslator(locale: Locale): ServerTranslate {
  return plainTranslator(locale).t;
}

/** The interface language of a request: its address's (English at the root, /fr/ for French). */
export function requestLocale(request: Request): Locale {
  return splitLocalePath(new URL(request.url).pathname).locale;
}
