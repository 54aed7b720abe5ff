import { sql } from "drizzle-orm";
import { check, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const COACHING_REQUEST_STATUSES = ["new", "contacted", "closed"] as const;
export type CoachingRequestStatus = (typeof COACHING_REQUEST_STATUSES)[number];

/**
 * A request for career coaching, sent from /coaching. An admin works through them at
 * /admin/coaching: the status (new, contacted, closed) and private notes.
 */
export const coachingRequests = pgTable(
  "coaching_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    currentSituation: text("current_situation").notNull(),
    goal: text("goal").notNull(),
    preferredLanguage: text("preferred_language").notNull(),
    status: text("status").$type<CoachingRequestStatus>().notNull().default("new"),
    /** Notes for the team only; never sent to the requester. */
    adminNotes: text("admin_notes").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("coaching_requests_status_check", sql`${table.status} in ('new', 'contacted', 'closed')`),
    index("coaching_requests_created_idx").on(table.createdAt.desc()),
    index("coaching_requests_email_idx").on(table.email),
    index("coaching_requests_status_idx").on(table.status, table.createdAt.desc()),
  ],
);

export type CoachingRequestRow = typeof coachingRequests.$inferSelect;
