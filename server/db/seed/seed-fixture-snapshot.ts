import type { Database } from "#server/db/create-db";
export async function seedFixtureSnapshotIfEmpty(_db: Database, _now: Date): Promise<number> {
  return 0;
}
