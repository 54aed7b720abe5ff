import { asc, desc, eq, getTableColumns, inArray } from "drizzle-orm";
import { stringify } from "csv-stringify/sync";
import type { Database } from "#server/db/create-db";
import {
  applicationEvents,
  applicationStatusChanges,
  jobs,
  trackedApplications,
} from "#server/db/schema";
import {
  APPLICATION_EVENT_LABELS,
  APPLICATION_STATUS_LABELS,
  utcToZonedTime,
  type ApplicationEventKind,
  type ApplicationStatus,
} from "#domain/application-tracker";
import { liveClosingColumns } from "./live-closing";

// The user's tracked applications for "Download my data": everything the tracker keeps, read by
// the user's id only, as JSON-ready objects and as a spreadsheet (CSV).

export type ExportedApplication = {
  id: string;
  jobId: string | null;
  title: string;
  organization: string;
  link: string;
  closingDate: string | null;
  closesAt: string | null;
  status: ApplicationStatus;
  statusChangedAt: string;
  referenceNumber: string;
  notes: string;
  trackedSince: string;
  history: { status: ApplicationStatus; changedAt: string }[];
  events: {
    kind: ApplicationEventKind;
    startsAt: string;
    timeZone: string;
    /** The date and time on the clocks of `timeZone`, as the user typed them. */
    localTime: string;
    note: string;
  }[];
};

/**
 * Every application of the user with its status history and events, most recently changed first;
 * the closing date is the job's current one while it exists (`live-closing.ts`).
 */
export async function exportApplications(
  db: Database,
  userId: string,
): Promise<ExportedApplication[]> {
  const rows = await db
    .select({ ...getTableColumns(trackedApplications), ...liveClosingColumns })
    .from(trackedApplications)
    .leftJoin(jobs, eq(jobs.id, trackedApplications.jobId))
    .where(eq(trackedApplications.userId, userId))
    .orderBy(desc(trackedApplications.statusChangedAt), desc(trackedApplications.createdAt));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const [history, events] = await Promise.all([
    db
      .select()
      .from(applicationStatusChanges)
      .where(inArray(applicationStatusChanges.applicationId, ids))
      .orderBy(asc(applicationStatusChanges.changedAt), asc(applicationStatusChanges.id)),
    db
      .select()
      .from(applicationEvents)
      .where(inArray(applicationEvents.applicationId, ids))
      .orderBy(asc(applicationEvents.startsAt)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    jobId: row.jobId,
    title: row.title,
    organization: row.organization,
    link: row.link,
    closingDate: row.closingDate,
    closesAt: row.expiresAt?.toISOString() ?? null,
    status: row.status,
    statusChangedAt: row.statusChangedAt.toISOString(),
    referenceNumber: row.referenceNumber,
    notes: row.notes,
    trackedSince: row.createdAt.toISOString(),
    history: history
      .filter((change) => change.applicationId === row.id)
      .map((change) => ({ status: change.status, changedAt: change.changedAt.toISOString() })),
    events: events
      .filter((event) => event.applicationId === row.id)
      .map((event) => {
        const local = utcToZonedTime(event.startsAt, event.timeZone);
        return {
          kind: event.kind,
          startsAt: event.startsAt.toISOString(),
          timeZone: event.timeZone,
          localTime: `${local.date} ${local.time}`,
          note: event.note,
        };
      }),
  }));
}

const CSV_COLUMNS = [
  "Job title",
  "Employer",
  "Link",
  "Status",
  "Status since",
  "Tracked since",
  "Closing date",
  "Reference number",
  "Dates",
  "Status history",
  "Notes",
];

const day = (iso: string) => iso.slice(0, 10);

/**
 * The applications as CSV, one row each, with a header. Cells that a spreadsheet would run as a
 * formula (starting with =, +, -, @, a tab or a carriage return) are prefixed with an apostrophe.
 */
export function applicationsCsv(applications: ExportedApplication[]): string {
  return stringify(
    [
      CSV_COLUMNS,
      ...applications.map((application) => [
        application.title,
        application.organization,
        application.link,
        APPLICATION_STATUS_LABELS[application.status],
        day(application.statusChangedAt),
        day(application.trackedSince),
        application.closingDate ?? (application.closesAt ? day(application.closesAt) : ""),
        application.referenceNumber,
        application.events
          .map(
            (event) =>
              `${APPLICATION_EVENT_LABELS[event.kind]}: ${event.localTime} (${event.timeZone})${event.note ? ` ${event.note}` : ""}`,
          )
          .join("; "),
        application.history
          .map((change) => `${APPLICATION_STATUS_LABELS[change.status]} ${day(change.changedAt)}`)
          .join("; "),
        application.notes,
      ]),
    ],
    { escape_formulas: true, bom: true, record_delimiter: "windows" },
  );
}
