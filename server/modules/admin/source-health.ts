import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { INGESTION_STATUSES } from "#server/db/schema";
import { DISALLOWED_BY_ROBOTS } from "#server/ingestion/http/http-types";

/** Runs shown in a source's trend of jobs found. */
export const HEALTH_TREND_RUNS = 10;
/** A source whose last this-many live runs all failed is flagged. */
export const FAILING_AFTER_RUNS = 3;

const share = z
  .number()
  .min(0)
  .max(1)
  .nullable()
  .describe(
    "Share of the source's open jobs that have the field (0 to 1); null without open jobs.",
  );

export const sourceHealthSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  isActive: z.boolean(),
  lastRunAt: z.iso.datetime().nullable().describe("Start of the latest live run."),
  lastRunStatus: z.enum(INGESTION_STATUSES).nullable(),
  lastCompleteCrawlAt: z.iso
    .datetime()
    .nullable()
    .describe("End of the latest run that proved it saw the source's whole list."),
  jobsFoundTrend: z
    .array(
      z.object({
        startedAt: z.iso.datetime(),
        status: z.enum(INGESTION_STATUSES),
        jobsFound: z.number().int().min(0),
        complete: z.boolean(),
      }),
    )
    .describe(`Jobs found by each of the latest ${HEALTH_TREND_RUNS} live runs, oldest first.`),
  consecutiveFailures: z
    .number()
    .int()
    .min(0)
    .describe(`Failed live runs in a row, counted from the latest (at most ${HEALTH_TREND_RUNS}).`),
  failing: z
    .boolean()
    .describe(`True when the latest ${FAILING_AFTER_RUNS} live runs or more failed in a row.`),
  robotsDisallowed: z
    .string()
    .nullable()
    .describe(
      "What the site's robots.txt kept the latest live run from fetching (its error), or null.",
    ),
  openJobs: z.number().int().min(0),
  fieldCompleteness: z.object({
    closingDate: share,
    grade: share,
    dutyStation: share.describe("Share of open jobs with a resolved country, or remote."),
    description: share,
  }),
});

export const sourcesHealthResponseSchema = z.object({
  generatedAt: z.iso.datetime(),
  sources: z.array(sourceHealthSchema),
});

export type SourceHealth = z.infer<typeof sourceHealthSchema>;
export type SourcesHealthResponse = z.infer<typeof sourcesHealthResponseSchema>;

const toIso = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

/**
 * Health of every source from its run log and its jobs: latest complete crawl, jobs found per run,
 * field completeness of its open jobs, failures in a row (three or more flag the source).
 */
export async function getSourcesHealth(
  db: Database,
  now = new Date(),
): Promise<SourcesHealthResponse> {
  const rows = await queryRows<{ id: string; name: string; is_active: boolean }>(
    db,
    sql`select id, name, is_active from sources order by is_active desc, name`,
  );
  const runs = await queryRows<{
    source_id: string;
    started_at: string | Date;
    status: (typeof INGESTION_STATUSES)[number];
    jobs_found: number;
    complete: boolean;
    robots_error: string | null;
  }>(
    db,
    sql`select source_id, started_at, status, jobs_found, complete,
               (select e from jsonb_array_elements_text(ranked.errors) as e
                 where position = 1 and e like ${`%${DISALLOWED_BY_ROBOTS}%`} limit 1) as robots_error
          from (
          select l.*, row_number() over (partition by source_id order by started_at desc) as position
            from ingestion_logs l where not l.is_dry_run) ranked
         where position <= ${HEALTH_TREND_RUNS}
         order by source_id, started_at desc`,
  );
  const lastComplete = await queryRows<{ source_id: string; at: string | Date }>(
    db,
    sql`select source_id, max(coalesce(finished_at, started_at)) as at from ingestion_logs
         where complete and status <> 'failed' and not is_dry_run group by source_id`,
  );
  const fields = await queryRows<{
    source_id: string;
    open_jobs: number | string;
    closing_date: number | string;
    grade: number | string;
    duty_station: number | string;
    description: number | string;
  }>(
    db,
    sql`select source_id, count(*) as open_jobs,
               count(closing_date) as closing_date,
               count(grade_code) as grade,
               count(*) filter (where country_code is not null or is_remote) as duty_station,
               count(*) filter (where btrim(description_text) <> '') as description
          from jobs where status = 'active' and source_id is not null group by source_id`,
  );

  const runsBySource = new Map<string, typeof runs>();
  for (const run of runs)
    runsBySource.set(run.source_id, [...(runsBySource.get(run.source_id) ?? []), run]);
  const completeBySource = new Map(lastComplete.map((row) => [row.source_id, toIso(row.at)]));
  const fieldsBySource = new Map(fields.map((row) => [row.source_id, row]));

  const sources = rows.map((row): SourceHealth => {
    const latestFirst = runsBySource.get(row.id) ?? [];
    let consecutiveFailures = 0;
    for (const run of latestFirst) {
      if (run.status === "running" && consecutiveFailures === 0) continue;
      if (run.status !== "failed") break;
      consecutiveFailures++;
    }
    const counts = fieldsBySource.get(row.id);
    const open = Number(counts?.open_jobs ?? 0);
    const ratio = (value: number | string | undefined) =>
      open === 0 ? null : Math.round((Number(value ?? 0) / open) * 1000) / 1000;
    return {
      id: row.id,
      name: row.name,
      isActive: row.is_active,
      lastRunAt: toIso(latestFirst[0]?.started_at ?? null),
      lastRunStatus: latestFirst[0]?.status ?? null,
      lastCompleteCrawlAt: completeBySource.get(row.id) ?? null,
      jobsFoundTrend: latestFirst
        .map((run) => ({
          startedAt: toIso(run.started_at)!,
          status: run.status,
          jobsFound: Number(run.jobs_found),
          complete: run.complete,
        }))
        .reverse(),
      consecutiveFailures,
      failing: consecutiveFailures >= FAILING_AFTER_RUNS,
      robotsDisallowed: latestFirst[0]?.robots_error ?? null,
      openJobs: open,
      fieldCompleteness: {
        closingDate: ratio(counts?.closing_date),
        grade: ratio(counts?.grade),
        dutyStation: ratio(counts?.duty_station),
        description: ratio(counts?.description),
      },
    };
  });
  return { generatedAt: now.toISOString(), sources };
}
