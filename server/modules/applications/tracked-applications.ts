import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import {
  applicationEvents,
  applicationStatusChanges,
  jobs,
  trackedApplications,
} from "#server/db/schema";
import { isUuid } from "#server/lib/is-uuid";
import {
  APPLICATION_EVENT_KINDS,
  APPLICATION_STATUSES,
  isTimeZone,
  nextDue,
  zonedTimeToUtc,
  type ApplicationEventKind,
  type ApplicationStatus,
} from "#domain/application-tracker";

// A signed-in user's job applications. Every read and write is scoped by the user's id: another
// user's application id is "not found", never shown or changed.

export const NOTES_MAX = 5000;
export const REFERENCE_MAX = 100;
export const EVENT_NOTE_MAX = 300;

/** The zone events are entered in when the user has not used one before. */
export const FALLBACK_TIME_ZONE = "UTC";

/**
 * Starts tracking a job for the user with a copy of its title, employer, link and closing date;
 * the id of the application (the existing one when the job is already tracked), or null when the
 * job does not exist.
 */
export async function trackJob(
  db: Database,
  userId: string,
  jobId: string,
): Promise<string | null> {
  if (!isUuid(jobId)) return null;
  const [job] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      organization: jobs.organization,
      link: jobs.link,
      closingDate: jobs.closingDate,
      expiresAt: jobs.expiresAt,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job) return null;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(trackedApplications)
      .values({
        userId,
        jobId: job.id,
        title: job.title,
        organization: job.organization,
        link: job.link,
        closingDate: job.closingDate,
        expiresAt: job.expiresAt,
      })
      .onConflictDoNothing()
      .returning({ id: trackedApplications.id, status: trackedApplications.status });
    if (inserted[0]) {
      await tx
        .insert(applicationStatusChanges)
        .values({ applicationId: inserted[0].id, status: inserted[0].status });
      return inserted[0].id;
    }
    const [existing] = await tx
      .select({ id: trackedApplications.id })
      .from(trackedApplications)
      .where(and(eq(trackedApplications.userId, userId), eq(trackedApplications.jobId, job.id)));
    return existing?.id ?? null;
  });
}

/** For each of these jobs the user tracks, the application's id and status (keyed by job id). */
export async function trackedJobsAmong(
  db: Database,
  userId: string,
  jobIds: string[],
): Promise<Map<string, { id: string; status: ApplicationStatus }>> {
  const ids = jobIds.filter(isUuid);
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: trackedApplications.id,
      jobId: trackedApplications.jobId,
      status: trackedApplications.status,
    })
    .from(trackedApplications)
    .where(and(eq(trackedApplications.userId, userId), inArray(trackedApplications.jobId, ids)));
  return new Map(rows.map((row) => [row.jobId!, { id: row.id, status: row.status }]));
}

export type ApplicationEventItem = {
  id: string;
  kind: ApplicationEventKind;
  startsAt: string;
  timeZone: string;
  note: string;
};

export type ApplicationSummary = {
  id: string;
  jobId: string | null;
  title: string;
  organization: string;
  link: string;
  closingDate: string | null;
  expiresAt: string | null;
  status: ApplicationStatus;
  statusChangedAt: string;
  referenceNumber: string;
  /** The next dated thing at or after now: an event, or the closing date of the posting. */
  nextDue: { kind: ApplicationEventKind | "closing"; startsAt: string; timeZone: string } | null;
};

/** The moment a posting closes: its exact time when known, else the end of its closing day (UTC). */
export function closingMoment(closingDate: string | null, expiresAt: Date | null): Date | null {
  if (expiresAt) return expiresAt;
  if (closingDate) return new Date(`${closingDate}T23:59:59Z`);
  return null;
}

function summaryNextDue(
  application: { closingDate: string | null; expiresAt: Date | null; status: ApplicationStatus },
  events: ApplicationEventItem[],
  now: Date,
): ApplicationSummary["nextDue"] {
  const candidates: NonNullable<ApplicationSummary["nextDue"]>[] = events.map((event) => ({
    kind: event.kind,
    startsAt: event.startsAt,
    timeZone: event.timeZone,
  }));
  // The posting's closing date matters only until the application is sent.
  const closes = closingMoment(application.closingDate, application.expiresAt);
  if (closes && (application.status === "interested" || application.status === "preparing"))
    candidates.push({ kind: "closing", startsAt: closes.toISOString(), timeZone: "UTC" });
  return nextDue(candidates, now);
}

