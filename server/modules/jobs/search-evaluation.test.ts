import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { seedFirstStartIfEmpty } from "#server/db/seed/seed-first-start";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import {
  belowThresholds,
  evaluateSearch,
  readJudgedQueries,
  scoreQuery,
  summarise,
  type QueryOutcome,
} from "../../../scripts/search-evaluation";

// npm run eval:search as a test: the judged query set (tests/search/queries.jsonl) run through the
// real search path on the first-start sample, held to the floors of search-evaluation.ts.

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await seedFirstStartIfEmpty(handle.db, new Date(), createLogger("silent"));
});

afterAll(async () => {
  await handle.close();
});

test("the scores: precision over the first ten shown, recall over all results, the first result", () => {
  const judged = { query: "x", relevant: ["a", "b", "c", "d"], note: "x" };
  expect(scoreQuery(judged, ["e", "a", "b"], null)).toEqual({
    precisionAt10: 2 / 3,
    recall: 0.5,
    firstCorrect: false,
    suggestionCorrect: null,
  });
  const eleven = ["a", ..."efghijklm".split(""), "b"];
  expect(scoreQuery(judged, eleven, null)).toMatchObject({ precisionAt10: 0.1, recall: 0.5 });
  expect(scoreQuery({ ...judged, relevant: [] }, [], null)).toMatchObject({ firstCorrect: true });
  expect(scoreQuery({ ...judged, relevant: [] }, ["a"], null)).toMatchObject({
    firstCorrect: false,
  });
  expect(scoreQuery({ ...judged, suggest: "Education" }, [], "education")).toMatchObject({
    precisionAt10: 0,
    suggestionCorrect: true,
  });
});

test("the judged queries hold their floors on the sample", { timeout: 60_000 }, async () => {
  const queries = readJudgedQueries();
  expect(queries.length).toBeGreaterThanOrEqual(60);
  const outcomes: QueryOutcome[] = await evaluateSearch(handle.db, queries);
  const summary = summarise(outcomes);
  console.log(JSON.stringify(summary));
  expect(belowThresholds(summary)).toEqual([]);
});
