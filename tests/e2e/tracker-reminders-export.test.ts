// A job seeker, without JavaScript on a phone, turns on tracker reminders, tracks a job that closes
// in two days and adds an interview for tomorrow in Zurich time; the hourly reminder task runs
// against the server's database and writes both reminders to the outbox, the interview in Zurich
// time. From the dashboard they download their data as JSON (the application, its interview and
// the reminders sent) and their applications as CSV. Another user and a signed-out visitor get
// none of it.
import fs from "node:fs";
import { afterAll, beforeAll, expect, test } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { createDb } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { emailOutbox } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { createLogger } from "#server/lib/logger";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { sendTrackerRemindersTask } from "#server/tasks/send-tracker-reminders.task";
import { utcToZonedTime } from "#domain/application-tracker";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { cookieOf, openBrowserAs, signIn } from "#tests/support/admin-session";
import { newPageWithoutJavaScript } from "#tests/support/browser";
import { axeViolations } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { keepScreenshot } from "#tests/support/screenshots";

const HOUR = 3_600_000;
let server: RunningServer;
let seekerCookie: string;
let otherCookie: string;
let jobId = "";
// The interview: tomorrow, twenty hours from now, on Zurich's clocks.
const interviewAt = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 20 * HOUR);
const zurich = utcToZonedTime(interviewAt, "Europe/Zurich");

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertJobs(db, [
        buildJob({
          externalId: "reminded",
          title: "Programme Officer",
          organization: "OCHA",
          expiresAt: new Date(Date.now() + 2 * 24 * HOUR),
        }),
      ]);
      const [row] = await queryRows<{ id: string }>(db, sql`select id from jobs limit 1`);
      jobId = row!.id;
      await insertAccount(db, { email: "reminded@example.org", name: "Rema" });
      await insertAccount(db, { email: "nosy@example.org" });
    },
  });
  seekerCookie = cookieOf(await signIn(server, "reminded@example.org"));
  otherCookie = cookieOf(await signIn(server, "nosy@example.org"));
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

async function download(page: Page, linkName: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  return fs.readFileSync(await file.path(), "utf8");
}

test("reminders of a tracked job reach the outbox, and the data downloads hold it all", async () => {
  const phone = await openBrowserAs(server, seekerCookie, { width: 375 });
  const page = await newPageWithoutJavaScript(phone);
  try {
    await page.goto(`${server.url}/dashboard`);
    await page.getByLabel(/Remind me about my tracked applications/).check();
    await page.getByRole("button", { name: "Save alert settings" }).click();
    await expect.poll(() => page.getByRole("status").innerText()).toBe("Alert settings saved.");
    await page.goto(`${server.url}/jobs/${jobId}`);
    await page.getByRole("button", { name: /^Track this application/ }).click();
    await page.waitForURL(/\/account\/applications\/[0-9a-f-]{36}/);
    await page.getByLabel("What").selectOption("interview");
    await page.getByLabel("Time zone").selectOption("Europe/Zurich");
    await page.getByLabel("Date", { exact: true }).fill(zurich.date);
    await page.getByLabel("Time", { exact: true }).fill(zurich.time);
    await page.getByLabel("Note (optional)").fill("=cmd|' /C calc'!A0");
    await page.getByRole("button", { name: "Add date" }).click();
    await expect
      .poll(() => page.getByTestId("application-events").innerText())
      .toContain(`${zurich.time} (Europe/Zurich)`);
    // The hourly task, against the server's database (PGlite: free its lock first).
    if (!server.databaseUrl) await server.halt();
    const handle = await createDb({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
    const mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
    try {
      const context = {
        db: handle.db,
        mailer,
        logger: createLogger("silent"),
        http: {} as never,
        adapterDefaults: {},
        enqueue: () => Promise.resolve(null),
        enqueueMany: () => Promise.resolve(),
        alerts: { siteUrl: server.url, secret: "e2e secret of at least thirty-two characters" },
        now: () => new Date(),
      };
      expect(await sendTrackerRemindersTask.handler({}, context)).toEqual({ reminders: 2 });
      // A second run (a retry, another worker) writes nothing more.
      expect(await sendTrackerRemindersTask.handler({}, context)).toEqual({ reminders: 0 });
      const mails = await handle.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.kind, "tracker-reminder"))
        .orderBy(asc(emailOutbox.subject));
      expect(mails.map((mail) => [mail.to, mail.subject, mail.status])).toEqual([
        ["reminded@example.org", "Not applied yet, closing soon: Programme Officer", "stored"],
        ["reminded@example.org", "Your interview is coming up: Programme Officer", "stored"],
      ]);
      expect(mails[1]!.text).toContain(`${zurich.time} (Europe/Zurich)`);
      expect(mails[1]!.text).toMatch(
        /Open your application: http:\/\/127\.0\.0\.1:\d+\/account\/applications\//,
      );
    } finally {
      mailer.close();
      await handle.close();
      if (!server.databaseUrl) await server.resume();
    }

    await page.goto(`${server.url}/dashboard`);
    await keepScreenshot(page, "dashboard-375");
    const data = JSON.parse(await download(page, "Download my data (JSON)")) as {
      account: { email: string };
      alertSettings: { trackerReminders: boolean };
      applications: { title: string; events: { kind: string; timeZone: string; note: string }[] }[];
      alertHistory: { subject: string }[];
    };
    expect(data.account.email).toBe("reminded@example.org");
    expect(data.alertSettings.trackerReminders).toBe(true);
    expect(data.applications.map((item) => item.title)).toEqual(["Programme Officer"]);
    expect(data.applications[0]!.events).toMatchObject([
      { kind: "interview", timeZone: "Europe/Zurich", note: "=cmd|' /C calc'!A0" },
    ]);
    expect(data.alertHistory.map((mail) => mail.subject)).toContain(
      "Your interview is coming up: Programme Officer",
    );
    const csv = await download(page, "Download my applications (CSV)");
    expect(csv).toContain("Programme Officer,OCHA,");
    expect(csv).toContain("Interview: ");
    expect(csv).not.toMatch(/(^|,)"?=/m);
  } finally {
    await phone.close();
  }
});

test("with JavaScript at 1280 px the dashboard's download links pass axe", async () => {
  const desktop = await openBrowserAs(server, seekerCookie, { width: 1280 });
  try {
    const page = await desktop.newPage();
    await page.goto(`${server.url}/dashboard`);
    await page.getByRole("link", { name: "Download my data (JSON)" }).waitFor();
    expect(await axeViolations(page, "dashboard")).toEqual([]);
    await keepScreenshot(page, "dashboard-1280");
  } finally {
    await desktop.close();
  }
});

test("the downloads are private: headers, another user's session, no session", async () => {
  for (const file of ["/account/export/data.json", "/account/export/applications.csv"]) {
    const mine = await fetch(`${server.url}${file}`, { headers: { Cookie: seekerCookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-disposition")).toMatch(/^attachment; filename="blueboard-/);
    expect(mine.headers.get("cache-control")).toContain("no-store");
    expect(await mine.text()).toContain("Programme Officer");

    const other = await fetch(`${server.url}${file}`, { headers: { Cookie: otherCookie } });
    expect(other.status).toBe(200);
    const theirs = await other.text();
    expect(theirs).not.toContain("Programme Officer");
    expect(theirs).not.toContain("reminded@example.org");

    const anonymous = await fetch(`${server.url}${file}`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
    expect(await anonymous.text()).not.toContain("Programme Officer");
  }
});
