import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import {
  BENCH_OPTIONS,
  benchCleanups,
  benchLog,
  benchSettings,
  buildIfNeeded,
  describeMeasured,
  driveLoad,
  forEachBenchDatabase,
  formatFigure,
  loadAverage,
  startBenchServer,
  type Measured,
} from "./bench-server";

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

// ---------------------------------------------------------------------------------------------
// The mixes. Keywords come from the synthetic vocabulary (server/db/seed/synthetic-jobs.ts):
// each role word ("nutrition", "translator", ...) is in 1 of 30 roles, so it matches 3.3 % of all
// rows (about 2.2 % of the open ones); "specialist" is in 6 of 30 roles, 20 % of all rows.

type Mix = {
  name: string;
  description: string;
  paths: string[];
  /** Paths checked (answer 200, total logged) before the cache-off run; all of them when unset. */
  checkPaths?: string[];
};

const SELECTIVE = ["nutrition", "translator", "economist", "logistics", "engineer", "consultant"];
const FILTERED = [
  "search=climate&level=Mid&field=environment-sustainability",
  "search=health&level=Entry&field=medical-health-services",
  "search=protection&level=Mid&field=human-rights-legal-affairs",
  "search=refugee&level=Senior&field=crisis-emergency-security",
  "search=gender&level=Mid&field=programme-policy-development",
  "search=finance&level=Entry&field=finance-economy",
];

// The cold mix: a different real query for every request, as long-tail visitors vary them, so the
// response cache cannot answer any of them. Keywords a visitor types (role and topic words of the
// vocabulary, from selective ones such as "translator" to broad ones such as "officer" or
// "development"), each with one level and a deadline window of 1-365 days: 40 x 6 x 365 = 87,600
// queries, shuffled with a fixed seed and never repeated within a run (warm-up included).
const COLD_KEYWORDS = [
  "officer",
  "specialist",
  "programme",
  "development",
  "health",
  "climate",
  "protection",
  "data",
  "finance",
  "education",
  "gender",
  "refugee",
  "water",
  "migration",
  "governance",
  "nutrition",
  "logistics",
  "translator",
  "economist",
  "engineer",
  "consultant",
  "emergency",
  "human rights",
  "food security",
  "procurement",
  "policy",
  "coordinator",
  "analyst",
  "intern",
  "security",
  "energy",
  "agriculture",
  "audit",
  "partnerships",
  "peacebuilding",
  "child",
  "communications",
  "supply chain",
  "knowledge management",
  "disaster risk",
];
const COLD_LEVELS = ["Internship", "Entry", "Mid", "Senior", "Consultant", "Volunteering"];

function coldPaths(): string[] {
  const paths: string[] = [];
  for (const keyword of COLD_KEYWORDS)
    for (const level of COLD_LEVELS)
      for (let days = 1; days <= 365; days++)
        paths.push(
          `/api/v1/jobs?${new URLSearchParams({ search: keyword, level, closingWithin: String(days) }).toString()}`,
        );
  // Fisher-Yates with a small deterministic generator: the same order on every run.
  let state = 20_261_126;
  const random = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  for (let index = paths.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [paths[index], paths[other]] = [paths[other]!, paths[index]!];
  }
  return paths;
}

// What a visitor types, one keystroke at a time, into the search box: the beginnings of
// organisations (acronyms and names), duty stations and title words of the synthetic jobs, from
// two letters on, each answered by GET /api/v1/suggestions.
const TYPED = [
  "unhcr",
  "unicef",
  "world food",
  "un refugee",
  "geneva",
  "nairobi",
  "kenya",
  "bangkok",
  "programme officer",
  "nutrition",
  "translator",
  "specialist",
  "logistics",
  "consultant",
  "climate",
  "économiste",
];
const SUGGESTION_PATHS = TYPED.flatMap((typed) =>
  Array.from({ length: typed.length - 1 }, (_, end) => typed.slice(0, end + 2))
    .filter((prefix) => !prefix.endsWith(" "))
    .map((prefix) => `/api/v1/suggestions?${new URLSearchParams({ q: prefix }).toString()}`),
);

