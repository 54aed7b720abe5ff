import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { parseWorkableAccount } from "./workable.parse";
import { describe, fetchText } from "../source-requests";

/** `sources.metadata` for a Workable careers site (the `{account}` of apply.workable.com/{account}). */
const metadataSchema = z.object({
  account: z.string().regex(/^[A-Za-z0-9_-]+$/, "a Workable account name"),
  organization: z.string().optional(),
});

/** The account's published jobs with their descriptions, in one answer. */
export function buildWorkableUrl(account: string): string {
  return `https://apply.workable.com/api/v1/widget/accounts/${account}?details=true`;
}

export const workableAdapter: SourceAdapter = {
  name: "workable",
  type: "api",
  metadataSchema,
  description:
    "Workable careers widget: GET apply.workable.com/api/v1/widget/accounts/{account}?details=true (every published job with its description, one request).",
  run: runWorkable,
};

async function runWorkable(context: AdapterContext): Promise<AdapterResult> {
  const { account, organization } = readSourceMetadata("workable", context.source, metadataSchema);
  const url = buildWorkableUrl(account);
  let page;
  try {
    page = parseWorkableAccount(
      await fetchText(context, url, { accept: "application/json" }),
      account,
      organization ?? context.source.organization,
    );
  } catch (error) {
    throw new Error(`workable: account ${url} failed: ${describe(error)}`, { cause: error });
  }
  return {
    postings: page.postings,
    itemsFetched: page.itemCount,
    // The widget answers every published job at once: one page read is the whole list.
    complete: context.maxPages >= 1,
    errors: page.errors,
  };
}
