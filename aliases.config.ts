import path from "node:path";

const root = import.meta.dirname;

/** The `#app/*`, `#domain/*`, `#server/*` and `#tests/*` imports, for Vite and Vitest. */
export const aliases = ["app", "domain", "server", "tests"].map((name) => ({
  find: new RegExp(`^#${name}/`),
  replacement: `${path.join(root, name)}/`,
}));
