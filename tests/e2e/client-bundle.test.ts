import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, expect, test } from "vitest";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { startServer, type RunningServer } from "#tests/support/start-server";

// Server modules may be imported by routes for their loaders and actions, but only their types or
// small constant modules may reach the browser: a value import of a module that touches the
// database drags the schema, drizzle and zod into the client bundle.
const assets = path.resolve(import.meta.dirname, "../../build/client/assets");

test("no server code reaches the browser bundle", () => {
  const leaks = fs
    .readdirSync(assets)
    .filter((file) => file.endsWith(".js"))
    .flatMap((file) => {
      const code = fs.readFileSync(path.join(assets, file), "utf8");
      // Markers that survive minification: drizzle's entity kinds, our table names, Node built-ins.
      return [
        "PgTable",
        "PgColumn",
        "saved_searches",
        "ingestion_logs",
        "drizzle-orm",
        "DATABASE_URL",
        "node:fs",
        "smtp",
        "ZodError",
      ]
        .filter((marker) => code.includes(marker))
        .map((marker) => `${file}: ${marker}`);
    });
  expect(leaks).toEqual([]);
});

/** React Router's browser manifest: per route, its module and the chunks it imports. */
type BrowserManifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; hasDefaultExport?: boolean }>;
};

function readBrowserManifest(): BrowserManifest {
  const [file] = fs
    .readdirSync(assets)
    .filter((name) => /^manifest-\w+\.js$/.test(name))
    .map((name) => path.join(assets, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
  if (!file) throw new Error("No React Router manifest in build/client/assets: build first");
  const text = fs.readFileSync(file, "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as BrowserManifest;
}

const gzipSize = (url: string) =>
  zlib.gzipSync(fs.readFileSync(path.join(assets, "..", url)), { level: 9 }).length;

// What a signed-in visitor's page loads before anyone clicks (anonymous pages load nothing, below): React, React DOM and React Router (the entry),
// then the root layout's and the page's own chunks. Dialogs loaded on demand are not counted.
// The entry alone is about 105 KB with gzip -9 (React DOM ~63 KB, React Router ~40 KB), so the
// framework's share and each page's share have separate budgets: a constant table or a
// server-side helper that leaks into a page shows up in the page's share (today 17–33.3 KB, of
// which about 10 KB is the root layout's ICU message formatter, intl-messageformat, ADR 017; /jobs,
// with its sort, closing, place-of-work and language controls, posted dates, "Did you mean", the
// suggestion box and Load More that keeps the address, is the largest; a leak of a server table
// adds tens of KB, far past the margin).
const FRAMEWORK_BUDGET_KB = 108;
const PAGE_BUDGET_KB = 34;

test("every hydrated page's scripts stay within the JavaScript budget (gzip -9)", () => {
  const manifest = readBrowserManifest();
  const entry = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const frameworkKb = [...entry].reduce((sum, url) => sum + gzipSize(url), 0) / 1024;
  expect(frameworkKb).toBeLessThanOrEqual(FRAMEWORK_BUDGET_KB);

  const root = manifest.routes.root!;
  const pages = Object.entries(manifest.routes).filter(
    ([id, route]) => id.startsWith("routes/public/") && route.hasDefaultExport,
  );
  expect(pages.map(([id]) => id)).toContain("routes/public/organization");
  const overBudget = pages.flatMap(([id, route]) => {
    const own = new Set(
      [root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? [])].filter(
        (url) => !entry.has(url),
      ),
    );
    const kb = [...own].reduce((sum, url) => sum + gzipSize(url), 0) / 1024;
    return kb > PAGE_BUDGET_KB ? [`${id}: ${kb.toFixed(1)} KB`] : [];
  });
  expect(overBudget).toEqual([]);
});

// Anonymous visitors get plain server-rendered HTML (ADR 013): no module script, no modulepreload,
// no inline bootstrap; the only inline scripts left are JSON-LD data blocks. Signed-in visitors
// get the hydrated app.
const EMAIL = "hydrated@example.org";
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertJobs(db, [buildJob({ title: "Water Engineer Nairobi" })]);
      await insertAccount(db, { email: EMAIL });
    },
  });
});

afterAll(async () => {
  await server?.stop();
});

