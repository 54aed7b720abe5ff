import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import { resetPasswordEmail, verificationEmail } from "#server/modules/accounts/account-emails";
import { confirmationEmail } from "#server/modules/newsletter/newsletter-emails";
import {
  createMailer,
  DELIVERED_TOKEN_NOTE,
  EmailDeliveryError,
  RETRY_FOR_MS,
  retryDelayMs,
  TOKEN_BEARING_KINDS,
} from "./send-email";

let handle: DbHandle;
let smtp: SMTPServer;
let port: number;
const received: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

test("delivers over SMTP to a real server and marks the outbox row sent", async () => {
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Blueboard <alerts@blueboard.test>",
  });
  const id = await mailer.send({
    kind: "test",
    to: "amina@example.org",
    subject: "Your daily jobs",
    text: "Three new jobs match your search.",
    html: "<p>Three new jobs match your search.</p>",
    headers: { "List-Unsubscribe": "<https://blueboard.test/unsubscribe/abc>" },
  });
  mailer.close();
  expect(received.at(-1)?.to).toEqual(["amina@example.org"]);
  expect(received.at(-1)?.raw).toContain("Subject: Your daily jobs");
  expect(received.at(-1)?.raw).toContain(
    "List-Unsubscribe: <https://blueboard.test/unsubscribe/abc>",
  );
  const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
});

test("a refused delivery is recorded on the row and rethrown", async () => {
  const mailer = createMailer({
    db: handle.db,
    smtpUrl: "smtp://127.0.0.1:1",
    from: "Blueboard <alerts@blueboard.test>",
  });
  const id = await mailer.enqueue({ kind: "test", to: "x@example.org", subject: "s", text: "t" });
  await expect(mailer.deliver(id!)).rejects.toThrow();
  mailer.close();
  const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(row?.status).toBe("failed");
  expect(row?.lastError).toMatch(/ECONNREFUSED|connect/);
});

test("without SMTP the message stays readable in the outbox, and a dedupe key sends once", async () => {
  const mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  expect(mailer.mode).toBe("outbox");
  const message = {
    kind: "digest",
    to: "li@example.org",
    subject: "Digest",
    text: "Body",
    dedupeKey: "digest:li:2026-11-21",
  };
  const first = await mailer.send(message);
  const second = await mailer.send(message);
  expect(first).not.toBeNull();
  expect(second).toBeNull();
  const rows = await handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, "li@example.org"));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: "stored", subject: "Digest", text: "Body" });
});

function smtpMailer(now?: () => Date) {
  return createMailer({
    db: handle.db,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Blueboard <alerts@blueboard.test>",
    ...(now ? { now } : {}),
  });
}

const receivedBy = (address: string) => received.filter((mail) => mail.to.includes(address));

test("two workers delivering the same row at once: one claims it, the SMTP server gets one copy", async () => {
  const first = smtpMailer();
  const second = smtpMailer();
  const id = await first.enqueue({ kind: "test", to: "once@example.org", subject: "s", text: "t" });
  const outcomes = await Promise.all([first.deliver(id!), second.deliver(id!)]);
  first.close();
  second.close();
  expect(outcomes.sort()).toEqual(["sent", "skipped"]);
  expect(receivedBy("once@example.org")).toHaveLength(1);
  const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(row).toMatchObject({ status: "sent", attempts: 1, leaseUntil: null });
  expect(receivedBy("once@example.org")[0]!.raw).toContain(`Message-ID: ${row!.messageId}`);
});

test("a claim whose worker died is retried once its lease runs out, with the same Message-ID", async () => {
  const mailer = smtpMailer();
  const id = await mailer.enqueue({
    kind: "test",
    to: "lease@example.org",
    subject: "s",
    text: "t",
  });
  // A worker claimed it and died before the SMTP server answered.
  await handle.db
    .update(emailOutbox)
    .set({ status: "sending", attempts: 1, leaseUntil: new Date(Date.now() + 60_000) })
    .where(eq(emailOutbox.id, id!));
  expect(await mailer.deliver(id!)).toBe("skipped");
  expect(await mailer.dueIds(["test"])).not.toContain(id);
  await handle.db
    .update(emailOutbox)
    .set({ leaseUntil: new Date(Date.now() - 1000) })
    .where(eq(emailOutbox.id, id!));
  expect(await mailer.dueIds(["test"])).toContain(id);
  expect(await mailer.deliver(id!)).toBe("sent");
  mailer.close();
  const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(row).toMatchObject({ status: "sent", attempts: 2 });
  expect(receivedBy("lease@example.org")).toHaveLength(1);
  expect(receivedBy("lease@example.org")[0]!.raw).toContain(`Message-ID: ${row!.messageId}`);
});

