// A job seeker tracks a job from its page, moves the application to "Applied", adds an interview
// in Zurich time, sees it on /account/applications, makes a private calendar address and reads the
// feed with a calendar parser; the job's own "Add to calendar" file holds its closing date.
// Another user reaches none of it, and the calendar address stops working once turned off.
// Without JavaScript at 375 px, with it at 1280 px; then the same pages in French and in Arabic
// (right to left), and a French form's error in French.
import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import ICAL from "ical.js";
import type { BrowserContext, Page } from "playwright-core";
import { queryRows } from "#server/db/query-rows";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { cookieOf, openBrowserAs, signIn } from "#tests/support/admin-session";
import { newPageWithoutJavaScript } from "#tests/support/browser";
import { axeViolations } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { keepScreenshot } from "#tests/support/screenshots";

let server: RunningServer;
let desktop: BrowserContext;
let seekerCookie: string;
let otherCookie: string;
let jobId = "";
let applicationId = "";
let feedUrl = "";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      await insertJobs(db, [
        buildJob({
          externalId: "tracked",
          title: "Humanitarian Affairs Officer",
          organization: "OCHA",
          closingDate: "2031-05-10",
          expiresAt: new Date("2031-05-10T21:59:00Z"),
        }),
      ]);
      const [row] = await queryRows<{ id: string }>(db, sql`select id from jobs limit 1`);
      jobId = row!.id;
      await insertAccount(db, { email: "seeker@example.org" });
      await insertAccount(db, { email: "someone-else@example.org" });
    },
  });
  seekerCookie = cookieOf(await signIn(server, "seeker@example.org"));
  otherCookie = cookieOf(await signIn(server, "someone-else@example.org"));
  desktop = await openBrowserAs(server, seekerCookie, { width: 1280 });
});

afterAll(async () => {
  await desktop?.close();
  expect(await server?.stop()).toBe(0);
});

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

