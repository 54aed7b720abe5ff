import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { queryRows } from "#server/db/query-rows";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { closeBrowser, launchBrowser } from "#tests/support/browser";
import { findPageProblems, runtimeScriptCount } from "#tests/support/page-checks";

// The interface in French, Spanish and Arabic: the address says the language (/fr/, /es/, /ar/),
// the page is translated on the server and served without scripts, Arabic reads right to left,
// and the language links keep the page and its query. The job listing is translated end to end:
// its filters, counts and links stay in the page's language.

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
          postingLanguage: "en",
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
        buildJob({
          externalId: "lang-2",
          title: "Finance Assistant",
          organization: "United Nations Development Programme",
          organizationSlug: "undp",
          location: "Geneva, Switzerland",
          city: "Geneva",
          country: "Switzerland",
          countryCode: "CH",
          professionalField: "Finance & Economy",
          level: "Entry",
          gradeCode: "G-5",
          postedDate: new Date(Date.now() - 5 * 86_400_000),
          expiresAt: new Date(Date.now() + 20 * 86_400_000),
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
  // The admin area keeps one address (ADR 019): no French admin.
  expect((await fetch(`${server.url}/fr/admin`)).status).toBe(404);
});

test("the home page's employers are named as they name themselves in the page's language", async () => {
  const strip = async (path: string) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    return [...html.matchAll(/<\/span>([^<]+)<span class="sr-only">/g)].map((match) => match[1]);
  };
  const french = await strip("/fr/");
  expect(french).toEqual(expect.arrayContaining(["PNUD", "OMS", "HCR", "Banque mondiale"]));
  expect(french).not.toContain("UNDP");
  expect(french).not.toContain("WHO");
  expect(await strip("/es/")).toEqual(expect.arrayContaining(["PNUD", "ACNUR", "Banco Mundial"]));
  expect(await strip("/ar/")).toEqual(expect.arrayContaining(["اليونيسف", "البنك الدولي"]));
  expect(await strip("/")).toEqual(expect.arrayContaining(["UNDP", "WHO", "World Bank"]));
});

test("the employer's own words keep their language on a page in another", async () => {
  const english = /<h1 dir="auto" lang="en"[^>]*>Programme Officer<\/h1>/;
  const job = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  expect(await job(`/fr/jobs/${jobId}`)).toMatch(english);
  expect(await job(`/ar/jobs/${jobId}`)).toMatch(english);
  expect(await job(`/ar/jobs/${jobId}`)).toMatch(
    /class="job-description mt-3" lang="en"|lang="en"[^>]*class="job-description/,
  );
  // In English the page's own language says it.
  expect(await job(`/jobs/${jobId}`)).toMatch(/<h1 dir="auto" class=/);
  // The listing's card titles too.
  expect(await job("/es/jobs")).toMatch(/<a [^>]*dir="auto" lang="en"[^>]*>Programme Officer<\/a>/);
});

test("what screen readers alone read is in the page's language too", async () => {
  const page = async (path: string) => (await fetch(`${server.url}${path}`)).text();
  // The latest jobs' role, announced with the region's name.
  expect(await page("/fr/")).toContain('aria-roledescription="carrousel"');
  expect(await page("/ar/")).toContain('aria-roledescription="عرض دوّار"');
  // The field for robots is hidden from people, but a reader with styles off still meets its label.
  expect(await page("/es/newsletter")).toContain("Deje este campo vacío");
  expect(await page("/es/newsletter")).not.toContain("Leave this field empty");
  // The listing's feeds are written in English; a French page says so in French.
  const feedTitles = (html: string) =>
    [
      ...html.matchAll(
        /<link rel="alternate" type="application\/(?:rss|atom)\+xml" title="([^"]*)"/g,
      ),
    ].map((match) => match[1]);
  expect(feedTitles(await page("/fr/jobs?level=Senior"))).toEqual([
    "Blueboard — ces offres en flux RSS, en anglais",
    "Blueboard — ces offres en flux Atom, en anglais",
  ]);
  expect(feedTitles(await page("/jobs?level=Senior"))).toEqual([
    "Blueboard — Senior-level jobs (RSS)",
    "Blueboard — Senior-level jobs (Atom)",
  ]);
});

