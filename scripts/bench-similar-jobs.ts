import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql, type SQL } from "drizzle-orm";
import { createDb, type Database, type DbHandle } from "#server/db/create-db";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { queryRows } from "#server/db/query-rows";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { getJobById } from "#server/modules/jobs/search-jobs";
import { similarJobsQuery } from "#server/modules/jobs/similar-jobs";

// npm run bench:similar                      PGlite (a temp DATA_DIR)
// DATABASE_URL=postgres://… npm run bench:similar -- --jobs 100000 --samples 30 --keep
// npm run bench:similar -- --use-database postgres://…/kept   (a database kept by --keep)
//
// Seeds `--jobs` synthetic jobs (the seeds of `npm run db:seed -- --synthetic N`) into a throw-away
// database, vacuums and analyses it, then runs EXPLAIN (ANALYZE) of the similar-jobs query the job
// page runs for `--samples` jobs drawn evenly from the table, and prints the execution times
// (median, p95, max) and the plan of the slowest: first as it runs on a cold page, then again at
// once (warm: the pages it read are in the buffer cache), then warm without the similar-jobs indexes
// (dropped in a transaction that is rolled back: the query as it ran before them). The floor is the
// same job read by its primary key, measured alongside.

const { values: args } = parseArgs({
  options: {
    jobs: { type: "string", default: "100000" },
    samples: { type: "string", default: "30" },
    keep: { type: "boolean", default: false },
    "use-database": { type: "string" },
  },
});
const JOBS = Number(args.jobs);
const SAMPLES = Number(args.samples);

async function open(): Promise<{ handle: DbHandle; cleanUp: () => Promise<void> }> {
  const given = args["use-database"];
  if (given) {
    const handle = await createDb({ databaseUrl: given, dataDir: "unused" });
    return { handle, cleanUp: () => handle.close() };
  }
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createThrowawayDatabase(serverUrl, "blueboard_bench_similar");
    const handle = await createDb({ databaseUrl: database.url, dataDir: "unused" });
    if (args.keep) console.log(`kept: ${database.url}`);
    return {
      handle,
      cleanUp: () => handle.close().then(() => (args.keep ? undefined : database.drop())),
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-bench-similar-"));
  const handle = await createDb({ dataDir });
  return {
    handle,
    cleanUp: async () => {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of `query`: its execution time and its plan's lines. */
async function explainAnalyze(db: Database, query: SQL): Promise<{ ms: number; lines: string[] }> {
  const plan = await queryRows<{ "QUERY PLAN": string }>(
    db,
    sql`explain (analyze, buffers) ${query}`,
  );
  const lines = plan.map((row) => row["QUERY PLAN"]);
  return { ms: Number(/Execution Time: ([\d.]+) ms/.exec(lines.join("\n"))?.[1] ?? NaN), lines };
}

const ROLLED_BACK = new Error("rolled back");

/** The warm execution time of `query` with the similar-jobs indexes dropped, then restored. */
async function withoutSimilarIndexes(db: Database, query: SQL): Promise<number> {
  let ms = NaN;
  await db
    .transaction(async (tx) => {
      await tx.execute(sql`drop index jobs_open_similar_field_idx, jobs_open_similar_place_idx`);
      await explainAnalyze(tx, query);
      ms = (await explainAnalyze(tx, query)).ms;
      throw ROLLED_BACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLED_BACK) throw error;
    });
  return ms;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;
}

async function main() {
  const { handle, cleanUp } = await open();
  try {
    const { db } = handle;
    const started = performance.now();
    const now = new Date();
    const [existing] = await queryRows<{ count: number }>(
      db,
      sql`select count(*)::int as count from jobs`,
    );
    for (
      let offset = Number(existing?.count ?? 0) > 0 ? JOBS : 0;
      offset < JOBS;
      offset += 10_000
    ) {
      const rows = createSyntheticJobs(Math.min(10_000, JOBS - offset), { now, seed: 42 + offset });
      rows.forEach((row, index) => (row.externalId = `synthetic-${offset + index + 1}`));
      await insertJobs(db, rows);
    }
    await db.execute(sql`vacuum (analyze) jobs, job_search`);
    console.log(`seeded ${JOBS} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const ids = await queryRows<{ id: string }>(db, sql`select id from jobs order by id`);
    const step = Math.max(1, Math.floor(ids.length / SAMPLES));
    const runs = {
      cold: [] as number[],
      warm: [] as number[],
      "warm, without its indexes": [] as number[],
      "floor: one job by its key": [] as number[],
    };
    let slowest = { ms: -1, plan: "" };
    for (let index = 0; index < ids.length && runs.warm.length < SAMPLES; index += step) {
      const job = await getJobById(db, String(ids[index]!.id));
      const query = job && similarJobsQuery(job);
      if (!query) continue;
      for (const run of ["cold", "warm"] as const) {
        const { ms, lines } = await explainAnalyze(db, query);
        runs[run].push(ms);
        if (run === "warm" && ms > slowest.ms) slowest = { ms, plan: lines.join("\n") };
      }
      runs["warm, without its indexes"].push(await withoutSimilarIndexes(db, query));
      const floor = await explainAnalyze(db, sql`select id from jobs where id = ${job.id}`);
      runs["floor: one job by its key"].push(floor.ms);
    }
    for (const [run, times] of Object.entries(runs)) {
      const sorted = [...times].sort((a, b) => a - b);
      console.log(
        `similar jobs (${run}), ${sorted.length} pages: median ${percentile(sorted, 0.5).toFixed(2)} ms, ` +
          `p95 ${percentile(sorted, 0.95).toFixed(2)} ms, max ${sorted.at(-1)?.toFixed(2)} ms`,
      );
    }
    console.log(`slowest warm plan:\n${slowest.plan}`);
  } finally {
    await cleanUp();
  }
}

await main();
