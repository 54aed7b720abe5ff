import type { IncomingMessage } from "node:http";
import { expect, test } from "vitest";
import { parseEnv } from "#server/env";
import { createClientAddressResolver } from "./client-address";

function request(peer: string | undefined, forwardedFor?: string | string[]) {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  } as unknown as IncomingMessage;
}

const resolverFor = (value: string) =>
  createClientAddressResolver(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY);

test("without TRUST_PROXY the socket's peer is the client, whatever X-Forwarded-For says", () => {
  const address = resolverFor("");
  expect(address(request("203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9");
  expect(address(request("::ffff:203.0.113.9"))).toBe("203.0.113.9");
  expect(address(request(undefined))).toBeUndefined();
});

test("a hop count believes that many proxies, counted from the nearest", () => {
  const one = resolverFor("1");
  // The client sent a forged first entry; the load balancer appended the real address.
  expect(one(request("10.0.0.2", "6.6.6.6, 198.51.100.7"))).toBe("198.51.100.7");
  expect(one(request("10.0.0.2"))).toBe("10.0.0.2");
  const two = resolverFor("2");
  expect(two(request("10.0.0.2", ["6.6.6.6, 198.51.100.7", "10.0.0.9"]))).toBe("198.51.100.7");
  // Fewer entries than hops: the farthest address known.
  expect(two(request("10.0.0.2", "198.51.100.7"))).toBe("198.51.100.7");
});

test("a CIDR list skips trusted proxies only, from the right", () => {
  const ranges = resolverFor("10.0.0.0/8,2001:db8::/32");
  expect(ranges(request("10.1.2.3", "6.6.6.6, 198.51.100.7, 10.9.9.9"))).toBe("198.51.100.7");
  expect(ranges(request("2001:db8::1", "198.51.100.8"))).toBe("198.51.100.8");
  // A peer outside the list is the client even if it sends X-Forwarded-For.
  expect(ranges(request("203.0.113.5", "198.51.100.7"))).toBe("203.0.113.5");
  // Every hop trusted: the leftmost entry.
  expect(ranges(request("10.1.2.3", "10.4.4.4"))).toBe("10.4.4.4");
});

test("an entry that is not an address ends the walk at the last real one", () => {
  expect(resolverFor("1")(request("10.0.0.2", "unknown"))).toBe("10.0.0.2");
  expect(resolverFor("10.0.0.0/8")(request("10.0.0.2", "198.51.100.7, <script>"))).toBe("10.0.0.2");
});
