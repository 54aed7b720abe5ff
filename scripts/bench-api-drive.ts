// How `npm run bench:api` drives a mix: autocannon over the mix's paths, every response's own time
// kept with the kind of request it answered (a mix of searches and suggestion keystrokes reports
// each kind apart as well as together), and the other work on the machine sampled before it.
import fs from "node:fs";
import autocannon from "autocannon";
import type { Measured } from "./drive-load";
import type { MixPath } from "./bench-api-cold-mix";

/**
 * Other work on the machine skews the figures. Just before a mix, while this benchmark is idle,
 * sample how many processes are runnable (/proc/loadavg, minus the reader itself): about 0 on a
 * quiet machine, 2 or more means the CPUs were shared with something else.
 */
export async function otherRunnable(): Promise<number> {
  if (!fs.existsSync("/proc/loadavg")) return Number.NaN;
  // Let the previous load's queued requests drain first.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  let sum = 0;
  const samples = 10;
  for (let index = 0; index < samples; index++) {
    const running = Number(
      fs.readFileSync("/proc/loadavg", "utf8").split(" ")[3]?.split("/")[0] ?? 1,
    );
    sum += Math.max(0, running - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return sum / samples;
}

/** The value at rank ⌈p/100 · n⌉ of sorted latencies (no interpolation); NaN when none. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

type Sample = { latencies: number[]; bytes: number; non2xx: number };

function measure(sample: Sample, seconds: number, errors: number): Measured {
  const sorted = Float64Array.from(sample.latencies).sort();
  const count = sample.latencies.length;
  return {
    requests: count,
    reqPerSec: count / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    bytes: count ? sample.bytes / count : 0,
    errors,
    non2xx: sample.non2xx,
  };
}

export type TaggedMeasured = Measured & { byKind: Map<string, Measured> };

/**
 * Drives `url` for `seconds` over `connections`; every new request asks for `nextPath()`. With
 * `record`, each response's time is kept under its request's kind (and `alsoAs` it), and the
 * figures are of all of them and of each kind; without (a warm-up), nothing is measured. A connection sends one request
 * at a time, and autocannon hands a response to the request's `onResponse` (with the connection's
 * context, which holds the kind of the request it sent) just before it reports the response's time.
 */
export async function driveTaggedLoad(options: {
  url: string;
  nextPath: () => MixPath;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  record: boolean;
  /** A second figure a kind also counts under ("searches" for every kind of search), or null. */
  alsoAs?: (kind: string) => string | null;
}): Promise<TaggedMeasured> {
  const all: Sample = { latencies: [], bytes: 0, non2xx: 0 };
  const byKind = new Map<string, Sample>();
  let answered = "";
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: [
          {
            setupRequest: (request, context) => {
              const next = options.nextPath();
              request.path = next.path;
              (context as { kind?: string }).kind = next.kind;
              return request;
            },
            onResponse: (_status, _body, context) => {
              answered = (context as { kind?: string }).kind ?? "";
            },
          },
        ],
      },
      (error: unknown, finished) =>
        error
          ? reject(error instanceof Error ? error : new Error("autocannon failed"))
          : resolve(finished),
    );
    if (options.record) {
      instance.on("response", (_client, status, responseBytes, responseTime) => {
        const samples = [all];
        for (const key of [answered, options.alsoAs?.(answered) ?? null]) {
          if (key === null) continue;
          let sample = byKind.get(key);
          if (!sample) byKind.set(key, (sample = { latencies: [], bytes: 0, non2xx: 0 }));
          samples.push(sample);
        }
        for (const sample of samples) {
          sample.latencies.push(responseTime);
          sample.bytes += responseBytes;
          if (status < 200 || status > 299) sample.non2xx += 1;
        }
      });
    }
  });
  const errors = result.errors + result.timeouts;
  return {
    ...measure(all, options.seconds, errors),
    non2xx: result.non2xx,
    byKind: new Map(
      [...byKind].map(([kind, sample]) => [kind, measure(sample, options.seconds, 0)]),
    ),
  };
}
