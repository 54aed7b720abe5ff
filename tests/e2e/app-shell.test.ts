import { afterAll, beforeAll, expect, test } from "vitest";
import { axeViolations } from "#tests/support/page-checks";
import type { BrowserContext } from "playwright-core";
import { launchBrowser } from "#tests/support/browser";
import { startServer, type RunningServer } from "#tests/support/start-server";

let server: RunningServer;
let desktop: BrowserContext;
let mobile: BrowserContext;

beforeAll(async () => {
  server = await startServer({ env: { SEED: "none", TASKS: "off" } });
  desktop = await launchBrowser({ width: 1280 });
  mobile = await launchBrowser({ width: 375, height: 740 });
});

afterAll(async () => {
  await desktop?.close();
  await mobile?.close();
  expect(await server?.stop()).toBe(0);
});

test("the header is fixed, 64 px, with the six entries and the active-path rule", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs?level=Mid`);
  const header = page.locator("header").first();
  expect(await header.evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  expect((await header.boundingBox())?.height).toBe(64);
  const nav = page.getByRole("navigation", { name: "Main" });
  expect(await nav.getByRole("link").allInnerTexts()).toEqual([
    "Home",
    "Jobs",
    "Search",
    "Account",
    "Blog",
    "Coaching",
  ]);
  expect(await nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Jobs"]);
  await nav.getByRole("link", { name: "Home" }).click();
  await page.waitForURL(`${server.url}/`);
  await expect.poll(() => nav.locator('[aria-current="page"]').allInnerTexts()).toEqual(["Home"]);
  await page.close();
});

test("under 768 px the navigation is a right-side Menu that opens, closes and closes on navigation", async () => {
  const page = await mobile.newPage();
  await page.goto(`${server.url}/`);
  await expect.poll(() => page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
  const menu = page.locator("#mobile-menu");
  expect(await menu.isVisible()).toBe(false);
  await page.getByRole("button", { name: "Menu" }).click();
  await expect.poll(() => menu.isVisible()).toBe(true);
  expect(await menu.getByRole("heading", { name: "Menu" }).isVisible()).toBe(true);
  // Slides in from the right edge.
  await expect
    .poll(async () => {
      const box = await menu.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    })
    .toBe(375);
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect.poll(() => menu.isVisible()).toBe(false);
  await page.getByRole("button", { name: "Menu" }).click();
  await menu.getByRole("link", { name: "Blog" }).click();
  await page.waitForURL(`${server.url}/blog`);
  await expect.poll(() => menu.isVisible()).toBe(false);
  await page.close();
});

test("the mobile menu works with JavaScript off", async () => {
  const noScript = await launchBrowser({ width: 375, height: 740, javaScriptEnabled: false });
  const page = await noScript.newPage();
  await page.goto(`${server.url}/`);
  const menu = page.locator("#mobile-menu");
  await page.getByRole("button", { name: "Menu" }).click();
  await expect.poll(() => menu.isVisible()).toBe(true);
  await page.getByRole("button", { name: "Close menu" }).click();
  await expect.poll(() => menu.isVisible()).toBe(false);
  await noScript.close();
});

test("an unknown path answers 404 with the not-found page, and the path is logged", async () => {
  const response = await fetch(`${server.url}/no/such/page`);
  expect(response.status).toBe(404);
  const page = await desktop.newPage();
  const messages: string[] = [];
  page.on("console", (message) => messages.push(message.text()));
  await page.goto(`${server.url}/no/such/page`);
  expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole("heading", { name: "Oops! Page not found" }).isVisible()).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await page.waitForURL(`${server.url}/`);
  expect(messages.some((text) => text.includes("/no/such/page"))).toBe(true);
  expect(server.output()).toContain('"path":"/no/such/page"');
  await page.close();
});

test("the shell has no axe violations at 375 and 1280 px", async () => {
  for (const context of [mobile, desktop]) {
    const page = await context.newPage();
    for (const path of ["/", "/no/such/page"]) {
      await page.goto(`${server.url}${path}`);
      expect(await axeViolations(page, path)).toEqual([]);
    }
    await page.close();
  }
});
