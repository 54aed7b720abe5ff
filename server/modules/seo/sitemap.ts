import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { ORGANISATIONS } from "#domain/organisations";
import { FIELD_SLUG_ALIASES } from "#domain/fields";
import { slugifyLocation } from "#domain/locations";
import { escapeHtml } from "#domain/text";
import { PREFIXED_LOCALES, hasTranslatedContent, localizedPath } from "#domain/interface-locales";

/** One URL of the sitemap; `lastmod` only where it is the row's real last change. */
export type SitemapEntry = { path: string; lastmod?: string };

/** URLs per sitemap file (the protocol allows 50,000; we keep a margin). */
export const SITEMAP_MAX_URLS = 45_000;
export const TOP_LOCATIONS = 50;

export const STATIC_PATHS = [
  "/",
  "/jobs",
  "/blog",
  "/unaids-sunset",
  "/un-budget-crisis",
  "/coaching",
  "/planner",
  "/about",
  "/privacy",
  "/terms",
];

/**
 * Every indexable URL: the static pages, landing pages (organisations in the registry, the field
 * landing slugs, the countries with most open jobs) and every open job with lastmod = updated_at;
 * a page whose text is translated once more in each other language (/fr/, /es/, /ar/).
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  return withLanguageVersions(await listEnglishEntries(db));
}

/** After each entry of a translated page, the same page in each other language. */
export function withLanguageVersions(entries: SitemapEntry[]): SitemapEntry[] {
  return entries.flatMap((entry) =>
    hasTranslatedContent(entry.path)
      ? [
          entry,
          ...PREFIXED_LOCALES.map((locale) => ({
            ...entry,
            path: localizedPath(entry.path, locale),
          })),
        ]
      : [entry],
  );
}

async function listEnglishEntries(db: Database): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => ({ path }));
  for (const organisation of ORGANISATIONS)
    entries.push({ path: `/organization/${organisation.slug}` });
  for (const slug of Object.keys(FIELD_SLUG_ALIASES)) entries.push({ path: `/field/${slug}` });
  const open = sql`j.status = 'active' and (j.expires_at is null or j.expires_at > now())`;
  const locations = await queryRows<{ country: string }>(
    db,
    sql`select j.country from jobs j where ${open} and j.country is not null
        group by j.country order by count(*) desc, j.country limit ${TOP_LOCATIONS}`,
  );
  const seen = new Set<string>();
  for (const { country } of locations) {
    const slug = slugifyLocation(country);
    if (slug && !seen.has(slug)) {
      seen.add(slug);
      entries.push({ path: `/location/${slug}` });
    }
  }
  const jobs = await queryRows<{ id: string; updated_at: Date | string }>(
    db,
    sql`select j.id, j.updated_at from jobs j where ${open} order by j.updated_at desc, j.id`,
  );
  for (const job of jobs) {
    entries.push({ path: `/jobs/${job.id}`, lastmod: new Date(job.updated_at).toISOString() });
  }
  return entries;
}

export function renderUrlset(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeHtml(siteUrl + entry.path)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function renderSitemapIndex(siteUrl: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, index) =>
      `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemaps/sitemap-${index + 1}.xml`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}

/**
 * The XML for /sitemap.xml (part null) or /sitemaps/sitemap-N.xml: a single urlset while the
 * URLs fit in one file, otherwise an index of parts. Null when the part does not exist.
 */
export function renderSitemap(
  siteUrl: string,
  entries: SitemapEntry[],
  part: number | null,
  maxUrls: number = SITEMAP_MAX_URLS,
): string | null {
  const parts = Math.max(1, Math.ceil(entries.length / maxUrls));
  if (part === null) {
    return parts === 1 ? renderUrlset(siteUrl, entries) : renderSitemapIndex(siteUrl, parts);
  }
  if (parts === 1 || part < 1 || part > parts) return null;
  return renderUrlset(siteUrl, entries.slice((part - 1) * maxUrls, part * maxUrls));
}
