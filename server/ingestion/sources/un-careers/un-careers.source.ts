import { z } from "zod";
import { HttpError } from "#server/ingestion/http/http-types";
import type {
  AdapterContext,
  AdapterPosting,
  AdapterResult,
  SourceAdapter,
} from "#server/ingestion/source-adapter";
import { readSourceMetadata } from "../read-source-metadata";
import { readPostingPages } from "../read-list-pages";
import {
  buildUnCareersDetailUrl,
  buildUnCareersListBody,
  mergeUnCareersDetail,
  needsUnCareersDetail,
  parseUnCareersDetail,
  parseUnCareersPage,
  UN_CAREERS_LIST_URL,
  type DepartmentFilter,
} from "./un-careers.parse";
import { describe, withContext } from "../source-requests";

const metadataSchema = z.object({
  /** Items per list page; the API accepts up to 200. */
  pageSize: z.number().int().min(1).max(200).default(100),
  /** Used when an item has no `dept.name` (before the "United Nations Secretariat" default). */
  organization: z.string().min(1).optional(),
  /**
   * Keep only items whose `dept.name` contains one of these (case-insensitive): one entity of the
   * careers.un.org tenant (e.g. "International Trade Centre") as its own source.
   */
  departments: z.array(z.string().trim().min(1)).min(1).optional(),
  /** Drop items whose `dept.name` contains one of these (the entities configured on their own). */
  excludeDepartments: z.array(z.string().trim().min(1)).default([]),
  /**
   * When to read an opening's detail (`joV2`): "missing" for items whose list entry lacks the duty
   * station, grade, closing date or description; "all" for every item; "none" never. At most
   * `maxDetails` detail requests per run.
   */
  details: z.enum(["missing", "all", "none"]).default("missing"),
});

export type UnCareersMetadata = z.infer<typeof metadataSchema>;

/** careers.un.org (Inspira): the public filteredV2 list, sorted by jobId, descriptions included. */
export const unCareersAdapter: SourceAdapter = {
  name: "un-careers",
  type: "api",
  metadataSchema,
  description:
    "UN Secretariat careers.un.org public JSON list (filteredV2), paged by jobId, optionally one department; joV2 detail per opening for the fields the list lacks.",
  run: runUnCareersSource,
};

async function runUnCareersSource(context: AdapterContext): Promise<AdapterResult> {
  const metadata = readSourceMetadata("un-careers", context.source, metadataSchema);
  const organization = metadata.organization ?? context.source.organization;
  const keepDepartment = departmentFilter(metadata.departments, metadata.excludeDepartments);
  const { pageSize } = metadata;
  // Sorting by jobId keeps pages stable; a posting repeated across pages is kept once.
  const list = await readPostingPages({
    maxPages: context.maxPages,
    readPage: async (page) => {
      const result = parseUnCareersPage(
        await fetchListPage(context, page, pageSize),
        organization,
        keepDepartment,
      );
      return {
        ...result,
        last: result.itemCount < pageSize || (page + 1) * pageSize >= result.totalCount,
      };
    },
    describePage: (page) => `list page ${page}`,
  });
  const { itemsFetched, complete, errors } = list;
  const postings = await addDetails(context, list.entries, metadata.details, errors);
  return { postings, itemsFetched, complete, errors };
}

/** Case-insensitive "contains" on `dept.name`; an item without a department only passes when no list of departments is given. */
export function departmentFilter(
  include: string[] | undefined,
  exclude: string[],
): DepartmentFilter {
  const lower = (values: string[]) => values.map((value) => value.toLowerCase());
  const wanted = include ? lower(include) : null;
  const unwanted = lower(exclude);
  return (department) => {
    const name = department?.toLowerCase() ?? null;
    if (name !== null && unwanted.some((part) => name.includes(part))) return false;
    if (wanted === null) return true;
    return name !== null && wanted.some((part) => name.includes(part));
  };
}

/** Reads the detail of the chosen postings (bounded by `maxDetails`); a failed detail keeps the list entry and records an error. */
async function addDetails(
  context: AdapterContext,
  postings: AdapterPosting[],
  mode: UnCareersMetadata["details"],
  errors: string[],
): Promise<AdapterPosting[]> {
  if (mode === "none") return postings;
  let budget = context.maxDetails;
  const completed: AdapterPosting[] = [];
  for (const posting of postings) {
    if (budget <= 0 || (mode === "missing" && !needsUnCareersDetail(posting))) {
      completed.push(posting);
      continue;
    }
    budget -= 1;
    const url = buildUnCareersDetailUrl(posting.externalId);
    try {
      const response = await context.http.request({ url, headers: { accept: "application/json" } });
      if (response.status >= 400) throw new Error(`HTTP ${response.status}`);
      const detail = parseUnCareersDetail(response.text, posting.organization ?? null);
      completed.push(mergeUnCareersDetail(posting, detail));
    } catch (error) {
      errors.push(`detail of jobId ${posting.externalId}: ${describe(error)}`);
      completed.push(posting);
    }
  }
  return completed;
}

async function fetchListPage(context: AdapterContext, page: number, pageSize: number) {
  const response = await context.http
    .request({
      url: UN_CAREERS_LIST_URL,
      method: "POST",
      headers: { accept: "application/json" },
      body: buildUnCareersListBody(page, pageSize),
    })
    .catch(withContext(`careers.un.org list page ${page}`));
  if (response.status >= 400) {
    throw new HttpError(
      `careers.un.org list page ${page} answered HTTP ${response.status}`,
      UN_CAREERS_LIST_URL,
      response.status,
    );
  }
  return response.text;
}
