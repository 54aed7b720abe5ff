import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createDb } from "#server/db/create-db";
import { profiles, savedSearches, users } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";

const root = path.resolve(import.meta.dirname, "..");
let dataDir: string;
let smtp: SMTPServer;
let port: number;
const received: string[] = [];

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-alerts-"));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith("refused"))
        callback(Object.assign(new Error("550 mailbox unavailable"), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on("end", () => {
        received.push(...session.envelope.rcptTo.map((rcpt) => rcpt.address));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;

  // Three users with a search each and one new job; the SMTP server refuses the second one.
  const handle = await createDb({ dataDir });
  try {
    const searchCreated = new Date("2030-01-08T09:00:00Z");
    for (const [id, email] of [
      ["a1", "a1@example.org"],
      ["a2", "refused-a2@example.org"],
      ["a3", "a3@example.org"],
    ]) {
      await handle.db
        .insert(users)
        .values({ id: id!, name: id!, email: email!, emailVerified: true });
      await handle.db.insert(profiles).values({ userId: id!, alertFrequency: "daily" });
      await handle.db
        .insert(savedSearches)
        .values({ userId: id!, name: "All", createdAt: searchCreated });
    }
    await insertJobs(handle.db, [
      buildJob({
        title: "Programme Officer",
        firstSeenAt: new Date("2030-01-10T06:00:00Z"),
        expiresAt: new Date("2030-03-01T00:00:00Z"),
      }),
    ]);
  } finally {
    await handle.close();
  }
}, 300_000);

afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function runAlerts(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      AUTH_SECRET: "a".repeat(40),
      SEED: "none",
    };
    delete env.DATABASE_URL;
    const child = spawn(
      process.execPath,
      [
        path.join(root, "node_modules/tsx/dist/cli.mjs"),
        "scripts/alerts.ts",
        "--at",
        "2030-01-10T09:00:00Z",
      ],
      { cwd: root, env },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

test("npm run alerts delivers past a refused digest and exits 1 saying how many failed", async () => {
  const { code, stdout, stderr } = await runAlerts();
  expect(stderr).toContain("1 of 3 digests could not be delivered");
  expect(code).toBe(1);
  expect(received.sort()).toEqual(["a1@example.org", "a3@example.org"]);
  expect(JSON.parse(stdout.trim().split("\n").at(-1)!)).toMatchObject({ digests: 3 });
}, 300_000);
