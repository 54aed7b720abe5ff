import dns from "node:dns";
import net from "node:net";
import { HttpError } from "./http-types";

/**
 * The SSRF guard of the ingestion fetcher (OWASP ASVS 5.0 v5.0.0-1.3.6, v5.0.0-3.7.2).
 *
 * Two checks, both of which must pass before a byte is sent:
 * - `checkUrl` (before every request and every redirect hop): http: and https: only; a host written
 *   as an IP literal (after the WHATWG URL parser has turned 2130706433, 0x7f.1, 0177.0.0.1 … into
 *   dotted form) must be a public unicast address. Node never calls `lookup` for IP literals, so
 *   this is the only check they get.
 * - `lookup` (passed to `http.request`, so it runs inside the connection's own DNS resolution): the
 *   name is resolved with `dns.lookup({ all: true })` and refused if ANY address is not public;
 *   the addresses handed to `connect` are exactly the ones checked, so DNS rebinding between a
 *   check and the connection is impossible (there is no separate check).
 *
 * A host and port on the allow-list (`INGEST_ALLOW_PRIVATE_HOSTS`, compared with the URL's normalised
 * host name — a name or an IP literal, never the addresses a name resolves to — and its port) skip
 * the address checks. An entry is `host:port` (`[::1]:8080` for IPv6); a bare `host` opens only the
 * web ports 80 and 443, and `host:*` every port (meant for tests on random local ports). Before,
 * a listed host opened all of its ports, so a listed database host was reachable on 5432.
 *
 * Address policy (what is "public"): IPv4 minus the IANA special-purpose ranges listed in
 * `IPV4_BLOCKED`; IPv6 global unicast (2000::/3) minus documentation, Teredo and the IETF
 * protocol block. Addresses that embed an IPv4 address are judged by it: IPv4-mapped
 * (::ffff:a.b.c.d), NAT64 well-known prefix (64:ff9b::/96) and 6to4 (2002::/16) pass only when the
 * embedded IPv4 address is public (NAT64 gateways legitimately synthesise 64:ff9b::/96 for public
 * sites, while 64:ff9b::a00:5 would reach 10.0.0.5 behind the gateway). Deprecated IPv4-compatible
 * addresses (::a.b.c.d), local-use NAT64 (64:ff9b:1::/48), unique-local, link-local, site-local
 * and multicast are always refused.
 */

/** A refusal by the SSRF guard: never retried; the message says how to allow the host. */
export class SsrfError extends HttpError {
  readonly refused = true;
}

export type ResolvedAddress = { address: string; family: number };
/** Resolves a host name to every address it has (injectable so tests need no DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const ALLOW_LIST_VARIABLE = "INGEST_ALLOW_PRIVATE_HOSTS";

const systemResolver: Resolver = (hostname) =>
  dns.promises.lookup(hostname, { all: true, verbatim: true });

// --- Address classification -------------------------------------------------------------------

type Range = { base: number; bits: number; what: string };

function ipv4ToNumber(address: string): number | null {
  if (!net.isIPv4(address)) return null;
  const parts = address.split(".").map(Number);
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

function numberToIpv4(value: number): string {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join(".");
}

const v4 = (cidr: string, what: string): Range => {
  const [base, bits] = cidr.split("/");
  return { base: ipv4ToNumber(base!)!, bits: Number(bits), what };
};

/** IANA IPv4 special-purpose registry, minus nothing: none of these is a career site. Order matters. */
const IPV4_BLOCKED: Range[] = [
  v4("0.0.0.0/8", 'an unspecified ("this network", 0.0.0.0/8) address'),
  v4("10.0.0.0/8", "a private address"),
  v4("100.64.0.0/10", "a carrier-grade NAT (100.64.0.0/10) address"),
  v4("127.0.0.0/8", "a loopback address"),
  v4("169.254.169.254/32", "a link-local address (the cloud metadata service)"),
  v4("169.254.0.0/16", "a link-local address"),
  v4("172.16.0.0/12", "a private address"),
  v4("192.0.0.0/24", "an IETF protocol-assignment (reserved) address"),
  v4("192.0.2.0/24", "a documentation (TEST-NET) address"),
  v4("192.88.99.0/24", "a reserved (6to4 relay) address"),
  v4("192.168.0.0/16", "a private address"),
  v4("198.18.0.0/15", "a benchmarking (reserved) address"),
  v4("198.51.100.0/24", "a documentation (TEST-NET) address"),
  v4("203.0.113.0/24", "a documentation (TEST-NET) address"),
  v4("224.0.0.0/4", "a multicast address"),
  v4("255.255.255.255/32", "the broadcast address"),
  v4("240.0.0.0/4", "a reserved (240.0.0.0/4) address"),
];

