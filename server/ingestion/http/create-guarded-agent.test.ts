import { afterAll, beforeAll, expect, test } from "vitest";
import { request } from "undici";
import { createGuardedAgent } from "./create-guarded-agent";
import { startLocalTestServer, type LocalTestServer } from "./local-test-server";
import { createSsrfGuard, SsrfError, type Resolver } from "./ssrf-guard";

let server: LocalTestServer;
const agents: { destroy(): Promise<void> }[] = [];

beforeAll(async () => {
  server = await startLocalTestServer();
});

afterAll(async () => {
  await Promise.all(agents.map((agent) => agent.destroy()));
  await server.close();
});

function agent(allowPrivateHosts: string[], resolve?: Resolver) {
  const created = createGuardedAgent({
    guard: createSsrfGuard({ allowPrivateHosts, resolve }),
    connectionsPerOrigin: 1,
  });
  agents.push(created);
  return created;
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("expected the connection to be refused");
    },
    (error: unknown) => error,
  );

// The client checks a URL before sending it; these requests skip that check, as a redirect
// followed beneath the client would, so only the agent's connection-time check stands.
test("the agent refuses to connect to a private IP literal or a name resolving to one", async () => {
  const dispatcher = agent([], () => Promise.resolve([{ address: "127.0.0.1", family: 4 }]));
  const before = server.connections();
  const literal = await refusal(request(server.url("/page"), { dispatcher }));
  expect(literal).toBeInstanceOf(SsrfError);
  expect((literal as Error).message).toMatch(
    /^refused 127\.0\.0\.1:\d+: 127\.0\.0\.1 is a loopback/,
  );
  const named = await refusal(request(`http://inside.test:${server.port}/page`, { dispatcher }));
  expect(named).toBeInstanceOf(SsrfError);
  expect((named as Error).message).toMatch(
    /^refused inside\.test:\d+: it resolves to 127\.0\.0\.1/,
  );
  expect(server.connections()).toBe(before);
});

test("the agent connects to a host and port on the allow-list, and to no other port of it", async () => {
  const dispatcher = agent([`127.0.0.1:${server.port}`]);
  const response = await request(server.url("/page?key=agent"), { dispatcher });
  expect(response.statusCode).toBe(200);
  expect(await response.body.text()).toContain("Programme Officer");
  const otherPort = await refusal(request("http://127.0.0.1:5432/", { dispatcher }));
  expect(otherPort).toBeInstanceOf(SsrfError);
});
