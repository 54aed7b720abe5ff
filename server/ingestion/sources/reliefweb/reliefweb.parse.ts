import * as cheerio from "cheerio";
import { micromark } from "micromark";
import { z } from "zod";
import { findAggregator } from "#domain/aggregators";
import { statesPostIsRemote, statesRemoteWork } from "#domain/remote-work-statement";
import { htmlToText } from "#domain/text";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssuesInOneLine,
  labelItem,
  readItems,
} from "#server/ingestion/sources/json-responses";

export const RELIEFWEB_JOBS_URL = "https://api.reliefweb.int/v2/jobs";

export type ReliefWebEnvelope = {
  totalCount: number;
  count: number;
  items: unknown[];
  nextHref: string | null;
};

export type ReliefWebJobsPage = Omit<ReliefWebEnvelope, "items"> & {
  itemCount: number;
  postings: AdapterPosting[];
  errors: string[];
};

const envelopeSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  data: z.array(z.unknown()),
  links: z.looseObject({ next: z.object({ href: z.string() }).nullish() }).nullish(),
});

const named = z.looseObject({ name: z.string() });
const namedList = z.array(named).nullish();

const jobSchema = z.object({
  id: z.union([z.string().min(1), z.number().int()]).transform(String),
  fields: z.looseObject({
    title: z.string().trim().min(1),
    url: z.string().nullish(),
    url_alias: z.string().nullish(),
    "body-html": z.string().nullish(),
    body: z.string().nullish(),
    "how_to_apply-html": z.string().nullish(),
    date: z.looseObject({ created: z.string().nullish(), closing: z.string().nullish() }).nullish(),
    source: z.array(z.looseObject({ name: z.string(), shortname: z.string().nullish() })).nullish(),
    country: z.array(z.looseObject({ name: z.string(), iso3: z.string().nullish() })).nullish(),
    city: namedList,
    type: namedList,
    experience: namedList,
  }),
});

type ReliefWebJob = z.infer<typeof jobSchema>;

/** The request body for one page of open jobs with every field (`profile: "full"`). */
export function buildReliefWebBody(offset: number, limit: number, filter?: unknown) {
  return { preset: "latest", profile: "full", limit, offset, ...(filter ? { filter } : {}) };
}

/** Reads the envelope every ReliefWeb API endpoint shares (v1 and v2). Throws on another shape. */
export function parseReliefWebEnvelope(body: string): ReliefWebEnvelope {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    const start = JSON.stringify(body.trim().slice(0, 30));
    throw new Error(`ReliefWeb answer is not JSON (${(error as Error).message}; starts ${start})`, {
      cause: error,
    });
  }
  const parsed = envelopeSchema.safeParse(json);
  if (!parsed.success) {
    throw new Error(`ReliefWeb answer has an unexpected shape: ${z.prettifyError(parsed.error)}`);
  }
  const { totalCount, count, data, links } = parsed.data;
  return { totalCount, count, items: data, nextHref: links?.next?.href ?? null };
}

/** Parses one `/v2/jobs` page into postings; an item that fails validation becomes an error entry. */
export function parseReliefWebJobs(body: string): ReliefWebJobsPage {
  const { items, ...envelope } = parseReliefWebEnvelope(body);
  const { accepted, refused } = readItems(
    items,
    jobSchema,
    (raw, index, error) =>
      `ReliefWeb ${labelItem(raw, "id", "job", index)}: ${describeIssuesInOneLine(error)}`,
  );
  return {
    ...envelope,
    itemCount: items.length,
    postings: accepted.map(toPosting),
    errors: refused,
  };
}

