import { afterAll, beforeAll, expect, test } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { sources } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
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
  await handle.db.insert(sources).values({
    name: "Employer feed",
    type: "rss",
    baseUrl: FEED,
    metadata: { adapter: "rss", organization: "UNICEF" },
  });
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

async function runFeed(title: string, options: { loadingSample?: boolean } = {}) {
  const [row] = await handle.db.select().from(sources).where(eq(sources.name, "Employer feed"));
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
