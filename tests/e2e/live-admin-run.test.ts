import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { sources } from "#server/db/schema";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { createAnswerGate } from "#tests/support/answer-gate";
import { findPageProblems } from "#tests/support/page-checks";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_HOOK_TIMEOUT, E2E_WAIT } from "#tests/support/timeouts";
import { keepScreenshot } from "#tests/support/screenshots";

// The production server is one module graph: the React Router build imports `server/` and
// `domain/` from the very modules `server/main.ts` loaded, so an error the server's HTTP client
// throws is an `HttpError` to the adapter the route runs. When the build carried its own copy, a
// failed job page looked like an ordinary error, the crawl counted as complete, and a live run from
// the admin page closed a job that was still listed.
const root = path.resolve(import.meta.dirname, "../..");

test("the server-side build imports server/ and domain/ instead of carrying copies", () => {
  const bundle = fs.readFileSync(path.join(root, "build/server/index.js"), "utf8");
  const specifiers = [...bundle.matchAll(/from\s*"(#(?:server|domain)\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  expect(specifiers).toContain("#server/modules/admin/source-admin");
  for (const specifier of specifiers) {
    const file = path.join(root, specifier.slice(1));
    expect(
      [file, `${file}.ts`, `${file}.tsx`].some((candidate) => fs.existsSync(candidate)),
      specifier,
    ).toBe(true);
  }
  // Classes and module state of the server's own code are not in the bundle.
  expect(bundle).not.toMatch(/\bHttpError\s*=\s*class\b|\bclass\s+HttpError\b/);
  expect(bundle).not.toContain("blueboard.jobsCache");
});

const JOB_IDS = ["2026-0901", "2026-0902"];

function jobPage(id: string): string {
  const posting = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: `Programme Officer ${id}`,
    description: `<p>Reference Number: ${id}</p><p>Supports the country programme.</p>`,
    identifier: { "@type": "PropertyValue", name: "IFAD", value: id },
    datePosted: "2026-11-01T09:00:00Z",
    validThrough: "2099-01-31T23:59:00Z",
    employmentType: "FULL_TIME",
    hiringOrganization: {
      "@type": "Organization",
      name: "International Fund for Agricultural Development",
    },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Rome", addressCountry: "Italy" },
    },
  };
  return `<!doctype html><html lang="en"><head><title>${id}</title><script type="application/ld+json">${JSON.stringify(posting)}</script></head><body><h1>${id}</h1></body></html>`;
}

let server: RunningServer;
let employer: http.Server;
let sourceId = "";
/** When set, the second job page answers 503 (after every retry). */
let secondPageFails = false;
/** While held, job pages answer only once released: a live run is caught while fetching. */
const jobPagesGate = createAnswerGate();

beforeAll(async () => {
  employer = http.createServer((req, res) => {
    const origin = `http://127.0.0.1:${(employer.address() as AddressInfo).port}`;
    if (req.url === "/sitemap.xml") {
      res.writeHead(200, { "Content-Type": "application/xml" });
      res.end(
        `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${JOB_IDS.map(
          (id) => `<url><loc>${origin}/jobs/${id}</loc></url>`,
        ).join("")}</urlset>`,
      );
      return;
    }
    const id = JOB_IDS.find((candidate) => req.url === `/jobs/${candidate}`);
    if (!id) {
      res.writeHead(404).end();
      return;
    }
    if (jobPagesGate.held) {
      void jobPagesGate.passed().then(() => {
        res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
        res.end(jobPage(id));
      });
      return;
    }
    if (secondPageFails && id === JOB_IDS[1]) {
      res.writeHead(503, { "Retry-After": "0", "Content-Type": "text/plain" });
      res.end("down for maintenance");
      return;
    }
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(jobPage(id));
  });
  await new Promise<void>((resolve) => employer.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(employer.address() as AddressInfo).port}`;
  server = await startServer({
    env: { SEED: "none", TASKS: "off", INGEST_ALLOW_PRIVATE_HOSTS: "127.0.0.1:*" },
    seed: async (db) => {
      await insertAccount(db, { email: "live-run-admin@example.org", role: "admin" });
      const [row] = await db
        .insert(sources)
        .values({
          name: "IFAD sitemap",
          type: "scrape",
          baseUrl: origin,
          metadata: {
            adapter: "json-ld",
            sitemapUrl: `${origin}/sitemap.xml`,
            organization: "IFAD",
          },
        })
        .returning({ id: sources.id });
      sourceId = row!.id;
    },
  });
}, E2E_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => employer?.close(() => resolve()));
});

/**
 * Presses "Live run" as a plain form post would: the answer is a redirect to the run's progress,
 * which is read until the run has finished. Returns that page.
 */
async function liveRun(cookie: string): Promise<string> {
  const response = await fetch(`${server.url}/admin/sources/${sourceId}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ intent: "live-run" }).toString(),
  });
  expect(response.status).toBe(302);
  const runUrl = `${server.url}${response.headers.get("location")}`;
  let html = "";
  await expect
    .poll(
      async () => {
        html = await (await fetch(runUrl, { headers: { Cookie: cookie } })).text();
        return /Live run completed:|Failed to run source:/.test(html);
      },
      { timeout: E2E_WAIT, interval: 200 },
    )
    .toBe(true);
  return html;
}

