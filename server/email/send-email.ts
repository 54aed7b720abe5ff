import nodemailer, { type Transporter } from "nodemailer";
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";

export type EmailMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Makes the send idempotent: a second message with the same key is not queued. */
  dedupeKey?: string;
};

export type Mailer = {
  /** `smtp` delivers; `outbox` keeps every message in the outbox table for admins to read. */
  readonly mode: "smtp" | "outbox";
  /** Writes the message to the outbox (in the caller's transaction when given). Returns its id, or null when deduplicated. */
  enqueue(message: EmailMessage, tx?: Database): Promise<string | null>;
  /** Writes several messages in one statement; returns the new ids by dedupe key (deduplicated ones are absent). */
  enqueueMany(
    messages: (EmailMessage & { dedupeKey: string })[],
    tx?: Database,
  ): Promise<Map<string, string>>;
  /** Delivers one outbox row over SMTP; marks it sent, or records the error and rethrows. */
  deliver(id: string): Promise<void>;
  /** Enqueues and delivers at once. */
  send(message: EmailMessage): Promise<string | null>;
  close(): void;
};

export function createMailer(options: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  const mode = transport ? "smtp" : "outbox";

  const toRow = (message: EmailMessage) => ({
    kind: message.kind,
    to: message.to,
    from: options.from,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    headers: message.headers ?? {},
    dedupeKey: message.dedupeKey ?? null,
    status: transport ? ("pending" as const) : ("stored" as const),
  });

  async function enqueue(message: EmailMessage, tx: Database = options.db) {
    const rows = await tx
      .insert(emailOutbox)
      .values(toRow(message))
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id });
    return rows[0]?.id ?? null;
  }

  async function enqueueMany(
    messages: (EmailMessage & { dedupeKey: string })[],
    tx: Database = options.db,
  ) {
    if (messages.length === 0) return new Map<string, string>();
    const rows = await tx
      .insert(emailOutbox)
      .values(messages.map(toRow))
      .onConflictDoNothing({ target: emailOutbox.dedupeKey })
      .returning({ id: emailOutbox.id, dedupeKey: emailOutbox.dedupeKey });
    return new Map(rows.map((row) => [row.dedupeKey!, row.id]));
  }

  async function deliver(id: string) {
    if (!transport) return;
    const [row] = await options.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
    if (!row || row.status === "sent") return;
    try {
      const info = (await transport.sendMail({
        from: row.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        headers: row.headers,
      })) as { messageId?: string };
      await options.db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: new Date(),
          messageId: info.messageId ?? null,
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: null,
        })
        .where(eq(emailOutbox.id, id));
    } catch (error) {
      await options.db
        .update(emailOutbox)
        .set({
          status: "failed",
          attempts: sql`${emailOutbox.attempts} + 1`,
          lastError: String(error),
        })
        .where(eq(emailOutbox.id, id));
      throw error;
    }
  }

  return {
    mode,
    enqueue,
    enqueueMany,
    deliver,
    async send(message) {
      const id = await enqueue(message);
      if (id) await deliver(id);
      return id;
    },
    close: () => transport?.close(),
  };
}
