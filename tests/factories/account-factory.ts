import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Database } from "#server/db/create-db";
import { accounts, users } from "#server/db/schema";

/** The password of every account made by the factory (long enough for the strength check). */
export const FACTORY_PASSWORD = "a long passphrase 42";

/**
 * An e-mail-and-password account written straight into a database that no server holds yet (a
 * `startServer({ seed })` step): a confirmed address, the role asked for, and the password hashed
 * the way better-auth hashes it, so signing in over HTTP works. Journeys that are about signing up
 * or about `npm run admin` go the operator's way instead; this is for tests that only need someone
 * signed in.
 */
export async function insertAccount(
  db: Database,
  options: { email: string; role?: "admin" | "user"; name?: string },
): Promise<string> {
  const id = randomUUID();
  const email = options.email.toLowerCase();
  await db.insert(users).values({
    id,
    email,
    name: options.name ?? email.split("@")[0]!,
    emailVerified: true,
    role: options.role ?? "user",
  });
  await db.insert(accounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(FACTORY_PASSWORD),
  });
  return id;
}
