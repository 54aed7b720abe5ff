import pg from "pg";
import type { Logger } from "#server/lib/logger";
import { invalidateJobsCache } from "./jobs-cache";

/** The channel the jobs table's trigger notifies after every committed change (migration 0017). */
export const JOBS_CHANGED_CHANNEL = "jobs_changed";

const RECONNECT_MS = 1000;

/**
 * Keeps this process's jobs cache (search totals, API bodies, anonymous pages) in step with writes
 * made by any process on the same PostgreSQL: a dedicated connection listens on `jobs_changed`
 * and every notification clears the cache. While the connection is down nothing is heard, so the
 * cache is cleared when it drops and again once listening resumes (at most the cache's TTL of
 * staleness either way).
 */
export async function listenForJobChanges(
  connectionString: string,
  logger: Logger,
): Promise<{ close(): Promise<void> }> {
  let closed = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on("notification", (message) => {
      if (message.channel === JOBS_CHANGED_CHANNEL) invalidateJobsCache();
    });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      client = null;
      invalidateJobsCache();
      if (closed) return;
      logger.warn("lost the jobs_changed listener; reconnecting", { error });
      next.end().catch(() => {});
      retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
    };
    next.on("error", lost);
    next.on("end", () => lost());
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${JOBS_CHANGED_CHANNEL}`);
    } catch (error) {
      if (client === next) client = null;
      await next.end().catch(() => {});
      throw error;
    }
    invalidateJobsCache();
  };
  const scheduleRetry = (error: unknown) => {
    if (closed) return;
    logger.warn("could not listen for job changes; retrying", { error });
    retry = setTimeout(() => void connect().catch(scheduleRetry), RECONNECT_MS);
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
