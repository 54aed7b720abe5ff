import type { RouterContextProvider } from "react-router";
import { getSiteInfo } from "#app/site";
import { pageMeta, type SiteInfo } from "#app/seo";
import { metaTranslator } from "#app/lib/i18n/i18n";
import { localizedPath } from "#domain/interface-locales";

// The loader and metadata of a plain text page (about, privacy, terms) at `/<page>`: the site's
// address and name, and the title and description its catalog words as `pages.<page>.title` and
// `pages.<page>.description`, in the language of the address.

export function loadSiteInfo({ context }: { context: Readonly<RouterContextProvider> }) {
  return { site: getSiteInfo(context) };
}

export function simplePageMeta(page: "about" | "privacy" | "terms") {
  return ({
    loaderData,
    matches,
  }: {
    loaderData?: { site: SiteInfo };
    matches: Parameters<typeof metaTranslator>[0];
  }) => {
    const { t, locale } = metaTranslator(matches);
    return pageMeta({
      site: loaderData?.site,
      title: t(`pages.${page}.title`),
      description: t(`pages.${page}.description`),
      path: localizedPath(`/${page}`, locale),
    });
  };
}
