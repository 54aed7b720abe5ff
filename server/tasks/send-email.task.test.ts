import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { createDb, type DbHandle } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";
import { createMailer, EmailDeliveryError, type Mailer } from "#server/email/send-email";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import type { TaskContext } from "./define-task";
import { sendEmailJob, sendEmailTask } from "./send-email.task";
import { startTaskRunner, type TaskRunner } from "./task-runner";

let handle: DbHandle;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  handle = await createTestDb();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

function contextFor(
  db: DbHandle["db"],
  mailer: Mailer,
): Omit<TaskContext, "enqueue" | "enqueueMany"> {
  return {
    db,
    mailer,
    logger: createLogger("silent"),
    http: { request: () => Promise.reject(new Error("no network in this test")) },
    adapterDefaults: {},
    now: () => new Date(),
  };
}

test("two task runners handed the same message many times deliver it once", async () => {
  // On PostgreSQL the second runner has its own pool, as a second server would.
  const other = handle.connectionString
    ? await createDb({ databaseUrl: handle.connectionString, dataDir: "unused", migrate: false })
    : null;
  const handles = [handle, other ?? handle];
  const mailers = handles.map((h) =>
    createMailer({ db: h.db, smtpUrl: `smtp://127.0.0.1:${port}`, from: "Blueboard <a@b.test>" }),
  );
  const runners: TaskRunner[] = [];
  try {
    for (const [index, h] of handles.entries())
      runners.push(
        await startTaskRunner({
          handle: h,
          tasks: [sendEmailTask],
          context: contextFor(h.db, mailers[index]!),
        }),
      );
    const ids = [];
    for (let index = 0; index < 5; index++)
      ids.push(
        (await mailers[0]!.enqueue({
          kind: "test",
          to: `runner${index}@example.org`,
          subject: "s",
          text: "t",
        }))!,
      );
    // Every message handed over eight times, by both runners at once.
    await Promise.all(
      ids.flatMap((id) =>
        Array.from({ length: 8 }, (_, turn) => {
          const job = sendEmailJob(id);
          return runners[turn % 2]!.enqueue("send-email", job.payload, job.options);
        }),
      ),
    );
    const deadline = Date.now() + 60_000;
    let sent = 0;
    while (Date.now() < deadline) {
      const rows = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "test"));
      sent = rows.filter((row) => row.status === "sent").length;
      if (sent === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(sent).toBe(ids.length);
    // Give any duplicate job time to run before counting.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(received.filter((to) => to.startsWith("runner")).sort()).toEqual(
      ids.map((_, index) => `runner${index}@example.org`),
    );
  } finally {
    for (const runner of runners) await runner.stop();
    for (const mailer of mailers) mailer.close();
    await other?.close();
  }
}, 180_000);

test("a refused message is retried by the queue until it is given up after a day", async () => {
  const refused = createMailer({ db: handle.db, smtpUrl: "smtp://127.0.0.1:1", from: "a@b.test" });
  const context = {
    ...contextFor(handle.db, refused),
    enqueue: () => Promise.resolve(null),
    enqueueMany: () => Promise.resolve(),
  };
  const fresh = await refused.enqueue({ kind: "t2", to: "x@example.org", subject: "s", text: "t" });
  await expect(sendEmailTask.handler({ id: fresh! }, context)).rejects.toBeInstanceOf(
    EmailDeliveryError,
  );
  const old = await refused.enqueue({ kind: "t2", to: "y@example.org", subject: "s", text: "t" });
  await handle.db
    .update(emailOutbox)
    .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
    .where(eq(emailOutbox.id, old!));
  expect(await sendEmailTask.handler({ id: old! }, context)).toEqual({
    id: old,
    outcome: "given-up",
  });
  expect(await sendEmailTask.handler({ id: old! }, context)).toEqual({
    id: old,
    outcome: "skipped",
  });
  refused.close();
});
