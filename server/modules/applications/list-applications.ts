import { and, asc, desc, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import {
  applicationEvents,
  applicationStatusChanges,
  jobs,
  trackedApplications,
} from "#server/db/schema";
import { isUuid } from "#server/lib/is-uuid";
import {
  isTimeZone,
  nextDue,
  type ApplicationEventKind,
  type ApplicationStatus,
} from "#domain/application-tracker";
import { closingMoment, liveClosingColumns } from "./live-closing";

// Reading a signed-in user's job applications: the list, one application with its history and
// events, the counts per status. Every read is scoped by the user's id: another user's
// application id is "not found".

/** The zone events are entered in when the user has not used one before. */
export const FALLBACK_TIME_ZONE = "UTC";

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

type ApplicationRow = typeof trackedApplications.$inferSelect;

/** An application's row with the live job's closing date in place of the copy (`live-closing.ts`). */
function selectApplications(db: Database) {
  return db
    .select({ ...getTableColumns(trackedApplications), ...liveClosingColumns })
    .from(trackedApplications)
    .leftJoin(jobs, eq(jobs.id, trackedApplications.jobId));
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

/** An application as the list shows it: its job (closing date live), its status and what is due next. */
function summaryOf(
  row: ApplicationRow,
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

/** The user's applications, most recently changed first. */
export async function listApplications(
  db: Database,
  userId: string,
  now: Date,
): Promise<ApplicationSummary[]> {
  const rows = await selectApplications(db)
    .where(eq(trackedApplications.userId, userId))
    .orderBy(desc(trackedApplications.statusChangedAt), desc(trackedApplications.createdAt));
  const events = await eventsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, events.get(row.id) ?? [], now));
}

/**
 * What is due next across the user's applications: those with a dated thing still ahead (an event,
 * or the closing date of a posting not yet applied to), soonest first, at most `limit`.
 */
export async function listDueNext(
  db: Database,
  userId: string,
  now: Date,
  limit: number,
): Promise<(ApplicationSummary & { nextDue: NonNullable<ApplicationSummary["nextDue"]> })[]> {
  return (await listApplications(db, userId, now))
    .flatMap((item) => (item.nextDue ? [{ ...item, nextDue: item.nextDue }] : []))
    .sort((a, b) => Date.parse(a.nextDue.startsAt) - Date.parse(b.nextDue.startsAt))
    .slice(0, limit);
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
  const [row] = await selectApplications(db).where(
    and(eq(trackedApplications.id, applicationId), eq(trackedApplications.userId, userId)),
  );
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
