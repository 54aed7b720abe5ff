import { UNDETERMINED_LANGUAGE } from "#domain/posting-language";
import { webUrlOrNull } from "#domain/web-url";
import type { JobLink, JobStatus } from "#server/db/schema";
import type { JobDto } from "./job-schemas";

export type { JobDto } from "./job-schemas";

/** A timestamptz as the API writes it (`Date#toISOString()`: UTC, milliseconds truncated), in SQL. */
const iso = (column: string) =>
  `to_char(j.${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${column}`;

/**
 * Columns selected for a job, aliased to the DTO's names. Timestamps are formatted by the
 * database: parsing five of them per row into Dates and formatting them back was about 8 % of the
 * server's CPU time in a profile of the listing.
 */
export const JOB_COLUMNS = `j.id, j.title, j.organization, j.organization_id, j.organization_slug, j.logo_url,
  j.location, j.city, j.country, j.country_code, j.region, j.is_remote, j.is_multi_location, j.link, j.links,
  j.professional_field, j.level, j.grade_code, j.grade_source, j.grade_confidence, j.contract_type, j.nationals_only,
  j.languages_required, j.languages_asset, j.language_other, j.posting_language, ${iso("expires_at")},
  to_char(j.closing_date, 'YYYY-MM-DD') as closing_date, ${iso("posted_date")}, ${iso("created_at")},
  ${iso("first_seen_at")}, ${iso("last_seen_at")}, j.source, j.external_id, j.status, j.summary_excerpt`;

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function toIso(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && ISO_UTC.test(value)) return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string" || typeof value === "number") return new Date(value).toISOString();
  return null;
}

function webLinksOf(value: unknown): JobLink[] {
  if (!Array.isArray(value)) return [];
  return (value as JobLink[]).flatMap((link) => {
    const url = webUrlOrNull(typeof link?.url === "string" ? link.url : null);
    return url ? [{ source: String(link.source), url }] : [];
  });
}

function stringsOrNull(value: unknown): string[] | null {
  return Array.isArray(value) ? value.map(String) : null;
}

/** The stored language of a posting, without the marker of one read but not told. */
function postingLanguageOf(value: unknown): string | null {
  return typeof value === "string" && value !== UNDETERMINED_LANGUAGE ? value : null;
}

/** Maps a raw row (node-postgres or PGlite) to the DTO; timestamps may be ISO strings (JOB_COLUMNS) or Dates. */
export function toJobDto(row: Record<string, unknown>): JobDto {
  const dto: JobDto = {
    id: String(row.id),
    title: String(row.title),
    organization: String(row.organization),
    organization_id: (row.organization_id as string | null) ?? null,
    organization_slug: (row.organization_slug as string | null) ?? null,
    logo_url: (row.logo_url as string | null) ?? null,
    location: String(row.location),
    city: (row.city as string | null) ?? null,
    country: (row.country as string | null) ?? null,
    country_code: (row.country_code as string | null) ?? null,
    region: (row.region as string | null) ?? null,
    is_remote: Boolean(row.is_remote),
    is_multi_location: Boolean(row.is_multi_location),
    // Only http(s) links leave the server, whatever a row holds (one stored before links were
    // checked, or one written by hand): another kind is an empty link, or no link in the list.
    link: webUrlOrNull(String(row.link)) ?? "",
    links: webLinksOf(row.links),
    professional_field: (row.professional_field as JobDto["professional_field"]) ?? null,
    level: (row.level as JobDto["level"]) ?? null,
    grade_code: (row.grade_code as string | null) ?? null,
    grade_source: (row.grade_source as JobDto["grade_source"]) ?? null,
    grade_confidence: row.grade_confidence === null ? null : Number(row.grade_confidence),
    contract_type: (row.contract_type as JobDto["contract_type"]) ?? null,
    nationals_only:
      row.nationals_only === null || row.nationals_only === undefined
        ? null
        : Boolean(row.nationals_only),
    languages_required: stringsOrNull(row.languages_required),
    languages_asset: stringsOrNull(row.languages_asset),
    language_other:
      row.language_other === "required" || row.language_other === "asset"
        ? row.language_other
        : null,
    posting_language: postingLanguageOf(row.posting_language),
    expires_at: toIso(row.expires_at),
    closing_date: (row.closing_date as string | null) ?? null,
    posted_date: toIso(row.posted_date) ?? "",
    created_at: toIso(row.created_at) ?? "",
    first_seen_at: toIso(row.first_seen_at) ?? "",
    last_seen_at: toIso(row.last_seen_at) ?? "",
    source: String(row.source),
    external_id: String(row.external_id),
    status: row.status as JobStatus,
    summary_excerpt: (row.summary_excerpt as string | null) ?? null,
  };
  if (typeof row.description === "string") dto.description = row.description;
  return dto;
}
