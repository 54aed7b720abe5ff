import { afterAll, beforeAll, expect, test } from "vitest";
import type { AddressInfo } from "node:net";
import { axeViolations, findPageProblems, runtimeScriptCount } from "#tests/support/page-checks";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { SMTPServer } from "smtp-server";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { seedOrganisations } from "#server/db/seed/seed-organisations";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { findOrganisationBySlug } from "#domain/organisations";
import { buildJob } from "#tests/factories/job-factory";
import { launchBrowser, newPageWithoutJavaScript } from "#tests/support/browser";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";
import { keepScreenshot } from "#tests/support/screenshots";

// The location, organization and field landing pages, the blog and articles, the newsletter's
// double opt-in (mail captured by an in-process SMTP server), coaching requests, and axe with no
// sideways overflow on every page at 320 and 1280 px. One Chromium serves the whole file: a page
// at 320 px sets its own viewport, a page without JavaScript its own switch, and each page a test
// loads at 1280 px is checked with axe as soon as it is loaded, before the test acts on it.

const DAY = 86_400_000;
const SITE_URL = "https://blueboard.example";
const MAIL_FROM = "Blueboard <team@blueboard.example>";

let server: RunningServer;
let smtp: SMTPServer;
let desktop: BrowserContext;
const mails: { to: string[]; raw: string }[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  server = await startServer({
    env: {
      SEED: "none",
      TASKS: "off",
      SITE_URL,
      MAIL_FROM,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    },
    seed: async (db) => {
      await seedOrganisations(db);
      await insertJobs(db, createSyntheticJobs(80, { now: new Date(), seed: 23 }));
      const kenya = {
        location: "Nairobi, Kenya",
        city: "Nairobi",
        country: "Kenya",
        countryCode: "KE",
      };
      await insertJobs(db, [
        buildJob({
          ...kenya,
          externalId: "who-nairobi-1",
          title: "Health Emergency Officer",
          organization: "World Health Organization",
          organizationSlug: "who",
          professionalField: "Medical & Health Services",
          level: "Mid",
          gradeCode: "P-3",
        }),
        buildJob({
          ...kenya,
          externalId: "who-nairobi-2",
          title: "Epidemiologist, Disease Surveillance",
          organization: "World Health Organization",
          organizationSlug: "who",
          professionalField: "Medical & Health Services",
          level: "Senior",
          gradeCode: "P-4",
        }),
        buildJob({
          ...kenya,
          externalId: "undp-nairobi-1",
          title: "Programme Analyst, Climate Resilience",
        }),
        buildJob({
          ...kenya,
          externalId: "local-ngo-1",
          title: "Community Health Volunteer Coordinator",
          organization: "Turkana Health Partners Network",
          organizationSlug: null,
          professionalField: "Medical & Health Services",
          level: "Entry",
          gradeCode: null,
        }),
        buildJob({
          ...kenya,
          externalId: "kenya-expired-1",
          title: "Expired Logistics Officer Nairobi",
          expiresAt: new Date(Date.now() - DAY),
        }),
        buildJob({
          ...kenya,
          externalId: "undp-closed-1",
          title: "Closed Finance Associate Nairobi",
          status: "closed",
        }),
      ]);
    },
  });
  desktop = await launchBrowser({ width: 1280 });
});

