import http from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sources } from "#server/db/schema";
import { insertAccount } from "#tests/factories/account-factory";
import {
  cookieOf,
  openBrowserAs,
  runAdminCli,
  signIn,
  signInAs,
  signUp,
} from "#tests/support/admin-session";
import { sourcesHealthResponseSchema } from "#server/modules/admin/source-health";
import { createAnswerGate } from "#tests/support/answer-gate";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";

// The admin area: the role comes from `npm run admin -- grant`, every admin page and action
// checks it on the server, the outbox is readable without SMTP, and sources run from the browser.
// Each test uses the accounts made in beforeAll or its own; none depends on an earlier test.
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title>
  <item><title>Health Officer, NO-B - Kabul, Afghanistan</title><link>https://who.example.org/1</link><guid>who-1</guid></item>
  <item><title>Data Analyst, P-2 - Copenhagen, Denmark</title><link>https://who.example.org/2</link><guid>who-2</guid></item>
</channel></rss>`;

let server: RunningServer;
let feed: http.Server;
/** While held, the feed answers only once released: a live run is caught in the middle. */
const feedGate = createAnswerGate();
let sourceId = "";
let ada = "";
let bob = "";

async function readUserId(cookie: string): Promise<string> {
  const session = (await (await get("/api/auth/get-session", cookie)).json()) as {
    user: { id: string };
  };
  return session.user.id;
}

function get(pathname: string, cookie: string) {
  return fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

function post(pathname: string, cookie: string, fields: Record<string, string>) {
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

/**
 * Finds the confirmation e-mail to `email` in the admin's outbox, follows its link, signs in and
 * returns the session cookie.
 */
async function confirmThroughOutbox(email: string): Promise<string> {
  const list = await get(`/admin/emails?to=${encodeURIComponent(email)}`, ada);
  expect(list.status).toBe(200);
  const html = await list.text();
  expect(html).toContain("No SMTP server is configured");
  const id = /href="\/admin\/emails\/([0-9a-f-]{36})"/.exec(html)?.[1];
  expect(id, html).toBeTruthy();
  expect(html).not.toContain("ada@example.org");
  const detail = await (await get(`/admin/emails/${id}`, ada)).text();
  expect(detail).toContain(email);
  const link = /(https?:\/\/[^\s<"]+verify-email[^\s<"]+)/.exec(detail)?.[1];
  expect(link, detail).toBeTruthy();
  const verified = await fetch(link!.replaceAll("&amp;", "&"), { redirect: "manual" });
  expect(verified.status).toBeLessThan(400);
  const signedIn = await signIn(server, email);
  expect(signedIn.status).toBe(200);
  return cookieOf(signedIn);
}

beforeAll(async () => {
  feed = http.createServer((_req, res) => {
    void feedGate.passed().then(() => {
      res.writeHead(200, { "Content-Type": "application/rss+xml" });
      res.end(FEED);
    });
  });
  await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
  const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/who.xml`;
  server = await startServer({
    // No SMTP_URL: every e-mail stays in the outbox.
    env: { SEED: "none", TASKS: "off", INGEST_ALLOW_PRIVATE_HOSTS: "127.0.0.1:*" },
    seed: async (db) => {
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      await insertAccount(db, { email: "bob@example.org" });
      const [row] = await db
        .insert(sources)
        .values({
          name: "WHO test feed",
          type: "rss",
          baseUrl: feedUrl,
          metadata: { adapter: "rss", organization: "WHO", titleLocation: "dash" },
        })
        .returning({ id: sources.id });
      sourceId = row!.id;
    },
  });
  // Every test starts from the same two accounts, seeded: Ada, an admin, and Bob, a confirmed
  // user. (Confirming an address through the admin's outbox is a test of its own.)
  ada = await signInAs(server, "ada@example.org");
  bob = await signInAs(server, "bob@example.org");
});

afterAll(async () => {
  await adminBrowser?.close();
  await server?.stop();
  await new Promise<void>((resolve) => feed?.close(() => resolve()));
});

