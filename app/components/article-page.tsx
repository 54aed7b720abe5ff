import type { MetaDescriptor } from "react-router";
import { JsonLd } from "#app/components/json-ld";
import { ArticleHeader, ArticleWithSidebar } from "#app/components/article-layout";
import { articleJsonLd, breadcrumbJsonLd, type Crumb } from "#app/lib/structured-data";
import { ArticleBody, type ArticleInfo, type ArticleSlug } from "#app/lib/article-content";
import { useI18n } from "#app/lib/i18n/i18n";
import { pageMeta, type SiteInfo } from "#app/seo";
import { localizedPath, type Locale } from "#domain/interface-locales";

/** What an article page's loader returns: the site, the page's language and its article's words. */
export type ArticlePageData<Info extends ArticleInfo = ArticleInfo> = {
  site: SiteInfo;
  locale: Locale;
  article: Info;
};

const pathOf = (slug: ArticleSlug) => `/${slug}`;

/** The document title, description, canonical address and cards of an article in its language. */
export function articleMeta(
  slug: ArticleSlug,
  data: ArticlePageData | undefined,
): MetaDescriptor[] {
  if (!data) return [];
  return pageMeta({
    site: data.site,
    title: data.article.metaTitle,
    description: data.article.description,
    path: localizedPath(pathOf(slug), data.locale),
    type: "article",
  });
}

/** Home › Blog › the article (the blog index stops at Blog), in the page's language. */
export function useArticleCrumbs(slug: ArticleSlug, article: ArticleInfo): Crumb[] {
  const { t, href } = useI18n();
  const crumbs: Crumb[] = [
    { name: t("common.header.nav.home"), path: href("/") },
    { name: t("common.header.nav.blog"), path: href("/blog") },
  ];
  if (article.crumb) crumbs.push({ name: article.crumb, path: href(pathOf(slug)) });
  return crumbs;
}

/** The structured data every article page carries: the article and its breadcrumb. */
export function ArticleStructuredData({
  slug,
  data,
  published,
  crumbs,
}: {
  slug: ArticleSlug;
  data: ArticlePageData;
  /** ISO date of publication. */
  published: string;
  crumbs: Crumb[];
}) {
  const { site, locale, article } = data;
  return (
    <>
      <JsonLd
        data={articleJsonLd({
          siteUrl: site.siteUrl,
          siteName: site.siteName,
          path: localizedPath(pathOf(slug), locale),
          headline: article.title,
          description: article.standfirst,
          datePublished: published,
          keywords: article.keywords,
          inLanguage: locale,
        })}
      />
      <JsonLd data={breadcrumbJsonLd(site.siteUrl, crumbs)} />
    </>
  );
}

/** A stand-alone article: header, body and the sidebar of subscription, coaching and guides. */
export function SidebarArticlePage({
  slug,
  data,
  published,
}: {
  slug: ArticleSlug;
  data: ArticlePageData;
  /** ISO date of publication ("2025-10-01"); the header shows its month. */
  published: string;
}) {
  const { article } = data;
  const crumbs = useArticleCrumbs(slug, article);
  return (
    <>
      <ArticleStructuredData slug={slug} data={data} published={published} crumbs={crumbs} />
      <ArticleHeader
        crumbs={crumbs}
        kicker={article.kicker}
        title={article.title}
        date={published.slice(0, 7)}
        standfirst={article.standfirst}
      />
      <ArticleWithSidebar trending={article.trending ?? []}>
        <ArticleBody slug={slug} />
      </ArticleWithSidebar>
    </>
  );
}
