import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

export const EMAIL_STATUSES = ["pending", "sent", "failed", "stored"] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

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
    messageId: text("message_id"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "email_outbox_status_check",
      sql`${table.status} in ('pending', 'sent', 'failed', 'stored')`,
    ),
    index("email_outbox_status_idx").on(table.status, table.createdAt),
  ],
);
