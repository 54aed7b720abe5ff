import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { describe, fetchText } from "../source-requests";
import { parseGreenhouseJob, parseGreenhouseJobs } from "./greenhouse.parse";

/** `sources.metadata` for a Greenhouse job board (MSF: `workoverseas`, `msfcareers`). */
const metadataSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]+$/, "a Greenhouse board token"),
  organization: z.string().optional(),
});

const API = "https://boards-api.greenhouse.io/v1/boards";
const JSON_ACCEPT = { accept: "application/json" };

export const greenhouseAdapter: SourceAdapter = {
  name: "greenhouse",
  type: "api",
  metadataSchema,
  description:
    "Greenhouse Job Board API: GET boards-api.greenhouse.io/v1/boards/{token}/jobs?content=true (one page, meta.total).",
  run: runGreenhouse,
};

async function runGreenhouse(context: AdapterContext): Promise<AdapterResult> {
  const { token, organization } = readSourceMetadata("greenhouse", context.source, metadataSchema);
  const url = `${API}/${token}/jobs?content=true`;
  let board;
  try {
    board = parseGreenhouseJobs(
      await fetchText(context, url, JSON_ACCEPT),
      organization ?? context.source.organization,
    );
  } catch (error) {
    throw new Error(`greenhouse: jobs list ${url} failed: ${describe(error)}`, { cause: error });
  }
  const result: AdapterResult = {
    postings: board.postings,
    itemsFetched: board.itemCount,
    // The board answers in one page; it is whole unless meta.total says otherwise.
    complete: context.maxPages >= 1 && (board.total === null || board.itemCount >= board.total),
    errors: board.errors,
  };
  let budget = context.maxDetails;
  for (const posting of result.postings) {
    if (posting.descriptionHtml || budget <= 0) continue;
    budget--;
    const detailUrl = `${API}/${token}/jobs/${encodeURIComponent(posting.externalId)}`;
    try {
      posting.descriptionHtml = parseGreenhouseJob(
        await fetchText(context, detailUrl, JSON_ACCEPT),
      );
    } catch (error) {
      result.errors.push(
        `greenhouse: job ${posting.externalId} (${detailUrl}) failed: ${describe(error)}`,
      );
    }
  }
  return result;
}
