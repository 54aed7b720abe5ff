import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { createDb, type Database } from "#server/db/create-db";
import { createThrowawayDatabase } from "#server/db/throwaway-database";
import { SERVER_START_TIMEOUT } from "./timeouts";

const root = path.resolve(import.meta.dirname, "../..");

export type RunningServer = {
  url: string;
  dataDir: string;
  /** The PostgreSQL database of this server when DATABASE_URL is set. */
  databaseUrl: string | undefined;
  /** The environment the server runs with (for scripts run against its database). */
  env: Record<string, string>;
  process: ChildProcess;
  output: () => string;
  /** Stops the process but keeps its database and data directory (e.g. to free the PGlite lock). */
  halt(): Promise<number | null>;
  /** Starts it again on the same port, database and data directory. */
  resume(): Promise<void>;
  stop(): Promise<number | null>;
};

async function getFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/**
 * The command of `npm start` (package.json's `start` script; its `prestart` build is done once per
 * test run), with `node` being this Node and any other program one of node_modules/.bin.
 */
function startCommand(): string[] {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  const [program, ...args] = scripts.start!.trim().split(/\s+/);
  return [
    program === "node" ? process.execPath : path.join(root, "node_modules/.bin", program!),
    ...args,
  ];
}

/** What tests/setup/global-setup.ts provided, or undefined outside a vitest run (scripts). */
function provided<K extends "postgresTemplate" | "pgliteTemplateDataDir">(
  key: K,
): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/**
 * The server's own database, a copy of the run's migrated template (made once by
 * tests/setup/global-setup.ts) when there is one: a new database on DATABASE_URL's server, or a
 * copy of the template PGlite directory in the data directory. Migrating a new database takes
 * seconds per server; outside vitest (a script) the server migrates its new database itself.
 */
async function createServerDatabase(
  dataDir: string,
): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = provided("postgresTemplate");
    return createThrowawayDatabase(serverUrl, "blueboard_e2e", template ? { template } : {});
  }
  const template = provided("pgliteTemplateDataDir");
  if (template)
    fs.cpSync(path.join(template, "pglite"), path.join(dataDir, "pglite"), { recursive: true });
  return null;
}

/**
 * Starts the production build (`npm start` without the build step) on a free port with its own
 * database: a new PGlite directory, or a new database on DATABASE_URL's server.
 */
export async function startServer(
  options: {
    seed?: (db: Database) => Promise<void>;
    env?: Record<string, string>;
    /**
     * A PostgreSQL database shared with other servers (the caller creates and drops it); by
     * default each server gets its own.
     */
    sharedDatabaseUrl?: string;
  } = {},
): Promise<RunningServer> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    throw new Error("No production build: run `npm run build` first (npm test does).");
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-e2e-"));
  const database = options.sharedDatabaseUrl
    ? { url: options.sharedDatabaseUrl, drop: () => Promise.resolve() }
    : await createServerDatabase(dataDir);
  if (options.seed) {
    const handle = await createDb({ databaseUrl: database?.url, dataDir });
    try {
      await options.seed(handle.db);
    } finally {
      await handle.close();
    }
  }
  const port = await getFreePort();
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? "",
    // Required with DATABASE_URL; each server (and its scripts) gets its own unless the caller
    // passes one (processes that must share sessions are given the same).
    AUTH_SECRET: database ? (process.env.AUTH_SECRET ?? randomBytes(32).toString("base64url")) : "",
    SMTP_URL: "",
    LOG_LEVEL: "info",
    ...options.env,
  };
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  let child!: ChildProcess;
  let exited!: Promise<number | null>;
  const launch = async () => {
    const [command, ...args] = startCommand();
    child = spawn(command!, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const current = child;
    exited = new Promise<number | null>((resolve) => current.on("exit", (code) => resolve(code)));
    const deadline = Date.now() + SERVER_START_TIMEOUT;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The server exited early:\n${output}`);
      try {
        const response = await fetch(`${url}/healthz`);
        if (response.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) {
        child.kill("SIGKILL");
        throw new Error(`The server did not become healthy in time:\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const halt = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  await launch();
  return {
    url,
    dataDir,
    databaseUrl: database?.url,
    env,
    get process() {
      return child;
    },
    output: () => output,
    halt,
    resume: launch,
    async stop() {
      const code = await halt();
      // A server that does not stop cleanly says why in its last lines ("shutdown took too long",
      // "shutdown failed" with the error): shown with the test's failure rather than lost.
      if (code !== 0)
        process.stderr.write(
          `The server on ${url} stopped with code ${code}. Its last output:\n${output.split("\n").slice(-40).join("\n")}\n`,
        );
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
