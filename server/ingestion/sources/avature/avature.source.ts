import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { parseAvatureDetail, parseAvatureSearchPage, type AvatureList } from "./avature.parse";
import { describe, fetchText, readDetailPages } from "../source-requests";

/** `sources.metadata` for an Avature careers portal (UNOPS: careers.unops.org, portal "careersmarketplace"). */
const metadataSchema = z.object({
  host: z.string().regex(/^[a-z0-9.-]+$/i, "a host name"),
  /**
   * The portal's path: one segment ("careers" on the ECB's site), or a locale and a segment where
   * the site serves its portal under a locale (Council of Europe: "en_GB/careersmarketplace").
   */
  portal: z
    .string()
    .regex(/^(?:[a-z]{2}_[A-Z]{2}\/)?\w+$/, "a portal name, optionally after a locale (en_GB/…)")
    .default("careersmarketplace"),
  /** Results asked per page; the site may serve fewer (UNOPS: 6), which the adapter learns. */
  pageSize: z.number().int().min(1).max(100).default(50),
  organization: z.string().optional(),
});

export const avatureAdapter: SourceAdapter = {
  name: "avature",
  type: "scrape",
  metadataSchema,
  description:
    "Avature careers portal (UNOPS): SearchJobs HTML paged by jobRecordsPerPage/jobOffset, JobDetail pages for labelled fields and description.",
  run: runAvature,
};

/** One `SearchJobs` page's URL. */
export function buildAvatureSearchUrl(
  host: string,
  portal: string,
  offset: number,
  pageSize: number,
): string {
  return `https://${host}/${portal}/SearchJobs?jobRecordsPerPage=${pageSize}&jobOffset=${offset}`;
}

async function runAvature(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("avature", context.source, metadataSchema);
  const { host, portal, pageSize } = metadata;
  const organization = metadata.organization ?? context.source.organization;
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  // Sites may serve fewer results per page than asked (UNOPS serves 6 whatever
  // jobRecordsPerPage says), so the next offset is what the pages actually held, and the real
  // page size is learnt from the fullest page seen.
  let offset = 0;
  let learntPageSize: number | null = null;
  for (let page = 0; page < context.maxPages; page++) {
    const url = buildAvatureSearchUrl(host, portal, offset, pageSize);
    let list: AvatureList;
    try {
      list = parseAvatureSearchPage(await fetchText(context, url), url, organization);
    } catch (error) {
      const message = `avature: SearchJobs page ${page + 1} (${url}) failed: ${describe(error)}`;
      if (page === 0) throw new Error(message, { cause: error });
      result.errors.push(message);
      break;
    }
    const fresh = list.postings.filter((posting) => !seen.has(posting.externalId));
    for (const posting of fresh) seen.add(posting.externalId);
    result.postings.push(...fresh);
    result.errors.push(...list.errors);
    result.itemsFetched += list.itemCount;
    if (list.postings.length > 0 && fresh.length === 0) {
      result.errors.push(
        `avature: SearchJobs page ${page + 1} repeated earlier jobs; stopped paging`,
      );
      break;
    }
    const verdict = judgePage(list, page, result.itemsFetched, learntPageSize);
    if (verdict === "complete") {
      result.complete = true;
      break;
    }
    if (verdict !== "continue") {
      result.errors.push(`avature: SearchJobs page ${page + 1} (${url}): ${verdict.stop}`);
      break;
    }
    learntPageSize = Math.max(learntPageSize ?? 0, list.itemCount);
    offset += list.itemCount;
  }
  await readDetailPages(
    context,
    result,
    "avature: job",
    (posting) => posting.link,
    (posting, body) => {
      const detail = parseAvatureDetail(body);
      posting.descriptionHtml = detail.descriptionHtml;
      posting.location = detail.location ?? posting.location ?? null;
      posting.contractType = detail.contractType ?? posting.contractType ?? null;
      posting.grade = detail.grade;
      posting.postedAt = detail.postedAt;
      posting.deadlineText = detail.deadlineText;
    },
  );
  return result;
}

/** "complete", "continue", or the reason the walk stops short (an error text). */
type PageVerdict = "complete" | "continue" | { stop: string };

/**
 * Whether a SearchJobs page ends the walk. The run is complete only when it proved it saw every
 * result: the stated total was reached, or, with no total, an empty page or a page shorter than
 * the real page size came after a full page had shown that size (a short first page proves
 * nothing: it may be the site's own page size). Anything else continues, or is an error text.
 */
export function judgePage(
  list: Pick<AvatureList, "itemCount" | "total" | "hasNext" | "saysEmpty">,
  page: number,
  itemsSoFar: number,
  learntPageSize: number | null,
): PageVerdict {
  if (list.total !== null) {
    if (itemsSoFar >= list.total) return "complete";
    if (list.itemCount === 0)
      return { stop: `empty page after ${itemsSoFar} of ${list.total} stated results` };
    return "continue";
  }
  if (list.itemCount === 0) {
    if (page === 0) return list.saysEmpty ? "complete" : { stop: "no results and no result count" };
    return "complete";
  }
  if (list.hasNext) return "continue";
  if (learntPageSize !== null && list.itemCount < learntPageSize) return "complete";
  return "continue";
}
