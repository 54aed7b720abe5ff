import { afterAll, beforeAll, expect, test } from "vitest";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { buildJob } from "#tests/factories/job-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The admin area's six tabs: Classification shows the badge reference and runs the backfill in the
// background (the task queue is on) to completion with its counts; Settings counts a cleanup with a
// dry run, applies it in the background and shows the task logs. At 375 and 1280 px, axe clean,
// no sideways overflow, every tab in view.

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

let server: RunningServer;
let ada = "";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      const unclassified = {
        professionalField: null,
        level: null,
        gradeCode: null,
        gradeSource: null,
        gradeConfidence: null,
      };
      await insertJobs(db, [
        buildJob({ title: "Programme Officer, P-3", firstSeenAt: ago(3), ...unclassified }),
        buildJob({ title: "Finance Associate, G-6", firstSeenAt: ago(20), ...unclassified }),
        buildJob({ firstSeenAt: ago(40) }),
        // Closed long ago: what the cleanup finds.
        buildJob({
          status: "closed",
          firstSeenAt: ago(400),
          lastSeenAt: ago(300),
          updatedAt: ago(300),
        }),
      ]);
    },
  });
  ada = await signInAs(server, "ada@example.org");
});

afterAll(async () => {
  await server?.stop();
});

for (const width of [375, 1280]) {
  test(`at ${width} px: Classification runs a backfill to completion; Settings counts and applies a cleanup`, async () => {
    const context = await openBrowserAs(server, ada, { width });
    const problems: string[] = [];
    const check = async (label: string) => {
      problems.push(...(await findPageProblems(page, `${width} ${label}`)));
    };
    const page = await context.newPage();
    try {
      await page.goto(`${server.url}/admin/classification`);
      await page.getByRole("heading", { name: "Job Classification Management" }).waitFor();
      const nav = page.getByRole("navigation", { name: "Admin" });
      expect((await nav.getByRole("link").allTextContents()).map((text) => text.trim())).toEqual([
        "Statistics",
        "Classification",
        "Sources",
        "Jobs",
        "Users",
        "Settings",
      ]);
      // Every tab is on screen at once (no hidden scrolling strip).
      for (const tab of await nav.getByRole("link").all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(
        await nav.getByRole("link", { name: "Classification" }).getAttribute("aria-current"),
      ).toBe("page");
      // The badge reference: levels, fields and grade families with the public colours.
      await page.getByRole("link", { name: "Level: Internship" }).waitFor();
      await page.getByRole("link", { name: "Field: Medical & Health Services" }).waitFor();
      await page.getByText("IICA-1, IICA-2").waitFor();
      await check("classification");

      await page.getByRole("button", { name: /Run classification backfill/ }).click();
      // The run's own page (the page shows the newest run before it).
      await page.waitForURL(/\/admin\/classification\?run=/);
      const backfill = page.getByRole("region", { name: "Classification backfill (90 days)" });
      const runId = new URL(page.url()).searchParams.get("run")!;
      await page.locator(`section[aria-labelledby="run-${runId}"]`).waitFor();
      await backfill
        .getByRole("status")
        .filter({ hasText: /Classification Complete: processed 3, updated \d, errors 0/ })
        .waitFor();
      expect(
        await backfill.getByRole("status").filter({ hasText: "Completed: 3 of 3 done" }).count(),
      ).toBe(1);
      await check("classification done");

      await nav.getByRole("link", { name: "Settings" }).click();
      await page.getByRole("heading", { name: "System Settings" }).waitFor();
      expect(await page.getByText("sent automatically daily at 9 AM UTC").count()).toBe(1);
      expect(await page.getByRole("link", { name: "View Email Logs" }).getAttribute("href")).toBe(
        "/admin/emails",
      );
      await page.getByRole("button", { name: "Run Cleanup" }).click();
      const expected = width === 375 ? 1 : 0;
      await page
        .getByRole("status")
        .filter({
          hasText: `Dry run: the cleanup would delete ${expected} jobs and 0 ingestion runs`,
        })
        .waitFor();
      await check("cleanup dry run");
      await page.getByRole("button", { name: "Apply cleanup" }).click();
      await page.waitForURL(/\/admin\/settings\?run=/);
      const cleanupRun = new URL(page.url()).searchParams.get("run")!;
      await page.locator(`section[aria-labelledby="run-${cleanupRun}"]`).waitFor();
      await page.getByText("Removed:").waitFor();
      expect(
        await page.getByRole("term").filter({ hasText: "Jobs" }).locator("xpath=..").innerText(),
      ).toContain(String(expected));

      await page.getByRole("link", { name: "View Logs" }).click();
      const queue = page.getByRole("region", { name: /Task queue runs/ });
      await queue.waitFor();
      expect(await queue.innerText()).toContain("database-cleanup");
      expect(await page.getByRole("region", { name: /Admin runs/ }).innerText()).toContain(
        "classification-backfill",
      );
      await check("logs");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
