import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** The PGlite instance in embedded mode (pg-boss runs on it directly). */
  pglite: PGlite | null;
  /** The connection string in PostgreSQL mode. */
  connectionString: string | null;
  close(): Promise<void>;
};

export type CreateDbOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throw-away database. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  migrate?: boolean;
  /** A PGlite data-dir dump to start from (tests load a migrated template this way). */
  loadDataDir?: Blob;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The key of the session-level advisory lock every process takes before it migrates: processes
 * started together on one PostgreSQL (several web servers and a worker) migrate one after the
 * other, and all but the first find nothing left to do. Any fixed 64-bit number would do; this one
 * spells "blueboard" in the low bytes.
 */
export const MIGRATION_LOCK_KEY = 0x626c7565626f61n;

/** Runs the migrations on one connection that holds the migration lock for the whole run. */
async function migratePostgresOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken = false;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    broken = true;
    throw error;
  } finally {
    // A connection whose unlock may not have run is closed, which releases the lock too.
    client.release(broken);
  }
}

/** Opens the one database: PGlite under `dataDir` (locked), or PostgreSQL at `databaseUrl`. Migrates. */
export async function createDb(options: CreateDbOptions): Promise<DbHandle> {
  const shouldMigrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.maxConnections ?? 10,
    });
    pool.on("error", () => {
      // An idle client lost its connection; the pool replaces it on next use.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    try {
      if (shouldMigrate) await migratePostgresOnce(pool);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return {
      db,
      kind: "postgres",
      pglite: null,
      connectionString: options.databaseUrl,
      close: () => pool.end(),
    };
  }

  const isMemory = options.dataDir.startsWith("memory://");
  const dir = isMemory ? options.dataDir : path.join(options.dataDir, "pglite");
  const release = isMemory ? () => {} : acquireDataDirLock(options.dataDir);
  let client: PGlite | null = null;
  try {
    client = await PGlite.create(dir, {
      extensions: { btree_gin, pg_trgm, unaccent },
      loadDataDir: options.loadDataDir,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    if (shouldMigrate) await migratePglite(db as never, { migrationsFolder });
    const opened = client;
    let closed = false;
    return {
      db,
      kind: "pglite",
      pglite: opened,
      connectionString: null,
      async close() {
        if (closed) return;
        closed = true;
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    release();
    throw error;
  }
}
