import type { SQL } from "drizzle-orm";
import type { Database } from "./create-db";

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Runs a raw statement and returns how many rows it changed. */
export async function executeCount(db: Database, query: SQL): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rowCount?: number | null; affectedRows?: number };
  return Number(result.rowCount ?? result.affectedRows ?? 0);
}
