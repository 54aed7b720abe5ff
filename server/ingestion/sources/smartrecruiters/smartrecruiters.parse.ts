import { z } from "zod";
import type { AdapterPosting } from "#server/ingestion/source-adapter";
import { escapeHtml } from "#domain/text";
import { describeIssues, parseJsonBody, readItems } from "#server/ingestion/sources/json-responses";
import {
  describeEmploymentType,
  isKnownEmploymentType,
} from "#server/ingestion/describe-employment-type";
import { titleSaysRemote } from "#server/ingestion/title-says-remote";

const labelled = z.object({ label: z.string().nullish() }).nullish();
const coded = z.object({ id: z.string().nullish(), label: z.string().nullish() }).nullish();
const postingSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  name: z.string().trim().min(1),
  refNumber: z.string().nullish(),
  releasedDate: z.string().nullish(),
  company: z.object({ identifier: z.string().nullish(), name: z.string().nullish() }).nullish(),
  location: z
    .object({
      city: z.string().nullish(),
      region: z.string().nullish(),
      country: z.string().nullish(),
      remote: z.boolean().nullish(),
      fullLocation: z.string().nullish(),
    })
    .nullish(),
  typeOfEmployment: coded,
  experienceLevel: labelled,
  customField: z
    .array(z.object({ fieldLabel: z.string(), valueLabel: z.string().nullish() }))
    .nullish(),
});
const listSchema = z.object({
  offset: z.number().int().nullish(),
  limit: z.number().int().nullish(),
  totalFound: z.number().int().min(0),
  content: z.array(z.unknown()),
});
const section = z.object({ title: z.string().nullish(), text: z.string().nullish() }).nullish();
const detailSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  applyUrl: z.string().nullish(),
  postingUrl: z.string().nullish(),
  jobAd: z.object({
    sections: z.object({
      companyDescription: section,
      jobDescription: section,
      qualifications: section,
      additionalInformation: section,
    }),
  }),
});

export type SmartRecruitersPage = {
  postings: AdapterPosting[];
  errors: string[];
  itemCount: number;
  totalFound: number;
};
export type SmartRecruitersDetail = { descriptionHtml: string | null; alternateLinks: string[] };

/** Parses `GET /v1/companies/{id}/postings`; a bad posting becomes an error, a bad envelope throws. */
export function parseSmartRecruitersList(
  json: string,
  companyId: string,
  organization: string | null,
): SmartRecruitersPage {
  const list = listSchema.safeParse(parseJsonBody(json, "SmartRecruiters postings list"));
  if (!list.success)
    throw new Error(
      `SmartRecruiters postings list: unexpected payload (${describeIssues(list.error)})`,
    );
  const { accepted, refused } = readItems(
    list.data.content,
    postingSchema,
    (_raw, index, error) => `SmartRecruiters posting #${index + 1}: ${describeIssues(error)}`,
  );
  return {
    postings: accepted.map((posting) => toPosting(posting, companyId, organization)),
    errors: refused,
    itemCount: list.data.content.length,
    totalFound: list.data.totalFound,
  };
}

/** Parses `GET /v1/companies/{id}/postings/{postingId}`: the job ad's four sections, in order. */
export function parseSmartRecruitersDetail(json: string): SmartRecruitersDetail {
  const detail = detailSchema.safeParse(parseJsonBody(json, "SmartRecruiters posting"));
  if (!detail.success)
    throw new Error(
      `SmartRecruiters posting: unexpected payload (${describeIssues(detail.error)})`,
    );
  const { sections } = detail.data.jobAd;
  const parts = [
    sections.companyDescription,
    sections.jobDescription,
    sections.qualifications,
    sections.additionalInformation,
  ]
    .filter((part) => part?.text?.trim())
    .map(
      (part) =>
        (part?.title?.trim() ? `<h3>${escapeHtml(part.title.trim())}</h3>\n` : "") +
        (part?.text?.trim() ?? ""),
    );
  const alternateLinks = [detail.data.postingUrl, detail.data.applyUrl].filter(
    (link): link is string => Boolean(link),
  );
  return { descriptionHtml: parts.length ? parts.join("\n") : null, alternateLinks };
}

/** The public job page of a posting. */
export function buildSmartRecruitersLink(companyId: string, postingId: string): string {
  return `https://jobs.smartrecruiters.com/${encodeURIComponent(companyId)}/${encodeURIComponent(postingId)}`;
}

function toPosting(
  posting: z.infer<typeof postingSchema>,
  companyId: string,
  organization: string | null,
): AdapterPosting {
  const grade = posting.customField?.find((field) =>
    /\bgrade\b/i.test(field.fieldLabel),
  )?.valueLabel;
  return {
    title: posting.name,
    externalId: posting.id,
    link: buildSmartRecruitersLink(companyId, posting.id),
    organization: posting.company?.name?.trim() || organization,
    location:
      posting.location?.remote && titleSaysRemote(posting.name)
        ? "Remote"
        : formatSmartRecruitersLocation(posting.location),
    grade: grade?.trim() || null,
    level: posting.experienceLevel?.label?.trim() || null,
    contractType: readTypeOfEmployment(posting.typeOfEmployment),
    postedAt: posting.releasedDate ?? null,
  };
}

/**
 * The type of employment in the classifier's words. Its label is in the employer's language
 * ("Full-time", Tieto Poland's "Pełny etat"), its id the platform's own code ("permanent",
 * "contract"): the label when it is one of the known types, else the code when that is, else the
 * label as written.
 */
function readTypeOfEmployment(
  type: { id?: string | null; label?: string | null } | null | undefined,
): string | null {
  if (!isKnownEmploymentType(type?.label) && isKnownEmploymentType(type?.id))
    return describeEmploymentType(type?.id);
  return describeEmploymentType(type?.label);
}

/**
 * The duty station: "City, Country" ("Washington, United States", "Paris, FR"). The country is
 * the last part of `fullLocation` when it has one, else the ISO code. The region (state or
 * province: "DC", "MI") is left out of the string, as location readers take a three-part
 * "City, Region, Country" for an unknown place, and used only when there is no city. A remote
 * flag alone never hides the city: a posting is "Remote" when it names no place at all, or (in the
 * list reader) when its title says remote too.
 */
export function formatSmartRecruitersLocation(
  location: z.infer<typeof postingSchema>["location"],
): string | null {
  if (!location) return null;
  const clean = (value: string | null | undefined) => value?.replace(/\s+/g, " ").trim() || null;
  const parts = (location.fullLocation ?? "").split(",").map((part) => part.trim());
  const country =
    (parts.length >= 2 ? clean(parts.at(-1)) : null) ?? clean(location.country)?.toUpperCase();
  const place = clean(location.city) ?? clean(location.region);
  const label = [place, country].filter(Boolean).join(", ");
  if (label) return label;
  return location.remote ? "Remote" : clean(location.fullLocation);
}
