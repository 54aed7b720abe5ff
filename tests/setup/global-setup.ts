import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "#server/db/create-db";
import { createThrowawayDatabase } from "#server/db/throwaway-database";

// Creating a PGlite database runs initdb in WebAssembly (seconds), and migrating a new database
// takes seconds on either engine. Do it once, migrate it, and let every test file (and every
// end-to-end server) start from a copy of that template.
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
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-template-"));
  // A data directory as a server keeps it (DATA_DIR/pglite), for servers to start from a copy…
  const onDisk = await createDb({ dataDir: path.join(directory, "data") });
  // …and the same database as a dump, which in-memory test databases load.
  const dump = await onDisk.pglite!.dumpDataDir("none");
  await onDisk.close();
  const file = path.join(directory, "template.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("pgliteTemplateDataDir", path.join(directory, "data"));
  return () => fs.rmSync(directory, { recursive: true, force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** A migrated DATA_DIR (its `pglite` folder is what a server opens). */
    pgliteTemplateDataDir: string;
    /** The migrated PostgreSQL template database's name (when DATABASE_URL is set). */
    postgresTemplate: string;
  }
}
