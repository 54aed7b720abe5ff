import { z } from "zod";
import { parseRecruiteeOffers } from "./recruitee.parse";
import { wholeJsonListAdapter } from "../source-requests";

/**
 * `sources.metadata` for a Recruitee careers site: its host, `{company}.recruitee.com` or the
 * employer's own domain that Recruitee serves (UNU: `careers.unu.edu`).
 */
const metadataSchema = z.object({
  host: z
    .string()
    .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/, "a host name"),
  organization: z.string().optional(),
});

/** The careers site's published offers with their descriptions, in one answer. */
export function buildRecruiteeUrl(host: string): string {
  return `https://${host}/api/offers/`;
}

/** The site answers every published offer at once: one page read is the whole list. */
export const recruiteeAdapter = wholeJsonListAdapter({
  name: "recruitee",
  metadataSchema,
  description:
    "Recruitee careers site API: GET {company}.recruitee.com/api/offers/ (or the employer's own careers host; every published offer with its description, one request).",
  what: "recruitee: offers",
  url: ({ host }) => buildRecruiteeUrl(host),
  parse: (body, { host }, organization) =>
    parseRecruiteeOffers(body, `https://${host}`, organization),
});