afterAll(async () => {
  await desktop?.close();
  expect(await server?.stop()).toBe(0);
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

async function jsonLdTypes(page: Page): Promise<string[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => String((JSON.parse(text) as { "@type": string })["@type"]));
}

async function openJobsTotal(query: string): Promise<number> {
  const response = await fetch(`${server.url}/api/v1/jobs?${query}&perPage=1`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { total: number }).total;
}

function stat(page: Page, label: string) {
  return page
    .locator("dl div")
    .filter({ has: page.locator("dt", { hasText: label }) })
    .locator("dd");
}

test("/location/kenya: breadcrumb, hero, highlights, counts, organizations, open jobs only, about, keywords, meta", async () => {
  const page = await desktop.newPage();
  const response = await page.goto(`${server.url}/location/kenya`);
  expect(response?.status()).toBe(200);
  expect(await findPageProblems(page, "1280px /location/kenya")).toEqual([]);
  const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
  expect(await breadcrumb.getByRole("listitem").allInnerTexts()).toEqual([
    expect.stringContaining("Home"),
    expect.stringContaining("Jobs"),
    "UN and international jobs in Kenya",
  ]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "UN and international jobs in Kenya",
  );
  expect(await page.locator('main img[src="/flags/ke.svg"]').count()).toBeGreaterThan(0);
  expect(await page.getByRole("heading", { name: "A UN headquarters city" }).isVisible()).toBe(
    true,
  );

  const total = await openJobsTotal("location=Kenya");
  expect(total).toBeGreaterThanOrEqual(4);
  expect(await stat(page, "Active positions").innerText()).toBe(`${total}+`);

  const organizations = page.locator("section", {
    has: page.getByRole("heading", { name: "Organisations hiring" }),
  });
  const orgLinks = organizations.getByRole("link");
  const hrefs = await orgLinks.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.length).toBeLessThanOrEqual(10);
  expect(hrefs).toContain("/organization/who");
  expect(hrefs).toContain("/organization/undp");
  expect(hrefs).toContain("/organization/turkana-health-partners-network");

  const cards = page.locator('section[aria-labelledby="landing-jobs-heading"] > ul > li article');
  expect(await cards.count()).toBe(Math.min(total, 50));
  expect(
    await page.getByText("Epidemiologist, Disease Surveillance", { exact: true }).count(),
  ).toBe(1);
  expect(await page.getByText("Expired Logistics Officer Nairobi", { exact: true }).count()).toBe(
    0,
  );
  expect(await page.getByText("Closed Finance Associate Nairobi", { exact: true }).count()).toBe(0);

  expect(
    await page
      .getByRole("heading", { name: "Working for an international organisation in Kenya" })
      .isVisible(),
  ).toBe(true);
  const keywords = page.getByRole("list", { name: "Keywords" }).getByRole("link");
  expect(await keywords.first().getAttribute("href")).toBe("/jobs?search=Nairobi&location=Kenya");

  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
    `${SITE_URL}/location/kenya`,
  );
  expect(await page.locator('meta[property="og:title"]').getAttribute("content")).toContain(
    "Kenya",
  );
  expect(await jsonLdTypes(page)).toContain("BreadcrumbList");
  expect(await page.locator('meta[name="robots"]').count()).toBe(0);

  // Anonymous: the plain page (ADR 013), links and forms without the runtime.
  expect(await runtimeScriptCount(page)).toBe(0);
  await orgLinks.filter({ hasText: "Turkana Health Partners Network" }).click();
  await page.waitForURL(`${server.url}/organization/turkana-health-partners-network`);
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).innerText())
    .toBe("TURKANA HEALTH PARTNERS NETWORK");
  expect(
    await page.getByText("Community Health Volunteer Coordinator", { exact: true }).count(),
  ).toBe(1);
  await page.close();
});

test("/location/kenya on a phone: what lies far below the first screen is drawn only when scrolled near", async () => {
  const page = await pageAt(375);
  await page.goto(`${server.url}/location/kenya`);
  const drawn = (element: Locator) =>
    element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  const cards = page.locator('section[aria-labelledby="landing-jobs-heading"] > ul > li article');
  const cardCount = await cards.count();
  expect(cardCount).toBeGreaterThanOrEqual(4);
  const about = page.locator("#about-heading");
  const sideCard = page.locator("#organizations-heading");
  // The first card is drawn with the page; the cards far after it, the about text and the side
  // cards wait until they come near (a slow phone styles and lays out only the first screens).
  expect(await drawn(cards.first())).toBe(true);
  expect(await drawn(cards.nth(cardCount - 2))).toBe(false);
  expect(await drawn(about)).toBe(false);
  expect(await drawn(sideCard)).toBe(false);
  await about.evaluate((heading) => heading.scrollIntoView());
  await expect.poll(() => drawn(about)).toBe(true);
  await sideCard.evaluate((heading) => heading.scrollIntoView());
  await expect.poll(() => drawn(sideCard)).toBe(true);
  expect(await findPageProblems(page, "375px /location/kenya (scrolled)")).toEqual([]);
  await page.close();
});

