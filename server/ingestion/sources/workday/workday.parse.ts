import { z } from "zod";
import { parseDeadlineText, type Deadline } from "#domain/deadlines";
import { parseLocation } from "#domain/locations";
import { htmlToText } from "#domain/text";
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
  startDate: z.string().nullish(),
  bulletFields: z.array(z.string()).nullish(),
});

const countrySchema = z.looseObject({ descriptor: z.string().nullish() }).nullish();

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
    country: countrySchema,
    jobRequisitionLocation: z.looseObject({ country: countrySchema }).nullish(),
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
    const { title, externalPath, locationsText, postedOn, startDate } = item.data;
    entries.push({
      externalPath,
      posting: {
        title: title.trim(),
        organization,
        location: readWorkdayLocation([locationsText], null),
        descriptionHtml: null,
        // The list item's own start date when it has one; "Posted 30+ Days Ago" alone dates nothing.
        postedAt: readIsoDate(startDate) ?? resolvePostedOn(postedOn ?? null, now),
        // A list item carries no closing date and no text to read one from.
        deadlineDecided: true,
        link: buildWorkdayPublicLink(site, externalPath),
        externalId: readPostingId(externalPath),
      },
    });
  });
  return { total: parsed.data.total, itemCount: parsed.data.jobPostings.length, entries, errors };
}

/**
 * Parses a posting's detail (`GET …{externalPath}`): description, dates, duty station, org, public
 * URL. `now` is the time of the fetch: a listed posting is open, so a deadline already past in its
 * text is stale (see `resolveWorkdayClosing`).
 */
export function parseWorkdayDetail(body: string, now: Date): WorkdayDetail {
  const parsed = detailSchema.safeParse(parseJson(body, "detail"));
  if (!parsed.success) {
    throw new Error(`Workday detail has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const info = parsed.data.jobPostingInfo;
  const country =
    info.jobRequisitionLocation?.country?.descriptor?.trim() ||
    info.country?.descriptor?.trim() ||
    null;
  const detail: WorkdayDetail = { descriptionHtml: info.jobDescription ?? null };
  if (info.title?.trim()) detail.title = info.title.trim();
  const location = readWorkdayLocation(
    [info.location, ...(info.additionalLocations ?? [])],
    country,
  );
  if (location) detail.location = location;
  const postedAt = readIsoDate(info.startDate);
  if (postedAt) detail.postedAt = postedAt;
  // The duty station's country reads zone names that differ by place ("Central Standard Time").
  const countryCode = parseLocation(location ?? country).countryCode;
  const closing = resolveWorkdayClosing(
    info.endDate ?? null,
    info.jobDescription ?? null,
    now,
    countryCode,
  );
  detail.expiresAt = closing?.expiresAt ?? null;
  detail.closingDate = closing?.closingDate ?? null;
  detail.deadlineDecided = true;
  if (info.timeType) detail.contractType = info.timeType;
  if (info.externalUrl) detail.link = info.externalUrl;
  const organization = parsed.data.hiringOrganization?.name?.trim();
  if (organization) detail.organization = organization;
  return detail;
}

/**
 * The duty station(s) from Workday's location strings. A string is a place when the location
 * parser recognises a city or country in it; an unknown name is kept with the job's country added
 * ("Kuajok" → "Kuajok, South Sudan"); a short all-capital code (WTO's building "CWR") or an
 * unspecified marker ("HQ") is not a place and is dropped. With no place left, the job's own
 * country field is the duty station ("Switzerland").
 */
export function readWorkdayLocation(
  values: (string | null | undefined)[],
  country: string | null,
): string | null {
  const places: string[] = [];
  for (const raw of values) {
    const text = raw?.replace(/\s+/g, " ").trim();
    if (!text) continue;
    // Workday's list says "2 Locations" for several: the parser shows that as "Multiple locations".
    if (/^\d+ locations?$/i.test(text)) {
      places.push(text);
      continue;
    }
    const parsed = parseLocation(text);
    if (parsed.countryCode || parsed.isRemote) places.push(text);
    else if (!parsed.isSpecial && !isLocationCode(text))
      places.push(country ? `${text}, ${country}` : text);
  }
  const unique = [...new Set(places)];
  if (unique.length > 0) return unique.join("; ");
  return country;
}

/** "CWR", "HQ2", "MCO": a code of two to six capitals/digits, not a place name. */
function isLocationCode(text: string): boolean {
  return /^[A-Z0-9]{2,6}$/.test(text);
}

/** When applications close: the moment (ISO instant or date) and the posting's own calendar date. */
export type WorkdayClosing = { expiresAt: string; closingDate: string };

/**
 * Workday's closing-date rule. `endDate` is the day the posting comes down, the day after the
 * last day to apply (UNHCR: text "September 20, 2026", endDate 2026-09-21; WTO: "31-12-2026",
 * 2027-01-01; PAHO: "September 17, 2026, 11:59 PM Central Standard Time", 2026-09-18), so the
 * closing date is endDate − 1 day. When the description states a deadline within a day of that,
 * the text's deadline is used: its moment carries the hour and time zone, and its closing date is
 * the day the text names (PAHO's 11:59 PM Eastern Time is already the next day in UTC). When they
 * disagree by more, endDate wins: the posting is still listed, so the text is stale (WFP's "14
 * March 2026" with endDate 2026-12-15). An endDate in 2060 or later (WFP's "2926-05-30") or none:
 * the text's deadline, unless it is already past when the job is listed (then none).
 */
export function resolveWorkdayClosing(
  endDate: string | null,
  descriptionHtml: string | null,
  now: Date,
  countryCode: string | null = null,
): WorkdayClosing | null {
  const fromText = readTextDeadline(descriptionHtml, countryCode);
  const textClosing = fromText
    ? { expiresAt: fromText.instant.toISOString(), closingDate: fromText.localDate }
    : null;
  const end = readIsoDate(endDate);
  const endYear = end ? Number(end.slice(0, 4)) : null;
  if (end && endYear !== null && endYear < 2060) {
    const lastDay = new Date(Date.parse(`${end}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    if (fromText && Math.abs(Date.parse(fromText.localDate) - Date.parse(lastDay)) <= 86_400_000)
      return textClosing;
    return { expiresAt: lastDay, closingDate: lastDay };
  }
  if (fromText && fromText.instant.getTime() > now.getTime()) return textClosing;
  return null;
}

function readTextDeadline(
  descriptionHtml: string | null,
  countryCode: string | null,
): Deadline | null {
  if (!descriptionHtml) return null;
  return parseDeadlineText(htmlToText(descriptionHtml), { countryCode });
}

/** "2026-09-11" (Workday's date fields) → itself; anything else → null. */
function readIsoDate(value: string | null | undefined): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  return Number.isNaN(Date.parse(`${match[0]}T00:00:00Z`)) ? null : match[0];
}

/**
 * "Posted Today" / "Posted Yesterday" / "Posted 3 Days Ago" → the UTC date that many days before
 * `now`. "Posted 30+ Days Ago" says only "a month or more": no date (null), as for anything else.
 */
export function resolvePostedOn(postedOn: string | null, now: Date): string | null {
  const text = postedOn?.trim().toLowerCase().replace(/\s+/g, " ") ?? "";
  const match = /^posted (today|yesterday|(\d+) days? ago)$/.exec(text);
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
