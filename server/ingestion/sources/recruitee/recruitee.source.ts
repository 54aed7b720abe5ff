import { z } from "zod";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { parseRecruiteeOffers } from "./recruitee.parse";
import { readWholeList } from "../source-requests";

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

export const recruiteeAdapter: SourceAdapter = {
  name: "recruitee",
  type: "api",
  metadataSchema,
  description:
    "Recruitee careers site API: GET {company}.recruitee.com/api/offers/ (or the employer's own careers host; every published offer with its description, one request).",
  run: runRecruitee,
};

async function runRecruitee(context: AdapterContext): Promise<AdapterResult> {
  const { host, organization } = readSourceMetadata("recruitee", context.source, metadataSchema);
  // The site answers every published offer at once: one page read is the whole list.
  return readWholeList(
    context,
    "recruitee: offers",
    buildRecruiteeUrl(host),
    (body) =>
      parseRecruiteeOffers(body, `https://${host}`, organization ?? context.source.organization),
    { accept: "application/json" },
  );
}
