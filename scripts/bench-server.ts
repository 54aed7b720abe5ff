// What the benchmark scripts share: a free port, the production server as a child process (healthy
// before it is driven, stopped on the way out), percentiles of measured latencies, the machine's
// load average, and how figures are printed.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

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

/** The value at rank ⌈p/100 · n⌉ of sorted latencies (no interpolation); NaN when none. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

/** The 1-, 5- and 15-minute load averages, as `uptime` prints them. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(", ");
}

/** A figure for a table: one decimal under 10, whole numbers above, "-" for none. */
export const formatFigure = (value: number) =>
  Number.isNaN(value) ? "-" : value < 10 ? value.toFixed(1) : value.toFixed(0);
