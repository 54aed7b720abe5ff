import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, test } from "vitest";
import { createDb } from "./create-db";
import { createThrowawayDatabase } from "./throwaway-database";

const serverUrl = process.env.DATABASE_URL;
const journal = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "migrations/meta/_journal.json"), "utf8"),
) as { entries: unknown[] };

test.skipIf(!serverUrl)(
  "processes started together on one PostgreSQL migrate once, one after the other (skipped: needs DATABASE_URL)",
  async () => {
    const database = await createThrowawayDatabase(serverUrl!, "blueboard_migrate");
    try {
      // Four processes' worth of start-ups at the same moment on an empty database. Without the
      // lock they all see no migration applied and collide creating the same tables.
      const handles = await Promise.all(
        Array.from({ length: 4 }, () =>
          createDb({ databaseUrl: database.url, dataDir: "unused", maxConnections: 2 }),
        ),
      );
      await Promise.all(handles.map((handle) => handle.close()));
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const applied = await client.query<{ count: string }>(
          "select count(*) from drizzle.__drizzle_migrations",
        );
        expect(Number(applied.rows[0]!.count)).toBe(journal.entries.length);
        const locks = await client.query("select 1 from pg_locks where locktype = 'advisory'");
        expect(locks.rowCount).toBe(0);
      } finally {
        await client.end();
      }
    } finally {
      await database.drop();
    }
  },
);
