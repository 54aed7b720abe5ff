import { spawn } from "node:child_process";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SMTPServer } from "smtp-server";
import type { Page } from "playwright-core";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { savedSearches, users } from "#server/db/schema";
import { createSavedSearch } from "#server/modules/accounts/saved-searches";
import { createManageToken } from "#server/modules/alerts/manage-token";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { launchBrowser } from "#tests/support/browser";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";
import { keepScreenshot } from "#tests/support/screenshots";

// Issue 13, "alerts without signing in": the digest's "Manage your alerts" link opens a page,
// signed by its token, where each search is paused, resumed or deleted and the frequency changed,
// with and without JavaScript, on a phone and a desktop; an expired link offers a fresh one by
// e-mail; other tokens, other sites and tampered links change nothing.

const root = path.resolve(import.meta.dirname, "../..");
const SECRET = "alert manage e2e secret, at least 32 characters";
const DAY = 86_400_000;
const mails: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
let server: RunningServer;
/** The "Manage your alerts" and one-click unsubscribe links of each user's digest. */
const links = new Map<string, { manage: string; unsubscribe: string }>();

function decode(raw: string): string {
  return raw
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMail(to: string, matching: RegExp) {
  const deadline = Date.now() + E2E_WAIT;
  for (;;) {
    const mail = mails.find((entry) => entry.to.includes(to) && matching.test(entry.text));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${String(matching)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runAlerts(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/alerts.ts"],
      { cwd: root, env: { ...server.env, LOG_LEVEL: "warn" }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`alerts exited ${code}:\n${output}`)),
    );
  });
}

async function addUser(db: Database, id: string) {
  await db
    .insert(users)
    .values({ id, name: `Name ${id}`, email: `${id}@example.org`, emailVerified: true });
  for (const [name, query] of [
    ["Nairobi jobs", "location=Nairobi"],
    ["P-3 jobs", "grade=P-3"],
  ] as const) {
    const created = await createSavedSearch(db, id, {
      name,
      params: new URLSearchParams(query),
    });
    await db
      .update(savedSearches)
      .set({ createdAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(savedSearches.id, created.id));
  }
}

/** The page's one status or alert message. */
const message = (page: Page) =>
  page.locator("main").locator("[role=status], [role=alert]").first().textContent();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), text: decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startServer({
    env: {
      SEED: "none",
      TASKS: "off",
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      AUTH_SECRET: SECRET,
    },
    seed: async (db) => {
      for (const id of ["desktop", "phone", "expired"]) await addUser(db, id);
      const seen = new Date(Date.now() - 3_600_000);
      await insertJobs(db, [
        buildJob({ title: "Water Engineer Nairobi", firstSeenAt: seen, postedDate: seen }),
      ]);
    },
  });
  // The real alert pass, against the server's database (PGlite: free its lock first).
  await server.halt();
  expect(await runAlerts()).toContain('"digests":3');
  await server.resume();
  for (const id of ["desktop", "phone"]) {
    const digest = await waitForMail(`${id}@example.org`, /Water Engineer Nairobi/);
    const manage = /Manage your alerts: (\S+)/.exec(digest.text)?.[1];
    const unsubscribe = /List-Unsubscribe: <([^>]+)>/.exec(digest.text)?.[1];
    expect(manage).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/alerts\/manage\?token=[\w-]+\.\w+\.[\w-]+$/,
    );
    expect(digest.text).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    links.set(id, { manage: manage!, unsubscribe: unsubscribe! });
  }
});

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Frequency, pause, resume, delete (after a confirmation), stop all: the same journey both ways. */
async function manageJourney(page: Page, manageUrl: string, label: string, checks: boolean) {
  // axe and screenshots run scripts in the page: only with JavaScript on.
  const check = async (name: string) => {
    if (!checks) return;
    expect(await findPageProblems(page, `${label} ${name}`)).toEqual([]);
    await keepScreenshot(page, `alert-manage-${label}-${name}`);
  };
  const opened = await page.goto(manageUrl);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["referrer-policy"]).toBe("same-origin");
  expect(opened?.headers()["cache-control"]).toContain("no-store");
  await page.getByRole("heading", { name: "Your job alerts" }).waitFor();
  await page.getByText("Location: Nairobi").waitFor();
  await page.getByText("Grade: P-3").waitFor();
  await check("list");

  await page.getByLabel("Weekly").check();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect.poll(() => message(page)).toContain("once a week");
  expect(await page.getByLabel("Weekly").isChecked()).toBe(true);

  await page.getByRole("button", { name: "Pause Nairobi jobs" }).click();
  await expect.poll(() => message(page)).toContain("Search paused");
  await page.getByRole("button", { name: "Resume Nairobi jobs" }).waitFor();
  await check("paused");

  // Delete asks first; Cancel keeps the search.
  await page.getByRole("link", { name: "Delete P-3 jobs" }).click();
  await page.getByRole("heading", { name: "Delete this search?" }).waitFor();
  await check("confirm");
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("link", { name: "Delete P-3 jobs" }).waitFor();
  await page.getByRole("link", { name: "Delete P-3 jobs" }).click();
  await page.getByRole("button", { name: "Delete search" }).click();
  await expect.poll(() => message(page)).toContain("Search deleted");
  expect(await page.getByText("Grade: P-3").count()).toBe(0);
  await page.getByRole("heading", { name: "Saved searches (1)" }).waitFor();

  await page.getByRole("button", { name: "Resume Nairobi jobs" }).click();
  await expect.poll(() => message(page)).toContain("Search resumed");
  await page.getByRole("button", { name: "Stop all alerts" }).click();
  await expect.poll(() => message(page)).toContain("All your alerts are paused");
  await page.getByRole("button", { name: "Resume Nairobi jobs" }).waitFor();
  await check("stopped");
}