test("an unknown location gets the generic title, no highlights and the empty state", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/location/atlantis`);
  expect(await findPageProblems(page, "1280px /location/atlantis")).toEqual([]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Jobs in Atlantis");
  expect(await page.getByText("No jobs found in Atlantis").isVisible()).toBe(true);
  expect(await page.getByRole("heading", { name: "Highlights" }).count()).toBe(0);
  expect(await stat(page, "Active positions").innerText()).toBe("0");
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
  await page.getByRole("link", { name: "Browse All Jobs" }).click();
  await page.waitForURL(`${server.url}/jobs`);
  await page.close();
});

test("/organization/undp: profile cards, careers button, locations, levels, open jobs only", async () => {
  const undp = findOrganisationBySlug("undp")!;
  const page = await desktop.newPage();
  await page.goto(`${server.url}/organization/undp`);
  expect(await findPageProblems(page, "1280px /organization/undp")).toEqual([]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "United Nations Development Programme (UNDP)",
  );
  expect(await stat(page, "Founded").innerText()).toBe(String(undp.foundedYear));
  expect(await stat(page, "Headquarters").innerText()).toBe(undp.headquarters);
  const total = await openJobsTotal("organization=undp");
  expect(total).toBeGreaterThan(0);
  expect(await stat(page, "Active positions").innerText()).toBe(`${total}+`);
  const careers = page.getByRole("link", { name: /Visit Official Careers Site/ });
  expect(await careers.getAttribute("href")).toBe(undp.careersUrl);
  expect(await careers.getAttribute("target")).toBe("_blank");
  for (const area of undp.focusAreas)
    expect(await page.getByText(area, { exact: true }).count()).toBe(1);

  const locations = page.getByRole("list", { name: "Hiring locations" }).getByRole("link");
  const locationHrefs = await locations.evaluateAll((links) =>
    links.map((link) => link.getAttribute("href")),
  );
  expect(locationHrefs).toContain("/location/kenya");
  expect(locationHrefs.length).toBeLessThanOrEqual(15);
  expect(
    await page.getByRole("list", { name: "Job levels" }).getByRole("link").count(),
  ).toBeGreaterThan(0);
  expect(
    await page.getByText("Programme Analyst, Climate Resilience", { exact: true }).count(),
  ).toBe(1);
  expect(await page.getByText("Closed Finance Associate Nairobi", { exact: true }).count()).toBe(0);
  await page.close();
});

test("organizations without jobs: the registry one links to its careers page, an unknown slug is uppercased", async () => {
  const icrc = findOrganisationBySlug("icrc")!;
  const page = await desktop.newPage();
  await page.goto(`${server.url}/organization/icrc`);
  expect(await openJobsTotal("organization=icrc")).toBe(0);
  expect(await page.getByText("No open positions at ICRC right now").isVisible()).toBe(true);
  expect(await page.getByRole("link", { name: /Official careers page/ }).getAttribute("href")).toBe(
    icrc.careersUrl,
  );

  await page.goto(`${server.url}/organization/foo-bar-agency`);
  expect(await findPageProblems(page, "1280px /organization/foo-bar-agency")).toEqual([]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("FOO BAR AGENCY");
  expect(await page.getByRole("link", { name: "Browse All Jobs" }).getAttribute("href")).toBe(
    "/jobs",
  );
  expect(await page.getByRole("link", { name: /Visit Official Careers Site/ }).count()).toBe(0);
  await page.close();
});

test("/field/public-health: content, counts, organizations, jobs; an unknown field is a 404", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/field/public-health`);
  expect(await findPageProblems(page, "1280px /field/public-health")).toEqual([]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Public health jobs");
  expect(
    await page.getByText("Medical & Health Services", { exact: true }).first().isVisible(),
  ).toBe(true);
  for (const heading of ["Key skills", "Common career paths", "Typical organisations"]) {
    expect(await page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
  }
  const total = await openJobsTotal("field=medical-health-services");
  expect(await stat(page, "Active positions").innerText()).toBe(`${total}+`);
  const levels = await stat(page, "Job levels").innerText();
  expect(Number(levels)).toBeGreaterThanOrEqual(3); // Mid, Senior, Entry from the hand-built rows
  const organizations = page.locator("section", {
    has: page.getByRole("heading", { name: "Organisations hiring" }),
  });
  const hrefs = await organizations
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  expect(hrefs).toContain("/organization/who");
  expect(hrefs.length).toBeLessThanOrEqual(12);
  expect(await page.getByText("Health Emergency Officer", { exact: true }).count()).toBe(1);

  const response = await fetch(`${server.url}/field/underwater-basket-weaving`);
  expect(response.status).toBe(404);
  await page.goto(`${server.url}/field/underwater-basket-weaving`);
  expect(await findPageProblems(page, "1280px /field/underwater-basket-weaving")).toEqual([]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Field not found");
  await page.getByRole("link", { name: "Browse All Jobs" }).click();
  await page.waitForURL(`${server.url}/jobs`);
  await page.close();
});

test("/blog: table of contents open by default, Hide/Show, anchors; one full story link; structured data", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/blog`);
  expect(await findPageProblems(page, "1280px /blog")).toEqual([]);
  expect(await page.getByText("September 2025").isVisible()).toBe(true);
  const toc = page.locator("details");
  const tocLink = page.getByRole("link", { name: "2. Merging UNDP and UNOPS" });
  expect(await toc.getAttribute("open")).not.toBeNull();
  expect(await tocLink.isVisible()).toBe(true);
  const summary = toc.locator("summary");
  expect(await summary.innerText()).toContain("Hide");
  await summary.click();
  await expect.poll(() => tocLink.isVisible()).toBe(false);
  expect(await summary.innerText()).toContain("Show");
  await summary.click();
  await expect.poll(() => tocLink.isVisible()).toBe(true);
  await tocLink.click();
  await page.waitForURL(`${server.url}/blog#undp-unops-merger`);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const top = document.getElementById("undp-unops-merger")!.getBoundingClientRect().top;
        return top >= 0 && top < window.innerHeight / 2;
      }),
    )
    .toBe(true);

  for (const title of [
    "1. Sunsetting UNAIDS",
    "2. Merging UNDP and UNOPS",
    "3. Merging UNFPA and UN Women",
    "4. Realigning economic expertise",
    "5. Support for LDCs, LLDCs and SIDS",
  ]) {
    expect(await page.getByRole("heading", { level: 2, name: title }).count()).toBe(1);
  }
  expect(await page.getByText("Career tip", { exact: true }).count()).toBe(5);
  expect(await page.locator('a[href="/unaids-sunset"]').count()).toBe(1);
  expect(await page.getByText("Full story coming soon").count()).toBe(4);
  expect((await jsonLdTypes(page)).sort()).toEqual([
    "Article",
    "BreadcrumbList",
    "FAQPage",
    "HowTo",
  ]);
  expect(await page.getByText("No spam. Unsubscribe anytime.").isVisible()).toBe(true);
  expect(await page.getByText(/5,000\+ readers/).isVisible()).toBe(true);
  await page.close();
});

