import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { ApplicationEventKind, ApplicationStatus } from "#domain/application-tracker";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { jobs } from "./jobs";

/**
 * A job a signed-in user is applying to. The job's title, employer, link and closing date are
 * copied here when tracking starts, so the application outlives the posting: when the job row is
 * removed the link to it is cleared (`set null`), never the application.
 */
export const trackedApplications = pgTable(
  "tracked_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    organization: text("organization").notNull(),
    link: text("link").notNull(),
    closingDate: date("closing_date"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    status: text("status").$type<ApplicationStatus>().notNull().default("interested"),
    statusChangedAt: timestamp("status_changed_at", { withTimezone: true }).notNull().defaultNow(),
    referenceNumber: text("reference_number").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex("tracked_applications_user_job_idx").on(table.userId, table.jobId),
    index("tracked_applications_job_idx").on(table.jobId),
  ],
);

/** Every status an application has had, with when it was set (the first row is when tracking began). */
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => trackedApplications.id, { onDelete: "cascade" }),
    status: text("status").$type<ApplicationStatus>().notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("application_status_changes_application_idx").on(table.applicationId)],
);

/**
 * A dated step of an application (a deadline, a test, an interview): the moment in UTC and the
 * time zone the user gave it in, so it is shown again in that zone.
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => trackedApplications.id, { onDelete: "cascade" }),
    kind: text("kind").$type<ApplicationEventKind>().notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("application_events_application_idx").on(table.applicationId, table.startsAt)],
);

/**
 * The secret of a user's private calendar feed, kept only as its SHA-256 digest: the URL is shown
 * once when made, and revoking deletes the row, so the old URL stops working.
 */
export const calendarFeedTokens = pgTable("calendar_feed_tokens", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  createdAt: createdAt(),
});
