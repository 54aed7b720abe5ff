import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readListPages } from "../read-list-pages";
import {
  buildWorkdayApiBase,
  parseWorkdayDetail,
  parseWorkdayList,
  workdayClosingRule,
  type WorkdayListEntry,
} from "./workday.parse";
import { withContext } from "../source-requests";
import type { TenantClosingRule } from "#domain/closing-date";

const metadataSchema = z.object({
  /** e.g. `unhcr.wd3.myworkdayjobs.com`, or WFP's `wd3.myworkdaysite.com`. */
  host: z
    .string()
    .regex(/^[a-z0-9.-]+\.(myworkdayjobs|myworkdaysite)\.com$/i, "must be a Workday host"),
  tenant: z.string().min(1),
  site: z.string().min(1),
  organization: z.string().min(1).optional(),
  /** Locale segment of public links on myworkdayjobs.com (e.g. `en-GB`). */
  locale: z.string().default("en-US"),
  /** Facets for the list request, e.g. WFP internships `{ workerSubType: ["…"] }`. */
  appliedFacets: z.record(z.string(), z.array(z.string())).default({}),
  /**
   * How this tenant's `endDate` relates to the closing date: "end-date-is-day-after" (the posting
   * comes down the day after the last day to apply), or "none" to read it as the closing date.
   * Unset: the documented tenant table (WORKDAY_DAY_AFTER_TENANTS) decides.
   */
  closingDateRule: z.enum(["end-date-is-day-after", "none"]).optional(),
  /** List page size; Workday refuses more than 20. */
  pageSize: z.number().int().min(1).max(20).default(20),
});

export type WorkdayMetadata = z.infer<typeof metadataSchema>;

/** Workday "cxs" career sites (UNHCR, WFP, IMF, WTO, PAHO…): paged list, one detail per posting. */
export const workdayAdapter: SourceAdapter = {
  name: "workday",
  type: "api",
  metadataSchema,
  description: "Workday cxs career site: POST …/jobs list (20 per page), GET detail per posting.",
  run: runWorkdaySource,
};

type DetailOptions = { closingDateRule: TenantClosingRule | null; organization: string | null };

async function runWorkdaySource(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("workday", context.source, metadataSchema);
  const organization = metadata.organization ?? context.source.organization;
  const base = buildWorkdayApiBase(metadata);
  const detailOptions: DetailOptions = {
    closingDateRule: workdayClosingRule(metadata.tenant, metadata.closingDateRule),
    organization,
  };
  const { pageSize } = metadata;
  let total = 0;
  const list = await readListPages<WorkdayListEntry>({
    maxPages: context.maxPages,
    readPage: async (page) => {
      const offset = page * pageSize;
      const body = await postList(context, base, metadata, offset);
      const result = parseWorkdayList(body, metadata, context.now, organization);
      // Workday's total is only reliable on the first page.
      if (page === 0) total = result.total;
      return {
        entries: result.entries,
        errors: result.errors,
        itemCount: result.itemCount,
        last: result.itemCount < pageSize || offset + pageSize >= total,
      };
    },
    describePage: (page) => `list offset ${page * pageSize}`,
    keyOf: (entry) => entry.posting.externalId,
  });
  const { itemsFetched, complete, errors } = list;
  const postings: AdapterPosting[] = [];
  let details = 0;
  for (const entry of list.entries) {
    if (details >= context.maxDetails) {
      postings.push(entry.posting);
      continue;
    }
    details += 1;
    postings.push(await fetchDetail(context, base, entry, errors, detailOptions));
  }
  return { postings, itemsFetched, complete, errors };
}

async function postList(
  context: AdapterContext,
  base: string,
  metadata: WorkdayMetadata,
  offset: number,
): Promise<string> {
  const url = `${base}/jobs`;
  const response = await context.http
    .request({
      url,
      method: "POST",
      headers: { accept: "application/json" },
      body: {
        appliedFacets: metadata.appliedFacets,
        limit: metadata.pageSize,
        offset,
        searchText: "",
      },
    })
    .catch(withContext(`Workday list ${url} (offset ${offset})`));
  if (response.status >= 400) {
    throw new HttpError(
      `Workday list ${url} (offset ${offset}) answered HTTP ${response.status}`,
      url,
      response.status,
    );
  }
  return response.text;
}

/** The list posting completed by its detail; on failure the list posting alone, and an error. */
async function fetchDetail(
  context: AdapterContext,
  base: string,
  entry: WorkdayListEntry,
  errors: string[],
  options: DetailOptions,
): Promise<AdapterPosting> {
  const url = `${base}${entry.externalPath}`;
  try {
    const response = await context.http.request({ url, headers: { accept: "application/json" } });
    if (response.status >= 400) throw new Error(`answered HTTP ${response.status}`);
    const detail = parseWorkdayDetail(response.text, context.now, options);
    return { ...entry.posting, ...detail, externalId: entry.posting.externalId };
  } catch (error) {
    errors.push(`Workday detail ${url}: ${(error as Error).message}`);
    return entry.posting;
  }
}
