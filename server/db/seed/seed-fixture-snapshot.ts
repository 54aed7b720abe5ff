import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { normalisePosting } from "#domain/normalise-posting";
import type { Database } from "#server/db/create-db";
import type { NewJobRow } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { queryRows } from "#server/db/query-rows";
import type { FixtureSnapshot, SnapshotPosting } from "./fixture-snapshot";
import { seedOrganisations } from "./seed-organisations";

const SNAPSHOT_PATH = path.join(import.meta.dirname, "fixture-snapshot.json");
const DAY = 86_400_000;

/**
 * Each source's recording is moved forward in time so that its newest posting appears today;
 * every other date keeps its real distance from it. A posting whose deadline had already passed
 * when it was recorded stays expired.
 */
function createTimeShifts(postings: SnapshotPosting[], now: Date): Map<string, number> {
  const newest = new Map<string, number>();
  for (const posting of postings) {
    const posted = posting.postedAt ? Date.parse(posting.postedAt) : NaN;
    if (!Number.isNaN(posted))
      newest.set(posting.source, Math.max(newest.get(posting.source) ?? 0, posted));
  }
  // Whole days, so a posting keeps its time of day; the newest lands within the last 24 hours.
  return new Map(
    [...newest].map(([source, time]) => [source, Math.floor((now.getTime() - time) / DAY) * DAY]),
  );
}

/** Turns the recorded postings into job rows through the real normalisation. */
export function buildSnapshotJobs(
  snapshot: FixtureSnapshot,
  now: Date,
  organisationIds: Map<string, string>,
): NewJobRow[] {
  const shifts = createTimeShifts(snapshot.postings, now);
  return snapshot.postings.map((posting) => {
    const shift = shifts.get(posting.source) ?? 0;
    const recordedAt = posting.postedAt ? new Date(posting.postedAt) : null;
    const normalised = normalisePosting({ ...posting, postedAt: recordedAt }, now);
    const postedDate = new Date((recordedAt ?? now).getTime() + shift);
    const expiresAt = normalised.deadline
      ? new Date(normalised.deadline.instant.getTime() + shift)
      : null;
    const closingDate =
      expiresAt && normalised.deadline
        ? new Date(Date.parse(normalised.deadline.localDate) + shift).toISOString().slice(0, 10)
        : null;
    const slug = normalised.organizationSlug;
    return {
      source: posting.source,
      externalId: posting.externalId,
      title: normalised.title,
      organization: normalised.organizationName ?? posting.organization ?? "Unknown organisation",
      organizationId: slug ? (organisationIds.get(slug) ?? null) : null,
      organizationSlug: slug,
      location: normalised.locationDisplay,
      city: normalised.city,
      country: normalised.country,
      countryCode: normalised.countryCode,
      isRemote: normalised.isRemote,
      isMultiLocation: normalised.isMultiLocation,
      description: normalised.descriptionHtml,
      descriptionText: normalised.descriptionText,
      link: posting.link,
      links: [{ source: posting.source, url: posting.link }],
      professionalField: normalised.field,
      level: normalised.level,
      gradeCode: normalised.gradeCode,
      gradeSource: normalised.gradeSource,
      gradeConfidence: normalised.gradeConfidence,
      expiresAt,
      closingDate,
      postedDate,
      firstSeenAt: postedDate,
      lastSeenAt: now,
      status: expiresAt && expiresAt <= now ? "expired" : "active",
      summaryExcerpt: normalised.summaryExcerpt || null,
    } satisfies NewJobRow;
  });
}

/** Fills an empty database with the real recorded postings, so a new install shows real jobs. */
export async function seedFixtureSnapshotIfEmpty(db: Database, now: Date): Promise<number> {
  const [existing] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from jobs limit 1) as any_job`,
  );
  if (Number(existing?.count ?? 0) > 0) return 0;
  const organisationIds = await seedOrganisations(db);
  const snapshot = JSON.parse(fs.readFileSync(SNAPSHOT_PATH, "utf8")) as FixtureSnapshot;
  return insertJobs(db, buildSnapshotJobs(snapshot, now, organisationIds));
}