const MIXES: Mix[] = [
  {
    name: "no-filter",
    description: "`/api/v1/jobs` (open jobs, newest first, 25 per page)",
    paths: ["/api/v1/jobs"],
  },
  {
    name: "selective-keyword",
    description: `\`/api/v1/jobs?search=W\`, W rotating over ${SELECTIVE.join(", ")} (each 3.3 % of rows), relevance order`,
    paths: SELECTIVE.map((word) => `/api/v1/jobs?search=${word}`),
  },
  {
    name: "keyword+2-filters",
    description:
      "`/api/v1/jobs?search=W&level=L&field=F`, rotating over 6 keyword/level/field combinations",
    paths: FILTERED.map((query) => `/api/v1/jobs?${query}`),
  },
  {
    name: "broad-keyword",
    description: "`/api/v1/jobs?search=specialist` (20 % of rows), relevance order",
    paths: ["/api/v1/jobs?search=specialist"],
  },
  {
    name: "page-40",
    description: "`/api/v1/jobs?page=40` (rows 976-1000, newest first)",
    paths: ["/api/v1/jobs?page=40"],
  },
  {
    name: "facets",
    description:
      "`/api/v1/facets`, rotating: no filter, `search=nutrition`, `search=specialist`, `search=climate&level=Mid`",
    paths: [
      "/api/v1/facets",
      "/api/v1/facets?search=nutrition",
      "/api/v1/facets?search=specialist",
      "/api/v1/facets?search=climate&level=Mid",
    ],
  },
  {
    name: "suggestions",
    description: `\`/api/v1/suggestions?q=T\`, T rotating over ${SUGGESTION_PATHS.length} keystrokes (every beginning of ${TYPED.length} typed organisations, places and titles); target p97.5 ≤ 20 ms`,
    paths: SUGGESTION_PATHS,
    checkPaths: SUGGESTION_PATHS.slice(0, 3),
  },
  {
    name: "cold-varied",
    description: `\`/api/v1/jobs?search=W&level=L&closingWithin=D\`, a different query for every request (${COLD_KEYWORDS.length} keywords × ${COLD_LEVELS.length} levels × D 1-365, shuffled, never repeated in a run), so no cache answers: the cold path`,
    paths: coldPaths(),
    checkPaths: [
      "/api/v1/jobs?search=officer&level=Mid&closingWithin=365",
      "/api/v1/jobs?search=development&level=Entry&closingWithin=30",
      "/api/v1/jobs?search=translator&level=Senior&closingWithin=7",
      "/api/v1/jobs?search=human+rights&level=Consultant&closingWithin=200",
    ],
  },
];

/**
 * Driven first on every server, like the other mixes: the HTTP layer, security headers and
 * `select 1`, with no search. Figures taken at different hours compare only next to it: on this
 * kind of shared machine the same code has run at two thirds of its usual speed in one hour and at
 * full speed in the next.
 */
const FLOOR: Mix = {
  name: "`/healthz` (floor)",
  description: "`/healthz`, the floor of the same run",
  paths: ["/healthz"],
};

const selectedMixes = args.mixes
  ? MIXES.filter((mix) => args.mixes!.split(",").includes(mix.name))
  : MIXES;

// Everything registered here runs once, on success, failure or Ctrl-C.
const cleanups = benchCleanups(log);

// ---------------------------------------------------------------------------------------------
// Load

type Result = Measured & {
  mix: string;
  /** Runnable processes on the machine just before the mix, while the benchmark itself is idle. */
  load: number;
};

/**
 * Other work on the machine skews the figures. Just before a mix, while this benchmark is idle,
 * sample how many processes are runnable (/proc/loadavg, minus the reader itself): about 0 on a
 * quiet machine, 2 or more means the CPUs were shared with something else.
 */
async function otherRunnable(): Promise<number> {
  if (!fs.existsSync("/proc/loadavg")) return Number.NaN;
  // Let the previous load's queued requests drain first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  let sum = 0;
  const samples = 10;
  for (let index = 0; index < samples; index++) {
    const running = Number(
      fs.readFileSync("/proc/loadavg", "utf8").split(" ")[3]?.split("/")[0] ?? 1,
    );
    sum += Math.max(0, running - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return sum / samples;
}

/**
 * Where each mix continues in its paths: a warm-up and the measured run after it carry on from
 * each other, so a mix with more paths than requests (cold-varied) never repeats one.
 */
const cursors = new Map<string, number>();

async function drive(url: string, mix: Mix, seconds: number, record: boolean): Promise<Result> {
  const load = record ? await otherRunnable() : Number.NaN;
  let next = cursors.get(mix.name) ?? 0;
  const measured = await driveLoad({
    url,
    // Each new request takes the next path of the mix, round-robin over all connections.
    nextPath: () => {
      const path = mix.paths[next++ % mix.paths.length]!;
      cursors.set(mix.name, next);
      return path;
    },
    connections: settings.connections,
    seconds,
    headers: settings.headers,
    record,
  });
  return { ...measured, mix: mix.name, load };
}

async function checkMix(url: string, mix: Mix) {
  for (const pathAndQuery of mix.checkPaths ?? mix.paths) {
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

function table(title: string, results: Result[], load: string): string {
  const lines = [
    `#### ${title}`,
    "",
    `Load average (1, 5, 15 min) ${load}.`,
    "",
    "| mix | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | max ms | errors / non-2xx | other runnable |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...results.map(
      (r) =>
        `| ${r.mix} | ${r.reqPerSec.toFixed(0)} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.p97_5)} | ${fmt(r.p99)} | ${fmt(r.max)} | ${r.errors} / ${r.non2xx} | ${fmt(r.load)} |`,
    ),
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
    const suggestions = results.find((result) => result.mix === "suggestions");
    if (suggestions)
      log(
        `${label} cache ${cache}: suggestions p50 ${fmt(suggestions.p50)} ms, p97.5 ${fmt(suggestions.p97_5)} ms ` +
          `beside the /healthz floor's p50 ${fmt(floor.p50)} ms, p97.5 ${fmt(floor.p97_5)} ms (target p97.5 ≤ 20 ms)`,
      );
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
    `${settings.jobs.toLocaleString("en")} synthetic jobs, ${settings.connections} connections, ${settings.duration} s per mix after ${settings.warmup} s warm-up; ` +
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
