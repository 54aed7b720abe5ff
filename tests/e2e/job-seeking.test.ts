import * as cheerio from "cheerio";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "#server/db/query-rows";
import { axeViolations, runtimeScriptCount } from "#tests/support/page-checks";
import type { BrowserContext, Page } from "playwright-core";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { seedOrganisations } from "#server/db/seed/seed-organisations";
import { buildJob } from "#tests/factories/job-factory";
import { createSummaryExcerpt } from "#domain/text";
import { FACTORY_PASSWORD, insertAccount } from "#tests/factories/account-factory";
import { cookieOf } from "#tests/support/admin-session";
import { launchBrowser } from "#tests/support/browser";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";

// Issue #6 part A: home → search → chip filter → More Info dialog → detail → apply; the listing
// without JavaScript; closed and unknown jobs; axe at 320 and 1280 px; keyboard; reduced motion.
// The dialog, Load More in place and the keyboard's focus handling belong to the hydrated app,
// which signed-in visitors get (ADR 013): those parts run signed in (`member`).

const DAY = 86_400_000;
const SITE_URL = "https://blueboard.example";
let server: RunningServer;
let desktop: BrowserContext;
let member: BrowserContext;
const MEMBER = "seeker@example.org";
let ids: Record<string, string> = {};

const HEALTH_DESCRIPTION = `<p>Directorate-General: Health Emergencies Programme</p>
<h3>Background</h3>
<p>The Health Emergencies Programme leads the response to outbreaks and humanitarian crises worldwide. The Epidemiologist will support country offices to detect, assess and respond to public health threats in the region.</p>
<p>The incumbent will coordinate surveillance, manage data analysis and provide technical guidance to national teams and partners.</p>
<h3>Education</h3>
<ul><li>Advanced university degree in epidemiology or public health.</li></ul>
<h3>Experience</h3>
<ul><li>At least seven years of experience in outbreak response and surveillance.</li></ul>
<h3>Languages</h3>
<ul><li>Excellent knowledge of English; working knowledge of French is an asset.</li></ul>`;

// A feed's copy of a UNICEF vacancy: one paragraph, whose extractive summary is nearly all of it.
const SHORT_POSTING =
  "Under the guidance and general supervision of the Chief of Field Office and technical guidance of the Chief of Education, the Specialist is responsible for managing, implementing, monitoring, evaluating and reporting the progress of the education & skills programme portfolio within a respective Field Office.";

