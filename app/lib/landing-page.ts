import { truncate, SEO_DESCRIPTION_LIMIT, type Crumb } from "#app/lib/structured-data";
import { pageMeta, type PageMetaInput } from "#app/seo";
import type { useI18n } from "#app/lib/i18n/i18n";

// What the landing pages (a place, a field, an employer) word alike: their breadcrumbs and metadata.

/** A landing page's breadcrumbs: home, the jobs, and the page itself (`title`, at `path`). */
export function landingCrumbs(
  { t, href }: Pick<ReturnType<typeof useI18n>, "t" | "href">,
  title: string,
  path: string,
): Crumb[] {
  return [
    { name: t("common.header.nav.home"), path: href("/") },
    { name: t("common.header.nav.jobs"), path: href("/jobs") },
    { name: title, path: href(path) },
  ];
}

/**
 * A landing page's metadata: its description led by how many jobs are open (`countText`, empty
 * when none are), cut to the length search results show.
 */
export function landingPageMeta({
  countText,
  description,
  ...rest
}: PageMetaInput & { countText: string }) {
  return pageMeta({
    ...rest,
    description: truncate(`${countText}${description}`, SEO_DESCRIPTION_LIMIT),
  });
}
