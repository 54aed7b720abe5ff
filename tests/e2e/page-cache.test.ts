import { createHash } from "node:crypto";
import * as cheerio from "cheerio";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { signInAs } from "#tests/support/admin-session";
import { launchBrowser } from "#tests/support/browser";
import { startServer, type RunningServer } from "#tests/support/start-server";

// Anonymous public pages are shared: a CDN may keep them (public, s-maxage) and the server keeps
// them by URL until jobs change. They carry no nonce and no runtime (ADR 013); their only inline
// scripts, JSON-LD data, are allowed by digest, and the page runs in Chromium without a CSP
// violation. Someone signed in gets their own page, private and with a nonce, never the shared
// one, and it hydrates.

let server: RunningServer;
let ada = "";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off", JOBS_CACHE_TTL: "300" },
    seed: async (db) => {
      await insertJobs(db, createSyntheticJobs(30, { now: new Date(), seed: 5 }));
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
    },
  });
  ada = await signInAs(server, "ada@example.org");
});

afterAll(async () => {
  await server?.stop();
});

/** The CSP digests a document's inline scripts need, read with cheerio (parse5), not our parser. */
function digestsOf(html: string): string[] {
  const $ = cheerio.load(html);
  return [
    ...new Set(
      $("script:not([src])")
        .toArray()
        .map((script) =>
          createHash("sha256")
            .update($(script).html() ?? "", "utf8")
            .digest("base64"),
        ),
    ),
  ].sort();
}

function scriptSrc(response: Response): string {
  const csp = response.headers.get("content-security-policy") ?? "";
  return /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
}

test("an anonymous page is public, shared, and allows exactly its own inline scripts by digest", async () => {
  const first = await fetch(`${server.url}/jobs?level=Mid`);
  expect(first.status).toBe(200);
  expect(first.headers.get("cache-control")).toBe(
    "public, max-age=0, s-maxage=60, stale-while-revalidate=300",
  );
  expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
  const html = await first.text();
  expect(html).not.toContain("nonce=");
  const sources = scriptSrc(first);
  expect(sources).not.toContain("nonce");
  // A listing has no inline script at all: nothing is allowed but what 'strict-dynamic' trusts.
  expect(digestsOf(html)).toEqual([]);
  expect(sources).toBe("'self' 'strict-dynamic'");
  // The home page has JSON-LD blocks: exactly their digests are listed.
  const home = await fetch(`${server.url}/`);
  const homeHtml = await home.text();
  const homeSources = scriptSrc(home);
  expect(homeSources).toMatch(/^'self' ('sha256-[A-Za-z0-9+/=]+' )+'strict-dynamic'$/);
  const allowed = [...homeSources.matchAll(/'sha256-([^']+)'/g)].map((match) => match[1]).sort();
  expect(allowed).toEqual(digestsOf(homeHtml));
  expect(allowed.length).toBeGreaterThanOrEqual(1);

  // The next visitor gets the same page, and a revalidation costs no body.
  const second = await fetch(`${server.url}/jobs?level=Mid`);
  expect(await second.text()).toBe(html);
  expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
  const revalidated = await fetch(`${server.url}/jobs?level=Mid`, {
    headers: { "If-None-Match": first.headers.get("etag")! },
  });
  expect(revalidated.status).toBe(304);
});

test("the shared page runs in Chromium without a CSP violation; a signed-in page hydrates and navigates on the client", async () => {
  const context = await launchBrowser();
  try {
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    // The first visit fills the cache, the second is answered from it: plain HTML, links load
    // the next document.
    await fetch(`${server.url}/jobs`).then((response) => response.text());
    await page.goto(`${server.url}/jobs`);
    expect(await page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(false);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator("main a[href^='/jobs/']").first().click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}/);
    await page.locator("main h1").waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      undefined,
    );

    // Signed in: the page carries this response's nonce, hydrates, and React Router navigates.
    await context.setExtraHTTPHeaders({ cookie: ada });
    await page.goto(`${server.url}/jobs`);
    await page.waitForFunction(() => "__reactRouterDataRouter" in window);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.locator("main a[href^='/jobs/']").first().click();
    await page.waitForURL(/\/jobs\/[0-9a-f-]{36}/);
    await page.locator("main h1").waitFor();
    // Still the same document: React Router navigated on the client.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});

test("a signed-in visitor gets a private page with a nonce, never the shared one", async () => {
  const anonymous = await fetch(`${server.url}/jobs`);
  expect(await anonymous.text()).toContain("Sign in to save searches and alerts.");
  const own = await fetch(`${server.url}/jobs`, { headers: { Cookie: ada } });
  expect(own.status).toBe(200);
  expect(own.headers.get("cache-control")).toBe("private, no-store");
  expect(own.headers.get("etag")).toBeNull();
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc(own))?.[1];
  expect(nonce).toBeTruthy();
  const html = await own.text();
  expect(html).toContain(`nonce="${nonce}"`);
  // Shown text only: the hydration data after the markup carries the page's message catalog.
  expect(html.slice(0, html.indexOf("<script"))).not.toContain(
    "Sign in to save searches and alerts.",
  );
  // Having been signed in leaves nothing behind for the next anonymous visitor.
  expect(await (await fetch(`${server.url}/jobs`)).text()).toContain(
    "Sign in to save searches and alerts.",
  );
});

test("a job added by an admin is on the cached listing at once", async () => {
  const title = "Cache Check Hydrologist, P-3";
  const before = await fetch(`${server.url}/jobs`);
  expect(before.headers.get("cache-control")).toContain("public");
  expect(await before.text()).not.toContain(title);
  const created = await fetch(`${server.url}/admin/jobs/new`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: ada,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "save",
      title,
      organization: "WMO",
      link: "https://example.org/wmo/1",
      dutyStation: "Geneva, Switzerland",
    }).toString(),
  });
  expect(created.status).toBe(302);
  expect(await (await fetch(`${server.url}/jobs`)).text()).toContain(title);
});
