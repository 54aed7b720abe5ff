import { asc, eq, like, or } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { emailOutbox, users } from "#server/db/schema";
import { escapeLikePattern } from "#server/db/like-pattern";
import { getCv } from "#server/modules/cv/cv-documents";
import {
  exportApplications,
  type ExportedApplication,
} from "#server/modules/applications/export-applications";
import { describeSavedSearch } from "./describe-saved-search";
import { getProfile } from "./profile";
import { listSavedJobs } from "./saved-jobs";
import { listSavedSearches } from "./saved-searches";

// "Download my data": everything Blueboard keeps about one account, read by that account's id
// only, as one JSON document. The CV is its extracted text, not the uploaded file (that has its
// own download).

/**
 * The alert e-mails written for a user carry the user's id in their dedupe key: the digests
 * (`digest:<user>:<day>`), the saved-job reminders (`reminder:<user>:<job>`) and the tracker's
 * (`tracker:<user>:…`).
 */
const ALERT_KEY_PREFIXES = ["digest", "reminder", "tracker"];

export type AccountDataExport = Awaited<ReturnType<typeof exportAccountData>>;

async function alertHistory(db: Database, userId: string) {
  const rows = await db
    .select({
      kind: emailOutbox.kind,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      writtenAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(
      or(
        ...ALERT_KEY_PREFIXES.map((prefix) =>
          like(emailOutbox.dedupeKey, `${prefix}:${escapeLikePattern(userId)}:%`),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((row) => ({
    kind: row.kind,
    subject: row.subject,
    status: row.status,
    writtenAt: row.writtenAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

export async function exportAccountData(db: Database, userId: string, now: Date) {
  const [[user], profile, savedJobs, savedSearches, applications, cv, alerts] = await Promise.all([
    db
      .select({
        email: users.email,
        name: users.name,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(eq(users.id, userId)),
    getProfile(db, userId),
    listSavedJobs(db, userId),
    listSavedSearches(db, userId),
    exportApplications(db, userId),
    getCv(db, userId),
    alertHistory(db, userId),
  ]);
  if (!user) return null;
  return {
    exportedAt: now.toISOString(),
    account: {
      email: user.email,
      name: user.name,
      emailConfirmed: user.emailVerified,
      createdAt: user.createdAt.toISOString(),
    },
    profile: { fullName: profile.fullName, careerFocus: profile.careerFocus },
    alertSettings: {
      alertFrequency: profile.alertFrequency,
      deadlineReminders: profile.deadlineReminders,
      trackerReminders: profile.trackerReminders,
    },
    savedJobs,
    savedSearches: savedSearches.map((search) => ({
      name: search.name,
      alertsOn: search.is_active,
      description: describeSavedSearch({
        searchKeyword: search.search_keyword,
        organizationFilter: search.organization_filter,
        locationFilter: search.location_filter,
        sourceFilter: search.source_filter,
        filters: search.filters,
      }),
      keyword: search.search_keyword,
      organization: search.organization_filter,
      location: search.location_filter,
      source: search.source_filter,
      filters: search.filters,
      query: search.query,
      lastAlertedAt: search.last_alerted_at,
      createdAt: search.created_at,
    })),
    applications: applications satisfies ExportedApplication[],
    cv: cv
      ? {
          fileName: cv.fileName,
          fileType: cv.fileType,
          byteSize: cv.byteSize,
          uploadedAt: cv.uploadedAt,
          text: cv.text,
        }
      : null,
    alertHistory: alerts,
  };
}
