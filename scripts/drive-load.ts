// The autocannon drive that measures every response's latency, and its percentiles.
import autocannon from "autocannon";

/** What one drive measured: throughput and latency percentiles in ms, of every response. */
export type Measured = {
  requests: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Mean size of a response in bytes (headers and body as received). */
  bytes: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
};

/**
 * Drives `url` (the server's origin) with autocannon for `seconds` over `connections`; every new
 * request asks for `nextPath()`, so a caller can rotate paths or repeat one. With `record`, each
 * response's own time is kept and the figures are of those; without (a warm-up), the requests are
 * sent and nothing is measured (the figures are then NaN or 0).
 */
export async function driveLoad(options: {
  url: string;
  nextPath: () => string;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  record: boolean;
}): Promise<Measured> {
  const latencies: number[] = [];
  let bytes = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.headers,
        requests: [
          {
            setupRequest: (request) => {
              request.path = options.nextPath();
              return request;
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
      instance.on("response", (_client, _status, responseBytes, responseTime) => {
        latencies.push(responseTime);
        bytes += responseBytes;
      });
    }
  });
  const sorted = Float64Array.from(latencies).sort();
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / options.seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p97_5: percentile(sorted, 97.5),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : Number.NaN,
    bytes: latencies.length ? bytes / latencies.length : 0,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** The value at rank ⌈p/100 · n⌉ of sorted latencies (no interpolation); NaN when none. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}
