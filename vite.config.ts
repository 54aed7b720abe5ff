import { reactRouter } from "@react-router/dev/vite";
import mdx from "@mdx-js/rollup";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { aliases } from "./aliases.config.ts";

// The browser build puts React, React DOM and React Router in one chunk with the entry: every page
// needs all of them, and one file compresses about 6 KB (gzip) smaller than the five the default
// split made, which is what keeps every public page under the 120 KB JavaScript budget.
// Vite's helper for `import()` goes with them too: what loads lazily (a dialog, an article's body
// in one language) needs it, and in a chunk of its own it would cost every hydrated page a request.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]|vite\/preload-helper/;

const root = import.meta.dirname;
/** `#server/…` and `#domain/…` imports (already turned into paths by the aliases): code Node loads itself. */
/** `domain/` is pure (lint forbids I/O there): a browser chunk needs only the parts it calls. */
const DOMAIN = new RegExp(`^${escape(root)}/domain/`);
const SERVER_OWNED = new RegExp(`^${escape(root)}/(server|domain)/(.+)$`);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The server-side rendering build and the dev server leave `server/` and `domain/` to Node: the
 * server (`server/main.ts`, run by tsx) has already loaded them, and the routes must use those very
 * modules, not copies bundled into the build. A copy has its own classes (an error thrown by one
 * copy is not `instanceof` the other's class) and its own module state (caches, configuration).
 * See docs/decisions/012-one-module-graph-for-the-server.md.
 *
 * - Build: the import stays `#server/…` in build/server/index.js; Node resolves it through
 *   package.json "imports" and tsx loads the TypeScript file, the same file main.ts loaded.
 * - Dev: the import becomes the file's absolute path, which Vite's module runner hands to Node's own
 *   `import()` instead of transforming it, so it too lands in the module graph main.ts started.
 * The browser build is unchanged: it bundles what it uses of `domain/` as before.
 */
function serverModulesStayExternal(): Plugin {
  return {
    name: "blueboard:server-modules-stay-external",
    enforce: "pre",
    async resolveId(source, importer, options) {
      const owned = SERVER_OWNED.exec(source);
      if (this.environment.config.consumer !== "server" || !owned) return null;
      if (this.environment.mode === "build")
        return { id: `#${owned[1]}/${owned[2]}`, external: true };
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { id: resolved.id, external: true } : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    serverModulesStayExternal(),
    // The articles (app/content/articles/*/<language>.mdx) compile to React components at build
    // time, so a plain page is their HTML and nothing more.
    { enforce: "pre", ...mdx() },
    tailwindcss(),
    reactRouter(),
  ],
  resolve: { alias: aliases },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          treeshake: { moduleSideEffects: [{ test: DOMAIN, sideEffects: false }] },
          output: { advancedChunks: { groups: [{ name: "framework", test: FRAMEWORK }] } },
        },
  },
}));
