import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import routes from "#app/routes";
import { insertAccount } from "#tests/factories/account-factory";
import { openBrowserAs, signInAs } from "#tests/support/admin-session";
import { startServer, type RunningServer } from "#tests/support/start-server";

// Every admin URL, read from the URL map itself (app/routes.ts), refuses a signed-in user without
// the admin role (403, "Access Denied", then the dashboard) and sends the signed-out to sign in:
// a route added to the admin area, or an API route that checks the admin role, is covered the day
// it is added.

type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] };
type Guarded = { pathname: string; file: string; api: boolean; index: boolean };

const appDir = path.resolve(import.meta.dirname, "../../app");
const source = (file: string) => fs.readFileSync(path.join(appDir, file), "utf8");
/** A route module that checks the admin role (the page guard, or an API's own role check). */
const ADMIN_CHECK = /requireAdmin\(|role !== "admin"/;
const SOME_ID = "00000000-0000-4000-8000-000000000000";

function flatten(
  entries: RouteEntry[],
  parent = "",
  parents: string[] = [],
): { pathname: string; file: string; index: boolean; parents: string[] }[] {
  return entries.flatMap((entry) => {
    const pathname = entry.path ? `${parent}/${entry.path}` : parent || "/";
    return [
      { pathname, file: entry.file, index: entry.index === true, parents },
      ...flatten(entry.children ?? [], pathname === "/" ? "" : pathname, [...parents, entry.file]),
    ];
  });
}

const everyRoute = flatten(routes);
const guarded: Guarded[] = everyRoute
  .filter(
    ({ pathname, file }) =>
      pathname === "/admin" ||
      pathname.startsWith("/admin/") ||
      (pathname.startsWith("/api/v1/") && ADMIN_CHECK.test(source(file))),
  )
  .map(({ pathname, file, index }) => ({
    pathname: pathname.replace(/:[\w]+/g, SOME_ID),
    file,
    api: pathname.startsWith("/api/"),
    index,
  }));

let server: RunningServer;
let ada = "";
let bob = "";

function request(pathname: string, cookie: string, method = "GET") {
  return fetch(`${server.url}${pathname}`, {
    method,
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      ...(method === "POST" ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
    },
    ...(method === "POST" ? { body: "intent=save" } : {}),
  });
}

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      await insertAccount(db, { email: "bob@example.org" });
    },
  });
  ada = await signInAs(server, "ada@example.org");
  bob = await signInAs(server, "bob@example.org");
});

afterAll(async () => {
  await server?.stop();
});

test("the URL map's admin routes are found, and every admin module is mounted under /admin", () => {
  const pages = guarded.filter((route) => !route.api).map((route) => route.pathname);
  // The enumeration itself works: known pages and the sources-health API are in it.
  expect(pages).toEqual(
    expect.arrayContaining(["/admin", "/admin/jobs", "/admin/users", "/admin/coaching"]),
  );
  expect(guarded.filter((route) => route.api).map((route) => route.pathname)).toContain(
    "/api/v1/sources/health",
  );
  // A module of app/routes/admin mounted outside /admin would escape the layout's URL space.
  const adminModules = fs.readdirSync(path.join(appDir, "routes/admin"));
  for (const module of adminModules) {
    const mounted = everyRoute.filter((route) => route.file === `routes/admin/${module}`);
    expect(mounted.length, module).toBeGreaterThan(0);
    for (const route of mounted) {
      expect(route.pathname, module).toMatch(/^\/admin(\/|$)/);
      // Under the admin layout, whose middleware checks the role before any loader or action.
      if (module !== "admin-layout.tsx") {
        expect(route.parents, module).toContain("routes/admin/admin-layout.tsx");
      }
    }
  }
  expect(source("routes/admin/admin-layout.tsx")).toMatch(
    /export const middleware: Route\.MiddlewareFunction\[\] = \[adminOnly\]/,
  );
});

test("every admin route, read and post: a signed-in user gets 403, the signed-out are sent to sign in", async () => {
  expect(guarded.length).toBeGreaterThan(10);
  for (const { pathname: path, file, api, index } of guarded) {
    // A page is refused before its loader or action would run, so a POST is refused even where
    // the route has no action.
    const methods = [
      "GET",
      ...(!api || /export (async )?function action/.test(source(file)) ? ["POST"] : []),
    ];
    for (const method of methods) {
      // A form posting to an index route (as /admin's own forms do) names it with ?index.
      const pathname = method === "POST" && index ? `${path}?index` : path;
      const label = `${method} ${pathname}`;
      const denied = await request(pathname, bob, method);
      expect(denied.status, label).toBe(403);
      if (!api) {
        const html = await denied.text();
        expect(html, label).toContain("Access Denied");
        expect(html, label).toContain(
          "You don&#x27;t have permission to access the admin dashboard",
        );
        expect(html, label).toContain(
          '<noscript><meta http-equiv="refresh" content="0;url=/dashboard"/></noscript>',
        );
        expect(html, label).toContain('href="/dashboard"');
      }
      const signedOut = await request(pathname, "", method);
      if (api) {
        expect(signedOut.status, label).toBe(401);
      } else {
        expect(signedOut.status, label).toBe(302);
        expect(signedOut.headers.get("location"), label).toBe(
          `/auth?redirectTo=${encodeURIComponent(pathname)}`,
        );
      }
    }
    // The admin is let in (a made-up id is simply not found).
    const admitted = await request(path, ada);
    expect([200, 404], `GET ${path} as admin`).toContain(admitted.status);
  }
});

test("in Chromium, a signed-in user sees Access Denied, then the dashboard: after 500 ms with JavaScript, at once without", async () => {
  const withScripts = await openBrowserAs(server, bob, { width: 1280 });
  try {
    const page = await withScripts.newPage();
    // Opened directly: the 403 page, then the dashboard.
    await page.goto(`${server.url}/admin/jobs`);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: "Access Denied" }).waitFor({ state: "detached" });
    // Followed inside the running app: how long the message stays, measured in the page.
    await page.evaluate(() => {
      const times: { shown?: number; gone?: number } = {};
      (window as unknown as { deniedTimes: typeof times }).deniedTimes = times;
      const denied = () =>
        [...document.querySelectorAll("h1")].some((h1) => h1.textContent === "Access Denied");
      new MutationObserver(() => {
        if (times.shown === undefined && denied()) times.shown = performance.now();
        else if (times.shown !== undefined && times.gone === undefined && !denied())
          times.gone = performance.now();
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter;
      void router.navigate("/admin/users");
    });
    await page.waitForURL(`${server.url}/admin/users`);
    await page.waitForURL(`${server.url}/dashboard`);
    await page.waitForFunction(
      () =>
        (window as unknown as { deniedTimes: { gone?: number } }).deniedTimes.gone !== undefined,
    );
    const times = await page.evaluate(
      () => (window as unknown as { deniedTimes: { shown?: number; gone?: number } }).deniedTimes,
    );
    expect(times.shown, JSON.stringify(times)).toBeDefined();
    expect(times.gone! - times.shown!, JSON.stringify(times)).toBeGreaterThanOrEqual(480);
  } finally {
    await withScripts.close();
  }
  const withoutScripts = await openBrowserAs(server, bob, { width: 375, javaScriptEnabled: false });
  try {
    const page = await withoutScripts.newPage();
    const started = Date.now();
    await page.goto(`${server.url}/admin/users`);
    await page.waitForURL(`${server.url}/dashboard`);
    expect(Date.now() - started).toBeLessThan(30_000);
  } finally {
    await withoutScripts.close();
  }
});