function whyIpv4Blocked(value: number): string | null {
  for (const range of IPV4_BLOCKED) {
    const mask = range.bits === 0 ? 0 : (~0 << (32 - range.bits)) >>> 0;
    if ((value & mask) >>> 0 === range.base) return range.what;
  }
  return null;
}

/** Eight 16-bit groups, or null. Accepts a trailing dotted IPv4 part and drops a zone (%eth0). */
function parseIpv6(address: string): number[] | null {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0]!;
  if (!net.isIPv6(bare)) return null;
  let text = bare;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4ToNumber(dotted[1]!);
    if (value === null) return null;
    text = `${text.slice(0, dotted.index)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) =>
    part ? part.split(":").map((group) => parseInt(group, 16)) : [];
  const left = parse(head);
  const right = parse(tail);
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 ? groups : null;
}

function embeddedIpv4(high: number, low: number): { text: string; why: string | null } {
  const value = ((high << 16) | low) >>> 0;
  return { text: numberToIpv4(value), why: whyIpv4Blocked(value) };
}

function whyIpv6Blocked(g: number[]): string | null {
  const zeros = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  if (zeros(0, 8)) return "an unspecified (::) address";
  if (zeros(0, 7) && g[7] === 1) return "a loopback address";
  if (zeros(0, 5) && g[5] === 0xffff) {
    const inner = embeddedIpv4(g[6]!, g[7]!);
    return inner.why ? `an IPv4-mapped IPv6 address of ${inner.text}, ${inner.why}` : null;
  }
  if (zeros(0, 6)) {
    const inner = embeddedIpv4(g[6]!, g[7]!);
    return `an IPv4-compatible IPv6 address (deprecated) of ${inner.text}`;
  }
  if (g[0] === 0x64 && g[1] === 0xff9b) {
    if (zeros(2, 6)) {
      const inner = embeddedIpv4(g[6]!, g[7]!);
      return inner.why ? `a NAT64 address of ${inner.text}, ${inner.why}` : null;
    }
    return "a local-use NAT64 address";
  }
  const first = g[0]!;
  if (first === 0x2002) {
    const inner = embeddedIpv4(g[1]!, g[2]!);
    return inner.why ? `a 6to4 address of ${inner.text}, ${inner.why}` : null;
  }
  if ((first & 0xfe00) === 0xfc00) return "a unique-local (private) address";
  if ((first & 0xffc0) === 0xfe80) return "a link-local address";
  if ((first & 0xffc0) === 0xfec0) return "a site-local (deprecated) address";
  if ((first & 0xff00) === 0xff00) return "a multicast address";
  if ((first & 0xe000) !== 0x2000) return "a reserved (non-global) IPv6 address";
  if (first === 0x2001 && g[1] === 0x0db8) return "a documentation address";
  if (first === 0x3fff && (g[1]! & 0xf000) === 0) return "a documentation address";
  if (first === 0x2001 && g[1]! < 0x0200)
    return "an IETF special-purpose (Teredo, ORCHID…) address";
  return null;
}

/**
 * Why an address may not be fetched ("a private address", "an IPv4-mapped IPv6 address of
 * 127.0.0.1, a loopback address" …), or null when it is public. Non-addresses are refused too.
 */
export function whyAddressBlocked(address: string): string | null {
  const ipv4 = ipv4ToNumber(address);
  if (ipv4 !== null) return whyIpv4Blocked(ipv4);
  const ipv6 = parseIpv6(address);
  if (ipv6) return whyIpv6Blocked(ipv6);
  return "not an IP address";
}

// --- Host names --------------------------------------------------------------------------------

/** The host as the URL parser normalises it: lower case, no brackets, no trailing dot. */
export function normaliseHost(host: string): string {
  let text = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "");
  if (net.isIPv6(text)) text = `[${text}]`;
  let hostname = text;
  try {
    hostname = new URL(`http://${text}/`).hostname;
  } catch {
    // Keep the raw text: it will simply never match a URL's host.
  }
  return hostname.replace(/^\[|\]$/g, "").replace(/\.$/, "");
}

