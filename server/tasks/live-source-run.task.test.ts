import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { adminAuditLog, adminTaskRuns, ingestionLogs, jobs, sources } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { createFileBackedHttpClient } from "#server/ingestion/http/file-backed-http-client";
import type { HttpClient } from "#server/ingestion/http/http-types";
import { createLogger } from "#server/lib/logger";
import { getAdminTaskRun } from "#server/modules/admin/admin-task-runs";
import {
  requestLiveSourceRun,
  type AdminTaskDispatch,
} from "#server/modules/admin/request-admin-task-run";
import type { LiveRunResult } from "#server/modules/admin/live-source-run";
import { createTestDb } from "#tests/setup/test-db";
import { createAnswerGate } from "#tests/support/answer-gate";
import { TASKS } from "./registry";
import { startTaskRunner, type TaskRunner } from "./task-runner";

// An admin's live run of a source goes through pg-boss: the request only queues it; the worker runs
// it, writing how far it is to the admin run's row, then its counts; one run per source at a time.
const ORIGIN = "https://careers.example.org";
const JOB_IDS = ["2026-0901", "2026-0902"];
const logger = createLogger("silent");
const actor = { id: "admin-7", email: "grace@example.org" };

function jobPage(id: string): string {
  const posting = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: `Programme Officer ${id}`,
    description: `<p>Reference Number: ${id}</p><p>Supports the country programme.</p>`,
    identifier: { "@type": "PropertyValue", name: "IFAD", value: id },
    datePosted: "2026-11-01T09:00:00Z",
    validThrough: "2099-01-31T23:59:00Z",
    hiringOrganization: { "@type": "Organization", name: "IFAD" },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Rome", addressCountry: "Italy" },
    },
  };
  return `<!doctype html><html lang="en"><head><title>${id}</title><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body><h1>${id}</h1></body></html>`;
}

const recorded = createFileBackedHttpClient({
  routes: [
    {
      url: `${ORIGIN}/sitemap.xml`,
      contentType: "application/xml",
      text: `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${JOB_IDS.map(
        (id) => `<url><loc>${ORIGIN}/jobs/${id}</loc></url>`,
      ).join("")}</urlset>`,
    },
    ...JOB_IDS.map((id) => ({
      url: `${ORIGIN}/jobs/${id}`,
      contentType: "text/html",
      text: jobPage(id),
    })),
  ],
});

/** While held, job pages wait: the run is caught in the middle of fetching. */
const jobPagesGate = createAnswerGate();
const http: HttpClient = {
  async request(input) {
    if (input.url.includes("/jobs/")) await jobPagesGate.passed();
    return recorded.request(input);
  },
};

let handle: DbHandle;
let runner: TaskRunner;
let sourceId = "";
let dispatch: AdminTaskDispatch;

beforeAll(async () => {
  handle = await createTestDb();
  const [row] = await handle.db
    .insert(sources)
    .values({
      name: "IFAD careers",
      type: "scrape",
      baseUrl: ORIGIN,
      metadata: { adapter: "json-ld", sitemapUrl: `${ORIGIN}/sitemap.xml`, organization: "IFAD" },
    })
    .returning({ id: sources.id });
  sourceId = row!.id;
  runner = await startTaskRunner({
    handle,
    tasks: TASKS,
    context: {
      db: handle.db,
      mailer: createMailer({ db: handle.db, from: "x@y.z" }),
      logger,
      http,
      adapterDefaults: {},
      now: () => new Date(),
    },
  });
  // No in-process dependencies: the run can only happen in the task runner's worker.
  dispatch = { enqueue: (taskId, payload) => runner.enqueue(taskId, payload), logger };
});

afterAll(async () => {
  await runner?.stop();
  await handle?.close();
});

