import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const NEWSLETTER_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

/**
 * Newsletter sign-ups with double opt-in. Only SHA-256 hashes of the e-mailed tokens are stored:
 * the confirmation token is single-use and expires; the unsubscribe token stays valid until replaced.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Trimmed and lower-cased. */
    email: text("email").notNull(),
    status: text("status").$type<NewsletterStatus>().notNull().default("pending"),
    confirmTokenHash: text("confirm_token_hash"),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    unsubscribeTokenHash: text("unsubscribe_token_hash"),
    /** Where the sign-up came from, e.g. `/blog`. */
    source: text("source"),
    lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      "newsletter_subscriptions_status_check",
      sql`${table.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    uniqueIndex("newsletter_subscriptions_email_key").on(table.email),
    uniqueIndex("newsletter_subscriptions_confirm_token_key").on(table.confirmTokenHash),
    uniqueIndex("newsletter_subscriptions_unsubscribe_token_key").on(table.unsubscribeTokenHash),
    index("newsletter_subscriptions_status_idx").on(table.status),
  ],
);

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
