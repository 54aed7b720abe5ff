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
  // A free port is only free when asked: the server binds it seconds later, once it has started,
  // and meanwhile the kernel may give the same port to another process asking for a free one (it
  // picks among a few thousand). Whatever answers on the port before the server says it listens
  // is not this server: on a busy machine, another test file's server, with other data.
  let port = await getFreePort();
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
    // The server says "Blueboard is listening" at this level: startServer waits for it.
    LOG_LEVEL: "info",
    ...options.env,
  };
  if (!["debug", "info"].includes(env.LOG_LEVEL!))
    throw new Error("startServer reads the server's info lines: LOG_LEVEL must be debug or info.");
  const urlOf = (at: number) => `http://127.0.0.1:${at}`;
  let output = "";
  let child!: ChildProcess;
  let exited!: Promise<number | null>;
  /** Whether the current process has said it listens on `port` (its own log line, JSON). */
  const listensSince = (start: number) =>
    output
      .slice(start)
      .split("\n")
      .some((line) => {
        if (!line.includes('"Blueboard is listening"')) return false;
        try {
          const entry = JSON.parse(line) as { msg?: unknown; url?: unknown };
          return (
            entry.msg === "Blueboard is listening" &&
            typeof entry.url === "string" &&
            new URL(entry.url).port === String(port)
          );
        } catch {
          return false;
        }
      });
  /**
   * Starts the server and waits until it listens and answers /healthz. A first start whose port was
   * taken meanwhile starts again on another; a resumed server keeps its address, or fails saying why.
   */
  const launch = async (keepPort: boolean) => {
    for (let attempt = 1; ; attempt++) {
      const [command, ...args] = startCommand();
      const start = output.length;
      child = spawn(command!, args, { cwd: root, env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const current = child;
      exited = new Promise<number | null>((resolve) => current.on("exit", (code) => resolve(code)));
      const deadline = Date.now() + SERVER_START_TIMEOUT;
      let ready = false;
      while (!ready) {
        if (child.exitCode !== null) break;
        if (listensSince(start)) {
          try {
            ready = (await fetch(`${urlOf(port)}/healthz`)).ok;
          } catch {
            // listening, not answering yet
          }
        }
        if (ready) break;
        if (Date.now() > deadline) {
          child.kill("SIGKILL");
          throw new Error(`The server did not become healthy in time:\n${output}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      if (ready) return;
      await exited;
      const portTaken = output.slice(start).includes("EADDRINUSE");
      if (!portTaken || keepPort || attempt >= 5)
        throw new Error(
          portTaken && keepPort
            ? `Port ${port} was taken by another process while the server was halted:\n${output}`
            : `The server exited early:\n${output}`,
        );
      port = await getFreePort();
      env.PORT = String(port);
    }
  };
  const halt = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    return exited;
  };
  await launch(false);
  const url = urlOf(port);
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
    resume: () => launch(true),
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
