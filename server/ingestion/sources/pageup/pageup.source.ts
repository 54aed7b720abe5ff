import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import {
  parsePageUpDetail,
  parsePageUpListing,
  parsePageUpRss,
  type PageUpList,
} from "./pageup.parse";
import { describe, fetchText, readDetailPages, readWholeList } from "../source-requests";

/** `sources.metadata` for a PageUp careers site (UNICEF: instance 671, source pointer "cw"). */
const metadataSchema = z.object({
  instance: z.union([z.number().int(), z.string().regex(/^\d+$/)]).transform(String),
  sourcePointer: z.string().regex(/^\w+$/).default("cw"),
  locale: z
    .string()
    .regex(/^[a-z]{2}(?:-[a-z]{2})?$/)
    .default("en-us"),
  /** "listing": the paged HTML list (has a total, so runs can be complete); "rss": one feed. */
  mode: z.enum(["listing", "rss"]).default("listing"),
  feedUrl: z.string().url().optional(),
  pageSize: z.number().int().min(1).max(100).default(20),
  fetchDetails: z.boolean().default(true),
  organization: z.string().optional(),
});
type PageUpMetadata = z.infer<typeof metadataSchema>;

const HOST = "https://careers.pageuppeople.com";

export const pageUpAdapter: SourceAdapter = {
  name: "pageup",
  type: "scrape",
  metadataSchema,
  description:
    "PageUp careers (UNICEF 671): listing HTML paged by page/page-items, or the RSS feed; job pages for descriptions and deadlines.",
  run: runPageUp,
};

/** One listing page's URL. */
export function buildPageUpListingUrl(
  meta: Pick<PageUpMetadata, "instance" | "sourcePointer" | "locale">,
  page: number,
  pageSize: number,
) {
  return `${HOST}/${meta.instance}/${meta.sourcePointer}/${meta.locale}/listing/?page=${page}&page-items=${pageSize}`;
}

async function runPageUp(context: AdapterContext): Promise<AdapterResult> {
  const meta = readSourceMetadata("pageup", context.source, metadataSchema);
  const organization = meta.organization ?? context.source.organization;
  const result =
    meta.mode === "rss"
      ? await readFeed(context, meta, organization)
      : await readListing(context, meta, organization);
  if (meta.fetchDetails) await fetchDetails(context, result);
  return result;
}

async function readFeed(
  context: AdapterContext,
  meta: PageUpMetadata,
  organization: string | null,
): Promise<AdapterResult> {
  const url = meta.feedUrl ?? `${HOST}/${meta.instance}/${meta.sourcePointer}/en/rss`;
  // The feed is one document: everything it lists was seen.
  return readWholeList(context, "pageup: RSS", url, (body) => parsePageUpRss(body, organization));
}

async function readListing(
  context: AdapterContext,
  meta: PageUpMetadata,
  organization: string | null,
): Promise<AdapterResult> {
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  for (let page = 1; page <= context.maxPages; page++) {
    const url = buildPageUpListingUrl(meta, page, meta.pageSize);
    let list: PageUpList;
    try {
      list = parsePageUpListing(await fetchText(context, url), url, organization);
    } catch (error) {
      const message = `pageup: listing page ${page} (${url}) failed: ${describe(error)}`;
      if (page === 1) throw new Error(message, { cause: error });
      result.errors.push(message);
      return result;
    }
    result.errors.push(...list.errors);
    const fresh = list.postings.filter((posting) => !seen.has(posting.externalId));
    for (const posting of fresh) seen.add(posting.externalId);
    result.postings.push(...fresh);
    result.itemsFetched += list.itemCount;
    if (list.postings.length > 0 && fresh.length === 0) {
      result.errors.push(`pageup: listing page ${page} repeated earlier jobs; stopped paging`);
      return result;
    }
    const done =
      list.itemCount === 0 ||
      (list.total !== null ? result.itemsFetched >= list.total : list.itemCount < meta.pageSize);
    if (done) {
      result.complete = true;
      break;
    }
  }
  return result;
}

/** Completes postings from their job pages (`readDetailPages`: a 404 or 410 page is a gone job). */
function fetchDetails(context: AdapterContext, result: AdapterResult): Promise<void> {
  return readDetailPages(
    context,
    result,
    "pageup: job",
    (posting) => posting.link,
    (posting, body) => {
      const detail = parsePageUpDetail(body);
      posting.descriptionHtml = detail.descriptionHtml ?? posting.descriptionHtml ?? null;
      posting.deadlineText = detail.deadlineText ?? posting.deadlineText ?? null;
      posting.contractType ??= detail.contractType;
      posting.location ??= detail.location;
      posting.postedAt ??= detail.postedAt;
    },
  );
}
