import type { Route } from "./+types/sitemap";
import { getServices } from "#app/request-context";
import { listSitemapEntries, renderSitemap } from "#server/modules/seo/sitemap";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, env } = getServices(context);
  const xml = renderSitemap(env.siteUrl, await listSitemapEntries(db), null);
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
