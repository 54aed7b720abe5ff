import { afterAll, beforeAll, expect, test } from "vitest";
import { closeBrowser, launchBrowser } from "#tests/support/browser";
import { targetSizeAsDrawn } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";

// On a phone, a listing's cards below the fold are not drawn until the visitor scrolls near them,
// each kept at an estimated height meanwhile (content-visibility). A card taller than its estimate
// spilled over the next one, so a tap, and axe's target-size check, found the wrong card's chips on
// top: Lighthouse scored the French listing's accessibility 96. The first-start sample has the
// tallest cards a visitor meets (long employer names in French, posting-language chips); checked
// here as the pages are drawn, without drawing the rest first.

let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ env: { TASKS: "off", SEED: "fixtures" } });
});

afterAll(async () => {
  await closeBrowser();
  expect(await server?.stop()).toBe(0);
});

test("a listing's cards not drawn yet cover no other card's links on a phone", async () => {
  const problems: string[] = [];
  for (const width of [320, 412]) {
    const context = await launchBrowser({ width, height: 740, mobile: true });
    const page = await context.newPage();
    for (const path of ["/jobs", "/fr/jobs", "/es/jobs", "/ar/jobs", "/fr/organization/who"]) {
      await page.goto(`${server.url}${path}`);
      problems.push(...(await targetSizeAsDrawn(page, `${path} at ${width} px`)));
    }
    await context.close();
  }
  expect(problems).toEqual([]);
});