test("hreflang alternates name each language's canonical page, not the address's extra parameters", async () => {
  const links = async (path: string) => {
    const html = await (await fetch(`${server.url}${path}`)).text();
    const href = (pattern: RegExp) => pattern.exec(html)?.[1]?.replaceAll("&amp;", "&") ?? null;
    return {
      canonical: href(/<link rel="canonical" href="([^"]*)"/),
      spanish: href(/<link rel="alternate" hrefLang="es" href="([^"]*)"/),
      default: href(/<link rel="alternate" hrefLang="x-default" href="([^"]*)"/),
    };
  };
  // Load More's `shown`, a tracking tag and the default order are not part of the listing's address.
  expect(await links("/fr/jobs?shown=50&level=Senior&utm_source=mail")).toEqual({
    canonical: `${SITE}/fr/jobs?level=Senior`,
    spanish: `${SITE}/es/jobs?level=Senior`,
    default: `${SITE}/jobs?level=Senior`,
  });
  // The listing a job page was opened from is not part of the job page's address.
  expect(await links(`/ar/jobs/${jobId}?from=%2Fjobs%3Flevel%3DSenior`)).toEqual({
    canonical: `${SITE}/ar/jobs/${jobId}`,
    spanish: `${SITE}/es/jobs/${jobId}`,
    default: `${SITE}/jobs/${jobId}`,
  });
  expect(await links("/fr/location/kenya?page=2")).toMatchObject({
    canonical: `${SITE}/fr/location/kenya`,
    spanish: `${SITE}/es/location/kenya`,
  });
  // Open Graph says the page's language and the others it reads in.
  const french = await (await fetch(`${server.url}/fr/jobs/${jobId}`)).text();
  expect(french).toContain('<meta property="og:locale" content="fr_FR"/>');
  expect(french).toContain('<meta property="og:locale:alternate" content="ar_AR"/>');
  expect(french).not.toContain('<meta property="og:locale:alternate" content="fr_FR"/>');
  // A job that does not exist is no page in any language.
  expect(await links("/fr/jobs/00000000-0000-4000-8000-000000000000")).toEqual({
    canonical: null,
    spanish: null,
    default: null,
  });
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

test("/fr/jobs and /ar/jobs: translated filters and counts, filters that work, axe clean at 375 and 1280 px", async () => {
  // Scripts on in the browser, so axe can run: the anonymous pages carry none of their own.
  const context = await launchBrowser();
  const page = await context.newPage();
  const problems: string[] = [];

  await page.goto(`${server.url}/fr/jobs`);
  expect(await page.getAttribute("html", "lang")).toBe("fr");
  expect(await runtimeScriptCount(page)).toBe(0);
  expect(await page.locator("h1").textContent()).toBe("Offres d’emploi");
  expect(await page.getByRole("status").first().textContent()).toBe("2 postes à pourvoir");
  const results = page.getByRole("region", { name: "Résultats" });
  // Country names from CLDR, levels from the catalog.
  expect(await results.textContent()).toContain("Suisse");
  expect(await results.textContent()).toContain("Expérimenté");
  // The cards, the form and the alternates stay in French.
  expect(await page.locator("form[action='/fr/jobs']").count()).toBe(1);
  expect(
    await page
      .getByRole("link", { name: `En savoir plus sur Programme Officer` })
      .getAttribute("href"),
  ).toBe(`/fr/jobs/${jobId}`);
  expect(await page.locator("link[rel=canonical]").getAttribute("href")).toBe(`${SITE}/fr/jobs`);
  expect(await page.locator("link[rel=alternate][hreflang=ar]").getAttribute("href")).toBe(
    `${SITE}/ar/jobs`,
  );
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...(await findPageProblems(page, `/fr/jobs at ${width} px`)));
  }
  // A level chosen in the form and sent with its one button (no JavaScript): the French listing.
  await page.locator("#filter-level").selectOption({ label: "Expérimenté (1)" });
  await page.getByRole("button", { name: "Rechercher" }).click();
  await page.waitForURL(/\/fr\/jobs\?level=Senior$/);
  expect(await page.getByRole("status").first().textContent()).toBe("1 poste à pourvoir");
  expect(await page.getByRole("link", { name: "Retirer Expérimenté" }).getAttribute("href")).toBe(
    "/fr/jobs",
  );
  expect(await page.getByRole("link", { name: "Effacer tous les filtres" }).count()).toBe(1);

  await page.goto(`${server.url}/ar/jobs?closingWithin=7`);
  expect(await page.getAttribute("html", "dir")).toBe("rtl");
  expect(await page.locator("h1").textContent()).toBe("الوظائف");
  expect(await page.getByRole("status").first().textContent()).toBe("وظيفة واحدة متاحة");
  expect(await page.locator("#jobs-closing-within option:checked").textContent()).toBe(
    "خلال 7 أيام",
  );
  const card = page.locator("article").first();
  expect(await card.textContent()).toContain("كينيا"); // Kenya, from CLDR
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    problems.push(...(await findPageProblems(page, `/ar/jobs at ${width} px`)));
  }
  // A region chosen in Arabic filters the listing and keeps the address in Arabic.
  await page.locator("#filter-region").selectOption({ label: "\u2003\u2003غرب أفريقيا" });
  await page.getByRole("button", { name: "بحث" }).click();
  await page.waitForURL(/\/ar\/jobs\?.*region=western-africa/);
  expect(new URL(page.url()).searchParams.get("region")).toBe("western-africa");
  expect(await page.getByText("لم يُعثر على وظائف تطابق معاييرك").count()).toBe(1);
  expect(await page.getByRole("link", { name: "إزالة غرب أفريقيا" }).count()).toBe(1);
  await context.close();
  expect(problems).toEqual([]);
});

