import type { Database } from "#server/db/create-db";
import { adminAuditLog } from "#server/db/schema";

// What an admin changed by a form (a job, a source), written to the admin audit log as each
// field's value before and after: "P-3 → P-4", "(empty)" for nothing, long values cut.

/** The admin who sent the form. */
export type AdminActor = { id: string; email: string };
/** One field's value before and after the change. */
export type FieldChange = { before: string; after: string };

const MAX_AUDIT_VALUE = 200;

function shown(value: string): string {
  if (value === "") return "(empty)";
  return value.length > MAX_AUDIT_VALUE ? `${value.slice(0, MAX_AUDIT_VALUE)}…` : value;
}

/** One audit row for the change of `target`, with a "before → after" line per changed field. */
export async function recordAdminChange(
  db: Database,
  actor: AdminActor,
  action: string,
  target: string,
  changes: Partial<Record<string, FieldChange>>,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    target,
    details: Object.fromEntries(
      Object.entries(changes).flatMap(([name, change]) =>
        change ? [[name, `${shown(change.before)} → ${shown(change.after)}`]] : [],
      ),
    ),
  });
}
