import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";

/** Where a Workday career site lives: `https://{host}/wday/cxs/{tenant}/{site}`. */
export type WorkdaySite = { host: string; tenant: string; site: string; locale?: string };

export type WorkdayListEntry = { externalPath: string; posting: AdapterPosting };

export type WorkdayListPage = {
  /** Only meaningful on the offset-0 page; later pages may report 0. */
  total: number;
  itemCount: number;
  entries: WorkdayListEntry[];
  errors: string[];
};

export type WorkdayDetail = Partial<AdapterPosting> & { descriptionHtml: string | null };

const listSchema = z.object({
  total: z.number().int().nonnegative(),
  jobPostings: z.array(z.unknown()),
});

const listItemSchema = z.looseObject({
  title: z.string().trim().min(1),
  externalPath: z.string().startsWith("/"),
  locationsText: z.string().nullish(),
  postedOn: z.string().nullish(),
  bulletFields: z.array(z.string()).nullish(),
});

const detailSchema = z.object({
  jobPostingInfo: z.looseObject({
    title: z.string().nullish(),
    jobDescription: z.string().nullish(),
    location: z.string().nullish(),
    additionalLocations: z.array(z.string()).nullish(),
    startDate: z.string().nullish(),
    endDate: z.string().nullish(),
    timeType: z.string().nullish(),
    jobReqId: z.string().nullish(),
    externalUrl: z.string().nullish(),
  }),
  hiringOrganization: z.looseObject({ name: z.string().nullish() }).nullish(),
});

/** API base of a site; WFP's `wd3.myworkdaysite.com` uses the same cxs path. */
export function buildWorkdayApiBase({ host, tenant, site }: WorkdaySite): string {
  return `https://${host}/wday/cxs/${tenant}/${site}`;
}

/** The public page of a posting: myworkdaysite.com serves `/recruiting/{tenant}/{site}`, others `/{locale}/{site}`. */
export function buildWorkdayPublicLink(site: WorkdaySite, externalPath: string): string {
  const prefix = site.host.endsWith(".myworkdaysite.com")
    ? `/recruiting/${site.tenant}/${site.site}`
    : `/${site.locale ?? "en-US"}/${site.site}`;
  return `https://${site.host}${prefix}${externalPath}`;
}

/** Parses a `POST …/jobs` list page into list-level postings (no description yet). */
export function parseWorkdayList(
  body: string,
  site: WorkdaySite,
  now: Date,
  organization: string | null = null,
): WorkdayListPage {
  const parsed = listSchema.safeParse(parseJson(body, "list"));
  if (!parsed.success) {
    throw new Error(`Workday list has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const entries: WorkdayListEntry[] = [];
  const errors: string[] = [];
  parsed.data.jobPostings.forEach((raw, index) => {
    const item = listItemSchema.safeParse(raw);
    if (!item.success) {
      const title = (raw as { title?: unknown } | null)?.title;
      const label = typeof title === "string" ? `"${title}"` : `item ${index + 1}`;
      errors.push(`Workday ${label}: ${z.prettifyError(item.error).replace(/\s+/g, " ")}`);
      return;
    }
    const { title, externalPath, locationsText, postedOn } = item.data;
    entries.push({
      externalPath,
      posting: {
        title: title.trim(),
        organization,
        location: locationsText?.trim() || null,
        descriptionHtml: null,
        postedAt: resolvePostedOn(postedOn ?? null, now),
        link: buildWorkdayPublicLink(site, externalPath),
        externalId: readPostingId(externalPath),
      },
    });
  });
  return { total: parsed.data.total, itemCount: parsed.data.jobPostings.length, entries, errors };
}

/** Parses a posting's detail (`GET …{externalPath}`): description, dates, locations, org, public URL. */
export function parseWorkdayDetail(body: string): WorkdayDetail {
  const parsed = detailSchema.safeParse(parseJson(body, "detail"));
  if (!parsed.success) {
    throw new Error(`Workday detail has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const info = parsed.data.jobPostingInfo;
  const locations = [info.location, ...(info.additionalLocations ?? [])]
    .map((location) => location?.trim())
    .filter((location): location is string => !!location);
  const detail: WorkdayDetail = { descriptionHtml: info.jobDescription ?? null };
  if (info.title?.trim()) detail.title = info.title.trim();
  if (locations.length > 0) detail.location = [...new Set(locations)].join("; ");
  if (info.startDate) detail.postedAt = info.startDate;
  if (info.endDate) detail.expiresAt = info.endDate;
  if (info.timeType) detail.contractType = info.timeType;
  if (info.externalUrl) detail.link = info.externalUrl;
  const organization = parsed.data.hiringOrganization?.name?.trim();
  if (organization) detail.organization = organization;
  return detail;
}

/**
 * "Posted Today" / "Posted Yesterday" / "Posted 3 Days Ago" / "Posted 30+ Days Ago" → the UTC date
 * that many days before `now` (30+ gives the 30-day bound). Anything else → null.
 */
export function resolvePostedOn(postedOn: string | null, now: Date): string | null {
  const text = postedOn?.trim().toLowerCase().replace(/\s+/g, " ") ?? "";
  const match = /^posted (today|yesterday|(\d+)\+? days? ago)$/.exec(text);
  if (!match) return null;
  const days = match[1] === "today" ? 0 : match[1] === "yesterday" ? 1 : Number(match[2]);
  return new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
}

/** The requisition part of a path (`…/Inspector-General_JR2561448-2` → `JR2561448-2`), else the path. */
export function readPostingId(externalPath: string): string {
  const last = externalPath.split("/").at(-1) ?? "";
  const underscore = last.lastIndexOf("_");
  return underscore >= 0 && underscore < last.length - 1
    ? last.slice(underscore + 1)
    : externalPath;
}

function parseJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch (error) {
    const start = JSON.stringify(body.trim().slice(0, 30));
    throw new Error(`Workday ${what} is not JSON (${(error as Error).message}; starts ${start})`, {
      cause: error,
    });
  }
}
