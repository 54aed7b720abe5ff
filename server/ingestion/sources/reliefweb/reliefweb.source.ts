import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readPostingPages } from "../read-list-pages";
import { buildReliefWebBody, parseReliefWebJobs, RELIEFWEB_JOBS_URL } from "./reliefweb.parse";

const metadataSchema = z.object({
  /** Pre-approved ReliefWeb appname (mandatory since 1 Nov 2025); the env default is passed in here. */
  appname: z.string().trim().min(1).optional(),
  /** Items per call; the API allows up to 1000. */
  pageSize: z.number().int().min(1).max(1000).default(100),
  /** Optional ReliefWeb filter object (e.g. by source or country), passed through as is. */
  filter: z.record(z.string(), z.unknown()).optional(),
});

export type ReliefWebMetadata = z.infer<typeof metadataSchema>;

const APPNAME_HELP =
  "ReliefWeb requires an approved appname (metadata.appname; request one via apidoc.reliefweb.int)";

/** ReliefWeb API v2 jobs (open jobs, full profile), paged by offset. */
export const reliefWebAdapter: SourceAdapter = {
  name: "reliefweb",
  type: "api",
  metadataSchema,
  description:
    "ReliefWeb API v2 /jobs (preset latest, profile full), paged by offset; needs an approved appname.",
  run: runReliefWebSource,
};

async function runReliefWebSource(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("reliefweb", context.source, metadataSchema);
  if (!metadata.appname) throw new Error(APPNAME_HELP);
  const url = `${RELIEFWEB_JOBS_URL}?appname=${encodeURIComponent(metadata.appname)}`;
  let offset = 0;
  const list = await readPostingPages({
    maxPages: context.maxPages,
    readPage: async () => {
      const result = parseReliefWebJobs(await postJobs(context, url, metadata, offset));
      offset += result.itemCount;
      return { ...result, last: result.itemCount === 0 || offset >= result.totalCount };
    },
    describePage: () => `jobs offset ${offset}`,
  });
  const { entries: postings, itemsFetched, complete, errors } = list;
  return { postings, itemsFetched, complete, errors };
}

async function postJobs(
  context: AdapterContext,
  url: string,
  metadata: ReliefWebMetadata,
  offset: number,
): Promise<string> {
  // The HTTP client throws HttpError on 4xx/5xx; a client that resolves them is handled alike.
  let status: number;
  let text = "";
  try {
    const response = await context.http.request({
      url,
      method: "POST",
      headers: { accept: "application/json" },
      body: buildReliefWebBody(offset, metadata.pageSize, metadata.filter),
    });
    ({ status, text } = response);
  } catch (error) {
    if (!(error instanceof HttpError) || error.status === null) throw error;
    status = error.status;
  }
  if (status === 403) {
    throw new HttpError(
      `ReliefWeb refused appname "${metadata.appname}" (HTTP 403 AccessDenied): ${APPNAME_HELP}`,
      url,
      status,
    );
  }
  if (status >= 400) {
    throw new HttpError(`ReliefWeb jobs (offset ${offset}) answered HTTP ${status}`, url, status);
  }
  return text;
}
