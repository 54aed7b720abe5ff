import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "#server/db/create-db";
import { createThrowawayDatabase } from "#server/db/throwaway-database";

// Creating a PGlite database runs initdb in WebAssembly (seconds), and migrating a new database
// takes seconds on either engine. Do it once, migrate it, and let every test file start from a
// copy of that template.
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    // On PostgreSQL the same: one migrated template database, copied for every test file.
    const template = await createThrowawayDatabase(serverUrl, "blueboard_template");
    const migrated = await createDb({ databaseUrl: template.url, dataDir: "unused" });
    await migrated.close();
    project.provide("postgresTemplate", template.name);
    return () => template.drop();
  }
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
    /** The migrated PostgreSQL template database's name (when DATABASE_URL is set). */
    postgresTemplate: string;
  }
}
