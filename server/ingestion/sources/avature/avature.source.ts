import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { parseAvatureDetail, parseAvatureSearchPage, type AvatureList } from "./avature.parse";
import { describe, fetchText } from "../source-requests";

/** `sources.metadata` for an Avature careers portal (UNOPS: careers.unops.org, portal "careersmarketplace"). */
const metadataSchema = z.object({
  host: z.string().regex(/^[a-z0-9.-]+$/i, "a host name"),
  portal: z.string().regex(/^\w+$/).default("careersmarketplace"),
  pageSize: z.number().int().min(1).max(100).default(50),
  organization: z.string().optional(),
});

export const avatureAdapter: SourceAdapter = {
  name: "avature",
  type: "scrape",
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
  const parsed = metadataSchema.safeParse(context.source.metadata);
  if (!parsed.success)
    throw new Error(
      `avature source "${context.source.name}": bad metadata (${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")})`,
    );
  const { host, portal, pageSize } = parsed.data;
  const organization = parsed.data.organization ?? context.source.organization;
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  for (let page = 0; page < context.maxPages; page++) {
    const url = buildAvatureSearchUrl(host, portal, page * pageSize, pageSize);
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
    if (
      list.itemCount === 0 ||
      (list.total !== null ? result.itemsFetched >= list.total : list.itemCount < pageSize)
    ) {
      result.complete = true;
      break;
    }
  }
  for (const posting of result.postings.slice(0, context.maxDetails)) {
    try {
      const detail = parseAvatureDetail(await fetchText(context, posting.link));
      posting.descriptionHtml = detail.descriptionHtml;
      posting.location = detail.location ?? posting.location ?? null;
      posting.contractType = detail.contractType;
      posting.grade = detail.grade;
      posting.postedAt = detail.postedAt;
      posting.deadlineText = detail.deadlineText;
    } catch (error) {
      result.errors.push(
        `avature: job ${posting.externalId} (${posting.link}) failed: ${describe(error)}`,
      );
    }
  }
  return result;
}
