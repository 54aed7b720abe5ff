import { createStructuredDataDescription } from "#domain/text";
import { matchOrganisation } from "#domain/organisations";
import type { JobDetails } from "./job-details";

/** ISO 8601 with an explicit UTC offset ("2026-03-02T23:59:59+00:00"), as Google recommends. */
export function toIsoWithOffset(value: string | Date): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, "+00:00");
}

/** Spec §2: FULL_TIME only when a grade exists; the level decides intern, volunteer, contractor. */
export function employmentTypeFor(level: string | null, grade: string | null): string | null {
  if (level === "Internship") return "INTERN";
  if (level === "Volunteering") return "VOLUNTEER";
  if (level === "Consultant") return "CONTRACTOR";
  return grade ? "FULL_TIME" : null;
}

function absolute(siteUrl: string, src: string | null): string | undefined {
  if (!src) return undefined;
  if (/^https?:\/\//i.test(src)) return src;
  return src.startsWith("/") ? `${siteUrl}${src}` : undefined;
}

/**
 * schema.org JobPosting for an open job (Google's required and recommended properties). Callers
 * emit it only while the job is open; closed jobs carry no JobPosting (and are noindex).
 */
export function buildJobPosting(
  details: JobDetails,
  options: { siteUrl: string; siteName: string },
) {
  const { dto, card } = details;
  const organisation = matchOrganisation(dto.organization);
  const url = `${options.siteUrl}/jobs/${dto.id}`;
  const address: Record<string, string> = { "@type": "PostalAddress" };
  if (dto.city) address.addressLocality = dto.city;
  else if (!dto.country_code && !dto.is_remote) address.addressLocality = dto.location;
  if (dto.country_code) address.addressCountry = dto.country_code.toUpperCase();
  const employmentType = employmentTypeFor(dto.level, card.grade?.value ?? null);
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
    description: createStructuredDataDescription(details.descriptionHtml) || dto.title,
    datePosted: toIsoWithOffset(dto.posted_date),
    hiringOrganization,
    directApply: false,
    identifier: { "@type": "PropertyValue", name: card.organizationName, value: dto.external_id },
    url,
  };
  if (dto.expires_at) posting.validThrough = toIsoWithOffset(dto.expires_at);
  if (employmentType) posting.employmentType = employmentType;
  if (Object.keys(address).length > 1) posting.jobLocation = { "@type": "Place", address };
  if (dto.is_remote) {
    posting.jobLocationType = "TELECOMMUTE";
    posting.applicantLocationRequirements = dto.country
      ? { "@type": "Country", name: dto.country }
      : { "@type": "AdministrativeArea", name: "Worldwide" };
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
