import { and, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import {
  applicationEvents,
  applicationStatusChanges,
  trackedApplications,
} from "#server/db/schema";
import { isUuid } from "#server/lib/is-uuid";
import {
  APPLICATION_EVENT_KINDS,
  isTimeZone,
  zonedTimeToUtc,
  type ApplicationStatus,
} from "#domain/application-tracker";

// Changing a signed-in user's job application: its status, reference number and notes, and its
// dated events, with the forms' schemas. Every write is scoped by the user's id: another user's
// application or event is "not found", never changed.

export const NOTES_MAX = 5000;
export const REFERENCE_MAX = 100;
export const EVENT_NOTE_MAX = 300;

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
