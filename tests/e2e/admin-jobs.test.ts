import { afterAll, beforeAll, expect, test } from "vitest";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { keepScreenshot } from "#tests/support/screenshots";

// The Jobs tab of the admin area: an admin adds a job posting by hand, edits it and deletes it,
// in Chromium at a phone's and a desktop's width, with no axe violations and no sideways scroll;
// and the same forms answer plain HTTP posts (no JavaScript) with redirects and clear refusals.

let server: RunningServer;
let ada = "";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: (db) => insertAccount(db, { email: "ada@example.org", role: "admin" }).then(() => {}),
  });
  ada = await signInAs(server, "ada@example.org");
});

afterAll(async () => {
  await server?.stop();
});

function post(pathname: string, fields: Record<string, string>) {
  return fetch(`${server.url}${pathname}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: ada,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

test("without JavaScript: the forms post, redirect with the outcome, and refuse bad input", async () => {
  const missing = await post("/admin/jobs/new", { intent: "save", title: "", organization: "" });
  expect(missing.status).toBe(400);
  const missingHtml = await missing.text();
  expect(missingHtml).toContain("Validation Error: Title and organization are required");
  expect(missingHtml).toContain('aria-invalid="true"');
  const badLink = await post("/admin/jobs/new", {
    intent: "save",
    title: "Driver",
    organization: "WFP",
    link: "not a link",
    deadline: "31/12/2026",
  });
  expect(badLink.status).toBe(400);
  const badHtml = await badLink.text();
  expect(badHtml).toContain("The link must be a web address");
  expect(badHtml).toContain("The deadline must be a date (YYYY-MM-DD).");
  // The typed values come back in the form.
  expect(badHtml).toContain('value="Driver"');

  const created = await post("/admin/jobs/new", {
    intent: "save",
    title: "Logistics Assistant, G-5",
    organization: "WFP",
    link: "https://example.org/wfp/1",
    dutyStation: "Juba, South Sudan",
  });
  expect(created.status).toBe(302);
  expect(created.headers.get("location")).toBe("/admin/jobs?notice=admin-job-created");
  const list = await (
    await fetch(`${server.url}/admin/jobs?notice=admin-job-created&q=logistics`, {
      headers: { Cookie: ada },
    })
  ).text();
  expect(list).toContain("Job created successfully");
  const id = /href="\/admin\/jobs\/([0-9a-f-]{36})"/.exec(list)?.[1];
  expect(id, list).toBeTruthy();

  const confirm = await (
    await fetch(`${server.url}/admin/jobs/${id}?delete=confirm`, { headers: { Cookie: ada } })
  ).text();
  expect(confirm).toContain("Delete Job Posting?");
  expect(confirm).toContain("cannot be undone");
  const deleted = await post(`/admin/jobs/${id}`, { intent: "delete" });
  expect(deleted.headers.get("location")).toBe("/admin/jobs?notice=admin-job-deleted");
  const again = await post(`/admin/jobs/${id}`, { intent: "delete" });
  expect(again.status).toBe(404);
  expect(await again.text()).toContain("Failed to delete job: it no longer exists.");
  const gone = await post(`/admin/jobs/${id}`, { intent: "save", title: "x", organization: "y" });
  expect(gone.status).toBe(404);
  expect(await gone.text()).toContain("Failed to update job: it no longer exists.");
});

for (const width of [375, 1280]) {
  test(`in Chromium at ${width} px: create, edit and delete a job; axe clean, no overflow`, async () => {
    const context = await openBrowserAs(server, ada, { width });
    const title = `Programme Officer ${width}`;
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/admin/jobs`);
      const jobsTab = page.getByRole("navigation", { name: "Admin" }).getByRole("link", {
        name: "Jobs",
      });
      expect(await jobsTab.getAttribute("aria-current")).toBe("page");
      // The six tabs, in the order the page shows them.
      expect(
        (
          await page.getByRole("navigation", { name: "Admin" }).getByRole("link").allTextContents()
        ).map((text) => text.trim()),
      ).toEqual(["Statistics", "Classification", "Sources", "Jobs", "Users", "Settings"]);

      // Create.
      await page.getByRole("link", { name: "Add a job posting" }).click();
      await page.getByRole("heading", { name: "Add a job posting" }).waitFor();
      problems.push(...(await findPageProblems(page, `${width} new`)));
      await keepScreenshot(page, `admin-job-new-${width}`);
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Organization").fill("UNICEF");
      await page.getByLabel("Link to the posting").fill("https://example.org/unicef/42");
      await page.getByLabel("Level").selectOption("Mid");
      await page.getByLabel("Grade").fill("P-3");
      await page.getByLabel("Duty station").fill("Nairobi, Kenya");
      await page.getByLabel("Deadline").fill("2030-01-31");
      await page.getByLabel("Description").fill("Lead the programme.\n\nTravel often.");
      await page.getByRole("button", { name: "Create job" }).click();
      // Said as every form's outcome is: in the polite strip at the top, above the admin heading.
      const created = page
        .locator("[aria-live=polite]")
        .getByRole("status")
        .filter({ hasText: "Job created successfully" });
      await created.waitFor();
      expect(
        await created.evaluate((notice) => {
          const heading = document.querySelector("h1");
          return Boolean(
            heading && notice.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
          );
        }),
      ).toBe(true);
      await page.getByRole("link", { name: title }).waitFor();
      problems.push(...(await findPageProblems(page, `${width} list`)));
      await keepScreenshot(page, `admin-jobs-${width}`);

      // Edit.
      await page.getByRole("link", { name: title }).click();
      await page.getByRole("heading", { name: `Edit “${title}”` }).waitFor();
      problems.push(...(await findPageProblems(page, `${width} edit`)));
      expect(await page.getByLabel("Duty station").inputValue()).toContain("Nairobi");
      await page.getByLabel("Title").fill(`Senior ${title}`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("status").filter({ hasText: "Job updated successfully" }).waitFor();
      await page.getByRole("link", { name: `Senior ${title}` }).waitFor();

      // Delete, after the confirmation.
      await page.getByRole("link", { name: `Senior ${title}` }).click();
      await page.getByRole("link", { name: "Delete job" }).click();
      await page.getByRole("heading", { name: "Delete Job Posting?" }).waitFor();
      expect(await page.getByText("This cannot be undone.").count()).toBe(1);
      problems.push(...(await findPageProblems(page, `${width} confirm delete`)));
      await keepScreenshot(page, `admin-job-delete-${width}`);
      await page.getByRole("button", { name: "Delete permanently" }).click();
      await page.getByRole("status").filter({ hasText: "Job deleted successfully" }).waitFor();
      expect(await page.getByRole("link", { name: `Senior ${title}` }).count()).toBe(0);

      // Every change is in the audit log, before → after.
      await page.goto(`${server.url}/admin/audit`);
      const log = await page.getByRole("region", { name: /Audit log/ }).innerText();
      expect(log).toContain(`title=${title} → Senior ${title}`);
      expect(log).toContain("job created");
      expect(log).toContain("job deleted");
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