test("npm run admin grants the role (and vouches for the address); unknown accounts are refused", async () => {
  // A wrong command is refused before the database is opened: it runs meanwhile.
  const usageRun = runAdminCli(server, ["promote"]);
  await signUp(server, "carol@example.org");
  // Without SMTP nobody can confirm an address yet, so nobody can sign in.
  expect((await signIn(server, "carol@example.org")).status).toBe(403);

  if (!server.databaseUrl) await server.halt(); // PGlite: free the data directory's lock
  try {
    const granted = await runAdminCli(server, ["grant", "CAROL@example.org"]);
    expect(granted, granted.output).toMatchObject({ code: 0 });
    expect(granted.output).toContain("carol@example.org is now an admin");
    const unknown = await runAdminCli(server, ["grant", "nobody@example.org"]);
    expect(unknown.code).toBe(3);
    expect(unknown.output).toContain("No account uses the e-mail address nobody@example.org.");
    const usage = await usageRun;
    expect(usage.code).toBe(2);
    expect(usage.output).toContain("Usage: npm run admin");
    const list = await runAdminCli(server, ["list"]);
    expect(list.output).toContain("carol@example.org");
  } finally {
    if (!server.databaseUrl) await server.resume();
  }
  const signedIn = await signIn(server, "carol@example.org");
  expect(signedIn.status).toBe(200);
  expect(cookieOf(signedIn)).toContain("session_token");
});

test("the admin reads the outbox: a confirmation link, followed, lets its user sign in", async () => {
  await signUp(server, "dave@example.org");
  const cookie = await confirmThroughOutbox("dave@example.org");
  expect(cookie).toContain("session_token");
  expect((await get("/admin/emails/not-a-uuid", ada)).status).toBe(404);
  expect((await get("/admin/emails?status=bogus&page=-3", ada)).status).toBe(200);
});