const NATO_CLOSES_AT = new Date(
  Math.floor((Date.now() + 60 * DAY) / DAY) * DAY + (3 * 60 + 59) * 60_000,
);
const NATO_CLOSING_DATE = new Date(NATO_CLOSES_AT.getTime() - DAY).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off", SITE_URL, SITE_NAME: "Blueboard" },
    seed: async (db) => {
      await seedOrganisations(db);
      await insertJobs(db, createSyntheticJobs(70, { now: new Date(), seed: 11 }));
      const rows = [
        buildJob({
          externalId: "who-epi-1",
          title:
            "Epidemiologist (Health Emergencies), Regional Office for Africa and Eastern Mediterranean Region",
          organization: "World Health Organization",
          organizationSlug: "who",
          location: "Geneva, Switzerland",
          city: "Geneva",
          country: "Switzerland",
          countryCode: "CH",
          description: HEALTH_DESCRIPTION,
          descriptionText:
            "Directorate-General: Health Emergencies Programme\nBackground\nThe Health Emergencies Programme leads the response to outbreaks and humanitarian crises worldwide. The Epidemiologist will support country offices to detect, assess and respond to public health threats in the region.\nThe incumbent will coordinate surveillance, manage data analysis and provide technical guidance to national teams and partners.",
          professionalField: "Medical & Health Services",
          level: "Senior",
          gradeCode: "P-4",
          postedDate: new Date(),
          link: "https://careers.who.int/job/epi-1",
          summaryExcerpt: null,
        }),
        buildJob({
          externalId: "closed-1",
          title: "Closed Procurement Officer",
          status: "closed",
          link: "https://jobs.example.org/closed",
        }),
        buildJob({
          externalId: "intern-1",
          title: "Remote Communications Intern",
          level: "Internship",
          gradeCode: null,
          isRemote: true,
          location: "Remote",
          city: null,
          country: null,
          countryCode: null,
          description:
            "<p>Grade: P-2 equivalent internship. Work from home with the communications team.</p>",
          descriptionText:
            "Grade: P-2 equivalent internship. Work from home with the communications team.",
          postedDate: new Date(Date.now() - 2 * DAY),
        }),
        buildJob({
          externalId: "nato-1",
          title: "Policy Officer",
          organization: "NATO Communications and Information Agency",
          organizationSlug: null,
          gradeCode: null,
          level: "Mid",
          description: "<p>The post is classified at grade P-3 in the Policy Division.</p>",
          descriptionText: "The post is classified at grade P-3 in the Policy Division.",
          link: "https://nato.example/job/1",
          postedDate: new Date(Date.now() - 3 * DAY),
          // 11:59 PM New York, written as 03:59 UTC the next day: the badge names the posting's day.
          expiresAt: NATO_CLOSES_AT,
          closingDate: NATO_CLOSING_DATE,
        }),
        buildJob({
          externalId: "short-1",
          title: "Education Specialist, Temporary Appointment (364 days), P-3, Kharkiv, Ukraine",
          description: `<p>${SHORT_POSTING}</p>`,
          descriptionText: SHORT_POSTING,
          summaryExcerpt: createSummaryExcerpt(SHORT_POSTING),
          link: "https://jobs.unicef.org/en-us/job/134662",
          postedDate: new Date(Date.now() - 5 * DAY),
        }),
        buildJob({
          externalId: "no-text-1",
          title: "Zanzibar Logistics Roster",
          description: "",
          descriptionText: "",
          summaryExcerpt: null,
          link: "https://jobs.example.org/zanzibar",
          postedDate: new Date(Date.now() - 4 * DAY),
        }),
      ];
      await insertJobs(db, rows);
      const rowsById = await queryRows<{ id: string; external_id: string }>(
        db,
        sql`select id, external_id from jobs where source = 'test'`,
      );
      ids = Object.fromEntries(rowsById.map((row) => [row.external_id, row.id]));
      await insertAccount(db, { email: MEMBER });
    },
  });
  desktop = await launchBrowser({ width: 1280 });
  // SITE_URL is https here, so the session cookie is a __Secure- one: sent as a header rather
  // than through the browser's cookie jar on http://127.0.0.1.
  const signedIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: SITE_URL },
    body: JSON.stringify({ email: MEMBER, password: FACTORY_PASSWORD }),
  });
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  member = await launchBrowser({ width: 1280 });
  await member.setExtraHTTPHeaders({ cookie: cookieOf(signedIn) });
});

afterAll(async () => {
  await desktop?.close();
  await member?.close();
  expect(await server?.stop()).toBe(0);
});

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function hydrated(page: Page) {
  // React attaches its root container key once hydration has run.
  await expect
    .poll(
      () =>
        page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__react"))),
      {
        timeout: E2E_WAIT,
      },
    )
    .toBe(true);
}

