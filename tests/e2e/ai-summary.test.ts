// A visitor asks for an AI summary on a job page, with and without JavaScript, against a local
// OpenAI-compatible server (the provider is outside the product): the summary shows marked as
// AI-generated; a failing provider gives a clear message and a retry; a posting without text is
// offered nothing.
import { afterAll, beforeAll, expect, test } from "vitest";
import { sql } from "drizzle-orm";
import type { BrowserContext } from "playwright-core";
import { queryRows } from "#server/db/query-rows";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { launchBrowser } from "#tests/support/browser";
import { axeViolations } from "#tests/support/page-checks";
import type { FakeAiServer } from "#tests/support/fake-ai-server";
import { startServerWithFakeAi } from "#tests/support/fake-ai-provider";
import type { RunningServer } from "#tests/support/start-server";

let server: RunningServer;
let fake: FakeAiServer;
let desktop: BrowserContext;
let phoneWithoutJs: BrowserContext;
const ids: Record<string, string> = {};

const TEXT =
  "The Nutrition Officer leads the nutrition programme of the country office in Juba, South Sudan, at grade P-3. An advanced degree and five years of experience are required.";

beforeAll(async () => {
  ({ fake, server } = await startServerWithFakeAi({
    seed: async (db) => {
      await insertJobs(db, [
        ...["with-js", "without-js", "failing"].map((key) =>
          buildJob({
            externalId: key,
            title: `Nutrition Officer (${key})`,
            description: `<p>${TEXT}</p>`,
            descriptionText: TEXT,
          }),
        ),
        buildJob({ externalId: "no-text", title: "Roster", description: "", descriptionText: "" }),
      ]);
      const rows = await queryRows<{ id: string; external_id: string }>(
        db,
        sql`select id, external_id from jobs`,
      );
      for (const row of rows) ids[row.external_id] = row.id;
    },
  }));
  desktop = await launchBrowser({ width: 1280 });
  phoneWithoutJs = await launchBrowser({ width: 375, javaScriptEnabled: false });
});

afterAll(async () => {
  await desktop?.close();
  await phoneWithoutJs?.close();
  await fake?.close();
  expect(await server?.stop()).toBe(0);
});

test("with JavaScript at 1280 px: Summarise with AI shows the summary, marked", async () => {
  fake.reply = () => ({
    content: "Leads nutrition work in Juba at P-3; needs an advanced degree.",
  });
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs/${ids["with-js"]}`);
  await page.getByRole("button", { name: "Summarise with AI" }).click();
  const section = page.locator("#job-summary");
  await expect
    .poll(() => section.innerText())
    .toContain("Leads nutrition work in Juba at P-3; needs an advanced degree.");
  expect(await section.innerText()).toContain("AI-generated — check the original posting.");
  expect(await page.getByRole("button", { name: "Summarise with AI" }).count()).toBe(0);
  expect(await axeViolations(page, "job page with an AI summary")).toEqual([]);
  await page.close();
});

test("without JavaScript at 375 px: a failing provider says so and offers a retry that works", async () => {
  fake.reply = () => ({ status: 500 });
  const page = await phoneWithoutJs.newPage();
  await page.goto(`${server.url}/jobs/${ids["without-js"]}`);
  await page.getByRole("button", { name: "Summarise with AI" }).click();
  await page.waitForLoadState();
  expect(await page.getByRole("alert").innerText()).toContain(
    "The AI service answered with an error.",
  );
  fake.reply = () => ({ content: "A summary made on the second try." });
  await page.getByRole("button", { name: "Try again" }).click();
  await page.waitForURL(`${server.url}/jobs/${ids["without-js"]}#job-summary`);
  expect(await page.locator("#job-summary").innerText()).toContain(
    "A summary made on the second try.",
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.close();
});

test("in French, the provider's failure is told in French, with the posting's summary kept", async () => {
  fake.reply = () => ({ status: 500 });
  const page = await phoneWithoutJs.newPage();
  await page.goto(`${server.url}/fr/jobs/${ids["failing"]}`);
  await page.getByRole("button", { name: "Résumer avec l’IA" }).click();
  await page.waitForLoadState();
  expect(await page.getByRole("alert").innerText()).toBe(
    "Le service d’IA a renvoyé une erreur. Le résumé de l’avis de vacance ci-dessus reste inchangé.",
  );
  expect(await page.getByRole("button", { name: "Réessayer" }).count()).toBe(1);
  await page.close();
});

test("a posting without text is offered no AI summary", async () => {
  const page = await desktop.newPage();
  await page.goto(`${server.url}/jobs/${ids["no-text"]}`);
  expect(await page.getByRole("heading", { name: "Job Description" }).count()).toBe(1);
  expect(await page.getByRole("button", { name: "Summarise with AI" }).count()).toBe(0);
  await page.close();
});
