import { Fragment, createContext, createElement, useContext, useMemo, type ReactNode } from "react";
import { IntlMessageFormat, type PrimitiveType } from "intl-messageformat";
import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  localizedPath,
  type Locale,
} from "#domain/interface-locales";
import { ownEntry } from "#domain/own-entry";

/**
 * The interface language of a document and its messages (ICU MessageFormat, flattened to
 * "namespace.key"). The root loader reads the catalogs of the page's language on the server and
 * hands them to the layout, so a hydrated page holds only its own language's messages and a plain
 * page none at all (ADR 017).
 */
export type Messages = Record<string, string>;

type Translator = {
  locale: Locale;
  /** The tag to give Intl for dates and numbers. */
  intlLocale: string;
  t: (key: string, values?: Record<string, PrimitiveType>) => string;
  /** Whether the catalogs hold a message for the key. */
  has: (key: string) => boolean;
  /** A message with tags (`<link>…</link>`) whose parts are React elements. */
  rich: (
    key: string,
    values: Record<string, PrimitiveType | ((chunks: ReactNode[]) => ReactNode)>,
  ) => ReactNode;
  /** A link of this app in this document's language (see localizedPath). */
  href: (path: string) => string;
};

const I18nContext = createContext<Translator | null>(null);

function createTranslator(locale: Locale, messages: Messages): Translator {
  const intlLocale = INTL_LOCALES[locale];
  const formats = new Map<string, IntlMessageFormat>();
  const formatter = (key: string) => {
    let format = formats.get(key);
    if (!format) {
      // A missing key shows itself rather than an empty space (the catalog check fails on it first).
      format = new IntlMessageFormat(ownEntry(messages, key) ?? key, intlLocale);
      formats.set(key, format);
    }
    return format;
  };
  return {
    locale,
    intlLocale,
    t: (key, values) => String(formatter(key).format(values)),
    has: (key) => Object.hasOwn(messages, key),
    rich: (key, values) => {
      const parts = formatter(key).format<ReactNode>(values);
      return Array.isArray(parts) ? createElement(Fragment, null, ...parts) : parts;
    },
    href: (path) => localizedPath(path, locale),
  };
}

export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Messages;
  children: ReactNode;
}) {
  const translator = useMemo(() => createTranslator(locale, messages), [locale, messages]);
  return <I18nContext.Provider value={translator}>{children}</I18nContext.Provider>;
}

const EMPTY = createTranslator(DEFAULT_LOCALE, {});

/** The document's language, its messages and its link helper. */
export function useI18n(): Translator {
  return useContext(I18nContext) ?? EMPTY;
}

/**
 * The translator of a route's `meta` function, which runs outside React: the root loader's
 * language and messages, found among the matches.
 */
export function metaTranslator(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): Translator {
  const data = matches.find((match) => match?.id === "root")?.loaderData as
    { locale?: Locale; messages?: Messages } | undefined;
  return data?.locale && data.messages ? createTranslator(data.locale, data.messages) : EMPTY;
}