test("newsletter: inline error, then double opt-in through the e-mailed link; the link works once", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/blog`);
  // Anonymous: the plain page (ADR 013), links and forms without the runtime.
  expect(await runtimeScriptCount(page)).toBe(0);
  // The plain form posts to /newsletter, which answers with the error at the field (the
  // hydrated app shows it in place; see the test without JavaScript for the same page).
  const form = page.locator("#subscribe");
  await form.getByRole("textbox", { name: "E-mail address" }).fill("not-an-address");
  await form.getByRole("button", { name: "Subscribe Now" }).click();
  await page.waitForURL(`${server.url}/newsletter`);
  expect(await page.getByRole("alert").innerText()).toContain("valid e-mail address");
  const email = page.getByRole("textbox", { name: "E-mail address" });
  expect(await email.getAttribute("aria-invalid")).toBe("true");

  const before = mails.length;
  await email.fill("Reader.One@Example.org");
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect
    .poll(() => page.getByRole("status").textContent(), { timeout: E2E_WAIT })
    .toContain("check your inbox")
    .catch((error: unknown) => {
      throw new Error(`${String(error)}\n${server.output().slice(-3000)}`);
    });
  expect(page.url()).toBe(`${server.url}/newsletter`);
  await expect.poll(() => mails.length).toBe(before + 1);
  const mail = mails.at(-1)!;
  expect(mail.to).toEqual(["reader.one@example.org"]);
  // Quoted-printable: drop soft line breaks, decode =XX.
  const raw = mail.raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const link = /https:\/\/blueboard\.example\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(
    raw,
  );
  expect(link).not.toBeNull();
  const confirmPath = `/newsletter/confirm?token=${link![1]}`;

  await page.goto(`${server.url}${confirmPath}`);
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).innerText())
    .toBe("Thank you for subscribing");

  // Token reuse is refused.
  const reuse = await page.goto(`${server.url}${confirmPath}`);
  expect(reuse?.status()).toBe(400);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "This link has expired or was already used",
  );

  // Signing up again gives the same answer (no leak of the existing subscription).
  await page.goto(`${server.url}/blog`);
  // Anonymous: the plain page (ADR 013), links and forms without the runtime.
  expect(await runtimeScriptCount(page)).toBe(0);
  await page
    .locator("#subscribe")
    .getByRole("textbox", { name: "E-mail address" })
    .fill("reader.one@example.org");
  await page.locator("#subscribe").getByRole("button", { name: "Subscribe Now" }).click();
  await page.waitForURL(`${server.url}/newsletter`);
  await expect.poll(() => page.getByRole("status").textContent()).toContain("check your inbox");
  await page.close();
});

test("newsletter without JavaScript: a plain POST answers with a page", async () => {
  const page = await newPageWithoutJavaScript(desktop);
  await page.goto(`${server.url}/unaids-sunset`);
  await page.locator("#subscribe").getByRole("textbox", { name: "E-mail address" }).fill("bad@");
  await page.locator("#subscribe").getByRole("button", { name: "Subscribe Now" }).click();
  await page.waitForURL(`${server.url}/newsletter`);
  expect(await page.getByRole("alert").innerText()).toContain("valid e-mail address");
  await page.getByRole("textbox", { name: "E-mail address" }).fill("offline.reader@example.org");
  await page.getByRole("button", { name: "Subscribe Now" }).click();
  await expect.poll(() => page.getByRole("status").innerText()).toContain("check your inbox");
  await expect
    .poll(() => mails.some((mail) => mail.to.includes("offline.reader@example.org")))
    .toBe(true);
  await page.close();
});

test("articles: titles, dates and the sidebar", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/unaids-sunset`);
  expect(await findPageProblems(page, "1280px /unaids-sunset")).toEqual([]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "What Does Sunsetting UNAIDS Mean for Global Health Careers?",
  );
  expect(await page.locator("header time").innerText()).toBe("September 2025");
  expect(await page.getByRole("link", { name: "Subscribe Free" }).getAttribute("href")).toBe(
    "#subscribe",
  );
  expect(
    await page.locator("#subscribe").getByRole("textbox", { name: "E-mail address" }).count(),
  ).toBe(1);
  const sidebar = page.getByRole("navigation", { name: "Stay ahead" });
  expect(
    await sidebar.getByRole("link", { name: "Explore Career Coaching" }).getAttribute("href"),
  ).toBe("#coaching");
  expect(await page.locator("#subscribe").count()).toBe(1);
  expect(
    await page
      .locator("#coaching")
      .getByRole("link", { name: "Explore Career Coaching" })
      .getAttribute("href"),
  ).toBe("/coaching");
  expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]));

  await page.goto(`${server.url}/un-budget-crisis`);
  expect(await findPageProblems(page, "1280px /un-budget-crisis")).toEqual([]);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain(
    "UN 2026 Budget Crisis",
  );
  expect(await page.locator("header time").innerText()).toBe("October 2025");
  const trending = page.getByRole("navigation", { name: "Trending guides" }).getByRole("link");
  expect(
    await trending.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
  ).toEqual(["/unaids-sunset", "/blog"]);
  await page.close();
});

