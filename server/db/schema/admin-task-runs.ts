import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";

export const ADMIN_TASK_KINDS = [
  "classification-backfill",
  "re-enrichment",
  "database-cleanup",
  "live-source-run",
] as const;
export type AdminTaskKind = (typeof ADMIN_TASK_KINDS)[number];

/**
 * - `queued`: asked for; no process has started it yet.
 * - `running`: a process works on it; `done` of `total` items so far.
 * - `completed`: finished; `result` holds what it did.
 * - `failed`: stopped by an error; `error` says which.
 */
export const ADMIN_TASK_STATUSES = ["queued", "running", "completed", "failed"] as const;
export type AdminTaskStatus = (typeof ADMIN_TASK_STATUSES)[number];

/**
 * Long admin work (backfills, re-enrichment, cleanup, live runs of a source) run in the background: its progress lives
 * here so any process can show it, and its result stays readable afterwards.
 */
export const adminTaskRuns = pgTable(
  "admin_task_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<AdminTaskKind>().notNull(),
    /** The admin who asked for it (id and e-mail at the time). */
    requestedById: text("requested_by_id").notNull(),
    requestedByEmail: text("requested_by_email").notNull(),
    params: jsonb("params").$type<Record<string, unknown>>().notNull().default({}),
    status: text("status").$type<AdminTaskStatus>().notNull().default("queued"),
    done: integer("done").notNull().default(0),
    /** Items the run covers; unknown (null) until it has counted them. */
    total: integer("total"),
    errors: integer("errors").notNull().default(0),
    /** What a running run is doing now, in words (e.g. "fetching from the source"); null when it has no stages. */
    stage: text("stage"),
    result: jsonb("result").$type<Record<string, unknown>>(),
    error: text("error"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "admin_task_runs_status_check",
      sql`${table.status} in ('queued', 'running', 'completed', 'failed')`,
    ),
    index("admin_task_runs_kind_created_idx").on(table.kind, table.createdAt),
    // At most one live run of a source is queued or running at a time.
    uniqueIndex("admin_task_runs_one_live_run_per_source_idx")
      .on(sql`(${table.params} ->> 'sourceId')`)
      .where(sql`${table.kind} = 'live-source-run' and ${table.status} in ('queued', 'running')`),
  ],
);
