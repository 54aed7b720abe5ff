import { parseLocation } from "#domain/locations";
import { matchOrganisation } from "#domain/organisations";
import type { JobDetails } from "./job-details";

/** ISO 8601 with an explicit UTC offset ("2026-03-02T23:59:59+00:00"), as Google recommends. */
export function toIsoWithOffset(value: string | Date): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

const PART_TIME = /\bpart[\s-]?time\b/i;

/**
 * schema.org employmentType, as the posting states it. FULL_TIME only when a grade
 * exists (a graded post is a full-time one unless its title says part-time: PART_TIME then). The
 * level or the contract type decides intern (with PART_TIME when the title says so), volunteer and
 * contractor; a temporary appointment is TEMPORARY, besides FULL_TIME or PART_TIME when graded.
 * Null when the posting says nothing.
 */
export function employmentTypeFor(
  level: string | null,
  grade: string | null,
  contractType: string | null = null,
  title = "",
): string | string[] | null {
  const partTime = PART_TIME.test(title);
  const kind =
    level === "Internship" || contractType === "internship"
      ? "INTERN"
      : level === "Volunteering" || contractType === "volunteer"
        ? "VOLUNTEER"
        : level === "Consultant" || contractType === "consultant"
          ? "CONTRACTOR"
          : contractType === "temporary"
            ? "TEMPORARY"
            : null;
  if (kind === "INTERN") return partTime ? ["PART_TIME", kind] : kind;
  if (kind === "VOLUNTEER" || kind === "CONTRACTOR") return kind;
  const hours = partTime ? "PART_TIME" : grade ? "FULL_TIME" : null;
  if (kind === null) return hours;
  return hours ? [hours, kind] : kind;
}

/**
 * The places of a job as PostalAddresses: the city (or, when the location is no known place, the
 * location as written) and the country's ISO code; one per duty station of a job offered in
 * several. None when the location names no place ("Multiple locations", "Location not
 * specified") or the job is remote without a country.
 */
function addressesOf(dto: JobDetails["dto"]): Record<string, string>[] {
  const address = (city: string | null, countryCode: string | null) => {
    const fields: Record<string, string> = { "@type": "PostalAddress" };
    if (city) fields.addressLocality = city;
    if (countryCode) fields.addressCountry = countryCode.toUpperCase();
    return fields;
  };
  const parsed = parseLocation(dto.location);
  if (dto.is_multi_location || parsed.isMultiple)
    return parsed.locations
      .filter((place) => place.city || place.countryCode)
      .map((place) => address(place.city, place.countryCode));
  if (dto.city || dto.country_code) return [address(dto.city, dto.country_code)];
  if (dto.is_remote || parsed.isSpecial || parsed.isRemote) return [];
  return [{ "@type": "PostalAddress", addressLocality: dto.location }];
}

function absolute(siteUrl: string, src: string | null): string | undefined {
  if (!src) return undefined;
  if (/^https?:\/\//i.test(src)) return src;
  return src.startsWith("/") ? `${siteUrl}${src}` : undefined;
}

/**
 * schema.org JobPosting for an open job (Google's required and recommended properties). Callers
 * emit it only while the job is open; closed jobs carry no JobPosting (and are noindex).
 *
 * The description is the whole description in HTML, as shown on the page: Google asks for "the
 * full description of the job in HTML format", never the title. A job without a description, or
 * with neither a place nor remote work to state, cannot be a valid JobPosting: null then, and the
 * page carries none rather than markup that breaks Google's rules (ADR 014).
 */
export function buildJobPosting(
  details: JobDetails,
  options: { siteUrl: string; siteName: string },
): Record<string, unknown> | null {
  const { dto, card } = details;
  const description = details.descriptionHtml.trim();
  if (description === "") return null;
  const organisation = matchOrganisation(dto.organization);
  const url = `${options.siteUrl}/jobs/${dto.id}`;
  const addresses = addressesOf(dto);
  if (addresses.length === 0 && !dto.is_remote) return null;
  const employmentType = employmentTypeFor(
    dto.level,
    card.grade?.value ?? null,
    dto.contract_type,
    dto.title,
  );
  const hiringOrganization: Record<string, string> = {
    "@type": "Organization",
    name: card.organizationName,
  };
  if (organisation?.careersUrl) hiringOrganization.sameAs = organisation.careersUrl;
  const logo = absolute(options.siteUrl, card.logo.src);
  if (logo) hiringOrganization.logo = logo;
  const posting: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: dto.title,
    description,
    datePosted: toIsoWithOffset(dto.posted_date),
    hiringOrganization,
    directApply: false,
    identifier: { "@type": "PropertyValue", name: card.organizationName, value: dto.external_id },
    url,
  };
  if (dto.expires_at) posting.validThrough = toIsoWithOffset(dto.expires_at);
  if (employmentType) posting.employmentType = employmentType;
  const places = addresses.map((address) => ({ "@type": "Place", address }));
  if (places.length > 0) posting.jobLocation = places.length === 1 ? places[0] : places;
  if (dto.is_remote) {
    posting.jobLocationType = "TELECOMMUTE";
    // Where applicants may live, only when the posting names a country: a remote job that names
    // none makes no claim we could state (a "Worldwide" here would be ours, not the employer's).
    if (dto.country)
      posting.applicantLocationRequirements = { "@type": "Country", name: dto.country };
  }
  return posting;
}

export function buildJobBreadcrumbs(details: JobDetails, options: { siteUrl: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${options.siteUrl}/` },
      { "@type": "ListItem", position: 2, name: "Jobs", item: `${options.siteUrl}/jobs` },
      {
        "@type": "ListItem",
        position: 3,
        name: details.dto.title,
        item: `${options.siteUrl}/jobs/${details.dto.id}`,
      },
    ],
  };
}
