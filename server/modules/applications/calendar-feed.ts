import { createHash, randomBytes } from "node:crypto";
import { and, eq, getTableColumns, inArray, isNull, not } from "drizzle-orm";
import ical, { type ICalCalendar } from "ical-generator";
import type { Database } from "#server/db/create-db";
import { isUuid } from "#server/lib/is-uuid";
import {
  applicationEvents,
  calendarFeedTokens,
  jobs,
  savedJobs,
  trackedApplications,
  users,
} from "#server/db/schema";
import { utcToZonedTime } from "#domain/application-tracker";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/interface-locales";
import { liveClosingColumns } from "./live-closing";

// The private calendar feed of a signed-in user (every event of their tracked applications and
// the closing date of every tracked or saved job), reached by a secret URL, and the one-job
// "Add to calendar" file. Both are written by ical-generator (RFC 5545: CRLF lines, folding at
// 75 octets, escaping). Timed events are written in UTC, which every calendar converts to its
// own zone; the zone the user entered the time in is named in the description. Our own words
// (titles, "When:") come from the catalogs in the account's language, through `CalendarWords`
// handed in by the route; the employer's titles and the user's notes stay as they were written.

/** Messages of the "applications.ics" catalog section and links in one language. */
export type CalendarWords = {
  t: (key: string, values?: Record<string, string>) => string;
  href: (path: string) => string;
};

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function digest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Makes a new secret for the user's feed, replacing any earlier one (whose URL stops working),
 * and returns it. Only its digest is stored, so it can be shown just this once.
 */
export async function createCalendarToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insert(calendarFeedTokens)
    .values({ userId, tokenHash: digest(token) })
    .onConflictDoUpdate({
      target: calendarFeedTokens.userId,
      set: { tokenHash: digest(token), createdAt: new Date() },
    });
  return token;
}

/** Deletes the user's feed secret; false when there was none. */
export async function revokeCalendarToken(db: Database, userId: string): Promise<boolean> {
  const removed = await db
    .delete(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId))
    .returning({ userId: calendarFeedTokens.userId });
  return removed.length > 0;
}

/** When the user's current feed secret was made, or null when there is none. */
export async function calendarTokenCreatedAt(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ createdAt: calendarFeedTokens.createdAt })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.userId, userId));
  return row?.createdAt.toISOString() ?? null;
}

/** The user a feed secret belongs to, or null for an unknown, revoked or malformed one. */
export async function userIdForCalendarToken(db: Database, token: string): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ userId: calendarFeedTokens.userId })
    .from(calendarFeedTokens)
    .where(eq(calendarFeedTokens.tokenHash, digest(token)));
  return row?.userId ?? null;
}

function newCalendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: "Blueboard", product: "Blueboard", language: "EN" },
  });
}

type ClosingJob = {
  title: string;
  organization: string;
  closingDate: string | null;
  expiresAt: Date | null;
  url: string;
};

/**
 * The closing date of a job as an all-day event on that day; when only the closing moment is
 * known, an all-day event on its UTC date. Null when the job has no closing date.
 */
function addClosingEvent(
  calendar: ICalCalendar,
  uid: string,
  job: ClosingJob,
  stamp: Date,
  words: CalendarWords,
) {
  const day = job.closingDate ?? job.expiresAt?.toISOString().slice(0, 10) ?? null;
  if (!day) return;
  const names = { title: job.title, organization: job.organization };
  calendar.createEvent({
    id: uid,
    stamp,
    allDay: true,
    start: new Date(`${day}T00:00:00Z`),
    summary: words.t("applications.ics.closingSummary", names),
    description: `${words.t("applications.ics.closingDescription", names)}\n${job.url}`,
    url: job.url,
  });
}

/** An .ics file with one job's closing date, for the job page's "Add to calendar". */
export function jobCalendar(
  job: ClosingJob & { id: string },
  siteHost: string,
  now: Date,
  words: CalendarWords,
): string {
  const calendar = newCalendar(job.title);
  addClosingEvent(calendar, `job-${job.id}-closing@${siteHost}`, job, now, words);
  return calendar.toString();
}

function describeTime(startsAt: Date, timeZone: string): string {
  const { date, time } = utcToZonedTime(startsAt, timeZone);
  return `${date} ${time} (${timeZone})`;
}

