import { spawn } from "node:child_process";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SMTPServer } from "smtp-server";
import type { BrowserContext } from "playwright-core";
import { createDb } from "#server/db/create-db";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { launchBrowser } from "#tests/support/browser";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";

// Issue #5 journey: sign up → verify from the received e-mail → sign in → save a job → save a
// search → alert pass with a fixed clock (scripts/alerts.ts against the server's database) → the
// digest holds the new job → RFC 8058 one-click unsubscribe without cookies → next pass sends nothing.

const root = path.resolve(import.meta.dirname, "../..");
const mails: { to: string[]; text: string }[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let browser: BrowserContext;

function decode(raw: string): string {
  return raw
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMail(count: number) {
  const deadline = Date.now() + E2E_WAIT;
  while (mails.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${mails.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return mails[count - 1]!;
}

async function runAlerts(at: Date): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, "node_modules/tsx/dist/cli.mjs"),
        "scripts/alerts.ts",
        "--at",
        at.toISOString(),
      ],
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

/** Adds a job first seen at `firstSeenAt`, writing straight to the (halted) server's database. */
async function addJob(title: string, firstSeenAt: Date) {
  const handle = await createDb({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  try {
    await insertJobs(handle.db, [buildJob({ title, firstSeenAt, postedDate: firstSeenAt })]);
  } finally {
    await handle.close();
  }
}

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
    env: { SEED: "none", TASKS: "off", SMTP_URL: `smtp://127.0.0.1:${port}` },
    seed: async (db) => {
      await insertJobs(db, [
        // Newest first: Programme Analyst leads the listing, Finance Officer follows.
        buildJob({
          title: "Programme Analyst Nairobi",
          firstSeenAt: new Date(Date.now() - 86_400_000 + 60_000),
          postedDate: new Date(Date.now() - 86_400_000 + 60_000),
        }),
        buildJob({
          title: "Finance Officer Nairobi",
          firstSeenAt: new Date(Date.now() - 86_400_000),
          postedDate: new Date(Date.now() - 86_400_000),
        }),
      ]);
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("sign up, verify, sign in, save a job and a search, get the digest, unsubscribe in one click", async () => {
  const page = await browser.newPage();
  const email = "journey@example.org";
  const password = "correct horse battery staple";

  // Sign up.
  await page.goto(`${server.url}/account/register`);
  await page.getByLabel("Full name").fill("Journey Tester");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await page.getByText(`We have sent a confirmation link to ${email}`).waitFor();

  // Verify from the e-mail that arrived over SMTP.
  const verification = await waitForMail(1);
  expect(verification.to).toEqual([email]);
  const link = /http:\/\/127\.0\.0\.1:\d+\/api\/auth\/verify-email\?\S+/.exec(
    verification.text,
  )?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  // The link signs in and says, at the top of the dashboard, that the address is confirmed.
  expect(new URL(page.url()).pathname).toBe("/dashboard");
  await expect
    .poll(() => page.getByRole("status").filter({ hasText: "e-mail address is confirmed" }).count())
    .toBe(1);
  // A damaged link says so in words instead of the account service's error code.
  await page.goto(link!.replace("token=", "token=x"));
  await expect
    .poll(() => page.getByRole("alert").filter({ hasText: "does not work any more" }).count())
    .toBe(1);

  // Signed in now; sign out everywhere, then sign in through the form.
  await page.goto(`${server.url}/dashboard`);
  await expect.poll(() => page.getByTestId("user-name").textContent()).toBe("Journey Tester");
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL(`${server.url}/`);
  await page.goto(`${server.url}/dashboard`);
  await page.waitForURL(/\/auth\?redirectTo=%2Fdashboard/);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill("wrong password value");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByText("The e-mail address or password is not right.").waitFor();
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${server.url}/dashboard`);

  // Save a job with the star (fetcher + toast).
  await page.goto(`${server.url}/jobs`);
  await page.getByRole("button", { name: "Save “Finance Officer Nairobi”" }).click();
  await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Job saved");
  await expect
    .poll(() =>
      page
        .getByRole("button", { name: "Remove “Finance Officer Nairobi” from saved jobs" })
        .count(),
    )
    .toBe(1);

  // A card appended by Load More shows it is saved too (the card pages are publicly cached, so
  // the saved state comes from the private list).
  await page.goto(`${server.url}/jobs?perPage=1`);
  await page.getByRole("button", { name: "Save “Programme Analyst Nairobi”" }).waitFor();
  await page.getByRole("button", { name: "Load More" }).click();
  await page
    .getByRole("button", { name: "Remove “Finance Officer Nairobi” from saved jobs" })
    .waitFor();
  expect(new URL(page.url()).search).toBe("?perPage=1&shown=2");

  // Save the current search (Nairobi, any level).
  await page.goto(`${server.url}/jobs?location=Nairobi`);
  await page.getByLabel("Name").fill("Nairobi jobs");
  await page.getByRole("button", { name: "Save search and get alerts" }).click();
  await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Search saved");

  await page.goto(`${server.url}/dashboard`);
  await page.getByRole("link", { name: "Finance Officer Nairobi" }).waitFor();
  await page.getByText("Nairobi jobs").waitFor();
  // The dashboard says what the search filters on, as the digest does below.
  await page.getByText("Location: Nairobi", { exact: true }).waitFor();

  // The API sees the same, and refuses cross-site writes and anonymous reads.
  const cookies = (await browser.cookies(server.url))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join("; ");
  const searches = (await (
    await fetch(`${server.url}/api/v1/me/saved-searches`, { headers: { cookie: cookies } })
  ).json()) as { items: { name: string; location_filter: string }[] };
  expect(searches.items).toMatchObject([{ name: "Nairobi jobs", location_filter: "Nairobi" }]);
  expect((await fetch(`${server.url}/api/v1/me/saved-jobs`)).status).toBe(401);
  const crossSite = await fetch(`${server.url}/api/v1/me/saved-searches`, {
    method: "POST",
    headers: {
      cookie: cookies,
      origin: "https://evil.example",
      "content-type": "application/json",
    },
    body: "{}",
  });
  expect(crossSite.status).toBe(403);

  // A new job appears; the alert pass runs with a fixed clock against the server's database.
  const mailsBefore = mails.length;
  await server.halt(); // PGlite: free the data directory's lock
  const seen = new Date(Date.now() + 60_000);
  await addJob("Water Engineer Nairobi", seen);
  const output = await runAlerts(new Date(seen.getTime() + 60_000));
  expect(output).toContain('"digests":1');
  const digest = await waitForMail(mailsBefore + 1);
  expect(digest.to).toEqual([email]);
  expect(digest.text).toContain("Water Engineer Nairobi");
  expect(digest.text).toMatch(/== Nairobi jobs \(\d+\) ==\s+Location: Nairobi\s/);
  expect(digest.text).not.toContain("Finance Officer Nairobi");
  expect(digest.text).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  const unsubscribe = /List-Unsubscribe: <([^>]+)>/.exec(digest.text)?.[1];
  expect(unsubscribe).toMatch(/\/alerts\/unsubscribe\?token=/);

  // RFC 8058 one-click: a POST without cookies or Origin; 200, no redirect.
  await server.resume();
  const oneClick = await fetch(unsubscribe!, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
    redirect: "manual",
  });
  expect(oneClick.status).toBe(200);

  // The next day's pass sends nothing, although a new job matches.
  await server.halt();
  const later = new Date(seen.getTime() + 86_400_000);
  await addJob("Health Officer Nairobi", later);
  const second = await runAlerts(new Date(later.getTime() + 60_000));
  expect(second).toContain('"digests":0');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(mails).toHaveLength(mailsBefore + 1);
  // The journey ends here: the halted server is not started again only to be stopped.
});
