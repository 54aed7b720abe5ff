// A job seeker uploads a PDF CV, opens a job, sees each requirement with the CV line that shows it
// (or "not found"), drafts a letter with the AI provider (a local OpenAI-compatible server; the
// first attempt fails and says so), and deletes the CV: the file is gone from the database. Another
// user never reaches it. With JavaScript at 1280 px, without it at 375 px. The job's page lists a
// similar job without any script, and once the CV is in, the dashboard offers the jobs it fits.
import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import * as cheerio from "cheerio";
import { createDb } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { cookieOf, openBrowserAs, signIn } from "#tests/support/admin-session";
import { cvPdf } from "#tests/support/cv-files";
import { axeViolations } from "#tests/support/page-checks";
import type { FakeAiServer } from "#tests/support/fake-ai-server";
import { startServerWithFakeAi } from "#tests/support/fake-ai-provider";
import type { RunningServer } from "#tests/support/start-server";
import { keepScreenshot } from "#tests/support/screenshots";

let server: RunningServer;
let fake: FakeAiServer;
let desktop: BrowserContext;
let phoneWithoutJs: BrowserContext;
let seekerCookie: string;
let otherCookie: string;
let jobId = "";

const CV_LINES = [
  "Amina Diallo", // 1
  "Nutrition Programme Manager, Action Against Hunger, Niamey, March 2019 - present", // 2
  "Managed a nutrition programme reaching 40,000 children in emergency settings.", // 3
  "Nutrition Officer, Ministry of Health, Dakar, 2016 - 2019", // 4
  "Analysed survey data in Stata for the national nutrition survey.", // 5
  "Master of Public Health (MPH), University of Dakar, 2016", // 6
  "Languages: English (fluent), French (mother tongue)", // 7
];
const PDF = cvPdf(CV_LINES);

const POSTING = [
  "<p>The Nutrition Specialist leads the nutrition programme in Niger.</p>",
  "<h3>Minimum requirements</h3>",
  "<ul><li>Education: Advanced university degree in public health or nutrition.</li>",
  "<li>A minimum of five years of experience in nutrition programme management.</li>",
  "<li>Proficiency in data analysis with Stata or R.</li>",
  "<li>Fluency in English is required. Knowledge of Arabic is desirable.</li></ul>",
].join("");

beforeAll(async () => {
  ({ fake, server } = await startServerWithFakeAi({
    seed: async (db) => {
      await insertJobs(db, [
        buildJob({
          externalId: "nutrition",
          title: "Nutrition Specialist",
          professionalField: "Medical & Health Services",
          description: POSTING,
          descriptionText: POSTING.replace(/<[^>]+>/g, "\n"),
        }),
        buildJob({
          externalId: "nutrition-officer",
          title: "Nutrition Officer",
          professionalField: "Medical & Health Services",
          postingLanguage: "en",
        }),
      ]);
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`select id from jobs where external_id = 'nutrition'`,
      );
      jobId = row!.id;
      await insertAccount(db, { email: "amina@example.org" });
      await insertAccount(db, { email: "other@example.org" });
    },
  }));
  seekerCookie = cookieOf(await signIn(server, "amina@example.org"));
  otherCookie = cookieOf(await signIn(server, "other@example.org"));
  desktop = await openBrowserAs(server, seekerCookie, { width: 1280 });
  phoneWithoutJs = await openBrowserAs(server, seekerCookie, {
    width: 375,
    javaScriptEnabled: false,
  });
});

afterAll(async () => {
  await desktop?.close();
  await phoneWithoutJs?.close();
  await fake?.close();
  expect(await server?.stop()).toBe(0);
});

const fileOf = (cookie: string) =>
  fetch(`${server.url}/account/cv/file`, { headers: { cookie }, redirect: "manual" });

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
}

