import { afterAll, beforeAll, expect, test } from "vitest";
import type { Page } from "playwright-core";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { launchBrowser } from "#tests/support/browser";
import { findPageProblems, runtimeScriptCount } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The region and contract-type filters worked with the keyboard alone, in the hydrated app a
// signed-in visitor gets (a choice waits for Enter or the dropdown's Apply button: WCAG 3.2.2;
// focus stays on the dropdown) and on the plain page anonymous visitors get (the GET form and its
// one Search button), at 1280 and 375 px: applied, shown as chips, a chip removed; the page
// stays axe-clean without sideways scrolling. The order, "closing within" and place-of-work
// dropdowns are applied with the form's one Search button, with and without JavaScript.

let server: RunningServer;
const MEMBER = "filters@example.org";

const place = (city: string, country: string, countryCode: string, region: string) => ({
  location: `${city}, ${country}`,
  city,
  country,
  countryCode,
  region,
});

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertJobs(db, [
        buildJob({
          title: "National Consultant, Nairobi",
          ...place("Nairobi", "Kenya", "KE", "Africa"),
          contractType: "consultant",
          nationalsOnly: true,
        }),
        buildJob({
          title: "Programme Specialist, Nairobi",
          ...place("Nairobi", "Kenya", "KE", "Africa"),
          contractType: "staff",
          nationalsOnly: false,
        }),
        buildJob({
          title: "Evaluation Consultant, Geneva",
          ...place("Geneva", "Switzerland", "CH", "Europe"),
          contractType: "consultant",
        }),
        buildJob({
          title: "Finance Assistant, Accra",
          ...place("Accra", "Ghana", "GH", "Africa"),
          gradeCode: "G-5",
          contractType: "national",
        }),
      ]);
      const day = 86_400_000;
      await insertJobs(db, [
        // Neither in Africa nor a consultancy, staff or national post: the journeys above do not list them.
        buildJob({
          title: "Emergency Coordinator, Kabul",
          ...place("Kabul", "Afghanistan", "AF", "Asia"),
          postedDate: new Date(Date.now() - 3 * day),
          expiresAt: new Date(Date.now() + 5 * day),
        }),
        buildJob({
          title: "Data Analyst, Home-based",
          location: "Home-based",
          city: null,
          country: null,
          countryCode: null,
          region: null,
          isRemote: true,
          postedDate: new Date(Date.now() - 40 * day),
          expiresAt: new Date(Date.now() + 40 * day),
        }),
      ]);
      await insertAccount(db, { email: MEMBER });
    },
  });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