test("every admin page and action refuses a signed-in user and the signed-out", async () => {
  const pages = [
    "/admin",
    "/admin/emails",
    `/admin/emails/00000000-0000-4000-8000-000000000000`,
    "/admin/sources",
    `/admin/sources/${sourceId}`,
    "/admin/users",
  ];
  for (const pathname of pages) {
    const denied = await get(pathname, bob);
    expect(denied.status, pathname).toBe(403);
    const html = await denied.text();
    expect(html, pathname).toContain("Access Denied");
    expect(html, pathname).not.toContain("WHO test feed");
    expect(html, pathname).not.toContain("bob@example.org");
    const signedOut = await get(pathname, "");
    expect(signedOut.status, pathname).toBe(302);
    expect(signedOut.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(pathname)}`,
    );
  }
  // Actions too (React Router runs them without the layout's loader).
  const actions: Record<string, string>[] = [
    { intent: "toggle", sourceId, active: "false" },
    { intent: "schedule" },
  ];
  for (const fields of actions) {
    expect((await post("/admin/sources", bob, fields)).status).toBe(403);
  }
  const bobId = await readUserId(bob);
  expect((await post("/admin/users", bob, { userId: bobId, role: "admin" })).status).toBe(403);
  expect((await get("/admin", bob)).status).toBe(403);
  for (const intent of ["toggle", "live-run", "dry-run"])
    expect(
      (await post(`/admin/sources/${sourceId}`, bob, { intent, active: "false" })).status,
    ).toBe(403);
  // The sources-health JSON: 401 signed out, 403 without the role, the documented schema for admins.
  expect((await get("/api/v1/sources/health", "")).status).toBe(401);
  expect((await get("/api/v1/sources/health", bob)).status).toBe(403);
  const health = await get("/api/v1/sources/health", ada);
  expect(health.status).toBe(200);
  const body = sourcesHealthResponseSchema.parse(await health.json());
  expect(body.sources.map((source) => source.name)).toContain("WHO test feed");
  const jobs = (await (await fetch(`${server.url}/api/v1/jobs`)).json()) as { total: number };
  expect(jobs.total).toBe(0);
  expect(await (await get("/admin/sources", ada)).text()).toContain("Deactivate WHO test feed");
  // A cross-site form post is refused even for the admin.
  const crossSite = await fetch(`${server.url}/admin/sources`, {
    method: "POST",
    headers: {
      Cookie: ada,
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "toggle", sourceId, active: "false" }).toString(),
  });
  // Refused by React Router's own origin check (400) or ours (403); either way nothing changes.
  expect([400, 403]).toContain(crossSite.status);
  expect(await (await get("/admin/sources", ada)).text()).toContain("Deactivate WHO test feed");
});

test("sources: dry run previews and writes nothing, live run stores, deactivate stops live runs", async () => {
  const dry = await (await post(`/admin/sources/${sourceId}`, ada, { intent: "dry-run" })).text();
  expect(dry).toContain("Dry run completed: 2 jobs found");
  expect(dry).toContain("Health Officer");
  let jobs = (await (await fetch(`${server.url}/api/v1/jobs`)).json()) as { total: number };
  expect(jobs.total).toBe(0);

  // A live run goes on in the background: the feed holds its answer, yet the request is answered
  // at once with a redirect to the run's progress.
  feedGate.hold();
  let runUrl: string;
  try {
    const started = await post(`/admin/sources/${sourceId}`, ada, { intent: "live-run" });
    expect(started.status).toBe(302);
    runUrl = started.headers.get("location")!;
    expect(runUrl).toMatch(new RegExp(`^/admin/sources/${sourceId}\\?run=[0-9a-f-]{36}$`));
    const running = await pollPage(
      runUrl,
      "Running: fetching from the source (0 requests answered), no errors so far",
    );
    // Without JavaScript the page refreshes itself while the run goes on.
    expect(running).toContain('<meta http-equiv="refresh" content="2"/>');
    // A second "Live run" meanwhile starts nothing: it shows the run in progress and says so.
    const second = await post(`/admin/sources/${sourceId}`, ada, { intent: "live-run" });
    expect(second.headers.get("location")).toBe(`${runUrl}&already=1`);
    const secondPage = await (await get(second.headers.get("location")!, ada)).text();
    expect(secondPage).toContain(
      "A live run of WHO test feed is already in progress (asked for by ada@example.org)",
    );
    jobs = (await (await fetch(`${server.url}/api/v1/jobs`)).json()) as { total: number };
    expect(jobs.total).toBe(0);
  } finally {
    // The feed answers now (and for the other tests, whatever happened here).
    feedGate.release();
  }
  const live = await pollPage(runUrl, "Live run completed:");
  expect(live).toContain("Live run completed: 2 inserted, 0 updated");
  expect(readTiles(live)).toMatchObject({
    "Items fetched": "2",
    "Jobs found": "2",
    Inserted: "2",
    Updated: "0",
    Unchanged: "0",
    Closed: "0",
    Errors: "0",
  });
  expect(live).toContain("Completed: 2 of 2 done, 0 errors");
  expect(live).not.toContain('http-equiv="refresh"');
  jobs = (await (await fetch(`${server.url}/api/v1/jobs`)).json()) as { total: number };
  expect(jobs.total).toBe(2);
  const again = await post(`/admin/sources/${sourceId}`, ada, { intent: "live-run" });
  const againUrl = again.headers.get("location")!;
  expect(againUrl).not.toBe(runUrl);
  const againPage = await pollPage(againUrl, "Live run completed:");
  expect(againPage).toContain("Live run completed: 0 inserted, 0 updated");
  expect(readTiles(againPage)).toMatchObject({ Inserted: "0", Unchanged: "2" });
  // The first run's result stays readable.
  expect(await (await get(runUrl, ada)).text()).toContain(
    "Live run completed: 2 inserted, 0 updated",
  );
  // The audit log has who asked for each run and what it did.
  const audit = await (await get("/admin/audit", ada)).text();
  const outcomes = [...audit.matchAll(/>task live-source-run: completed<.*?<\/tr>/g)].map(
    (match) => match[0],
  );
  expect(outcomes).toHaveLength(2);
  for (const [row, inserted] of [
    [outcomes[1]!, "inserted=2"],
    [outcomes[0]!, "inserted=0"],
  ] as const) {
    expect(row).toContain("source=WHO test feed");
    expect(row).toContain(`sourceId=${sourceId}`);
    expect(row).toContain(`${inserted},`);
  }
  expect(audit).toContain(`POST /admin/sources/${sourceId}: live-run`);
  // The settings' task logs link each live run to its page.
  const logs = await (await get("/admin/settings?logs=1", ada)).text();
  expect(logs).toContain(`href="${runUrl.replace("&", "&amp;")}"`);

  const detail = await (await get(`/admin/sources/${sourceId}`, ada)).text();
  // Two live runs in the history; a dry run writes nothing, not even its log.
  expect(detail.match(/>completed</g)?.length).toBe(2);
  expect(detail).not.toContain("dry run</span>");

  const off = await post("/admin/sources", ada, { intent: "toggle", sourceId, active: "false" });
  expect(await off.text()).toContain("Source deactivated");
  const refused = await post(`/admin/sources/${sourceId}`, ada, { intent: "live-run" });
  expect(refused.status).toBe(409);
  expect(await refused.text()).toContain("inactive; activate it or use a dry run");
  const on = await post(`/admin/sources/${sourceId}`, ada, { intent: "toggle", active: "true" });
  expect(await on.text()).toContain("Source activated");

  const schedule = await post("/admin/sources", ada, { intent: "schedule" });
  expect(schedule.status).toBe(409);
  expect(await schedule.text()).toContain("background tasks are off on this server");
  const missing = await post("/admin/sources", ada, {
    intent: "toggle",
    sourceId: "00000000-0000-4000-8000-000000000000",
    active: "false",
  });
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain("Source not found");
});

/** Reads an admin page until its text contains `text` (a background run has got that far). */
async function pollPage(pathname: string, text: string): Promise<string> {
  let html = "";
  await expect
    .poll(
      async () => {
        // Without React's markers between adjacent pieces of text.
        html = (await (await get(pathname, ada)).text()).replaceAll("<!-- -->", "");
        return html.includes(text);
      },
      { timeout: E2E_WAIT, interval: 200 },
    )
    .toBe(true);
  return html;
}

/** The label → value tiles of a finished run's counts. */
function readTiles(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((match) => [
      match[1]!,
      match[2]!,
    ]),
  );
}

test("users: the admin promotes and demotes others, never herself", async () => {
  const list = await (await get("/admin/users", ada)).text();
  expect(list).toContain("bob@example.org");
  expect(list).toContain("Promote bob@example.org");
  expect(list).toContain("ada@example.org");
  expect(list).not.toContain("Demote ada@example.org");
  const bobId = await readUserId(bob);
  expect(bobId).toBeTruthy();

  const promoted = await post("/admin/users", ada, { userId: bobId, role: "admin" });
  expect(await promoted.text()).toContain("Role Updated: bob@example.org is now an admin");
  expect((await get("/admin", bob)).status).toBe(200);
  const demoted = await post("/admin/users", ada, { userId: bobId, role: "user" });
  expect(await demoted.text()).toContain("Role Updated: bob@example.org is now a user");
  expect((await get("/admin", bob)).status).toBe(403);

  const adaId = await readUserId(ada);
  const self = await post("/admin/users", ada, { userId: adaId, role: "user" });
  expect(self.status).toBe(409);
  expect(await self.text()).toContain("you cannot remove your own admin role");
  expect((await get("/admin", ada)).status).toBe(200);
  const bogus = await post("/admin/users", ada, { userId: bobId, role: "superuser" });
  expect(bogus.status).toBe(400);
  const filtered = await (await get("/admin/users?q=BOB", ada)).text();
  expect(filtered).toContain("bob@example.org");
  expect(filtered).not.toContain("Promote ada@example.org");
});

/** One Chromium, signed in as Ada, for both widths: each test sets its page's viewport. */
let adminBrowser: BrowserContext | undefined;

for (const width of [375, 1280]) {
  test(`admin pages in Chromium at ${width} px: tabs, a dry run, no axe violations, no overflow`, async () => {
    adminBrowser ??= await openBrowserAs(server, ada, { width: 1280 });
    const page = await adminBrowser.newPage();
    try {
      await page.setViewportSize({ width, height: 900 });
      const problems: string[] = [];
      for (const pathname of [
        "/admin",
        "/admin/sources",
        `/admin/sources/${sourceId}`,
        "/admin/users",
        "/admin/emails",
      ]) {
        await page.goto(`${server.url}${pathname}`);
        await page.getByRole("heading", { name: "Welcome back, Admin" }).waitFor();
        problems.push(...(await findPageProblems(page, pathname)));
      }
      expect(problems).toEqual([]);
      await page.goto(`${server.url}/admin/sources/${sourceId}`);
      await page.getByRole("button", { name: "Dry run" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Dry run completed: 2 jobs found" })
        .waitFor();
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByRole("link", { name: "Settings" })
        .click();
      await page.getByRole("link", { name: "View Email Logs" }).click();
      await page.getByRole("heading", { name: "E-mail outbox" }).waitFor();
      expect(
        await page
          .getByRole("navigation", { name: "Admin" })
          .getByRole("link", { name: "Settings" })
          .getAttribute("aria-current"),
      ).toBe("page");
    } finally {
      await page.close();
    }
  });
}