async function eventsOf(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return new Map<string, ApplicationEventItem[]>();
  const rows = await db
    .select()
    .from(applicationEvents)
    .where(inArray(applicationEvents.applicationId, applicationIds))
    .orderBy(asc(applicationEvents.startsAt));
  const byApplication = new Map<string, ApplicationEventItem[]>();
  for (const row of rows) {
    const list = byApplication.get(row.applicationId) ?? [];
    list.push({
      id: row.id,
      kind: row.kind,
      startsAt: row.startsAt.toISOString(),
      timeZone: row.timeZone,
      note: row.note,
    });
    byApplication.set(row.applicationId, list);
  }
  return byApplication;
}

/** The user's applications, most recently changed first. */
export async function listApplications(
  db: Database,
  userId: string,
  now: Date,
): Promise<ApplicationSummary[]> {
  const rows = await db
    .select()
    .from(trackedApplications)
    .where(eq(trackedApplications.userId, userId))
    .orderBy(desc(trackedApplications.statusChangedAt), desc(trackedApplications.createdAt));
  const events = await eventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, events.get(row.id) ?? [], now));
}

/** An application as the list shows it: the copy of its job, its status and what is due next. */
function summaryOf(
  row: typeof trackedApplications.$inferSelect,
  events: ApplicationEventItem[],
  now: Date,
): ApplicationSummary {
  return {
    id: row.id,
    jobId: row.jobId,
    title: row.title,
    organization: row.organization,
    link: row.link,
    closingDate: row.closingDate,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    referenceNumber: row.referenceNumber,
    nextDue: summaryNextDue(row, events, now),
  };
}

/** How many applications the user has in each status (only statuses with at least one). */
export async function countApplications(
  db: Database,
  userId: string,
): Promise<{ total: number; byStatus: Partial<Record<ApplicationStatus, number>> }> {
  const rows = await db
    .select({ status: trackedApplications.status, count: sql<number>`count(*)::int` })
    .from(trackedApplications)
    .where(eq(trackedApplications.userId, userId))
    .groupBy(trackedApplications.status);
  const byStatus: Partial<Record<ApplicationStatus, number>> = {};
  let total = 0;
  for (const row of rows) {
    byStatus[row.status] = row.count;
    total += row.count;
  }
  return { total, byStatus };
}

export type ApplicationDetail = ApplicationSummary & {
  notes: string;
  createdAt: string;
  history: { status: ApplicationStatus; changedAt: string }[];
  events: ApplicationEventItem[];
};

/** One of the user's applications with its history and events; null when it is not theirs. */
export async function getApplication(
  db: Database,
  userId: string,
  applicationId: string,
  now: Date,
): Promise<ApplicationDetail | null> {
  if (!isUuid(applicationId)) return null;
  const [row] = await db
    .select()
    .from(trackedApplications)
    .where(and(eq(trackedApplications.id, applicationId), eq(trackedApplications.userId, userId)));
  if (!row) return null;
  const [history, events] = await Promise.all([
    db
      .select({
        status: applicationStatusChanges.status,
        changedAt: applicationStatusChanges.changedAt,
      })
      .from(applicationStatusChanges)
      .where(eq(applicationStatusChanges.applicationId, row.id))
      .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id)),
    eventsOf(db, [row.id]),
  ]);
  const list = events.get(row.id) ?? [];
  return {
    ...summaryOf(row, list, now),
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    history: history.map((item) => ({
      status: item.status,
      changedAt: item.changedAt.toISOString(),
    })),
    events: list,
  };
}

async function ownsApplication(db: Database, userId: string, applicationId: string) {
  if (!isUuid(applicationId)) return false;
  const [row] = await db
    .select({ id: trackedApplications.id })
    .from(trackedApplications)
    .where(and(eq(trackedApplications.id, applicationId), eq(trackedApplications.userId, userId)));
  return Boolean(row);
}

/**
 * Moves the application to a status and records when; false when the application is not the
 * user's. Choosing the status it already has records nothing.
 */
