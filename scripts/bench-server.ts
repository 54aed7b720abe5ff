// What the benchmark scripts share: the clean-up list that runs on success, failure or Ctrl-C, the
// databases they run against (a fresh PGlite directory and a throw-away PostgreSQL database,
// seeded with synthetic jobs, or a given one), a free port, the production server as a child
// process (healthy before it is driven, stopped on the way out), the autocannon drive that
// measures every response's latency, percentiles, the machine's load average, and how figures are
// printed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { ParseArgsOptionsConfig } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { insertJobs } from "#server/modules/jobs/insert-jobs";

const root = path.resolve(import.meta.dirname, "..");

/** The command-line options every load benchmark takes (for `parseArgs`), beside its own. */
export const BENCH_OPTIONS = {
  // Synthetic jobs seeded into each fresh database.
  jobs: { type: "string", default: "100000" },
  // Measured seconds per mix or page, after the warm-up seconds (not measured).
  duration: { type: "string", default: "10" },
  warmup: { type: "string", default: "3" },
  connections: { type: "string", default: "20" },
  // pglite, postgres, or both (comma-separated); see forEachBenchDatabase.
  targets: { type: "string" },
  // An existing PostgreSQL database to benchmark instead of a throw-away one (never dropped).
  "use-database": { type: "string" },
  // Sent as Accept-Encoding with every request (autocannon sends none), e.g. "br, gzip".
  "accept-encoding": { type: "string" },
} as const satisfies ParseArgsOptionsConfig;

/**
 * The figures of BENCH_OPTIONS as a run uses them, and the headers every request carries. A
 * figure that is not a whole number (at least 1; the warm-up may be 0) is refused by name.
 */
export function benchSettings(args: {
  jobs: string;
  duration: string;
  warmup: string;
  connections: string;
  "accept-encoding"?: string;
}) {
  const whole = (name: "jobs" | "duration" | "warmup" | "connections", least: number) => {
    const value = Number(args[name]);
    if (!Number.isInteger(value) || value < least)
      throw new Error(`--${name} takes a whole number of at least ${least}, not "${args[name]}"`);
    return value;
  };
  return {
    jobs: whole("jobs", 1),
    duration: whole("duration", 1),
    warmup: whole("warmup", 0),
    connections: whole("connections", 1),
    headers: args["accept-encoding"]
      ? { "accept-encoding": args["accept-encoding"] }
      : ({} as Record<string, string>),
  };
}

/** A benchmark's progress line, on stderr so that stdout holds only the report. */
export const benchLog = (message: string) => void process.stderr.write(`[bench] ${message}\n`);

export type BenchCleanups = {
  /** Registers a step; steps run last registered first. */
  add: (step: () => Promise<void> | void) => void;
  /**
   * Runs `main`, then every step once, and exits the process: 0 when `main` succeeded, 1 (its
   * error logged) when it failed.
   */
  runMain: (main: () => Promise<void>) => Promise<never>;
};

/**
 * A benchmark's clean-up list: servers to stop, temp directories and throw-away databases to
 * remove. The steps run once, on success, failure or SIGINT/SIGTERM (then the exit code is 130);
 * a step that fails is logged and the others still run.
 */
