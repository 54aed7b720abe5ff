import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { launchBrowser, newPageWithoutJavaScript } from "#tests/support/browser";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { keepScreenshot } from "#tests/support/screenshots";

// A listing that keeps the reader's place and forms that say what they changed, as an anonymous
// visitor gets them (no JavaScript, ADR 013) and signed in: Load More adds the next results below
// the ones seen and the address says how many are shown (Back keeps them); the filter panel is one
// form with one submit button; the home carousel shows it scrolls; a saved search, an alert
// setting and a coaching request are confirmed at the top of the page, announced as a status.

let server: RunningServer;
const MEMBER = "place@example.org";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertJobs(db, createSyntheticJobs(80, { now: new Date(), seed: 7 }));
      await insertAccount(db, { email: MEMBER });
    },
  });
});

afterAll(async () => {
  await server?.stop();
});

const jobLinks = (page: Page) =>
  page
    .getByRole("article")
    .getByRole("heading")
    .getByRole("link")
    // The job's address, without the `from` that leads back to this listing.
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!.split("?")[0]));

/** The first status of the page's main content and whether it is in view without scrolling. */
async function topStatus(page: Page) {
  const status = page.locator("main [role=status]").first();
  const box = await status.boundingBox();
  return { text: await status.innerText(), inView: box !== null && box.y + box.height < 900 };
}

