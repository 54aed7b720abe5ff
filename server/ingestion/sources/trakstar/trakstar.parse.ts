import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssues,
  describeItemId,
  parseJsonBody,
  readItems,
} from "#server/ingestion/sources/json-responses";

const text = z.string().nullish();
const openingSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  title: z.string().trim().min(1),
  client_name: text,
  description: text,
  location: z.object({ city: text, state: text, country: text }).nullish(),
  hosted_url: z.url().nullish(),
  allows_remote: z.boolean().nullish(),
  position_type: text,
  team: text,
  close_date: text,
});
const pageSchema = z.object({
  objects: z.array(z.unknown()),
  meta: z.object({ total_count: z.number().int().nonnegative().nullish() }).nullish(),
});

export type TrakstarPage = {
  postings: AdapterPosting[];
  errors: string[];
  /** Openings this page listed, parsed or not. */
  itemCount: number;
  /** The account's number of published openings, when the answer states it. */
  total: number | null;
};

/**
 * Parses one page of `GET jsapi.recruiterbox.com/v1/openings?client_name={tenant}`: the Trakstar
 * Hire (formerly Recruiterbox) account's published openings with their descriptions. A bad opening
 * becomes an error; an answer that is not the openings list throws.
 */
export function parseTrakstarOpenings(
  json: string,
  tenant: string,
  organization: string | null,
): TrakstarPage {
  const page = pageSchema.safeParse(parseJsonBody(json, "Trakstar openings"));
  if (!page.success) {
    throw new Error(`Trakstar openings: unexpected payload (${describeIssues(page.error)})`);
  }
  const { accepted, refused } = readItems(
    page.data.objects,
    openingSchema,
    (raw, index, error) =>
      `Trakstar opening #${index + 1}${describeItemId(raw)}: ${describeIssues(error)}`,
  );
  return {
    postings: accepted.map((opening) => toPosting(opening, tenant, organization)),
    errors: refused,
    itemCount: page.data.objects.length,
    total: page.data.meta?.total_count ?? null,
  };
}

function toPosting(
  opening: z.infer<typeof openingSchema>,
  tenant: string,
  organization: string | null,
): AdapterPosting {
  const closing = clean(opening.close_date);
  return {
    title: opening.title,
    externalId: opening.id,
    link: opening.hosted_url ?? `https://${tenant}.hire.trakstar.com/jobs/${opening.id}/`,
    organization,
    location: formatTrakstarLocation(opening),
    contractType: describePositionType(opening.position_type),
    descriptionHtml: clean(opening.description),
    // The account's own closing date, when the employer set one.
    ...(closing ? { closingDate: closing, deadlineDecided: true } : {}),
  };
}

/**
 * The duty station as the opening states it: its city, region and country, the region left out
 * when it only repeats the city; "Remote" added when the opening allows remote work, alone when
 * it names no place.
 */
export function formatTrakstarLocation(opening: {
  location?: { city?: string | null; state?: string | null; country?: string | null } | null;
  allows_remote?: boolean | null;
}): string | null {
  const city = clean(opening.location?.city);
  const state = clean(opening.location?.state);
  const country = clean(opening.location?.country);
  const region = state && state.toLowerCase() !== city?.toLowerCase() ? state : null;
  const place = [city, region, country].filter(Boolean).join(", ");
  if (opening.allows_remote === true) return place ? `${place}; Remote` : "Remote";
  return place || null;
}

/** A position type code as words: "full_time" → "full-time", "part_time" → "part-time". */
function describePositionType(code: string | null | undefined): string | null {
  const value = clean(code);
  return value ? value.replace(/_/g, "-") : null;
}

function clean(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
