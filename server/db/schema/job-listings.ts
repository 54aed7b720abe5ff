import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { jobs } from "./jobs";
import { sources } from "./sources";

/**
 * Where a job is listed: one row per (source, external id). A vacancy published by its agency and
 * by an aggregator is one job with two listings, so it keeps every link.
 */
export const jobListings = pgTable(
  "job_listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sourceId: uuid("source_id").references(() => sources.id, { onDelete: "set null" }),
    source: text("source").notNull(),
    externalId: text("external_id").notNull(),
    link: text("link").notNull(),
    contentHash: text("content_hash").notNull(),
    /** False once a complete crawl of the source no longer lists it. */
    isListed: boolean("is_listed").notNull().default(true),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("job_listings_source_external_id_key").on(table.source, table.externalId),
    index("job_listings_job_idx").on(table.jobId),
    index("job_listings_source_seen_idx").on(table.source, table.lastSeenAt),
  ],
);
