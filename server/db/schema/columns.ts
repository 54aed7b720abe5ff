import { customType, timestamp } from "drizzle-orm/pg-core";

/** PostgreSQL tsvector; only ever written by a generated column. */
export const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

export function createdAt() {
  return timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
}

export function updatedAt() {
  return timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
}
