import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { createDb } from "#server/db/create-db";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { formatFigure, loadAverage, percentile, startBenchServer } from "./bench-server";

// npm run bench:pages
// npm run bench:pages -- --jobs 5000 --duration 5 --cpu-prof
//
// The server-rendered HTML pages of the production server, end to end, as an anonymous visitor:
// `/`, `/jobs`, `/jobs?level=Mid`, one job's page, and `/healthz` as the floor of the same run
// (the cost of the HTTP layer and one `select 1`, with no rendering). A fresh PGlite DATA_DIR is
// seeded with deterministic synthetic jobs; the production build is served by `server/main.ts` as
// a child process and driven with autocannon, a warm-up (discarded) then the measured seconds per
// page. Latency percentiles come from every response's own time. The machine may be shared, so
// the load average is printed before and after, and every page is read next to the floor.
// `--cpu-prof` starts the server with `node --cpu-prof` and says where the profile was written.

const root = path.resolve(import.meta.dirname, "..");

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string", default: "20000" },
    duration: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    pages: { type: "string" },
    "cpu-prof": { type: "boolean", default: false },
  },
});

const JOBS = Number(args.jobs);
const DURATION = Number(args.duration);
const WARMUP = Number(args.warmup);
const CONNECTIONS = Number(args.connections);
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

async function seed(dataDir: string) {
  const started = performance.now();
  const handle = await createDb({ dataDir });
  try {
    const now = new Date();
    for (let offset = 0; offset < JOBS; offset += 10_000) {
      const rows = createSyntheticJobs(Math.min(10_000, JOBS - offset), { now, seed: 42 + offset });
      rows.forEach((row, index) => (row.externalId = `synthetic-${offset + index + 1}`));
      await insertJobs(handle.db, rows);
    }
    await handle.db.execute(sql`vacuum (analyze) jobs`);
    log(`seeded ${JOBS} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
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

async function drive(url: string, page: string, seconds: number, record: boolean) {
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: `${url}${page}`, connections: CONNECTIONS, duration: seconds },
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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-bench-pages-"));
cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const profileDir = args["cpu-prof"]
  ? fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-pages-profile-"))
  : null;
try {
  const build = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/build.ts", "--if-needed"],
    {
      cwd: root,
      stdio: ["ignore", 2, 2],
    },
  );
  if (build.status !== 0) throw new Error(`the build failed (exit ${String(build.status)})`);
  await seed(dataDir);
  const server = await startBenchServer({
    env: { DATA_DIR: dataDir },
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
  const pages = args.pages ? all.filter((page) => args.pages!.split(",").includes(page)) : all;
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
      `${page}: ${result.reqPerSec.toFixed(0)} req/s, p50 ${fmt(result.p50)}, p97.5 ${fmt(result.p975)}, p99 ${fmt(result.p99)} ms`,
    );
    results.push(result);
  }
  const loadAfter = loadAverage();
  await server.stop();
  const floor = results.find((result) => result.page === "/healthz");
  console.log(
    [
      `### Pages, ${new Date().toISOString().slice(0, 10)}: ${JOBS} jobs on PGlite, ${CONNECTIONS} connections, ${DURATION} s per page, ${os.cpus().length} cores`,
      "",
      `Load average (1, 5, 15 min) ${loadBefore} before, ${loadAfter} after.`,
      "",
      "| page | req/s | p50 ms | p97.5 ms | p99 ms | bytes | errors / non-2xx | req/s of the /healthz floor |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...results.map(
        (r) =>
          `| \`${r.page.startsWith("/jobs/") ? "/jobs/:id" : r.page}\` | ${r.reqPerSec.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p975)} | ${fmt(r.p99)} | ${r.bytes.toFixed(0)} | ${r.errors} / ${r.non2xx} | ${floor ? `${((100 * r.reqPerSec) / floor.reqPerSec).toFixed(1)} %` : "-"} |`,
      ),
    ].join("\n"),
  );
  if (profileDir) log(`CPU profile of the server: ${profileDir}`);
} finally {
  await cleanUp();
}
