import { bigint, index, integer, jsonb, pgTable, text, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/**
 * Counters of rate-limiter-flexible's PostgreSQL store (sign-in attempts per account and per
 * client, coaching and newsletter requests per client and per address). In the database so that
 * every web process on one PostgreSQL shares the same counts. The shape is the library's own:
 * `key` (prefix and a hash, never an address in clear), consumed `points`, `expire` in epoch ms.
 */
export const throttleCounters = pgTable(
  "throttle_counter",
  {
    key: varchar("key", { length: 255 }).primaryKey(),
    points: integer("points").notNull().default(0),
    expire: bigint("expire", { mode: "number" }),
  },
  (table) => [index("throttle_counter_expire_idx").on(table.expire)],
);

/** One row per action an admin took: who, what, on what, when, from which client. */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The admin's user id and e-mail address at the time (kept if the account is deleted later). */
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    /** What was done, e.g. `POST /admin/users: set-role`. */
    action: text("action").notNull(),
    /** What it was done to (a user id, a source id …), when there is one. */
    target: text("target"),
    /** The form fields that describe the action (never passwords or tokens). */
    details: jsonb("details").$type<Record<string, string>>().notNull().default({}),
    clientIp: text("client_ip"),
    userAgent: text("user_agent"),
    createdAt: createdAt(),
  },
  (table) => [index("admin_audit_log_created_idx").on(table.createdAt)],
);
