import { sql, type SQL } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Database } from "#server/db/create-db";
import { onJobsWritten } from "#server/db/jobs-written";
import { queryRows } from "#server/db/query-rows";
import { eligibleGrades, type CareerProfile } from "#domain/career-eligibility";
import { findCountry } from "#domain/countries";
import { matchCv } from "#domain/cv-match";
import { classifyField } from "#domain/fields";
import { cvFit, cvFitShare, hasFit, type JobFit } from "#domain/job-fit";
import { matchOrganisation } from "#domain/organisations";
import { locationMatch } from "#server/modules/jobs/job-filters";
import { getCv } from "#server/modules/cv/cv-documents";
import { getCareerProfile } from "./career-planner";

/**
 * "Jobs for you": open jobs ranked by how well they fit a signed-in user's CV and career planner
 * profile. PostgreSQL picks at most CANDIDATES jobs: those of the profile's fields or the field read
 * from the CV (any field when neither names one), the ones at the grades the profile qualifies
 * for and at its duty stations first. Each is then set against the CV requirement by requirement
 * (domain/cv-match.ts) and ranked by the share it meets plus what it shares with the profile; each
 * keeps its reasons as data (domain/job-fit.ts), which the page words in its language. Every read is by the user's id. A user's list is kept a short while
 * (CACHE_TTL_MS), under a key that changes when the CV or the profile does, and forgotten with
 * every write to the jobs table.
 */

export const CANDIDATES = 200;
export const JOBS_FOR_YOU_MAX = 30;
const CACHE_TTL_MS = 2 * 60_000;
/** The top grades a profile qualifies for count as its level (a P-4 candidate is not after P-1). */
const LEVEL_GRADES = 2;
const DESCRIPTION_CHARACTERS = 30_000;

export type JobForYou = {
  id: string;
  title: string;
  organizationName: string;
  location: string;
  grade: string | null;
  closingDate: string | null;
  expiresAt: string | null;
  sampleRecordedOn: string | null;
  /** The language the posting is written in (ISO 639-1), null when unknown: its title's `lang`. */
  textLanguage: string | null;
  /** Why it is offered, as data the page words ("Matches 5 of 7 requirements: … · Your field: …"). */
  fit: JobFit;
};

export type JobsForYou = {
  /** What the list is made from; both false: the user has neither a CV nor a planner profile. */
  basis: { cv: boolean; profile: boolean };
  jobs: JobForYou[];
};

type Row = {
  id: string;
  title: string;
  organization: string;
  location: string;
  country_code: string | null;
  grade_code: string | null;
  professional_field: string | null;
  closing_date: string | null;
  expires_at: string | Date | null;
  sample_recorded_on: string | null;
  posting_language: string | null;
  description: string;
  field_match: boolean;
  level_match: boolean;
  place_match: boolean;
};

/** One bounded cache per database (tests and benchmarks open several in one process). */
let caches = new WeakMap<Database, LRUCache<string, JobsForYou>>();
onJobsWritten(() => (caches = new WeakMap()));