test("the articles in French and Arabic: their language, alternates and links; Arabic right to left", async () => {
  const page = await pageAt(375);
  await page.goto(`${server.url}/fr/un-budget-crisis`);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "La crise budgétaire de l’ONU en 2026 : quelles conséquences pour votre carrière ?",
  );
  expect(await page.locator("header time").innerText()).toBe("octobre 2025");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`),
    );
  expect(alternates).toEqual([
    `en ${SITE_URL}/un-budget-crisis`,
    `fr ${SITE_URL}/fr/un-budget-crisis`,
    `es ${SITE_URL}/es/un-budget-crisis`,
    `ar ${SITE_URL}/ar/un-budget-crisis`,
    `x-default ${SITE_URL}/un-budget-crisis`,
  ]);
  expect(await page.getByRole("link", { name: "Notre liste d’offres" }).getAttribute("href")).toBe(
    "/fr/jobs",
  );
  const trending = page.getByRole("navigation", { name: "Guides les plus lus" }).getByRole("link");
  expect(
    await trending.evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
  ).toEqual(["/fr/unaids-sunset", "/fr/blog"]);
  expect(await findPageProblems(page, "375px /fr/un-budget-crisis")).toEqual([]);
  await keepScreenshot(page, "un-budget-crisis-fr-375");

  await page.goto(`${server.url}/ar/blog`);
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  expect(await page.locator("html").getAttribute("lang")).toBe("ar");
  expect(
    await page
      .getByRole("heading", {
        level: 2,
        name: "2. دمج برنامج الأمم المتحدة الإنمائي ومكتب الأمم المتحدة لخدمات المشاريع",
      })
      .count(),
  ).toBe(1);
  expect(await page.getByText("نصيحة مهنية", { exact: true }).count()).toBe(5);
  // The blog leads to the article in the page's language.
  expect(await page.locator('a[href="/ar/unaids-sunset"]').count()).toBe(1);
  expect(await findPageProblems(page, "375px /ar/blog")).toEqual([]);
  await keepScreenshot(page, "blog-ar-375");
  await page.close();
});

test("/coaching: errors name each field; a valid request is confirmed on the page and by e-mail", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/coaching`);
  expect(await findPageProblems(page, "1280px /coaching")).toEqual([]);
  // Anonymous: the plain page (ADR 013), links and forms without the runtime.
  expect(await runtimeScriptCount(page)).toBe(0);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect
    .poll(() => page.getByRole("alert").first().innerText())
    .toContain("Please correct the 4 fields");
  expect(await page.getByRole("textbox", { name: "Name" }).getAttribute("aria-invalid")).toBe(
    "true",
  );
  expect(await page.getByText("Please enter your e-mail address.").isVisible()).toBe(true);
  // The form with its errors showing is checked too.
  expect(await findPageProblems(page, "1280px /coaching (errors)")).toEqual([]);

  const before = mails.length;
  await page.getByRole("textbox", { name: "Name" }).fill("Amina Diallo");
  await page.getByRole("textbox", { name: "E-mail address" }).fill("amina@example.org");
  await page
    .getByRole("combobox", { name: "Current situation" })
    .selectOption("Early-career professional");
  await page
    .getByRole("textbox", { name: "Your goal" })
    .fill("Prepare for my first P-2 interview at UNICEF.");
  await page.getByRole("combobox", { name: "Preferred language" }).selectOption("French");
  await page.getByRole("button", { name: "Send request" }).click();
  await expect
    .poll(() => page.getByRole("status").innerText())
    .toContain("Thank you, Amina Diallo.");
  await expect.poll(() => mails.length).toBe(before + 2);
  const recipients = mails
    .slice(before)
    .flatMap((mail) => mail.to)
    .sort();
  expect(recipients).toEqual(["amina@example.org", "team@blueboard.example"]);
  await page.close();
});

