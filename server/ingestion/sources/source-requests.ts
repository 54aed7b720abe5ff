import { HttpError } from "#server/ingestion/http/http-types";
import type { z } from "zod";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "./read-source-metadata";

// What every adapter does around its requests: say what was being fetched when one fails.

/** Prefixes the client's HttpError (it throws on 4xx/5xx) with what was being fetched. */
export function withContext(what: string) {
  return (error: unknown): never => {
    if (error instanceof HttpError) {
      throw new HttpError(`${what}: ${error.message}`, error.url, error.status);
    }
    throw error;
  };
}

/** A page's body; an error status the client let through becomes an HttpError, as one it threw. */
export async function fetchText(
  context: AdapterContext,
  url: string,
  headers?: Record<string, string>,
): Promise<string> {
  const response = await context.http.request(headers ? { url, headers } : { url });
  if (response.status >= 400)
    throw new HttpError(`HTTP ${response.status}`, response.url, response.status);
  return response.text;
}

/**
 * A run over a list that one answer holds whole (every posting at once): fetched, parsed, and
 * complete as soon as one page may be read. A failed request or parse fails the run, as
 * "`what` `url` failed: …".
 */
export async function readWholeList(
  context: AdapterContext,
  what: string,
  url: string,
  parse: (body: string) => { postings: AdapterPosting[]; errors: string[]; itemCount: number },
  headers?: Record<string, string>,
): Promise<AdapterResult> {
  let list;
  try {
    list = parse(await fetchText(context, url, headers));
  } catch (error) {
    throw new Error(`${what} ${url} failed: ${describe(error)}`, { cause: error });
  }
  return {
    postings: list.postings,
    itemsFetched: list.itemCount,
    complete: context.maxPages >= 1,
    errors: list.errors,
  };
}

/** How many gone pages, all of those read, make the links rather than the postings suspect. */
const EVERY_PAGE_GONE_IS_SUSPECT = 3;

/**
 * Completes up to `maxDetails` postings of a list from their own pages, one after another: `read`
 * takes a posting's page body into the posting. A page answering 404 or 410 proves the posting
 * gone: it leaves the result, named in `goneExternalIds` and its page in `goneUrls`. Any other
 * failure keeps the list's facts and is an error line, "`what` {id} ({url}) failed: …".
 *
 * When every page read (three or more) answers 404 or 410, the list still naming them all is
 * likelier a changed link pattern than a board whose every posting vanished at once: nothing is
 * taken for gone, the postings keep their list facts, and one error line says so (the failed
 * requests also keep the run from counting as complete, so nothing is closed for being unlisted).
 */
export async function readDetailPages(
  context: AdapterContext,
  result: AdapterResult,
  what: string,
  pageUrl: (posting: AdapterPosting) => string,
  read: (posting: AdapterPosting, body: string) => void,
): Promise<void> {
  const gone = new Set<string>();
  const goneUrls: string[] = [];
  const toRead = result.postings.slice(0, context.maxDetails);
  for (const posting of toRead) {
    const url = pageUrl(posting);
    try {
      read(posting, await fetchText(context, url));
    } catch (error) {
      if (error instanceof HttpError && (error.status === 404 || error.status === 410)) {
        gone.add(posting.externalId);
        goneUrls.push(url);
        continue;
      }
      result.errors.push(`${what} ${posting.externalId} (${url}) failed: ${describe(error)}`);
    }
  }
  if (gone.size >= EVERY_PAGE_GONE_IS_SUSPECT && gone.size === toRead.length) {
    result.errors.push(
      `${what} pages: all ${gone.size} read answered 404 or 410 (first: ${goneUrls[0]}) while the list still names them; the links may have changed, so no job is closed`,
    );
    return;
  }
  if (gone.size > 0) {
    (result.goneUrls ??= []).push(...goneUrls);
    result.postings = result.postings.filter((posting) => !gone.has(posting.externalId));
    result.goneExternalIds = [...gone];
  }
}

type WholeList = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

/**
 * An adapter whose source answers every posting in one JSON document: its options are read with
 * `metadataSchema`, `url` is fetched once and `parse` reads the whole list, given the options and
 * the organisation to assume (the options' `organization`, else the source's).
 */
export function wholeJsonListAdapter<Schema extends z.ZodType<{ organization?: string }>>(spec: {
  name: string;
  description: string;
  metadataSchema: Schema;
  /** What the request is, for its error message ("recruitee: offers"). */
  what: string;
  url: (metadata: z.output<Schema>) => string;
  parse: (body: string, metadata: z.output<Schema>, organization: string | null) => WholeList;
}): SourceAdapter {
  return {
    name: spec.name,
    type: "api",
    metadataSchema: spec.metadataSchema,
    description: spec.description,
    async run(context) {
      const metadata = readSourceMetadata(spec.name, context.source, spec.metadataSchema);
      const organization = metadata.organization ?? context.source.organization;
      return readWholeList(
        context,
        spec.what,
        spec.url(metadata),
        (body) => spec.parse(body, metadata, organization),
        { accept: "application/json" },
      );
    },
  };
}

export function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
