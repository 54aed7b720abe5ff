import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { extractJobPostings, parseSitemap } from "./json-ld.parse";
import { withContext } from "../source-requests";

const metadataSchema = z.object({
  /** A careers page carrying JobPosting JSON-LD; defaults to the source's base URL. */
  pageUrl: z.url().optional(),
  /** A sitemap (or sitemap index) of job pages; switches the adapter to sitemap mode. */
  sitemapUrl: z.url().optional(),
  /** Regular expression a sitemap URL must match to be fetched as a job page. */
  urlPattern: z.string().refine(isRegExp, "must be a valid regular expression").optional(),
  organization: z.string().min(1).optional(),
});

export type JsonLdMetadata = z.infer<typeof metadataSchema>;

const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

/** schema.org JobPosting JSON-LD from a careers page, or from every job page of a sitemap. */
export const jsonLdAdapter: SourceAdapter = {
  name: "json-ld",
  type: "scrape",
  metadataSchema,
  description:
    "schema.org JobPosting JSON-LD from a careers page, or from the job pages listed in a sitemap.",
  run: runJsonLdSource,
};

async function runJsonLdSource(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("json-ld", context.source, metadataSchema);
  const organization = metadata.organization ?? context.source.organization;
  if (metadata.sitemapUrl) return runSitemap(context, metadata.sitemapUrl, metadata, organization);
  const pageUrl = metadata.pageUrl ?? context.source.baseUrl;
  const html = await fetchText(context, pageUrl, HTML_ACCEPT, "careers page");
  const { postings, errors } = extractJobPostings(html, pageUrl, organization);
  return { postings, itemsFetched: postings.length + errors.length, complete: true, errors };
}

async function runSitemap(
  context: AdapterContext,
  sitemapUrl: string,
  metadata: JsonLdMetadata,
  organization: string | null,
): Promise<AdapterResult> {
  const pattern = metadata.urlPattern ? new RegExp(metadata.urlPattern) : null;
  const errors: string[] = [];
  const { pageUrls, walkedAll } = await walkSitemaps(context, sitemapUrl, errors);
  const jobUrls = [...new Set(pageUrls.filter((url) => !pattern || pattern.test(url)))];
  const postings: AdapterPosting[] = [];
  let fetchFailed = false;
  for (const url of jobUrls.slice(0, context.maxDetails)) {
    try {
      const html = await fetchText(context, url, HTML_ACCEPT, "job page");
      const page = extractJobPostings(html, url, organization);
      if (page.postings.length === 0 && page.errors.length === 0) {
        errors.push(`${url}: no schema.org JobPosting on the page`);
      }
      postings.push(...page.postings);
      errors.push(...page.errors);
    } catch (error) {
      fetchFailed ||= error instanceof HttpError;
      const message = (error as Error).message;
      errors.push(message.includes(url) ? message : `${url}: ${message}`);
    }
  }
  const complete = walkedAll && jobUrls.length <= context.maxDetails && !fetchFailed;
  return { postings, itemsFetched: jobUrls.length, complete, errors };
}

/** Reads a sitemap and, for a sitemap index, its children, one list page each up to maxPages. */
async function walkSitemaps(context: AdapterContext, sitemapUrl: string, errors: string[]) {
  const queue = [sitemapUrl];
  const seen = new Set<string>();
  const pageUrls: string[] = [];
  let walkedAll = true;
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    if (seen.size >= context.maxPages) {
      walkedAll = false;
      break;
    }
    seen.add(url);
    try {
      const xml = await fetchText(context, url, "application/xml,text/xml;q=0.9", "sitemap");
      const sitemap = parseSitemap(xml);
      pageUrls.push(...sitemap.pageUrls);
      queue.push(...sitemap.sitemapUrls);
    } catch (error) {
      const message = `sitemap ${url}: ${(error as Error).message}`;
      if (url === sitemapUrl) throw error instanceof HttpError ? error : new Error(message);
      errors.push(message);
      walkedAll = false;
    }
  }
  return { pageUrls, walkedAll };
}

async function fetchText(
  context: AdapterContext,
  url: string,
  accept: string,
  what: string,
): Promise<string> {
  const response = await context.http
    .request({ url, headers: { accept } })
    .catch(withContext(`${what} ${url}`));
  if (response.status >= 400) {
    throw new HttpError(`${what} ${url} answered HTTP ${response.status}`, url, response.status);
  }
  return response.text;
}

function isRegExp(value: string): boolean {
  try {
    return new RegExp(value) instanceof RegExp;
  } catch {
    return false;
  }
}
