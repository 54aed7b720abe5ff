import { z } from "zod";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { describe, fetchText } from "../source-requests";
import { parseTrakstarOpenings } from "./trakstar.parse";

/**
 * `sources.metadata` for a Trakstar Hire account: its tenant, the first label of its careers site
 * `{tenant}.hire.trakstar.com` (MMV: `mmv77988`).
 */
const metadataSchema = z.object({
  tenant: z.string().regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, "a tenant name (lower case)"),
  organization: z.string().optional(),
});

/** Openings asked for per page; a shorter page is the last one. */
export const TRAKSTAR_PAGE_SIZE = 100;

/** One page of the account's published openings, with their descriptions. */
export function buildTrakstarUrl(tenant: string, offset: number): string {
  const query = new URLSearchParams({
    client_name: tenant,
    limit: String(TRAKSTAR_PAGE_SIZE),
    offset: String(offset),
  });
  return `https://jsapi.recruiterbox.com/v1/openings?${query.toString()}`;
}

export const trakstarAdapter: SourceAdapter = {
  name: "trakstar",
  type: "api",
  metadataSchema,
  description:
    "Trakstar Hire (formerly Recruiterbox) openings API: GET jsapi.recruiterbox.com/v1/openings?client_name={tenant} (the careers site {tenant}.hire.trakstar.com; descriptions included, 100 a page).",
  run: runTrakstar,
};

async function runTrakstar(context: AdapterContext): Promise<AdapterResult> {
  const { tenant, organization } = readSourceMetadata("trakstar", context.source, metadataSchema);
  const postings: AdapterPosting[] = [];
  const errors: string[] = [];
  let itemsFetched = 0;
  for (let pageIndex = 0; pageIndex < context.maxPages; pageIndex += 1) {
    const url = buildTrakstarUrl(tenant, itemsFetched);
    let page;
    try {
      page = parseTrakstarOpenings(
        await fetchText(context, url, { accept: "application/json" }),
        tenant,
        organization ?? context.source.organization,
      );
    } catch (error) {
      throw new Error(`trakstar: openings ${url} failed: ${describe(error)}`, { cause: error });
    }
    postings.push(...page.postings);
    errors.push(...page.errors);
    itemsFetched += page.itemCount;
    const lastPage =
      page.itemCount < TRAKSTAR_PAGE_SIZE || (page.total !== null && itemsFetched >= page.total);
    if (lastPage) return { postings, itemsFetched, complete: true, errors };
  }
  // The page budget ran out before a short page: the list may go on.
  return { postings, itemsFetched, complete: false, errors };
}
