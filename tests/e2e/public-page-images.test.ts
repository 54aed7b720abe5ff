import { afterAll, beforeAll, expect, test } from "vitest";
import type { BrowserContext } from "playwright-core";
import { seedOrganisations } from "#server/db/seed/seed-organisations";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { launchBrowser } from "#tests/support/browser";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The images of the public pages, as an anonymous visitor without JavaScript gets them: our own
// logo badges are drawn in the page (no image to fetch, lay out and paint per logo), and a flag
// that fails to load shows the globe.

let server: RunningServer;
let browser: BrowserContext;

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await seedOrganisations(db);
      await insertJobs(db, [
        buildJob({ externalId: "nairobi-1", title: "Water Engineer" }),
        // A country whose flag we do not have: the image fails to load.
        buildJob({
          externalId: "nowhere-1",
          title: "Cartographer",
          organization: "World Food Programme",
          organizationSlug: "wfp",
          location: "Port Nowhere, Nowhereland",
          city: "Port Nowhere",
          country: "Nowhereland",
          countryCode: "QQ",
        }),
      ]);
    },
  });
  browser = await launchBrowser({ width: 375, javaScriptEnabled: false });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test("our own logo badges are drawn in the page, not fetched as images", async () => {
  const page = await browser.newPage();
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));

  await page.goto(`${server.url}/`);
  // The logo strip and the cards: each badge shows its letters on the organisation's colour.
  const strip = page.locator(".logo-strip [data-badge]");
  expect(await strip.count()).toBeGreaterThanOrEqual(20);
  const undp = await page
    .locator('.logo-strip [data-badge="UNDP"]')
    .first()
    .evaluate((badge) => ({
      letters: getComputedStyle(badge, "::after").content,
      colour: getComputedStyle(badge).backgroundColor,
      hidden: badge.getAttribute("aria-hidden"),
    }));
  expect(undp).toEqual({ letters: '"UNDP"', colour: "rgb(11, 110, 153)", hidden: "true" });
  const cards = page.getByRole("article");
  expect(await cards.locator('[data-badge="UNDP"]').count()).toBe(1);
  expect(await cards.locator('[data-badge="WFP"]').count()).toBe(1);

  await page.goto(`${server.url}/organization/undp`);
  expect(await page.locator('main [data-badge="UNDP"]').count()).toBeGreaterThanOrEqual(2);

  expect(requested.filter((path) => path.startsWith("/logos/"))).toEqual([]);
  await page.close();
});

test("without JavaScript a flag that fails to load shows the globe", async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/jobs?search=cartographer`);
  const flag = page
    .getByRole("article")
    .filter({ hasText: "Cartographer" })
    .locator('img[src="/flags/qq.svg"]');
  await expect.poll(() => flag.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const drawn = await flag.evaluate((image: HTMLImageElement) => {
    const after = getComputedStyle(image, "::after");
    return {
      failed: image.naturalWidth === 0,
      // The browser generates an image's ::after box only when the image failed to load.
      content: after.content,
      globe: after.backgroundImage.startsWith('url("data:image/svg+xml'),
      size: [after.width, after.height],
    };
  });
  expect(drawn).toEqual({ failed: true, content: '""', globe: true, size: ["16px", "12px"] });
  await page.close();
});
