import { useLocation } from "react-router";
import {
  DEFAULT_LOCALE,
  LOCALES,
  hasTranslatedContent,
  localizedPath,
  splitLocalePath,
} from "#domain/interface-locales";

/**
 * The `<link rel="alternate" hreflang>` of a page that reads in every language: one per language
 * and `x-default` (the English page, which suggests the others). Pages whose text is not translated
 * yet have none: their English address stays the one to index.
 */
export function LanguageAlternates({ siteUrl }: { siteUrl: string }) {
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  if (!hasTranslatedContent(path)) return null;
  const href = (locale: (typeof LOCALES)[number]) =>
    `${siteUrl}${localizedPath(`${path}${search}`, locale)}`;
  return (
    <>
      {LOCALES.map((locale) => (
        <link key={locale} rel="alternate" hrefLang={locale} href={href(locale)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={href(DEFAULT_LOCALE)} />
    </>
  );
}
