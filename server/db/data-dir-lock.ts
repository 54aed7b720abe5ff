import fs from "node:fs";
import os from "node:os";
import path from "node:path";

type LockHolder = { pid: number; hostname: string; startedAt: string; command: string };

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readHolder(lockPath: string): LockHolder | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, "utf8")) as LockHolder;
  } catch {
    return null;
  }
}

/**
 * PGlite has no cross-process lock of its own, and two processes on one data directory corrupt it.
 * Takes `<dir>/pglite.lock` exclusively; a lock left by a dead process on this host is taken over.
 * Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "pglite.lock");
  const me: LockHolder = {
    pid: process.pid,
    hostname: os.hostname(),
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(" "),
  };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: "wx" });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readHolder(lockPath)?.pid === process.pid) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = readHolder(lockPath);
      const isStale =
        holder === null || (holder.hostname === me.hostname && !isProcessAlive(holder.pid));
      if (!isStale) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by process ${holder.pid} on ${holder.hostname} ` +
            `(started ${holder.startedAt}: ${holder.command}). Stop that process first, ` +
            `use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not take the lock ${lockPath}.`);
}
