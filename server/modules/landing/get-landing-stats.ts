import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { JOB_COLUMNS, toJobDto, type JobDto } from "#server/modules/jobs/job-dto";
import { findCountry } from "#domain/countries";
import { LOCATION_NOT_SPECIFIED, findLocationBySlug, slugifyLocation } from "#domain/locations";
import {
  findOrganisationBySlug,
  matchOrganisation,
  organisationDisplayName,
  type Organisation,
} from "#domain/organisations";
import type { ProfessionalField } from "#domain/fields";
import { escapeLikePattern } from "#server/db/like-pattern";

// The data behind /location/{location}, /organization/{organization} and /field/{field}: open jobs
// only (active and not past their deadline), newest first, with the counts each page shows.
// A location page lists at most 50 jobs, an organisation or field page 100, each with the few
// organisations or places it names most (the limits below).

export const LOCATION_JOB_LIMIT = 50;
export const ORGANIZATION_JOB_LIMIT = 100;
export const FIELD_JOB_LIMIT = 100;
export const LOCATION_ORGANIZATION_LIMIT = 10;
export const ORGANIZATION_LOCATION_LIMIT = 15;
export const FIELD_ORGANIZATION_LIMIT = 12;

export type LinkedCount = { name: string; slug: string; count: number };

export type LandingJobs = {
  /** How many open jobs match in all. */
  total: number;
  /**
   * How many of them are postings of the recorded first-start sample: listed, but closed at their
   * employers' sites, so not available.
   */
  sampleTotal: number;
  /** The newest of them, up to the page's limit. */
  items: JobDto[];
};

