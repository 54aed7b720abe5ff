// The databases a benchmark runs against: a fresh PGlite directory and a throw-away PostgreSQL
// database, seeded with synthetic jobs, or a given one.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { insertJobs } from "#server/modules/jobs/insert-jobs";

/**
 * Seeds `JOBS` deterministic synthetic jobs (the same chunks and seeds as `npm run db:seed --
 * --synthetic N --languages`: some in French and Spanish) into a database that holds no job, then vacuums and analyses jobs and the search
 * table its triggers filled, as autovacuum soon would after a bulk load, so that plans do not
 * depend on when it runs. A database that already holds jobs is left as it is. Returns the number
 * of jobs.
 */
async function seedIfEmpty(
  target: { databaseUrl?: string; dataDir: string },
  jobs: number,
  log: (message: string) => void,
): Promise<number> {
  const started = performance.now();
  const handle = await createDb(target);
  try {
    const existing = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from jobs`,
    );
    const count = Number(existing[0]?.count ?? 0);
    if (count > 0) {
      log(`the database already holds ${count} jobs: benchmarking them as they are`);
      return count;
    }
    const now = new Date();
    let inserted = 0;
    for (let offset = 0; offset < jobs; offset += 10_000) {
      const rows = createSyntheticJobs(Math.min(10_000, jobs - offset), {
        now,
        seed: 42 + offset,
        languages: true,
      });
      rows.forEach((row, index) => (row.externalId = `synthetic-${offset + index + 1}`));
      inserted += await insertJobs(handle.db, rows);
    }
    await handle.db.execute(sql`vacuum (analyze) jobs, job_search`);
    log(`seeded ${inserted} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return inserted;
  } finally {
    await handle.close();
  }
}

/**
 * "PostgreSQL 15.18, shared_buffers 512MB": the server's version and the memory it caches pages in,
 * which decides whether a 100,000-job database is read from its own buffers or from the operating
 * system's (a figure taken with another setting does not compare).
 */
async function postgresLabel(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const setting = async (name: string) => {
      const { rows } = await client.query<Record<string, string>>(`show ${name}`);
      return Object.values(rows[0] ?? {})[0] ?? "";
    };
    const version = (await setting("server_version")).split(" ")[0];
    return `PostgreSQL ${version}, shared_buffers ${await setting("shared_buffers")}`;
  } finally {
    await client.end();
  }
}

export type BenchDatabase = {
  /** "PGlite" or "PostgreSQL 15.x, shared_buffers …". */
  label: string;
  /** The server's environment for it: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  /** How many jobs it holds; undefined for a given database benchmarked as it is, unread. */
  jobs: number | undefined;
};

/**
 * Runs `bench` on each target database in turn. The targets are `--targets` (pglite, postgres,
 * comma-separated), else postgres alone with `--use-database`, else PGlite plus PostgreSQL when
 * DATABASE_URL is set, else PGlite. PGlite is a fresh DATA_DIR in a temp directory; PostgreSQL is
 * the `--use-database` database, or a throw-away database on DATABASE_URL's server, dropped at the
 * end. Fresh databases are seeded with `jobs` synthetic jobs; a given one is seeded only when it
 * has no job and `seedGivenDatabase` says so, else benchmarked untouched. The temp directories
 * and throw-away databases are removed by the steps handed to `onCleanup`.
 */
export async function forEachBenchDatabase(
  options: {
    targets: string | undefined;
    useDatabase: string | undefined;
    jobs: number;
    seedGivenDatabase: boolean;
    log: (message: string) => void;
    onCleanup: (step: () => Promise<void> | void) => void;
  },
  bench: (database: BenchDatabase) => Promise<void>,
): Promise<void> {
  const { log, onCleanup } = options;
  const serverUrl = process.env.DATABASE_URL || undefined;
  const targets = options.targets
    ? options.targets.split(",")
    : options.useDatabase
      ? ["postgres"]
      : serverUrl
        ? ["pglite", "postgres"]
        : ["pglite"];
  for (const target of targets) {
    if (target !== "pglite" && target !== "postgres")
      throw new Error(`unknown target "${target}" (pglite, postgres)`);
    // The server's DATA_DIR: the database on PGlite, a lock-free scratch directory on PostgreSQL.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-bench-"));
    onCleanup(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    if (target === "pglite") {
      log(`PGlite: seeding ${options.jobs} jobs into ${dataDir}`);
      const jobs = await seedIfEmpty({ dataDir }, options.jobs, log);
      await bench({ label: "PGlite", env: { DATA_DIR: dataDir }, jobs });
      continue;
    }
    let databaseUrl = options.useDatabase;
    let jobs: number | undefined;
    if (databaseUrl) {
      if (options.seedGivenDatabase)
        jobs = await seedIfEmpty({ databaseUrl, dataDir }, options.jobs, log);
    } else {
      if (!serverUrl) throw new Error("the postgres target needs DATABASE_URL");
      const database = await createThrowawayDatabase(serverUrl, "blueboard_bench");
      onCleanup(async () => {
        await database.drop();
        log(`dropped database ${database.name}`);
      });
      databaseUrl = database.url;
      log(`PostgreSQL: seeding ${options.jobs} jobs into ${database.name}`);
      jobs = await seedIfEmpty({ databaseUrl, dataDir }, options.jobs, log);
    }
    await bench({
      label: await postgresLabel(databaseUrl),
      env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      jobs,
    });
  }
}
