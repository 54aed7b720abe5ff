import { afterAll, beforeAll, expect, test } from "vitest";
import type { BrowserContext } from "playwright-core";
import { insertAccount } from "#tests/factories/account-factory";
import { createManageToken } from "#server/modules/alerts/manage-token";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The user's language: chosen in the dashboard and stored with the account, it is the language the
// site suggests on an English page (never a redirect); the alert pages an e-mail links to read in
// the language of their address.

const SECRET = "account language e2e secret, at least 32 characters";
let server: RunningServer;
let context: BrowserContext | undefined;
let userId = "";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off", AUTH_SECRET: SECRET },
    seed: async (db) => {
      userId = await insertAccount(db, { email: "nadia@example.org", name: "Nadia" });
    },
  });
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
});

test("a language chosen in the dashboard is stored and suggested on English pages", async () => {
  const cookie = await signInAs(server, "nadia@example.org");
  context = await openBrowserAs(server, cookie, { width: 1280 });
  const page = await context.newPage();
  await page.goto(`${server.url}/dashboard`);
  // No choice yet: English, and an English browser gets no suggestion.
  expect(await page.locator("#locale").inputValue()).toBe("en");
  await page.locator("#locale").selectOption("fr");
  await page.getByRole("button", { name: "Save language" }).click();
  await page.getByText("Language saved.").first().waitFor();

  // Stored: a new page load reads it back from the account.
  await page.goto(`${server.url}/dashboard`);
  expect(await page.locator("#locale").inputValue()).toBe("fr");
  expect(await findPageProblems(page, "dashboard with the language setting")).toEqual([]);

  // Arriving on an English page, the account's language is suggested, not imposed.
  const home = await page.goto(`${server.url}/`);
  expect(home?.status()).toBe(200);
  expect(page.url()).toBe(`${server.url}/`);
  expect(await page.locator("html").getAttribute("lang")).toBe("en");
  await page.getByText("Cette page existe en français").first().waitFor();
});

test("the manage and unsubscribe pages read in the language of the e-mail's link", async () => {
  const token = createManageToken(SECRET, userId, new Date());
  const manage = await (await fetch(`${server.url}/fr/alerts/manage?token=${token}`)).text();
  expect(manage).toContain('<html lang="fr" dir="ltr">');
  expect(manage).toContain("Vos alertes emploi");
  expect(manage).toContain("Gérer vos alertes emploi | Blueboard");
  // Its forms post to the French page, which redirects back to it.
  expect(manage).toContain('action="/fr/alerts/manage"');

  const unsubscribe = await (await fetch(`${server.url}/ar/alerts/unsubscribe?token=x.y`)).text();
  expect(unsubscribe).toContain('<html lang="ar" dir="rtl">');
  expect(unsubscribe).toContain("إيقاف تنبيهات الوظائف");
});
