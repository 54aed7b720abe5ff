import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { eq, inArray } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { createEmailQueue } from "#server/modules/accounts/email-queue";
import { TASKS } from "./registry";
import { sendEmailConcurrency, sendEmailJob } from "./send-email.task";
import { startTaskRunner } from "./task-runner";

let handle: DbHandle;
let smtp: SMTPServer;
let smtpUrl: string;
/** Recipients of the messages the server accepted. */
const received: string[] = [];
const connections = { open: 0, mostOpen: 0 };
const messages = { inFlight: 0, mostInFlight: 0 };

beforeAll(async () => {
  handle = await createTestDb();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onConnect(_session, callback) {
      connections.open++;
      connections.mostOpen = Math.max(connections.mostOpen, connections.open);
      callback();
    },
    onClose() {
      connections.open--;
    },
    onData(stream, session, callback) {
      messages.inFlight++;
      messages.mostInFlight = Math.max(messages.mostInFlight, messages.inFlight);
      stream.resume();
      stream.on("end", () => {
        // A server that takes a while to accept each message: a client sending one message at a
        // time never has two in flight.
        setTimeout(() => {
          messages.inFlight--;
          received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
          callback();
        }, 100);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
}, 120_000);

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await handle.close();
});

async function enqueueMessages(
  mailer: ReturnType<typeof createMailer>,
  prefix: string,
  count: number,
) {
  const ids: string[] = [];
  for (let index = 0; index < count; index++)
    ids.push(
      (await mailer.enqueue({
        kind: prefix,
        to: `${prefix}${index}@example.org`,
        subject: "Your daily jobs",
        text: "New jobs match your search.",
      }))!,
    );
  return ids;
}

test("the send-email queue delivers a batch over several SMTP connections at once, each message once", async () => {
  const mailer = createMailer({
    db: handle.db,
    smtpUrl,
    from: "Blueboard <alerts@blueboard.test>",
    poolSize: 4,
  });
  const runner = await startTaskRunner({
    handle,
    tasks: TASKS.filter((task) => task.id === "send-email").map((task) => ({
      ...task,
      ...sendEmailConcurrency(4),
    })),
    context: {
      db: handle.db,
      mailer,
      logger: createLogger("silent"),
      http: { request: () => Promise.reject(new Error("no network in this test")) },
      adapterDefaults: {},
      now: () => new Date(),
    },
  });
  try {
    const ids = await enqueueMessages(mailer, "batch", 16);
    // Handed over in one insert, every message twice: the queue keeps one job per message.
    const runs = [...ids, ...ids].map((id) => {
      const job = sendEmailJob(id);
      return { payload: job.payload, singletonKey: job.options.singletonKey };
    });
    await runner.enqueueMany("send-email", runs);
    const deadline = Date.now() + 90_000;
    let sent = 0;
    while (Date.now() < deadline) {
      const rows = await handle.db
        .select({ status: emailOutbox.status })
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, ids));
      sent = rows.filter((row) => row.status === "sent").length;
      if (sent === ids.length) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(sent).toBe(ids.length);
    // Give any duplicate job time to run before counting.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received.filter((to) => to.startsWith("batch")).sort()).toEqual(
      ids.map((_, index) => `batch${index}@example.org`).sort(),
    );
    expect(messages.mostInFlight).toBeGreaterThan(1);
    expect(connections.mostOpen).toBeGreaterThan(1);
    expect(connections.mostOpen).toBeLessThanOrEqual(4);
  } finally {
    await runner.stop();
    mailer.close();
  }
}, 180_000);

test("the rate limit spaces deliveries out, also when they are sent at once", async () => {
  // 60 a minute: one message a second, whatever the pool could do (unlimited, these four would be
  // accepted together in a few hundred milliseconds).
  const mailer = createMailer({
    db: handle.db,
    smtpUrl,
    from: "Blueboard <alerts@blueboard.test>",
    poolSize: 4,
    ratePerMinute: 60,
  });
  try {
    const ids = await enqueueMessages(mailer, "rated", 4);
    const started = performance.now();
    const results = await mailer.deliverMany(ids);
    const elapsed = performance.now() - started;
    expect(results.map((result) => ("outcome" in result ? result.outcome : "error"))).toEqual(
      ids.map(() => "sent"),
    );
    // The fourth message had to wait for the third turn after the first: at least 3 s in all,
    // however fast the server and the machine are.
    expect(elapsed).toBeGreaterThanOrEqual(3000);
    const rows = await handle.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "rated"));
    expect(rows.every((row) => row.status === "sent")).toBe(true);
    expect(received.filter((to) => to.startsWith("rated"))).toHaveLength(4);
  } finally {
    mailer.close();
  }
});

test("an account e-mail queued behind a backlog of digests goes out with the first batch", async () => {
  const mailer = createMailer({
    db: handle.db,
    smtpUrl,
    from: "Blueboard <alerts@blueboard.test>",
    poolSize: 2,
  });
  const context = {
    db: handle.db,
    mailer,
    logger: createLogger("silent"),
    http: { request: () => Promise.reject(new Error("no network in this test")) },
    adapterDefaults: {},
    now: () => new Date(),
  };
  const tasks = TASKS.filter((task) => task.id === "send-email").map((task) => ({
    ...task,
    ...sendEmailConcurrency(2),
  }));
  // Queued first, without working: 30 digests, then one confirmation e-mail.
  const queueing = await startTaskRunner({ handle, tasks, context, work: false });
  const digests = await enqueueMessages(mailer, "backlog", 30);
  await queueing.enqueueMany(
    "send-email",
    digests.map((id) => {
      const job = sendEmailJob(id);
      return { payload: job.payload, singletonKey: job.options.singletonKey };
    }),
  );
  // The confirmation goes through the account e-mail queue, as sign-up sends it.
  const accountEmails = createEmailQueue(mailer);
  accountEmails.useTasks(queueing.enqueue);
  await accountEmails.send({
    kind: "account",
    to: "account0@example.org",
    subject: "Confirm your e-mail address",
    text: "Confirm your address.",
  });
  await queueing.stop();
  const start = received.length;
  const runner = await startTaskRunner({ handle, tasks, context });
  try {
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && !received.includes("account0@example.org"))
      await new Promise((resolve) => setTimeout(resolve, 100));
    const order = received.slice(start);
    // The two workers' first fetches take 4 × pool = 8 jobs each, highest priority first; queued
    // in order, the confirmation (31st) would come in the fourth fetch.
    expect(order.indexOf("account0@example.org")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("account0@example.org")).toBeLessThan(16);
  } finally {
    await runner.stop();
    mailer.close();
  }
}, 180_000);
