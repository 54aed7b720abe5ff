// The production server as a benchmark drives it: built if needed, started as a child process on a
// free port, healthy before it is driven, stopped on the way out.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

/** Builds the production bundle unless it is up to date (`scripts/build.ts --if-needed`). */
export function buildIfNeeded(): void {
  const build = spawnSync(
    process.execPath,
    ["--import", "tsx", "scripts/build.ts", "--if-needed"],
    { cwd: root, stdio: ["ignore", 2, 2] },
  );
  if (build.status !== 0) throw new Error(`the build failed (exit ${String(build.status)})`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type RunningServer = { url: string; stop(): Promise<void> };

/**
 * Starts `server/main.ts` in production mode on a free loopback port, web only (`TASKS=off`,
 * `SEED=none`, `LOG_LEVEL=warn`), with `env` on top of ours and `nodeArgs` before the entry (e.g.
 * `--cpu-prof`), and waits for `/healthz`. `onStop` receives the stop function, so a script can
 * stop every server it started on Ctrl-C or failure.
 */
export async function startBenchServer(options: {
  env: Record<string, string>;
  nodeArgs?: string[];
  log: (message: string) => void;
  onStop: (stop: () => Promise<void>) => void;
}): Promise<RunningServer> {
  const { log } = options;
  const port = await freePort();
  const output: string[] = [];
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), "--import", "tsx", "server/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: "",
        NODE_ENV: "production",
        ...options.env,
        HOST: "127.0.0.1",
        PORT: String(port),
        TASKS: "off",
        SEED: "none",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const collect = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  // "close" comes after the output streams are drained, so error messages are complete.
  let exitReason = "";
  const exited = new Promise<number | null>((resolve) =>
    child.once("close", (code, signal) => {
      exitReason = signal ? `signal ${signal}` : `code ${String(code)}`;
      resolve(code);
    }),
  );
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    const code = await Promise.race([
      exited,
      new Promise((resolve) => setTimeout(() => resolve("timeout"), 25_000)),
    ]);
    if (code === "timeout") {
      log("the server did not stop within 25 s of SIGTERM; killing it");
      child.kill("SIGKILL");
      await exited;
    } else if (code !== 0) {
      log(`the server exited with code ${String(code)}:\n${output.join("")}`);
    }
  };
  options.onStop(stop);

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (!running)
      throw new Error(
        `the server exited (${exitReason}) before it was healthy:\n${output.join("")}`,
      );
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server was not healthy within 120 s:\n${output.join("")}`);
}
