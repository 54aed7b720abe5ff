import type { SQL } from "drizzle-orm";
import type { Database } from "./create-db";

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** Runs a raw statement and returns how many rows it changed. */
export async function executeCount(db: Database, query: SQL): Promise<number> {
  const result: unknown = await db.execute(query);
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return Number(counts.rowCount ?? counts.affectedRows ?? 0);
}
