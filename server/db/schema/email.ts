import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * - `pending`: waiting for its first attempt.
 * - `sending`: claimed by one worker until `lease_until`; a crashed worker's claim expires.
 * - `sent`: accepted by the SMTP server.
 * - `failed`: the last attempt was refused; retried at `next_attempt_at`, or given up (no
 *   `next_attempt_at`) once it has been failing for a day.
 * - `stored`: there is no SMTP server; the outbox is the delivery and admins read it there.
 * - `superseded`: never delivered, and a later message took over its content (`superseded_by`).
 */
export const EMAIL_STATUSES = [
  "pending",
  "sending",
  "sent",
  "failed",
  "stored",
  "superseded",
] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** What an alert digest listed, so a later digest can carry it when this one is never delivered. */
export type DigestSearchJobs = { searchId: string; jobIds: string[] };

/**
 * Every e-mail the product sends goes through here first. With SMTP configured the sender task
 * delivers pending rows; without it a row is `stored` and stays readable by admins.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    /** Makes a send idempotent, e.g. `digest:<user>:<date>`. */
    dedupeKey: text("dedupe_key").unique(),
    to: text("to").notNull(),
    from: text("from").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    status: text("status").$type<EmailStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Fixed when the row is written, so every attempt sends the same Message-ID. */
    messageId: text("message_id"),
    /** The body holds a sign-in, confirmation or reset link: it is replaced by a note once delivered. */
    carriesToken: boolean("carries_token").notNull().default(false),
    /** While `sending`: when the claim of the worker that holds it runs out. */
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    /** While `failed`: when the next attempt is due; empty once given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    /** The later message that took over this undelivered one. */
    supersededBy: uuid("superseded_by"),
    /** Alert digests: the jobs listed, per saved search. */
    digestJobs: jsonb("digest_jobs").$type<DigestSearchJobs[]>(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "email_outbox_status_check",
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed', 'stored', 'superseded')`,
    ),
    index("email_outbox_status_idx").on(table.status, table.createdAt),
  ],
);
