// The autocannon drive every load benchmark uses: every response's own time is kept (with the kind
// of request it answered, when a mix tags its requests), and its percentiles are computed here.
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

/** A path to request, and the kind of request it is (reported apart when a mix has several). */
export type TaggedPath = { path: string; kind: string };

export type TaggedMeasured = Measured & { byKind: Map<string, Measured> };

type Sample = { latencies: number[]; bytes: number; non2xx: number };

/** The value at rank ⌈p/100 · n⌉ of sorted latencies (no interpolation); NaN when none. */
function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

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

/**
 * Drives `url` (the server's origin) for `seconds` over `connections`; every new request asks for
 * `nextPath()`. With `record`, each response's time is kept under its request's kind (and `alsoAs`
 * it), and the figures are of all of them and of each kind; without (a warm-up), the requests are
 * sent and nothing is measured (the figures are then NaN or 0). A connection sends one request at
 * a time, and autocannon hands a response to the request's `onResponse` (with the connection's
 * context, which holds the kind of the request it sent) just before it reports the response's time.
 */
export async function driveTaggedLoad(options: {
  url: string;
  nextPath: () => TaggedPath;
  connections: number;
  /** Requests per second across all connections, or null for as many as the server answers. */
  rate?: number | null;
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
        ...(options.rate ? { overallRate: options.rate } : {}),
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

/** driveTaggedLoad for requests of one kind: the figures of all responses. */
export async function driveLoad(options: {
  url: string;
  nextPath: () => string;
  connections: number;
  rate?: number | null;
  seconds: number;
  headers: Record<string, string>;
  record: boolean;
}): Promise<Measured> {
  const { byKind: _byKind, ...measured } = await driveTaggedLoad({
    ...options,
    nextPath: () => ({ path: options.nextPath(), kind: "" }),
  });
  return measured;
}
