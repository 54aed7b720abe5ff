import { z } from "zod";
import type { SourceAdapter } from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readWholeList } from "../source-requests";
import { parseTeamtailorJobs } from "./teamtailor.parse";

/**
 * `sources.metadata` for a company on Teamtailor: the host of its career site,
 * `{company}.teamtailor.com` (a regional one, `{company}.na.teamtailor.com`, answers alike).
 */
const metadataSchema = z.object({
  host: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(?:\.[a-z]{2})?\.teamtailor\.com$/,
      "a Teamtailor career site host ({company}.teamtailor.com)",
    ),
  organization: z.string().optional(),
});

/**
 * How many jobs to ask for. The feed answers its first 100 jobs unless asked for more and honours
 * `per_page` past that (crawlers' notes, search-index file ids 70081151357, 70756478817, 59687744972);
 * 200 is what most of them ask.
 */
export const TEAMTAILOR_PER_PAGE = 200;

/** The company's public job feed: every published job with its text, in one answer. */
export function buildTeamtailorUrl(host: string): string {
  return `https://${host}/jobs.rss?per_page=${TEAMTAILOR_PER_PAGE}`;
}

export const teamtailorAdapter: SourceAdapter = {
  name: "teamtailor",
  type: "api",
  metadataSchema,
  description:
    "Teamtailor career site RSS feed: GET {company}.teamtailor.com/jobs.rss?per_page=200 (every published job with its description, places and remote status, one request; a full page of 200 is not taken as the whole list).",
  async run(context) {
    const metadata = readSourceMetadata("teamtailor", context.source, metadataSchema);
    const url = buildTeamtailorUrl(metadata.host);
    const result = await readWholeList(
      context,
      "teamtailor: jobs",
      url,
      (body) =>
        parseTeamtailorJobs(body, {
          organization: metadata.organization ?? context.source.organization,
        }),
      { accept: "application/rss+xml, application/xml, text/xml" },
    );
    // As many jobs as asked for may be a ceiling, not the total: nothing is closed on it.
    return result.itemsFetched >= TEAMTAILOR_PER_PAGE ? { ...result, complete: false } : result;
  },
};
