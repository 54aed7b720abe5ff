import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export type InlineStylesheet = {
  /** The stylesheet's text, as the build wrote it. */
  css: string;
  /** `'sha256-…'` of that exact text, for a `style-src` that lists hashes instead of 'unsafe-inline'. */
  hash: string;
};

const cache = new Map<string, InlineStylesheet | null>();

/**
 * The built stylesheet at `href` (a `/assets/…` URL of the client build), read once, so the document
 * can carry it in a `<style>` instead of a `<link>` the browser must fetch before it paints anything.
 * Null in development (Vite serves the stylesheet itself) or when the file is not there.
 */
export function readInlineStylesheet(href: string): InlineStylesheet | null {
  if (import.meta.env.DEV || !href.startsWith("/assets/")) return null;
  const known = cache.get(href);
  if (known !== undefined) return known;
  // This module is bundled into build/server/index.js; the client build sits beside it.
  const file = path.join(import.meta.dirname, "../client", href);
  const css = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : null;
  const stylesheet =
    css === null || css.includes("</style")
      ? null
      : { css, hash: `'sha256-${createHash("sha256").update(css).digest("base64")}'` };
  cache.set(href, stylesheet);
  return stylesheet;
}
