import { parseArgs } from "node:util";
import { parseEnv } from "#server/env";
import { createDb } from "#server/db/create-db";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { seedFirstStartIfEmpty } from "#server/db/seed/seed-first-start";
import { createLogger } from "#server/lib/logger";
import { insertJobs } from "#server/modules/jobs/insert-jobs";

// npm run db:seed -- --synthetic N   fills the database with N deterministic synthetic jobs
//   (add --languages for one in ten in French and one in twenty in Spanish, as the benchmarks use)
// npm run db:seed                    loads the real recorded postings into an empty database
const { values } = parseArgs({
  options: {
    synthetic: { type: "string" },
    seed: { type: "string", default: "42" },
    languages: { type: "boolean", default: false },
  },
});
const env = parseEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
try {
  const now = new Date();
  if (values.synthetic !== undefined) {
    const count = Number(values.synthetic);
    if (!Number.isInteger(count) || count < 1 || count > 2_000_000) {
      throw new Error(
        `--synthetic must be a whole number between 1 and 2000000, got "${values.synthetic}"`,
      );
    }
    const started = performance.now();
    let inserted = 0;
    for (let offset = 0; offset < count; offset += 10_000) {
      const rows = createSyntheticJobs(Math.min(10_000, count - offset), {
        now,
        seed: Number(values.seed) + offset,
        languages: values.languages,
      });
      rows.forEach((row, index) => (row.externalId = `synthetic-${offset + index + 1}`));
      inserted += await insertJobs(handle.db, rows);
    }
    console.log(
      `Inserted ${inserted} synthetic jobs in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else {
    const seeded = await seedFirstStartIfEmpty(handle.db, now, createLogger("warn"));
    console.log(
      seeded > 0
        ? `Loaded ${seeded} jobs from the recorded postings.`
        : "The database already has jobs; nothing loaded.",
    );
  }
} finally {
  await handle.close();
}
