import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "#server/db/create-db";

// Creating a PGlite database runs initdb in WebAssembly (seconds). Do it once, migrate it, and let
// every test file start from a copy of that template.
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const handle = await createDb({ dataDir: "memory://" });
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const file = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-template-")),
    "template.tar",
  );
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
