// The command-line options every load benchmark shares, the figures a run reads from them, and its
// progress line.
import type { ParseArgsOptionsConfig } from "node:util";

/** The command-line options every load benchmark takes (for `parseArgs`), beside its own. */
export const BENCH_OPTIONS = {
  // Synthetic jobs seeded into each fresh database.
  jobs: { type: "string", default: "100000" },
  // Measured seconds per mix or page, after the warm-up seconds (not measured).
  duration: { type: "string", default: "10" },
  warmup: { type: "string", default: "3" },
  connections: { type: "string", default: "20" },
  // Requests per second across all connections; without it every connection sends its next request
  // as soon as the last is answered (the most the server can take).
  rate: { type: "string" },
  // pglite, postgres, or both (comma-separated); see forEachBenchDatabase.
  targets: { type: "string" },
  // An existing PostgreSQL database to benchmark instead of a throw-away one (never dropped).
  "use-database": { type: "string" },
  // Sent as Accept-Encoding with every request (autocannon sends none), e.g. "br, gzip".
  "accept-encoding": { type: "string" },
} as const satisfies ParseArgsOptionsConfig;

/**
 * The figures of BENCH_OPTIONS as a run uses them, and the headers every request carries. A
 * figure that is not a whole number (at least 1; the warm-up may be 0) is refused by name.
 */
export function benchSettings(args: {
  jobs: string;
  duration: string;
  warmup: string;
  connections: string;
  rate?: string;
  "accept-encoding"?: string;
}) {
  const whole = (name: "jobs" | "duration" | "warmup" | "connections" | "rate", least: number) => {
    const value = Number(args[name]);
    if (!Number.isInteger(value) || value < least)
      throw new Error(`--${name} takes a whole number of at least ${least}, not "${args[name]}"`);
    return value;
  };
  return {
    jobs: whole("jobs", 1),
    duration: whole("duration", 1),
    warmup: whole("warmup", 0),
    connections: whole("connections", 1),
    rate: args.rate === undefined ? null : whole("rate", 1),
    headers: args["accept-encoding"]
      ? { "accept-encoding": args["accept-encoding"] }
      : ({} as Record<string, string>),
  };
}

/** A benchmark's progress line, on stderr so that stdout holds only the report. */
export const benchLog = (message: string) => void process.stderr.write(`[bench] ${message}\n`);