test("without JavaScript, Load More adds the next 25 below the first, the address says so and Back keeps them", async () => {
  const { total } = (await (await fetch(`${server.url}/api/v1/jobs?perPage=1`)).json()) as {
    total: number;
  };
  expect(total).toBeGreaterThan(50);
  const context = await launchBrowser({ width: 1280, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/jobs`);
  // The filter panel is one form with one submit button.
  const form = page.locator("form[aria-labelledby=filters-heading]");
  expect(await form.locator("button, input[type=submit]").count()).toBe(1);
  expect(await form.getByRole("button").innerText()).toBe("Search");

  const first = await jobLinks(page);
  expect(first).toHaveLength(25);
  await page.getByRole("link", { name: "Load More" }).click();
  await page.waitForURL(`${server.url}/jobs?shown=50#result-26`);
  const both = await jobLinks(page);
  expect(both).toHaveLength(50);
  expect(both.slice(0, 25)).toEqual(first);
  // The browser scrolled to the first new card, which holds the keyboard's focus.
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("result-26");
  expect(await page.getByText(`Showing 50 of ${total} positions`).count()).toBe(1);
  // The same listing, not a new page to index.
  expect(await page.locator("link[rel=canonical]").getAttribute("href")).toMatch(/\/jobs$/);
  await keepScreenshot(page, "jobs-load-more-1280", { fullPage: false });

  // A job and Back: the 50 are still listed.
  await page.locator(`a[href^="${both[30]}"]`).first().click();
  await page.waitForURL((url) => url.pathname === both[30]);
  await page.goBack();
  await page.waitForURL(/shown=50/);
  expect(await jobLinks(page)).toEqual(both);
  // Once all are shown, Load More is gone.
  await page.goto(`${server.url}/jobs?shown=${total}`);
  expect(await jobLinks(page)).toHaveLength(total);
  expect(await page.getByRole("link", { name: "Load More" }).count()).toBe(0);
  await context.close();

  // The anonymous page at 375 px (axe runs in the page, so scripts are on; the page has none).
  const phone = await launchBrowser({ width: 375, mobile: true });
  const small = await phone.newPage();
  await small.goto(`${server.url}/jobs?shown=50#result-26`);
  expect(await findPageProblems(small, "375px /jobs?shown=50")).toEqual([]);
  await keepScreenshot(small, "jobs-load-more-375");
  await phone.close();
});

test("the home carousel says how many jobs it holds and that it scrolls, and is a focusable strip", async () => {
  for (const width of [375, 1280]) {
    const context = await launchBrowser({ width, mobile: width < 400 });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const region = page.getByRole("region", { name: "Latest opportunities" });
    expect(await region.getByText("12 jobs · scroll sideways").count()).toBe(1);
    expect(await region.getByRole("link", { name: "See all jobs" }).getAttribute("href")).toBe(
      "/jobs",
    );
    const track = page.locator(".carousel-track");
    expect(await track.getAttribute("tabindex")).toBe("0");
    // The next card shows in part at the strip's right edge.
    const edge = await track.evaluate((strip) => {
      const right = strip.getBoundingClientRect().right;
      return [...strip.children].some((card) => {
        const box = card.getBoundingClientRect();
        return box.left < right - 20 && box.right > right + 20;
      });
    });
    expect(edge).toBe(true);
    await region.scrollIntoViewIfNeeded();
    expect(await findPageProblems(page, `${width}px /`)).toEqual([]);
    await keepScreenshot(page, `home-carousel-${width}`, { fullPage: false });
    await context.close();
  }
});

test("a saved search, alert settings and a coaching request are confirmed at the top of the page", async () => {
  const member = await openBrowserAs(server, await signInAs(server, MEMBER), { width: 1280 });
  const page = await newPageWithoutJavaScript(member);
  await page.goto(`${server.url}/jobs?remote=true`);
  await page.locator("#saved-search-name").fill("Remote jobs");
  await page.getByRole("button", { name: "Save search and get alerts" }).click();
  await page.waitForURL(`${server.url}/dashboard?notice=search-saved`);
  expect(await topStatus(page)).toEqual({
    text: "Search saved. New matching jobs will come to you by e-mail every morning.",
    inView: true,
  });
  // Nothing typed into an address is shown.
  await page.goto(`${server.url}/dashboard?notice=Your+account+is+locked&error=Call+us`);
  expect(await page.getByText(/locked|Call us/).count()).toBe(0);

  await page.goto(`${server.url}/dashboard`);
  await page.getByLabel("Weekly", { exact: true }).check();
  await page.getByRole("button", { name: "Save alert settings" }).click();
  await page.waitForURL(`${server.url}/dashboard`);
  expect(await topStatus(page)).toEqual({ text: "Alert settings saved.", inView: true });
  // An empty name is refused by the profile's schema, at the field, after the round trip.
  const fullName = page.getByLabel("Full name");
  await fullName.fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await page.getByText("Please check the form.").waitFor();
  expect(await fullName.getAttribute("aria-invalid")).toBe("true");
  const errorId = await fullName.getAttribute("aria-describedby");
  expect(await page.locator(`[id="${errorId}"]`).textContent()).toBe(
    "Please enter your full name.",
  );
  await page.close();

  // The hydrated dashboard: the same notice, axe-clean at both widths.
  for (const width of [375, 1280]) {
    const view = await member.newPage();
    await view.setViewportSize({ width, height: 900 });
    await view.goto(`${server.url}/dashboard?notice=search-saved`);
    expect(await findPageProblems(view, `${width}px /dashboard notice`)).toEqual([]);
    await keepScreenshot(view, `dashboard-notice-${width}`);
    await view.close();
  }
  await member.close();

  const visitor = await launchBrowser({ width: 375, mobile: true, javaScriptEnabled: false });
  const coaching = await visitor.newPage();
  await coaching.goto(`${server.url}/coaching`);
  await coaching.getByRole("textbox", { name: "Name" }).fill("Ada Lovelace");
  await coaching.getByRole("textbox", { name: "E-mail address" }).fill("ada@example.org");
  await coaching.getByRole("combobox", { name: "Current situation" }).selectOption({ index: 1 });
  await coaching
    .getByRole("textbox", { name: "Your goal" })
    .fill("Move from a national post to an international P-3 post in evaluation.");
  await coaching.getByRole("button", { name: "Send request" }).click();
  await coaching.waitForURL(`${server.url}/coaching`);
  const thanks = await topStatus(coaching);
  expect(thanks.text).toContain("Thank you, Ada Lovelace.");
  expect(thanks.inView).toBe(true);
  await visitor.close();
});
