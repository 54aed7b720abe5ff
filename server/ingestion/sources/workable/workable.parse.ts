import { z } from "zod";
import { cleanText } from "#domain/text-whitespace";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { escapeHtml } from "#domain/text";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import { describeIssues, parseJsonBody, readItems } from "#server/ingestion/sources/json-responses";
import { titleSaysRemote } from "#server/ingestion/title-says-remote";

const text = z.string().nullish();
const placeSchema = z.object({
  country: text,
  countryCode: text,
  city: text,
  region: text,
  hidden: z.boolean().nullish(),
});
const jobSchema = z.object({
  title: z.string().trim().min(1),
  shortcode: z.string().trim().min(1),
  code: text,
  employment_type: text,
  telecommuting: z.boolean().nullish(),
  department: text,
  url: z.url().nullish(),
  shortlink: z.url().nullish(),
  application_url: z.url().nullish(),
  published_on: text,
  created_at: text,
  country: text,
  city: text,
  state: text,
  experience: text,
  locations: z.array(placeSchema).nullish(),
  description: text,
  requirements: text,
  benefits: text,
});
const accountSchema = z.object({
  name: z.string().nullish(),
  jobs: z.array(z.unknown()),
});

export type WorkableAccount = {
  postings: AdapterPosting[];
  errors: string[];
  itemCount: number;
};

/**
 * Parses `GET apply.workable.com/api/v1/widget/accounts/{account}?details=true`: every published
 * job of the account in one answer. A bad job becomes an error; a bad envelope throws.
 */
export function parseWorkableAccount(
  json: string,
  account: string,
  organization: string | null,
): WorkableAccount {
  const parsed = accountSchema.safeParse(parseJsonBody(json, "Workable account"));
  if (!parsed.success)
    throw new Error(`Workable account: unexpected payload (${describeIssues(parsed.error)})`);
  const { accepted, refused } = readItems(
    parsed.data.jobs,
    jobSchema,
    (raw, index, error) => `Workable job #${index + 1}${describeId(raw)}: ${describeIssues(error)}`,
  );
  const postings = accepted.map((job) =>
    toPosting(job, account, organization ?? cleanText(parsed.data.name)),
  );
  return { postings, errors: refused, itemCount: parsed.data.jobs.length };
}

/** The public page of a job on the account's careers site, when the job does not give its own. */
export function buildWorkableLink(account: string, shortcode: string): string {
  return `https://apply.workable.com/${encodeURIComponent(account)}/j/${encodeURIComponent(shortcode)}/`;
}

function toPosting(
  job: z.infer<typeof jobSchema>,
  account: string,
  organization: string | null,
): AdapterPosting {
  const link = job.url ?? job.shortlink ?? buildWorkableLink(account, job.shortcode);
  const others = [job.shortlink, job.application_url].filter(
    (url): url is string => Boolean(url) && url !== link,
  );
  return {
    title: job.title,
    externalId: job.shortcode,
    link,
    ...(others.length ? { alternateLinks: [...new Set(others)] } : {}),
    organization,
    location: formatWorkableLocation(job),
    contractType: describeEmploymentType(job.employment_type),
    level: cleanText(job.experience),
    descriptionHtml: buildDescription(job),
    postedAt: cleanText(job.published_on) ?? cleanText(job.created_at),
  };
}

/**
 * The duty stations: each visible place of `locations` as "City, Country" (the region only when a
 * place names no city), joined with "; "; the job's own `city` / `country` when the list is empty.
 * A job with `telecommuting` is "Remote" when it names no place, or when its title says remote
 * too ("… - EMEA Remote"): the place is then where the team sits. Telecommuting alone does not
 * make a placed job remote: accounts set it on local roles as well (DoinGud's "Local Ambassador",
 * "Based in Miami").
 */
export function formatWorkableLocation(job: {
  title?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  telecommuting?: boolean | null;
  locations?: z.infer<typeof placeSchema>[] | null;
}): string | null {
  const places = (job.locations ?? [])
    .filter((place) => place.hidden !== true)
    .map((place) => label(place.city, place.region, place.country))
    .filter(Boolean);
  const own = label(job.city, job.state, job.country);
  const all = [...new Set(places.length ? places : [own])].filter(Boolean);
  if (job.telecommuting && (!all.length || titleSaysRemote(job.title))) return "Remote";
  return all.length ? all.join("; ") : null;
}

function label(
  city: string | null | undefined,
  region: string | null | undefined,
  country: string | null | undefined,
): string {
  const place = cleanText(city) ?? cleanText(region);
  return [place, cleanText(country)].filter(Boolean).join(", ");
}

/**
 * The job's text: the description, then the requirements and benefits under their own headings
 * when the account keeps them apart (most write them inside the description).
 */
function buildDescription(job: z.infer<typeof jobSchema>): string | null {
  const parts = [job.description?.trim()];
  for (const [heading, html] of [
    ["Requirements", job.requirements],
    ["Benefits", job.benefits],
  ] as const) {
    const body = html?.trim();
    if (body) parts.push(`<h3>${escapeHtml(heading)}</h3>\n${body}`);
  }
  const kept = parts.filter(Boolean);
  return kept.length ? kept.join("\n") : null;
}

function describeId(raw: unknown): string {
  const code =
    typeof raw === "object" && raw !== null ? (raw as { shortcode?: unknown }).shortcode : null;
  return typeof code === "string" ? ` (${code})` : "";
}
