import { afterAll, beforeAll, expect, test } from "vitest";
import { ingestionLogs, jobs, sources } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { buildJob } from "#tests/factories/job-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The admin statistics page (figures, quick actions, charts) and the extraction inspector: analyze,
// then one job's matches, then test extraction, in Chromium at 375 and 1280 px, axe-clean and
// without sideways overflow; the inspector's errors without JavaScript.

let server: RunningServer;
let ada = "";
let missedId = "";
let failingId = "";
const DAY = 86_400_000;

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      const now = Date.now();
      await insertJobs(db, [
        ...Array.from({ length: 6 }, (_, index) =>
          buildJob({
            source: "UNDP",
            externalId: `undp-${index}`,
            firstSeenAt: new Date(now - (index % 3) * DAY),
          }),
        ),
        buildJob({
          source: "IOM",
          externalId: "iom-missed",
          title: "Field Assistant",
          organization: "International Organization for Migration",
          organizationSlug: "iom",
          description: "<p>Duty Station: Juba, South Sudan</p><p>Grade: G-5</p>",
          descriptionText: "Duty Station: Juba, South Sudan\nGrade: G-5",
          gradeCode: null,
          gradeSource: null,
          gradeConfidence: null,
          firstSeenAt: new Date(now - 5 * DAY),
        }),
      ]);
      missedId = (await db.select({ id: jobs.id, externalId: jobs.externalId }).from(jobs)).find(
        (row) => row.externalId === "iom-missed",
      )!.id;
      const [failing] = await db
        .insert(sources)
        .values({ name: "Failing Feed", type: "rss", baseUrl: "https://failing.example.org/rss" })
        .returning();
      failingId = failing!.id;
      await db.insert(ingestionLogs).values(
        [1, 2, 3].map((hours) => ({
          sourceId: failingId,
          startedAt: new Date(now - hours * 3_600_000),
          status: "failed" as const,
        })),
      );
    },
  });
  ada = await signInAs(server, "ada@example.org");
});

afterAll(async () => {
  await server?.stop();
});

function get(pathname: string) {
  return fetch(`${server.url}${pathname}`, { headers: { Cookie: ada }, redirect: "manual" });
}

test("without JavaScript: an empty, malformed or unknown job id is answered with a clear error", async () => {
  const empty = await get("/admin/inspector?job=&view=matches");
  expect(empty.status).toBe(400);
  expect(await empty.text()).toContain(
    "Enter a job id to show its matches or test its extraction.",
  );
  const malformed = await get("/admin/inspector?job=abc&view=test");
  expect(malformed.status).toBe(400);
  expect(await malformed.text()).toContain("is not a job id");
  const unknown = await get("/admin/inspector?job=00000000-0000-4000-8000-000000000000");
  expect(unknown.status).toBe(404);
  expect(await unknown.text()).toContain("No job has the id 00000000-0000-4000-8000-000000000000.");
  // The statistics page's scheduler tile says why it cannot run on a server without tasks.
  const scheduled = await fetch(`${server.url}/admin?index`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: ada,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: "intent=schedule",
  });
  expect(scheduled.status).toBe(409);
  expect(await scheduled.text()).toContain("background tasks are off on this server");
});

for (const width of [375, 1280]) {
  test(`statistics charts, then the inspector on a job, at ${width} px`, async () => {
    const context = await openBrowserAs(server, ada, { width });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      const check = async (label: string) =>
        problems.push(...(await findPageProblems(page, `${width} ${label}`)));

      await page.goto(`${server.url}/admin`);
      for (const name of [
        /^Jobs first seen per day/,
        /^Open jobs by organisation/,
        /^Ingestion runs per day/,
      ])
        expect(await page.getByRole("img", { name }).isVisible()).toBe(true);
      expect(
        await page
          .getByRole("img", { name: /^Jobs first seen per day/ })
          .getAttribute("aria-labelledby"),
      ).toBeTruthy();
      expect(await page.getByText("7 jobs from", { exact: false }).first().isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Open Failing Feed" }).getAttribute("href")).toBe(
        `/admin/sources/${failingId}`,
      );
      await check("statistics");

      await page.getByRole("link", { name: "Inspect extraction" }).click();
      await page.getByRole("heading", { name: "Extraction inspector" }).waitFor();
      const jobForm = page.getByRole("form", { name: "Inspect one job" });
      // With JavaScript the buttons wait for an id.
      await expect
        .poll(() => jobForm.getByRole("button", { name: "Show matches" }).isDisabled())
        .toBe(true);
      await page.getByRole("button", { name: "Analyze" }).click();
      const analysis = page.getByRole("region", { name: /Analysis of 7 open jobs/ });
      await analysis.waitFor();
      expect(
        await analysis.getByRole("list", { name: "Patterns that matched in IOM" }).innerText(),
      ).toBe("g: 1");
      await check("analysis");

      await jobForm.getByLabel("Job id").fill(missedId);
      expect(await jobForm.getByRole("button", { name: "Show matches" }).isDisabled()).toBe(false);
      await jobForm.getByRole("button", { name: "Show matches" }).click();
      const matches = page.getByRole("region", { name: "Matches in “Field Assistant”" });
      await matches.waitFor();
      expect(await matches.innerText()).toContain(
        "The extractor reads G-5 from the description (rule “g”).",
      );
      expect(await matches.locator("mark").allInnerTexts()).toEqual([
        "G-5",
        "Duty Station: Juba, South Sudan",
      ]);
      await check("matches");

      await jobForm.getByRole("button", { name: "Test extraction" }).click();
      const tested = page.getByRole("region", { name: "Test extraction of “Field Assistant”" });
      await tested.waitFor();
      expect(await tested.getByRole("alert").innerText()).toBe(
        "Grade extraction did not give the stored grade: stored none, extracted G-5.",
      );
      const gradeRow = tested.getByRole("row", { name: /^Grade/ });
      expect(await gradeRow.innerText()).toMatch(/none\s+G-5 \(description\)\s+differs/);
      await check("test extraction");

      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
