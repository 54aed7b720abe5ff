import { asc, desc, eq, ilike, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { escapeLikePattern } from "#server/db/like-pattern";
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

export const USERS_PAGE_SIZE = 50;

export const userListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

/** Accounts newest first, with what they keep here; `q` matches part of the e-mail or name. */
export async function listUsersForAdmin(db: Database, query: UserListQuery) {
  const pattern = query.q ? `%${escapeLikePattern(query.q)}%` : null;
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      emailVerified: users.emailVerified,
      createdAt: users.createdAt,
      savedJobs: sql<number>`(select count(*) from saved_jobs where saved_jobs.user_id = "user".id)`,
      savedSearches: sql<number>`(select count(*) from saved_searches where saved_searches.user_id = "user".id)`,
    })
    .from(users)
    .where(pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
    .orderBy(desc(users.createdAt), asc(users.id))
    .limit(USERS_PAGE_SIZE + 1)
    .offset((query.page - 1) * USERS_PAGE_SIZE);
  return {
    items: rows.slice(0, USERS_PAGE_SIZE).map((row) => ({
      ...row,
      role: row.role === "admin" ? ("admin" as const) : ("user" as const),
      savedJobs: Number(row.savedJobs),
      savedSearches: Number(row.savedSearches),
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > USERS_PAGE_SIZE,
  };
}

/** Sets the role of the account with this id; null when there is none. */
export async function setUserRoleById(db: Database, id: string, role: UserRole) {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: new Date(), ...(role === "admin" ? { emailVerified: true } : {}) })
    .where(eq(users.id, id))
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}
