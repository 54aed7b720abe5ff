import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { matchOrganisation } from "#domain/organisations";
import {
  gradeBand,
  likenessFacets,
  organisationFamily,
  surroundingsOf,
  type Likeness,
  type LikenessFacets,
} from "#domain/similar-jobs";
import { cached } from "./jobs-cache";
import type { JobDto } from "./job-dto";

/**
 * "Similar jobs" on a job's page: up to SIMILAR_JOBS_LIMIT other open jobs of the same
 * professional field, or at the same duty station's country in the same grade band, ranked in one
 * PostgreSQL query by a score of what they share:
 *
 *   field 8 · same grade 6, neighbouring grade 4 (or, without a grade, same level 2) ·
 *   same city 6, country 4, M49 area 2, region 1 · same organisation 4, its family 2
 *
 * then the newest first. The job itself and jobs no longer open are left out, and the recorded
 * first-start sample too once a live job exists (while the site shows only the sample, the sample's
 * postings are what it lists, as /jobs does). Kept in the jobs cache (bounded, cleared with every
 * write to the jobs table), and the anonymous page cache keeps the page around it.
 */

export const SIMILAR_JOBS_LIMIT = 6;

export type SimilarJob = {
  id: string;
  title: string;
  organizationName: string;
  location: string;
  grade: string | null;
  /** The day the posting names as its last (YYYY-MM-DD), when it states one. */
  closingDate: string | null;
  expiresAt: string | null;
  /** For a posting of the first-start sample: the day it was recorded; else null. */
  sampleRecordedOn: string | null;
  /** The language the posting is written in (ISO 639-1), null when unknown: its title's `lang`. */
  textLanguage: string | null;
  /** Why it is similar: what it shares, which the page words ("Same field · P-3 · Nairobi"). */
  likeness: LikenessFacets;
};

/** The attributes of the page's job the ranking compares. */
export type SimilarJobSource = Pick<
  JobDto,
  | "id"
  | "professional_field"
  | "grade_code"
  | "level"
  | "city"
  | "country_code"
  | "region"
  | "organization_slug"
>;

type Row = {
  id: string;
  title: string;
  organization: string;
  location: string;
  city: string | null;
  country: string | null;
  country_code: string | null;
  region: string | null;
  grade_code: string | null;
  level: string | null;
  closing_date: string | null;
  expires_at: string | Date | null;
  sample_recorded_on: string | null;
  posting_language: string | null;
  same_field: boolean;
  grade: "same" | "band" | null;
  same_level: boolean;
  place: Likeness["place"];
  organisation: Likeness["organisation"];
};

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** `column in (values)`, or false for no values. */
function among(column: SQL, values: readonly string[]): SQL {
  return values.length ? sql`${column} in (${list(values)})` : sql`false`;
}

/**
 * The scored query; exported so the benchmark can EXPLAIN exactly what the page runs.
 *
 * Each way of being a candidate (the same field; the same country in the grade band or level) is
 * its own branch, read from its partial index of open jobs alone (jobs_open_similar_field_idx,
 * jobs_open_similar_place_idx: every column the ranking reads is in them, so neither branch
 * visits the table). Only the few ranked first are then read from the table for their title,
 * organisation and dates.
 */
