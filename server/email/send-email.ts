import { randomUUID } from "node:crypto";
import nodemailer, { type Transporter } from "nodemailer";
import { and, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { emailOutbox, type DigestSearchJobs } from "#server/db/schema";
import { mapConcurrently } from "#server/lib/map-concurrently";
import { createSendRate } from "./send-rate";

export type EmailMessage = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** Makes the send idempotent: a second message with the same key is not queued. */
  dedupeKey?: string;
  /** The outbox id to use (callers that must refer to the row before it is written). */
  id?: string;
  /** The body holds a one-time link; default: true for the kinds in TOKEN_BEARING_KINDS. */
  carriesToken?: boolean;
  /** Alert digests: the jobs listed per saved search. */
  digestJobs?: DigestSearchJobs[];
};

/** Messages whose body is a sign-in, confirmation or reset link: never kept after delivery. */
export const TOKEN_BEARING_KINDS: ReadonlySet<string> = new Set([
  "account-verify",
  "account-reset",
  "newsletter-confirm",
]);

/** What replaces the body of a token-bearing message once the SMTP server accepted it. */
export const DELIVERED_TOKEN_NOTE =
  "This message carried a one-time link. It was delivered, and its text is not kept.";

/** A worker's claim on a row it is sending; longer than the slowest SMTP exchange we allow. */
export const SEND_LEASE_MS = 5 * 60_000;
/** How long a failing message is retried before it is given up and reported in the admin. */
export const RETRY_FOR_MS = 24 * 3_600_000;
const SMTP_TIMEOUT_MS = 60_000;
/** SMTP connections kept open and used at once when no pool size is given. */
export const DEFAULT_SMTP_POOL_SIZE = 5;

/** The pause before the next attempt after `attempts` failures: 1, 2, 4 … minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** A refused delivery; `gaveUp` when the message has been failing for RETRY_FOR_MS. */
export class EmailDeliveryError extends Error {
  constructor(
    readonly outboxId: string,
    readonly gaveUp: boolean,
    options: { cause: unknown },
  ) {
    super(
      `E-mail ${outboxId} was not delivered${gaveUp ? " and is given up" : ""}: ${String(options.cause)}`,
      options,
    );
    this.name = "EmailDeliveryError";
  }
}

/**
 * `sent`: this call delivered it. `skipped`: nothing to do here (already sent, superseded, given up,
 * or claimed by another worker whose lease still runs).
 */
export type DeliveryOutcome = "sent" | "skipped";

export type DeliveryResult =
  { id: string; outcome: DeliveryOutcome } | { id: string; error: EmailDeliveryError };

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
  /**
   * Claims one outbox row (pending, failed and not given up, or a `sending` row whose lease ran
   * out) and delivers it over SMTP. Marks it sent, or records the error, schedules the next
   * attempt (or gives up after a day) and throws an EmailDeliveryError. Once claimed, the message
   * waits for its turn under the rate limit; calls made at the same time share the pooled SMTP
   * connections.
   */
  deliver(id: string): Promise<DeliveryOutcome>;
  /**
   * Delivers several rows as `deliver` does, with one claim and one "sent" update per chunk, and
   * as many SMTP exchanges at once as the pool has connections. Never throws for one message:
   * each result is its outcome or its EmailDeliveryError, in the order of `ids`.
   */
  deliverMany(ids: string[]): Promise<DeliveryResult[]>;
  /** The ids of the rows of these kinds that are due for an attempt now. */
  dueIds(kinds: string[]): Promise<string[]>;
  /** Enqueues and delivers at once. */
  send(message: EmailMessage): Promise<string | null>;
  close(): void;
};

function domainOf(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split("@")[1]?.trim() || "blueboard.invalid";
}

