import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { aliases } from "./aliases.config.ts";

// The browser build puts React, React DOM and React Router in one chunk with the entry: every page
// needs all of them, and one file compresses about 6 KB (gzip) smaller than the five the default
// split made, which is what keeps every public page under the 120 KB JavaScript budget.
const FRAMEWORK = /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: aliases },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { advancedChunks: { groups: [{ name: "framework", test: FRAMEWORK }] } } },
  },
}));
