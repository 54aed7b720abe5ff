import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { escapeHtml } from "#domain/text";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import {
  describeIssues,
  describeItemId,
  parseJsonBody,
  readItems,
} from "#server/ingestion/sources/json-responses";

const postingSchema = z.object({
  id: z.string().min(1),
  text: z.string().trim().min(1),
  hostedUrl: z.string().url(),
  applyUrl: z.string().url().nullish(),
  createdAt: z.number().nullish(),
  country: z.string().nullish(),
  workplaceType: z.string().nullish(),
  categories: z
    .object({
      location: z.string().nullish(),
      allLocations: z.array(z.string()).nullish(),
      team: z.string().nullish(),
      department: z.string().nullish(),
      commitment: z.string().nullish(),
    })
    .nullish(),
  description: z.string().nullish(),
  descriptionPlain: z.string().nullish(),
  lists: z.array(z.object({ text: z.string(), content: z.string() })).nullish(),
  additional: z.string().nullish(),
  additionalPlain: z.string().nullish(),
});

export type LeverPage = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

/** Parses `GET /v0/postings/{site}?mode=json` (a JSON array); a bad posting becomes an error. */
export function parseLeverPostings(json: string, organization: string | null): LeverPage {
  const data = parseJsonBody(json, "Lever postings");
  if (!Array.isArray(data)) {
    const message =
      typeof data === "object" && data !== null && "message" in data
        ? `: ${String(data.message)}`
        : "";
    throw new Error(
      `Lever postings: expected a JSON array of postings, got ${typeOf(data)}${message}`,
    );
  }
  const { accepted, refused } = readItems(
    data,
    postingSchema,
    (raw, index, error) =>
      `Lever posting #${index + 1}${describeItemId(raw)}: ${describeIssues(error)}`,
  );
  const postings = accepted.map((posting) => toPosting(posting, organization));
  return { postings, errors: refused, itemCount: data.length };
}

function toPosting(
  posting: z.infer<typeof postingSchema>,
  organization: string | null,
): AdapterPosting {
  const categories = posting.categories ?? {};
  const locations = categories.allLocations?.length
    ? categories.allLocations
    : [categories.location ?? ""];
  const location = locations
    .map((value) => value.trim())
    .filter(Boolean)
    .join("; ");
  return {
    title: posting.text,
    externalId: posting.id,
    link: posting.hostedUrl,
    ...(posting.applyUrl && posting.applyUrl !== posting.hostedUrl
      ? { alternateLinks: [posting.applyUrl] }
      : {}),
    organization,
    // Lever's workplace type is chosen apart from the place ("remote", "hybrid", "on-site"): a
    // remote one is remote even when the posting also names a place (a country's office, say).
    location: posting.workplaceType === "remote" ? "Remote" : location || null,
    contractType: describeEmploymentType(categories.commitment),
    descriptionHtml: buildDescription(posting),
    postedAt: typeof posting.createdAt === "number" ? new Date(posting.createdAt) : null,
  };
}

/**
 * Lever splits a posting into an intro, titled lists and closing text, each as HTML with a plain
 * twin (`descriptionPlain`, `additionalPlain`) used when the HTML is missing. A list's content is
 * usually bare `<li>` items, which get their `<ul>`; content that brings its own blocks
 * (`<div><ul>…`) is kept as it is.
 */
function buildDescription(posting: z.infer<typeof postingSchema>): string | null {
  const parts: string[] = [];
  const html = (rich: string | null | undefined, plain: string | null | undefined) => {
    if (rich?.trim()) parts.push(rich.trim());
    else if (plain?.trim()) parts.push(plainToHtml(plain));
  };
  html(posting.description, posting.descriptionPlain);
  for (const list of posting.lists ?? []) {
    const content = list.content.trim();
    const items = /^<li\b/i.test(content) ? `<ul>${content}</ul>` : content;
    parts.push(`<h3>${escapeHtml(list.text.trim())}</h3>${items}`);
  }
  html(posting.additional, posting.additionalPlain);
  return parts.length ? parts.join("\n") : null;
}

/** Plain text with line breaks as paragraphs. */
function plainToHtml(text: string): string {
  return text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join("");
}

function typeOf(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}