export async function changeStatus(
  db: Database,
  userId: string,
  applicationId: string,
  status: ApplicationStatus,
  now = new Date(),
): Promise<boolean> {
  if (!isUuid(applicationId)) return false;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: trackedApplications.status })
      .from(trackedApplications)
      .where(and(eq(trackedApplications.id, applicationId), eq(trackedApplications.userId, userId)))
      .for("update");
    if (!current) return false;
    if (current.status === status) return true;
    await tx
      .update(trackedApplications)
      .set({ status, statusChangedAt: now, updatedAt: now })
      .where(eq(trackedApplications.id, applicationId));
    await tx.insert(applicationStatusChanges).values({ applicationId, status, changedAt: now });
    return true;
  });
}

export const applicationDetailsSchema = z.object({
  referenceNumber: z
    .string()
    .trim()
    .max(REFERENCE_MAX, `The reference number can be at most ${REFERENCE_MAX} characters.`),
  notes: z.string().max(NOTES_MAX, `Notes can be at most ${NOTES_MAX} characters.`),
});

/** Saves the reference number and notes; false when the application is not the user's. */
export async function updateApplicationDetails(
  db: Database,
  userId: string,
  applicationId: string,
  details: z.infer<typeof applicationDetailsSchema>,
): Promise<boolean> {
  if (!isUuid(applicationId)) return false;
  const updated = await db
    .update(trackedApplications)
    .set({ referenceNumber: details.referenceNumber, notes: details.notes, updatedAt: new Date() })
    .where(and(eq(trackedApplications.id, applicationId), eq(trackedApplications.userId, userId)))
    .returning({ id: trackedApplications.id });
  return updated.length > 0;
}

export const applicationEventSchema = z
  .object({
    kind: z.enum(APPLICATION_EVENT_KINDS, { message: "Choose a deadline, test or interview." }),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Give the date as YYYY-MM-DD."),
    time: z.string().regex(/^\d{2}:\d{2}$/, "Give the time as HH:MM."),
    timeZone: z.string().refine(isTimeZone, "Choose a time zone from the list."),
    note: z
      .string()
      .trim()
      .max(EVENT_NOTE_MAX, `The note can be at most ${EVENT_NOTE_MAX} characters.`),
  })
  .transform((value, context) => {
    const startsAt = zonedTimeToUtc(value.date, value.time, value.timeZone);
    if (!startsAt) {
      context.addIssue({ code: "custom", message: "That date or time does not exist." });
      return z.NEVER;
    }
    return { kind: value.kind, startsAt, timeZone: value.timeZone, note: value.note };
  });

/** Adds a dated event; its id, or null when the application is not the user's. */
export async function addApplicationEvent(
  db: Database,
  userId: string,
  applicationId: string,
  event: z.output<typeof applicationEventSchema>,
): Promise<string | null> {
  if (!(await ownsApplication(db, userId, applicationId))) return null;
  const [row] = await db
    .insert(applicationEvents)
    .values({ applicationId, ...event })
    .returning({ id: applicationEvents.id });
  return row?.id ?? null;
}

/** Removes one of the user's events; false when it is not theirs. */
export async function removeApplicationEvent(
  db: Database,
  userId: string,
  eventId: string,
): Promise<boolean> {
  if (!isUuid(eventId)) return false;
  const removed = await db
    .delete(applicationEvents)
    .where(
      and(
        eq(applicationEvents.id, eventId),
        inArray(
          applicationEvents.applicationId,
          db
            .select({ id: trackedApplications.id })
            .from(trackedApplications)
            .where(eq(trackedApplications.userId, userId)),
        ),
      ),
    )
    .returning({ id: applicationEvents.id });
  return removed.length > 0;
}

/** Stops tracking: the application, its history and events are deleted; false when not the user's. */
export async function stopTracking(
  db: Database,
  userId: string,
  applicationId: string,
): Promise<boolean> {
  if (!isUuid(applicationId)) return false;
  const removed = await db
    .delete(trackedApplications)
    .where(and(eq(trackedApplications.id, applicationId), eq(trackedApplications.userId, userId)))
    .returning({ id: trackedApplications.id });
  return removed.length > 0;
}

/** The zone the user last entered an event in, else UTC: the form's default choice. */
export async function preferredTimeZone(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ timeZone: applicationEvents.timeZone })
    .from(applicationEvents)
    .innerJoin(trackedApplications, eq(trackedApplications.id, applicationEvents.applicationId))
    .where(eq(trackedApplications.userId, userId))
    .orderBy(desc(applicationEvents.createdAt))
    .limit(1);
  return row && isTimeZone(row.timeZone) ? row.timeZone : FALLBACK_TIME_ZONE;
}

export { APPLICATION_STATUSES };