test("a failing message is retried with growing pauses for a day, then given up", async () => {
  let clock = new Date("2030-03-01T09:00:00Z");
  const refused = createMailer({
    db: handle.db,
    smtpUrl: "smtp://127.0.0.1:1",
    from: "Blueboard <alerts@blueboard.test>",
    now: () => clock,
  });
  const id = await refused.enqueue({
    kind: "retry-test",
    to: "r@example.org",
    subject: "s",
    text: "t",
  });
  await handle.db.update(emailOutbox).set({ createdAt: clock }).where(eq(emailOutbox.id, id!));

  const attempt = async () => {
    const error = await refused.deliver(id!).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EmailDeliveryError);
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
    return { error: error as EmailDeliveryError, row: row! };
  };
  const one = await attempt();
  expect(one.error.gaveUp).toBe(false);
  expect(one.row).toMatchObject({ status: "failed", attempts: 1 });
  expect(one.row.nextAttemptAt?.getTime()).toBe(clock.getTime() + retryDelayMs(1));
  expect(await refused.dueIds(["retry-test"])).toEqual([]); // not due yet
  clock = new Date(one.row.nextAttemptAt!.getTime());
  expect(await refused.dueIds(["retry-test"])).toEqual([id]);
  const two = await attempt();
  expect(two.row.nextAttemptAt!.getTime() - clock.getTime()).toBe(retryDelayMs(2));
  expect(retryDelayMs(2)).toBeGreaterThan(retryDelayMs(1));
  expect(retryDelayMs(30)).toBe(3_600_000);

  clock = new Date(clock.getTime() + RETRY_FOR_MS);
  const last = await attempt();
  expect(last.error.gaveUp).toBe(true);
  expect(last.row).toMatchObject({ status: "failed", attempts: 3, nextAttemptAt: null });
  expect(last.row.lastError).toMatch(/ECONNREFUSED|connect/);
  // Given up: neither a queued retry nor a later pass tries it again.
  expect(await refused.deliver(id!)).toBe("skipped");
  expect(await refused.dueIds(["retry-test"])).toEqual([]);
  refused.close();
});

test("a confirmation or reset e-mail keeps its link only until the SMTP server accepts it", async () => {
  const mailer = smtpMailer();
  const url = "https://blueboard.test/auth?reset=very-secret-token";
  const id = await mailer.send(
    resetPasswordEmail({ to: "reset@example.org", name: "Ana", url, locale: "en" }),
  );
  mailer.close();
  expect(receivedBy("reset@example.org")[0]!.raw).toContain("very-secret-token");
  const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, id!));
  expect(row).toMatchObject({
    status: "sent",
    carriesToken: true,
    text: DELIVERED_TOKEN_NOTE,
    html: null,
    to: "reset@example.org",
    subject: "Reset your Blueboard password",
  });
  expect(JSON.stringify(row)).not.toContain("very-secret-token");

  // Without SMTP the outbox is the delivery: the admin reads the link there.
  const outboxOnly = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  const stored = await outboxOnly.send(
    verificationEmail({
      to: "verify@example.org",
      name: "Ana",
      url: "https://x.test/?token=keep",
      locale: "en",
    }),
  );
  const [kept] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, stored!));
  expect(kept).toMatchObject({ status: "stored", carriesToken: true });
  expect(kept!.text).toContain("token=keep");

  // A message without a one-time link is kept as sent.
  const plain = smtpMailer();
  const plainId = await plain.send({
    kind: "test",
    to: "plain@example.org",
    subject: "s",
    text: "keep me",
  });
  plain.close();
  const [plainRow] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, plainId!));
  expect(plainRow).toMatchObject({ status: "sent", carriesToken: false, text: "keep me" });
});

test("every builder of a message with a one-time link is marked as carrying one", () => {
  const url = "https://blueboard.test/x?token=t";
  const kinds = [
    verificationEmail({ to: "a@b.c", name: "A", url, locale: "en" }).kind,
    resetPasswordEmail({ to: "a@b.c", name: "A", url, locale: "en" }).kind,
    confirmationEmail({
      to: "a@b.c",
      siteUrl: "https://blueboard.test",
      confirmToken: "t",
      unsubscribeToken: "u",
      locale: "en",
    }).kind,
  ];
  for (const kind of kinds) expect(TOKEN_BEARING_KINDS.has(kind)).toBe(true);
});
