import { and, count, desc, eq, ilike, isNull, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";
import { escapeLikePattern } from "#server/db/like-pattern";

export const OUTBOX_PAGE_SIZE = 50;
export const OUTBOX_STATUSES = [
  "stored",
  "pending",
  "sending",
  "sent",
  "failed",
  "superseded",
] as const;

/** The outbox filters of /admin/emails, read from its query string. */
export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATUSES).optional().catch(undefined),
  to: z
    .string()
    .trim()
    .max(254)
    .optional()
    .transform((value) => value || undefined)
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type OutboxQuery = z.infer<typeof outboxQuerySchema>;

export type OutboxListItem = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  /** A failed e-mail's next attempt; null once it has been given up. */
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
};

/** Newest first, a page at a time; `to` matches part of the address, in any letter case. */
export async function listOutboxEmails(
  db: Database,
  query: OutboxQuery,
): Promise<{ items: OutboxListItem[]; hasMore: boolean }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(emailOutbox.status, query.status));
  if (query.to) conditions.push(ilike(emailOutbox.to, `%${escapeLikePattern(query.to)}%`));
  const rows = await db
    .select({
      id: emailOutbox.id,
      kind: emailOutbox.kind,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      nextAttemptAt: emailOutbox.nextAttemptAt,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_PAGE_SIZE + 1)
    .offset((query.page - 1) * OUTBOX_PAGE_SIZE);
  return {
    items: rows.slice(0, OUTBOX_PAGE_SIZE).map((row) => ({
      ...row,
      nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
    hasMore: rows.length > OUTBOX_PAGE_SIZE,
  };
}

/** E-mails given up after a day of failed attempts: failed, with no next attempt. */
export async function countGivenUpEmails(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "failed"), isNull(emailOutbox.nextAttemptAt)));
  return row?.count ?? 0;
}

export async function getOutboxEmail(db: Database, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    to: row.to,
    from: row.from,
    subject: row.subject,
    text: row.text,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    supersededBy: row.supersededBy,
    carriesToken: row.carriesToken,
    messageId: row.messageId,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}
