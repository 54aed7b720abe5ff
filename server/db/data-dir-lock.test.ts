import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { DataDirLockedError, acquireDataDirLock } from "./data-dir-lock";

function tempDir() {
  return fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-lock-"));
}

test("a second holder gets a clear error naming the first, until it releases", () => {
  const dir = tempDir();
  const release = acquireDataDirLock(dir);
  expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
  expect(() => acquireDataDirLock(dir)).toThrow(new RegExp(`in use by process ${process.pid}`));
  release();
  const again = acquireDataDirLock(dir);
  again();
  expect(fs.existsSync(path.join(dir, "pglite.lock"))).toBe(false);
});

test("a lock left by a dead process is taken over", () => {
  const dir = tempDir();
  fs.writeFileSync(
    path.join(dir, "pglite.lock"),
    JSON.stringify({
      pid: 2 ** 22 + 12345,
      hostname: os.hostname(),
      startedAt: "2026-01-01T00:00:00Z",
      command: "old",
    }),
  );
  const release = acquireDataDirLock(dir);
  expect(
    (JSON.parse(fs.readFileSync(path.join(dir, "pglite.lock"), "utf8")) as { pid: number }).pid,
  ).toBe(process.pid);
  release();
});
