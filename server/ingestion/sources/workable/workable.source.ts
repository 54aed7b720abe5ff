import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { parseWorkableAccount } from "./workable.parse";
import { readWholeList } from "../source-requests";

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
  // The widget answers every published job at once: one page read is the whole list.
  return readWholeList(
    context,
    "workable: account",
    buildWorkableUrl(account),
    (body) => parseWorkableAccount(body, account, organization ?? context.source.organization),
    { accept: "application/json" },
  );
}