export function similarJobsQuery(job: SimilarJobSource, limit = SIMILAR_JOBS_LIMIT): SQL | null {
  const band = job.grade_code ? gradeBand(job.grade_code) : [];
  const family = organisationFamily(job.organization_slug);
  const { area, region } = surroundingsOf(job.country_code);
  const branches: SQL[] = [];
  if (job.professional_field) branches.push(sql`j.professional_field = ${job.professional_field}`);
  const notSameField = job.professional_field
    ? sql`j.professional_field is distinct from ${job.professional_field}`
    : sql`true`;
  // The same country and grade band (or level, for a job without a grade), of another field: a job
  // of the same field is the first branch's already.
  if (job.country_code && band.length)
    branches.push(
      sql`j.country_code = ${job.country_code} and ${among(sql`j.grade_code`, band)} and ${notSameField}`,
    );
  else if (job.country_code && job.level)
    branches.push(
      sql`j.country_code = ${job.country_code} and j.level = ${job.level} and ${notSameField}`,
    );
  if (branches.length === 0) return null;

  const sameField = job.professional_field
    ? sql`coalesce(j.professional_field = ${job.professional_field}, false)`
    : sql`false`;
  const grade = job.grade_code
    ? sql`case when j.grade_code = ${job.grade_code} then 'same' when ${among(sql`j.grade_code`, band)} then 'band' end`
    : sql`null::text`;
  const sameLevel = job.level ? sql`coalesce(j.level = ${job.level}, false)` : sql`false`;
  const place = job.country_code
    ? sql`case
        when j.country_code = ${job.country_code} and ${job.city ? sql`lower(j.city) = lower(${job.city})` : sql`false`} then 'city'
        when j.country_code = ${job.country_code} then 'country'
        when ${among(sql`j.country_code`, area?.countryCodes ?? [])} then 'area'
        when ${region ? sql`j.region = ${region}` : sql`false`} then 'region' end`
    : sql`null::text`;
  const organisation = job.organization_slug
    ? sql`case when j.organization_slug = ${job.organization_slug} then 'same'
        when ${among(sql`j.organization_slug`, family?.slugs ?? [])} then 'family' end`
    : sql`null::text`;

  const candidates = branches.map(
    (condition) => sql`
      select j.id, j.posted_date, ${sameField} as same_field, ${grade} as grade,
        ${sameLevel} as same_level, ${place} as place, ${organisation} as organisation
      from jobs j
      where j.status = 'active' and coalesce(j.expires_at, 'infinity'::timestamptz) > now()
        and j.id <> ${job.id} and ${condition}
        and (j.sample_recorded_at is null or not exists (
          select 1 from jobs live where live.sample_recorded_at is null and live.status = 'active'))`,
  );

  return sql`
    with ranked as (
      select c.*,
        (case when c.same_field then 8 else 0 end)
        + (case c.grade when 'same' then 6 when 'band' then 4 else
            case when c.same_level then 2 else 0 end end)
        + (case c.place when 'city' then 6 when 'country' then 4 when 'area' then 2 when 'region' then 1 else 0 end)
        + (case c.organisation when 'same' then 4 when 'family' then 2 else 0 end) as score
      from (${sql.join(candidates, sql` union all `)}) c
      order by score desc, c.posted_date desc, c.id
      limit ${limit}
    )
    select j.id, j.title, j.organization, j.location, j.city, j.country, j.country_code, j.region,
      j.grade_code,
      j.level, to_char(j.closing_date, 'YYYY-MM-DD') as closing_date, j.expires_at,
      to_char(j.sample_recorded_at at time zone 'UTC', 'YYYY-MM-DD') as sample_recorded_on,
      j.posting_language, r.same_field, r.grade, r.same_level, r.place, r.organisation
    from ranked r
    join jobs j on j.id = r.id
    order by r.score desc, r.posted_date desc, r.id`;
}

/** The similar open jobs of `job`, best first, each with what it shares with it. */
export function findSimilarJobs(db: Database, job: SimilarJobSource): Promise<SimilarJob[]> {
  return cached(db, "similar-jobs", job.id, async () => {
    const query = similarJobsQuery(job);
    if (!query) return [];
    const rows = await queryRows<Row>(db, query);
    const family = organisationFamily(job.organization_slug);
    const { area } = surroundingsOf(job.country_code);
    return rows.map((row): SimilarJob => ({
      id: String(row.id),
      title: row.title,
      organizationName: matchOrganisation(row.organization)?.name ?? row.organization,
      location: row.location,
      grade: row.grade_code,
      closingDate: row.closing_date,
      expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      sampleRecordedOn: row.sample_recorded_on,
      textLanguage: row.posting_language,
      likeness: likenessFacets(
        {
          sameField: row.same_field,
          grade: row.grade,
          sameLevel: row.same_level,
          place: row.place,
          organisation: row.organisation,
        },
        {
          grade: row.grade_code,
          level: row.level,
          city: row.city,
          country: row.country,
          countryCode: row.country_code,
          area: area?.name ?? null,
          region: row.region,
          family: family?.category ?? null,
        },
      ),
    }));
  });
}
