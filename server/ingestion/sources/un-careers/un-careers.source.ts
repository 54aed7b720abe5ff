import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import {
  buildUnCareersListBody,
  parseUnCareersPage,
  UN_CAREERS_LIST_URL,
} from "./un-careers.parse";
import { withContext } from "../source-requests";

const metadataSchema = z.object({
  /** Items per list page; the API accepts up to 200. */
  pageSize: z.number().int().min(1).max(200).default(100),
  /** Used when an item has no `dept.name` (before the "United Nations Secretariat" default). */
  organization: z.string().min(1).optional(),
});

export type UnCareersMetadata = z.infer<typeof metadataSchema>;

/** careers.un.org (Inspira): the public filteredV2 list, sorted by jobId, descriptions included. */
export const unCareersAdapter: SourceAdapter = {
  name: "un-careers",
  type: "api",
  description: "UN Secretariat careers.un.org public JSON list (filteredV2), paged by jobId.",
  run: runUnCareersSource,
};

async function runUnCareersSource(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readUnCareersMetadata(context.source.metadata);
  const organization = metadata.organization ?? context.source.organization;
  const byId = new Map<string, AdapterPosting>();
  const errors: string[] = [];
  let itemsFetched = 0;
  let complete = false;
  for (let page = 0; page < context.maxPages; page += 1) {
    let result;
    try {
      result = parseUnCareersPage(
        await fetchListPage(context, page, metadata.pageSize),
        organization,
      );
    } catch (error) {
      if (page === 0) throw error;
      errors.push(`list page ${page}: ${(error as Error).message}`);
      break;
    }
    itemsFetched += result.itemCount;
    errors.push(...result.errors);
    // Sorting by jobId keeps pages stable; a posting repeated across pages is kept once.
    for (const posting of result.postings) byId.set(posting.externalId, posting);
    if (
      result.itemCount < metadata.pageSize ||
      (page + 1) * metadata.pageSize >= result.totalCount
    ) {
      complete = true;
      break;
    }
  }
  return { postings: [...byId.values()], itemsFetched, complete, errors };
}

async function fetchListPage(context: AdapterContext, page: number, pageSize: number) {
  const response = await context.http
    .request({
      url: UN_CAREERS_LIST_URL,
      method: "POST",
      headers: { accept: "application/json" },
      body: buildUnCareersListBody(page, pageSize),
    })
    .catch(withContext(`careers.un.org list page ${page}`));
  if (response.status >= 400) {
    throw new HttpError(
      `careers.un.org list page ${page} answered HTTP ${response.status}`,
      UN_CAREERS_LIST_URL,
      response.status,
    );
  }
  return response.text;
}

/** Validates `sources.metadata` for the un-careers adapter; throws naming the bad option. */
export function readUnCareersMetadata(metadata: Record<string, unknown>): UnCareersMetadata {
  const parsed = metadataSchema.safeParse(metadata);
  if (!parsed.success) {
    throw new Error(`un-careers source metadata is invalid: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
