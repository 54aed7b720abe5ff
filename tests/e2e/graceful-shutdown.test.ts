import fs from "node:fs";
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
