import { z } from "zod";
import { findLabelledContract } from "#domain/contract-types";
import { htmlToText } from "#domain/text";
import type {
  AdapterContext,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import {
  parseSuccessFactorsDetail,
  parseSuccessFactorsFeed,
  parseSuccessFactorsList,
  type SuccessFactorsList,
  type SuccessFactorsOptions,
} from "./successfactors.parse";
import { describe, fetchText, readWholeList } from "../source-requests";

const column = z.string().regex(/^[\w-]+$/, "a CSS class name");
/**
 * `sources.metadata` for an RMK site. Give one of: `feedUrl`; `host` + `catid` (category RSS);
 * `host` + `googleFeed: true`; `host` + `listPath` (HTML list, e.g. "/go/All-jobs-openings/784002/").
 */
const metadataSchema = z
  .object({
    host: z
      .string()
      .regex(/^[a-z0-9.-]+$/i, "a host name")
      .optional(),
    feedUrl: z.string().url().optional(),
    catid: z
      .union([z.string().regex(/^\d+$/), z.number().int()])
      .transform(String)
      .optional(),
    googleFeed: z.boolean().default(false),
    listPath: z.string().startsWith("/").optional(),
    pageSize: z.number().int().min(1).max(100).default(25),
    columns: z
      .object({
        location: column,
        postedAt: column,
        grade: column,
        contractType: column,
        deadline: column,
      })
      .partial()
      .optional(),
    /** UNESCO writes deadlines DD/MM/YYYY: the deadline text then carries "(DD/MM/YYYY)". */
    dayFirst: z.boolean().default(false),
    fetchDetails: z.boolean().default(true),
    organization: z.string().optional(),
  })
  .refine(
    (meta) => meta.feedUrl || (meta.host && (meta.catid || meta.googleFeed || meta.listPath)),
    {
      message: "give feedUrl, or host with catid, googleFeed or listPath",
    },
  );
type SuccessFactorsMetadata = z.infer<typeof metadataSchema>;

export const successFactorsAdapter: SourceAdapter = {
  name: "successfactors",
  type: "rss",
  metadataSchema,
  description:
    "SAP SuccessFactors RMK: category RSS or googlefeed.xml, or the HTML list (/go/…/, /search/) deduped and paged by startrow; job pages for descriptions.",
  run: runSuccessFactors,
};

/** The list URL at a row offset: `/go/{name}/{id}/{offset}/` for category pages, `startrow=` for search. */
export function buildSuccessFactorsListUrl(host: string, listPath: string, offset: number): string {
  const url = new URL(`https://${host}${listPath}`);
  if (offset > 0) {
    if (/^\/go\/[^/]+\/\d+\/?$/.test(url.pathname))
      url.pathname = `${url.pathname.replace(/\/?$/, "/")}${offset}/`;
    else url.searchParams.set("startrow", String(offset));
  }
  return url.toString();
}

async function runSuccessFactors(context: AdapterContext): Promise<AdapterResult> {
  const meta = readSourceMetadata("successfactors", context.source, metadataSchema);
  const options: SuccessFactorsOptions = {
    organization: meta.organization ?? context.source.organization,
    dayFirst: meta.dayFirst,
    ...(meta.columns ? { columns: meta.columns } : {}),
  };
  // Jobs whose list cell names one place of several: their job page names them all.
  const morePlaces = new Set<string>();
  const result =
    meta.listPath && meta.host && !meta.feedUrl
      ? await readList(context, meta, meta.host, meta.listPath, options, morePlaces)
      : await readFeed(context, meta, options);
  if (meta.fetchDetails) await fetchDetails(context, result, morePlaces);
  return result;
}

async function readFeed(
  context: AdapterContext,
  meta: SuccessFactorsMetadata,
  options: SuccessFactorsOptions,
): Promise<AdapterResult> {
  const url =
    meta.feedUrl ??
    (meta.catid
      ? `https://${meta.host}/services/rss/category/?catid=${meta.catid}`
      : `https://${meta.host}/googlefeed.xml`);
  // The feed is one document: everything it lists was seen.
  return readWholeList(context, "successfactors: feed", url, (body) =>
    parseSuccessFactorsFeed(body, options),
  );
}

async function readList(
  context: AdapterContext,
  meta: SuccessFactorsMetadata,
  host: string,
  listPath: string,
  options: SuccessFactorsOptions,
  morePlaces: Set<string>,
): Promise<AdapterResult> {
  const result: AdapterResult = { postings: [], itemsFetched: 0, complete: false, errors: [] };
  const seen = new Set<string>();
  for (let page = 0; page < context.maxPages; page++) {
    const url = buildSuccessFactorsListUrl(host, listPath, page * meta.pageSize);
    let list: SuccessFactorsList;
    try {
      list = parseSuccessFactorsList(await fetchText(context, url), url, options);
    } catch (error) {
      const message = `successfactors: list page ${page + 1} (${url}) failed: ${describe(error)}`;
      if (page === 0) throw new Error(message, { cause: error });
      result.errors.push(message);
      return result;
    }
    const fresh = list.postings.filter((posting) => !seen.has(posting.externalId));
    for (const posting of fresh) seen.add(posting.externalId);
    for (const id of list.morePlaces) morePlaces.add(id);
    result.postings.push(...fresh);
    result.errors.push(...list.errors);
    result.itemsFetched += list.itemCount;
    // RMK's offset paging is unreliable: a page of known jobs means it ignored the offset.
    if (list.postings.length > 0 && fresh.length === 0) {
      result.errors.push(
        `successfactors: list page ${page + 1} repeated earlier jobs; stopped paging`,
      );
      return result;
    }
    if (
      list.itemCount === 0 ||
      (list.total !== null ? result.itemsFetched >= list.total : list.itemCount < meta.pageSize)
    ) {
      result.complete = true;
      break;
    }
  }
  return result;
}

async function fetchDetails(
  context: AdapterContext,
  result: AdapterResult,
  morePlaces: ReadonlySet<string>,
): Promise<void> {
  const missing = result.postings
    .filter((posting) => !posting.descriptionHtml)
    .slice(0, context.maxDetails);
  for (const posting of missing) {
    try {
      const detail = parseSuccessFactorsDetail(await fetchText(context, posting.link));
      posting.descriptionHtml = detail.descriptionHtml;
      if (detail.location && morePlaces.has(posting.externalId)) posting.location = detail.location;
      else posting.location ??= detail.location;
      // When the list had no contract column: the page's labelled job field ("Employment Type:
      // Regular Full Time"), else a labelled "Contract type" row of its description.
      posting.contractType ??=
        findLabelledContract(detail.fieldsText) ??
        findLabelledContract(htmlToText(detail.descriptionHtml ?? ""));
    } catch (error) {
      result.errors.push(
        `successfactors: job ${posting.externalId} (${posting.link}) failed: ${describe(error)}`,
      );
    }
  }
}
