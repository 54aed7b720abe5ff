import { asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { users } from "#server/db/schema";

export const USER_ROLES = ["user", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export class UserNotFoundError extends Error {
  constructor(email: string) {
    super(`No account uses the e-mail address ${email}.`);
    this.name = "UserNotFoundError";
  }
}

/**
 * Gives the account with this e-mail address (any letter case) the role; returns the account.
 * Granting admin also marks the address verified: the operator vouches for it, and without an
 * SMTP server the first admin could not otherwise confirm it.
 */
export async function setUserRole(
  db: Database,
  email: string,
  role: UserRole,
): Promise<{ id: string; email: string; name: string; role: UserRole }> {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date(), ...(role === "admin" ? { emailVerified: true } : {}) })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .returning({ id: users.id, email: users.email, name: users.name });
  if (!row) throw new UserNotFoundError(email.trim());
  return { ...row, role };
}

export async function listAdmins(db: Database) {
  return db
    .select({ email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.email));
}
