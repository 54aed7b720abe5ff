import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { ingestionLogs, jobs, sources } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { createLogger } from "#server/lib/logger";
import { LEASE_STALE_AFTER_MS } from "#server/ingestion/source-lease";
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

// A feed whose answer waits until the test lets it go, so that a run stays in progress meanwhile.
const HELD_FEED_URL = "https://feeds.example.org/held.xml";
const HELD_FEED = FEED.replaceAll("who-", "held-").replaceAll(
  "who.example.org",
  "held.example.org",
);
let releaseHeldFeed: () => void = () => {};
const heldFeedAnswered = new Promise<void>((resolve) => {
  releaseHeldFeed = resolve;
});

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
      http: holdingFeed(
        createFileBackedHttpClient({
          routes: [
            {
              url: "https://feeds.example.org/who.xml",
              text: FEED,
              contentType: "application/rss+xml",
            },
            {
              url: "https://feeds.example.org/retried.xml",
              text: FEED,
              contentType: "application/rss+xml",
            },
            { url: HELD_FEED_URL, text: HELD_FEED, contentType: "application/rss+xml" },
          ],
        }),
      ),
      adapterDefaults: {},
      now: () => new Date(),
    },
  });
});

afterAll(async () => {
  // A held run still waiting (its test failed before letting it go) must not hold up the stop.
  releaseHeldFeed();
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

test("a run retried after its worker died waits for the dead worker's lease to go stale, then runs", async () => {
  // The worker died in the middle of a run: its lease's last heartbeat is a little less than the
  // stale age old, so the retried job finds the source still held by a silent lease.
  const lastHeartbeat = new Date(Date.now() - LEASE_STALE_AFTER_MS + 4_000);
  const [source] = await handle.db
    .insert(sources)
    .values({
      name: "Retried feed",
      type: "rss",
      baseUrl: "https://feeds.example.org/retried.xml",
      metadata: { adapter: "rss", organization: "WHO", titleLocation: "dash" },
      runStartedAt: new Date(lastHeartbeat.getTime() - 60_000),
      runHeartbeatAt: lastHeartbeat,
    })
    .returning();
  const [dead] = await handle.db
    .insert(ingestionLogs)
    .values({ sourceId: source!.id, startedAt: new Date(lastHeartbeat.getTime() - 60_000) })
    .returning();
  await runner.enqueue("ingest-source", { sourceId: source!.id }, { singletonKey: source!.id });
  const deadline = Date.now() + 60_000;
  let logs: { id: string; status: string; errors: unknown; startedAt: Date }[] = [];
  while (Date.now() < deadline) {
    logs = await handle.db
      .select({
        id: ingestionLogs.id,
        status: ingestionLogs.status,
        errors: ingestionLogs.errors,
        startedAt: ingestionLogs.startedAt,
      })
      .from(ingestionLogs)
      .where(eq(ingestionLogs.sourceId, source!.id));
    if (logs.some((log) => log.id !== dead!.id && log.status === "completed")) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  expect(logs.find((log) => log.id === dead!.id)).toMatchObject({
    status: "failed",
    errors: ["interrupted"],
  });
  const retried = logs.filter((log) => log.id !== dead!.id);
  expect(retried.map((log) => log.status)).toContain("completed");
  // It ran only once the lease was stale, not failing on the silent lease before.
  for (const log of retried)
    expect(new Date(log.startedAt).getTime()).toBeGreaterThanOrEqual(
      lastHeartbeat.getTime() + LEASE_STALE_AFTER_MS,
    );
});

test("a run queued while the source's run is going is refused, so a due source is crawled once", async () => {
  // A scheduler pass that finds the source due while its first run is still fetching (the run has
  // not yet recorded its success) must not queue a second crawl to follow it.
  const [source] = await handle.db
    .insert(sources)
    .values({
      name: "Held feed",
      type: "rss",
      baseUrl: HELD_FEED_URL,
      metadata: { adapter: "rss", organization: "WHO", titleLocation: "dash" },
    })
    .returning();
  const queue = () =>
    runner.enqueue("ingest-source", { sourceId: source!.id }, { singletonKey: source!.id });
  expect(await queue()).toBeTruthy();
  const readSource = async () =>
    (await handle.db.select().from(sources).where(eq(sources.id, source!.id)))[0];
  await expect
    .poll(async () => (await readSource())?.runStartedAt ?? null, { timeout: 30_000 })
    .not.toBeNull();
  expect(await queue()).toBeNull();
  releaseHeldFeed();
  await expect
    .poll(async () => (await readSource())?.lastSuccessAt ?? null, { timeout: 30_000 })
    .not.toBeNull();
  // Once the run is over, the source may be queued again (the next scheduled run).
  const logs = await handle.db
    .select({ status: ingestionLogs.status })
    .from(ingestionLogs)
    .where(eq(ingestionLogs.sourceId, source!.id));
  expect(logs.map((log) => log.status)).toEqual(["completed"]);
});

/** The test's HTTP client, with the held feed answered only once the test releases it. */
function holdingFeed(http: HttpClient): HttpClient {
  return {
    async request(request) {
      if (request.url === HELD_FEED_URL) await heldFeedAnswered;
      return http.request(request);
    },
  };
}
