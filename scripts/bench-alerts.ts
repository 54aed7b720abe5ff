import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { createDb, type Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { profiles, savedSearches, users } from "#server/db/schema";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import type { AddressInfo } from "node:net";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { createMailer } from "#server/email/send-email";
import { createLogger } from "#server/lib/logger";
import { mapConcurrently } from "#server/lib/map-concurrently";
import { runAlertPass } from "#server/modules/alerts/run-alert-pass";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { sendAlertDigestsTask } from "#server/tasks/send-alert-digests.task";
import { TASKS } from "#server/tasks/registry";
import { sendEmailConcurrency } from "#server/tasks/send-email.task";
import { startTaskRunner } from "#server/tasks/task-runner";
import { loadAverage } from "./bench-figures";

// npm run bench:alerts: one alert pass for 10,000 users with 3 saved searches each over 20,000
// jobs, on a throw-away database (PostgreSQL when DATABASE_URL is set, else PGlite), through
// delivery: the send-alert-digests task renders the digests into the outbox and hands each to the
// send-email queue, and a pg-boss worker delivers them to a real SMTP server in this process.
// Prints the time of the pass (matching, rendering, outbox, hand-over), the time until the SMTP
// server accepted the last digest, messages per second, and, as the floor measured in the same
// run, the rate at which the same pooled nodemailer transport alone (no database) gets messages
// accepted. Load averages are printed before and after, since the machine may be shared.
// Target: 10,000 digests rendered and accepted within 5 minutes.
//
// BENCH_USERS, BENCH_JOBS: the size. BENCH_POOL: SMTP_POOL_SIZE (default 5). BENCH_RATE:
// MAIL_RATE_PER_MINUTE (default 0, no limit). BENCH_SEND_BATCH=1 works the send-email queue one
// job per poll, as before batching (only sensible with few users). BENCH_DELIVERY=direct delivers
// from the pass itself, as `npm run alerts` does, instead of through the queue.
const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const POOL = Number(process.env.BENCH_POOL ?? 5);
const RATE = Number(process.env.BENCH_RATE ?? 0);
const SEND_BATCH = process.env.BENCH_SEND_BATCH ? Number(process.env.BENCH_SEND_BATCH) : undefined;
const DELIVERY = process.env.BENCH_DELIVERY === "direct" ? "direct" : "queue";
const FROM = "Blueboard <alerts@blueboard.invalid>";
const SECRET = "bench-secret-0123456789abcdef";
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

/** An SMTP server that accepts everything, counting messages and the connections open at once. */
async function startSmtpServer() {
  const stats = { accepted: 0, open: 0, maxOpen: 0, lastAcceptedAt: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onConnect(_session, callback) {
      stats.open++;
      stats.maxOpen = Math.max(stats.maxOpen, stats.open);
      callback();
    },
    onClose() {
      stats.open--;
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on("end", () => {
        stats.accepted++;
        stats.lastAcceptedAt = performance.now();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stats,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The floor: messages per second the same pooled transport alone gets accepted, sending copies of
 * digests just delivered, with no database or queue in between.
 */
async function smtpFloor(db: Database, url: string, count: number): Promise<number> {
  const messages = await queryRows<{ subject: string; text: string; html: string | null }>(
    db,
    sql`select subject, text, html from email_outbox where kind = 'alert-digest' limit ${count}`,
  );
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: POOL });
  const started = performance.now();
  await mapConcurrently(messages, POOL, (message, index) =>
    transport.sendMail({
      from: FROM,
      to: `floor-${index}@example.org`,
      subject: message.subject,
      text: message.text,
      html: message.html ?? undefined,
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  transport.close();
  return messages.length / seconds;
}

async function waitUntilSent(db: Database, expected: number): Promise<number> {
  let reported = performance.now();
  for (;;) {
    const [row] = await queryRows<{ sent: number; failed: number }>(
      db,
      sql`select count(*) filter (where status = 'sent')::int as sent,
                 count(*) filter (where status = 'failed')::int as failed
          from email_outbox where kind = 'alert-digest'`,
    );
    if ((row?.sent ?? 0) + (row?.failed ?? 0) >= expected) return row?.failed ?? 0;
    if (performance.now() - reported > 15_000) {
      reported = performance.now();
      console.log(`[bench] ${row?.sent ?? 0} of ${expected} sent, load average ${loadAverage()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function benchmark(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-bench-alerts-"));
  const handle = await createDb({ databaseUrl, dataDir, maxConnections: 10 });
  const smtp = await startSmtpServer();
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: smtp.url,
    from: FROM,
    poolSize: POOL,
    ratePerMinute: RATE,
  });
  const logger = createLogger("warn");
  const runner =
    DELIVERY === "queue"
      ? await startTaskRunner({
          handle,
          tasks: TASKS.filter((task) => ["send-alert-digests", "send-email"].includes(task.id)).map(
            (task) =>
              task.id === "send-email"
                ? {
                    ...task,
                    ...sendEmailConcurrency(POOL),
                    ...(SEND_BATCH ? { batchSize: SEND_BATCH, concurrency: SEND_BATCH } : {}),
                  }
                : task,
          ),
          context: {
            db: handle.db,
            mailer,
            logger,
            http: { request: () => Promise.reject(new Error("no network in the benchmark")) },
            adapterDefaults: {},
            now: () => now,
            alerts: { siteUrl: "https://blueboard.example", secret: SECRET, mailFrom: FROM },
          },
        })
      : null;
  try {
    const seeding = performance.now();
    await seed(handle.db);
    console.log(
      `[bench] ${label}: seeded ${USERS} users, ${USERS * 3} searches, ${JOBS} jobs in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    const loadBefore = loadAverage();
    const matching = performance.now();
    await runAlertPass(handle.db, mailer, {
      now,
      siteUrl: "https://blueboard.example",
      secret: SECRET,
      dryRun: true,
    });
    const matchingSeconds = (performance.now() - matching) / 1000;
    console.log(
      `[bench] dry run in ${matchingSeconds.toFixed(1)} s, load average ${loadAverage()}`,
    );
    const started = performance.now();
    let digests: number;
    let jobsListed: number;
    if (runner) {
      const result = (await sendAlertDigestsTask.handler(
        {},
        {
          db: handle.db,
          mailer,
          logger,
          http: { request: () => Promise.reject(new Error("no network in the benchmark")) },
          adapterDefaults: {},
          now: () => now,
          alerts: { siteUrl: "https://blueboard.example", secret: SECRET, mailFrom: FROM },
          enqueue: (id, payload, options) => runner.enqueue(id, payload, options),
          enqueueMany: (id, runs) => runner.enqueueMany(id, runs),
        },
      )) as { digests: number; jobs: number };
      digests = result.digests;
      jobsListed = result.jobs;
    } else {
      const result = await runAlertPass(handle.db, mailer, {
        now,
        siteUrl: "https://blueboard.example",
        secret: SECRET,
        handOver: async (ids) =>
          (await mailer.deliverMany(ids)).flatMap((result) =>
            "error" in result ? [{ id: result.id, error: result.error.message }] : [],
          ),
      });
      digests = result.digests;
      jobsListed = result.jobs;
    }
    const passSeconds = (performance.now() - started) / 1000;
    console.log(
      `[bench] pass done in ${passSeconds.toFixed(1)} s: ${digests} digests; ${smtp.stats.accepted} accepted so far`,
    );
    const failed = await waitUntilSent(handle.db, digests);
    const totalSeconds = (smtp.stats.lastAcceptedAt - started) / 1000;
    const accepted = smtp.stats.accepted;
    const maxOpen = smtp.stats.maxOpen;
    const floor = await smtpFloor(handle.db, smtp.url, Math.min(1000, digests));
    const loadAfter = loadAverage();
    const batch = SEND_BATCH ?? sendEmailConcurrency(POOL).batchSize;
    return [
      `| ${label} | ${DELIVERY === "queue" ? `queue, batch ${batch}` : "direct"} | ${POOL} | ${RATE || "none"} | ${USERS} | ${JOBS} | ${digests} | ${jobsListed} | ${matchingSeconds.toFixed(1)} s | ${passSeconds.toFixed(1)} s | ${totalSeconds.toFixed(1)} s | ${accepted} (${failed} failed) | ${(accepted / totalSeconds).toFixed(1)} | ${floor.toFixed(0)} | ${maxOpen} | ${loadBefore} → ${loadAfter} |`,
    ];
  } finally {
    await runner?.stop();
    mailer.close();
    await smtp.close();
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const rows = [
  "| database | delivery | pool | rate/min | users | jobs | digests | jobs in digests | matching only (dry run) | pass (render, outbox, hand-over) | pass start → last accepted | accepted | messages/s | floor: SMTP alone, messages/s | most connections open | load average before → after |",
  "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
];
console.log(`[bench] load average at start: ${loadAverage()}`);
const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const database = await createThrowawayDatabase(serverUrl, "blueboard_bench_alerts");
  try {
    rows.push(...(await benchmark("PostgreSQL", database.url)));
  } finally {
    await database.drop();
  }
} else {
  rows.push(...(await benchmark("PGlite", undefined)));
}
console.log(
  `Alert pass through delivery, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}`,
);
console.log(rows.join("\n"));
