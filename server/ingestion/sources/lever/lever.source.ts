import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { parseLeverPostings, type LeverPage } from "./lever.parse";

/** `sources.metadata` for a Lever postings site (the `{site}` of jobs.lever.co/{site}). */
const metadataSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_.-]+$/, "a Lever site name"),
  /** Accounts hosted in the EU answer on api.eu.lever.co. */
  region: z.enum(["global", "eu"]).default("global"),
  pageSize: z.number().int().min(1).max(500).default(100),
  organization: z.string().optional(),
});

export const leverAdapter: SourceAdapter = {
  name: "lever",
  type: "api",
  metadataSchema,
  description:
    "Lever Postings API: GET api.lever.co/v0/postings/{site}?mode=json paged with skip/limit.",
  run: runLever,
};

/** Builds one page's URL of the public postings API. */
export function buildLeverUrl(
  token: string,
  region: "global" | "eu",
  skip: number,
  limit: number,
): string {
  const host = region === "eu" ? "api.eu.lever.co" : "api.lever.co";
  return `https://${host}/v0/postings/${token}?mode=json&skip=${skip}&limit=${limit}`;
}

async function runLever(context: AdapterContext): Promise<AdapterResult> {
  const meta = readSourceMetadata("lever", context.source, metadataSchema);
  const organization = meta.organization ?? context.source.organization;
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  for (let page = 0; page < context.maxPages; page++) {
    const url = buildLeverUrl(meta.token, meta.region, page * meta.pageSize, meta.pageSize);
    let data: LeverPage;
    try {
      const response = await context.http.request({ url, headers: { accept: "application/json" } });
      if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
      data = parseLeverPostings(response.text, organization);
    } catch (error) {
      const message = `lever: postings page ${page + 1} (${url}) failed: ${describe(error)}`;
      if (page === 0) throw new Error(message, { cause: error });
      result.errors.push(message);
      return result;
    }
    result.itemsFetched += data.itemCount;
    result.errors.push(...data.errors);
    const fresh = data.postings.filter((posting) => !seen.has(posting.externalId));
    for (const posting of fresh) seen.add(posting.externalId);
    result.postings.push(...fresh);
    // A page of repeats means the API ignored `skip`: stop, and do not claim the list is whole.
    if (data.postings.length > 0 && fresh.length === 0) {
      result.errors.push(`lever: page ${page + 1} repeated earlier postings; stopped paging`);
      return result;
    }
    if (data.itemCount < meta.pageSize) {
      result.complete = true;
      break;
    }
  }
  return result;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
