import fs from "node:fs";
import net from "node:net";
import { expect, test } from "vitest";
import { startServer } from "#tests/support/start-server";

// SIGTERM must reach the server itself, however slow it is to answer: it then stops taking
// requests, finishes its tasks and closes the database (PGlite's files are only safe after a clean
// close). A launcher in between that gives the server a few milliseconds to acknowledge a relayed
// signal, and kills it otherwise, breaks this on a busy machine.

/** The process that actually serves: the launched one, or its last descendant if it forked. */
function servingProcess(pid: number): number {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return children.length === 0 ? pid : servingProcess(children[children.length - 1]!);
}

test("npm start's server shuts down cleanly on SIGTERM even when it is slow to take the signal", async () => {
  const server = await startServer({ env: { SEED: "none", TASKS: "off" } });
  const launched = server.process.pid!;
  const serving = servingProcess(launched);
  // Freeze the serving process (as a busy machine would delay it), signal the launched one, and
  // let the server run again only after a while.
  process.kill(serving, "SIGSTOP");
  process.kill(launched, "SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, 500));
  process.kill(serving, "SIGCONT");
  const code = await server.stop();
  expect(code, server.output()).toBe(0);
  expect(server.output()).toContain('"msg":"stopped"');
});

test("a request under way when SIGTERM comes is answered, and its kept-alive connection does not hold the shutdown", async () => {
  const server = await startServer({ env: { SEED: "none", TASKS: "off" } });
  const { hostname, port } = new URL(server.url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  // A browser's kept-alive connection whose request has only begun to arrive: not idle, so the
  // shutdown's first sweep of idle connections leaves it open.
  socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}:${port}\r\n`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const started = Date.now();
  const stopped = server.stop();
  await new Promise((resolve) => setTimeout(resolve, 500));
  socket.write("Connection: keep-alive\r\n\r\n");
  const code = await stopped;
  await closed;
  expect(answer).toMatch(/^HTTP\/1\.1 200 /);
  expect(code, server.output()).toBe(0);
  // Well before the 20-second limit after which the server gives up on closing cleanly.
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(server.output()).toContain('"msg":"stopped"');
});
