import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import { INTL_LOCALES, localizedPath, type Locale } from "#domain/interface-locales";
import { ownEntry } from "#domain/own-entry";
import { messagesFor } from "./catalogs.server";

/**
 * The catalogs' words outside a page, for what the server writes in a reader's language (the
 * calendar feed in the account's language): a message as plain text and a link in that language.
 */
export type PlainTranslator = {
  locale: Locale;
  t: (key: string, values?: Record<string, PrimitiveType>) => string;
  href: (path: string) => string;
};

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
          const message = ownEntry(messages, key);
          if (message === undefined) throw new Error(`No message "${key}"`);
          format = new IntlMessageFormat(message, INTL_LOCALES[locale]);
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
