// Database CPU per search of the cold mix, measured sequentially: the mix's searches (not its
// keystrokes) run one after the other through `searchJobs` on one PostgreSQL connection, without
// the response cache, and the CPU time of that connection's server process is read from /proc
// before and after (the server must run on this machine). Unlike the HTTP bench, it is not moved
// by other work on a shared machine: only the CPU the searches themselves spend is counted.
//
//   npm run measure:search-cpu -- postgres://…/bench_search_100k [count] [--pages out.json]
//
// prints the database CPU and the wall time per search (all and per kind of search); with
// `--pages` it also writes every search's total and page one (ids in order), to compare two
// versions of the code.

import { readFileSync, writeFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { createDb } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { parseJobQuery } from "#server/modules/jobs/job-query";
import { searchJobs } from "#server/modules/jobs/search-jobs";
import { coldPaths } from "./bench-api-cold-mix";

/** The user and system CPU time of a process, in milliseconds (Linux clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const [url, countArg, ...rest] = process.argv.slice(2);
if (!url) throw new Error("usage: measure-search-cpu <postgres url> [count] [--pages out.json]");
const count = Number(countArg ?? 400);
const pagesOut = rest[0] === "--pages" ? rest[1] : undefined;

const handle = await createDb({
  databaseUrl: url,
  dataDir: "unused",
  maxConnections: 1,
  migrate: false,
});
const [{ pid } = { pid: 0 }] = await queryRows<{ pid: number }>(
  handle.db,
  sql`select pg_backend_pid() as pid`,
);
const searches = coldPaths()
  .filter((request) => request.kind !== "suggestion")
  .slice(0, count);
const perKind = new Map<string, { n: number; wall: number; cpu: number }>();
const pages: Record<string, unknown> = {};
const startCpu = cpuMs(pid);
const start = performance.now();
for (const { path, kind } of searches) {
  const query = parseJobQuery(new URLSearchParams(path.split("?")[1]));
  const before = cpuMs(pid);
  const began = performance.now();
  const page = await searchJobs(handle.db, query);
  const entry = perKind.get(kind) ?? { n: 0, wall: 0, cpu: 0 };
  entry.n++;
  entry.wall += performance.now() - began;
  entry.cpu += cpuMs(pid) - before;
  perKind.set(kind, entry);
  pages[path] = {
    total: page.total,
    mode: page.searchMode,
    correction: page.correction?.query ?? null,
    ids: page.items.map((item) => item.id),
  };
}
const wall = performance.now() - start;
const cpu = cpuMs(pid) - startCpu;
console.log(
  `${searches.length} searches: database CPU ${(cpu / searches.length).toFixed(2)} ms per search, wall ${(wall / searches.length).toFixed(2)} ms`,
);
for (const [kind, entry] of perKind)
  console.log(
    `  ${kind.padEnd(17)} n=${String(entry.n).padStart(4)}  CPU ${(entry.cpu / entry.n).toFixed(2)} ms  wall ${(entry.wall / entry.n).toFixed(2)} ms`,
  );
if (pagesOut) writeFileSync(pagesOut, JSON.stringify(pages, null, 1));
await handle.close();
