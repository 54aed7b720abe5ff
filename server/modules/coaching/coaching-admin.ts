import { and, count, desc, eq, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import {
  COACHING_REQUEST_STATUSES,
  coachingRequests,
  type CoachingRequestStatus,
} from "#server/db/schema";
import { MAX_ADMIN_NOTES } from "./coaching-options";

/**
 * The admin side of coaching requests: the list at /admin/coaching (newest first, by status) and
 * the two changes an admin makes to a request, its status and the team's notes.
 */

export { COACHING_REQUEST_STATUSES, type CoachingRequestStatus };

export const COACHING_PAGE_SIZE = 50;

export const coachingListQuerySchema = z.object({
  status: z.enum(COACHING_REQUEST_STATUSES).optional().catch(undefined),
  /** Requests older than this one (the next page): `createdAt|id`. */
  before: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[0-9a-f-]{36}$/)
    .optional()
    .catch(undefined),
});
export type CoachingListQuery = z.infer<typeof coachingListQuerySchema>;

export type CoachingRequestForAdmin = {
  id: string;
  name: string;
  email: string;
  currentSituation: string;
  goal: string;
  preferredLanguage: string;
  status: CoachingRequestStatus;
  adminNotes: string;
  createdAt: string;
  updatedAt: string;
};

export async function listCoachingRequests(db: Database, query: CoachingListQuery) {
  const [beforeTime, beforeId] = query.before?.split("|") ?? [];
  const older =
    beforeTime && beforeId
      ? or(
          lt(coachingRequests.createdAt, new Date(beforeTime)),
          and(
            eq(coachingRequests.createdAt, new Date(beforeTime)),
            lt(coachingRequests.id, beforeId),
          ),
        )
      : undefined;
  const rows = await db
    .select()
    .from(coachingRequests)
    .where(and(query.status ? eq(coachingRequests.status, query.status) : undefined, older))
    .orderBy(desc(coachingRequests.createdAt), desc(coachingRequests.id))
    .limit(COACHING_PAGE_SIZE + 1);
  const items: CoachingRequestForAdmin[] = rows.slice(0, COACHING_PAGE_SIZE).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    currentSituation: row.currentSituation,
    goal: row.goal,
    preferredLanguage: row.preferredLanguage,
    status: row.status,
    adminNotes: row.adminNotes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
  const last = items.at(-1);
  return {
    items,
    next: rows.length > COACHING_PAGE_SIZE && last ? `${last.createdAt}|${last.id}` : null,
  };
}

/** How many requests are in each status. */
export async function countCoachingRequests(
  db: Database,
): Promise<Record<CoachingRequestStatus, number>> {
  const rows = await db
    .select({ status: coachingRequests.status, total: count() })
    .from(coachingRequests)
    .groupBy(coachingRequests.status);
  const counts = { new: 0, contacted: 0, closed: 0 };
  for (const row of rows) counts[row.status] = Number(row.total);
  return counts;
}

export { MAX_ADMIN_NOTES };

export const coachingUpdateSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("status"),
    id: z.uuid("No such coaching request."),
    status: z.enum(COACHING_REQUEST_STATUSES, {
      error: `The status must be one of: ${COACHING_REQUEST_STATUSES.join(", ")}.`,
    }),
  }),
  z.object({
    intent: z.literal("notes"),
    id: z.uuid("No such coaching request."),
    adminNotes: z
      .string({ error: "Notes are missing." })
      .trim()
      .max(
        MAX_ADMIN_NOTES,
        `Please keep notes under ${MAX_ADMIN_NOTES.toLocaleString("en")} characters.`,
      ),
  }),
]);
export type CoachingUpdate = z.infer<typeof coachingUpdateSchema>;

export type CoachingUpdateResult =
  { ok: true; message: string } | { ok: false; status: 400 | 404; message: string };

/** Applies a status change or new notes from the admin form; a clear message either way. */
export async function updateCoachingRequest(
  db: Database,
  raw: Record<string, unknown>,
): Promise<CoachingUpdateResult> {
  const parsed = coachingUpdateSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message =
      issue?.path[0] === "intent" ? "Unknown action." : (issue?.message ?? "Invalid request.");
    return { ok: false, status: 400, message };
  }
  const update = parsed.data;
  const values =
    update.intent === "status" ? { status: update.status } : { adminNotes: update.adminNotes };
  const [row] = await db
    .update(coachingRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(coachingRequests.id, update.id))
    .returning({ name: coachingRequests.name, email: coachingRequests.email });
  if (!row) return { ok: false, status: 404, message: "No such coaching request." };
  return {
    ok: true,
    message:
      update.intent === "status"
        ? `The request from ${row.email} is now marked ${update.status}.`
        : `Notes saved for the request from ${row.email}.`,
  };
}
