import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchCleanups } from "./bench-cleanups";
import { forEachBenchDatabase } from "./bench-databases";
import { describeMeasured, formatFigure, loadAverage } from "./bench-figures";
import { BENCH_OPTIONS, benchLog, benchSettings } from "./bench-options";
import { buildIfNeeded, startBenchServer } from "./bench-server";
import { driveLoad, type Measured } from "./drive-load";

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

const { values: args } = parseArgs({
  options: {
    ...BENCH_OPTIONS,
    "stress-connections": { type: "string", default: "50" },
    "stress-duration": { type: "string", default: "5" },
    pages: { type: "string" },
    "cpu-prof": { type: "boolean", default: false },
  },
});
const settings = benchSettings(args);
const log = benchLog;

const MIN_REQ_PER_SEC = 400;
const MAX_FLOOR_RATIO = 4;
const STRESS_CONNECTIONS = Number(args["stress-connections"]);
const STRESS_DURATION = Number(args["stress-duration"]);

// Everything registered here runs once, on success, failure or Ctrl-C.
const cleanups = benchCleanups(log);

type Result = Measured & { page: string };

async function drive(
  url: string,
  page: string,
  seconds: number,
  record: boolean,
  connections = settings.connections,
): Promise<Result> {
  const measured = await driveLoad({
    url,
    nextPath: () => page,
    connections,
    // The stress run (more connections) counts errors at the most the server takes, never at a rate.
    rate: connections === settings.connections ? settings.rate : null,
    seconds,
    headers: settings.headers,
    record,
  });
  return { ...measured, page };
}

const fmt = formatFigure;

async function benchTarget(label: string, env: Record<string, string>): Promise<string> {
  const profileDir = args["cpu-prof"]
    ? fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-pages-profile-"))
    : null;
  const server = await startBenchServer({
    env,
    nodeArgs: profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
    log,
    onStop: cleanups.add,
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
    if (settings.warmup > 0) await drive(server.url, page, settings.warmup, false);
    const result = await drive(server.url, page, settings.duration, true);
    log(`${label} ${page}: ${describeMeasured(result)}`);
    results.push(result);
  }
  const loadAfter = loadAverage();
  const stress: Result[] = [];
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
    const ratio = r.p97_5 / floor.p97_5;
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
        `| ${name(r.page)} | ${r.reqPerSec.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p97_5)} | ${fmt(r.p99)} | ${r.bytes.toFixed(0)} | ${r.errors} / ${r.non2xx} | ${floor ? `${(r.p97_5 / floor.p97_5).toFixed(2)}×` : "-"} | ${verdict(r)} |`,
    ),
    ...(stress.length
      ? [
          "",
          `At ${STRESS_CONNECTIONS} connections (${STRESS_DURATION} s each): ` +
            stress
              .map(
                (r) =>
                  `${name(r.page)} ${r.reqPerSec.toFixed(0)} req/s, p97.5 ${fmt(r.p97_5)} ms, ${r.errors} errors / ${r.non2xx} non-2xx`,
              )
              .join("; ") +
            ".",
        ]
      : []),
  ].join("\n");
}

async function main() {
  buildIfNeeded();
  const encoding = args["accept-encoding"]
    ? `Accept-Encoding: ${args["accept-encoding"]}`
    : "no Accept-Encoding (sizes are uncompressed HTML)";
  const output = [
    `### Pages, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `${settings.connections} connections${settings.rate ? ` sending ${settings.rate} requests per second in all` : ""}, ${settings.duration} s per page after ${settings.warmup} s warm-up, ${encoding}; ` +
      `${os.cpus().length} CPUs, Node ${process.version}; autocannon runs on the same machine as the server and the database.`,
    "",
  ];
  await forEachBenchDatabase(
    {
      targets: args.targets,
      useDatabase: args["use-database"],
      jobs: settings.jobs,
      // A given database is seeded when it holds no job.
      seedGivenDatabase: true,
      log,
      onCleanup: cleanups.add,
    },
    async (database) => {
      output.push(
        await benchTarget(
          `${database.label}, ${(database.jobs ?? 0).toLocaleString("en")} jobs`,
          database.env,
        ),
        "",
      );
    },
  );
  process.stdout.write(`${output.join("\n")}\n`);
}

await cleanups.runMain(main);
