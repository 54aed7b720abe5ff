import http from "node:http";
import type { AddressInfo } from "node:net";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, expect, test } from "vitest";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";
import { keepScreenshot } from "#tests/support/screenshots";

// Sources in the admin area: an admin adds a source (bad JSON first, then good), edits it, and
// dry-runs it in the test-ingestion panel against a feed served on loopback (opened to ingestion
// by INGEST_ALLOW_PRIVATE_HOSTS), in Chromium at a phone's and a desktop's width, with no axe
// violations and no sideways scroll; and the form answers plain HTTP posts (no JavaScript).

let server: RunningServer;
let feedServer: http.Server;
let feedUrl = "";
let ada = "";

/** An RSS feed with four good items and seven without a title (seven item errors). */
function feed(origin: string): string {
  const good = [1, 2, 3, 4].map(
    (n) =>
      `<item><title>Programme Officer ${n}</title><link>${origin}/jobs/${n}</link><guid>job-${n}</guid><pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate><description>Duty station: Geneva</description></item>`,
  );
  const bad = [5, 6, 7, 8, 9, 10, 11].map(
    (n) => `<item><link>${origin}/jobs/${n}</link><guid>job-${n}</guid></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title><link>${origin}</link>${[...good, ...bad].join("")}</channel></rss>`;
}

beforeAll(async () => {
  feedServer = http.createServer((req, res) => {
    const origin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    if (req.url !== "/feed.xml") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "application/rss+xml" });
    res.end(feed(origin));
  });
  await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`;
  server = await startServer({
    env: { SEED: "none", TASKS: "off", INGEST_ALLOW_PRIVATE_HOSTS: "127.0.0.1:*" },
    seed: (db) => insertAccount(db, { email: "ada@example.org", role: "admin" }).then(() => {}),
  });
  ada = await signInAs(server, "ada@example.org");
});

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => feedServer?.close(() => resolve()));
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

test("without JavaScript: the form posts, redirects with the outcome, and refuses bad input", async () => {
  const fields = {
    name: "Plain feed",
    type: "rss",
    adapter: "rss",
    baseUrl: feedUrl,
    metadata: '{"organization": "UNOPS"',
  };
  const badJson = await post("/admin/sources/new", fields);
  expect(badJson.status).toBe(400);
  const badHtml = await badJson.text();
  expect(badHtml).toContain("Validation Error: Invalid JSON in metadata field");
  // The message sits right under its field, which names it, and every field keeps what was typed.
  const $ = cheerio.load(badHtml);
  const metadata = $('textarea[name="metadata"]');
  expect(metadata.attr("aria-invalid")).toBe("true");
  const error = metadata.next();
  expect(error.text()).toBe("Invalid JSON in metadata field");
  expect(metadata.attr("aria-describedby")?.split(" ")).toContain(error.attr("id"));
  expect(metadata.text()).toBe(fields.metadata);
  expect($('input[name="name"]').val()).toBe("Plain feed");
  expect($('input[name="name"]').attr("aria-invalid")).toBeUndefined();
  expect($('input[name="baseUrl"]').val()).toBe(feedUrl);
  expect($('select[name="adapter"] option[selected]').val()).toBe("rss");

  const badOptions = await post("/admin/sources/new", {
    ...fields,
    metadata: '{"cron": "every day", "idFrom": "title"}',
  });
  expect(badOptions.status).toBe(400);
  const optionsHtml = await badOptions.text();
  expect(optionsHtml).toContain("Option &quot;cron&quot;: not a valid cron expression");
  expect(optionsHtml).toContain("Option &quot;idFrom&quot;:");

  // Private addresses stay closed unless the allow-list opens them (only 127.0.0.1 is open here).
  const privateHost = await post("/admin/sources/new", {
    ...fields,
    baseUrl: "http://10.0.0.5/feed.xml",
    metadata: "",
  });
  expect(privateHost.status).toBe(400);
  expect(await privateHost.text()).toContain(
    "The base URL is not allowed: refused 10.0.0.5: 10.0.0.5 is a private address",
  );

  const created = await post("/admin/sources/new", { ...fields, metadata: "" });
  expect(created.status).toBe(302);
  expect(created.headers.get("location")).toBe("/admin/sources?notice=admin-source-created");
  const list = await (
    await fetch(`${server.url}/admin/sources?notice=admin-source-created`, {
      headers: { Cookie: ada },
    })
  ).text();
  expect(list).toContain("Source created successfully");
  const editLink = [...list.matchAll(/<a [^>]*>/g)]
    .map((match) => match[0])
    .find((tag) => tag.includes('aria-label="Edit Plain feed"'));
  const id = /\/admin\/sources\/([0-9a-f-]{36})\/edit/.exec(editLink ?? "")?.[1];
  expect(id, list).toBeTruthy();
  const updated = await post(`/admin/sources/${id}/edit`, {
    ...fields,
    metadata: '{"organization": "UNOPS"}',
  });
  expect(updated.headers.get("location")).toBe("/admin/sources?notice=admin-source-updated");
  // A live run from the source's page goes on in the background; once it has finished, the list
  // shows its badge among the source's recent runs.
  const started = await post(`/admin/sources/${id}`, { intent: "live-run" });
  expect(started.status).toBe(302);
  const runUrl = started.headers.get("location")!;
  expect(runUrl).toMatch(new RegExp(`^/admin/sources/${id}\\?run=`));
  await expect
    .poll(
      async () => (await fetch(`${server.url}${runUrl}`, { headers: { Cookie: ada } })).text(),
      { timeout: E2E_WAIT, interval: 200 },
    )
    .toContain("Live run completed: 4 inserted, 0 updated");
  const withRun = await (
    await fetch(`${server.url}/admin/sources`, { headers: { Cookie: ada } })
  ).text();
  expect(withRun).toMatch(/aria-label="Runs of Plain feed, newest first"[^>]*>.*?partial/);
  const unsupported = await post("/admin/sources/test", {
    mode: "url",
    url: feedUrl,
    type: "scrape",
    adapter: "",
  });
  expect(unsupported.status).toBe(400);
  expect(await unsupported.text()).toContain("Unsupported source type");
});

for (const width of [375, 1280]) {
  test(`in Chromium at ${width} px: add a source, edit it, dry-run it in the test panel; axe clean, no overflow`, async () => {
    const context = await openBrowserAs(server, ada, { width });
    const name = `Loopback feed ${width}`;
    const problems: string[] = [];
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/admin/sources`);

      // Create: bad JSON first, then good.
      await page.getByRole("link", { name: "Add a source" }).click();
      await page.getByRole("heading", { name: "Add a source" }).waitFor();
      problems.push(...(await findPageProblems(page, `${width} new`)));
      await keepScreenshot(page, `admin-source-new-${width}`);
      expect(await page.getByLabel("Type").inputValue()).toBe("rss");
      expect(await page.getByLabel("Metadata (JSON)").inputValue()).toBe("{}");
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Adapter", { exact: true }).selectOption("rss");
      await page.getByLabel("Base URL").fill(feedUrl);
      await page.getByLabel("Metadata (JSON)").fill('{"organization": "UNOPS",}');
      await page.getByRole("button", { name: "Create source" }).click();
      const metadataField = page.getByLabel("Metadata (JSON)");
      await expect.poll(() => metadataField.getAttribute("aria-invalid")).toBe("true");
      const errorId = (await metadataField.getAttribute("aria-describedby"))!.split(" ")[0]!;
      expect(await page.locator(`[id="${errorId}"]`).innerText()).toBe(
        "Invalid JSON in metadata field",
      );
      // What was typed stays in the field after the server refuses it.
      expect(await metadataField.inputValue()).toBe('{"organization": "UNOPS",}');
      problems.push(...(await findPageProblems(page, `${width} invalid JSON`)));
      await keepScreenshot(page, `admin-source-invalid-json-${width}`);
      await page.getByLabel("Metadata (JSON)").fill('{"organization": "UNOPS"}');
      await page.getByRole("button", { name: "Create source" }).click();
      await page.getByRole("status").filter({ hasText: "Source created successfully" }).waitFor();
      await page.getByRole("link", { name, exact: true }).waitFor();

      // Edit.
      await page.getByRole("link", { name: `Edit ${name}` }).click();
      await page.getByRole("heading", { name: `Edit “${name}”` }).waitFor();
      problems.push(...(await findPageProblems(page, `${width} edit`)));
      await keepScreenshot(page, `admin-source-edit-${width}`);
      expect(JSON.parse(await page.getByLabel("Metadata (JSON)").inputValue())).toEqual({
        organization: "UNOPS",
      });
      await page.getByLabel("Name").fill(`${name} (edited)`);
      await page
        .getByLabel("Metadata (JSON)")
        .fill('{"organization": "UNOPS", "cron": "0 6 * * *"}');
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("status").filter({ hasText: "Source updated successfully" }).waitFor();
      await page.getByRole("link", { name: `${name} (edited)`, exact: true }).waitFor();
      problems.push(...(await findPageProblems(page, `${width} list`)));
      await keepScreenshot(page, `admin-sources-${width}`);

      // The test panel: a dry run of the stored source.
      await page.getByRole("link", { name: "Test ingestion" }).click();
      await page.getByRole("heading", { name: "Test ingestion" }).waitFor();
      problems.push(...(await findPageProblems(page, `${width} test panel`)));
      await page.getByLabel("Source", { exact: true }).selectOption({ label: `${name} (edited)` });
      await page.getByRole("button", { name: "Dry run this source" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Dry run completed: 4 jobs found" })
        .waitFor();
      const result = page.getByRole("region", { name: "Result" });
      expect(
        await result.getByRole("listitem").filter({ hasText: "missing <title>" }).count(),
      ).toBe(5);
      expect(await result.getByText("and 2 more").count()).toBe(1);
      for (const n of [1, 2, 3])
        await result.getByRole("link", { name: `Programme Officer ${n}` }).waitFor();
      expect(await result.getByRole("link", { name: "Programme Officer 4" }).count()).toBe(0);
      problems.push(...(await findPageProblems(page, `${width} dry run`)));
      await keepScreenshot(page, `admin-source-test-${width}`);

      // A pasted URL whose type no adapter serves by itself.
      await page.getByLabel("URL", { exact: true }).fill(feedUrl);
      await page.getByLabel("Type").selectOption("scrape");
      await page.getByRole("button", { name: "Dry run this URL" }).click();
      await page.getByRole("alert").filter({ hasText: "Unsupported source type" }).waitFor();

      // The dry run wrote nothing: the source still has no run.
      await page.goto(`${server.url}/admin/sources`);
      const row = page.getByRole("row").filter({ hasText: `${name} (edited)` });
      expect(await row.getByText("none yet").count()).toBe(1);

      // Create and edit are in the audit log, before → after.
      await page.goto(`${server.url}/admin/audit`);
      const log = await page.getByRole("region", { name: /Audit log/ }).innerText();
      expect(log).toContain("source created");
      expect(log).toContain(`name=${name} → ${name} (edited)`);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
