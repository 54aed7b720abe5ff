import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { describe, fetchText } from "../source-requests";
import {
  parseSmartRecruitersDetail,
  parseSmartRecruitersList,
  type SmartRecruitersPage,
} from "./smartrecruiters.parse";

/** `sources.metadata` for a SmartRecruiters company (OECD: `OECD`). */
const metadataSchema = z.object({
  companyId: z.string().regex(/^[A-Za-z0-9_.-]+$/, "a SmartRecruiters company identifier"),
  pageSize: z.number().int().min(1).max(100).default(100),
  /** Fetch each posting's job ad (`/postings/{id}`) for the description. */
  fetchDetails: z.boolean().default(true),
  organization: z.string().optional(),
});

const API = "https://api.smartrecruiters.com/v1/companies";
const JSON_ACCEPT = { accept: "application/json" };

export const smartRecruitersAdapter: SourceAdapter = {
  name: "smartrecruiters",
  type: "api",
  metadataSchema,
  description:
    "SmartRecruiters public Posting API: GET /v1/companies/{id}/postings (limit/offset), detail /postings/{id} for the job ad.",
  run: runSmartRecruiters,
};

async function runSmartRecruiters(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("smartrecruiters", context.source, metadataSchema);
  const { companyId, pageSize } = metadata;
  const organization = metadata.organization ?? context.source.organization;
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  for (let page = 0; page < context.maxPages; page++) {
    const url = `${API}/${companyId}/postings?limit=${pageSize}&offset=${page * pageSize}`;
    let data: SmartRecruitersPage;
    try {
      data = parseSmartRecruitersList(
        await fetchText(context, url, JSON_ACCEPT),
        companyId,
        organization,
      );
    } catch (error) {
      const message = `smartrecruiters: postings page ${page + 1} (${url}) failed: ${describe(error)}`;
      if (page === 0) throw new Error(message, { cause: error });
      result.errors.push(message);
      break;
    }
    result.itemsFetched += data.itemCount;
    result.errors.push(...data.errors);
    const fresh = data.postings.filter((posting) => !seen.has(posting.externalId));
    for (const posting of fresh) seen.add(posting.externalId);
    result.postings.push(...fresh);
    if (data.postings.length > 0 && fresh.length === 0) {
      result.errors.push(
        `smartrecruiters: page ${page + 1} repeated earlier postings; stopped paging`,
      );
      break;
    }
    if (data.itemCount === 0 || (page + 1) * pageSize >= data.totalFound) {
      result.complete = true;
      break;
    }
  }
  const details = metadata.fetchDetails ? context.maxDetails : 0;
  for (const posting of result.postings.slice(0, details)) {
    const url = `${API}/${companyId}/postings/${encodeURIComponent(posting.externalId)}`;
    try {
      const detail = parseSmartRecruitersDetail(await fetchText(context, url, JSON_ACCEPT));
      posting.descriptionHtml = detail.descriptionHtml;
      const extra = detail.alternateLinks.filter((link) => link !== posting.link);
      if (extra.length) posting.alternateLinks = extra;
    } catch (error) {
      result.errors.push(
        `smartrecruiters: posting ${posting.externalId} (${url}) failed: ${describe(error)}`,
      );
    }
  }
  return result;
}
