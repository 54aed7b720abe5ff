import type { MetaDescriptor } from "react-router";
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  hasTranslatedContent,
  localizedPath,
  splitLocalePath,
} from "#domain/interface-locales";

/** Site identity for a page's metadata, read from env in the loader (SITE_URL, SITE_NAME). */
export type SiteInfo = { siteUrl: string; siteName: string };

export type PageMetaInput = {
  site: SiteInfo | undefined;
  /** The title without the site name; " | {siteName}" is appended. */
  title: string;
  description: string;
  /** Path (with query when it matters) of the canonical URL. */
  path: string;
  type?: "website" | "article";
  robots?: string;
};

export const OG_IMAGE_PATH = "/og-image.png";

/** Open Graph's locale of each interface language (language_TERRITORY, as its readers expect). */
const OG_LOCALES: Record<Locale, string> = { en: "en_GB", fr: "fr_FR", es: "es_ES", ar: "ar_AR" };

/**
 * The page's language for Open Graph (`og:locale`, from its canonical address) and, on a page that
 * reads in every language, the others: `og:locale:alternate`, and `<link rel="alternate" hreflang>`
 * to its canonical address in each language and `x-default` (the English page, which suggests the
 * others), so the alternates and the canonical name the same page (no `shown`, `from` or tracking
 * parameters). Pages whose text is not translated yet have no alternates: their English address
 * stays the one to index.
 */
function languageTags(siteUrl: string, canonicalPath: string): MetaDescriptor[] {
  const { locale, path } = splitLocalePath(canonicalPath.split(/[?#]/)[0] ?? "/");
  const tags: MetaDescriptor[] = [{ property: "og:locale", content: OG_LOCALES[locale] }];
  if (!hasTranslatedContent(path)) return tags;
  const link = (hrefLang: string, other: Locale) => ({
    tagName: "link" as const,
    rel: "alternate",
    hrefLang,
    href: `${siteUrl}${localizedPath(canonicalPath, other)}`,
  });
  for (const other of LOCALES) {
    tags.push(link(other, other));
    if (other !== locale)
      tags.push({ property: "og:locale:alternate", content: OG_LOCALES[other] });
  }
  tags.push(link("x-default", DEFAULT_LOCALE));
  return tags;
}

/**
 * Title, description, canonical, language alternates, robots, Open Graph and Twitter card tags for
 * a page.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const siteName = input.site?.siteName ?? "Blueboard";
  const siteUrl = input.site?.siteUrl ?? "";
  const title = `${input.title} | ${siteName}`;
  const url = `${siteUrl}${input.path}`;
  const image = `${siteUrl}${OG_IMAGE_PATH}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    ...languageTags(siteUrl, input.path),
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.robots) tags.push({ name: "robots", content: input.robots });
  return tags;
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no tag can close the script. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
