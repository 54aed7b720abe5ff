import http from "node:http";
import net from "node:net";
import { afterAll, expect, test } from "vitest";
import { insertAccount } from "#tests/factories/account-factory";
import { signIn } from "#tests/support/admin-session";
import { startServer, type RunningServer } from "#tests/support/start-server";

// startServer picks a free port, releases it, and the server binds it seconds later, once it has
// started. Meanwhile the kernel may hand the same port to another process asking for a free one
// (it picks among about 7,000 ports), and on a busy machine running two suites side by side another
// file's server can be listening there first. The test's server then cannot listen; startServer
// must neither mistake the server holding the port for its own nor return a dead one.

const servers: RunningServer[] = [];

afterAll(async () => {
  for (const server of servers) expect(await server.stop()).toBe(0);
});

/** Makes the next free port startServer is given be `port`, as the kernel may. */
function nextFreePortIs(port: number) {
  const prototype = net.Server.prototype;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, "address")!;
  prototype.address = function (this: net.Server) {
    Object.defineProperty(prototype, "address", descriptor);
    const real = (descriptor.value as net.Server["address"]).call(this);
    return real && typeof real === "object" ? { ...real, port } : real;
  };
}

test("a server whose port another server took first starts on another port, with its own data", async () => {
  const other = await startServer({ env: { SEED: "none", TASKS: "off" } });
  servers.push(other);
  const port = Number(new URL(other.url).port);
  nextFreePortIs(port);
  const server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: (db) => insertAccount(db, { email: "ada@example.org", role: "admin" }).then(() => {}),
  });
  servers.push(server);
  // The account is in this server's own database: signing in works only on this server.
  const signedIn = await signIn(server, "ada@example.org");
  expect(signedIn.status, await signedIn.clone().text()).toBe(200);
  expect(server.url).not.toBe(other.url);
  // It did meet the taken port first.
  expect(server.output()).toContain("EADDRINUSE");
  expect((await signIn(other, "ada@example.org")).status).toBe(401);
});

test("a halted server whose port was taken meanwhile is not resumed on someone else's", async () => {
  const server = await startServer({ env: { SEED: "none", TASKS: "off" } });
  servers.push(server);
  const port = Number(new URL(server.url).port);
  await server.halt();
  // Something else answers every request there, as another test file's server would.
  const squatter = http.createServer((_req, res) => res.end("ok"));
  await new Promise<void>((resolve) => squatter.listen(port, "127.0.0.1", resolve));
  try {
    await expect(server.resume()).rejects.toThrow(`Port ${port} was taken`);
  } finally {
    await new Promise((resolve) => squatter.close(resolve));
  }
  await server.resume();
  expect((await fetch(`${server.url}/healthz`)).ok).toBe(true);
});
