import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { seedOrganisations } from "#server/db/seed/seed-organisations";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { launchBrowser } from "#tests/support/browser";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";

// The /jobs listing when its results query fails: the error stays inside the results column with a
// Try Again that reloads the same address (with or without JavaScript), and the filters keep
// working. The failure is real: the database has lost a column the results query reads (the
// organisations' logo_url, read by the cards only), so PostgreSQL rejects that query while the
// facets and the rest of the page still load.

let server: RunningServer;
// Anonymous visitors get the listing without the React runtime (ADR 013); the hydrated app is
// what a signed-in member gets.
const MEMBER = "listing-error@example.org";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await seedOrganisations(db);
      await insertAccount(db, { email: MEMBER });
      await insertJobs(db, createSyntheticJobs(30, { now: new Date(), seed: 5 }));
      await db.execute(sql`alter table organizations rename column logo_url to logo_url_gone`);
    },
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

async function expectResultsError(page: Page) {
  const results = page.getByRole("region", { name: "Results" });
  const alert = results.getByRole("alert");
  // After a client-side navigation the address changes before the new page is drawn: wait for it.
  await alert.getByText("An unexpected error occurred").waitFor({ timeout: E2E_WAIT });
  const retry = alert.getByRole("link", { name: "Try Again" });
  const url = new URL(page.url());
  await expect
    .poll(() => retry.getAttribute("href"), { timeout: E2E_WAIT })
    .toBe(`${url.pathname}${url.search}`);
  expect(await page.getByText("Something went wrong").count()).toBe(0);
  expect(await page.getByRole("article").count()).toBe(0);
  return retry;
}

test("the server answers 500 with the filters and the error in the results column", async () => {
  const response = await fetch(`${server.url}/jobs?level=Mid`);
  expect(response.status).toBe(500);
  const html = await response.text();
  expect(html).toContain("An unexpected error occurred");
  expect(html).toContain("Add a level");
  expect(html).not.toContain("Something went wrong");
  expect(server.output()).toContain("job search failed");
});

test("without JavaScript Try Again reloads the same address and the filters still work", async () => {
  const context = await launchBrowser({ width: 1280, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/jobs?level=Mid`);
  const retry = await expectResultsError(page);
  const [reloaded] = await Promise.all([
    page.waitForResponse((response) => response.url() === `${server.url}/jobs?level=Mid`),
    retry.click(),
  ]);
  expect(reloaded.status()).toBe(500);
  await expectResultsError(page);
  // The filter form: another level is added with Search.
  await page.getByLabel("Add a level").selectOption("Senior");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL((url) => url.searchParams.getAll("level").includes("Senior"));
  expect(new URL(page.url()).searchParams.getAll("level")).toContain("Mid");
  await expectResultsError(page);
  await context.close();
});

test("with JavaScript (signed in) Try Again asks again and the filters navigate", async () => {
  const context = await openBrowserAs(server, await signInAs(server, MEMBER), {
    width: 375,
    mobile: true,
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/jobs`);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
  const retry = await expectResultsError(page);
  // The loader runs again (React Router's data request for the same address).
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === "/jobs.data"),
    retry.click(),
  ]);
  await expectResultsError(page);
  // Still inside the results column, not the whole-page error.
  await page.locator("summary").click();
  await page.getByRole("combobox", { name: "Keywords" }).fill("officer");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?search=officer`);
  await expectResultsError(page);
  await context.close();
});