test("journey, signed in: home → search → chip → More Info dialog → detail → apply", async () => {
  const page = await member.newPage();
  await page.goto(`${server.url}/`);
  await hydrated(page);
  await page.getByRole("link", { name: "Find Jobs Now" }).click();
  // The search entry is the listing itself (/search redirects there).
  await page.waitForURL(`${server.url}/jobs`);
  await page.getByRole("combobox", { name: "Keywords" }).fill("epidemiologist");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL(`${server.url}/jobs?search=epidemiologist`);

  const card = page.getByRole("article").filter({ hasText: "Epidemiologist" });
  await expect.poll(() => card.count()).toBe(1);
  // Title cut at 70 characters + ellipsis; sub-line from the description; logo; flag.
  const heading = card.getByRole("heading");
  const title = await heading.innerText();
  expect(title.endsWith("…")).toBe(true);
  expect(title.length).toBeLessThanOrEqual(71);
  expect(await card.getByText("Health Emergencies Programme", { exact: true }).isVisible()).toBe(
    true,
  );
  expect(await card.locator('img[src="/flags/ch.svg"]').count()).toBe(1);
  const apply = card.getByRole("link", { name: /Apply Now/ });
  expect(await apply.getAttribute("target")).toBe("_blank");
  expect(await apply.getAttribute("rel")).toBe("noopener");
  expect(await apply.getAttribute("href")).toBe("https://careers.who.int/job/epi-1");

  // More Info: focus moves in, stays in (Tab cycles), Escape closes, focus returns.
  const moreInfo = card.getByRole("button", { name: "More Info" });
  await moreInfo.click();
  const dialog = page.getByRole("dialog");
  await expect.poll(() => dialog.isVisible(), { timeout: E2E_WAIT }).toBe(true);
  expect(await dialog.getByRole("heading", { level: 2 }).first().innerText()).toContain(
    "Epidemiologist",
  );
  await expect
    .poll(() => dialog.getByRole("heading", { name: "Job Summary" }).isVisible())
    .toBe(true);
  for (let index = 0; index < 12; index++) {
    await page.keyboard.press("Tab");
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await expect
    .poll(() => dialog.getByRole("heading", { name: "Essential Requirements" }).isVisible())
    .toBe(true);
  // Generate Summary stores an extractive summary.
  await dialog.getByRole("button", { name: "Generate Summary" }).click();
  // The summary card, not the description below it (which holds the same sentence).
  const summary = dialog.locator("#job-summary-text");
  await expect
    .poll(async () => ((await summary.count()) > 0 ? summary.innerText() : ""), {
      timeout: E2E_WAIT,
    })
    .toContain("Health Emergencies Programme leads the response");
  const stored = (await (await fetch(`${server.url}/api/v1/jobs/${ids["who-epi-1"]}`)).json()) as {
    summary_excerpt: string | null;
  };
  expect(stored.summary_excerpt).toContain("Health Emergencies Programme leads the response");
  await page.keyboard.press("Escape");
  await expect.poll(() => dialog.count()).toBe(0);
  await expect
    .poll(() => moreInfo.evaluate((element) => element === document.activeElement))
    .toBe(true);

  // The same dialog on the French listing reads in French, and its link stays in French.
  await page.goto(`${server.url}/fr/jobs?search=epidemiologist`);
  await hydrated(page);
  const frenchCard = page.getByRole("article").filter({ hasText: "Epidemiologist" });
  await frenchCard.getByRole("button", { name: /^En savoir plus/ }).click();
  const frenchDialog = page.getByRole("dialog");
  await expect
    .poll(() => frenchDialog.getByRole("heading", { name: "Résumé du poste" }).isVisible(), {
      timeout: E2E_WAIT,
    })
    .toBe(true);
  expect(await frenchDialog.getByRole("button", { name: "Fermer" }).count()).toBe(1);
  const fullPage = frenchDialog.getByRole("link", { name: "Ouvrir la page complète de l’offre" });
  expect(await fullPage.getAttribute("href")).toBe(`/fr/jobs/${ids["who-epi-1"]}`);
  await page.goto(`${server.url}/jobs?search=epidemiologist`);
  await hydrated(page);

  // A level chip sets that single filter and goes to /jobs.
  await card.getByRole("link", { name: "Level: Senior" }).click();
  await page.waitForURL(`${server.url}/jobs?level=Senior`);
  await expect.poll(() => page.getByRole("article").count()).toBeGreaterThan(0);
  const levels = await page.getByRole("link", { name: /^Level: / }).allInnerTexts();
  expect(new Set(levels.map((text) => text.trim()))).toEqual(new Set(["Senior"]));

  // Detail page: title, JSON-LD, apply link.
  await page.goto(`${server.url}/jobs/${ids["who-epi-1"]}`);
  expect(await page.title()).toBe(
    "Epidemiologist (Health Emergencies), Regional Office for Africa and Eastern Mediterranean Region at World Health Organization | Blueboard",
  );
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
    `${SITE_URL}/jobs/${ids["who-epi-1"]}`,
  );
  expect(await page.locator('meta[property="og:title"]').count()).toBe(1);
  const description = await page.locator('meta[name="description"]').getAttribute("content");
  expect(description!.length).toBeLessThanOrEqual(160);
  const data = await jsonLd(page);
  const posting = data.find((item) => item["@type"] === "JobPosting")!;
  expect(posting).toBeDefined();
  for (const key of [
    "title",
    "description",
    "datePosted",
    "hiringOrganization",
    "jobLocation",
    "validThrough",
  ]) {
    expect(posting[key], key).toBeTruthy();
  }
  expect(posting.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+00:00$/);
  expect(posting.employmentType).toBe("FULL_TIME");
  expect(posting.directApply).toBe(false);
  // The whole description in HTML, as the page shows it (Google asks for the full text).
  expect(posting.description).toBe(HEALTH_DESCRIPTION);
  expect(posting.jobLocation).toMatchObject({
    address: { addressLocality: "Geneva", addressCountry: "CH" },
  });
  expect(posting.hiringOrganization).toMatchObject({ name: "World Health Organization" });
  expect(data.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
  expect(await page.getByRole("heading", { name: "Essential Requirements" }).isVisible()).toBe(
    true,
  );
  expect(await page.getByRole("heading", { name: "Job Description" }).isVisible()).toBe(true);
  const detailApply = page.getByRole("link", { name: /APPLY NOW/ });
  expect(await detailApply.getAttribute("href")).toBe("https://careers.who.int/job/epi-1");
  expect(await detailApply.getAttribute("target")).toBe("_blank");
  expect(await detailApply.getAttribute("rel")).toBe("noopener");
  // The employer's page opens in a new tab without a handle back to us (rel=noopener).
  await member.route("https://careers.who.int/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>WHO careers</title>" }),
  );
  const [popup] = await Promise.all([page.waitForEvent("popup"), detailApply.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe("https://careers.who.int/job/epi-1");
  expect(await popup.evaluate(() => window.opener === null)).toBe(true);
  await popup.close();
  await page.close();
});

test("remote internships: INTERN, TELECOMMUTE, detected grade; NATO jobs apply via NATO's page", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs/${ids["intern-1"]}`);
  const posting = (await jsonLd(page)).find((item) => item["@type"] === "JobPosting")!;
  expect(posting.employmentType).toBe("INTERN");
  expect(posting.jobLocationType).toBe("TELECOMMUTE");
  // The posting names no country: where applicants may live is not claimed.
  expect(posting.applicantLocationRequirements).toBeUndefined();
  await page.goto(`${server.url}/jobs/${ids["nato-1"]}`);
  const closes = new Intl.DateTimeFormat("en-GB", {
    timeZone: "UTC",
    day: "numeric",
    month: "short",
    year: "numeric",
  }).format(new Date(`${NATO_CLOSING_DATE}T00:00:00Z`));
  expect(await page.getByText(`Closes ${closes}`).first().isVisible()).toBe(true);
  // Grade falls back to the one in the description (the job has none).
  expect(await page.getByRole("link", { name: "P-3", exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: /APPLY NOW/ }).getAttribute("href")).toBe(
    "https://www.nato.int/cps/en/natohq/recruit-wide.htm",
  );
  await page.close();
});

test("a short posting's page shows its text once: no summary repeating the description", async () => {
  const $ = cheerio.load(await (await fetch(`${server.url}/jobs/${ids["short-1"]}`)).text());
  expect($(".job-description").text().trim()).toBe(SHORT_POSTING);
  expect($("h2").filter((_, heading) => $(heading).text() === "Job Summary").length).toBe(0);
  // The More Info dialog, which shows no description, keeps the summary.
  const enriched = (await (
    await fetch(`${server.url}/api/v1/jobs/${ids["short-1"]}/enriched`)
  ).json()) as { summary: string | null };
  expect(enriched.summary).toBe(createSummaryExcerpt(SHORT_POSTING));
});

test("More Info on a posting without text offers no summary it cannot make", async () => {
  const page = await member.newPage();
  await page.goto(`${server.url}/jobs?search=zanzibar`);
  await hydrated(page);
  const card = page.getByRole("article").filter({ hasText: "Zanzibar Logistics Roster" });
  await card.getByRole("button", { name: "More Info" }).click();
  const dialog = page.getByRole("dialog");
  await expect
    .poll(() => dialog.getByText("gave us no description to summarise").isVisible())
    .toBe(true);
  expect(await dialog.getByRole("button", { name: "Generate Summary" }).count()).toBe(0);
  // Without an AI provider (AI_BASE_URL unset) no job page offers an AI summary.
  await page.goto(`${server.url}/jobs/${ids["who-epi-1"]}`);
  expect(await page.getByRole("heading", { name: "Job Description" }).count()).toBe(1);
  expect(await page.getByRole("button", { name: "Summarise with AI" }).count()).toBe(0);
  await page.close();
});

test("a closed job stays reachable, says it closed, no apply button, no JobPosting, noindex", async () => {
  const response = await fetch(`${server.url}/jobs/${ids["closed-1"]}`);
  expect(response.status).toBe(200);
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs/${ids["closed-1"]}`);
  expect(await page.getByText("This job has closed").isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: /APPLY NOW/ }).count()).toBe(0);
  expect((await jsonLd(page)).some((item) => item["@type"] === "JobPosting")).toBe(false);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toContain("noindex");
  await page.close();
});

