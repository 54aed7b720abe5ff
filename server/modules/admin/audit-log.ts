import { desc, lt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { adminAuditLog } from "#server/db/schema";

/**
 * The admin audit log: one row per state-changing request an admin sends (role changes, source
 * runs and toggles, the scheduler, enrichment …), written by the admin guard before the action runs,
 * so a failed or refused action is on record too.
 */

export type AdminActionEntry = {
  actor: { id: string; email: string };
  /** e.g. `POST /admin/users` */
  method: string;
  path: string;
  /** The form's fields (sensitive ones dropped, long ones cut). */
  fields: Record<string, string>;
  /** Route parameters (e.g. a source id in /admin/sources/:id). */
  params?: Record<string, string | undefined>;
  clientIp?: string | undefined;
  userAgent?: string | null | undefined;
};

/** Fields never written to the log. */
const SECRET_FIELD = /pass|token|secret|key|cookie/i;
const TARGET_FIELDS = ["userId", "sourceId", "id", "email"] as const;
const MAX_FIELD = 200;

/** Keeps what describes the action: no secrets, short values, at most 20 fields. */
export function describeFields(form: FormData): Record<string, string> {
  // A Map, as field names are the sender's: "__proto__" or "constructor" are names like any other.
  const fields = new Map<string, string>();
  for (const [sentName, value] of form.entries()) {
    if (fields.size >= 20) break;
    if (SECRET_FIELD.test(sentName)) continue;
    // PostgreSQL keeps no NUL character in text or jsonb: shown as U+FFFD, the action still logged.
    const name = sentName.replace(/\0/g, "\uFFFD");
    const text = (typeof value === "string" ? value : `(file ${value.name})`).replace(
      /\0/g,
      "\uFFFD",
    );
    const before = fields.get(name);
    const joined = before ? `${before}, ${text}` : text;
    fields.set(name, joined.length > MAX_FIELD ? `${joined.slice(0, MAX_FIELD)}…` : joined);
  }
  return Object.fromEntries(fields);
}

export async function recordAdminAction(db: Database, entry: AdminActionEntry): Promise<void> {
  const intent = entry.fields.intent;
  const action = `${entry.method} ${entry.path}${intent ? `: ${intent}` : ""}`;
  const target =
    Object.values(entry.params ?? {}).find((value): value is string => Boolean(value)) ??
    TARGET_FIELDS.map((name) => entry.fields[name]).find(Boolean) ??
    null;
  await db.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: action.slice(0, 300),
    target,
    details: entry.fields,
    clientIp: entry.clientIp ?? null,
    userAgent: entry.userAgent?.slice(0, 300) ?? null,
  });
}

/**
 * A background admin run finished (or failed): who asked for it, what it was, and what it did,
 * with counts before → after. Written by the process that ran it.
 */
export async function recordAdminTaskOutcome(
  db: Database,
  entry: {
    actor: { id: string; email: string };
    kind: string;
    runId: string;
    details: Record<string, string>;
  },
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: `task ${entry.kind}: ${entry.details.status ?? "finished"}`,
    target: entry.runId,
    details: entry.details,
  });
}

export const auditQuerySchema = z.object({
  /** Rows older than this row's time (the next page). */
  before: z.iso.datetime({ offset: true }).optional().catch(undefined),
});

export const AUDIT_PAGE_SIZE = 50;

/** Newest first, a page at a time. */
export async function listAdminActions(db: Database, query: z.infer<typeof auditQuerySchema>) {
  const rows = await db
    .select()
    .from(adminAuditLog)
    .where(query.before ? lt(adminAuditLog.createdAt, new Date(query.before)) : undefined)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(AUDIT_PAGE_SIZE + 1);
  return {
    items: rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    hasMore: rows.length > AUDIT_PAGE_SIZE,
  };
}
