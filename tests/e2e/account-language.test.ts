import { afterAll, beforeAll, expect, test } from "vitest";
import type { BrowserContext } from "playwright-core";
import { insertAccount } from "#tests/factories/account-factory";
import { createManageToken } from "#server/modules/alerts/manage-token";
import { TEST_PASSWORD, openBrowserAs, signInAs } from "#tests/support/admin-session";
import { launchBrowser } from "#tests/support/browser";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The user's language: chosen in the dashboard and stored with the account, it is the language the
// site suggests on an English page (never a redirect); the alert pages an e-mail links to read in
// the language of their address, and so do sign-in and the dashboard (/fr/auth, /ar/dashboard).

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

test("sign-in and the dashboard read in French and Arabic, axe clean at 375 and 1280 px", async () => {
  const browser = await launchBrowser();
  const page = await browser.newPage();
  const problems: string[] = [];
  const check = async (label: string) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...(await findPageProblems(page, `${label} at ${width} px`)));
    }
  };

  await page.goto(`${server.url}/fr/auth`);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  expect(await page.locator("h1").textContent()).toBe("Connexion");
  await check("/fr/auth");
  // The server's answer to a wrong password is French too.
  await page.getByLabel("Adresse électronique").fill("nadia@example.org");
  await page.getByLabel("Mot de passe").fill("not the password at all");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.getByText("L’adresse électronique ou le mot de passe est incorrect.").waitFor();
  await page.getByLabel("Mot de passe").fill(TEST_PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();

  // Signed in, on the French dashboard: its words, its forms' answers and its links.
  await page.waitForURL(`${server.url}/fr/dashboard`);
  expect(await page.locator("h1").textContent()).toBe("Votre tableau de bord");
  expect(await page.getByRole("heading", { name: "Offres enregistrées (0)" }).count()).toBe(1);
  expect(await page.getByRole("link", { name: "Parcourir les offres" }).getAttribute("href")).toBe(
    "/fr/jobs",
  );
  await page.getByLabel("Chaque semaine").check();
  await page.getByRole("button", { name: "Enregistrer les paramètres des alertes" }).click();
  await page.getByText("Paramètres des alertes enregistrés.").first().waitFor();
  await check("/fr/dashboard");

  await page.goto(`${server.url}/ar/dashboard`);
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  expect(await page.locator("h1").textContent()).toBe("لوحة التحكم");
  expect(await page.getByText("ذكّرني قبل 3 أيام من الموعد النهائي لوظيفة محفوظة").count()).toBe(1);
  await check("/ar/dashboard");
  await browser.close();
  expect(problems).toEqual([]);
});