test("/fr/coaching and /ar/coaching read in their language, errors included; Arabic right to left", async () => {
  const page = await pageAt(375);
  await page.goto(`${server.url}/fr/coaching`);
  expect(await page.getByRole("heading", { name: "Ce que couvre le coaching" }).isVisible()).toBe(
    true,
  );
  expect(await page.getByRole("link", { name: "page des offres" }).getAttribute("href")).toBe(
    "/fr/jobs",
  );
  await page.getByRole("button", { name: "Envoyer la demande" }).click();
  await expect
    .poll(() => page.getByRole("alert").first().innerText())
    .toBe("Veuillez corriger les 4 champs signalés ci-dessous.");
  expect(await page.getByText("Veuillez indiquer votre adresse électronique.").isVisible()).toBe(
    true,
  );
  await keepScreenshot(page, "coaching-fr-375");
  await page.goto(`${server.url}/ar/coaching`);
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "التوجيه المهني لمنظومة الأمم المتحدة والمنظمات الدولية",
  );
  await keepScreenshot(page, "coaching-ar-375");
  await page.close();
});

test("footer links lead to real pages", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/`);
  const footer = page.locator("footer");
  for (const [name, path, heading] of [
    ["About", "/about", "About Blueboard"],
    ["Privacy Policy", "/privacy", "Privacy policy"],
    ["Terms of Service", "/terms", "Terms of service"],
  ] as const) {
    expect(await footer.getByRole("link", { name }).getAttribute("href")).toBe(path);
    const response = await page.goto(`${server.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(await findPageProblems(page, `1280px ${path}`)).toEqual([]);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
  }
  // The about page credits GeoNames, whose towns place a lone town's name at ingestion.
  await page.goto(`${server.url}/about`);
  expect(await page.getByRole("link", { name: "GeoNames" }).getAttribute("href")).toBe(
    "https://www.geonames.org/",
  );
  await page.close();
});

