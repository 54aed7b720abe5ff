import { Suspense, use, type ComponentType, type ReactNode } from "react";
import { Link } from "react-router";
import type { MDXComponents } from "mdx/types";
import { splitLocalePath, type Locale } from "#domain/interface-locales";
import { useI18n } from "#app/lib/i18n/i18n";
import { ownEntry } from "#domain/own-entry";
import { useRuntime } from "#app/lib/hydration";

/**
 * The articles' words live in app/content/articles/<article>/<language>.mdx, one file per language
 * for translators to edit: the text in Markdown and, at the top, an `article` export with what the
 * page also shows outside the body (title, standfirst, breadcrumb, sidebar links) and what its
 * structured data reads. MDX compiles each file to a React component at build time, so a page
 * without script is plain HTML. A page's loader loads its language's file (the server renders it
 * at once); a hydrated page fetches only that language's chunk and keeps the server's HTML until
 * it arrives.
 */
export type ArticleSlug = "blog" | "unaids-sunset" | "un-budget-crisis";

/** What every article file exports besides its body. */
export type ArticleInfo = {
  /** The headline (h1 and structured data). */
  title: string;
  /** The document title, before " | Blueboard". */
  metaTitle: string;
  description: string;
  standfirst: string;
  kicker: string;
  /** The article's name as the last breadcrumb (the blog index has none of its own). */
  crumb?: string;
  keywords: string[];
  /** The sidebar's "Trending guides": links within the site, written without a language prefix. */
  trending?: { title: string; to: string }[];
};

type ArticleModule = {
  default: ComponentType<{ components?: MDXComponents }>;
  article: ArticleInfo;
};

const FILES = import.meta.glob<ArticleModule>("../content/articles/*/*.mdx");
const pending = new Map<string, Promise<ArticleModule>>();
const ready = new Map<string, ArticleModule>();

const fileOf = (slug: ArticleSlug, locale: Locale) => `../content/articles/${slug}/${locale}.mdx`;

function loadModule(slug: ArticleSlug, locale: Locale): Promise<ArticleModule> {
  const file = fileOf(slug, locale);
  let promise = pending.get(file);
  if (!promise) {
    const load = ownEntry(FILES, file);
    if (!load) throw new Error(`No article file ${file}`);
    promise = load().then((module) => {
      ready.set(file, module);
      return module;
    });
    pending.set(file, promise);
  }
  return promise;
}

/** What an article file says besides its body, loaded once per process (server) or page (browser). */
export async function loadArticle<Info extends ArticleInfo = ArticleInfo>(
  slug: ArticleSlug,
  locale: Locale,
): Promise<Info> {
  return (await loadModule(slug, locale)).article as Info;
}

/** The language of a request's page ("/fr/blog" is French). */
export const requestLocale = (request: Request) =>
  splitLocalePath(new URL(request.url).pathname).locale;

/**
 * An article's body in a language, fetched ahead: a route's `clientLoader` waits for it with the
 * page's data on a navigation within the hydrated app, so the body never shows empty.
 */
export async function preloadArticle(slug: ArticleSlug, locale: Locale): Promise<void> {
  await loadModule(slug, locale);
}

/** A link written in an article: a page of the site goes to its version in the page's language. */
function ArticleLink({ href = "", children }: { href?: string; children?: ReactNode }) {
  const { href: localized } = useI18n();
  if (!href.startsWith("/")) return <a href={href}>{children}</a>;
  return <Link to={localized(href)}>{children}</Link>;
}

function Body({
  slug,
  locale,
  components,
}: {
  slug: ArticleSlug;
  locale: Locale;
  components?: MDXComponents;
}) {
  const Content = (ready.get(fileOf(slug, locale)) ?? use(loadModule(slug, locale))).default;
  return <Content components={{ a: ArticleLink, ...components }} />;
}

/**
 * The body of an article in the page's language (its loader has loaded it on the server). A plain
 * page renders it as it is; a hydrated one inside a Suspense boundary, which keeps the server's
 * HTML while the browser fetches the language's chunk (React may stream a long boundary with an
 * inline script, which only a page that runs script can have).
 */
export function ArticleBody({
  slug,
  components,
}: {
  slug: ArticleSlug;
  components?: MDXComponents;
}) {
  const { locale } = useI18n();
  const body = <Body slug={slug} locale={locale} components={components} />;
  return useRuntime() ? <Suspense fallback={null}>{body}</Suspense> : body;
}
