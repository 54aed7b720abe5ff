import { CronExpressionParser } from "cron-parser";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { sources } from "#server/db/schema";

export const DEFAULT_SOURCE_CRON = "0 4 * * *";

type ScheduleRow = Pick<
  typeof sources.$inferSelect,
  "id" | "name" | "metadata" | "lastSuccessAt" | "lastErrorAt"
>;

/** The source's cron (metadata.cron, default daily at 04:00 UTC); an invalid one falls back to the default. */
export function readSourceCron(metadata: Record<string, unknown> | null): string {
  const cron = metadata?.cron;
  if (typeof cron !== "string") return DEFAULT_SOURCE_CRON;
  try {
    CronExpressionParser.parse(cron, { tz: "UTC" });
    return cron;
  } catch {
    return DEFAULT_SOURCE_CRON;
  }
}

/** Due when the cron's latest slot at `now` is after the source's last run (or it never ran). */
export function isSourceDue(row: ScheduleRow, now: Date): boolean {
  const lastRun = Math.max(row.lastSuccessAt?.getTime() ?? 0, row.lastErrorAt?.getTime() ?? 0);
  if (lastRun === 0) return true;
  const latestSlot = CronExpressionParser.parse(readSourceCron(row.metadata), {
    currentDate: new Date(now.getTime() + 1000),
    tz: "UTC",
  })
    .prev()
    .getTime();
  return latestSlot > lastRun;
}

/** Active sources whose cron is due. */
export async function findDueSources(db: Database, now: Date): Promise<ScheduleRow[]> {
  const rows = await db
    .select({
      id: sources.id,
      name: sources.name,
      metadata: sources.metadata,
      lastSuccessAt: sources.lastSuccessAt,
      lastErrorAt: sources.lastErrorAt,
    })
    .from(sources)
    .where(eq(sources.isActive, true));
  return rows.filter((row) => isSourceDue(row, now));
}
