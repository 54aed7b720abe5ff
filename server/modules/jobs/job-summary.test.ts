import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { insertJobs } from "./insert-jobs";
import { generateJobSummary, type SummaryProvider } from "./job-summary";
import { getJobDetails } from "./job-details";

let handle: DbHandle;
const ids: Record<string, string> = {};

const DESCRIPTION =
  "Background\nThe Country Office leads the humanitarian response to the regional crisis and coordinates partners across the region. The Programme Officer will manage the emergency nutrition portfolio and support national authorities to scale up services.\nEducation\n• Advanced university degree in nutrition or public health.";

beforeAll(async () => {
  handle = await createTestDb();
  await insertJobs(handle.db, [
    buildJob({
      externalId: "empty-summary",
      description: `<p>${DESCRIPTION}</p>`,
      descriptionText: DESCRIPTION,
      summaryExcerpt: null,
    }),
    buildJob({ externalId: "has-summary", summaryExcerpt: "Already summarised." }),
    buildJob({ externalId: "no-text", description: "", descriptionText: "", summaryExcerpt: null }),
  ]);
  const rows = await queryRows<{ id: string; external_id: string }>(
    handle.db,
    sql`select id, external_id from jobs`,
  );
  for (const row of rows) ids[row.external_id] = row.id;
});

afterAll(async () => {
  await handle.close();
});

async function storedSummary(id: string) {
  const [row] = await queryRows<{ summary_excerpt: string | null; updated_at: Date }>(
    handle.db,
    sql`select summary_excerpt, updated_at from jobs where id = ${id}`,
  );
  return row!;
}

test("the extractive provider makes a summary and stores it in jobs.summary_excerpt", async () => {
  const before = await storedSummary(ids["empty-summary"]!);
  const result = await generateJobSummary(handle.db, ids["empty-summary"]!);
  expect(result.status).toBe("created");
  if (result.status !== "created") return;
  expect(result.summary).toContain(
    "Programme Officer will manage the emergency nutrition portfolio",
  );
  const after = await storedSummary(ids["empty-summary"]!);
  expect(after.summary_excerpt).toBe(result.summary);
  // A derived summary is not a change to the posting (sitemap lastmod stays honest).
  expect(new Date(after.updated_at).getTime()).toBe(new Date(before.updated_at).getTime());
  // A second call returns the stored summary and does not call the provider again.
  let calls = 0;
  const counting: SummaryProvider = {
    name: "counting",
    summarise: () => Promise.resolve(`x${++calls}`),
  };
  expect(await generateJobSummary(handle.db, ids["empty-summary"]!, counting)).toEqual({
    status: "existing",
    summary: result.summary,
  });
  expect(calls).toBe(0);
});

test("an existing summary is never overwritten; a pluggable provider is used when given", async () => {
  const provider: SummaryProvider = {
    name: "fake-llm",
    summarise: () => Promise.resolve("LLM summary"),
  };
  expect(await generateJobSummary(handle.db, ids["has-summary"]!, provider)).toEqual({
    status: "existing",
    summary: "Already summarised.",
  });
  await handle.db.execute(
    sql`update jobs set summary_excerpt = null where id = ${ids["has-summary"]!}`,
  );
  expect(await generateJobSummary(handle.db, ids["has-summary"]!, provider)).toEqual({
    status: "created",
    summary: "LLM summary",
  });
  expect((await storedSummary(ids["has-summary"]!)).summary_excerpt).toBe("LLM summary");
});

test("unknown ids, malformed ids and postings without text", async () => {
  expect(await generateJobSummary(handle.db, "00000000-0000-4000-8000-000000000000")).toEqual({
    status: "not-found",
  });
  expect(await generateJobSummary(handle.db, "'; drop table jobs; --")).toEqual({
    status: "not-found",
  });
  expect(await generateJobSummary(handle.db, ids["no-text"]!)).toEqual({ status: "empty" });
  expect((await storedSummary(ids["no-text"]!)).summary_excerpt).toBeNull();
});

test("the enriched job carries card data, requirements and the summary", async () => {
  const details = await getJobDetails(handle.db, ids["empty-summary"]!);
  expect(details?.card.displayTitle).toBeTruthy();
  expect(details?.summary).toContain("emergency nutrition portfolio");
  expect(details?.requirements.find((group) => group.category === "education")?.items).toEqual([
    "Advanced university degree in nutrition or public health.",
  ]);
  expect(await getJobDetails(handle.db, "nope")).toBeNull();
});