/** Presses Tab until the element with this tag, id, name or text has focus, at most 80 times. */
async function tabTo(
  page: Page,
  target: { tag?: string; id?: string; label?: string; text?: string },
) {
  for (let step = 0; step < 80; step++) {
    await page.keyboard.press("Tab");
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

/** Moves a focused, closed dropdown to the option with this label using the arrow keys only. */
async function arrowTo(page: Page, id: string, label: string) {
  for (let step = 0; step < 40; step++) {
    const text = await page.evaluate((selectId) => {
      const select = document.getElementById(selectId) as HTMLSelectElement;
      return select.selectedOptions[0]?.textContent?.trim() ?? "";
    }, id);
    if (text.startsWith(label)) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Error(`#${id} has no option ${label}`);
}

const results = (page: Page) =>
  page
    .locator("#results li h2")
    .allTextContents()
    .then((titles) => titles.map((title) => title.trim()).sort());

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");

test("signed in at 1280 px: region and contract chosen by keyboard, applied on Enter, a chip removed, focus kept, a waiting choice applied with its Apply button", async () => {
  const context = await openBrowserAs(server, await signInAs(server, MEMBER), { width: 1280 });
  const page = await context.newPage();
  await page.goto(`${server.url}/jobs`);
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
  await tabTo(page, { id: "filter-region" });
  await arrowTo(page, "filter-region", "Eastern Africa");
  // The arrow keys only change the value: no navigation until Enter.
  await page.waitForTimeout(500);
  expect(page.url()).toBe(`${server.url}/jobs`);
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?region=eastern-africa`);
  await expect
    .poll(() => results(page))
    .toEqual(["National Consultant, Nairobi", "Programme Specialist, Nairobi"]);
  // Focus returns to the dropdown the user worked, never the body.
  await expect.poll(() => focusedId(page)).toBe("filter-region");

  await tabTo(page, { id: "filter-contract" });
  await arrowTo(page, "filter-contract", "Consultancy");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?region=eastern-africa&contract=consultant`);
  await expect.poll(() => results(page)).toEqual(["National Consultant, Nairobi"]);
  expect(await findPageProblems(page, "/jobs?region&contract")).toEqual([]);

  // Removing the region chip with the keyboard keeps the contract filter.
  await page.locator("#filter-contract").focus();
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press("Shift+Tab");
    const label = await page.evaluate(() => document.activeElement?.getAttribute("aria-label"));
    if (label === "Remove Eastern Africa") break;
  }
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?contract=consultant`);
  await expect
    .poll(() => results(page))
    .toEqual(["Evaluation Consultant, Geneva", "National Consultant, Nairobi"]);
  // A removed chip sends focus to its group's dropdown.
  await expect.poll(() => focusedId(page)).toBe("filter-region");

  // A dropdown's Apply button shows only while a keyboard choice waits, and applies it.
  const applyNationals = page.getByRole("button", { name: "Apply nationals only" });
  expect(await applyNationals.count()).toBe(0);
  await page.locator("#filter-nationalsOnly").focus();
  await arrowTo(page, "filter-nationalsOnly", "Leave out jobs for nationals only");
  await applyNationals.click();
  await page.waitForURL(`${server.url}/jobs?contract=consultant&nationalsOnly=false`);
  await expect.poll(() => results(page)).toEqual(["Evaluation Consultant, Geneva"]);
  expect(await applyNationals.count()).toBe(0);
  await context.close();
});

test("without JavaScript at 375 px: the GET form applies region and contract, a chip link removes one, eleven locations are refused at the field", async () => {
  const context = await launchBrowser({ width: 375, mobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/jobs`);
  // The filter panel is a closed disclosure on small screens: opened with the keyboard.
  await tabTo(page, { tag: "SUMMARY" });
  await page.keyboard.press("Enter");
  await tabTo(page, { id: "filter-region" });
  await arrowTo(page, "filter-region", "Africa");
  // The form's one submit button sends it: no dropdown has a button of its own.
  expect(
    await page
      .locator("#filters-heading")
      .evaluate(
        (heading) => heading.closest("form")!.querySelectorAll("button, input[type=submit]").length,
      ),
  ).toBe(1);
  await tabTo(page, { text: "Search" });
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?region=africa`);
  expect(await results(page)).toEqual([
    "Finance Assistant, Accra",
    "National Consultant, Nairobi",
    "Programme Specialist, Nairobi",
  ]);
  await tabTo(page, { tag: "SUMMARY" });
  await page.keyboard.press("Enter");
  await tabTo(page, { id: "filter-contract" });
  await arrowTo(page, "filter-contract", "Staff (international)");
  await tabTo(page, { text: "Search" });
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?region=africa&contract=staff`);
  expect(await results(page)).toEqual(["Programme Specialist, Nairobi"]);
  await tabTo(page, { tag: "SUMMARY" });
  await page.keyboard.press("Enter");
  await tabTo(page, { label: "Remove Staff (international)" });
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?region=africa`);
  expect(await results(page)).toEqual([
    "Finance Assistant, Accra",
    "National Consultant, Nairobi",
    "Programme Specialist, Nairobi",
  ]);

  const eleven = Array.from({ length: 11 }, (_, n) => `City ${n}`).join(", ");
  const response = await page.goto(`${server.url}/jobs?location=${encodeURIComponent(eleven)}`);
  expect(response?.status()).toBe(400);
  await expect
    .poll(() => page.locator("#jobs-location-error").textContent())
    .toBe("Location accepts at most 10 locations (11 given).");
  expect(await page.locator("#jobs-location").inputValue()).toBe(eleven);
  await context.close();

  // axe runs in the page: the same listing at 375 px with scripts on (an anonymous visitor still
  // gets the plain page), the filter panel open.
  const phone = await launchBrowser({ width: 375, mobile: true });
  const checked = await phone.newPage();
  await checked.goto(`${server.url}/jobs?region=africa&contract=staff&nationalsOnly=false`);
  expect(await runtimeScriptCount(checked)).toBe(0);
  await checked.locator("summary").first().click();
  expect(await findPageProblems(checked, "/jobs?region&contract&nationalsOnly at 375 px")).toEqual(
    [],
  );
  await phone.close();
});

test("sort, closing within and place of work: applied with the form's Search button without JavaScript at 375 px and in the hydrated app at 1280 px; an unknown sort answers 400", async () => {
  const context = await launchBrowser({ width: 375, mobile: true, javaScriptEnabled: false });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(`${server.url}/jobs`);
  await page.locator("summary").first().click();
  // Labelled controls; without keywords the default order is newest first.
  expect(await page.getByLabel("Sort by").locator("option").allTextContents()).toEqual([
    "Newest first",
    "Closing soonest",
  ]);
  await page.getByLabel("Sort by").selectOption("deadline");
  await page.getByLabel("Closing").selectOption("7");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(`${server.url}/jobs?sort=deadline&closingWithin=7`);
  expect(await results(page)).toEqual(["Emergency Coordinator, Kabul"]);
  // The posting day beside the closing date, in a <time datetime>.
  const posted = page.locator("#results article time").first();
  expect(await posted.textContent()).toBe("Posted 3 days ago");
  expect(await posted.getAttribute("datetime")).toBe(
    new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10),
  );

  // The form shows the address's choices, and the next Search keeps or changes them.
  await page.locator("summary").first().click();
  expect(await page.getByLabel("Sort by").inputValue()).toBe("deadline");
  expect(await page.getByLabel("Closing").inputValue()).toBe("7");
  await page.getByLabel("Closing").selectOption("");
  await page.getByLabel("Place of work").selectOption("true");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(`${server.url}/jobs?sort=deadline&remote=true`);
  expect(await results(page)).toEqual(["Data Analyst, Home-based"]);
  // Forty days ago reads as the date.
  expect(await page.locator("#results article time").first().textContent()).toMatch(
    /^Posted \d{1,2} [A-Z][a-z]{2,3} \d{4}$/,
  );
  // Keywords bring "Best match", the default order with them, left out of the address.
  await page.locator("summary").first().click();
  await page.getByLabel("Keywords").fill("coordinator");
  await page.getByLabel("Place of work").selectOption("");
  await page.getByLabel("Sort by").selectOption("");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(`${server.url}/jobs?search=coordinator`);
  await page.locator("summary").first().click();
  expect(await page.getByLabel("Sort by").locator("option").allTextContents()).toEqual([
    "Best match",
    "Newest first",
    "Closing soonest",
  ]);

  // An order the listing does not know is refused as other closed-list values are.
  const refused = await page.goto(`${server.url}/jobs?sort=popular`);
  expect(refused?.status()).toBe(400);
  expect(await page.getByRole("alert").textContent()).toContain(
    "sort must be one of: relevance, newest, deadline",
  );
  await context.close();

  // axe runs in the page: the same listing at 375 px with scripts on (still the plain page).
  const phone = await launchBrowser({ width: 375, mobile: true });
  const checked = await phone.newPage();
  await checked.goto(`${server.url}/jobs?sort=deadline&remote=true&closingWithin=30`);
  expect(await runtimeScriptCount(checked)).toBe(0);
  await checked.locator("summary").first().click();
  expect(await findPageProblems(checked, "/jobs?sort&remote&closingWithin at 375 px")).toEqual([]);
  await phone.close();

  const signedIn = await openBrowserAs(server, await signInAs(server, MEMBER), { width: 1280 });
  const app = await signedIn.newPage();
  await app.goto(`${server.url}/jobs`);
  await expect
    .poll(() =>
      app.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
    )
    .toBe(true);
  await app.getByLabel("Closing").selectOption("30");
  await app.getByLabel("Place of work").selectOption("false");
  await app.getByRole("button", { name: "Search", exact: true }).click();
  await app.waitForURL(`${server.url}/jobs?closingWithin=30&remote=false`);
  // The address changes before the new list arrives: wait for the list itself, which was already
  // showing the Kabul job, to lose the home-based one.
  await expect.poll(() => results(app)).not.toContain("Data Analyst, Home-based");
  expect(await results(app)).toContain("Emergency Coordinator, Kabul");
  expect(await findPageProblems(app, "/jobs?closingWithin&remote at 1280 px")).toEqual([]);
  await signedIn.close();
});
