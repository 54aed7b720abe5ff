import { z } from "zod";
import type { SourceAdapter } from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readWholeList } from "../source-requests";
import { parsePersonioPositions } from "./personio.parse";

/**
 * `sources.metadata` for a company on Personio: the host of its careers site,
 * `{company}.jobs.personio.com` (older sites `.de`, which answer alike), and optionally the
 * language to ask the feed in (`en`: the positions' texts in English where the company wrote
 * them; without it the company's default language).
 */
const metadataSchema = z.object({
  host: z
    .string()
    .regex(
      /^[a-z0-9]([a-z0-9-]*[a-z0-9])?\.jobs\.personio\.(?:com|de)$/,
      "a Personio careers host ({company}.jobs.personio.com or .de)",
    ),
  language: z
    .string()
    .regex(/^[a-z]{2}$/, "a two-letter language code")
    .optional(),
  organization: z.string().optional(),
});

/** The company's feed: every published position with its texts, in one answer. */
export function buildPersonioUrl(host: string, language?: string | null): string {
  const feed = `https://${host}/xml`;
  return language ? `${feed}?language=${encodeURIComponent(language)}` : feed;
}

export const personioAdapter: SourceAdapter = {
  name: "personio",
  type: "api",
  metadataSchema,
  description:
    "Personio careers site XML feed: GET {company}.jobs.personio.com/xml (optionally ?language=en; every published position with its description sections, one request).",
  async run(context) {
    const metadata = readSourceMetadata("personio", context.source, metadataSchema);
    const url = buildPersonioUrl(metadata.host, metadata.language);
    return readWholeList(
      context,
      "personio: positions",
      url,
      (body) =>
        parsePersonioPositions(body, {
          host: metadata.host,
          language: metadata.language ?? null,
          organization: metadata.organization ?? context.source.organization,
        }),
      { accept: "application/xml, text/xml" },
    );
  },
};
