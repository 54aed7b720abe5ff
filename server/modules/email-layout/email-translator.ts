import { Fragment, createElement, type ReactNode } from "react";
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import { INTL_LOCALES, localizedPath, textDirection, type Locale } from "#domain/interface-locales";
import { ownEntry } from "#domain/own-entry";
import { flattenCatalog } from "#server/modules/i18n/catalogs";
// The e-mails' words are the "email" namespace of the site's catalogs (app/locales), which
// translators edit with the others and the catalog test checks with the others; the server reads
// only these files of app/.
import en from "#app/locales/en/email.json" with { type: "json" };
import fr from "#app/locales/fr/email.json" with { type: "json" };
import es from "#app/locales/es/email.json" with { type: "json" };
import ar from "#app/locales/ar/email.json" with { type: "json" };

const CATALOGS = { en, fr, es, ar } satisfies Record<Locale, unknown>;

/** Every e-mail message of a language, keyed "email.section.key" like the pages' messages. */
export function emailMessagesFor(locale: Locale): Record<string, string> {
  return flattenCatalog(CATALOGS[locale], "email");
}

type Values = Record<string, PrimitiveType>;

export type EmailTranslator = {
  locale: Locale;
  dir: "ltr" | "rtl";
  /** A message as plain text (subjects, headers, lines built from parts). */
  t: (key: string, values?: Values) => string;
  /** A message with tags (`<link>…</link>`, `<strong>…</strong>`) whose parts are React elements. */
  rich: (
    key: string,
    values: Record<string, PrimitiveType | ((chunks: ReactNode[]) => ReactNode)>,
  ) => ReactNode;
  /** An address of the site in this language: a public page gets its prefix ("/fr/jobs/1"). */
  url: (siteUrl: string, path: string) => string;
  /** A date written the way this language writes it (CLDR, through Intl). */
  date: (date: Date, options: Intl.DateTimeFormatOptions) => string;
};

function createTranslator(locale: Locale): EmailTranslator {
  const messages = emailMessagesFor(locale);
  const intlLocale = INTL_LOCALES[locale];
  const formats = new Map<string, IntlMessageFormat>();
  const formatter = (key: string) => {
    let format = formats.get(key);
    if (!format) {
      const message = ownEntry(messages, `email.${key}`);
      if (message === undefined) throw new Error(`No e-mail message "${key}"`);
      format = new IntlMessageFormat(message, intlLocale);
      formats.set(key, format);
    }
    return format;
  };
  const dateFormats = new Map<string, Intl.DateTimeFormat>();
  return {
    locale,
    dir: textDirection(locale),
    t: (key, values) => String(formatter(key).format(values)),
    rich: (key, values) => {
      const parts = formatter(key).format<ReactNode>(values);
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
    },
    url: (siteUrl, path) => `${siteUrl}${localizedPath(path, locale)}`,
    date: (date, options) => {
      const cacheKey = JSON.stringify(options);
      let format = dateFormats.get(cacheKey);
      if (!format) {
        format = new Intl.DateTimeFormat(intlLocale, options);
        dateFormats.set(cacheKey, format);
      }
      return format.format(date);
    },
  };
}

const translators = new Map<Locale, EmailTranslator>();

/** The words, links and dates of an e-mail in one language (made once per language). */
export function emailTranslator(locale: Locale): EmailTranslator {
  let translator = translators.get(locale);
  if (!translator) {
    translator = createTranslator(locale);
    translators.set(locale, translator);
  }
  return translator;
}
