import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { ingestionLogs, jobs, sources } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { TASKS } from "./registry";
import { startTaskRunner, type TaskRunner } from "./task-runner";

// The scheduler task queues the due sources; the ingest task runs them through pg-boss.
let handle: DbHandle;
let runner: TaskRunner;
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title>
  <item><title>Health Officer, NO-B - Kabul, Afghanistan</title><link>https://who.example.org/1</link><guid>who-1</guid></item>
  <item><title>Data Analyst, P-2 - Copenhagen, Denmark</title><link>https://who.example.org/2</link><guid>who-2</guid></item>
</channel></rss>`;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(sources).values([
    {
      name: "WHO feed",
      type: "rss",
      baseUrl: "https://feeds.example.org/who.xml",
      metadata: { adapter: "rss", organization: "WHO", titleLocation: "dash" },
    },
    {
      name: "Paused feed",
      type: "rss",
      baseUrl: "https://feeds.example.org/paused.xml",
      isActive: false,
      metadata: { adapter: "rss" },
    },
    {
      // Its worker died ten minutes ago in the middle of a run (no heartbeat since).
      name: "Crashed feed",
      type: "rss",
      baseUrl: "https://feeds.example.org/crashed.xml",
      isActive: false,
      metadata: { adapter: "rss" },
      runStartedAt: new Date(Date.now() - 15 * 60_000),
      runHeartbeatAt: new Date(Date.now() - 10 * 60_000),
    },
  ]);
  const [crashed] = await handle.db.select().from(sources).where(eq(sources.name, "Crashed feed"));
  await handle.db
    .insert(ingestionLogs)
    .values({ sourceId: crashed!.id, startedAt: new Date(Date.now() - 15 * 60_000) });
  runner = await startTaskRunner({
    handle,
    tasks: TASKS,
    context: {
      db: handle.db,
      mailer: createMailer({ db: handle.db, from: "x@y.z" }),
      logger: createLogger("silent"),
      http: createFileBackedHttpClient({
        routes: [
          {
            url: "https://feeds.example.org/who.xml",
            text: FEED,
            contentType: "application/rss+xml",
          },
        ],
      }),
      adapterDefaults: {},
      now: () => new Date(),
    },
  });
});

afterAll(async () => {
  await runner.stop();
  await handle.close();
});

test("the scheduler marks dead runs interrupted, queues every active, due source and the worker ingests it", async () => {
  await runner.enqueue("schedule-ingestion", {});
  const deadline = Date.now() + 45_000;
  let stored: { externalId: string; gradeCode: string | null; countryCode: string | null }[] = [];
  while (Date.now() < deadline) {
    stored = await handle.db
      .select({
        externalId: jobs.externalId,
        gradeCode: jobs.gradeCode,
        countryCode: jobs.countryCode,
      })
      .from(jobs)
      .orderBy(jobs.externalId);
    // Jobs are committed before the run is closed and the lease released: wait for both.
    const [source] = await handle.db
      .select({
        lastSuccessAt: sources.lastSuccessAt,
        lastErrorAt: sources.lastErrorAt,
        runStartedAt: sources.runStartedAt,
      })
      .from(sources)
      .where(eq(sources.name, "WHO feed"));
    const finished = (source?.lastSuccessAt || source?.lastErrorAt) && !source.runStartedAt;
    if (stored.length === 2 && finished) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(stored).toEqual([
    { externalId: "who-1", gradeCode: "NO-B", countryCode: "AF" },
    { externalId: "who-2", gradeCode: "P-2", countryCode: "DK" },
  ]);
  const [who] = await handle.db.select().from(sources).where(eq(sources.name, "WHO feed"));
  const logs = await handle.db
    .select()
    .from(ingestionLogs)
    .where(eq(ingestionLogs.sourceId, who!.id));
  expect(logs.map((log) => log.status)).toEqual(["completed"]);
  expect(who?.lastSuccessAt).not.toBeNull();
  expect(who?.runStartedAt).toBeNull();
  const [paused] = await handle.db.select().from(sources).where(eq(sources.name, "Paused feed"));
  expect(paused?.lastSuccessAt ?? paused?.lastErrorAt ?? null).toBeNull();
  const [crashed] = await handle.db.select().from(sources).where(eq(sources.name, "Crashed feed"));
  expect(crashed?.runStartedAt).toBeNull();
  const [interrupted] = await handle.db
    .select()
    .from(ingestionLogs)
    .where(eq(ingestionLogs.sourceId, crashed!.id));
  expect(interrupted).toMatchObject({ status: "failed", errors: ["interrupted"] });
});
