import type { Route } from "./+types/sitemap-part";
import { getServices } from "#app/request-context";
import { listSitemapEntries, renderSitemap } from "#server/modules/seo/sitemap";

/** /sitemaps/sitemap-N.xml: one part of a sitemap index (only when there are more URLs than fit one file). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const match = /^sitemap-(\d{1,4})\.xml$/.exec(params.part);
  const notFound = () =>
    new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  if (!match) return notFound();
  const { db, env } = getServices(context);
  const xml = renderSitemap(env.siteUrl, await listSitemapEntries(db), Number(match[1]));
  if (xml === null) return notFound();
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
