import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { ORGANISATIONS } from "#domain/organisations";
import { FIELD_SLUG_ALIASES } from "#domain/fields";
import { slugifyLocation } from "#domain/locations";
import { escapeHtml } from "#domain/text";
import {
  DEFAULT_LOCALE,
  LOCALES,
  type Locale,
  hasTranslatedContent,
  localizedPath,
} from "#domain/interface-locales";

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
 * Every indexable URL in English: the static pages, landing pages (organisations in the registry,
 * the field landing slugs, the countries with most open jobs) and every open job with lastmod =
 * updated_at. `sitemapFiles` makes the other languages' sitemaps from it.
 */
export async function listSitemapEntries(db: Database): Promise<SitemapEntry[]> {
  return listEnglishEntries(db);
}

/**
 * The entries of one language's sitemap: in English every entry; in another language the pages
 * whose text is translated (the others keep their English address, ADR 017), at their address in
 * that language, with the same lastmod.
 */
export function entriesInLanguage(entries: SitemapEntry[], locale: Locale): SitemapEntry[] {
  if (locale === DEFAULT_LOCALE) return entries;
  return entries
    .filter((entry) => hasTranslatedContent(entry.path))
    .map((entry) => ({ ...entry, path: localizedPath(entry.path, locale) }));
}

/** One file of the sitemap: `en.xml`, `fr.xml`…, and `en-2.xml` for a language's second part. */
export type SitemapFile = { name: string; entries: SitemapEntry[] };

/**
 * A sitemap per language, each split into parts of at most `maxUrls` URLs: `en.xml`, `en-2.xml`,
 * `fr.xml`… (served under /sitemaps/, listed by the index at /sitemap.xml).
 */
export function sitemapFiles(
  entries: SitemapEntry[],
  maxUrls: number = SITEMAP_MAX_URLS,
): SitemapFile[] {
  return LOCALES.flatMap((locale) => {
    const own = entriesInLanguage(entries, locale);
    const parts = Math.max(1, Math.ceil(own.length / maxUrls));
    return Array.from({ length: parts }, (_, index) => ({
      name: index === 0 ? `${locale}.xml` : `${locale}-${index + 1}.xml`,
      entries: own.slice(index * maxUrls, (index + 1) * maxUrls),
    }));
  });
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

/** The index at /sitemap.xml: every file of every language's sitemap. */
export function renderSitemapIndex(siteUrl: string, files: SitemapFile[]): string {
  const items = files.map(
    (file) => `<sitemap><loc>${escapeHtml(`${siteUrl}/sitemaps/${file.name}`)}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("\n")}\n</sitemapindex>\n`;
}