const OPEN = sql`j.status = 'active' and (j.expires_at is null or j.expires_at > now())`;

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** The /organization/{slug} of an employer: the registry slug when known, else the name lowercased with hyphens. */
export function organizationSlugFor(name: string, knownSlug?: string | null): string {
  if (knownSlug && findOrganisationBySlug(knownSlug)) return knownSlug;
  const organisation = matchOrganisation(name);
  if (organisation) return organisation.slug;
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The /location/{slug} of a place name: lowercased, spaces to hyphens. */
export function locationSlugFor(name: string): string {
  return slugifyLocation(name);
}

async function countAndList(db: Database, where: SQL, limit: number): Promise<LandingJobs> {
  const [counted] = await queryRows<{ total: number | string; sample: number | string }>(
    db,
    sql`select count(*)::int as total,
          (count(*) filter (where j.sample_recorded_at is not null))::int as sample
        from jobs j where ${OPEN} and ${where}`,
  );
  const total = Number(counted?.total ?? 0);
  const sampleTotal = Number(counted?.sample ?? 0);
  if (total === 0) return { total, sampleTotal, items: [] };
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.raw(JOB_COLUMNS)} from jobs j where ${OPEN} and ${where}
        order by j.posted_date desc, j.id desc limit ${limit}`,
  );
  return { total, sampleTotal, items: rows.map(toJobDto) };
}

async function organizationsHiring(
  db: Database,
  where: SQL,
  limit: number,
): Promise<{ total: number; top: LinkedCount[] }> {
  const rows = await queryRows<{
    key: string;
    name: string;
    slug: string | null;
    count: number | string;
  }>(
    db,
    sql`select coalesce(j.organization_slug, lower(j.organization)) as key, min(j.organization) as name,
          max(j.organization_slug) as slug, count(*)::int as count
        from jobs j where ${OPEN} and ${where}
        group by 1 order by 4 desc, 2`,
  );
  const top = rows.slice(0, limit).map((row) => {
    const known = row.slug ? findOrganisationBySlug(row.slug) : null;
    const name = known ? organisationDisplayName(known) : row.name;
    return { name, slug: organizationSlugFor(row.name, row.slug), count: Number(row.count) };
  });
  return { total: rows.length, top };
}

async function levelsAvailable(
  db: Database,
  where: SQL,
): Promise<{ level: string; count: number }[]> {
  const rows = await queryRows<{ level: string; count: number | string }>(
    db,
    sql`select j.level as level, count(*)::int as count from jobs j
        where ${OPEN} and ${where} and j.level is not null group by 1 order by 2 desc, 1`,
  );
  return rows.map((row) => ({ level: row.level, count: Number(row.count) }));
}

async function fieldsAvailable(
  db: Database,
  where: SQL,
  limit: number,
): Promise<{ field: string; count: number }[]> {
  const rows = await queryRows<{ field: string; count: number | string }>(
    db,
    sql`select j.professional_field as field, count(*)::int as count from jobs j
        where ${OPEN} and ${where} and j.professional_field is not null group by 1 order by 2 desc, 1 limit ${limit}`,
  );
  return rows.map((row) => ({ field: row.field, count: Number(row.count) }));
}

export type LocationTarget = {
  /** The place as shown: "Kenya", "Nairobi", "Remote", or the slug in words when unknown. */
  name: string;
  /** What the place is, so a page can name it in its language (a country from its code). */
  kind: "remote" | "multiple" | "unspecified" | "city" | "country" | "text";
  countryCode: string | null;
  /** The value for /jobs?location=… that shows the same jobs. */
  filterValue: string;
  where: SQL;
};

function titleFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** What a /location/{slug} means: a country, a city, a special value, or free text. */
export function resolveLocation(slug: string): LocationTarget {
  const parsed = findLocationBySlug(slug);
  if (parsed?.isRemote)
    return {
      name: "Remote",
      kind: "remote",
      countryCode: null,
      filterValue: "Remote",
      where: sql`j.is_remote`,
    };
  if (parsed?.isMultiple) {
    return {
      name: parsed.display,
      kind: "multiple",
      countryCode: null,
      filterValue: parsed.display,
      where: sql`j.is_multi_location`,
    };
  }
  if (parsed?.isSpecial) {
    return {
      name: LOCATION_NOT_SPECIFIED,
      kind: "unspecified",
      countryCode: null,
      filterValue: LOCATION_NOT_SPECIFIED,
      where: sql`j.location = ${LOCATION_NOT_SPECIFIED}`,
    };
  }
  if (parsed?.city && parsed.countryCode) {
    const pattern = `%${escapeLikePattern(parsed.city)}%`;
    return {
      name: parsed.city,
      kind: "city",
      countryCode: parsed.countryCode,
      filterValue: parsed.city,
      where: sql`j.country_code = ${parsed.countryCode} and (j.city ilike ${escapeLikePattern(parsed.city)} or immutable_unaccent(j.location) ilike immutable_unaccent(${pattern}))`,
    };
  }
  const country = parsed?.countryCode ? findCountry(parsed.countryCode) : null;
  if (country) {
    return {
      name: country.name,
      kind: "country",
      countryCode: country.code,
      filterValue: country.name,
      where: sql`j.country_code = ${country.code}`,
    };
  }
  const words = slug.replace(/-/g, " ").trim() || slug;
  const pattern = `%${escapeLikePattern(words)}%`;
  return {
    name: titleFromSlug(slug) || slug,
    kind: "text",
    countryCode: null,
    filterValue: words,
    where: sql`immutable_unaccent(j.location || ' ' || coalesce(j.country, '')) ilike immutable_unaccent(${pattern})`,
  };
}

export type LocationLanding = {
  location: Omit<LocationTarget, "where">;
  jobs: LandingJobs;
  organizations: { total: number; top: LinkedCount[] };
  fields: { field: string; count: number }[];
};

export async function getLocationLanding(db: Database, slug: string): Promise<LocationLanding> {
  const { where, ...location } = resolveLocation(slug);
  const [jobs, organizations, fields] = await Promise.all([
    countAndList(db, where, LOCATION_JOB_LIMIT),
    organizationsHiring(db, where, LOCATION_ORGANIZATION_LIMIT),
    fieldsAvailable(db, where, 6),
  ]);
  return { location, jobs, organizations, fields };
}

export type OrganizationLanding = {
  jobs: LandingJobs;
  /** Where it hires: countries (with their ISO code), "Remote", "Multiple locations" or a place. */
  locations: (LinkedCount & { countryCode: string | null })[];
  levels: { level: string; count: number }[];
};

function organizationWhere(slug: string, organisation: Organisation | null): SQL {
  if (organisation) {
    const names = [organisation.name, organisation.acronym, ...organisation.aliases].map((name) =>
      name.toLowerCase(),
    );
    return sql`(j.organization_slug = ${organisation.slug} or lower(j.organization) in (${list(names)}))`;
  }
  return sql`(j.organization_slug = ${slug} or regexp_replace(lower(trim(j.organization)), '\\s+', '-', 'g') = ${slug})`;
}

export async function getOrganizationLanding(
  db: Database,
  slug: string,
  organisation: Organisation | null,
): Promise<OrganizationLanding> {
  const where = organizationWhere(slug, organisation);
  const [jobs, locationRows, levels] = await Promise.all([
    countAndList(db, where, ORGANIZATION_JOB_LIMIT),
    queryRows<{ name: string; country_code: string | null; count: number | string }>(
      db,
      sql`select case when j.is_remote then 'Remote' when j.country is not null then j.country
                 when j.is_multi_location then 'Multiple locations' else j.location end as name,
            min(case when not j.is_remote and j.country is not null then j.country_code end) as country_code,
            count(*)::int as count
          from jobs j where ${OPEN} and ${where} and j.location <> ${LOCATION_NOT_SPECIFIED}
          group by 1 order by 2 desc, 1 limit ${ORGANIZATION_LOCATION_LIMIT}`,
    ),
    levelsAvailable(db, where),
  ]);
  const locations = locationRows.map((row) => ({
    name: row.name,
    slug: locationSlugFor(row.name),
    countryCode: row.country_code,
    count: Number(row.count),
  }));
  return { jobs, locations, levels };
}

export type FieldLanding = {
  jobs: LandingJobs;
  organizations: { total: number; top: LinkedCount[] };
  levels: { level: string; count: number }[];
};

export async function getFieldLanding(
  db: Database,
  field: ProfessionalField,
): Promise<FieldLanding> {
  const where = sql`j.professional_field = ${field}`;
  const [jobs, organizations, levels] = await Promise.all([
    countAndList(db, where, FIELD_JOB_LIMIT),
    organizationsHiring(db, where, FIELD_ORGANIZATION_LIMIT),
    levelsAvailable(db, where),
  ]);
  return { jobs, organizations, levels };
}
