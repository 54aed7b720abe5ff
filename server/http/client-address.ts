import net from "node:net";
import type { IncomingMessage } from "node:http";
import type { TrustProxy } from "#server/env";

/**
 * The client's address for one request, the single answer the rate limits and the request logs
 * use. Without TRUST_PROXY it is the socket's peer: X-Forwarded-For is written by whoever sends the
 * request and proves nothing. Behind proxies, the address is read from the right of
 * X-Forwarded-For (each proxy appends the address it received the request from), skipping only the
 * proxies that are trusted:
 * - a hop count `n`: the n nearest proxies (the socket's peer and the n - 1 rightmost entries),
 * - a CIDR list: every hop whose address is in the list, until the first one that is not.
 * An entry that is not an IP address ends the walk at the last address known to be real.
 */
export function createClientAddressResolver(
  trust: TrustProxy,
): (req: Pick<IncomingMessage, "headers" | "socket">) => string | undefined {
  const trusted = trust.kind === "ranges" ? toBlockList(trust.ranges) : null;
  return (req) => {
    const peer = normalise(req.socket.remoteAddress);
    if (trust.kind === "none" || peer === undefined) return peer;
    // Nearest first: the socket's peer, then X-Forwarded-For from its right end.
    const hops = [peer, ...forwardedFor(req.headers["x-forwarded-for"]).reverse()];
    let index = 0;
    const isTrusted = (address: string, position: number) =>
      trust.kind === "hops" ? position < trust.hops : trusted!.check(address, family(address));
    while (index + 1 < hops.length && isTrusted(hops[index]!, index)) {
      const next = normalise(hops[index + 1]);
      if (next === undefined) break;
      hops[index + 1] = next;
      index += 1;
    }
    return hops[index];
  };
}

function forwardedFor(header: string | string[] | undefined): string[] {
  const values = Array.isArray(header) ? header : header ? [header] : [];
  return values
    .flatMap((value) => value.split(","))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** An IP address without an IPv4-mapped IPv6 prefix, or undefined when it is not an address. */
function normalise(address: string | undefined): string | undefined {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const plain = mapped ? mapped[1]! : address;
  return net.isIP(plain) ? plain : undefined;
}

function family(address: string): "ipv4" | "ipv6" {
  return net.isIP(address) === 6 ? "ipv6" : "ipv4";
}

function toBlockList(ranges: Extract<TrustProxy, { kind: "ranges" }>["ranges"]): net.BlockList {
  const list = new net.BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return list;
}