test("desktop with JavaScript: the digest's link manages every search without signing in", async () => {
  const browser = await launchBrowser({ width: 1280 });
  try {
    const page = await browser.newPage();
    await manageJourney(page, links.get("desktop")!.manage, "1280", true);
    // No sign-in happened: no session cookie, and the dashboard still asks for one.
    expect(await browser.cookies(server.url)).toEqual([]);
  } finally {
    await browser.close();
  }
});

test("phone without JavaScript: the same forms post, redirect and show the outcome", async () => {
  const browser = await launchBrowser({ width: 375, height: 800, javaScriptEnabled: false });
  try {
    const page = await browser.newPage();
    await manageJourney(page, links.get("phone")!.manage, "375", false);
  } finally {
    await browser.close();
  }
  // The same page on a phone with JavaScript on, for axe and the screenshot.
  const phone = await launchBrowser({ width: 375, height: 800, mobile: true });
  try {
    const page = await phone.newPage();
    await page.goto(links.get("phone")!.manage);
    await page.getByRole("button", { name: "Resume Nairobi jobs" }).waitFor();
    expect(await findPageProblems(page, "375 list")).toEqual([]);
    await keepScreenshot(page, "alert-manage-375-list");
    await page.getByRole("link", { name: "Delete Nairobi jobs" }).click();
    await page.getByRole("heading", { name: "Delete this search?" }).waitFor();
    expect(await findPageProblems(page, "375 confirm")).toEqual([]);
    await keepScreenshot(page, "alert-manage-375-confirm");
  } finally {
    await phone.close();
  }
  // The token never reaches the request log.
  const token = new URL(links.get("phone")!.manage).searchParams.get("token")!;
  expect(server.output()).toContain("/alerts/manage?token=[redacted]");
  expect(server.output()).not.toContain(token);
});

test("an expired link says so and e-mails a fresh one; bad and unsubscribe tokens are refused", async () => {
  const browser = await launchBrowser({ width: 375, height: 800, mobile: true });
  try {
    const page = await browser.newPage();
    const expired = createManageToken(SECRET, "expired", new Date(Date.now() - 31 * DAY));
    const opened = await page.goto(`${server.url}/alerts/manage?token=${expired}`);
    expect(opened?.status()).toBe(410);
    await page.getByRole("heading", { name: "This link has expired" }).waitFor();
    await page.getByRole("link", { name: "sign in", exact: true }).waitFor();
    expect(await findPageProblems(page, "expired")).toEqual([]);
    await keepScreenshot(page, "alert-manage-375-expired");
    await page.getByRole("button", { name: "E-mail me a new link" }).click();
    await expect.poll(() => message(page)).toContain("We have e-mailed you a new link");
    const mail = await waitForMail("expired@example.org", /It works for 30 days/);
    const fresh = /\/alerts\/manage\?token=[\w.-]+/.exec(mail.text)?.[0];
    expect(fresh).toBeTruthy();
    expect((await page.goto(`${server.url}${fresh}`))?.status()).toBe(200);
    await page.getByRole("heading", { name: "Your job alerts" }).waitFor();

    // Garbage, and the one-click unsubscribe token used as a manage token.
    const unsubscribeToken = new URL(links.get("desktop")!.unsubscribe).searchParams.get("token");
    for (const token of ["garbage", unsubscribeToken]) {
      const response = await page.goto(`${server.url}/alerts/manage?token=${token}`);
      expect(response?.status()).toBe(400);
      await page.getByRole("heading", { name: "This link is not valid" }).waitFor();
    }
  } finally {
    await browser.close();
  }

  // A valid token from another site, and a tampered token from ours: nothing changes.
  const token = new URL(links.get("phone")!.manage).searchParams.get("token")!;
  const post = (origin: string, fields: Record<string, string>) =>
    fetch(`${server.url}/alerts/manage`, {
      method: "POST",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
  // React Router refuses a cross-origin form POST before the action runs.
  expect(
    (await post("https://evil.example", { token, intent: "frequency", frequency: "daily" })).status,
  ).toBe(400);
  const tampered = await post(server.url, {
    token: `${token.slice(0, -2)}xx`,
    intent: "frequency",
    frequency: "daily",
  });
  expect(tampered.status).toBe(302);
  expect(tampered.headers.get("location")).not.toContain("done=");
  expect(tampered.headers.get("location")).not.toContain("notice=");
  const page = await fetch(`${server.url}/alerts/manage?token=${token}`);
  expect(await page.text()).toMatch(/name="frequency" checked="" value="weekly"/);
});