function toPosting({ id, fields }: ReliefWebJob): AdapterPosting {
  const link = fields.url ?? fields.url_alias ?? `https://reliefweb.int/job/${id}`;
  const howToApply = fields["how_to_apply-html"]?.trim();
  const alias = fields.url_alias && fields.url_alias !== link ? [fields.url_alias] : [];
  const employerLinks = howToApply ? findEmployerLinks(howToApply) : [];
  const alternateLinks = [...employerLinks, ...alias];
  // `body` is the same text in Markdown (ReliefWeb's own format); `body-html` its rendering, sent
  // with the full profile. Without it the Markdown is rendered here (raw HTML in it stays text).
  const body = fields["body-html"] ?? (fields.body ? micromark(fields.body) : null);
  const title = fields.title.trim();
  return {
    title,
    organization: nameOfInternationalBody(fields.source?.[0]?.name ?? null, htmlToText(body)),
    location: formatLocation(fields.country ?? [], fields.city ?? [], {
      saysRemote: () => statesRemoteWork(title, htmlToText(body)),
      saysPostIsRemote: () => statesPostIsRemote(htmlToText(body)),
    }),
    descriptionHtml: howToApply ? `${body ?? ""}\n<h2>How to apply</h2>\n${howToApply}` : body,
    level: fields.experience?.[0]?.name ?? null,
    contractType: fields.type?.map((type) => type.name).join(", ") || null,
    postedAt: fields.date?.created ?? null,
    closingDate: fields.date?.closing ?? null,
    deadlineText: readClosingDay(fields.date?.closing),
    link,
    externalId: id,
    ...(alternateLinks.length > 0 ? { alternateLinks } : {}),
  };
}

/**
 * The links in a job's "How to apply" text that lead to the employer's own application page
 * ("Apply through <a href=…>UNICEF's careers site</a>"): web addresses only, never e-mail, and
 * never another job board. Kept beside ReliefWeb's link so the Apply button opens the employer's
 * page first.
 */
export function findEmployerLinks(howToApplyHtml: string): string[] {
  const $ = cheerio.load(howToApplyHtml);
  const links: string[] = [];
  $("a[href]").each((_, anchor) => {
    const href = $(anchor).attr("href")?.trim() ?? "";
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return;
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") return;
    if (findAggregator(url.href) !== null) return;
    if (!links.includes(url.href)) links.push(url.href);
  });
  return links;
}

/**
 * "City, Country" per city when there is one country; countries alone otherwise. ReliefWeb leaves
 * the country out of remote jobs and also of jobs whose place it did not file (ALIMA's "LIEU DE
 * MISSION : BAHAI /TCHAD", a roster, ACT Alliance's post that names no place): without one, the
 * job is "Remote" only when its own title or text says so, and has no location otherwise (its
 * title and text are then read for a place). A job with countries and no city is remote in them
 * ("Remote, United States of America") when its text says the post itself is remote.
 */
function formatLocation(
  countries: { name: string }[],
  cities: { name: string }[],
  text: { saysRemote: () => boolean; saysPostIsRemote: () => boolean },
): string | null {
  if (countries.length === 0) return text.saysRemote() ? "Remote" : null;
  const country = countries[0]!.name;
  if (countries.length === 1 && cities.length > 0) {
    return cities.map((city) => `${city.name}, ${country}`).join("; ");
  }
  const named = countries.map((entry) => entry.name).join("; ");
  // ReliefWeb files a remote post under the country it is open to ("This is a US-based remote
  // position"): the text's own words make it remote, in that country.
  return text.saysPostIsRemote() ? `Remote, ${named}` : named;
}

/**
 * ReliefWeb stores a job's closing date as a calendar day at 00:00 UTC ("2026-03-02T00:00:00+00:00"):
 * the job is open through that day, so the deadline is the day itself (read as its end), and it
 * decides over any date written in the description.
 */
export function readClosingDay(closing: string | null | undefined): string | null {
  return /^\d{4}-\d{2}-\d{2}/.exec(closing?.trim() ?? "")?.[0] ?? null;
}

/**
 * The employer ReliefWeb files a job under is its source, the organisation's family name ("BRAC",
 * "Habitat for Humanity", "Shelter for Life"); when the job's own text names that organisation's
 * international body ("BRAC International is Hiring!", "At Habitat for Humanity International
 * (HFHI), …"), that body is the employer applicants read, spelt as the text spells it. A source
 * already named international, or whose text names no such body, is kept.
 */
export function nameOfInternationalBody(source: string | null, text: string): string | null {
  if (!source || /\binternational\b/i.test(source)) return source;
  const name = source
    .trim()
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    .replace(/\s+/g, "\\s+");
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${name}\\s+International(?![\\p{L}\\p{N}])`, "iu");
  return named.exec(text)?.[0].replace(/\s+/g, " ") ?? source;
}
