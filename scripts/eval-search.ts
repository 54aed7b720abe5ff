// Search quality on the judged query set: npm run eval:search
// Loads the first-start sample (the recorded postings) into a temporary database (an in-memory
// PGlite, or a throw-away database on DATABASE_URL's PostgreSQL server), runs every query of
// tests/search/queries.jsonl through the real search path, prints each query's result and the
// overall precision@10, recall, share of correct first results and of right "Did you mean"
// corrections, and exits 1 when a figure is below its floor (THRESHOLDS in search-evaluation.ts).
import { createDb, type DbHandle } from "#server/db/create-db";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { seedFirstStartIfEmpty } from "#server/db/seed/seed-first-start";
import { createLogger } from "#server/lib/logger";
import {
  belowThresholds,
  evaluateSearch,
  formatReport,
  readJudgedQueries,
  readTitles,
  summarise,
} from "./search-evaluation";

async function openTemporaryDatabase(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return createDb({ dataDir: "memory://" });
  const database = await createThrowawayDatabase(serverUrl, "blueboard_eval_search");
  try {
    const handle = await createDb({ databaseUrl: database.url, dataDir: "unused" });
    return {
      ...handle,
      async close() {
        await handle.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

const queries = readJudgedQueries();
const handle = await openTemporaryDatabase();
async function evaluate(): Promise<string[]> {
  try {
    await seedFirstStartIfEmpty(handle.db, new Date(), createLogger("warn"));
    const outcomes = await evaluateSearch(handle.db, queries);
    console.log(formatReport(outcomes, await readTitles(handle.db)));
    return belowThresholds(summarise(outcomes));
  } finally {
    await handle.close();
  }
}

const failed = await evaluate();
if (failed.length) {
  console.error(`Search quality fell below its floor: ${failed.join("; ")}.`);
  process.exit(1);
}