export function benchCleanups(log: (message: string) => void): BenchCleanups {
  const steps: (() => Promise<void> | void)[] = [];
  let cleaningUp: Promise<void> | null = null;
  const cleanUp = (): Promise<void> =>
    (cleaningUp ??= (async () => {
      for (const step of steps.reverse()) {
        try {
          await step();
        } catch (error) {
          log(`clean-up step failed: ${String(error)}`);
        }
      }
    })());
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      log(`${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return {
    add: (step) => void steps.push(step),
    runMain: async (main) => {
      let failed = false;
      try {
        await main();
      } catch (error) {
        failed = true;
        log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      } finally {
        await cleanUp();
      }
      process.exit(failed ? 1 : 0);
    },
  };
}

/** Builds the production bundle unless it is up to date (`scripts/build.ts --if-needed`). */
export function buildIfNeeded(): void {
  const build = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/build.ts", "--if-needed"],
    { cwd: root, stdio: ["ignore", 2, 2] },
  );
  if (build.status !== 0) throw new Error(`the build failed (exit ${String(build.status)})`);
}

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

async function postgresVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return rows[0]?.server_version.split(" ")[0] ?? "";
  } finally {
    await client.end();
  }
}

export type BenchDatabase = {
  /** "PGlite" or "PostgreSQL 15.x". */
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
      label: `PostgreSQL ${await postgresVersion(databaseUrl)}`,
      env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
      jobs,
    });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * Starts `server/main.ts` in production mode on a free loopback port, web only (`TASKS=off`,
 * `SEED=none`, `LOG_LEVEL=warn`), with `env` on top of ours and `nodeArgs` before the entry (e.g.
 * `--cpu-prof`), and waits for `/healthz`. `onStop` receives the stop function, so a script can
 * stop every server it started on Ctrl-C or failure.
 */
export async function startBenchServer(options: {
  env: Record<string, string>;
  nodeArgs?: string[];
  log: (message: string) => void;
  onStop: (stop: () => Promise<void>) => void;
}): Promise<RunningServer> {
  const { log } = options;
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), "--import", "tsx", "server/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: "",
        NODE_ENV: "production",
        ...options.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        TASKS: "off",
        SEED: "none",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  // "close" comes after the output streams are drained, so error messages are complete.
  let exitReason = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("close", (code, signal) => {
      exitReason = signal ? `signal ${signal}` : `code ${String(code)}`;
      resolve(code);
    }),
  );
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve("timeout"), 25_000)),
    ]);
    if (code === "timeout") {
      log("the server did not stop within 25 s of SIGTERM; killing it");
      child.kill("SIGKILL");
      await exited;
    } else if (code !== 0) {
      log(`the server exited with code ${String(code)}:\n${output.join("")}`);
    }
  };
  options.onStop(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!running)
      throw new Error(
        `the server exited (${exitReason}) before it was healthy:\n${output.join("")}`,
      );
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not healthy within 120 s:\n${output.join("")}`);
}

/** What one drive measured: throughput and latency percentiles in ms, of every response. */
export type Measured = {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Mean size of a response in bytes (headers and body as received). */
  bytes: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
};

/**
 * Drives `url` (the server's origin) with autocannon for `seconds` over `connections`; every new
 * request asks for `nextPath()`, so a caller can rotate paths or repeat one. With `record`, each
 * response's own time is kept and the figures are of those; without (a warm-up), the requests are
 * sent and nothing is measured (the figures are then NaN or 0).
 */
export async function driveLoad(options: {
  url: string;
  nextPath: () => string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  record: boolean;
}): Promise<Measured> {
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: [
          {
            setupRequest: (request) => {
              request.path = options.nextPath();
              return request;
            },
          },
        ],
      },
      (error: unknown, finished) =>
        error
          ? reject(error instanceof Error ? error : new Error("autocannon failed"))
          : resolve(finished),
    );
    if (options.record) {
      instance.on("response", (_client, _status, responseBytes, responseTime) => {
        latencies.push(responseTime);
        bytes += responseBytes;
      });
    }
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / options.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    bytes: latencies.length ? bytes / latencies.length : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** A drive's progress line: "420 req/s, p50 12, p95 30, p97.5 35, p99 41 ms". */
export const describeMeasured = (measured: Measured) =>
  `${measured.reqPerSec.toFixed(0)} req/s, p50 ${formatFigure(measured.p50)}, p95 ${formatFigure(measured.p95)}, p97.5 ${formatFigure(measured.p97_5)}, p99 ${formatFigure(measured.p99)} ms`;

/** The value at rank ⌈p/100 · n⌉ of sorted latencies (no interpolation); NaN when none. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
}

/** A figure for a table: one decimal under 10, whole numbers above, "-" for none. */
export const formatFigure = (value: number) =>
  Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0);