test("anonymous public pages ship no script and no modulepreload; a signed-in page hydrates", async () => {
  const listing = (await (await fetch(`${server.url}/api/v1/jobs?perPage=1`)).json()) as {
    items: { id: string }[];
  };
  const jobId = listing.items[0]!.id;
  const pages = [
    "/",
    "/jobs",
    `/jobs/${jobId}`,
    "/location/kenya",
    "/organization/undp",
    "/blog",
    "/ar/blog",
  ];
  for (const page of pages) {
    const response = await fetch(`${server.url}${page}`);
    expect(response.status, page).toBe(200);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/gi)].map((match) => match[0]);
    expect(
      scripts.filter((tag) => !tag.includes('type="application/ld+json"')),
      page,
    ).toEqual([]);
    expect(html, page).not.toMatch(/modulepreload|\/assets\/[^"]+\.js/);
  }

  const cookie = await signInAs(server, EMAIL);
  const signedIn = await (
    await fetch(`${server.url}/jobs/${jobId}`, { headers: { cookie } })
  ).text();
  expect(signedIn).toMatch(/<link[^>]*rel="modulepreload"/);
  expect(signedIn).toMatch(/<script[^>]*type="module"/);

  // The hydrated app saves in place: a fetcher, a toast, no page load.
  const context = await openBrowserAs(server, cookie, { width: 1280 });
  try {
    const page = await context.newPage();
    // Arriving from an earlier form whose notice the address still carries.
    await page.goto(`${server.url}/jobs/${jobId}?notice=search-saved`);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const oldNotice = page.getByText("Search saved. New matching jobs");
    await oldNotice.waitFor();
    let loads = 0;
    page.on("load", () => loads++);
    await page.getByRole("button", { name: "Save “Water Engineer Nairobi”" }).click();
    await expect.poll(() => page.getByTestId("toast").textContent()).toContain("Job saved");
    await page
      .getByRole("button", { name: "Remove “Water Engineer Nairobi” from saved jobs" })
      .waitFor();
    expect(loads).toBe(0);
    // The toast tells this outcome; the earlier form's notice leaves the page and the address.
    await oldNotice.waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
  } finally {
    await context.close();
  }
});

test("a signed-in visitor picks a suggestion from the search box with the keyboard", async () => {
  const cookie = await signInAs(server, EMAIL);
  const context = await openBrowserAs(server, cookie, { width: 1280 });
  try {
    const page = await context.newPage();
    // A listing that Load More had grown: the filter chosen starts the list again.
    await page.goto(`${server.url}/jobs?shown=40`);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const box = page.getByRole("combobox", { name: "Keywords" });
    await box.pressSequentially("nai");
    const place = page.getByRole("option", { name: /^Nairobi, Kenya/, exact: false }).first();
    await place.waitFor();
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    // Titles come after places: the job's own title matches too.
    const list = page.getByRole("listbox", { name: "Suggestions" });
    expect(await list.getByRole("option").allTextContents()).toEqual([
      "Nairobi, KenyaPlace · 1",
      "Water Engineer NairobiTitle · 1",
    ]);
    await box.press("Escape");
    expect(await box.getAttribute("aria-expanded")).toBe("false");
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await place.getAttribute("id"));
    expect(await place.getAttribute("aria-selected")).toBe("true");
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("location") === "Nairobi");
    expect(new URL(page.url()).searchParams.get("search")).toBeNull();
    expect(new URL(page.url()).searchParams.get("shown")).toBeNull();
  } finally {
    await context.close();
  }
});

test("on a French page the suggestions name the employer in French and lead to the French listing", async () => {
  const cookie = await signInAs(server, EMAIL);
  const context = await openBrowserAs(server, cookie, { width: 1280 });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/fr/jobs?level=Mid`);
    await page.waitForFunction(() => "__reactRouterRouteModules" in window);
    const box = page.getByRole("combobox", { name: "Mots clés" });
    await box.pressSequentially("pnud");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    const organisation = list.getByRole("option").first();
    await organisation.waitFor();
    expect(await list.getByRole("option").allTextContents()).toEqual([
      "PNUD · Programme des Nations Unies pour le développementOrganisation · 1",
    ]);
    await box.press("ArrowDown");
    await box.press("Enter");
    // The filter is the English slug, on the French listing, with the listing's own filters kept.
    await page.waitForURL((url) => url.searchParams.get("organization") === "undp");
    const address = new URL(page.url());
    expect(address.pathname).toBe("/fr/jobs");
    expect(address.searchParams.get("level")).toBe("Mid");
  } finally {
    await context.close();
  }
});
