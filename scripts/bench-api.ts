import os from "node:os";
import { parseArgs } from "node:util";
import { benchCleanups } from "./bench-cleanups";
import { forEachBenchDatabase } from "./bench-databases";
import { describeMeasured, formatFigure, loadAverage, otherRunnable } from "./bench-figures";
import { BENCH_OPTIONS, benchLog, benchSettings } from "./bench-options";
import { buildIfNeeded, startBenchServer } from "./bench-server";
import { driveTaggedLoad, type Measured, type TaggedMeasured } from "./drive-load";
import { FLOOR, MIXES, type Mix } from "./bench-api-mixes";

// npm run bench:api                      PGlite, plus PostgreSQL when DATABASE_URL is set
// npm run bench:api -- --jobs 20000 --duration 5 --mixes no-filter,facets --targets postgres
// npm run bench:api -- --use-database postgres://…/seeded --cache on --ttl 2 --accept-encoding "br, gzip"
//
// Every run starts from throw-away databases: a fresh PGlite DATA_DIR in a temp directory and,
// when DATABASE_URL is set, a fresh database on that server (dropped at the end). Each is seeded
// with deterministic synthetic jobs, vacuumed and analysed, then served by the production server
// (`server/main.ts` on the production build) as a child process, and driven with autocannon.
// Latency percentiles come from every response's own timing (autocannon's `response` event), so
// p95 is measured, not interpolated. The server runs twice per database: once with the jobs
// result cache off (JOBS_CACHE_TTL=0: every request computes its total, page and facets), once
// with it on (the default TTL, measured after a warm-up that fills it).

const { values: args } = parseArgs({
  options: {
    ...BENCH_OPTIONS,
    mixes: { type: "string" },
    cache: { type: "string", default: "off,on" },
    // JOBS_CACHE_TTL of the cache-on server (default: the server's own default, 30 s). A TTL shorter
    // than a mix makes entries expire during it, so the figures include recomputing them.
    ttl: { type: "string" },
  },
});
const settings = benchSettings(args);
const log = benchLog;

const CACHE_MODES = args.cache.split(",").map((mode) => mode.trim()) as ("off" | "on")[];

const selectedMixes = args.mixes
  ? MIXES.filter((mix) => args.mixes!.split(",").includes(mix.name))
  : MIXES;

// Everything registered here runs once, on success, failure or Ctrl-C.
const cleanups = benchCleanups(log);

// ---------------------------------------------------------------------------------------------
// Load

type Result = TaggedMeasured & {
  mix: string;
  /** Runnable processes on the machine just before the mix, while the benchmark itself is idle. */
  load: number;
};

/**
 * Where each mix continues in its paths: a warm-up and the measured run after it carry on from
 * each other, so a mix with more paths than requests (cold-varied) never repeats one.
 */
const cursors = new Map<string, number>();

async function drive(url: string, mix: Mix, seconds: number, record: boolean): Promise<Result> {
  const load = record ? await otherRunnable() : Number.NaN;
  let next = cursors.get(mix.name) ?? 0;
  const measured = await driveTaggedLoad({
    url,
    // Each new request takes the next path of the mix, round-robin over all connections.
    nextPath: () => {
      const path = mix.paths[next++ % mix.paths.length]!;
      cursors.set(mix.name, next);
      return path;
    },
    connections: settings.connections,
    rate: settings.rate,
    seconds,
    headers: settings.headers,
    record,
    alsoAs: (kind) => (kind === "suggestion" || kind === mix.name ? null : "searches"),
  });
  return { ...measured, mix: mix.name, load };
}

