import { eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { careerProfiles } from "#server/db/schema";
import {
  DEGREES,
  eligibleGrades,
  nationalPosts,
  PROFESSIONAL_FIELDS_FOR_PLANNER,
  UN_LANGUAGES,
  type CareerProfile,
} from "#domain/career-eligibility";
import { slugifyField } from "#domain/professional-fields";
import { findCountry } from "#domain/countries";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobCards, type JobCardData } from "#server/modules/jobs/job-card-data";

/** The planner profile saved to an account, or null; a stored value that no longer parses is dropped. */
export async function getCareerProfile(
  db: Database,
  userId: string,
): Promise<CareerProfile | null> {
  const [row] = await db
    .select({ profile: careerProfiles.profile })
    .from(careerProfiles)
    .where(eq(careerProfiles.userId, userId));
  if (!row) return null;
  const stored = row.profile;
  const degree = DEGREES.find((candidate) => candidate === stored.degree);
  if (!degree) return null;
  return {
    yearsExperience: stored.yearsExperience,
    degree,
    languages: UN_LANGUAGES.filter((language) => stored.languages.includes(language)),
    fields: PROFESSIONAL_FIELDS_FOR_PLANNER.filter((field) => stored.fields.includes(field)),
    dutyStations: stored.dutyStations,
    nationality: stored.nationality && findCountry(stored.nationality) ? stored.nationality : null,
  };
}

export async function saveCareerProfile(
  db: Database,
  userId: string,
  profile: CareerProfile,
): Promise<void> {
  await db
    .insert(careerProfiles)
    .values({ userId, profile })
    .onConflictDoUpdate({
      target: careerProfiles.userId,
      set: { profile, updatedAt: new Date() },
    });
}

/** A /jobs link and how many open jobs it lists now. */
export type JobsLink = { href: string; total: number };

export type PlannerJobs = {
  /** P and D grades in the profile's fields and duty stations; null when no grade is open yet. */
  international: (JobsLink & { items: JobCardData[] }) | null;
  /** NO and G posts in the country of the nationality; null without one. */
  national: (JobsLink & { countryName: string }) | null;
};

export const PLANNER_JOB_COUNT = 5;

function jobsHref(params: URLSearchParams): string {
  return `/jobs?${params.toString()}`;
}

/** The open jobs a profile can apply for now, as /jobs links with the listing's own filters. */
export async function findPlannerJobs(
  db: Database,
  profile: CareerProfile,
  now: Date = new Date(),
): Promise<PlannerJobs> {
  const grades = eligibleGrades(profile);
  let international: PlannerJobs["international"] = null;
  if (grades.length > 0) {
    const params = new URLSearchParams();
    for (const grade of grades) params.append("grade", grade);
    for (const field of profile.fields) params.append("field", slugifyField(field));
    for (const station of profile.dutyStations) params.append("location", station);
    const page = await searchJobCards(
      db,
      parseJobQuery(new URLSearchParams([...params, ["perPage", String(PLANNER_JOB_COUNT)]])),
      now,
    );
    international = { href: jobsHref(params), total: page.total, items: page.items };
  }
  const posts = nationalPosts(profile);
  let national: PlannerJobs["national"] = null;
  if (posts) {
    const params = new URLSearchParams();
    for (const grade of posts.grades) params.append("grade", grade);
    for (const field of profile.fields) params.append("field", slugifyField(field));
    params.append("location", posts.country.code);
    const page = await searchJobCards(
      db,
      parseJobQuery(new URLSearchParams([...params, ["perPage", "1"]])),
      now,
    );
    national = { href: jobsHref(params), total: page.total, countryName: posts.country.name };
  }
  return { international, national };
}
