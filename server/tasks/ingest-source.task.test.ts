import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { createMailer } from "#server/email/send-email";
import { createHttpClient } from "#server/ingestion/http/create-http-client";
import {
  startLocalTestServer,
  type LocalTestServer,
} from "#server/ingestion/http/local-test-server";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { ReportedTaskError, type TaskContext } from "./define-task";
import { ingestSourceTask } from "./ingest-source.task";

// The ingest task against a real server on loopback: a source robots.txt refuses ends its task
// without a retry; an offline source fails the task with an error the runner logs without a stack.
let handle: DbHandle;
let server: LocalTestServer;
let http: ReturnType<typeof createHttpClient>;
let context: TaskContext;

beforeAll(async () => {
  handle = await createTestDb();
  server = await startLocalTestServer();
  server.robots.status = 200;
  server.robots.body = "User-agent: Blueboard\nDisallow: /page\n";
  http = createHttpClient({
    allowPrivateHosts: ["127.0.0.1:*"],
    politenessDelayMs: 0,
    retries: 0,
  });
  context = {
    db: handle.db,
    mailer: createMailer({ db: handle.db, from: "x@y.z" }),
    logger: createLogger("silent"),
    http,
    adapterDefaults: {},
    enqueue: () => Promise.resolve(null),
    enqueueMany: () => Promise.resolve(),
    now: () => new Date(),
  };
});

afterAll(async () => {
  http.close();
  await server.close();
  await handle.close();
});

async function source(name: string, path: string) {
  const [row] = await handle.db
    .insert(sources)
    .values({ name, type: "rss", baseUrl: server.url(path), metadata: { adapter: "rss" } })
    .returning();
  return row!.id;
}

test("a source robots.txt disallows: the run is recorded as failed and the task is not retried", async () => {
  const sourceId = await source("Disallowed feed", "/page?key=task-robots");
  const result = await ingestSourceTask.handler({ sourceId }, context);
  expect(result).toMatchObject({ status: "failed" });
  expect((result as { error: string }).error).toMatch(/disallowed by robots\.txt/);
  expect(server.requests.filter((request) => request.path.startsWith("/page"))).toHaveLength(0);
});

test("an offline source fails the task with a ReportedTaskError, which the queue retries", async () => {
  const sourceId = await source("Broken feed", "/always-500?key=task-500");
  const error = await ingestSourceTask.handler({ sourceId }, context).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ReportedTaskError);
  expect((error as Error).message).toMatch(/^Ingestion of Broken feed failed: .*HTTP 500/);
});
