import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createDb } from "#server/db/create-db";
import { emailOutbox, ingestionLogs, sources } from "#server/db/schema";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createThrowawayDatabase, type ThrowawayDatabase } from "#server/db/throwaway-database";
import { buildJob } from "#tests/factories/job-factory";
import { createAdminSession } from "#tests/support/admin-session";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_HOOK_TIMEOUT, E2E_WAIT } from "#tests/support/timeouts";

// Several instances on one PostgreSQL, as deployed behind a load balancer: two web processes
// (TASKS=off) and one worker, started at the same moment on an empty database with one
// AUTH_SECRET. A session, an unsubscribe link and the migrations must not depend on which process
// a request reaches, and a scheduled ingestion runs once.
const root = path.resolve(import.meta.dirname, "../..");
const serverUrl = process.env.DATABASE_URL;
const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title>
  <item><title>Health Officer, NO-B - Kabul, Afghanistan</title><link>https://who.example.org/1</link><guid>who-1</guid></item>
  <item><title>Data Analyst, P-2 - Copenhagen, Denmark</title><link>https://who.example.org/2</link><guid>who-2</guid></item>
</channel></rss>`;

describe.skipIf(!serverUrl)(
  "several instances on one PostgreSQL (skipped without DATABASE_URL: it needs a PostgreSQL server; CI's PostgreSQL run sets it)",
  () => {
    let database: ThrowawayDatabase;
    let feed: http.Server;
    let webA: RunningServer;
    let webB: RunningServer;
    let worker: RunningServer;

    beforeAll(async () => {
      database = await createThrowawayDatabase(serverUrl!, "blueboard_instances");
      feed = http.createServer((_req, res) => {
        res.writeHead(200, { "Content-Type": "application/rss+xml" });
        res.end(FEED);
      });
      await new Promise<void>((resolve) => feed.listen(0, "127.0.0.1", resolve));
      const env = {
        AUTH_SECRET: randomBytes(32).toString("base64url"),
        SEED: "none",
        INGEST_ALLOW_PRIVATE_HOSTS: "127.0.0.1:*",
      };
      // All three start together on the empty database: they race to migrate.
      [webA, webB, worker] = await Promise.all([
        startServer({ sharedDatabaseUrl: database.url, env: { ...env, TASKS: "off" } }),
        startServer({ sharedDatabaseUrl: database.url, env: { ...env, TASKS: "off" } }),
        startServer({ sharedDatabaseUrl: database.url, env: { ...env, TASKS: "on" } }),
      ]);
    }, E2E_HOOK_TIMEOUT);

    afterAll(async () => {
      await Promise.all([webA?.stop(), webB?.stop(), worker?.stop()]);
      await new Promise<void>((resolve) => feed?.close(() => resolve()));
      await database?.drop();
    });

    async function withDb<T>(
      run: (db: Awaited<ReturnType<typeof createDb>>["db"]) => Promise<T>,
    ): Promise<T> {
      const handle = await createDb({
        databaseUrl: database.url,
        dataDir: "unused",
        migrate: false,
      });
      try {
        return await run(handle.db);
      } finally {
        await handle.close();
      }
    }

    test("processes started together migrate once", async () => {
      const journal = JSON.parse(
        fs.readFileSync(path.join(root, "server/db/migrations/meta/_journal.json"), "utf8"),
      ) as { entries: unknown[] };
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const applied = await client.query<{ hash: string }>(
          "select hash from drizzle.__drizzle_migrations",
        );
        expect(applied.rows).toHaveLength(journal.entries.length);
        expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
      } finally {
        await client.end();
      }
      for (const server of [webA, webB, worker])
        expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    });

    test("a session made on one process is valid on the others", async () => {
      const cookie = await createAdminSession(webA, "session-everywhere@example.org");
      for (const server of [webA, webB, worker]) {
        const response = await fetch(`${server.url}/api/auth/get-session`, {
          headers: { Cookie: cookie },
        });
        const session = (await response.json()) as { user?: { email: string } } | null;
        expect(session?.user?.email, server.url).toBe("session-everywhere@example.org");
        const admin = await fetch(`${server.url}/admin`, {
          headers: { Cookie: cookie },
          redirect: "manual",
        });
        expect(admin.status, server.url).toBe(200);
      }
    });

    test("an unsubscribe link made by one process works on another", async () => {
      const email = "alerts-everywhere@example.org";
      const cookie = await createAdminSession(webA, email);
      const saved = await fetch(`${webA.url}/api/v1/me/saved-searches`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: webA.url, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "Nairobi jobs", location_filter: "Nairobi" }),
      });
      expect(saved.status, await saved.clone().text()).toBeLessThan(300);
      const seen = new Date(Date.now() + 60_000);
      await withDb((db) =>
        insertJobs(db, [
          buildJob({ title: "Water Engineer Nairobi", firstSeenAt: seen, postedDate: seen }),
        ]),
      );
      // The alert pass (npm run alerts) in its own process, with web A's configuration.
      const output = await runScript(webA, [
        "scripts/alerts.ts",
        "--at",
        new Date(seen.getTime() + 60_000).toISOString(),
      ]);
      expect(output).toContain('"digests":1');
      const mails = await withDb((db) =>
        db.select().from(emailOutbox).where(eq(emailOutbox.to, email)),
      );
      const digest = mails.find((mail) => mail.headers["List-Unsubscribe"]);
      const link = /<(https?:\/\/[^>]+\/alerts\/unsubscribe\?token=[^>]+)>/.exec(
        digest?.headers["List-Unsubscribe"] ?? "",
      )?.[1];
      expect(link, JSON.stringify(mails.map((mail) => mail.subject))).toBeTruthy();
      const { pathname, search } = new URL(link!);
      // RFC 8058 one-click, sent to web B.
      const oneClick = await fetch(`${webB.url}${pathname}${search}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
        redirect: "manual",
      });
      expect(oneClick.status).toBe(200);
      const searches = (await (
        await fetch(`${webB.url}/api/v1/me/saved-searches`, { headers: { Cookie: cookie } })
      ).json()) as { items: { is_active: boolean }[] };
      expect(searches.items.map((item) => item.is_active)).toEqual([false]);
    });

    test("a scheduled ingestion runs once, in the worker", async () => {
      const feedUrl = `http://127.0.0.1:${(feed.address() as AddressInfo).port}/who.xml`;
      const sourceId = await withDb(async (db) => {
        const [row] = await db
          .insert(sources)
          .values({
            name: "WHO feed for several instances",
            type: "rss",
            baseUrl: feedUrl,
            metadata: { adapter: "rss", organization: "WHO", titleLocation: "dash" },
          })
          .returning({ id: sources.id });
        return row!.id;
      });
      const cookie = await createAdminSession(webA, "scheduler@example.org");
      const schedule = (server: RunningServer) =>
        fetch(`${server.url}/admin/sources`, {
          method: "POST",
          redirect: "manual",
          headers: {
            Cookie: cookie,
            Origin: server.url,
            "Content-Type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ intent: "schedule" }).toString(),
        });
      // Web processes run no tasks; the worker queues the due source and runs it.
      expect((await schedule(webB)).status).toBe(409);
      const queued = await schedule(worker);
      expect(await queued.text()).toContain("Scheduler completed: processed 1 source");

      const runs = () =>
        withDb((db) =>
          db
            .select({ status: ingestionLogs.status })
            .from(ingestionLogs)
            .where(eq(ingestionLogs.sourceId, sourceId)),
        );
      await expect
        .poll(async () => (await runs()).map((run) => run.status), {
          timeout: E2E_WAIT,
          interval: 500,
        })
        .toEqual(["completed"]);
      // Scheduling again right away finds the source up to date: still one run.
      expect(await (await schedule(worker)).text()).toContain(
        "Scheduler completed: processed 0 sources",
      );
      expect((await runs()).map((run) => run.status)).toEqual(["completed"]);
      const jobs = (await (await fetch(`${webB.url}/api/v1/jobs`)).json()) as { total: number };
      expect(jobs.total).toBeGreaterThanOrEqual(2);
    });
  },
);

function runScript(server: RunningServer, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), ...args],
      {
        cwd: root,
        env: { ...server.env, LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args[0]} exited ${code}:\n${output}`)),
    );
  });
}
