import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import { createMailer } from "./send-email";

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
