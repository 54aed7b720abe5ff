import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { createDb, type Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { profiles, savedSearches, users } from "#server/db/schema";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { createMailer } from "#server/email/send-email";
import { runAlertPass } from "#server/modules/alerts/run-alert-pass";
import { insertJobs } from "#server/modules/jobs/insert-jobs";

// npm run bench:alerts: one alert pass for 10,000 users with 3 saved searches each over 20,000
// jobs (matching, rendering, outbox), on a throw-away database: PostgreSQL when DATABASE_URL is
// set, else PGlite. Prints the time of the pass. Target on PostgreSQL: within 60 s.
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const now = new Date("2026-11-21T09:00:00Z");

const KEYWORDS = [
  "nutrition",
  "logistics",
  "engineer",
  "economist",
  "translator",
  "protection",
  "climate",
  "finance",
  "health",
  "data",
];
const LOCATIONS = [
  "Kenya",
  "Switzerland",
  "Ethiopia",
  "Nairobi",
  "Geneva",
  "Bangkok",
  "Jordan",
  "Senegal",
];
const LEVELS = ["Entry", "Mid", "Senior"];

async function seed(db: Database) {
  const jobs = createSyntheticJobs(JOBS, { now, seed: 5 });
  // A tenth of the jobs are new since yesterday's pass; the rest were seen before.
  jobs.forEach(
    (job, index) =>
      (job.firstSeenAt = new Date(now.getTime() - (index % 10 === 0 ? 3_600_000 : 3 * 86_400_000))),
  );
  for (let start = 0; start < jobs.length; start += 5000)
    await insertJobs(db, jobs.slice(start, start + 5000));
  for (let start = 0; start < USERS; start += 1000) {
    const ids = Array.from(
      { length: Math.min(1000, USERS - start) },
      (_, index) => `bench-user-${start + index}`,
    );
    await db
      .insert(users)
      .values(ids.map((id) => ({ id, name: id, email: `${id}@example.org`, emailVerified: true })));
    await db
      .insert(profiles)
      .values(ids.map((id) => ({ userId: id, fullName: id, alertFrequency: "daily" as const })));
    const yesterday = new Date(now.getTime() - 86_400_000);
    await db.insert(savedSearches).values(
      ids.flatMap((id, index) => [
        {
          userId: id,
          name: "Keyword",
          searchKeyword: KEYWORDS[index % KEYWORDS.length]!,
          lastAlertedAt: yesterday,
          createdAt: yesterday,
        },
        {
          userId: id,
          name: "Place",
          locationFilter: LOCATIONS[index % LOCATIONS.length]!,
          lastAlertedAt: yesterday,
          createdAt: yesterday,
        },
        {
          userId: id,
          name: "Level and keyword",
          searchKeyword: KEYWORDS[(index + 3) % KEYWORDS.length]!,
          filters: { level: [LEVELS[index % LEVELS.length]!] },
          lastAlertedAt: yesterday,
          createdAt: yesterday,
        },
      ]),
    );
  }
  await db.execute(sql`analyze`);
}

async function benchmark(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-bench-alerts-"));
  const handle = await createDb({ databaseUrl, dataDir, maxConnections: 10 });
  try {
    const seeding = performance.now();
    await seed(handle.db);
    console.log(
      `[bench] ${label}: seeded ${USERS} users, ${USERS * 3} searches, ${JOBS} jobs in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.invalid>" });
    const matching = performance.now();
    await runAlertPass(handle.db, mailer, {
      now,
      siteUrl: "https://blueboard.example",
      secret: "bench-secret-0123456789abcdef",
      dryRun: true,
    });
    const matchingSeconds = (performance.now() - matching) / 1000;
    const started = performance.now();
    const result = await runAlertPass(handle.db, mailer, {
      now,
      siteUrl: "https://blueboard.example",
      secret: "bench-secret-0123456789abcdef",
    });
    const seconds = (performance.now() - started) / 1000;
    const [outbox] = await queryRows<{ count: number }>(
      handle.db,
      sql`select count(*)::int as count from email_outbox where kind = 'alert-digest' or dedupe_key like 'digest:%'`,
    );
    return `| ${label} | ${USERS} | ${USERS * 3} | ${JOBS} | ${result.digests} | ${result.jobs} | ${outbox?.count ?? 0} | ${matchingSeconds.toFixed(1)} s | ${seconds.toFixed(1)} s |`;
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [
  "| database | users | searches | jobs | digests | jobs in digests | outbox rows | matching only (dry run) | alert pass |",
  "|---|---|---|---|---|---|---|---|---|",
];
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const database = await createThrowawayDatabase(serverUrl, "blueboard_bench_alerts");
  try {
    rows.push(await benchmark("PostgreSQL", database.url));
  } finally {
    await database.drop();
  }
} else {
  rows.push(await benchmark("PGlite", undefined));
}
console.log(
  `Alert pass benchmark, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
);
console.log(rows.join("\n"));
