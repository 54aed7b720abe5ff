import { z } from "zod";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { describe, fetchText, readDetailPages } from "../source-requests";
import {
  buildIcimsJobPageUrl,
  buildIcimsSearchUrl,
  parseIcimsJobPage,
  parseIcimsSearchPage,
} from "./icims.parse";

/**
 * `sources.metadata` for an iCIMS classic career portal: its host, which names the employer's
 * account and cannot be derived from the employer's name (Jhpiego: `jobs-jhpiego.icims.com`,
 * CHAI: `careers-chai.icims.com`).
 */
const metadataSchema = z.object({
  host: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?\.icims\.com$/, "a host name under icims.com"),
  organization: z.string().optional(),
});

export const icimsAdapter: SourceAdapter = {
  name: "icims",
  type: "scrape",
  metadataSchema,
  description:
    "iCIMS classic career portal ({host}.icims.com): /jobs/search?pr={page}&in_iframe=1 job cards, followed by <link rel=next>; each job's page for its JobPosting block and header fields.",
  run: runIcims,
};

async function runIcims(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("icims", context.source, metadataSchema);
  const { host } = metadata;
  const organization = metadata.organization ?? context.source.organization;
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  let page = 0;
  for (let request = 0; request < context.maxPages; request++) {
    const url = buildIcimsSearchUrl(host, page);
    let list;
    try {
      list = parseIcimsSearchPage(await fetchText(context, url), host, page, organization);
    } catch (error) {
      const message = `icims: search page ${page + 1} (${url}) failed: ${describe(error)}`;
      if (request === 0) throw new Error(message, { cause: error });
      result.errors.push(message);
      break;
    }
    result.itemsFetched += list.itemCount;
    result.errors.push(...list.errors);
    // A portal may reorder between requests, so a job can show on two pages of one walk.
    const fresh = list.postings.filter((posting) => !seen.has(posting.externalId));
    for (const posting of fresh) seen.add(posting.externalId);
    result.postings.push(...fresh);
    if (list.nextPage === null) {
      result.complete = true;
      break;
    }
    const stop =
      list.postings.length > 0 && fresh.length === 0
        ? "repeated jobs already read"
        : list.nextPage <= page
          ? `named page ${list.nextPage + 1} as the next one`
          : null;
    if (stop) {
      result.errors.push(`icims: search page ${page + 1} (${url}) ${stop}; stopped paging`);
      break;
    }
    page = list.nextPage;
  }
  // A job's page completes its card; one answering 404 or 410 proves the job gone.
  await readDetailPages(
    context,
    result,
    "icims: job",
    (posting) => buildIcimsJobPageUrl(posting.link),
    (posting, body) => merge(posting, parseIcimsJobPage(body)),
  );
  return result;
}

function merge(posting: AdapterPosting, page: ReturnType<typeof parseIcimsJobPage>): void {
  posting.title = page.title ?? posting.title;
  posting.descriptionHtml = page.descriptionHtml;
  posting.location = page.location ?? posting.location ?? null;
  posting.contractType = page.contractType ?? posting.contractType ?? null;
  posting.postedAt = page.postedAt ?? posting.postedAt ?? null;
  if (page.validThrough) {
    // A date the employer set: the platform's own closing date, over one in the description.
    posting.expiresAt = page.validThrough;
    posting.deadlineText = page.validThrough;
  }
}
