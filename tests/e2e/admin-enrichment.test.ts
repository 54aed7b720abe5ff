import { afterAll, beforeAll, expect, test } from "vitest";
import { jobs } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";

// /admin/enrichment: the old per-source backfills as presets of one re-enrichment tool. Admins only;
// the form works without JavaScript; a dry run writes nothing, Apply does, and the API shows it.

let server: RunningServer;
let ada = "";
let bob = "";
let unopsJobId = "";
let otherJobId = "";

function get(pathname: string, cookie: string) {
  return fetch(`${server.url}${pathname}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

function post(cookie: string, fields: Record<string, string>) {
  return fetch(`${server.url}/admin/enrichment`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function readGrade(id: string): Promise<string | null> {
  const job = (await (await fetch(`${server.url}/api/v1/jobs/${id}`)).json()) as {
    grade_code: string | null;
  };
  return job.grade_code;
}

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      // Ada is an admin; Bob a plain, confirmed user.
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      await insertAccount(db, { email: "bob@example.org" });
      await insertJobs(db, [
        // A UNOPS job whose grade was missed; its title states it.
        buildJob({
          source: "UNOPS",
          externalId: "unops-1",
          title: "Procurement Officer, P-3",
          organization: "United Nations Office for Project Services",
          organizationSlug: "unops",
          gradeCode: null,
          gradeSource: null,
          gradeConfidence: null,
          level: null,
        }),
        buildJob({
          source: "UNOPS",
          externalId: "unops-2",
          title: "Driver",
          organization: "United Nations Office for Project Services",
          organizationSlug: "unops",
          gradeCode: null,
          gradeSource: null,
          gradeConfidence: null,
        }),
        // Another source: a grade read from the description, while the title says otherwise.
        buildJob({
          source: "WHO",
          externalId: "who-1",
          title: "Health Data Analyst (P-2)",
          organization: "World Health Organization",
          organizationSlug: "who",
          gradeCode: "P-4",
          gradeSource: "description",
          gradeConfidence: 0.6,
        }),
      ]);
      const rows = await db.select({ id: jobs.id, externalId: jobs.externalId }).from(jobs);
      unopsJobId = rows.find((row) => row.externalId === "unops-1")!.id;
      otherJobId = rows.find((row) => row.externalId === "who-1")!.id;
    },
  });
  ada = await signInAs(server, "ada@example.org");
  bob = await signInAs(server, "bob@example.org");
});

afterAll(async () => {
  await server?.stop();
});

test("a signed-in user gets 403 on the page and its action; the signed-out are sent to sign in", async () => {
  const page = await get("/admin/enrichment", bob);
  expect(page.status).toBe(403);
  const html = await page.text();
  expect(html).toContain("Access Denied");
  expect(html).not.toContain("Grade backfill");
  const refused = await post(bob, { preset: "unops-grade", intent: "apply" });
  expect(refused.status).toBe(403);
  expect(await readGrade(unopsJobId)).toBeNull();
  const signedOut = await get("/admin/enrichment", "");
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin%2Fenrichment");
  expect((await post("", { preset: "unops-grade", intent: "apply" })).status).toBe(302);
  expect(await readGrade(unopsJobId)).toBeNull();
});

test("parameters: out of range is refused naming the range; the Grade Backfill's days fall back to 7", async () => {
  const refused = await post(ada, { preset: "unops-grade", limit: "501", intent: "dry-run" });
  expect(refused.status).toBe(400);
  expect(await refused.text()).toContain(
    "Backfill Failed: limit must be a whole number from 1 to 500 (got 501)",
  );
  const fallback = await post(ada, { preset: "grade", days: "abc", intent: "dry-run" });
  expect(fallback.status).toBe(200);
  const html = await fallback.text();
  expect(html).toContain("Dry run complete: Processed 3 jobs, would update 2 with grades");
  expect(html).toContain("so the default 7 was used");
  expect(await readGrade(unopsJobId)).toBeNull();
});

test("without JavaScript: a UNOPS dry run shows the change and writes nothing; Apply writes it", async () => {
  const context = await openBrowserAs(server, ada, { width: 1280, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/enrichment`);
    const unops = page.getByRole("form", { name: "UNOPS grade backfill" });
    await unops.getByLabel(/Newest jobs/).fill("50");
    await unops.getByRole("button", { name: "Dry run" }).click();
    await page
      .getByRole("status")
      .filter({
        hasText:
          "Dry run complete: Processed 2 jobs, would update 1 with grades (nothing was written)",
      })
      .waitFor();
    const changes = page.getByRole("region", { name: /Changed jobs/ });
    await changes.getByText("Procurement Officer, P-3").waitFor();
    expect(await changes.innerText()).toContain("P-3 (title)");
    expect(await page.getByRole("term").filter({ hasText: "Grades found" }).count()).toBe(1);
    expect(await readGrade(unopsJobId)).toBeNull();
    // The form keeps what was typed.
    expect(
      await page
        .getByRole("form", { name: "UNOPS grade backfill" })
        .getByLabel(/Newest jobs/)
        .inputValue(),
    ).toBe("50");

    await page
      .getByRole("form", { name: "UNOPS grade backfill" })
      .getByRole("button", { name: "Apply" })
      .click();
    // Apply runs in the background: its run's page refreshes itself until the result is in.
    await page.waitForURL(/\/admin\/enrichment\?run=/);
    await page
      .getByRole("status")
      .filter({ hasText: "Backfill Complete: Processed 2 jobs, updated 1 with grades" })
      .waitFor();
    expect(await readGrade(unopsJobId)).toBe("P-3");
    const job = (await (await fetch(`${server.url}/api/v1/jobs/${unopsJobId}`)).json()) as {
      grade_source: string;
      level: string;
    };
    expect(job).toMatchObject({ grade_source: "title", level: "Mid" });
  } finally {
    await context.close();
  }
});

for (const width of [375, 1280]) {
  test(`/admin/enrichment in Chromium at ${width} px: a dry run, no axe violations, no overflow`, async () => {
    const context = await openBrowserAs(server, ada, { width });
    try {
      const page = await context.newPage();
      const problems: string[] = [];
      const check = async (label: string) =>
        problems.push(...(await findPageProblems(page, label)));
      // Enrichment is one of the tools the Settings tab links to; Settings stays the current tab.
      await page.goto(`${server.url}/admin/settings`);
      await page.getByRole("link", { name: "Enrichment", exact: true }).click();
      await page.getByRole("heading", { name: "Re-enrichment" }).waitFor();
      expect(
        await page
          .getByRole("navigation", { name: "Admin" })
          .getByRole("link", { name: "Settings" })
          .getAttribute("aria-current"),
      ).toBe("page");
      await check("form");
      await page
        .getByRole("form", { name: "Grade backfill", exact: true })
        .getByRole("button", { name: "Dry run" })
        .click();
      await page
        .getByRole("status")
        .filter({ hasText: /Dry run complete: Processed 3 jobs, would update 1 with grades/ })
        .waitFor();
      const changes = page.getByRole("region", { name: /Changed jobs/ });
      expect(await changes.innerText()).toContain("P-4 (description)");
      await check("result");
      expect(problems).toEqual([]);
      expect(await readGrade(otherJobId)).toBe("P-4");
    } finally {
      await context.close();
    }
  });
}