test("an unknown job id answers 404 with 'Job not found' and 'Back to jobs'", async () => {
  for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
    const response = await fetch(`${server.url}/jobs/${id}`);
    expect(response.status).toBe(404);
  }
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs/00000000-0000-4000-8000-000000000000`);
  expect(await page.getByRole("heading", { name: "Job not found" }).isVisible()).toBe(true);
  await page.getByRole("link", { name: "Back to jobs" }).click();
  await page.waitForURL(`${server.url}/jobs`);
  await page.close();
});

test("bad listing parameters answer 400 with a friendly message; multi-filter URLs are noindex", async () => {
  const bad = await fetch(`${server.url}/jobs?level=Wizard&page=abc`);
  expect(bad.status).toBe(400);
  expect(await bad.text()).toContain("Some filters in this address are not valid");
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs?level=Mid`);
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
    `${SITE_URL}/jobs?level=Mid`,
  );
  await page.goto(`${server.url}/jobs?level=Mid&level=Senior`);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
  await page.close();
});

test("without JavaScript the filters are a GET form, chips remove by link, Load More is a link", async () => {
  const context = await launchBrowser({ width: 1280, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/jobs`);
  const count = Number(
    (await page.getByText(/available positions/).innerText()).replace(/\D/g, ""),
  );
  expect(count).toBeGreaterThan(25);
  await page.getByLabel("Add a level").selectOption("Mid");
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/level=Mid/);
  await page.getByLabel("Add a grade").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Search" }).click();
  await page.waitForURL(/grade=/);
  // Without JavaScript the untouched fields submit empty values: the listing redirects without them.
  expect([...new URL(page.url()).searchParams].filter(([, value]) => !value)).toEqual([]);
  expect(new URL(page.url()).searchParams.getAll("level")).toEqual(["Mid"]);
  // The chosen value left the dropdown; its chip removes it by link.
  expect(await page.getByLabel("Add a level").locator('option[value="Mid"]').count()).toBe(0);
  await page.getByRole("link", { name: "Remove Mid" }).click();
  await page.waitForURL((url) => !url.searchParams.has("level") && url.searchParams.has("grade"));
  await page.getByRole("link", { name: "Clear All", exact: true }).click();
  await page.waitForURL(`${server.url}/jobs`);
  const jobLinks = () =>
    page
      .getByRole("article")
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
  const firstPage = await jobLinks();
  expect(firstPage).toHaveLength(25);
  // Load More lists the next results below the first ones (listing-load-more.test.ts has more).
  await page.getByRole("link", { name: "Load More" }).click();
  await page.waitForURL(/shown=50/);
  // The same jobs first (their links now lead back to the longer listing).
  const twoSteps = (await jobLinks()).map((href) => href?.split("?")[0]);
  expect(twoSteps.slice(0, 25)).toEqual(firstPage.map((href) => href?.split("?")[0]));
  expect(new Set(twoSteps).size).toBe(Math.min(50, count));
  await context.close();
});

test("signed in, Load More appends the next page; the keyboard works the filter panel", async () => {
  const page = await member.newPage();
  await page.goto(`${server.url}/jobs`);
  await hydrated(page);
  const total = Number(
    (await page.getByText(/available positions/).innerText()).replace(/\D/g, ""),
  );
  expect(total).toBeGreaterThan(25);
  await expect.poll(() => page.getByRole("article").count()).toBe(25);
  await page.getByRole("button", { name: "Load More" }).click();
  await expect
    .poll(() => page.getByRole("article").count(), { timeout: E2E_WAIT })
    .toBe(Math.min(50, total));
  const links = await page
    .getByRole("article")
    .getByRole("heading")
    .getByRole("link")
    .evaluateAll((elements) => elements.map((element) => element.getAttribute("href")));
  expect(new Set(links).size).toBe(links.length);
  // The address says how many are shown, as the link without JavaScript does.
  expect(page.url()).toBe(`${server.url}/jobs?shown=${Math.min(50, total)}`);

  // Keyboard only: focus the level dropdown and choose with the arrow keys; the choice waits for
  // Enter (WCAG 3.2.2 On Input), and focus comes back to the dropdown after each change.
  const levelSelect = page.getByLabel("Add a level");
  const selectFocused = () => levelSelect.evaluate((element) => element === document.activeElement);
  await levelSelect.focus();
  await page.keyboard.press("ArrowDown");
  expect(await levelSelect.inputValue()).toBe("Internship");
  await page.waitForTimeout(500);
  expect(page.url()).toBe(`${server.url}/jobs?shown=${Math.min(50, total)}`);
  await page.keyboard.press("Enter");
  await page.waitForURL(/level=Internship/);
  const chip = page.getByRole("link", { name: "Remove Internship" });
  await expect.poll(() => chip.isVisible()).toBe(true);
  await expect.poll(selectFocused).toBe(true);
  await chip.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs`);
  await expect.poll(() => chip.count()).toBe(0);
  await expect.poll(selectFocused).toBe(true);
  // Keyword + Enter submits, resetting the page.
  await page.getByRole("combobox", { name: "Keywords" }).fill("officer");
  await page.keyboard.press("Enter");
  await page.waitForURL(`${server.url}/jobs?search=officer`);
  await page.close();
});

test("signed in, the carousel advances on its own, but not under prefers-reduced-motion", async () => {
  const reduced = await member.newPage();
  await reduced.emulateMedia({ reducedMotion: "reduce" });
  const normal = await member.newPage();
  await reduced.goto(`${server.url}/`);
  await normal.goto(`${server.url}/`);
  const region = (page: Page) => page.getByRole("region", { name: "Latest opportunities" });
  await expect
    .poll(() => region(reduced).getAttribute("data-autoplay"), { timeout: E2E_WAIT })
    .toBe("off");
  await expect
    .poll(() => region(normal).getAttribute("data-autoplay"), { timeout: E2E_WAIT })
    .toBe("on");
  expect(await region(normal).getByRole("article").count()).toBe(12);
  const scrolled = (page: Page) =>
    page.locator(".carousel-track").evaluate((element) => element.scrollLeft);
  // Wait for the normal page to advance (10 s), then check the reduced-motion one never moved.
  await expect
    .poll(() => scrolled(normal), { timeout: E2E_WAIT, interval: 500 })
    .toBeGreaterThan(0);
  expect(await scrolled(reduced)).toBe(0);
  // Next/previous buttons work either way, and loop.
  await region(reduced).getByRole("button", { name: "Next jobs" }).click();
  await expect.poll(() => scrolled(reduced)).toBeGreaterThan(0);
  await reduced.close();
  await normal.close();
});

test("anonymous on a phone, the carousel is a strip that scrolls as the keyboard moves through its cards", async () => {
  // A phone: one card and the edge of the next in view, so the far cards are well outside the
  // margin in which the browser draws them ahead (on a wide screen that margin reaches them all).
  const phone = await launchBrowser({ width: 375, mobile: true });
  const page = await phone.newPage();
  await page.goto(`${server.url}/`);
  const region = page.getByRole("region", { name: "Latest opportunities" });
  // No buttons that would need script, and nothing moves on its own.
  expect(await region.getByRole("button").count()).toBe(0);
  expect(await region.getAttribute("data-autoplay")).toBe("off");
  expect(await region.getByRole("article").count()).toBe(12);
  const track = page.locator(".carousel-track");
  expect(await track.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // Cards far from view are not drawn until they come near, and drawing them moves nothing.
  const lastCard = region.getByRole("article").last();
  const drawn = () =>
    lastCard.evaluate((card) => card.checkVisibility({ contentVisibilityAuto: true }));
  const height = () => track.evaluate((element) => element.getBoundingClientRect().height);
  expect(await drawn()).toBe(false);
  const heightBefore = await height();
  // Focus on the last card's title brings it into view.
  await lastCard.getByRole("heading").getByRole("link").focus();
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  await expect.poll(drawn).toBe(true);
  expect(await height()).toBe(heightBefore);
  await phone.close();
});

test("sitemap.xml indexes a sitemap per language, listing open jobs with lastmod and landing pages; robots.txt points at it", async () => {
  const robots = await (await fetch(`${server.url}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const index = await fetch(`${server.url}/sitemap.xml`);
  expect(index.headers.get("content-type")).toContain("application/xml");
  const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(sitemaps).toEqual(
    ["en", "fr", "es", "ar"].map((language) => `${SITE_URL}/sitemaps/${language}.xml`),
  );
  const response = await fetch(`${server.url}/sitemaps/en.xml`);
  expect(response.headers.get("content-type")).toContain("application/xml");
  const xml = await response.text();
  expect(xml).toContain(`<loc>${SITE_URL}/jobs/${ids["who-epi-1"]}</loc><lastmod>`);
  expect(xml).not.toContain(ids["closed-1"]);
  for (const path of [
    "/",
    "/jobs",
    "/blog",
    "/coaching",
    "/organization/who",
    "/field/public-health",
    "/location/switzerland",
  ]) {
    expect(xml).toContain(`<loc>${SITE_URL}${path}</loc>`);
  }
  expect(xml).not.toContain(`${SITE_URL}/fr/`);
  // The French sitemap lists the French pages only, the same job with the same lastmod.
  const french = await (await fetch(`${server.url}/sitemaps/fr.xml`)).text();
  expect(french).toContain(`<loc>${SITE_URL}/fr/jobs/${ids["who-epi-1"]}</loc><lastmod>`);
  expect(french).toContain(`<loc>${SITE_URL}/fr/organization/who</loc>`);
  expect(french).not.toContain(`<loc>${SITE_URL}/jobs`);
  expect((await fetch(`${server.url}/sitemaps/de.xml`)).status).toBe(404);
});

// One test per page and width, so that each page has the whole time limit of a test on a busy
// machine.
let narrow: BrowserContext | undefined;
afterAll(async () => {
  await narrow?.close();
});

for (const width of [320, 1280]) {
  for (const [label, path] of [
    ["/", () => "/"],
    ["/jobs?level=Senior", () => "/jobs?level=Senior"],
    ["an open job", () => `/jobs/${ids["who-epi-1"]}`],
    ["a closed job", () => `/jobs/${ids["closed-1"]}`],
  ] as const) {
    test(`no axe violations and no overflow on ${label} at ${width} px`, async () => {
      if (width !== 1280) narrow ??= await launchBrowser({ width, height: 740 });
      const page = await (width === 1280 ? desktop : narrow!).newPage();
      await page.goto(`${server.url}${path()}`);
      // What an anonymous visitor gets: the final page, without the runtime.
      expect(await runtimeScriptCount(page)).toBe(0);
      expect(await axeViolations(page, label)).toEqual([]);
      // Nothing wider than the viewport (reflow at 320 px): the document itself, since content
      // clipped by a scroller can still widen the page (tests/e2e/public-layout.test.ts covers
      // every public page, in mobile emulation too).
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, label).toBeLessThanOrEqual(0);
      await page.close();
    });
  }
}

test("no axe violations on the More Info dialog, open", async () => {
  const page = await member.newPage();
  await page.goto(`${server.url}/jobs?search=epidemiologist`);
  await hydrated(page);
  await page.getByRole("button", { name: "More Info" }).first().click();
  await expect
    .poll(() => page.getByRole("heading", { name: "Job Summary" }).isVisible(), {
      timeout: E2E_WAIT,
    })
    .toBe(true);
  expect(await axeViolations(page, "dialog")).toEqual([]);
  await page.close();
});