async function readRun(runId: string) {
  const [row] = await handle.db.select().from(adminTaskRuns).where(eq(adminTaskRuns.id, runId));
  return row!;
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 45_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

test("a live run is queued, shows its progress while fetching, then its counts; one at a time", async () => {
  jobPagesGate.hold();
  const started = await requestLiveSourceRun(handle.db, sourceId, actor, dispatch);
  expect(started.outcome).toBe("started");
  const runId = (started as { runId: string }).runId;
  expect((await readRun(runId)).params).toEqual({ sourceId, sourceName: "IFAD careers" });

  // The sitemap is in, the job pages wait: the worker reports the requests answered so far.
  const fetching = await waitFor(
    () => readRun(runId),
    (run) => run.stage === "fetching from the source (1 request answered)",
  );
  expect(fetching).toMatchObject({
    status: "running",
    stage: "fetching from the source (1 request answered)",
    total: null,
    done: 0,
    errors: 0,
  });
  expect(await handle.db.select().from(jobs)).toEqual([]);

  // A second "Live run" while it runs finds this one instead of starting another.
  expect(await requestLiveSourceRun(handle.db, sourceId, actor, dispatch)).toEqual({
    outcome: "already-running",
    runId,
  });

  jobPagesGate.release();
  const finished = await waitFor(
    () => getAdminTaskRun(handle.db, runId, "live-source-run"),
    (run) => run?.status === "completed" || run?.status === "failed",
  );
  expect(finished).toMatchObject({
    status: "completed",
    done: 2,
    total: 2,
    errors: 0,
    requestedByEmail: actor.email,
  });
  expect(finished!.result).toMatchObject({
    sourceName: "IFAD careers",
    status: "completed",
    itemsFetched: 2,
    jobsFound: 2,
    inserted: 2,
    updated: 0,
    unchanged: 0,
    closed: 0,
    errorCount: 0,
    message: "Live run completed: 2 inserted, 0 updated",
  } satisfies Partial<LiveRunResult>);
  const stored = await handle.db.select({ externalId: jobs.externalId }).from(jobs);
  expect(stored.map((job) => job.externalId).sort()).toEqual(JOB_IDS);
  const logs = await handle.db
    .select()
    .from(ingestionLogs)
    .where(eq(ingestionLogs.sourceId, sourceId));
  expect(logs.map((log) => [log.status, log.insertedCount])).toEqual([["completed", 2]]);
  const [source] = await handle.db.select().from(sources).where(eq(sources.id, sourceId));
  expect(source!.runStartedAt).toBeNull();

  // Who asked, when, and what it did.
  const audit = await handle.db.select().from(adminAuditLog).where(eq(adminAuditLog.target, runId));
  expect(audit).toHaveLength(1);
  expect(audit[0]).toMatchObject({
    actorEmail: actor.email,
    action: "task live-source-run: completed",
    details: {
      status: "completed",
      source: "IFAD careers",
      sourceId,
      inserted: "2",
      updated: "0",
      unchanged: "0",
      closed: "0",
      errors: "0",
    },
  });

  // The next run finds nothing new.
  const again = await requestLiveSourceRun(handle.db, sourceId, actor, dispatch);
  expect(again.outcome).toBe("started");
  const second = await waitFor(
    () => getAdminTaskRun(handle.db, (again as { runId: string }).runId),
    (run) => run?.status === "completed" || run?.status === "failed",
  );
  expect(second!.result).toMatchObject({ inserted: 0, updated: 0, unchanged: 2, closed: 0 });
  // The first run's result is still there.
  expect((await getAdminTaskRun(handle.db, runId))!.result).toMatchObject({ inserted: 2 });
});

test("a run is refused for an unknown or inactive source and while another process ingests it", async () => {
  expect(
    await requestLiveSourceRun(handle.db, "00000000-0000-4000-8000-000000000000", actor, dispatch),
  ).toEqual({ outcome: "refused", status: 404, message: "Source not found" });
  expect(await requestLiveSourceRun(handle.db, "not-a-uuid", actor, dispatch)).toMatchObject({
    outcome: "refused",
    status: 404,
  });

  const [paused] = await handle.db
    .insert(sources)
    .values({ name: "Paused feed", baseUrl: `${ORIGIN}/paused.xml`, isActive: false })
    .returning({ id: sources.id });
  expect(await requestLiveSourceRun(handle.db, paused!.id, actor, dispatch)).toEqual({
    outcome: "refused",
    status: 409,
    message:
      'Failed to run source: Source "Paused feed" is inactive; activate it or use a dry run.',
  });

  // The scheduler's run holds the lease (heartbeat a minute ago): no second run beside it.
  const now = new Date();
  const [busy] = await handle.db
    .insert(sources)
    .values({
      name: "Busy feed",
      baseUrl: `${ORIGIN}/busy.xml`,
      runStartedAt: new Date(now.getTime() - 5 * 60_000),
      runHeartbeatAt: new Date(now.getTime() - 60_000),
    })
    .returning({ id: sources.id });
  const refused = await requestLiveSourceRun(handle.db, busy!.id, actor, dispatch);
  expect(refused).toMatchObject({ outcome: "refused", status: 409 });
  expect((refused as { message: string }).message).toContain(
    '"Busy feed" is already being ingested',
  );
  // Nothing was queued for any of them.
  const runs = await handle.db.select().from(adminTaskRuns);
  expect(runs.map((run) => run.params.sourceId)).not.toContain(busy!.id);
  expect(runs.map((run) => run.params.sourceId)).not.toContain(paused!.id);
});

test("a source that cannot be fetched ends as a failed run with the reason", async () => {
  const [broken] = await handle.db
    .insert(sources)
    .values({ name: "Broken feed", type: "rss", baseUrl: `${ORIGIN}/missing.xml` })
    .returning({ id: sources.id });
  const started = await requestLiveSourceRun(handle.db, broken!.id, actor, dispatch);
  const failed = await waitFor(
    () => getAdminTaskRun(handle.db, (started as { runId: string }).runId),
    (run) => run?.status === "completed" || run?.status === "failed",
  );
  expect(failed).toMatchObject({ status: "failed" });
  expect(failed!.error).toContain("no recording for GET https://careers.example.org/missing.xml");
  const [audit] = await handle.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, failed!.id));
  expect(audit).toMatchObject({ action: "task live-source-run: failed" });
});

