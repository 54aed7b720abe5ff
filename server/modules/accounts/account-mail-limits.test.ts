import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { insertAccount } from "#tests/factories/account-factory";
import { createTestDb } from "#tests/setup/test-db";
import { createAuth, type Auth } from "./auth";
import { ACCOUNT_MAIL_PER_ADDRESS, CLIENT_IP_HEADER } from "./auth-settings";
import { foldEmailAddress } from "./email-address";

// Twenty requests that each hash a password or wait out the constant-time floor.
const TIMEOUT = 300_000;
const REQUESTS = 20;

const SITE = "https://blueboard.test";
const GOOD = "lantern orchard quietly 58";
let handle: DbHandle;
let mailer: Mailer;
let auth: Auth;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDb();
  mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-mail-limits-"));
  auth = createAuth({
    db: handle.db,
    mailer,
    env: { siteUrl: SITE, dataDir, AUTH_SECRET: "z".repeat(40), SITE_NAME: "Blueboard" },
  });
});

afterAll(async () => {
  mailer.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 1;
/** A client address not used before in this file, so only the per-address limit can stop a mail. */
const nextIp = () => `10.77.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function call(pathname: string, body: unknown) {
  return auth.handler(
    new Request(`${SITE}/api/auth${pathname}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: SITE,
        [CLIENT_IP_HEADER]: nextIp(),
      },
      body: JSON.stringify(body),
    }),
  );
}

/** Every outbox row whose recipient lands in the same mailbox as `address`. */
async function mailsToMailbox(address: string) {
  const rows = await handle.db.select().from(emailOutbox);
  return rows.filter((row) => foldEmailAddress(row.to) === foldEmailAddress(address));
}

/** Spellings of one mailbox: case changes and +tags. */
function variants(local: string, domain: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const spelt = i % 2 === 0 ? local.toUpperCase() : local;
    return i % 3 === 0 ? `${spelt}@${domain.toUpperCase()}` : `${spelt}+${i}@${domain}`;
  });
}

test(
  "20 reset requests for one account from 20 clients send at most the per-address limit, and every answer is the same",
  { timeout: TIMEOUT },
  async () => {
    await insertAccount(handle.db, { email: "reset-victim@example.org" });
    // Only case changes reach this account (a +tag is another, unknown address).
    const spellings = Array.from({ length: REQUESTS }, (_, i) =>
      i % 2 === 0 ? "RESET-VICTIM@example.org" : "Reset-Victim@Example.ORG",
    );
    const answers = [];
    for (const email of spellings) {
      const response = await call("/request-password-reset", { email, redirectTo: "/auth" });
      answers.push({ status: response.status, text: await response.text() });
    }
    const unknown = await call("/request-password-reset", {
      email: "nobody-at-all@example.org",
      redirectTo: "/auth",
    });
    const unknownAnswer = { status: unknown.status, text: await unknown.text() };
    // The answers past the limit are those of an address without an account.
    for (const answer of answers) expect(answer).toEqual(unknownAnswer);
    const mails = await mailsToMailbox("reset-victim@example.org");
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(ACCOUNT_MAIL_PER_ADDRESS.points);
  },
);

test(
  "20 sign-ups for spellings of an existing address from 20 clients send at most the per-address limit",
  { timeout: TIMEOUT },
  async () => {
    await insertAccount(handle.db, { email: "signup-victim@example.org" });
    const statuses: number[] = [];
    for (const email of variants("signup-victim", "example.org", REQUESTS)) {
      const response = await call("/sign-up/email", { name: "Someone", email, password: GOOD });
      statuses.push(response.status);
    }
    // Every sign-up is answered as a success, whether it found an account, made one, or was
    // past the limit.
    expect(statuses).toEqual(Array.from({ length: REQUESTS }, () => 200));
    const mails = await mailsToMailbox("signup-victim@example.org");
    // "You already have an account" for the case spellings, a confirmation for each +tag one:
    // all in one mailbox, so all under one limit.
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.length).toBeLessThanOrEqual(ACCOUNT_MAIL_PER_ADDRESS.points);
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(
      new Set(["account-exists", "account-verify"]),
    );
  },
);

test(
  "20 requests to resend the confirmation from 20 clients send at most the per-address limit",
  { timeout: TIMEOUT },
  async () => {
    const email = "resend-victim@example.org";
    expect(
      (await call("/sign-up/email", { name: "Not Yet Confirmed", email, password: GOOD })).status,
    ).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < REQUESTS; i++) {
      const response = await call("/send-verification-email", {
        email: i % 2 ? email.toUpperCase() : email,
      });
      statuses.push(response.status);
    }
    expect(new Set(statuses)).toEqual(new Set([200]));
    const mails = await mailsToMailbox(email);
    // The sign-up's own confirmation counts too.
    expect(mails.length).toBeGreaterThan(1);
    expect(mails.length).toBeLessThanOrEqual(ACCOUNT_MAIL_PER_ADDRESS.points);
    expect(mails.every((mail) => mail.kind === "account-verify")).toBe(true);
  },
);