/** The URL's host without IPv6 brackets, as `http.request` wants it. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "");
}

/** `host/path` for messages (no query string: it may hold tokens). */
export function describeUrl(url: URL | string): string {
  try {
    const parsed = typeof url === "string" ? new URL(url) : url;
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    return String(url);
  }
}

/** The ports a bare host name on the allow-list opens. */
export const DEFAULT_ALLOWED_PORTS: readonly number[] = [80, 443];

/** `host`, or `host:port` when the port is not one a bare entry opens (80, 443). */
const hostAndPort = (host: string, port?: number) =>
  port === undefined || DEFAULT_ALLOWED_PORTS.includes(port)
    ? host
    : `${net.isIPv6(host) ? `[${host}]` : host}:${port}`;

const allowHint = (host: string, port?: number) =>
  `; add "${hostAndPort(host, port)}" to ${ALLOW_LIST_VARIABLE} to allow it`;

/** The port a URL connects to: its own, else the scheme's default. */
export function effectivePort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === "https:" ? 443 : 80;
}

export type AllowEntry = { host: string; ports: readonly number[] | "any" };

/**
 * Reads one allow-list entry: `host`, `host:port`, `host:*`, `[v6]`, `[v6]:port`, or a bare IPv6
 * literal. Returns null for an entry that names no host or has a port that is not 1–65535.
 */
export function parseAllowEntry(entry: string): AllowEntry | null {
  const text = entry.trim().toLowerCase();
  if (!text) return null;
  let host = text;
  let port: string | undefined;
  const bracketed = /^\[([^\]]+)\](?::(.*))?$/.exec(text);
  if (bracketed) {
    host = bracketed[1]!;
    port = bracketed[2];
  } else if (!net.isIPv6(text)) {
    const colon = text.lastIndexOf(":");
    if (colon !== -1) {
      host = text.slice(0, colon);
      port = text.slice(colon + 1);
    }
  }
  const normalised = normaliseHost(host);
  if (!normalised) return null;
  if (port === undefined) return { host: normalised, ports: DEFAULT_ALLOWED_PORTS };
  if (port === "*") return { host: normalised, ports: "any" };
  const number = Number(port);
  if (!/^\d{1,5}$/.test(port) || number < 1 || number > 65535) return null;
  return { host: normalised, ports: [number] };
}

// --- The guard ---------------------------------------------------------------------------------

export type SsrfGuardOptions = {
  /** `host:port` entries (names or IP literals) that may resolve to non-public addresses. */
  allowPrivateHosts?: readonly string[];
  /** Defaults to `dns.lookup(hostname, { all: true })`. */
  resolve?: Resolver;
};

export type SsrfGuard = {
  /** Parses and checks a URL (scheme, literal-IP host); throws SsrfError when refused. */
  checkUrl(url: string | URL): URL;
  /** True when the (normalised) host is on the allow-list for this port (any port when omitted: on every port). */
  isAllowed(hostname: string, port?: number): boolean;
  /** A `lookup` for a connection to this URL's host and port: only checked addresses reach `connect`. */
  lookupFor(url: URL): net.LookupFunction;
  /** A `lookup` that knows no port: it skips the checks only for hosts open on every port. */
  lookup: net.LookupFunction;
};

