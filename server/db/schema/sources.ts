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
import { createdAt, updatedAt } from "./columns";
import { organizations } from "./organizations";

export const SOURCE_TYPES = ["rss", "scrape", "api", "webforms"] as const;
export type SourceType = (typeof SOURCE_TYPES)[number];

/** A configured feed or site that ingestion pulls vacancies from. */
export const sources = pgTable(
  "sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull().unique(),
    type: text("type").$type<SourceType>().notNull().default("rss"),
    baseUrl: text("base_url").notNull(),
    /** Adapter name (older rows: scraper_function), cron, parser and organisation defaults. */
    metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull().default({}),
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "set null",
    }),
    isActive: boolean("is_active").notNull().default(true),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastErrorAt: timestamp("last_error_at", { withTimezone: true }),
    /** Set while a run holds the source, so two workers never run it at once. */
    runStartedAt: timestamp("run_started_at", { withTimezone: true }),
    /**
     * Renewed every 30 seconds by the process running the source; a lease whose heartbeat is a few
     * minutes old belongs to a process that died, and the next claim recovers it.
     */
    runHeartbeatAt: timestamp("run_heartbeat_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("sources_type_check", sql`${table.type} in ('rss', 'scrape', 'api', 'webforms')`),
  ],
);

export const INGESTION_STATUSES = ["running", "completed", "partial", "failed"] as const;
export type IngestionStatus = (typeof INGESTION_STATUSES)[number];

/** One pass over a source: an ingestion run. */
export const ingestionLogs = pgTable(
  "ingestion_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    durationMs: integer("duration_ms"),
    status: text("status").$type<IngestionStatus>().notNull().default("running"),
    isDryRun: boolean("is_dry_run").notNull().default(false),
    itemsFetched: integer("items_fetched").notNull().default(0),
    /** Postings that passed preparation (after dedupe within the run). */
    jobsFound: integer("jobs_found").notNull().default(0),
    /**
     * True when the run proved it saw the source's whole list (the adapter said so and no list
     * page failed); only such runs count towards closing what a source no longer lists.
     */
    complete: boolean("complete").notNull().default(false),
    insertedCount: integer("inserted_count").notNull().default(0),
    updatedCount: integer("updated_count").notNull().default(0),
    closedCount: integer("closed_count").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    errors: jsonb("errors").$type<string[]>().notNull().default([]),
  },
  (table) => [
    index("ingestion_logs_source_started_idx").on(table.sourceId, table.startedAt.desc()),
  ],
);
