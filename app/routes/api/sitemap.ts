import type { Route } from "./+types/sitemap";
import { getServices } from "#app/request-context";
import { listSitemapEntries, renderSitemapIndex, sitemapFiles } from "#server/modules/seo/sitemap";

/** /sitemap.xml: the index of the sitemaps, one per language (/sitemaps/en.xml, /sitemaps/fr.xml…). */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const xml = renderSitemapIndex(env.siteUrl, sitemapFiles(await listSitemapEntries(db)));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