export function createMailer(options: {
  db: Database;
  smtpUrl?: string | undefined;
  from: string;
  /** The clock for leases and retries; tests pass a fixed one. */
  now?: () => Date;
  /** SMTP connections kept open and used at once (default DEFAULT_SMTP_POOL_SIZE). */
  poolSize?: number;
  /** At most this many messages a minute leave this process, evenly spaced; 0 or unset: no limit. */
  ratePerMinute?: number;
}): Mailer {
  const transport: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // Pooled: concurrent deliveries share a few open connections instead of one handshake each.
        pool: true,
        maxConnections: options.poolSize ?? DEFAULT_SMTP_POOL_SIZE,
        maxMessages: 1000,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      })
    : null;
  // Each message waits for its turn under the rate limit after its claim and before its SMTP
  // exchange; claims are chunked so that the wait stays well inside the lease.
  const rate = createSendRate(options.ratePerMinute ?? 0);
  const mode = transport ? "smtp" : "outbox";
  const now = options.now ?? (() => new Date());
  const domain = domainOf(options.from);

  const toRow = (message: EmailMessage) => {
    const id = message.id ?? randomUUID();
    return {
      id,
      kind: message.kind,
      to: message.to,
      from: options.from,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      headers: message.headers ?? {},
      dedupeKey: message.dedupeKey ?? null,
      messageId: `<${id}@${domain}>`,
      carriesToken: message.carriesToken ?? TOKEN_BEARING_KINDS.has(message.kind),
      digestJobs: message.digestJobs ?? null,
      status: transport ? ("pending" as const) : ("stored" as const),
    };
  };

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

  // Rows claimed together are sent within a quarter of the lease even when the rate limit spaces
  // them out, so a claim never runs out while its row waits for a turn.
  const claimChunk =
    options.ratePerMinute && options.ratePerMinute > 0
      ? Math.max(1, Math.floor(SEND_LEASE_MS / 4 / (60_000 / options.ratePerMinute)))
      : Number.POSITIVE_INFINITY;
  const poolSize = options.poolSize ?? DEFAULT_SMTP_POOL_SIZE;

  async function deliverChunk(transport: Transporter, ids: string[]) {
    const claimedAt = now();
    // The claim: one statement, so of two workers handed the same row only one gets it back.
    const rows = await options.db
      .update(emailOutbox)
      .set({
        status: "sending",
        leaseUntil: new Date(claimedAt.getTime() + SEND_LEASE_MS),
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(
        and(
          inArray(emailOutbox.id, ids),
          or(
            eq(emailOutbox.status, "pending"),
            and(eq(emailOutbox.status, "failed"), sql`${emailOutbox.nextAttemptAt} is not null`),
            and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseUntil, claimedAt)),
          ),
        ),
      )
      .returning();
    const results = new Map<string, DeliveryResult>(
      ids.map((id) => [id, { id, outcome: "skipped" }]),
    );
    const accepted: string[] = [];
    await mapConcurrently(rows, poolSize, async (row) => {
      try {
        await rate.acquire();
        await transport.sendMail({
          from: row.from,
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html ?? undefined,
          headers: row.headers,
          // The same Message-ID on every attempt: a copy sent twice is recognisably one message.
          messageId: row.messageId ?? `<${row.id}@${domain}>`,
        });
        accepted.push(row.id);
      } catch (error) {
        const failedAt = now();
        const gaveUp = failedAt.getTime() - row.createdAt.getTime() >= RETRY_FOR_MS;
        await options.db
          .update(emailOutbox)
          .set({
            status: "failed",
            leaseUntil: null,
            lastError: String(error),
            nextAttemptAt: gaveUp
              ? null
              : new Date(failedAt.getTime() + retryDelayMs(row.attempts)),
          })
          .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending")));
        results.set(row.id, {
          id: row.id,
          error: new EmailDeliveryError(row.id, gaveUp, { cause: error }),
        });
      }
    });
    if (accepted.length > 0) {
      // Accepted by the SMTP server, marked in one statement for the chunk. A crash before this
      // update leaves `sending` rows that are sent again once their lease runs out (at least once,
      // with the same Message-ID).
      await options.db
        .update(emailOutbox)
        .set({
          status: "sent",
          sentAt: now(),
          leaseUntil: null,
          nextAttemptAt: null,
          lastError: null,
          text: sql`case when ${emailOutbox.carriesToken} then ${DELIVERED_TOKEN_NOTE} else ${emailOutbox.text} end`,
          html: sql`case when ${emailOutbox.carriesToken} then null else ${emailOutbox.html} end`,
        })
        .where(inArray(emailOutbox.id, accepted));
      for (const id of accepted) results.set(id, { id, outcome: "sent" });
    }
    return ids.map((id) => results.get(id)!);
  }

  async function deliverMany(ids: string[]): Promise<DeliveryResult[]> {
    if (!transport) return ids.map((id) => ({ id, outcome: "skipped" }));
    const unique = [...new Set(ids)];
    const byId = new Map<string, DeliveryResult>();
    for (let start = 0; start < unique.length; start += Math.min(claimChunk, 500)) {
      const chunk = unique.slice(start, start + Math.min(claimChunk, 500));
      for (const result of await deliverChunk(transport, chunk)) byId.set(result.id, result);
    }
    return ids.map((id) => byId.get(id)!);
  }

  async function deliver(id: string): Promise<DeliveryOutcome> {
    const [result] = await deliverMany([id]);
    if (!result || "error" in result)
      throw result?.error ?? new Error(`E-mail ${id} not delivered`);
    return result.outcome;
  }

  async function dueIds(kinds: string[]) {
    if (!transport || kinds.length === 0) return [];
    const at = now();
    const rows = await options.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.kind, kinds),
          or(
            eq(emailOutbox.status, "pending"),
            and(eq(emailOutbox.status, "failed"), lte(emailOutbox.nextAttemptAt, at)),
            and(eq(emailOutbox.status, "sending"), lt(emailOutbox.leaseUntil, at)),
          ),
        ),
      )
      .orderBy(emailOutbox.createdAt, emailOutbox.id);
    return rows.map((row) => row.id);
  }

  return {
    mode,
    enqueue,
    enqueueMany,
    deliver,
    deliverMany,
    dueIds,
    async send(message) {
      const id = await enqueue(message);
      if (id) await deliver(id);
      return id;
    },
    close: () => transport?.close(),
  };
}