/** The CV field is marked refused and names its error, which says `message`, after its hint. */
async function expectFieldError(page: Page, message: string) {
  const field = page.getByLabel("CV file");
  await page.getByRole("alert").waitFor();
  expect(await page.getByRole("alert").innerText()).toBe(message);
  expect(await field.getAttribute("aria-invalid")).toBe("true");
  const [errorId, hintId] = (await field.getAttribute("aria-describedby"))!.split(" ");
  expect(await page.locator(`#${errorId}`).innerText()).toBe(message);
  expect(await page.locator(`#${hintId}`).innerText()).toContain("5 MB");
}

test("with JavaScript at 1280 px: upload a PDF CV from a job, see the match with evidence, draft a letter", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs/${jobId}`);
  await page.getByRole("link", { name: "Match your CV" }).click();
  await page.getByRole("link", { name: "Upload your CV" }).click();
  // Sent without a file, the form's schema asks for one at the field, and the page still goes
  // back to the job once the CV is in.
  await page.getByRole("button", { name: "Upload CV" }).click();
  await expectFieldError(page, "Please choose your CV file (PDF, DOCX or text).");
  expect(await axeViolations(page, "CV upload refused")).toEqual([]);
  await keepScreenshot(page, "cv-error-1280");
  await page.getByLabel("CV file").setInputFiles({
    name: "Amina Diallo CV.pdf",
    mimeType: "application/pdf",
    buffer: PDF,
  });
  await page.getByRole("button", { name: "Upload CV" }).click();
  // Back on the job's match, read from the PDF's own text.
  await page.waitForURL(`${server.url}/jobs/${jobId}/cv?notice=cv-saved`);
  const match = page.getByRole("region", { name: "Requirements and what your CV shows" });
  const text = await match.innerText();
  expect(text).toContain("From Amina Diallo CV.pdf");
  expect(text).toContain("CV line 6: Master of Public Health (MPH), University of Dakar, 2016");
  expect(text).toContain("The posting asks for 5 years; the CV's dated roles cover about");
  expect(text).toContain(
    "CV line 5: Analysed survey data in Stata for the national nutrition survey.",
  );
  expect(text).toMatch(/Not found\s+Language\s+Arabic \(desirable\)\s+Not found in your CV\./i);
  expect(await page.locator("#letter-template").inputValue()).toContain(
    "I am writing to apply for the position of Nutrition Specialist",
  );
  expect(await axeViolations(page, "CV match")).toEqual([]);

  // The same match in French and in Arabic (right to left): axe clean, no sideways scroll.
  for (const [locale, heading, missing] of [
    ["fr", "Les conditions et ce que montre votre CV", "Absente de votre CV."],
    ["ar", "الشروط وما تُظهره سيرتك الذاتية", "غير موجود في سيرتك الذاتية."],
  ] as const) {
    await page.goto(`${server.url}/${locale}/jobs/${jobId}/cv`);
    expect(await page.getAttribute("html", "lang")).toBe(locale);
    expect(await page.getAttribute("html", "dir")).toBe(locale === "ar" ? "rtl" : "ltr");
    expect(await page.getByRole("region", { name: heading }).innerText()).toContain(missing);
    expect(await axeViolations(page, `${locale} CV match`)).toEqual([]);
    await noSidewaysScroll(page, 1280);
    await keepScreenshot(page, `cv-match-${locale}-1280`);
  }
  await page.goto(`${server.url}/jobs/${jobId}/cv`);

  // The provider fails once: a clear message, the match still there; the retry drafts.
  fake.reply = () => ({ status: 500 });
  await page.getByRole("button", { name: "Draft a letter with AI" }).click();
  await expect
    .poll(() => page.getByRole("alert").innerText())
    .toContain("The AI service answered with an error.");
  expect(await match.isVisible()).toBe(true);
  fake.reply = () => ({
    content: JSON.stringify({
      letter: [
        { text: "Dear Hiring Manager,", cvLines: [] },
        {
          text: "Since 2019 I have managed a nutrition programme in Niamey that reached 40,000 children.",
          cvLines: [2, 3],
        },
      ],
      bullets: [{ text: "Analysed national nutrition survey data in Stata.", cvLines: [5] }],
    }),
  });
  await page.getByRole("button", { name: "Draft a letter with AI" }).click();
  const draft = page.getByRole("region", { name: "AI draft of a tailored letter" });
  await expect
    .poll(() => draft.innerText())
    .toContain("Since 2019 I have managed a nutrition programme in Niamey");
  expect(await draft.innerText()).toContain("CV lines 2, 3");
  expect(await draft.innerText()).toContain("Analysed national nutrition survey data in Stata.");
  // The CV and posting went to the provider under the fixed rules.
  const sent = fake.requests.at(-1)!.messages[1]!.content;
  expect(sent).toContain("6: Master of Public Health (MPH), University of Dakar, 2016");
  expect(await axeViolations(page, "CV match with an AI draft")).toEqual([]);
  // The dashboard now offers the jobs the CV fits, the best match first, with its reason.
  await page.goto(`${server.url}/dashboard`);
  const forYou = page.getByRole("region", { name: "Jobs for you" });
  const offered = forYou.getByTestId("jobs-for-you-item");
  expect(await offered.first().innerText()).toContain("Nutrition Specialist");
  expect(await offered.first().getByTestId("job-reason").innerText()).toMatch(
    /^Matches \d of \d requirements: education, .*Your CV's field: Medical & Health Services/,
  );
  expect(await forYou.innerText()).toContain("Nutrition Officer");
  // On the French dashboard, the employer's English title is marked English.
  const french = cheerio.load(
    await (await fetch(`${server.url}/fr/dashboard`, { headers: { cookie: seekerCookie } })).text(),
  );
  const officer = french('[data-testid="jobs-for-you-item"] a').filter(
    (_, link) => french(link).text() === "Nutrition Officer",
  );
  expect(officer.attr("lang")).toBe("en");
  expect(await axeViolations(page, "dashboard with jobs for you")).toEqual([]);
  // The same pages at 375 px (axe needs JavaScript in the page, so it runs here).
  await page.setViewportSize({ width: 375, height: 800 });
  await noSidewaysScroll(page, 375);
  expect(await axeViolations(page, "CV match at 375 px")).toEqual([]);
  await page.goto(`${server.url}/account/cv`);
  await noSidewaysScroll(page, 375);
  expect(await axeViolations(page, "CV page at 375 px")).toEqual([]);
  await page.close();
});

test("nobody else reaches the CV: not its file, not its text, not its draft", async () => {
  const own = await fileOf(seekerCookie);
  expect(own.status).toBe(200);
  expect(own.headers.get("cache-control")).toBe("private, no-store");
  expect(Buffer.from(await own.arrayBuffer()).equals(PDF)).toBe(true);
  expect((await fileOf(otherCookie)).status).toBe(404);
  expect((await fileOf("")).status).toBe(404);
  const othersMatch = await (
    await fetch(`${server.url}/jobs/${jobId}/cv`, { headers: { cookie: otherCookie } })
  ).text();
  expect(othersMatch).toContain("Upload your CV first");
  expect(othersMatch).not.toContain("Master of Public Health");
  expect(othersMatch).not.toContain("Niamey");
  // Their dashboard has no jobs for a CV they do not have: it says how to get them.
  const othersDashboard = cheerio.load(
    await (await fetch(`${server.url}/dashboard`, { headers: { cookie: otherCookie } })).text(),
  );
  expect(othersDashboard('[data-testid="jobs-for-you-empty"]').text()).toContain("Upload your CV");
  expect(othersDashboard('[data-testid="jobs-for-you-item"]').length).toBe(0);
  // Signed out: to sign in, nothing shown.
  const signedOut = await fetch(`${server.url}/account/cv`, { redirect: "manual" });
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
});

test("an anonymous visitor's job page, served without scripts, lists the similar job and why", async () => {
  const response = await fetch(`${server.url}/jobs/${jobId}`);
  const $ = cheerio.load(await response.text());
  expect($("script[src]").length).toBe(0);
  const similar = $('[data-testid="similar-jobs-item"]');
  expect(similar.length).toBe(1);
  expect(similar.find("a").attr("href")).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
  expect(similar.text()).toContain("Nutrition Officer");
  expect(similar.find('[data-testid="job-reason"]').text()).toBe(
    "Same field · P-3 · Nairobi · Same organisation",
  );
  // The French page says the same in French, and links to the French page of the job.
  const fr = cheerio.load(await (await fetch(`${server.url}/fr/jobs/${jobId}`)).text());
  expect(fr("#similar-jobs").text()).toBe("Offres similaires");
  const frenchItem = fr('[data-testid="similar-jobs-item"]');
  expect(frenchItem.find('[data-testid="job-reason"]').text()).toBe(
    "Même domaine · P-3 · Nairobi · Même organisation",
  );
  expect(frenchItem.find("a").attr("href")).toMatch(/^\/fr\/jobs\/[0-9a-f-]{36}$/);
  // The employer's English title is marked English on the French page, and needs no mark in English.
  expect(frenchItem.find("a").attr("lang")).toBe("en");
  expect(similar.find("a").attr("lang")).toBeUndefined();
});

test("without JavaScript at 375 px: a wrong file is refused clearly, then the CV is deleted and its file is gone", async () => {
  const page = await phoneWithoutJs.newPage();
  await page.goto(`${server.url}/jobs/${jobId}/cv`);
  expect(await page.getByText("CV line 6: Master of Public Health").count()).toBe(1);
  await noSidewaysScroll(page, 375);

  await page.goto(`${server.url}/account/cv`);
  expect(await page.getByRole("region", { name: "Your current CV" }).innerText()).toContain(
    "Amina Diallo CV.pdf · PDF",
  );
  // Without a file, then with a file that is no CV: each refusal is said at the field.
  await page.getByRole("button", { name: "Upload CV" }).click();
  await expectFieldError(page, "Please choose your CV file (PDF, DOCX or text).");
  await keepScreenshot(page, "cv-error-375");
  await page.getByLabel("CV file").setInputFiles({
    name: "photo.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]),
  });
  await page.getByRole("button", { name: "Upload CV" }).click();
  await expectFieldError(
    page,
    "This file is not a PDF, a Word document (DOCX) or plain text. Please save your CV in one of these formats.",
  );
  // The CV before is untouched.
  expect(await page.getByRole("region", { name: "Your current CV" }).count()).toBe(1);
  await noSidewaysScroll(page, 375);

  await page.getByRole("button", { name: "Delete my CV" }).click();
  expect(await page.getByRole("status").innerText()).toBe(
    "Your CV is deleted: the file, its text and any drafts made from it are gone.",
  );
  expect(await page.getByRole("region", { name: "Your current CV" }).count()).toBe(0);
  expect((await fileOf(seekerCookie)).status).toBe(404);
  await page.close();

  // In storage: no file, no text, no draft. On PGlite the server is halted to free the data
  // directory's lock and stays halted: this is the file's last test, and afterAll's stop() ends
  // a halted server as well (a test added after this one would find the server stopped).
  if (!server.databaseUrl) await server.halt();
  const handle = await createDb({ databaseUrl: server.databaseUrl, dataDir: server.dataDir });
  try {
    const [left] = await queryRows<{ files: number; drafts: number }>(
      handle.db,
      sql`select (select count(*) from cv_documents)::int as files,
                 (select count(*) from ai_generation where kind = 'cv-letter')::int as drafts`,
    );
    expect(left).toEqual({ files: 0, drafts: 0 });
  } finally {
    await handle.close();
  }
});