// Scripts on in the browser, so axe can run: the pages carry none of their own.
test("the about, privacy and terms pages read in French, Spanish and Arabic, with their alternates", async () => {
  const context = await launchBrowser({ width: 375 });
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
    await page
      .locator("main")
      .getByRole("link", { name: "planificateur de carrière" })
      .getAttribute("href"),
  ).toBe("/fr/planner");
  await context.close();
});

// Scripts on in the browser, so axe can run: the pages carry none of their own.
test("the landing and newsletter pages read in French, Spanish and Arabic; a French sign-up's error is French", async () => {
  const context = await launchBrowser({ width: 375 });
  const page = await context.newPage();
  const problems: string[] = [];
  const alternates = async (path: string) => {
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${SITE}${path}`);
    const english = path.replace(/^\/[a-z]{2}/, "");
    expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute("href")).toBe(
      `${SITE}/es${english}`,
    );
  };

  expect((await page.goto(`${server.url}/fr/organization/who`))?.status()).toBe(200);
  expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  // The employer's official French name and acronym: the WHO is the OMS on French pages.
  expect(await page.title()).toBe("OMS\u00a0: offres d’emploi et carrières | Blueboard");
  const main = page.locator("main");
  expect(await main.getByRole("heading", { level: 1 }).innerText()).toBe(
    "Organisation mondiale de la Santé (OMS)",
  );
  expect(await main.getByRole("heading", { level: 2 }).first().innerText()).toBe(
    "Postes à pourvoir – OMS",
  );
  const structured = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type": string; name?: string; alternateName?: string })
    .find((data) => data["@type"] === "Organization");
  expect(structured).toMatchObject({
    name: "Organisation mondiale de la Santé",
    alternateName: "OMS",
  });
  expect(await main.innerText()).toContain("Affichage\u00a0: 1 poste à pourvoir");
  // Where it hires and at what level, in French, linking to the French pages.
  const places = page.getByRole("list", { name: "Lieux d’affectation" }).getByRole("link");
  expect(await places.first().innerText()).toContain("Kenya");
  expect(await places.first().getAttribute("href")).toBe("/fr/location/kenya");
  expect(await page.getByRole("list", { name: "Niveaux de poste" }).innerText()).toContain(
    "Expérimenté",
  );
  // The employer's own description and focus areas, in French, on the page and in its meta description.
  const whoInFrench =
    "Dirige et coordonne l’action sanitaire internationale au sein du système des Nations Unies.";
  expect(await main.innerText()).toContain(whoInFrench);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
    `1 poste à pourvoir (OMS). ${whoInFrench}`,
  );
  expect(await page.getByRole("region", { name: "Domaines d’action" }).innerText()).toContain(
    "Couverture sanitaire universelle",
  );
  await alternates("/fr/organization/who");
  expect(await runtimeScriptCount(page)).toBe(0);
  problems.push(...(await findPageProblems(page, "375px /fr/organization/who")));

  // The guide to Kenya in Spanish: title, description, highlights, text and search words (read as
  // text: on a phone the cards far below the first screen are drawn only when scrolled near).
  await page.goto(`${server.url}/es/location/kenya`);
  const spanishTitle =
    "Empleos en las Naciones Unidas y en organizaciones internacionales en Kenia";
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(spanishTitle);
  expect(await page.title()).toBe(`${spanishTitle} | Blueboard`);
  expect(await page.locator('meta[name="description"]').getAttribute("content")).toContain(
    "Nairobi es uno de los cuatro principales lugares de destino",
  );
  expect(await page.getByRole("navigation", { name: "Ruta de navegación" }).innerText()).toContain(
    "Empleos",
  );
  expect(
    await page.getByRole("heading", { name: "Una ciudad sede de las Naciones Unidas" }).count(),
  ).toBe(1);
  expect(await main.textContent()).toContain("el complejo de las Naciones Unidas en Gigiri");
  expect(await main.textContent()).not.toContain("Working for an international organisation");
  // A search word reads in Spanish and searches the English word most postings use.
  const refugees = page.getByRole("list", { name: "Palabras clave" }).getByRole("link", {
    name: "Respuesta a los refugiados",
  });
  expect(await refugees.getAttribute("href")).toBe(
    "/es/jobs?search=Refugee+response&location=Kenya",
  );
  expect(await page.getByRole("list", { name: "Ámbitos profesionales" }).textContent()).toContain(
    "Servicios médicos y de salud",
  );
  await alternates("/es/location/kenya");
  problems.push(...(await findPageProblems(page, "375px /es/location/kenya")));

  await page.goto(`${server.url}/ar/location/kenya`);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "وظائف الأمم المتحدة والمنظمات الدولية في كينيا",
  );
  expect(await main.textContent()).toContain("المعلومات المتعلقة بمركز العمل");
  problems.push(...(await findPageProblems(page, "375px /ar/location/kenya")));

  // The guide to public health in French: skills and career paths, the field named in French.
  await page.goto(`${server.url}/fr/field/public-health`);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "Emplois dans la santé publique",
  );
  expect(await main.textContent()).toContain("Épidémiologie et surveillance des maladies");
  expect(await main.textContent()).toContain("Filière des programmes de pays");
  expect(await main.textContent()).not.toContain("Key skills");
  problems.push(...(await findPageProblems(page, "375px /fr/field/public-health")));

  await page.goto(`${server.url}/ar/field/medical-health-services`);
  expect(await page.locator("html").getAttribute("dir")).toBe("rtl");
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "وظائف في مجال الخدمات الطبية والصحية",
  );
  expect(await main.textContent()).toContain("وظيفة شاغرة واحدة");
  await alternates("/ar/field/medical-health-services");
  problems.push(...(await findPageProblems(page, "375px /ar/field/medical-health-services")));

  // A bad address, sent without JavaScript from the French page: the French error at the field.
  await page.goto(`${server.url}/fr/newsletter`);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
    "Lettre d’information de Blueboard",
  );
  await page.getByLabel("Adresse électronique").fill("pas-une-adresse");
  await page.getByRole("button", { name: "S’abonner" }).click();
  await page.waitForURL(/\/fr\/newsletter$/);
  expect(await page.getByRole("alert").innerText()).toBe(
    "Veuillez saisir une adresse électronique valide, par exemple nom@example.org.",
  );
  expect(await page.getByLabel("Adresse électronique").getAttribute("aria-invalid")).toBe("true");
  problems.push(...(await findPageProblems(page, "375px /fr/newsletter")));
  // The form's hidden field for robots stays off the page in Arabic too, on the side it does not scroll to.
  await page.goto(`${server.url}/ar/newsletter`);
  problems.push(...(await findPageProblems(page, "375px /ar/newsletter")));
  await context.close();
  expect(problems).toEqual([]);
});

/** With SCREENSHOT_DIR set, keeps full-page PNGs at 375 and 1280 px (for a person to look at). */
async function keepScreenshots(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("cities read in the page's language, and a French filter still selects the same city", async () => {
  const context = await launchBrowser({ width: 1280 });
  const page = await context.newPage();
  const main = page.locator("main");

  // The duty station of a job page, and an employer's headquarters, in Arabic.
  await page.goto(`${server.url}/ar/jobs/${jobId}`);
  expect(await main.innerText()).toContain("نيروبي");
  expect(await main.innerText()).not.toContain("Nairobi");

  // The P-4 job's estimated net pay, in Arabic and French: words, dollars, dates and country.
  const pay = page.locator("section[aria-labelledby=pay-heading]");
  await page.getByRole("heading", { name: "صافي الأجر المقدَّر" }).waitFor();
  const dollars = (locale: string) =>
    new Intl.NumberFormat(locale, { style: "currency", currency: "USD", maximumFractionDigits: 0 })
      .format(119_049)
      .replace(/\s/gu, " ");
  const text = async () => (await page.getByTestId("net-pay").innerText()).replace(/\s/gu, " ");
  expect(await text()).toBe(`نحو ${dollars("ar")} في السنة`);
  await pay.locator("summary").click();
  const arabicPay = await pay.innerText();
  expect(arabicPay).toContain("المرتب الأساسي الصافي");
  expect(arabicPay.replace(/[\u2068\u2069]/gu, "")).toContain("للرتبة P-4 في الدرجة I ");
  expect(arabicPay).toContain("المعمول به في كينيا");
  expect(arabicPay).toContain("1 يناير 2025");
  expect(arabicPay).not.toMatch(/[A-Za-z]{3,}/u);
  await keepScreenshots(page, "ar-job-pay");
  await page.goto(`${server.url}/fr/jobs/${jobId}`);
  await page.getByRole("heading", { name: "Rémunération nette estimée" }).waitFor();
  expect(await text()).toBe(`environ ${dollars("fr")} par an`);
  await pay.locator("summary").click();
  const frenchPay = await pay.innerText();
  expect(frenchPay.replace(/\s/gu, " ")).toContain("indemnité de poste de 40,6 %");
  expect(frenchPay).toContain("multiplicateur retenu\u00a0: Kenya");
  expect(frenchPay).toContain("en vigueur depuis le 1 janvier 2025");
  expect(frenchPay).toContain("Commission de la fonction publique internationale (CFPI)");
  expect(frenchPay).not.toContain("Estimated");
  await keepScreenshots(page, "fr-job-pay");
  await page.goto(`${server.url}/ar/organization/who`);
  expect(await main.innerText()).toContain("جنيف");
  expect(await main.innerText()).not.toContain("Geneva");

  // The listing's cards and the location filter's chip in French; the filter value stays the
  // English name the listing searches, so the Geneva job is found.
  await page.goto(`${server.url}/fr/jobs?location=Geneva`);
  const cards = page.locator("main article");
  expect(await cards.count()).toBe(1);
  expect(await cards.first().innerText()).toContain("Genève, Suisse");
  const chips = page.getByRole("list", { name: "Lieux d’affectation choisis" });
  expect(await chips.innerText()).toContain("Genève");
  expect(await page.locator("#jobs-location").inputValue()).toBe("Geneva");

  // A city's page in Spanish, and Load More's cards named as the page names them.
  await page.goto(`${server.url}/es/location/geneva`);
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Ginebra");
  const more = (await (
    await fetch(`${server.url}/api/v1/job-cards?location=Geneva&locale=ar`)
  ).json()) as { items: { location: string; locationFilter: string }[] };
  expect(more.items.map((card) => [card.location, card.locationFilter])).toEqual([
    ["جنيف، سويسرا", "Geneva"],
  ]);
  await context.close();
});
