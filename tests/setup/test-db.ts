import fs from "node:fs";
import { inject } from "vitest";
import { createDb, type DbHandle } from "#server/db/create-db";
import { createThrowawayDatabase } from "#server/db/throwaway-database";

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or, when
 * DATABASE_URL is set, a copy of the migrated template database on that PostgreSQL server,
 * dropped on close.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = fs.readFileSync(inject("pgliteTemplate"));
    return createDb({ dataDir: "memory://", loadDataDir: new Blob([template]), migrate: false });
  }
  const database = await createThrowawayDatabase(serverUrl, "blueboard_test", {
    template: inject("postgresTemplate"),
  });
  const handle = await createDb({ databaseUrl: database.url, dataDir: "unused", migrate: false });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}
