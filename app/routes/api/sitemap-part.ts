import type { Route } from "./+types/sitemap-part";
import { getServices } from "#app/request-context";
import { listSitemapEntries, renderUrlset, sitemapFiles } from "#server/modules/seo/sitemap";

/** /sitemaps/fr.xml: one language's sitemap (/sitemaps/en-2.xml: its second part, when it has one). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const notFound = () =>
    new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  if (!/^[a-z]{2}(-\d{1,4})?\.xml$/.test(params.part)) return notFound();
  const { db, env } = getServices(context);
  const file = sitemapFiles(await listSitemapEntries(db)).find(({ name }) => name === params.part);
  if (!file) return notFound();
  return new Response(renderUrlset(env.siteUrl, file.entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