/** The language the user chose for the site and their e-mails; English until chosen. */
async function accountLocale(db: Database, userId: string): Promise<Locale> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return isLocale(row?.locale) ? row.locale : DEFAULT_LOCALE;
}

/**
 * The user's whole feed, in their account's language (`wordsFor`): each event of their tracked
 * applications, the closing date of each tracked application still being prepared (the job's
 * current one while it exists, `live-closing.ts`), and the closing date of each saved job that
 * is not also tracked.
 */
export async function userCalendar(
  db: Database,
  userId: string,
  siteUrl: string,
  now: Date,
  wordsFor: (locale: Locale) => CalendarWords,
): Promise<string> {
  const host = new URL(siteUrl).host;
  const words = wordsFor(await accountLocale(db, userId));
  const calendar = newCalendar(words.t("applications.ics.calendarName"));
  const applications = await db
    .select({ ...getTableColumns(trackedApplications), ...liveClosingColumns })
    .from(trackedApplications)
    .leftJoin(jobs, eq(jobs.id, trackedApplications.jobId))
    .where(eq(trackedApplications.userId, userId));
  const byId = new Map(applications.map((row) => [row.id, row]));
  const events =
    applications.length === 0
      ? []
      : await db
          .select()
          .from(applicationEvents)
          .where(inArray(applicationEvents.applicationId, [...byId.keys()]));
  for (const event of events) {
    const application = byId.get(event.applicationId)!;
    const pageUrl = `${siteUrl}${words.href(`/account/applications/${application.id}`)}`;
    const names = {
      kind: event.kind,
      title: application.title,
      organization: application.organization,
    };
    const lines = [
      words.t("applications.ics.eventFor", names),
      words.t("applications.ics.when", { when: describeTime(event.startsAt, event.timeZone) }),
      application.referenceNumber
        ? words.t("applications.ics.reference", { reference: application.referenceNumber })
        : "",
      event.note,
      pageUrl,
    ].filter((line) => line !== "");
    calendar.createEvent({
      id: `application-event-${event.id}@${host}`,
      stamp: now,
      start: event.startsAt,
      // A deadline is a moment; a test or interview is given an hour, since its length is unknown.
      end: new Date(event.startsAt.getTime() + (event.kind === "deadline" ? 0 : 3_600_000)),
      summary: words.t("applications.ics.eventSummary", names),
      description: lines.join("\n"),
      url: pageUrl,
    });
  }
  for (const application of applications) {
    if (application.status !== "interested" && application.status !== "preparing") continue;
    addClosingEvent(
      calendar,
      `application-${application.id}-closing@${host}`,
      {
        ...application,
        url: `${siteUrl}${words.href(`/account/applications/${application.id}`)}`,
      },
      now,
      words,
    );
  }
  const saved = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organization: jobs.organization,
      closingDate: jobs.closingDate,
      expiresAt: jobs.expiresAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .leftJoin(
      trackedApplications,
      and(eq(trackedApplications.jobId, jobs.id), eq(trackedApplications.userId, userId)),
    )
    .where(
      and(
        eq(savedJobs.userId, userId),
        isNull(trackedApplications.id),
        not(eq(jobs.status, "closed")),
      ),
    );
  for (const job of saved)
    addClosingEvent(
      calendar,
      `saved-job-${job.id}-closing@${host}`,
      {
        ...job,
        url: `${siteUrl}${words.href(`/jobs/${job.id}`)}`,
      },
      now,
      words,
    );
  return calendar.toString();
}

/** The "Add to calendar" file of a job, or null when the job does not exist or has no closing date. */
export async function jobCalendarFile(
  db: Database,
  jobId: string,
  siteUrl: string,
  now: Date,
  words: CalendarWords,
): Promise<string | null> {
  if (!isUuid(jobId)) return null;
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organization: jobs.organization,
      closingDate: jobs.closingDate,
      expiresAt: jobs.expiresAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || (!job.closingDate && !job.expiresAt)) return null;
  return jobCalendar(
    { ...job, url: `${siteUrl}${words.href(`/jobs/${job.id}`)}` },
    new URL(siteUrl).host,
    now,
    words,
  );
}