function postForm(pathname: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

test("without JavaScript at 375 px: track a job, move it to Applied, add an interview, subscribe to the feed", async () => {
  const phone = await openBrowserAs(server, seekerCookie, { width: 375 });
  const page = await newPageWithoutJavaScript(phone);
  try {
    await page.goto(`${server.url}/jobs/${jobId}`);
    await page.getByRole("button", { name: /^Track this application/ }).click();
    await page.waitForURL(/\/account\/applications\/[0-9a-f-]{36}/);
    applicationId = new URL(page.url()).pathname.split("/").pop()!;
    expect(await page.getByTestId("application-status").innerText()).toBe("Interested");
    const trackingNotice = page.getByText("Tracking this application.", { exact: false });
    expect(await trackingNotice.count()).toBe(1);

    await page.getByLabel("Where this application stands").selectOption("applied");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect.poll(() => page.getByTestId("application-status").innerText()).toBe("Applied");
    // The form posted to the page's address without the earlier notice, and its answer says so.
    expect(new URL(page.url()).search).toBe("");
    expect(await trackingNotice.count()).toBe(0);
    expect(await page.getByTestId("status-history").innerText()).toMatch(
      /Interested[\s\S]*Applied/,
    );

    await page.getByLabel("What").selectOption("interview");
    await page.getByLabel("Time zone").selectOption("Europe/Zurich");
    await page.getByLabel("Date", { exact: true }).fill("2031-03-14");
    await page.getByLabel("Time", { exact: true }).fill("10:00");
    await page.getByLabel("Note (optional)").fill("Panel interview; bring the written test notes");
    await page.getByRole("button", { name: "Add date" }).click();
    await expect
      .poll(() => page.getByTestId("application-events").innerText())
      .toContain("Interview: Fri, 14 Mar 2031, 10:00 (Europe/Zurich)");

    await page.getByLabel("Employer's reference number").fill("OCHA/2031/77");
    await page.getByRole("button", { name: "Save reference and notes" }).click();
    // The page's own status line; the notice of tracking, from an earlier form, is gone.
    await expect.poll(() => page.getByRole("status").filter({ hasText: "saved" }).count()).toBe(1);
    expect(await trackingNotice.count()).toBe(0);

    // The job page now links to the application instead of offering to track it again.
    await page.goto(`${server.url}/jobs/${jobId}`);
    expect(await page.getByRole("link", { name: /your application for/ }).innerText()).toBe(
      "Tracking: Applied",
    );

    await page.goto(`${server.url}/account/applications`);
    const applied = page.getByTestId("status-group-applied");
    expect(await applied.innerText()).toContain("Humanitarian Affairs Officer");
    expect(await applied.innerText()).toContain("Ref. OCHA/2031/77");
    expect(await applied.innerText()).toContain("Next: Interview");
    await noSidewaysScroll(page, 375);
    await keepScreenshot(page, "applications-375");

    await page.getByRole("button", { name: "Make a calendar address" }).click();
    feedUrl = await page.getByTestId("calendar-feed-url").inputValue();
    expect(feedUrl).toMatch(/\/account\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  } finally {
    await phone.close();
  }

  // A calendar app reads the feed without a session.
  const feed = await fetch(feedUrl.replace(/^https?:\/\/[^/]+/, server.url));
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toContain("text/calendar");
  expect(feed.headers.get("cache-control")).toContain("no-store");
  const events = parseEvents(await feed.text());
  expect(events.map((event) => event.summary)).toEqual([
    "Interview: Humanitarian Affairs Officer (OCHA)",
  ]);
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe("2031-03-14T09:00:00.000Z");
  expect(events[0]!.description).toContain("Reference: OCHA/2031/77");
});

test("with JavaScript at 1280 px: the applications page, the dashboard counts and the job's calendar file", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/dashboard`);
  expect(await page.getByTestId("application-counts").innerText()).toContain("Applied: 1");
  const dueNext = page.getByTestId("applications-due-next");
  expect(await dueNext.innerText()).toContain(
    "Interview · Fri, 14 Mar 2031, 10:00 (Europe/Zurich)",
  );
  expect(
    await dueNext.getByRole("link", { name: "Humanitarian Affairs Officer" }).getAttribute("href"),
  ).toBe(`/account/applications/${applicationId}`);
  await page.getByRole("link", { name: "Your applications and calendar feed" }).click();
  await page.waitForURL(`${server.url}/account/applications`);
  expect(await page.getByTestId("status-group-applied").innerText()).toContain(
    "Fri, 14 Mar 2031, 10:00 (Europe/Zurich)",
  );
  expect(await axeViolations(page, "applications")).toEqual([]);
  await keepScreenshot(page, "applications-1280");
  await page.goto(`${server.url}/account/applications/${applicationId}`);
  expect(await axeViolations(page, "application")).toEqual([]);
  await page.close();

  const file = await fetch(`${server.url}/jobs/${jobId}/calendar.ics`);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-disposition")).toContain("attachment");
  const [closing, ...rest] = parseEvents(await file.text());
  expect(rest).toEqual([]);
  expect(closing!.summary).toBe("Closing date: Humanitarian Affairs Officer (OCHA)");
  expect(closing!.startDate.isDate).toBe(true);
  expect(closing!.startDate.toString()).toBe("2031-05-10");
});

test("in French and Arabic: the tracker's words, dates and links follow the address", async () => {
  const phone = await openBrowserAs(server, seekerCookie, { width: 375 });
  const pages = [await phone.newPage(), await desktop.newPage()];
  try {
    for (const [index, page] of pages.entries()) {
      const width = index === 0 ? 375 : 1280;
      await page.goto(`${server.url}/fr/account/applications`);
      expect(await page.getAttribute("html", "lang")).toBe("fr");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Vos candidatures");
      const applied = await page.getByTestId("status-group-applied").innerText();
      expect(applied).toContain("Candidature envoyée");
      expect(applied).toContain("Prochaine étape\u00a0: Entretien");
      expect(applied).toContain("ven. 14 mars 2031, 10:00 (Europe/Zurich)");
      expect(await page.getByText("1 candidature suivie, classée par statut.").count()).toBe(1);
      expect(
        await page.getByRole("link", { name: "Humanitarian Affairs Officer" }).getAttribute("href"),
      ).toBe(`/fr/account/applications/${applicationId}`);
      if (width > 375) expect(await axeViolations(page, "fr applications")).toEqual([]);
      await noSidewaysScroll(page, width);
      await keepScreenshot(page, `fr-applications-${width}`);

      await page.goto(`${server.url}/ar/account/applications/${applicationId}`);
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      expect(await page.getByTestId("application-status").innerText()).toBe("قُدِّم الطلب");
      expect(await page.getByRole("heading", { name: "المواعيد" }).count()).toBe(1);
      if (width > 375) expect(await axeViolations(page, "ar application")).toEqual([]);
      await noSidewaysScroll(page, width);
      await keepScreenshot(page, `ar-application-${width}`);
    }
  } finally {
    await phone.close();
  }
  // A date the clocks never show, sent from the French page: the error is in French.
  const refused = await postForm(`/fr/account/applications/${applicationId}`, seekerCookie, {
    intent: "add-event",
    kind: "test",
    date: "2031-02-30",
    time: "09:00",
    timeZone: "UTC",
    note: "",
  });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain("Cette date ou cette heure n’existe pas.");
});

test("another user reaches none of the application, and signed out the pages ask to sign in", async () => {
  const other = await fetch(`${server.url}/account/applications/${applicationId}`, {
    headers: { Cookie: otherCookie },
    redirect: "manual",
  });
  expect(other.status).toBe(404);
  expect(await other.text()).not.toContain("Humanitarian Affairs Officer");
  // The seeker's interview, as its removal form names it.
  const ownPage = await fetch(`${server.url}/account/applications/${applicationId}`, {
    headers: { Cookie: seekerCookie },
  });
  const eventId = /name="eventId" value="([0-9a-f-]{36})"/.exec(await ownPage.text())?.[1];
  expect(eventId).toBeTruthy();
  const attempts: Record<string, string>[] = [
    { intent: "remove-event", eventId: eventId! },
    { intent: "status", status: "withdrawn" },
    { intent: "details", referenceNumber: "stolen", notes: "" },
    {
      intent: "add-event",
      kind: "test",
      date: "2031-04-01",
      time: "09:00",
      timeZone: "UTC",
      note: "",
    },
    { intent: "stop" },
  ];
  for (const fields of attempts) {
    const response = await postForm(`/account/applications/${applicationId}`, otherCookie, fields);
    expect(response.status, fields.intent).toBe(404);
  }
  const list = await fetch(`${server.url}/account/applications`, {
    headers: { Cookie: otherCookie },
  });
  expect(await list.text()).not.toContain("Humanitarian Affairs Officer");
  // The seeker's application is unchanged.
  const mine = await fetch(`${server.url}/account/applications/${applicationId}`, {
    headers: { Cookie: seekerCookie },
  });
  const html = await mine.text();
  expect(html).toContain("OCHA/2031/77");
  expect(html).not.toContain("stolen");
  expect(html).toContain(eventId);

  const signedOut = await fetch(`${server.url}/account/applications/${applicationId}`, {
    redirect: "manual",
  });
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
  const track = await postForm("/account/applications/track", "", { jobId });
  expect(track.status).toBe(303);
  expect(track.headers.get("location")).toMatch(/^\/auth/);
});

test("once turned off, the calendar address answers 404", async () => {
  const feedPath = feedUrl.replace(/^https?:\/\/[^/]+/, "");
  expect((await fetch(`${server.url}${feedPath}`)).status).toBe(200);
  // Another user's form cannot turn it off: it only ever turns off their own.
  await postForm("/account/applications", otherCookie, { intent: "calendar-revoke" });
  expect((await fetch(`${server.url}${feedPath}`)).status).toBe(200);
  const revoked = await postForm("/account/applications", seekerCookie, {
    intent: "calendar-revoke",
  });
  expect(revoked.status).toBe(200);
  const after = await fetch(`${server.url}${feedPath}`);
  expect(after.status).toBe(404);
  expect(await after.text()).not.toContain("Humanitarian");
});
