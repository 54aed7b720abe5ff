import { z } from "zod";
import { parseWorkableAccount } from "./workable.parse";
import { wholeJsonListAdapter } from "../source-requests";

/** `sources.metadata` for a Workable careers site (the `{account}` of apply.workable.com/{account}). */
const metadataSchema = z.object({
  account: z.string().regex(/^[A-Za-z0-9_-]+$/, "a Workable account name"),
  organization: z.string().optional(),
});

/** The account's published jobs with their descriptions, in one answer. */
export function buildWorkableUrl(account: string): string {
  return `https://apply.workable.com/api/v1/widget/accounts/${account}?details=true`;
}

/** The widget answers every published job at once: one page read is the whole list. */
export const workableAdapter = wholeJsonListAdapter({
  name: "workable",
  metadataSchema,
  description:
    "Workable careers widget: GET apply.workable.com/api/v1/widget/accounts/{account}?details=true (every published job with its description, one request).",
  what: "workable: account",
  url: ({ account }) => buildWorkableUrl(account),
  parse: (body, { account }, organization) => parseWorkableAccount(body, account, organization),
});