function cacheFor(db: Database): LRUCache<string, JobsForYou> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, JobsForYou>({ max: 500, ttl: CACHE_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

function list(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );
}

/** The profile's duty station a job is at: its country by code, else the station in its location. */
function stationOf(row: Row, stations: readonly string[]): string | null {
  const location = row.location.toLowerCase();
  for (const station of stations) {
    const country = findCountry(station);
    if (country ? country.code === row.country_code : location.includes(station.toLowerCase()))
      return station;
  }
  return null;
}

async function candidates(
  db: Database,
  fields: readonly string[],
  grades: readonly string[],
  stations: readonly string[],
): Promise<Row[]> {
  const fieldMatch = fields.length ? sql`j.professional_field in (${list(fields)})` : sql`false`;
  const levelMatch = grades.length ? sql`j.grade_code in (${list(grades)})` : sql`false`;
  const placeMatch = stations.length ? locationMatch([...stations]) : sql`false`;
  return queryRows<Row>(
    db,
    sql`select j.id, j.title, j.organization, j.location, j.country_code, j.grade_code,
          j.professional_field, to_char(j.closing_date, 'YYYY-MM-DD') as closing_date, j.expires_at,
          to_char(j.sample_recorded_at at time zone 'UTC', 'YYYY-MM-DD') as sample_recorded_on,
          j.posting_language, left(j.description, ${DESCRIPTION_CHARACTERS}) as description,
          coalesce(${fieldMatch}, false) as field_match, coalesce(${levelMatch}, false) as level_match,
          coalesce(${placeMatch}, false) as place_match
        from jobs j
        where j.status = 'active' and coalesce(j.expires_at, 'infinity'::timestamptz) > now()
          ${fields.length ? sql`and ${fieldMatch}` : sql``}
          and (j.sample_recorded_at is null or not exists (
            select 1 from jobs live where live.sample_recorded_at is null and live.status = 'active'))
        order by (case when ${levelMatch} then 3 else 0 end)
          + (case when ${placeMatch} then 2 else 0 end) desc, j.posted_date desc, j.id
        limit ${CANDIDATES}`,
  );
}

function rank(
  rows: Row[],
  cvText: string | null,
  profile: CareerProfile | null,
  now: Date,
): JobForYou[] {
  const stations = profile?.dutyStations ?? [];
  const chosenFields: readonly string[] = profile?.fields ?? [];
  const scored = rows.flatMap((row) => {
    const match = cvText ? matchCv(row.description, cvText, now) : null;
    const field = row.field_match && row.professional_field ? row.professional_field : null;
    const place = row.place_match ? stationOf(row, stations) : null;
    const fit: JobFit = {
      cv: match ? cvFit(match) : null,
      profile: {
        field,
        fieldFromCv: field !== null && !chosenFields.includes(field),
        level: row.level_match,
        place,
      },
    };
    if (!hasFit(fit)) return [];
    const score =
      (match ? cvFitShare(match) * 10 : 0) +
      (field ? 4 : 0) +
      (row.level_match ? 3 : 0) +
      (place ? 2 : 0);
    const job: JobForYou = {
      id: String(row.id),
      title: row.title,
      organizationName: matchOrganisation(row.organization)?.name ?? row.organization,
      location: row.location,
      grade: row.grade_code,
      closingDate: row.closing_date,
      expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
      sampleRecordedOn: row.sample_recorded_on,
      textLanguage: row.posting_language,
      fit,
    };
    return [{ job, score }];
  });
  // A stable sort: equal scores keep the query's order (the newest first).
  scored.sort((a, b) => b.score - a.score);
  return scored.slice(0, JOBS_FOR_YOU_MAX).map(({ job }) => job);
}

/** When the user's CV and profile were last written: part of the cache key. */
async function versions(db: Database, userId: string): Promise<string> {
  const [row] = await queryRows<{ cv_at: string | null; profile_at: string | null }>(
    db,
    sql`select (select created_at::text from cv_documents where user_id = ${userId}) as cv_at,
          (select updated_at::text from career_profiles where user_id = ${userId}) as profile_at`,
  );
  return `${row?.cv_at ?? "-"}|${row?.profile_at ?? "-"}`;
}

/** The open jobs that fit the user's own CV and planner profile, best first, with reasons. */
export async function findJobsForYou(
  db: Database,
  userId: string,
  now: Date = new Date(),
): Promise<JobsForYou> {
  const key = `${userId}|${await versions(db, userId)}`;
  const cache = cacheFor(db);
  const kept = cache.get(key);
  if (kept) return kept;
  const [cv, profile] = await Promise.all([getCv(db, userId), getCareerProfile(db, userId)]);
  const basis = { cv: cv !== null, profile: profile !== null };
  let jobs: JobForYou[] = [];
  if (cv || profile) {
    const cvField = cv ? (classifyField({ description: cv.text })?.field ?? null) : null;
    const fields = [...new Set([...(profile?.fields ?? []), ...(cvField ? [cvField] : [])])];
    const grades = profile ? eligibleGrades(profile).slice(-LEVEL_GRADES) : [];
    const rows = await candidates(db, fields, grades, profile?.dutyStations ?? []);
    jobs = rank(rows, cv?.text ?? null, profile, now);
  }
  const result = { basis, jobs };
  cache.set(key, result);
  return result;
}
