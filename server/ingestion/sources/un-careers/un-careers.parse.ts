import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssuesInOneLine,
  labelItem,
  readItems,
} from "#server/ingestion/sources/json-responses";
import { calendarDateIn } from "#domain/deadlines";

export const UN_CAREERS_LIST_URL =
  "https://careers.un.org/api/public/opening/jo/list/filteredV2/en";
export const UN_SECRETARIAT = "United Nations Secretariat";

/** The public detail API of one job opening (same item fields as the list, wrapped in `data`). */
export function buildUnCareersDetailUrl(jobId: string | number): string {
  return `https://careers.un.org/api/public/opening/joV2/${encodeURIComponent(String(jobId))}/en`;
}

/** Decides from an item's `dept.name` (null when absent) whether a source keeps it. */
export type DepartmentFilter = (department: string | null) => boolean;

export type UnCareersPage = {
  postings: AdapterPosting[];
  /** Items on this page, parsable or not. */
  itemCount: number;
  /** The API's total over all pages (`data.count`). */
  totalCount: number;
  errors: string[];
};

const codeName = z
  .looseObject({ code: z.unknown().optional(), name: z.string().nullish() })
  .nullish();

const envelopeSchema = z.object({
  status: z.number(),
  data: z.object({ list: z.array(z.unknown()), count: z.number().int().nonnegative() }),
});

const itemSchema = z
  .looseObject({
    jobId: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
    postingTitle: z.string().nullish(),
    jobTitle: z.string().nullish(),
    jobLevel: z.string().nullish(),
    categoryCode: z.string().nullish(),
    jobDescription: z.string().nullish(),
    dutyStation: z
      .array(z.looseObject({ code: z.unknown().optional(), description: z.string().nullish() }))
      .nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
    dept: codeName,
    recrttype: codeName,
    jc: codeName,
  })
  .refine((item) => !!(item.postingTitle ?? item.jobTitle)?.trim(), "no postingTitle or jobTitle");

type UnCareersItem = z.infer<typeof itemSchema>;

/** The POST body for one list page (page is 0-based). */
export function buildUnCareersListBody(page: number, itemPerPage: number) {
  return {
    filterConfig: { keyword: "" },
    pagination: { page, itemPerPage, sortBy: "jobId", sortDirection: -1 },
  };
}

/** The public job page of a job opening. */
export function buildUnCareersJobLink(jobId: string | number): string {
  return `https://careers.un.org/jobSearchDescription/${jobId}?language=en`;
}

/** Parses one `filteredV2` list response. Throws on a non-JSON body, a wrong envelope or status ≠ 1. */
export function parseUnCareersPage(
  body: string,
  organization: string | null = null,
  keepDepartment: DepartmentFilter = () => true,
): UnCareersPage {
  const envelope = envelopeSchema.safeParse(parseJson(body, "list"));
  if (!envelope.success) {
    throw new Error(
      `careers.un.org list has an unexpected shape: ${z.prettifyError(envelope.error)}`,
    );
  }
  if (envelope.data.status !== 1) {
    throw new Error(`careers.un.org list answered status ${envelope.data.status} (expected 1)`);
  }
  const { accepted, refused } = readItems(
    envelope.data.data.list,
    itemSchema,
    (raw, index, error) =>
      `careers.un.org ${labelItem(raw, "jobId", "jobId", index)}: ${describeIssuesInOneLine(error)}`,
  );
  return {
    postings: accepted
      .filter((item) => keepDepartment(item.dept?.name?.trim() || null))
      .map((item) => toPosting(item, organization)),
    itemCount: envelope.data.data.list.length,
    totalCount: envelope.data.data.count,
    errors: refused,
  };
}

const detailEnvelopeSchema = z.object({
  status: z.number().optional(),
  data: z.unknown(),
});

/**
 * Parses one `joV2` detail response (`{data: item}`, the item shaped like a list item) into a
 * posting. Throws on a non-JSON body, a status other than 1, or an item without id or title.
 */
