import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDb } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { formatFigure, loadAverage, percentile, startBenchServer } from "./bench-server";

// npm run bench:pages                    PGlite, plus PostgreSQL when DATABASE_URL is set
// npm run bench:pages -- --jobs 5000 --duration 5 --targets pglite --cpu-prof
// npm run bench:pages -- --use-database postgres://…/mine   (seeded only if it has no jobs)
//
// The server-rendered HTML pages of the production server, end to end, as an anonymous visitor:
// `/`, `/jobs`, `/jobs?level=Mid`, one job's page, and `/healthz` as the floor of the same run
// (the cost of the HTTP layer and one `select 1`, with no rendering). Each target database (a fresh
// PGlite DATA_DIR; on PostgreSQL a throw-away database, or --use-database) is seeded with
// deterministic synthetic jobs; the production build is served by `server/main.ts` as a child
// process and driven with autocannon, a warm-up (discarded) then the measured seconds per page.
// Latency percentiles come from every response's own time. Each page is judged against the
// targets: at least 400 req/s, and a p97.5 at most 4 times the same run's `/healthz` p97.5. Then
// every page is driven again with --stress-connections (default 50) to count errors. The machine
// may be shared, so the load average is printed before and after, and every page is read next to
// the floor. `--cpu-prof` starts the server with `node --cpu-prof` and says where the profile was
// written.

const root = path.resolve(import.meta.dirname, "..");

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string", default: "100000" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "20" },
    "stress-connections": { type: "string", default: "50" },
    "stress-duration": { type: "string", default: "5" },
    pages: { type: "string" },
    targets: { type: "string" },
    "use-database": { type: "string" },
    // Sent as Accept-Encoding with every request (autocannon sends none), e.g. "br, gzip".
    "accept-encoding": { type: "string" },
    "cpu-prof": { type: "boolean", default: false },
  },
});

const MIN_REQ_PER_SEC = 400;
const MAX_FLOOR_RATIO = 4;
const JOBS = Number(args.jobs);
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
const STRESS_CONNECTIONS = Number(args["stress-connections"]);
const STRESS_DURATION = Number(args["stress-duration"]);
const HEADERS: Record<string, string> = args["accept-encoding"]
  ? { "accept-encoding": args["accept-encoding"] }
  : {};
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp() {
  for (const step of cleanups.reverse()) {
    try {
      await step();
    } catch (error) {
      log(`clean-up step failed: ${String(error)}`);
    }
  }
  cleanups.length = 0;
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

async function seed(target: { databaseUrl?: string; dataDir: string }) {
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
    // The same chunks and seeds as `npm run db:seed -- --synthetic N` and bench:api.
    for (let offset = 0; offset < JOBS; offset += 10_000) {
      const rows = createSyntheticJobs(Math.min(10_000, JOBS - offset), { now, seed: 42 + offset });
      rows.forEach((row, index) => (row.externalId = `synthetic-${offset + index + 1}`));
      await insertJobs(handle.db, rows);
    }
    await handle.db.execute(sql`vacuum (analyze) jobs, job_search`);
    log(`seeded ${JOBS} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return JOBS;
  } finally {
    await handle.close();
  }
}

type Result = {
  page: string;
  reqPerSec: number;
  p50: number;
  p975: number;
  p99: number;
  errors: number;
  non2xx: number;
  bytes: number;
};

async function drive(
  url: string,
  page: string,
  seconds: number,
  record: boolean,
  connections = CONNECTIONS,
) {
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${page}`, connections, duration: seconds, headers: HEADERS },
      (error: unknown, finished) =>
        error
          ? reject(error instanceof Error ? error : new Error("autocannon failed"))
          : resolve(finished),
    );
    if (record)
      instance.on("response", (_client, _status, responseBytes, responseTime) => {
        latencies.push(responseTime);
        bytes += responseBytes;
      });
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    page,
    reqPerSec: latencies.length / seconds,
    p50: percentile(sorted, 50),
    p975: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytes: latencies.length ? bytes / latencies.length : 0,
  } satisfies Result;
}

const fmt = formatFigure;

type Stress = { page: string; reqPerSec: number; p975: number; errors: number; non2xx: number };

