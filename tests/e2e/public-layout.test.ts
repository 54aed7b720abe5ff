import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { queryRows } from "#server/db/query-rows";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { seedOrganisations } from "#server/db/seed/seed-organisations";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import routes from "../../app/routes";
import { launchBrowser } from "#tests/support/browser";
import { findPageProblems, runtimeScriptCount } from "#tests/support/page-checks";
import { isLocalizedPage, localizedPath, PREFIXED_LOCALES } from "#domain/interface-locales";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The public pages as a job seeker meets them: no sideways scrolling at any width (WCAG 1.4.10,
// measured on the document itself, in mobile emulation on phones), "Save this search" beside the
// filters, and the filter panel worked with the keyboard alone (WCAG 3.2.2 On Input, 2.4.3).

let server: RunningServer;
let ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off", SITE_URL: "https://blueboard.example" },
    seed: async (db) => {
      await seedOrganisations(db);
      await insertJobs(db, createSyntheticJobs(60, { now: new Date(), seed: 7 }));
      await insertJobs(db, [
        buildJob({
          externalId: "who-geneva-1",
          title: "Epidemiologist (Health Emergencies), Regional Office for Africa",
          organization: "World Health Organization",
          organizationSlug: "who",
          location: "Geneva, Switzerland",
          city: "Geneva",
          country: "Switzerland",
          countryCode: "CH",
          professionalField: "Medical & Health Services",
          level: "Senior",
          gradeCode: "P-4",
          postedDate: new Date(),
        }),
        buildJob({ externalId: "closed-1", title: "Closed Procurement Officer", status: "closed" }),
        // Its Apply button names the aggregator, the longest a card has.
        buildJob({
          externalId: "via-unjobs-1",
          title: "Analyst, QA Eng. Serv. Now",
          link: "https://unjobs.org/vacancies/1771263200267",
          links: [{ source: "test", url: "https://unjobs.org/vacancies/1771263200267" }],
          postedDate: new Date(),
        }),
      ]);
      const rows = await queryRows<{ id: string; external_id: string }>(
        db,
        sql`select id, external_id from jobs where source = 'test'`,
      );
      ids = Object.fromEntries(rows.map((row) => [row.external_id, row.id]));
    },
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

/** A page to visit for every public route pattern of app/routes.ts. */
function publicPages(): string[] {
  const examples: Record<string, string[]> = {
    "/": ["/"],
    "/search": ["/search"],
    "/jobs": ["/jobs", "/jobs?level=Senior&grade=P-4&search=epidemiologist"],
    "/jobs/:id": [`/jobs/${ids["who-geneva-1"]}`, `/jobs/${ids["closed-1"]}`],
    "/location/:location": ["/location/switzerland", "/location/atlantis"],
    "/organization/:organization": ["/organization/who", "/organization/foo-bar-agency"],
    "/field/:field": ["/field/public-health"],
    "/blog": ["/blog"],
    "/unaids-sunset": ["/unaids-sunset"],
    "/un-budget-crisis": ["/un-budget-crisis"],
    "/coaching": ["/coaching"],
    "/planner": ["/planner", "/planner?years=6&degree=master&language=English&nationality=KE"],
    "/newsletter": ["/newsletter"],
    "/newsletter/confirm": ["/newsletter/confirm?token=nonsense"],
    "/newsletter/unsubscribe": ["/newsletter/unsubscribe?token=nonsense"],
    "/about": ["/about"],
    "/privacy": ["/privacy"],
    "/terms": ["/terms"],
    "/auth": ["/auth"],
    "/account/register": ["/account/register"],
    "/dashboard": ["/dashboard"],
    "/account/cv": ["/account/cv"],
    "/account/applications": ["/account/applications"],
    "/account/applications/:id": ["/account/applications/00000000-0000-4000-8000-000000000000"],
    "/account/jobs-for-you": ["/account/jobs-for-you"],
    "/jobs/:id/cv": [`/jobs/${ids["who-geneva-1"]}/cv`],
    "/alerts/unsubscribe": ["/alerts/unsubscribe?token=nonsense"],
    "/alerts/manage": ["/alerts/manage?token=nonsense"],
    "/*": ["/no-such-page"],
  };
  // Every page route outside the admin area and the API, read from the route map itself (a new
  // route must be added above); the other languages' copies of a page carry an id and are left out.
  const patterns = routes
    .filter(
      (entry) =>
        entry.id === undefined &&
        /^routes\/(public|account)\/[^/]+\.tsx$/.test(entry.file) &&
        !entry.children?.length,
    )
    .map((entry) => `/${entry.index ? "" : (entry.path ?? "")}`)
    .filter(
      (pattern) =>
        !["/account/saved-jobs", "/account/saved-searches", "/account/applications/track"].includes(
          pattern,
        ),
    );
  // Both ways: a page without an example, or an example of no page, is a list gone stale.
  expect(Object.keys(examples).filter((pattern) => !patterns.includes(pattern))).toEqual([]);
  expect(patterns.filter((pattern) => !(pattern in examples))).toEqual([]);
  return patterns.flatMap((pattern) => examples[pattern]!);
}

const WIDTHS = [
  { width: 320, mobile: true },
  { width: 375, mobile: true },
  { width: 1280, mobile: false },
];

for (const { width, mobile } of WIDTHS) {
  test(`no public page scrolls sideways at ${width} px${mobile ? " (mobile emulation)" : ""}`, async () => {
    const context = await launchBrowser({ width, height: mobile ? 740 : 900, mobile });
    const page = await context.newPage();
    const problems: string[] = [];
    for (const path of publicPages()) {
      await page.goto(`${server.url}${path}`);
      // Nobody is signed in: every page is the final, plain one (ADR 013).
      const scripts = await runtimeScriptCount(page);
      if (scripts > 0)
        problems.push(`${path}: ${scripts} runtime scripts for an anonymous visitor`);
      // The document itself, against the width the browser was given: in mobile emulation an
      // overflowing page is zoomed out, which would hide it from window.innerWidth.
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > width) problems.push(`${path}: the document is ${scrollWidth}px wide`);
      // A job card's More Info and Apply keep their words on one line (one line is 36 px high).
      const wrapped = await page.evaluate(() =>
        [...document.querySelectorAll(".job-card-actions > :is(a, button)")]
          .filter((button) => button.getBoundingClientRect().height > 44)
          .map((button) => button.textContent),
      );
      if (wrapped.length)
        problems.push(`${path}: card buttons on two lines: ${wrapped.join("; ")}`);
      // The page's heading wraps between words, never inside one ("Administrativ / e").
      const broken = await page.evaluate(() => {
        const heading = document.querySelector("h1");
        if (!heading) return [];
        const split: string[] = [];
        const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const word of (node.textContent ?? "").matchAll(/[^\s/–-]+/g)) {
            const range = document.createRange();
            range.setStart(node, word.index);
            range.setEnd(node, word.index + word[0].length);
            if (new Set([...range.getClientRects()].map((rect) => rect.top)).size > 1)
              split.push(word[0]);
          }
        }
        return split;
      });
      if (broken.length) problems.push(`${path}: heading words cut in two: ${broken.join(", ")}`);
      if (width < 768) {
        const menu = await page.getByRole("button", { name: "Menu" }).boundingBox();
        if (!menu || menu.x < 0 || menu.x + menu.width > width) {
          problems.push(`${path}: the Menu button is off-screen (${JSON.stringify(menu)})`);
        }
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}

// Parts below the fold skip layout until they come near the viewport (content-visibility). Their
// estimated size must be a height alone: an estimated width is the part's width until it is first
// drawn, which made a landing page 658 px wide on a 320 px phone now and then (when the page was
// measured before its side card was drawn). Checked on every such part of the pages that have one.
test("a part drawn only when near the viewport estimates its height, never its width", async () => {
  const context = await launchBrowser({ width: 320, height: 740, mobile: true });
  const page = await context.newPage();
  const problems: string[] = [];
  for (const path of ["/", "/field/public-health", "/location/switzerland", "/organization/who"]) {
    await page.goto(`${server.url}${path}`);
    const widths = await page.evaluate(() =>
      [...document.querySelectorAll(".render-when-visible")].map(
        (element) => getComputedStyle(element).containIntrinsicWidth,
      ),
    );
    if (widths.length === 0) problems.push(`${path}: no part drawn only when near the viewport`);
    // "none", or "auto none" (the size last drawn, else none), is no estimate.
    for (const width of widths)
      if (/\d/.test(width)) problems.push(`${path}: an estimated width (${width})`);
  }
  await context.close();
  expect(problems).toEqual([]);
});

// The same pages in French, Spanish and Arabic (right to left): no axe violation and no sideways
// scrolling, at a phone's width and a desktop's. One test per language and width, so that each has
// the whole time limit of a test on a busy machine.
for (const locale of PREFIXED_LOCALES) {
  for (const { width, mobile } of WIDTHS.filter((entry) => entry.width !== 320)) {
    test(`every public page in ${locale}: no axe violations and no overflow at ${width} px`, async () => {
      const context = await launchBrowser({ width, height: mobile ? 740 : 900, mobile });
      const page = await context.newPage();
      const problems: string[] = [];
      const visited: string[] = [];
      for (const path of publicPages()) {
        if (!isLocalizedPage(path.replace(/[?#].*$/, ""))) continue;
        const address = localizedPath(path, locale);
        visited.push(address);
        const response = await page.goto(`${server.url}${address}`);
        // A page that is not there in this language would be checked as its English page.
        const lang = await page.evaluate(() => document.documentElement.lang);
        if (!lang.startsWith(locale))
          problems.push(`${address}: answered ${response?.status()} in "${lang}"`);
        problems.push(...(await findPageProblems(page, address)));
        // In mobile emulation an overflowing page is zoomed out: the document against the width given.
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) problems.push(`${address}: the document is ${scrollWidth}px wide`);
      }
      await context.close();
      expect(visited.length).toBeGreaterThan(20);
      expect(problems).toEqual([]);
    });
  }
}

async function boxOf(page: Page, selector: Parameters<Page["getByRole"]>) {
  const box = await page.getByRole(...selector).boundingBox();
  expect(box, JSON.stringify(selector)).not.toBeNull();
  return box!;
}

test("at 1280 px 'Save this search' ends the filter column, above the fold of the results", async () => {
  const context = await launchBrowser({ width: 1280, height: 900 });
  const page = await context.newPage();
  await page.goto(`${server.url}/jobs`);
  const filters = await boxOf(page, ["form", { name: "Filters" }]);
  const save = await boxOf(page, ["region", { name: "Save this search" }]);
  const results = await boxOf(page, ["region", { name: "Results" }]);
  // Right under the filters, in their column, long before the end of the results.
  expect(save.y).toBeGreaterThanOrEqual(filters.y + filters.height);
  expect(save.y - (filters.y + filters.height)).toBeLessThanOrEqual(48);
  expect(Math.abs(save.x - filters.x)).toBeLessThanOrEqual(24);
  expect(save.x + save.width).toBeLessThanOrEqual(results.x);
  expect(save.y + save.height).toBeLessThan(results.y + results.height / 2);
  await context.close();
});

type FocusTarget = { tag?: string; id?: string; label?: string; text?: string };

/** Presses Tab (or Shift+Tab) until the focused element is the target, at most 80 times. */
async function tabTo(page: Page, target: FocusTarget, back = false) {
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
    const reached = await page.evaluate(({ tag, id, label, text }) => {
      const element = document.activeElement;
      if (!element || element === document.body) return false;
      return (
        (tag === undefined || element.tagName === tag) &&
        (id === undefined || element.id === id) &&
        (label === undefined || element.getAttribute("aria-label") === label) &&
        (text === undefined || element.textContent?.trim() === text)
      );
    }, target);
    if (reached) return;
  }
  throw new Error(`Tab never reached ${JSON.stringify(target)}`);
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element ? `${element.tagName.toLowerCase()}#${element.id}` : "none";
  });

for (const { width, mobile } of WIDTHS.filter((entry) => entry.width !== 320)) {
  // An anonymous visitor's /jobs is the plain page (ADR 013): the dropdown waits for the form's Search
  // button, which sends the filter form; a chip is a link. (Focus kept on the dropdown across
  // listings is the hydrated app's, tested signed in by job-filters.test.ts.)
  test(`keyboard only at ${width} px: a filter is chosen, applied and removed on the plain page`, async () => {
    const context: BrowserContext = await launchBrowser({ width, mobile });
    const page = await context.newPage();
    await page.goto(`${server.url}/jobs`);
    expect(await runtimeScriptCount(page)).toBe(0);
    const openPanel = async () => {
      if (width >= 1024) return;
      // The filter panel is a closed disclosure on small screens: open it with the keyboard.
      await tabTo(page, { tag: "SUMMARY" });
      await page.keyboard.press("Enter");
    };
    await openPanel();
    await tabTo(page, { id: "filter-level" });
    // Choosing with the arrow keys changes the value only (WCAG 3.2.2): no navigation.
    await page.keyboard.press("ArrowDown");
    const chosen = await page.locator("#filter-level").inputValue();
    expect(chosen).not.toBe("");
    await page.waitForTimeout(1000);
    expect(page.url()).toBe(`${server.url}/jobs`);
    expect(await focused(page)).toBe("select#filter-level");
    // The user confirms with the filter form's one Search button, after the other dropdowns.
    await tabTo(page, { tag: "BUTTON", text: "Search" });
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/jobs?level=${encodeURIComponent(chosen)}`);
    const chip = page.getByRole("link", { name: `Remove ${chosen}` });
    await openPanel();
    expect(await chip.count()).toBe(1);
    // Removing the chip with Enter: the listing without it.
    await tabTo(page, { label: `Remove ${chosen}` });
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/jobs`);
    expect(await chip.count()).toBe(0);
    await context.close();
  });
}
