import pg from "pg";
import { afterAll, afterEach, expect, test } from "vitest";
import type { Database, DbHandle } from "#server/db/create-db";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import type { Logger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { insertJobs } from "./insert-jobs";
import { cached, configureJobsCache, peekCached } from "./jobs-cache";
import { JOBS_CHANGED_CHANNEL, listenForJobChanges } from "./jobs-changed-listener";

// Web processes sharing one PostgreSQL clear their caches when any process changes jobs: the jobs
// table notifies on commit (whoever writes), and the listener clears this process's cache.

let handle: DbHandle | undefined;
afterAll(async () => {
  await handle?.close();
});
afterEach(() => configureJobsCache({ ttlSeconds: 0 }));

const quiet: Logger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  child: () => quiet,
  enabled: () => false,
};

async function until(condition: () => boolean) {
  for (let tries = 0; tries < 250 && !condition(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
  return condition();
}

test("a committed change to the jobs table is announced on jobs_changed", async () => {
  handle = await createTestDb();
  const heard: string[] = [];
  let stop: () => Promise<void>;
  if (handle.pglite) {
    const unlisten = await handle.pglite.listen(JOBS_CHANGED_CHANNEL, () => heard.push("insert"));
    stop = unlisten;
  } else {
    const client = new pg.Client({ connectionString: handle.connectionString ?? undefined });
    await client.connect();
    await client.query(`listen ${JOBS_CHANGED_CHANNEL}`);
    client.on("notification", () => heard.push("insert"));
    stop = () => client.end();
  }
  try {
    await insertJobs(handle.db, createSyntheticJobs(2, { now: new Date(), seed: 11 }));
    expect(await until(() => heard.length > 0)).toBe(true);
  } finally {
    await stop();
  }
});

test.skipIf(!process.env.DATABASE_URL)(
  "on PostgreSQL a notification from another process clears this process's jobs cache",
  async () => {
    configureJobsCache({ ttlSeconds: 60 });
    const connectionString = process.env.DATABASE_URL!;
    // Any object stands for a database as the cache's key; only the connection is needed here.
    const db = {} as Database;
    const listener = await listenForJobChanges(connectionString, quiet);
    const other = new pg.Client({ connectionString });
    await other.connect();
    try {
      await cached(db, "total", "all", () => Promise.resolve(42));
      expect(peekCached(db, "total", "all")).toBe(42);
      await other.query(`notify ${JOBS_CHANGED_CHANNEL}`);
      expect(await until(() => peekCached(db, "total", "all") === undefined)).toBe(true);
    } finally {
      await other.end();
      await listener.close();
    }
  },
);
