import { parseArgs } from "node:util";
import { parseEnv } from "#server/env";
import { createDb } from "#server/db/create-db";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { seedFixtureSnapshotIfEmpty } from "#server/db/seed/seed-fixture-snapshot";
import { insertJobs } from "#server/modules/jobs/insert-jobs";

// npm run db:seed -- --synthetic N   fills the database with N deterministic synthetic jobs
// npm run db:seed                    loads the real fixture snapshot into an empty database
const { values } = parseArgs({
  options: { synthetic: { type: "string" }, seed: { type: "string", default: "42" } },
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
      });
      rows.forEach((row, index) => (row.externalId = `synthetic-${offset + index + 1}`));
      inserted += await insertJobs(handle.db, rows);
    }
    console.log(
      `Inserted ${inserted} synthetic jobs in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
  } else {
    const seeded = await seedFixtureSnapshotIfEmpty(handle.db, now);
    console.log(
      seeded > 0
        ? `Loaded ${seeded} jobs from the fixture snapshot.`
        : "The database already has jobs; nothing loaded.",
    );
  }
} finally {
  await handle.close();
}
