import net from "node:net";
import { Agent, buildConnector } from "undici";
import type { SsrfGuard } from "./ssrf-guard";

export type GuardedAgentOptions = {
  guard: SsrfGuard;
  /** Connections open at once to one origin (scheme, host and port). */
  connectionsPerOrigin: number;
};

/**
 * The undici `Agent` the ingestion client sends through. Its connector is the SSRF guard's second
 * check, at connection time: before a socket opens, the origin's host (an IP literal, or the
 * addresses its name resolves to, through the guard's own `lookup`) must be public or on the
 * allow-list for that port. The addresses handed to the socket are exactly the ones checked, so
 * whatever reaches the agent, a redirect target included, cannot open a connection the guard
 * refuses. Keep-alive sockets are reused per origin; a reused socket was checked when it opened.
 *
 * HTTP/1.1 only (no ALPN for h2), as the Node client it replaced: one request per connection at a
 * time, `connectionsPerOrigin` connections per origin.
 */
export function createGuardedAgent(options: GuardedAgentOptions): Agent {
  const { guard } = options;
  // One connector per port: the allow-list opens a host on given ports only.
  const connectors = new Map<number, buildConnector.connector>();
  const connectorFor = (url: URL) => {
    const port = Number(url.port) || (url.protocol === "https:" ? 443 : 80);
    let connector = connectors.get(port);
    if (!connector) {
      connector = buildConnector({ allowH2: false, lookup: guard.lookupFor(url) });
      connectors.set(port, connector);
    }
    return connector;
  };

  const connect: buildConnector.connector = (connectOptions, callback) => {
    const { protocol, hostname, port } = connectOptions;
    const host = net.isIPv6(hostname) ? `[${hostname}]` : hostname;
    let url: URL;
    try {
      // Node never calls `lookup` for an IP literal: the URL check is the one it gets here.
      url = guard.checkUrl(`${protocol}//${host}${port ? `:${port}` : ""}/`);
    } catch (error) {
      callback(error as Error, null);
      return;
    }
    connectorFor(url)(connectOptions, callback);
  };

  return new Agent({
    connections: Math.max(1, Math.floor(options.connectionsPerOrigin)),
    pipelining: 1,
    allowH2: false,
    connect,
  });
}
