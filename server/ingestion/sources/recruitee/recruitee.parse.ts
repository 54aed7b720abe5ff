import { z } from "zod";
import { cleanText } from "#domain/text-whitespace";
import { describeEmploymentType } from "#server/ingestion/describe-employment-type";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import {
  describeIssues,
  describeItemId,
  parseJsonBody,
  readItems,
} from "#server/ingestion/sources/json-responses";

const text = z.string().nullish();
const translationSchema = z.object({ title: text, description: text, requirements: text });
const placeSchema = z.object({ city: text, state: text, country: text, name: text });
const offerSchema = z.object({
  id: z.union([z.number(), z.string().min(1)]).transform(String),
  slug: text,
  title: z.string().trim().min(1),
  status: text,
  company_name: text,
  careers_url: z.url().nullish(),
  careers_apply_url: z.url().nullish(),
  city: text,
  state_name: text,
  country: text,
  location: text,
  locations: z.array(placeSchema).nullish(),
  remote: z.boolean().nullish(),
  hybrid: z.boolean().nullish(),
  on_site: z.boolean().nullish(),
  employment_type_code: text,
  experience_code: text,
  description: text,
  requirements: text,
  translations: z.record(z.string(), translationSchema).nullish(),
  published_at: text,
  created_at: text,
  close_at: text,
});
const listSchema = z.object({ offers: z.array(z.unknown()) });

export type RecruiteeOffers = { postings: AdapterPosting[]; errors: string[]; itemCount: number };

/**
 * Parses `GET {careers site}/api/offers/`: every published offer in one answer. A bad offer becomes
 * an error and an offer whose status is not "published" is left out; a bad envelope throws.
 */
export function parseRecruiteeOffers(
  json: string,
  careersSite: string,
  organization: string | null,
): RecruiteeOffers {
  const list = listSchema.safeParse(parseJsonBody(json, "Recruitee offers"));
  if (!list.success)
    throw new Error(`Recruitee offers: unexpected payload (${describeIssues(list.error)})`);
  const { accepted, refused } = readItems(
    list.data.offers,
    offerSchema,
    (raw, index, error) =>
      `Recruitee offer #${index + 1}${describeItemId(raw)}: ${describeIssues(error)}`,
  );
  const postings = accepted
    .filter((offer) => (offer.status ?? "published") === "published")
    .map((offer) => toPosting(offer, careersSite, organization));
  return { postings, errors: refused, itemCount: list.data.offers.length };
}

function toPosting(
  offer: z.infer<typeof offerSchema>,
  careersSite: string,
  organization: string | null,
): AdapterPosting {
  const link =
    offer.careers_url ??
    (offer.slug ? `${careersSite}/o/${encodeURIComponent(offer.slug)}` : null) ??
    offer.careers_apply_url ??
    `${careersSite}/`;
  const closing = toIso(offer.close_at);
  return {
    title: offer.title,
    externalId: offer.id,
    link,
    ...(offer.careers_apply_url && offer.careers_apply_url !== link
      ? { alternateLinks: [offer.careers_apply_url] }
      : {}),
    organization: organization ?? cleanText(offer.company_name),
    location: formatRecruiteeLocation(offer),
    contractType: describeEmploymentType(describeCode(offer.employment_type_code)),
    level: describeCode(offer.experience_code),
    descriptionHtml: buildDescription(offer),
    postedAt: toIso(offer.published_at) ?? toIso(offer.created_at),
    // The offer's own closing date, when the employer set one; most write it in the text instead.
    ...(closing ? { closingDate: closing, deadlineDecided: true } : {}),
  };
}

/**
 * The duty stations: "Remote" for an offer that is remote and neither hybrid nor on site (its
 * place is then the employer's office, not where the work is done); else each place of
 * `locations` as "City, Country" joined with "; ", else the offer's own `city` and `country`.
 * `location` is a free label ("Remote job", "Brussels, Brussels, Belgium") read only when the offer
 * names no place.
 */
export function formatRecruiteeLocation(offer: {
  city?: string | null;
  state_name?: string | null;
  country?: string | null;
  location?: string | null;
  remote?: boolean | null;
  hybrid?: boolean | null;
  on_site?: boolean | null;
  locations?: z.infer<typeof placeSchema>[] | null;
}): string | null {
  if (offer.remote === true && offer.hybrid !== true && offer.on_site !== true) return "Remote";
  const places = (offer.locations ?? []).map((place) =>
    label(place.city ?? place.name, place.state, place.country),
  );
  const all = [
    ...new Set(places.length ? places : [label(offer.city, offer.state_name, offer.country)]),
  ].filter(Boolean);
  return all.length ? all.join("; ") : cleanText(offer.location);
}

function label(
  city: string | null | undefined,
  region: string | null | undefined,
  country: string | null | undefined,
): string {
  return [cleanText(city) ?? cleanText(region), cleanText(country)].filter(Boolean).join(", ");
}

/**
 * The offer's text: its description then its requirements, from the top-level fields or, when an
 * account sends them only there, from the first translation.
 */
function buildDescription(offer: z.infer<typeof offerSchema>): string | null {
  const translation = Object.values(offer.translations ?? {})[0];
  const parts = [
    offer.description?.trim() || translation?.description?.trim(),
    offer.requirements?.trim() || translation?.requirements?.trim(),
  ].filter(Boolean);
  return parts.length ? parts.join("\n") : null;
}

/** A platform code as words: "fulltime_permanent" → "full-time permanent", "mid_level" → "mid level". */
function describeCode(code: string | null | undefined): string | null {
  const value = cleanText(code);
  if (!value) return null;
  return value
    .replace(/\bfulltime/g, "full-time")
    .replace(/\bparttime/g, "part-time")
    .replace(/_/g, " ");
}

/** Recruitee writes instants as "2026-10-05 16:05:18 UTC"; ISO 8601 keeps them unambiguous. */
function toIso(value: string | null | undefined): string | null {
  const stamp = cleanText(value);
  if (!stamp) return null;
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2}) UTC$/.exec(stamp);
  return match ? `${match[1]}T${match[2]}Z` : stamp;
}