export function parseUnCareersDetail(
  body: string,
  organization: string | null = null,
): AdapterPosting {
  const envelope = detailEnvelopeSchema.safeParse(parseJson(body, "detail"));
  if (!envelope.success) {
    throw new Error(
      `careers.un.org detail has an unexpected shape: ${z.prettifyError(envelope.error)}`,
    );
  }
  if (envelope.data.status !== undefined && envelope.data.status !== 1) {
    throw new Error(`careers.un.org detail answered status ${envelope.data.status} (expected 1)`);
  }
  const item = itemSchema.safeParse(envelope.data.data);
  if (!item.success) {
    throw new Error(
      `careers.un.org detail item is unusable: ${z.prettifyError(item.error).replace(/\s+/g, " ")}`,
    );
  }
  return toPosting(item.data, organization);
}

/**
 * The list posting completed by its detail: every field the detail carries wins, a field the
 * detail leaves empty keeps the list's value. The identity (id, link) always stays the list's.
 */
export function mergeUnCareersDetail(
  listed: AdapterPosting,
  detail: AdapterPosting,
): AdapterPosting {
  const merged: AdapterPosting = { ...listed };
  for (const key of Object.keys(detail) as (keyof AdapterPosting)[]) {
    if (key === "externalId" || key === "link") continue;
    const value = detail[key];
    if (value === null || value === undefined || value === "") continue;
    (merged as Record<string, unknown>)[key] = value;
  }
  return merged;
}

/** True when the list item lacks one of the fields its detail supplies. */
export function needsUnCareersDetail(posting: AdapterPosting): boolean {
  return !posting.location || !posting.grade || !posting.expiresAt || !posting.descriptionHtml;
}

function parseJson(body: string, what: "list" | "detail"): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    const start = JSON.stringify(body.trim().slice(0, 30));
    throw new Error(
      `careers.un.org ${what} is not JSON (${(error as Error).message}; starts ${start})`,
      { cause: error },
    );
  }
}

/** postingTitle (carries the unit and grade) unless it is all capitals and jobTitle is not. */
function chooseTitle(postingTitle?: string | null, jobTitle?: string | null): string {
  const posting = postingTitle?.trim() ?? "";
  const job = jobTitle?.trim() ?? "";
  const shouting = (text: string) => text === text.toUpperCase() && /[A-Z]/.test(text);
  return posting && !(shouting(posting) && job && !shouting(job)) ? posting : job || posting;
}

/**
 * The closing date of a UN Secretariat opening: job openings close at 11:59 PM New York time, which
 * `endDate` gives as the UTC moment ("2026-10-07T03:59:59.000Z" for a deadline of 6 October).
 */
function newYorkDate(endDate: string | null | undefined): string | null {
  const instant = endDate ? new Date(endDate) : null;
  if (!instant || Number.isNaN(instant.getTime())) return null;
  return calendarDateIn(instant, "America/New_York");
}

function toPosting(item: UnCareersItem, organization: string | null): AdapterPosting {
  const stations = (item.dutyStation ?? [])
    .map((station) => station.description?.trim())
    .filter((description): description is string => !!description);
  return {
    title: chooseTitle(item.postingTitle, item.jobTitle),
    organization: item.dept?.name?.trim() || organization || UN_SECRETARIAT,
    location: stations.length > 0 ? stations.join("; ") : null,
    descriptionHtml: item.jobDescription ?? null,
    level: item.jc?.name ?? null,
    grade: item.jobLevel ?? null,
    contractType: item.recrttype?.name ?? item.categoryCode ?? null,
    postedAt: item.startDate ?? null,
    expiresAt: item.endDate ?? null,
    closingDate: newYorkDate(item.endDate),
    link: buildUnCareersJobLink(item.jobId),
    externalId: String(item.jobId),
  };
}
