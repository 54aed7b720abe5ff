import { createDb, type DbHandle } from "#server/db/create-db";
import type { Env } from "#server/env";

/**
 * The database a command-line script works on: DATABASE_URL, or the embedded one in DATA_DIR.
 * When it cannot be opened (e.g. a running server holds the PGlite lock), prints why and exits 1.
 */
export async function openScriptDatabase(env: Env): Promise<DbHandle> {
  try {
    return await createDb({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
