import { afterAll, beforeAll, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { sources } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { listSavedJobs, saveJob } from "#server/modules/accounts/saved-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { createFileBackedHttpClient } from "./http/file-backed-http-client";
import { ingestSource } from "./ingest-source";

let handle: DbHandle;
const logger = createLogger("silent");
const FEED = "https://careers.example.org/feed.rss";

function feed(title: string): string {
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title>
    <item><title>${title}</title><link>https://careers.example.org/jobs/${encodeURIComponent(title)}</link>
    <guid>${title}</guid><description>Programme work in Nairobi, Kenya.</description></item>
  </channel></rss>`;
}

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(sources).values(
    ["Employer feed", "Recorded feed"].map((name) => ({
      name,
      type: "rss" as const,
      baseUrl: FEED,
      metadata: { adapter: "rss", organization: "UNICEF" },
    })),
  );
});

afterAll(async () => {
  await handle.close();
});

async function sampleCount(): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    handle.db,
    sql`select count(*)::int as count from jobs where sample_recorded_at is not null`,
  );
  return Number(row?.count ?? 0);
}

async function runFeed(
  title: string,
  options: { loadingSample?: boolean } = {},
  source = "Employer feed",
) {
  const [row] = await handle.db.select().from(sources).where(eq(sources.name, source));
  const http = createFileBackedHttpClient({ routes: [{ url: FEED, text: feed(title) }] });
  return ingestSource({ db: handle.db, http, logger, now: new Date() }, row!, {
    dryRun: false,
    ...options,
  });
}

test("live jobs replace the first-start sample once a crawl stores some; loading the sample keeps it", async () => {
  await insertJobs(handle.db, [
    buildJob({ source: "recorded", sampleRecordedAt: new Date("2026-07-23T00:00:00Z") }),
    buildJob({ source: "recorded", sampleRecordedAt: new Date("2026-07-23T00:00:00Z") }),
  ]);

  const loading = await runFeed("Programme Officer", { loadingSample: true });
  expect(loading.inserted).toBe(1);
  expect(await sampleCount()).toBe(2);

  const live = await runFeed("Education Officer");
  expect(live.inserted).toBe(1);
  expect(await sampleCount()).toBe(0);
});

test("a sample job a user saved outlives the first live run: closed, still on the user's list with its title and employer", async () => {
  await insertJobs(handle.db, [
    buildJob({
      source: "recorded",
      title: "Education Specialist, P-3",
      organization: "UNICEF",
      sampleRecordedAt: new Date("2026-09-13T10:00:00Z"),
    }),
    buildJob({ source: "recorded", sampleRecordedAt: new Date("2026-09-13T10:00:00Z") }),
  ]);
  const [saved, unsaved] = await queryRows<{ id: string }>(
    handle.db,
    sql`select id from jobs where sample_recorded_at is not null
        order by (title = 'Education Specialist, P-3') desc`,
  );
  const user = await insertAccount(handle.db, { email: "saver@example.org" });
  expect(await saveJob(handle.db, user, saved!.id)).toBe(true);

  const live = await runFeed("Water Engineer");
  expect(live.inserted).toBe(1);
  const left = await queryRows<{ id: string; status: string }>(
    handle.db,
    sql`select id, status from jobs where sample_recorded_at is not null`,
  );
  // The unsaved sample job is gone; the saved one stays, closed, so it leaves the listing.
  expect(left).toEqual([{ id: saved!.id, status: "closed" }]);
  expect(left.map((row) => row.id)).not.toContain(unsaved!.id);
  expect(await listSavedJobs(handle.db, user)).toMatchObject([
    {
      jobId: saved!.id,
      title: "Education Specialist, P-3",
      organization: "UNICEF",
      status: "closed",
    },
  ]);

  // A later live run keeps it too.
  await runFeed("Health Officer");
  expect(await listSavedJobs(handle.db, user)).toHaveLength(1);
});

test("a live posting of a vacancy the sample also holds is stored as its own job and outlives the sample", async () => {
  const title = "Nutrition Specialist, P-3, Kharkiv, Ukraine";
  const recorded = await runFeed(title, { loadingSample: true }, "Recorded feed");
  expect(recorded.inserted).toBe(1);
  await handle.db.execute(
    sql`update jobs set sample_recorded_at = now() where source = 'Recorded feed'`,
  );

  const live = await runFeed(title);
  expect(live).toMatchObject({ inserted: 1, linked: 0 });
  const rows = await queryRows<{ source: string; sample: boolean }>(
    handle.db,
    sql`select source, sample_recorded_at is not null as sample from jobs where title = ${title}`,
  );
  expect(rows).toEqual([{ source: "Employer feed", sample: false }]);
});
