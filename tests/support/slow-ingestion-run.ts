import { parseEnv } from "#server/env";
import { createDb } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { createHttpClient } from "#server/ingestion/http/create-http-client";
import { ingestSource } from "#server/ingestion/ingest-source";

// Test support for the crash-recovery test: starts a live run of a new source whose feed (argv[2])
// answers very slowly, so the test can kill this process with SIGKILL in the middle of the run.
const feedUrl = process.argv[2];
const name = process.argv[3] ?? "Slow feed";
if (!feedUrl) throw new Error("usage: tsx tests/support/slow-ingestion-run.ts FEED_URL [NAME]");
const env = parseEnv();
const handle = await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
const [row] = await handle.db
  .insert(sources)
  .values({ name, type: "rss", baseUrl: feedUrl, metadata: { adapter: "rss" } })
  .returning();
const http = createHttpClient({
  allowPrivateHosts: ["127.0.0.1:*"],
  timeoutMs: 600_000,
  retries: 0,
  politenessDelayMs: 0,
});
process.stdout.write(`source ${row!.id}\n`);
await ingestSource({ db: handle.db, http, logger: createLogger("silent"), now: new Date() }, row!, {
  dryRun: false,
});
http.close();
await handle.close();
