import type { Route } from "./+types/un-budget-crisis";
import { getSiteInfo } from "#app/site";
import { SidebarArticlePage, articleMeta } from "#app/components/article-page";
import { preloadArticle, loadArticle, requestLocale } from "#app/lib/article-content";
import type { I18nHandle } from "#app/lib/i18n/route-namespaces";

// The catalog namespaces of this page's words, besides the layout's `common`.
export const handle = { i18n: ["landing", "newsletter", "pages"] } satisfies I18nHandle;

// The article's words are in app/content/articles/un-budget-crisis/<language>.mdx.
const SLUG = "un-budget-crisis";

export async function loader({ context, request }: Route.LoaderArgs) {
  const locale = requestLocale(request);
  return { site: getSiteInfo(context), locale, article: await loadArticle(SLUG, locale) };
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), preloadArticle(SLUG, requestLocale(request))]);
  return data;
}

export const meta: Route.MetaFunction = ({ loaderData }) => articleMeta(SLUG, loaderData);

export default function UnBudgetCrisis({ loaderData }: Route.ComponentProps) {
  return <SidebarArticlePage slug={SLUG} data={loaderData} published="2025-10-01" />;
}
