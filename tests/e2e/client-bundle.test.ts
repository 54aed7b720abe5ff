import fs from "node:fs";
import path from "node:path";
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