test("a live run whose process died stops blocking its source after a few minutes; a queued one waits", async () => {
  const [source] = await handle.db
    .insert(sources)
    .values({ name: "Orphaned feed", baseUrl: `${ORIGIN}/orphaned.xml` })
    .returning({ id: sources.id });
  const params = { sourceId: source!.id, sourceName: "Orphaned feed" };
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const [dead] = await handle.db
    .insert(adminTaskRuns)
    .values({
      kind: "live-source-run",
      params,
      status: "running",
      requestedById: actor.id,
      requestedByEmail: actor.email,
      startedAt: minutesAgo(10),
      updatedAt: minutesAgo(4),
    })
    .returning({ id: adminTaskRuns.id });
  const started = await requestLiveSourceRun(handle.db, source!.id, actor, {
    // Queued, never worked: it stands for a run waiting behind others.
    enqueue: () => Promise.resolve("job-id"),
    logger,
  });
  expect(started.outcome).toBe("started");
  expect(await readRun(dead!.id)).toMatchObject({
    status: "failed",
    error: "Interrupted: the process running it stopped",
  });
  // Minutes later the queued run still waits for its worker: it is not taken for dead.
  const queuedId = (started as { runId: string }).runId;
  await handle.db
    .update(adminTaskRuns)
    .set({ updatedAt: minutesAgo(10) })
    .where(eq(adminTaskRuns.id, queuedId));
  expect(
    await requestLiveSourceRun(handle.db, source!.id, actor, {
      enqueue: () => Promise.resolve("job-id"),
      logger,
    }),
  ).toEqual({ outcome: "already-running", runId: queuedId });
});
