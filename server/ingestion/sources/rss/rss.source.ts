import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { parseFeed } from "./rss.parse";
import { withContext } from "../source-requests";

const metadataSchema = z.object({
  /** The feed; defaults to the source's base URL. */
  feedUrl: z.url().optional(),
  organization: z.string().min(1).optional(),
  locationPattern: z
    .string()
    .refine(
      isLocationPattern,
      "must be a valid regular expression with a named group (?<location>…)",
    )
    .optional(),
  titleLocation: z.enum(["suffix", "dash"]).optional(),
  /** Which field identifies an item: the guid (default) or, for feeds whose guids change, the link. */
  idFrom: z.enum(["guid", "link"]).optional(),
  /**
   * The items' description is the publisher's own sentence ("UNHCR has a vacancy for the position
   * of … Location: Geneva, Switzerland."), not the employer's text: it is read for the location
   * (`locationPattern`) and then dropped, so no job shows a template as its description or summary.
   */
  descriptionIsTemplate: z.boolean().optional(),
  /** A regular expression; items whose title matches are skipped (navigation noise in scraped feeds). */
  excludeTitlePattern: z
    .string()
    .refine(isValidPattern, "must be a valid regular expression")
    .optional(),
});

export type RssMetadata = z.infer<typeof metadataSchema>;

const ACCEPT =
  "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5";

/** Generic RSS 2.0 / Atom feeds (PageUp, SuccessFactors, Taleo, cinfo's derived feeds…): one request, no paging. */
export const rssAdapter: SourceAdapter = {
  name: "rss",
  type: "rss",
  metadataSchema,
  description:
    "Generic RSS 2.0 / RSS 1.0 / Atom job feed (PageUp-style job: fields read when present).",
  run: runRssSource,
};

async function runRssSource(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("rss", context.source, metadataSchema);
  const feedUrl = metadata.feedUrl ?? context.source.baseUrl;
  const response = await context.http
    .request({ url: feedUrl, headers: { accept: ACCEPT } })
    .catch(withContext(`RSS feed ${feedUrl}`));
  if (response.status >= 400) {
    throw new HttpError(
      `RSS feed ${feedUrl} answered HTTP ${response.status}`,
      feedUrl,
      response.status,
    );
  }
  if (isHtmlPage(response.text, response.headers["content-type"])) {
    throw new Error(
      `RSS feed ${feedUrl} answered with an HTML page (${response.headers["content-type"] ?? "no content type"}), not an RSS or Atom feed`,
    );
  }
  let result;
  try {
    result = parseFeed(response.text, {
      feedUrl,
      organization: metadata.organization ?? context.source.organization,
      locationPattern: metadata.locationPattern ? new RegExp(metadata.locationPattern, "i") : null,
      titleLocation: metadata.titleLocation ?? null,
      idFrom: metadata.idFrom ?? null,
      excludeTitle: metadata.excludeTitlePattern
        ? new RegExp(metadata.excludeTitlePattern, "i")
        : null,
    });
  } catch (error) {
    throw new Error(`RSS feed ${feedUrl}: ${(error as Error).message}`, { cause: error });
  }
  context.logger.debug("rss feed parsed", {
    feedUrl,
    format: result.format,
    items: result.itemCount,
  });
  const postings = metadata.descriptionIsTemplate
    ? result.postings.map((posting) => ({ ...posting, descriptionHtml: null }))
    : result.postings;
  return {
    postings,
    itemsFetched: result.itemCount,
    complete: true,
    errors: result.errors,
  };
}

/** A maintenance or login page where the feed should be. */
function isHtmlPage(body: string, contentType: string | undefined): boolean {
  const start = body.trimStart().slice(0, 200).toLowerCase();
  return (
    /^(<!doctype html|<html)/.test(start) ||
    (contentType?.includes("text/html") === true && !start.startsWith("<?xml"))
  );
}

function isValidPattern(value: string): boolean {
  try {
    new RegExp(value);
    return true;
  } catch {
    return false;
  }
}

function isLocationPattern(value: string): boolean {
  try {
    return new RegExp(value).source.includes("(?<location>");
  } catch {
    return false;
  }
}
