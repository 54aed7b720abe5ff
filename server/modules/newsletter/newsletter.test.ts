import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox, newsletterSubscriptions, throttleCounters } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { createTestDb } from "#tests/setup/test-db";
import {
  CONFIRM_TOKEN_TTL_MS,
  NEWSLETTER_LIMITED_MESSAGE,
  NEWSLETTER_PER_ADDRESS,
  NEWSLETTER_PER_CLIENT,
  RESEND_INTERVAL_MS,
  checkConfirmToken,
  confirmNewsletter,
  hashToken,
  subscribeToNewsletter,
  unsubscribeNewsletter,
} from "./newsletter";

const SITE = "https://blueboard.test";
let handle: DbHandle;
let mailer: Mailer;

beforeAll(async () => {
  handle = await createTestDb();
  mailer = createMailer({ db: handle.db, from: "Blueboard <news@blueboard.test>" });
});

afterAll(async () => {
  mailer.close();
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(newsletterSubscriptions);
  await handle.db.delete(emailOutbox);
  await handle.db.delete(throttleCounters);
});

const deps = (now?: Date) => ({ db: handle.db, mailer, siteUrl: SITE, now });

async function outbox() {
  return handle.db.select().from(emailOutbox).orderBy(emailOutbox.createdAt);
}

function linkIn(text: string, path: string): string {
  const match = new RegExp(`${SITE}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in:\n${text}`);
  return match[1];
}

test("subscribe → confirmation e-mail with a link → confirm → confirmed; the link works once", async () => {
  const result = await subscribeToNewsletter(deps(), {
    email: "  Amina.Diallo@Example.ORG ",
    source: "/blog",
  });
  expect(result).toEqual({ ok: true });

  const [row] = await handle.db.select().from(newsletterSubscriptions);
  expect(row).toMatchObject({
    email: "amina.diallo@example.org",
    status: "pending",
    source: "/blog",
  });

  const mails = await outbox();
  expect(mails).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail).toMatchObject({
    kind: "newsletter-confirm",
    to: "amina.diallo@example.org",
    status: "stored",
  });
  expect(mail.html).toContain("/newsletter/confirm?token=");
  const token = linkIn(mail.text, "/newsletter/confirm");
  // Only a hash of the token is stored.
  expect(row!.confirmTokenHash).toBe(hashToken(token));
  expect(JSON.stringify(row)).not.toContain(token);

  expect(await checkConfirmToken(handle.db, token)).toBe("valid");
  expect(await confirmNewsletter(handle.db, token)).toBe("amina.diallo@example.org");
  const [confirmed] = await handle.db.select().from(newsletterSubscriptions);
  expect(confirmed).toMatchObject({ status: "confirmed", confirmTokenHash: null });
  expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

  // Reuse is refused.
  expect(await checkConfirmToken(handle.db, token)).toBe("invalid");
  expect(await confirmNewsletter(handle.db, token)).toBeNull();
});

test("a bad address gets a clear error and nothing is stored or sent", async () => {
  for (const email of ["", "not-an-email", "amina@", "a@b", 42]) {
    const result = await subscribeToNewsletter(deps(), { email });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatch(/e-mail address/);
  }
  expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([]);
  expect(await outbox()).toEqual([]);
});

test("signing up again answers the same and does not reveal a confirmed address", async () => {
  const start = new Date("2026-03-01T09:00:00Z");
  await subscribeToNewsletter(deps(start), { email: "kofi@example.org" });
  const token = linkIn((await outbox())[0]!.text, "/newsletter/confirm");
  await confirmNewsletter(handle.db, token, start);

  // Within the resend window: same answer, no new mail.
  const soon = new Date(start.getTime() + RESEND_INTERVAL_MS / 2);
  expect(await subscribeToNewsletter(deps(soon), { email: "KOFI@example.org" })).toEqual({
    ok: true,
  });
  expect(await outbox()).toHaveLength(1);

  // Later: same answer; the address gets a note, not a second confirmation; still confirmed.
  const later = new Date(start.getTime() + RESEND_INTERVAL_MS * 2);
  expect(await subscribeToNewsletter(deps(later), { email: "kofi@example.org" })).toEqual({
    ok: true,
  });
  const mails = await outbox();
  expect(mails.map((mail) => mail.kind)).toEqual(["newsletter-confirm", "newsletter-already"]);
  const rows = await handle.db.select().from(newsletterSubscriptions);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.status).toBe("confirmed");

  // A new, unknown address gets the same answer.
  expect(await subscribeToNewsletter(deps(later), { email: "new@example.org" })).toEqual({
    ok: true,
  });
});