async function checkMix(url: string, mix: Mix) {
  for (const pathAndQuery of mix.checkPaths ?? mix.paths.map((path) => path.path)) {
    const response = await fetch(`${url}${pathAndQuery}`, { headers: settings.headers });
    if (!response.ok)
      throw new Error(`${pathAndQuery} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { total?: number; items?: unknown[] };
    if (body.total !== undefined)
      log(`  ${pathAndQuery}: total ${body.total}, ${body.items?.length ?? 0} items`);
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const fmt = formatFigure;

/** A row of the table; a mix of several kinds also has a row per kind, under it. */
function rows(r: Result): string[] {
  const row = (name: string, m: Measured, load: string) =>
    `| ${name} | ${m.reqPerSec.toFixed(0)} | ${fmt(m.p50)} | ${fmt(m.p95)} | ${fmt(m.p97_5)} | ${fmt(m.p99)} | ${fmt(m.max)} | ${m.errors} / ${m.non2xx} | ${load} |`;
  const kinds = r.byKind.size > 1 ? [...r.byKind].sort(([a], [b]) => a.localeCompare(b)) : [];
  return [
    row(r.mix, r, fmt(r.load)),
    ...kinds.map(([kind, measured]) => row(`↳ ${r.mix}: ${kind}`, measured, "")),
  ];
}

function table(title: string, results: Result[], load: string): string {
  const lines = [
    `#### ${title}`,
    "",
    `Load average (1, 5, 15 min) ${load}.`,
    "",
    "| mix | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | max ms | errors / non-2xx | other runnable |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.flatMap(rows),
  ];
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------

async function benchTarget(label: string, env: Record<string, string>): Promise<string[]> {
  const tables: string[] = [];
  for (const cache of CACHE_MODES) {
    const cacheEnv: Record<string, string> =
      cache === "off" ? { JOBS_CACHE_TTL: "0" } : args.ttl ? { JOBS_CACHE_TTL: args.ttl } : {};
    log(`${label}: starting the server (jobs cache ${cache})`);
    const server = await startBenchServer({
      env: { ...env, ...cacheEnv },
      log,
      onStop: cleanups.add,
    });
    const results: Result[] = [];
    const loadBefore = loadAverage();
    for (const mix of [FLOOR, ...selectedMixes]) {
      if (cache === "off" && mix !== FLOOR) await checkMix(server.url, mix);
      if (settings.warmup > 0) await drive(server.url, mix, settings.warmup, false);
      const result = await drive(server.url, mix, settings.duration, true);
      log(`${label} cache ${cache} ${mix.name}: ${describeMeasured(result)}`);
      results.push(result);
    }
    const floor = results[0]!;
    for (const result of results) {
      const suggestions = result.mix === "suggestions" ? result : result.byKind.get("suggestion");
      const under = result.mix === "suggestions" ? "alone" : `within the ${result.mix} mix`;
      if (suggestions)
        log(
          `${label} cache ${cache}: suggestions ${under}: ${suggestions.reqPerSec.toFixed(0)} req/s, p50 ${fmt(suggestions.p50)} ms, ` +
            `p97.5 ${fmt(suggestions.p97_5)} ms beside the /healthz floor's p50 ${fmt(floor.p50)} ms, ` +
            `p97.5 ${fmt(floor.p97_5)} ms (target p97.5 ≤ 20 ms)`,
        );
    }
    const load = `${loadBefore} before, ${loadAverage()} after`;
    await server.stop();
    const cacheLabel =
      cache === "off"
        ? "jobs cache off (JOBS_CACHE_TTL=0, every request hits the database)"
        : args.ttl
          ? `jobs cache on (JOBS_CACHE_TTL=${args.ttl})`
          : "jobs cache on (default TTL, warm)";
    const encoding = args["accept-encoding"] ? `, Accept-Encoding: ${args["accept-encoding"]}` : "";
    tables.push(table(`${label}, ${cacheLabel}${encoding}`, results, load));
  }
  return tables;
}

async function main() {
  log("building the production bundle if needed");
  buildIfNeeded();

  const output: string[] = [
    `### API benchmark, ${new Date().toISOString().slice(0, 10)}`,
    "",
    `${settings.jobs.toLocaleString("en")} synthetic jobs, ${settings.connections} connections${settings.rate ? ` sending ${settings.rate} requests per second in all` : " sending as fast as answered"}, ${settings.duration} s per mix after ${settings.warmup} s warm-up; ` +
      `${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? "unknown"}), Node ${process.version}; ` +
      "autocannon runs on the same machine as the server and the database. " +
      "`other runnable` is the mean number of other runnable processes sampled just before the mix " +
      "(about 0 on a quiet machine; 1 or more means other work competed for the 2 CPUs).",
    "",
  ];

  await forEachBenchDatabase(
    {
      targets: args.targets,
      useDatabase: args["use-database"],
      jobs: settings.jobs,
      // A given database is benchmarked as it is.
      seedGivenDatabase: false,
      log,
      onCleanup: cleanups.add,
    },
    async (database) => {
      output.push(...(await benchTarget(database.label, database.env)).flatMap((t) => [t, ""]));
    },
  );

  output.push(
    "Mixes:",
    "",
    ...selectedMixes.map((mix) => `- **${mix.name}**: ${mix.description}`),
    "",
  );
  process.stdout.write(`${output.join("\n")}\n`);
}

await cleanups.runMain(main);
