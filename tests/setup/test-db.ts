import fs from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { createDb, type DbHandle } from "#server/db/create-db";

/**
 * A fresh, migrated database for one test file: a PGlite copy of the template, or, when
 * DATABASE_URL is set, a new database on that PostgreSQL server, dropped on close.
 */
export async function createTestDb(): Promise<DbHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const template = fs.readFileSync(inject("pgliteTemplate"));
    return createDb({ dataDir: "memory://", loadDataDir: new Blob([template]), migrate: false });
  }
  const name = `blueboard_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString(), dataDir: "unused" });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