test("the unsubscribe link unsubscribes; signing up again starts a new confirmation", async () => {
  await subscribeToNewsletter(deps(), { email: "lena@example.org" });
  const text = (await outbox())[0]!.text;
  await confirmNewsletter(handle.db, linkIn(text, "/newsletter/confirm"));
  const unsubscribe = linkIn(text, "/newsletter/unsubscribe");

  expect(await unsubscribeNewsletter(handle.db, unsubscribe)).toBe(true);
  const [row] = await handle.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, "lena@example.org"));
  expect(row).toMatchObject({ status: "unsubscribed" });
  expect(row!.unsubscribedAt).toBeInstanceOf(Date);
  expect(await unsubscribeNewsletter(handle.db, "x".repeat(43))).toBe(false);
  expect(await unsubscribeNewsletter(handle.db, "short")).toBe(false);

  const later = new Date(Date.now() + RESEND_INTERVAL_MS * 2);
  await subscribeToNewsletter(deps(later), { email: "lena@example.org" });
  const [again] = await handle.db.select().from(newsletterSubscriptions);
  expect(again!.status).toBe("pending");
});

test("an expired confirmation link is refused", async () => {
  const start = new Date("2026-03-01T09:00:00Z");
  await subscribeToNewsletter(deps(start), { email: "omar@example.org" });
  const token = linkIn((await outbox())[0]!.text, "/newsletter/confirm");
  const expired = new Date(start.getTime() + CONFIRM_TOKEN_TTL_MS + 1000);
  expect(await checkConfirmToken(handle.db, token, expired)).toBe("invalid");
  expect(await confirmNewsletter(handle.db, token, expired)).toBeNull();
  const [row] = await handle.db.select().from(newsletterSubscriptions);
  expect(row!.status).toBe("pending");
});

test("one address receives at most 3 sign-up messages a day, whoever asks", async () => {
  const day = new Date("2026-03-02T09:00:00Z");
  const results = [];
  for (let i = 0; i < NEWSLETTER_PER_ADDRESS.points + 2; i++) {
    // Past the resend interval each time, so only the limit stops the messages.
    const now = new Date(day.getTime() + i * (RESEND_INTERVAL_MS + 1000));
    results.push(
      await subscribeToNewsletter(deps(now), {
        email: "inbox@example.org",
        clientIp: `192.0.2.${i}`,
      }),
    );
  }
  expect(results.filter((result) => result.ok)).toHaveLength(NEWSLETTER_PER_ADDRESS.points);
  expect(results.at(-1)).toEqual({ ok: false, error: NEWSLETTER_LIMITED_MESSAGE, limited: true });
  expect(await outbox()).toHaveLength(NEWSLETTER_PER_ADDRESS.points);
});

test("20 sign-ups for spellings of one mailbox from 20 clients: at most 3 messages reach it", async () => {
  const day = new Date("2026-03-03T09:00:00Z");
  const results = [];
  for (let i = 0; i < 20; i++) {
    // Case changes and +tags all land in inbox@example.org's mailbox; each is past the resend
    // interval, so only the limit stops the messages.
    const email = i % 3 === 0 ? "INBOX@example.org" : `inbox+${i}@Example.org`;
    const now = new Date(day.getTime() + i * (RESEND_INTERVAL_MS + 1000));
    results.push(await subscribeToNewsletter(deps(now), { email, clientIp: `192.0.2.${i}` }));
  }
  expect(results.filter((result) => result.ok)).toHaveLength(NEWSLETTER_PER_ADDRESS.points);
  for (const result of results.slice(NEWSLETTER_PER_ADDRESS.points))
    expect(result).toEqual({ ok: false, error: NEWSLETTER_LIMITED_MESSAGE, limited: true });
  const mails = await outbox();
  expect(mails.length).toBeLessThanOrEqual(NEWSLETTER_PER_ADDRESS.points);
  expect(mails.every((mail) => /^inbox(\+\d+)?@example\.org$/.test(mail.to))).toBe(true);
});

test("one client signs up at most 10 addresses an hour", async () => {
  const results = [];
  for (let i = 0; i < NEWSLETTER_PER_CLIENT.points + 5; i++)
    results.push(
      await subscribeToNewsletter(deps(), {
        email: `reader${i}@example.org`,
        clientIp: "198.51.100.20",
      }),
    );
  expect(results.filter((result) => result.ok)).toHaveLength(NEWSLETTER_PER_CLIENT.points);
  expect(await outbox()).toHaveLength(NEWSLETTER_PER_CLIENT.points);
  // Another client is not affected.
  expect(
    await subscribeToNewsletter(deps(), { email: "else@example.org", clientIp: "198.51.100.21" }),
  ).toMatchObject({ ok: true });
});

test("a filled honeypot field is answered like a success, and nothing is stored or sent", async () => {
  expect(
    await subscribeToNewsletter(deps(), {
      email: "bot@example.org",
      honeypot: "https://spam.example",
    }),
  ).toEqual({ ok: true });
  expect(await handle.db.select().from(newsletterSubscriptions)).toEqual([]);
  expect(await outbox()).toEqual([]);
});