async function benchTarget(label: string, env: Record<string, string>): Promise<string> {
  const profileDir = args["cpu-prof"]
    ? fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-pages-profile-"))
    : null;
  const server = await startBenchServer({
    env,
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    log,
    onStop: (stop) => cleanups.push(stop),
  });
  const listing = (await (await fetch(`${server.url}/api/v1/jobs`)).json()) as {
    items: { id: string }[];
  };
  const jobId = listing.items[0]?.id;
  if (!jobId) throw new Error("the seeded database lists no open job");
  const all = ["/healthz", "/", "/jobs", "/jobs?level=Mid", `/jobs/${jobId}`];
  const pages = args.pages
    ? all.filter((page) => args.pages!.split(",").includes(page.replace(jobId, ":id")))
    : all;
  for (const page of pages) {
    const response = await fetch(`${server.url}${page}`);
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const loadBefore = loadAverage();
  const results: Result[] = [];
  for (const page of pages) {
    if (WARMUP > 0) await drive(server.url, page, WARMUP, false);
    const result = await drive(server.url, page, DURATION, true);
    log(
      `${label} ${page}: ${result.reqPerSec.toFixed(0)} req/s, p50 ${fmt(result.p50)}, p97.5 ${fmt(result.p975)}, p99 ${fmt(result.p99)} ms`,
    );
    results.push(result);
  }
  const loadAfter = loadAverage();
  const stress: Stress[] = [];
  if (STRESS_CONNECTIONS > 0) {
    for (const page of pages) {
      const result = await drive(server.url, page, STRESS_DURATION, true, STRESS_CONNECTIONS);
      log(
        `${label} ${page} at ${STRESS_CONNECTIONS} connections: ${result.reqPerSec.toFixed(0)} req/s, ${result.errors} errors, ${result.non2xx} non-2xx`,
      );
      stress.push(result);
    }
  }
  await server.stop();
  if (profileDir) log(`CPU profile of the ${label} server: ${profileDir}`);
  const floor = results.find((result) => result.page === "/healthz");
  const name = (page: string) => `\`${page.startsWith("/jobs/") ? "/jobs/:id" : page}\``;
  const verdict = (r: Result) => {
    if (r.page === "/healthz" || !floor) return "-";
    const ratio = r.p975 / floor.p975;
    return r.reqPerSec >= MIN_REQ_PER_SEC && ratio <= MAX_FLOOR_RATIO && r.errors + r.non2xx === 0
      ? "yes"
      : "**no**";
  };
  return [
    `#### ${label}`,
    "",
    `Load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.`,
    "",
    `| page | req/s | p50 ms | p97.5 ms | p99 ms | bytes | errors / non-2xx | p97.5 ÷ \`/healthz\` p97.5 | ≥ ${MIN_REQ_PER_SEC} req/s and ≤ ${MAX_FLOOR_RATIO}× |`,
    "|---|---:|---:|---:|---:|---:|---:|---:|---|",
    ...results.map(
      (r) =>
        `| ${name(r.page)} | ${r.reqPerSec.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p975)} | ${fmt(r.p99)} | ${r.bytes.toFixed(0)} | ${r.errors} / ${r.non2xx} | ${floor ? `${(r.p975 / floor.p975).toFixed(2)}×` : "-"} | ${verdict(r)} |`,
    ),
    ...(stress.length
      ? [
          "",
          `At ${STRESS_CONNECTIONS} connections (${STRESS_DURATION} s each): ` +
            stress
              .map(
                (r) =>
                  `${name(r.page)} ${r.reqPerSec.toFixed(0)} req/s, p97.5 ${fmt(r.p975)} ms, ${r.errors} errors / ${r.non2xx} non-2xx`,
              )
              .join("; ") +
            ".",
        ]
      : []),
  ].join("\n");
}

async function pgVersion(databaseUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ server_version: string }>("show server_version");
    return rows[0]?.server_version.split(" ")[0] ?? "";
  } finally {
    await client.end();
  }
}

async function main() {
  const serverUrl = process.env.DATABASE_URL || undefined;
  const targets = args.targets
    ? args.targets.split(",")
    : args["use-database"]
      ? ["postgres"]
      : serverUrl
        ? ["pglite", "postgres"]
        : ["pglite"];
  const build = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/build.ts", "--if-needed"],
    { cwd: root, stdio: ["ignore", 2, 2] },
  );
  if (build.status !== 0) throw new Error(`the build failed (exit ${String(build.status)})`);
  const encoding = args["accept-encoding"]
    ? `Accept-Encoding: ${args["accept-encoding"]}`
    : "no Accept-Encoding (sizes are uncompressed HTML)";
  const output = [
    `### Pages, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `${CONNECTIONS} connections, ${DURATION} s per page after ${WARMUP} s warm-up, ${encoding}; ` +
      `${os.cpus().length} CPUs, Node ${process.version}; autocannon runs on the same machine as the server and the database.`,
    "",
  ];
  for (const target of targets) {
    // The server's DATA_DIR: the database on PGlite, a lock-free scratch directory on PostgreSQL.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-bench-pages-"));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    if (target === "pglite") {
      const jobs = await seed({ dataDir });
      output.push(
        await benchTarget(`PGlite, ${jobs.toLocaleString("en")} jobs`, { DATA_DIR: dataDir }),
        "",
      );
    } else if (target === "postgres") {
      let databaseUrl = args["use-database"];
      if (!databaseUrl) {
        if (!serverUrl) throw new Error("the postgres target needs DATABASE_URL");
        const database = await createThrowawayDatabase(serverUrl, "blueboard_bench");
        cleanups.push(() => database.drop());
        databaseUrl = database.url;
      }
      const jobs = await seed({ databaseUrl, dataDir });
      const version = await pgVersion(databaseUrl);
      output.push(
        await benchTarget(`PostgreSQL ${version}, ${jobs.toLocaleString("en")} jobs`, {
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDir,
        }),
        "",
      );
    } else {
      throw new Error(`unknown target "${target}" (pglite, postgres)`);
    }
  }
  process.stdout.write(`${output.join("\n")}\n`);
}

try {
  await main();
} finally {
  await cleanUp();
}
