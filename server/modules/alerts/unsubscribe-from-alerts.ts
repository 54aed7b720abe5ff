import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { savedSearches } from "#server/db/schema";
import { readUnsubscribeToken } from "./unsubscribe-token";

/** One-click unsubscribe: pauses every saved search of the user. Returns how many were active. */
export async function pauseAllSearches(db: Database, userId: string): Promise<number> {
  const paused = await db
    .update(savedSearches)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.isActive, true)))
    .returning({ id: savedSearches.id });
  return paused.length;
}

/** The RFC 8058 one-click (and the confirmation page's) unsubscribe: null for a bad token. */
export async function unsubscribeFromAlerts(
  db: Database,
  secret: string,
  token: unknown,
): Promise<{ paused: number } | null> {
  const userId = readUnsubscribeToken(secret, token);
  if (!userId) return null;
  return { paused: await pauseAllSearches(db, userId) };
}
