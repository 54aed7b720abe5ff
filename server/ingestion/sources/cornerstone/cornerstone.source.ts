import { z } from "zod";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import {
  buildCsodCareerSiteUrl,
  buildCsodSearchBody,
  buildCsodSearchUrl,
  parseCsodRequisitionPage,
  parseCsodSearchPage,
  readCsodContext,
  type CsodContext,
  type CsodPage,
  type CsodSite,
} from "./cornerstone.parse";
import { describe, fetchText, withContext } from "../source-requests";

/** `sources.metadata` for a CSOD career site (World Bank Group: worldbankgroup.csod.com, site 1). */
const CSOD_HOST = /^[a-z0-9-]+\.csod\.com$/i;

const metadataSchema = z.object({
  /** Defaults to the host of the source's base URL (a career site URL). */
  host: z.string().regex(CSOD_HOST, "a *.csod.com host").optional(),
  /** Defaults to the `careersite/{id}` of the base URL, else 1. */
  careerSiteId: z.number().int().min(1).optional(),
  /** The `c=` parameter of the site's URLs; defaults to the base URL's, else the host's first label. */
  corp: z
    .string()
    .regex(/^[\w-]+$/)
    .optional(),
  /** Requisitions per search page (the career site itself asks for 25). */
  pageSize: z.number().int().min(1).max(100).default(25),
  /** Read each requisition page's JSON-LD for the description, grade and closing date. */
  fetchDetails: z.boolean().default(true),
  organization: z.string().min(1).optional(),
});

export type CornerstoneMetadata = z.infer<typeof metadataSchema>;

export const cornerstoneAdapter: SourceAdapter = {
  name: "cornerstone",
  type: "api",
  metadataSchema,
  description:
    "Cornerstone OnDemand career site: anonymous token from the page's csod.context, POST {cloud}rec-job-search/external/jobs paged by pageNumber, JSON-LD of each requisition page.",
  run: runCornerstone,
};

async function runCornerstone(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("cornerstone", context.source, metadataSchema);
  const fromUrl = siteFromCareerSiteUrl(context.source.baseUrl);
  const host = (metadata.host ?? fromUrl?.host)?.toLowerCase();
  if (!host) {
    throw new Error(
      `cornerstone source "${context.source.name}": give metadata.host or a *.csod.com career site URL`,
    );
  }
  const site: CsodSite = {
    host,
    careerSiteId: metadata.careerSiteId ?? fromUrl?.careerSiteId ?? 1,
    corp: metadata.corp ?? fromUrl?.corp ?? host.split(".")[0]!,
    organization: metadata.organization ?? context.source.organization,
  };
  const careerSiteUrl = buildCsodCareerSiteUrl(site);
  const csod = readCsodContext(
    await context.http
      .request({ url: careerSiteUrl, headers: { accept: "text/html" } })
      .then((response) => {
        if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
        return response.text;
      })
      .catch((error: unknown) => {
        throw new Error(`CSOD career site ${careerSiteUrl}: ${describe(error)}`, { cause: error });
      }),
  );

  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const byId = new Map<string, AdapterPosting>();
  for (let pageNumber = 1; pageNumber <= context.maxPages; pageNumber += 1) {
    let page: CsodPage;
    try {
      page = parseCsodSearchPage(
        await searchPage(context, csod, site, pageNumber, metadata.pageSize, careerSiteUrl),
        site,
      );
    } catch (error) {
      if (pageNumber === 1) throw error;
      result.errors.push(`search page ${pageNumber}: ${describe(error)}`);
      break;
    }
    result.itemsFetched += page.itemCount;
    result.errors.push(...page.errors);
    for (const posting of page.postings) byId.set(posting.externalId, posting);
    // The list is newest first and paged by number; it is whole once every listed item was seen.
    if (result.itemsFetched >= page.totalCount || page.itemCount === 0) {
      result.complete = result.itemsFetched >= page.totalCount;
      if (!result.complete) {
        result.errors.push(
          `search page ${pageNumber} was empty after ${result.itemsFetched} of ${page.totalCount} requisitions`,
        );
      }
      break;
    }
  }
  result.postings = metadata.fetchDetails
    ? await addDetails(context, [...byId.values()], result.errors)
    : [...byId.values()];
  return result;
}

/** Host, site id and `c=` of a career site URL such as `https://x.csod.com/ux/ats/careersite/1/home?c=x`. */
export function siteFromCareerSiteUrl(
  url: string,
): { host: string; careerSiteId?: number; corp?: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" || !CSOD_HOST.test(parsed.hostname)) return null;
  const site = /\/careersite\/(\d+)(?:\/|$)/.exec(parsed.pathname)?.[1];
  const corp = parsed.searchParams.get("c");
  return {
    host: parsed.hostname,
    ...(site ? { careerSiteId: Number(site) } : {}),
    ...(corp && /^[\w-]+$/.test(corp) ? { corp } : {}),
  };
}

async function searchPage(
  context: AdapterContext,
  csod: CsodContext,
  site: CsodSite,
  pageNumber: number,
  pageSize: number,
  careerSiteUrl: string,
): Promise<string> {
  const url = buildCsodSearchUrl(csod.cloud);
  const response = await context.http
    .request({
      url,
      method: "POST",
      headers: {
        accept: "application/json; q=1.0, text/*; q=0.8, */*; q=0.1",
        authorization: `Bearer ${csod.token}`,
        "csod-accept-language": "en-US",
        origin: `https://${site.host}`,
        referer: careerSiteUrl,
      },
      body: buildCsodSearchBody(site.careerSiteId, pageNumber, pageSize),
    })
    .catch(withContext(`CSOD job search page ${pageNumber}`));
  if (response.status >= 400) {
    throw new Error(`CSOD job search page ${pageNumber} answered HTTP ${response.status}`);
  }
  return response.text;
}

/** Completes up to `maxDetails` postings from their requisition pages; a failed page keeps the list entry. */
async function addDetails(
  context: AdapterContext,
  postings: AdapterPosting[],
  errors: string[],
): Promise<AdapterPosting[]> {
  const completed: AdapterPosting[] = [];
  for (const [index, posting] of postings.entries()) {
    if (index >= context.maxDetails) {
      completed.push(posting);
      continue;
    }
    try {
      const detail = parseCsodRequisitionPage(await fetchText(context, posting.link));
      completed.push({ ...posting, ...detail, link: posting.link, externalId: posting.externalId });
    } catch (error) {
      errors.push(`requisition ${posting.externalId}: ${describe(error)}`);
      completed.push(posting);
    }
  }
  return completed;
}