export function createSsrfGuard(options: SsrfGuardOptions = {}): SsrfGuard {
  const entries = (options.allowPrivateHosts ?? [])
    .map(parseAllowEntry)
    .filter((entry): entry is AllowEntry => entry !== null);
  const resolve = options.resolve ?? systemResolver;
  const isAllowed = (hostname: string, port?: number) => {
    const host = normaliseHost(hostname);
    return entries.some(
      (entry) =>
        entry.host === host &&
        (entry.ports === "any" || (port !== undefined && entry.ports.includes(port))),
    );
  };

  const checkUrl = (input: string | URL): URL => {
    let url: URL;
    try {
      url = typeof input === "string" ? new URL(input) : new URL(input.href);
    } catch {
      throw new SsrfError(`refused ${String(input)}: not a valid URL`, String(input));
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw new SsrfError(
        `refused ${url.href}: only http: and https: URLs are fetched, not ${url.protocol}`,
        url.href,
      );
    const host = bareHostname(url);
    if (!host) throw new SsrfError(`refused ${url.href}: the URL has no host`, url.href);
    const port = effectivePort(url);
    if (net.isIP(host) && !isAllowed(host, port)) {
      const why = whyAddressBlocked(host);
      if (why)
        throw new SsrfError(
          `refused ${hostAndPort(host, port)}: ${host} is ${why}${allowHint(host, port)}`,
          url.href,
        );
    }
    return url;
  };

  const makeLookup =
    (port: number | undefined): net.LookupFunction =>
    (hostname, lookupOptions, callback) => {
      const fail = (error: NodeJS.ErrnoException) => callback(error, "", 0);
      resolve(hostname)
        .then((addresses) => {
          if (addresses.length === 0) {
            const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
            error.code = "ENOTFOUND";
            return fail(error);
          }
          if (!isAllowed(hostname, port)) {
            const where = hostAndPort(hostname, port);
            for (const { address } of addresses) {
              const why = whyAddressBlocked(address);
              if (why)
                return fail(
                  new SsrfError(
                    `refused ${where}: it resolves to ${address}, ${why}${allowHint(hostname, port)}`,
                    hostname,
                  ),
                );
            }
          }
          const family = lookupOptions.family;
          const wanted =
            family === 4 || family === 6 || family === "IPv4" || family === "IPv6"
              ? addresses.filter((a) => a.family === (family === "IPv4" || family === 4 ? 4 : 6))
              : addresses;
          if (wanted.length === 0) {
            const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
            error.code = "ENOTFOUND";
            return fail(error);
          }
          if (lookupOptions.all) callback(null, wanted);
          else callback(null, wanted[0]!.address, wanted[0]!.family);
        })
        .catch((error: NodeJS.ErrnoException) => fail(error));
    };

  return {
    checkUrl,
    isAllowed,
    lookupFor: (url) => makeLookup(effectivePort(url)),
    lookup: makeLookup(undefined),
  };
}

/**
 * The guard's checks for a URL stored now and fetched later (an admin's source URL): the URL check
 * (scheme, IP literal), then every address of its host through the guard's own `lookup`, with the
 * same allow-list. Resolves to the parsed URL; rejects with an SsrfError, or the DNS error of a
 * host that does not resolve.
 */
export async function checkUrlAndAddresses(guard: SsrfGuard, input: string): Promise<URL> {
  const url = guard.checkUrl(input);
  const host = bareHostname(url);
  if (net.isIP(host)) return url;
  await new Promise<void>((resolve, reject) => {
    guard.lookupFor(url)(host, { all: true }, (error) => (error ? reject(error) : resolve()));
  });
  return url;
}
