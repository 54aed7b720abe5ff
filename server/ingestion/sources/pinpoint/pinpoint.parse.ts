import { z } from "zod";
import { parseLocation } from "#domain/locations";
import { countryOfPostcode } from "#domain/postcode-country";
import { escapeHtml } from "#domain/text";
import { cleanText } from "#domain/text-whitespace";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssues,
  describeItemId,
  parseJsonBody,
  readItems,
} from "#server/ingestion/sources/json-responses";

/** How to read one company's postings: its careers host and the employer to assume. */
export type PinpointBoardOptions = {
  /** `{company}.pinpointhq.com`: a posting without its own `url` is `https://{host}{path}`. */
  host: string;
  /** The employer the source names; the answer itself names no company. */
  organization: string | null;
};

export type PinpointPostings = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

const text = z.string().nullish();
const locationSchema = z.object({ city: text, name: text, province: text, postal_code: text });
const postingSchema = z.object({
  id: z.union([z.number(), z.string().trim().min(1)]).transform(String),
  title: z.string().trim().min(1),
  url: z.url().nullish(),
  path: text,
  description: text,
  key_responsibilities: text,
  key_responsibilities_header: text,
  skills_knowledge_expertise: text,
  skills_knowledge_expertise_header: text,
  benefits: text,
  benefits_header: text,
  employment_type: text,
  employment_type_text: text,
  workplace_type: text,
  deadline_at: text,
  location: locationSchema.nullish(),
});
type Posting = z.infer<typeof postingSchema>;

const listSchema = z.object({ data: z.array(z.unknown()) });

/**
 * Parses `GET https://{host}/postings.json`: every open posting of the company in one answer,
 * `{"data": [ … ]}`. A bad posting becomes an error; an answer without that list throws.
 */
export function parsePinpointPostings(
  json: string,
  options: PinpointBoardOptions,
): PinpointPostings {
  const list = listSchema.safeParse(parseJsonBody(json, "Pinpoint postings"));
  if (!list.success)
    throw new Error(`Pinpoint postings: unexpected payload (${describeIssues(list.error)})`);
  return readPinpointPostings(list.data.data, options);
}

/** The postings of the answer's `data` list, each through the posting schema. */
export function readPinpointPostings(
  items: readonly unknown[],
  options: PinpointBoardOptions,
): PinpointPostings {
  const { accepted, refused } = readItems(
    items,
    postingSchema,
    (raw, index, error) =>
      `Pinpoint posting #${index + 1}${describeItemId(raw)}: ${describeIssues(error)}`,
  );
  return {
    postings: accepted.map((posting) => toPosting(posting, options)),
    errors: refused,
    itemCount: items.length,
  };
}

function toPosting(posting: Posting, options: PinpointBoardOptions): AdapterPosting {
  const path = cleanText(posting.path);
  const deadline = cleanText(posting.deadline_at);
  return {
    title: cleanText(posting.title) ?? posting.title,
    externalId: posting.id,
    link:
      posting.url ??
      (path ? `https://${options.host}${path.startsWith("/") ? path : `/${path}`}` : null) ??
      `https://${options.host}/postings/${encodeURIComponent(posting.id)}`,
    organization: options.organization,
    location: formatPinpointLocation(posting),
    contractType: describeEmploymentType(
      cleanText(posting.employment_type)?.replace(/_/g, " ") ??
        cleanText(posting.employment_type_text),
    ),
    descriptionHtml: buildDescription(posting),
    // The answer carries no publication date. Its deadline, when the employer set one, is the
    // platform's own closing date.
    ...(deadline ? { closingDate: deadline, deadlineDecided: true } : {}),
  };
}

/**
 * Where the work is: "Remote" for a posting whose `workplace_type` is remote (its location is then
 * the employer's office or the country it hires in, not a duty station); else the location's
 * `name`, the label the posting's page shows, else "City, Province" from its address (`province`
 * is a country or a state as the employer filled it in). The location has no country field: when
 * that label names no country and the address's postcode is British ("PO21 1JJ"), the label gets
 * ", United Kingdom" (Butlin's "Bognor Regis"). Null when the posting names none.
 */
export function formatPinpointLocation(posting: {
  workplace_type?: string | null;
  location?: {
    city?: string | null;
    name?: string | null;
    province?: string | null;
    postal_code?: string | null;
  } | null;
}): string | null {
  if (cleanText(posting.workplace_type)?.toLowerCase() === "remote") return "Remote";
  const label = readPlaceLabel(posting.location);
  const britishAddress = countryOfPostcode(posting.location?.postal_code) === "GB";
  if (label && britishAddress && parseLocation(label).countryCode === null)
    return `${label}, United Kingdom`;
  return label;
}

function readPlaceLabel(
  place:
    { city?: string | null; name?: string | null; province?: string | null } | null | undefined,
): string | null {
  const name = cleanText(place?.name);
  if (name) return name;
  const parts = [cleanText(place?.city), cleanText(place?.province)].filter(
    (part): part is string => part !== null,
  );
  const unique = parts.filter(
    (part, index) =>
      parts.findIndex((other) => other.toLowerCase() === part.toLowerCase()) === index,
  );
  return unique.length ? unique.join(", ") : null;
}

/**
 * The posting's text: its description, then each section the employer filled in (what the job
 * is, what it asks for, what it offers) under the heading the employer gave it, in that order;
 * a section without text is left out. Null when the posting sends none.
 */
function buildDescription(posting: Posting): string | null {
  const sections: [string | null | undefined, string | null | undefined][] = [
    [posting.description, null],
    [posting.key_responsibilities, posting.key_responsibilities_header],
    [posting.skills_knowledge_expertise, posting.skills_knowledge_expertise_header],
    [posting.benefits, posting.benefits_header],
  ];
  const parts = sections.flatMap(([body, header]) => {
    const html = body?.trim();
    if (!html) return [];
    const heading = cleanText(header);
    return [heading ? `<h3>${escapeHtml(heading)}</h3>\n${html}` : html];
  });
  return parts.length ? parts.join("\n") : null;
}