// Every page at 320 px, each in its own test so that each has the whole time limit of a test on a
// busy machine; at 1280 px the tests above check each page they load, and /newsletter is checked
// here.
const AXE_PAGES = [
  "/location/kenya",
  "/location/atlantis",
  "/organization/undp",
  "/organization/foo-bar-agency",
  "/field/public-health",
  "/field/underwater-basket-weaving",
  "/blog",
  "/unaids-sunset",
  "/un-budget-crisis",
  "/coaching",
  "/newsletter",
  "/about",
  "/privacy",
  "/terms",
];

/** A new page of the file's one Chromium with the viewport of `width` (800 px high at 320 px). */
async function pageAt(width: number): Promise<Page> {
  const page = await desktop.newPage();
  if (width !== 1280) await page.setViewportSize({ width, height: 800 });
  return page;
}

const AXE_CHECKS = [
  ...AXE_PAGES.map((path) => ({ path, width: 320 })),
  { path: "/newsletter", width: 1280 },
];
for (const { path, width } of AXE_CHECKS) {
  test(`no axe violations and no overflow on ${path} at ${width} px`, async () => {
    const page = await pageAt(width);
    await page.goto(`${server.url}${path}`);
    const problems = await findPageProblems(page, `${width}px ${path}`);
    await page.close();
    expect(problems).toEqual([]);
  });
}

test("no axe violations on the coaching form with its errors showing at 320 px", async () => {
  const page = await pageAt(320);
  await page.goto(`${server.url}/coaching`);
  // Anonymous: the plain page (ADR 013), links and forms without the runtime.
  expect(await runtimeScriptCount(page)).toBe(0);
  await page.getByRole("button", { name: "Send request" }).click();
  await expect.poll(() => page.getByRole("alert").count()).toBeGreaterThan(0);
  const violations = await axeViolations(page, "320px /coaching (errors)");
  await page.close();
  expect(violations).toEqual([]);
});
