import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import { queryRows } from "#server/db/query-rows";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { closeBrowser, launchBrowser } from "#tests/support/browser";
import { findPageProblems, runtimeScriptCount } from "#tests/support/page-checks";

// The interface in French, Spanish and Arabic: the address says the language (/fr/, /es/, /ar/),
// the page is translated on the server and served without scripts, Arabic reads right to left,
// and the language links keep the page and its query.

let server: RunningServer;
let jobId = "";
const SITE = "https://blueboard.example";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off", SITE_URL: SITE },
    seed: async (db) => {
      const closes = new Date(Date.now() + 3 * 86_400_000 + 3_600_000);
      await insertJobs(db, [
        buildJob({
          externalId: "lang-1",
          title: "Programme Officer",
          organization: "World Health Organization",
          organizationSlug: "who",
          location: "Nairobi, Kenya",
          city: "Nairobi",
          country: "Kenya",
          countryCode: "KE",
          professionalField: "Medical & Health Services",
          level: "Senior",
          gradeCode: "P-4",
          postedDate: new Date(Date.now() - 2 * 86_400_000),
          expiresAt: closes,
        }),
      ]);
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id from jobs where external_id = 'lang-1'`,
      );
      jobId = rows[0]!.id;
    },
  });
});

afterAll(async () => {
  await closeBrowser();
  await server?.stop();
});

test("the language links keep the page and its query; unknown prefixes are not pages", async () => {
  const html = await (
    await fetch(`${server.url}/es/jobs/${jobId}?from=%2Fjobs%3Flevel%3DSenior`)
  ).text();
  expect(html).toContain('<html lang="es" dir="ltr">');
  for (const [locale, href] of [
    ["en", `/jobs/${jobId}?from=%2Fjobs%3Flevel%3DSenior`],
    ["fr", `/fr/jobs/${jobId}?from=%2Fjobs%3Flevel%3DSenior`],
    ["ar", `/ar/jobs/${jobId}?from=%2Fjobs%3Flevel%3DSenior`],
  ])
    expect(html).toContain(`href="${href}" hrefLang="${locale}" lang="${locale}"`);
  // "Back to listings" returns to the listing the visitor came from, in Spanish.
  expect(html).toContain('href="/es/jobs?level=Senior"');
  expect((await fetch(`${server.url}/de/jobs`)).status).toBe(404);
  expect((await fetch(`${server.url}/fr/dashboard`)).status).toBe(404);
});

test("a first visit to an English page suggests the visitor's language, without redirecting", async () => {
  const french = await fetch(`${server.url}/jobs/${jobId}`, {
    headers: { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" },
    redirect: "manual",
  });
  expect(french.status).toBe(200);
  expect(french.headers.get("cache-control")).toBe("private, no-store");
  const html = await french.text();
  expect(html).toContain('<html lang="en" dir="ltr">');
  expect(html).toContain(`href="/fr/jobs/${jobId}" hrefLang="fr"`);
  expect(html).toContain("Cette page existe en français →");
  // The page cache keeps the suggestion apart: an English reader never gets it.
  const english = await fetch(`${server.url}/jobs/${jobId}`, {
    headers: { "Accept-Language": "en-GB" },
  });
  expect(await english.text()).not.toContain("Cette page existe");
  expect(english.headers.get("cache-control")).toContain("public");
  // Someone already on the site is not asked again.
  const within = await fetch(`${server.url}/jobs/${jobId}`, {
    headers: { "Accept-Language": "fr", Referer: `${server.url}/` },
  });
  expect(await within.text()).not.toContain("Cette page existe");
});

test("the about, privacy and terms pages read in French, Spanish and Arabic, with their alternates", async () => {
  const context = await launchBrowser({ width: 375, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const [path, lang, dir, heading, title, text] of [
    [
      "/fr/about",
      "fr",
      "ltr",
      "À propos de Blueboard",
      "À propos | Blueboard",
      "Ce qui est gratuit",
    ],
    [
      "/es/privacy",
      "es",
      "ltr",
      "Política de privacidad",
      "Política de privacidad | Blueboard",
      "Última actualización: 2026",
    ],
    [
      "/ar/terms",
      "ar",
      "rtl",
      "شروط الاستخدام",
      "شروط الاستخدام | Blueboard",
      "لا انتساب ولا رسوم للتقديم",
    ],
  ] as const) {
    expect((await page.goto(`${server.url}${path}`))?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await page.locator("html").getAttribute("dir")).toBe(dir);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
    expect(await page.title()).toBe(title);
    expect(await page.locator("main").innerText()).toContain(text);
    // Its own canonical and an alternate in each language, as the home and job pages have.
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${SITE}${path}`);
    const english = path.replace(/^\/[a-z]{2}/, "");
    expect(
      await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href"),
    ).toBe(`${SITE}${english}`);
    expect(await page.locator('link[rel="alternate"][hreflang="fr"]').getAttribute("href")).toBe(
      `${SITE}/fr${english}`,
    );
    expect(await runtimeScriptCount(page)).toBe(0);
    expect(await findPageProblems(page, `375px ${path}`)).toEqual([]);
  }
  // The about page's links stay in French.
  await page.goto(`${server.url}/fr/about`);
  expect(
    await page.getByRole("link", { name: "planificateur de carrière" }).getAttribute("href"),
  ).toBe("/fr/planner");
  await context.close();
});
