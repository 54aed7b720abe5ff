import { eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { sessions } from "#server/db/schema";

/** Ends every session of the user, on every device. */
export async function revokeAllSessions(db: Database, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