async function openJobTitles(): Promise<string[]> {
  const response = await fetch(`${server.url}/api/v1/jobs?perPage=50`);
  const body = (await response.json()) as { items: { title: string }[] };
  return body.items.map((job) => job.title).sort();
}

test("a live run from the admin page whose second job page fails keeps that job open", async () => {
  const admin = await signInAs(server, "live-run-admin@example.org");
  secondPageFails = false;
  expect(await liveRun(admin)).toContain("Live run completed: 2 inserted, 0 updated");
  const titles = JOB_IDS.map((id) => `Programme Officer ${id}`);
  expect(await openJobTitles()).toEqual(titles);

  secondPageFails = true;
  const partial = await liveRun(admin);
  expect(partial).toContain("HTTP 503");
  // The crawl was not complete, so nothing it did not see is closed.
  expect(await openJobTitles()).toEqual(titles);
});

test("in Chromium: Live run shows the run's progress, then its result without a reload; at 375 and 1280 px axe clean, no overflow", async () => {
  const admin = await signInAs(server, "live-run-admin@example.org");
  secondPageFails = false;
  jobPagesGate.hold();
  const context = await openBrowserAs(server, admin, { width: 375 });
  const problems: string[] = [];
  try {
    const page = await context.newPage();
    const check = async (label: string, width: number) => {
      await page.setViewportSize({ width, height: 900 });
      problems.push(...(await findPageProblems(page, `${width} ${label}`)));
      await keepScreenshot(page, `admin-live-run-${label}-${width}`);
    };
    await page.goto(`${server.url}/admin/sources/${sourceId}`);
    await page.getByRole("button", { name: "Live run" }).click();
    await page.waitForURL(/\/admin\/sources\/[0-9a-f-]{36}\?run=[0-9a-f-]{36}$/);
    const run = page.getByRole("region", { name: "Live run of IFAD sitemap" });
    // The sitemap is in; the job pages wait.
    await run
      .getByRole("status")
      .filter({ hasText: /Running: fetching from the source \(\d+ requests? answered\)/ })
      .waitFor({ timeout: E2E_WAIT });
    expect(await run.getByRole("progressbar").count()).toBe(1);
    // Marks this document: a reload would lose the mark.
    await page.evaluate(() => document.body.setAttribute("data-progress-page", "same"));
    await check("running", 375);
    await check("running", 1280);

    jobPagesGate.release();
    await run
      .getByRole("status")
      .filter({ hasText: /^Live run completed: \d+ inserted, \d+ updated$/ })
      .waitFor({ timeout: E2E_WAIT });
    expect(await page.locator("body").getAttribute("data-progress-page")).toBe("same");
    expect(await run.getByRole("status").first().innerText()).toBe(
      "Completed: 2 of 2 done, 0 errors",
    );
    const unchanged = run.getByRole("term").filter({ hasText: "Unchanged" }).locator("xpath=..");
    expect(await unchanged.innerText()).toContain("2");
    expect(await run.getByRole("progressbar").count()).toBe(0);
    await check("done", 1280);
    await check("done", 375);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
    jobPagesGate.release();
  }
});
