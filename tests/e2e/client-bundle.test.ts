import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { expect, test } from "vitest";

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

// What a public page loads before anyone clicks: React, React DOM and React Router (the entry),
// then the root layout's and the page's own chunks. Dialogs loaded on demand are not counted.
// The entry alone is about 105 KB with gzip -9 (React DOM ~63 KB, React Router ~40 KB), so the
// framework's share and each page's share have separate budgets: a constant table or a
// server-side helper that leaks into a page shows up in the page's share (today 13–16 KB; the
// planner's country list is the largest).
const FRAMEWORK_BUDGET_KB = 108;
const PAGE_BUDGET_KB = 18;

test("every public page's scripts stay within the JavaScript budget (gzip -9)", () => {
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
