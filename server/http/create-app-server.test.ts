import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { parseEnv } from "#server/env";
import type { LogFields, Logger } from "#server/lib/logger";
import type { Services } from "#server/services";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { buildJob } from "#tests/factories/job-factory";
import { createTestDb } from "#tests/setup/test-db";
import { createAppServer, type AppServerBuild } from "./create-app-server";

// The request log names the client by the address TRUST_PROXY decides, the same one the rate
// limits receive (RequestContextValue.clientIp).

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});

function recordingLogger(lines: LogFields[]): Logger {
  const logger: Logger = {
    debug: () => {},
    info: (_message, fields) => lines.push(fields ?? {}),
    warn: () => {},
    error: () => {},
    child: () => logger,
    enabled: () => true,
  };
  return logger;
}

async function loggedAddress(trustProxy: string, forwardedFor: string): Promise<unknown> {
  const lines: LogFields[] = [];
  const services = {
    env: parseEnv({ TRUST_PROXY: trustProxy }),
    db: handle.db,
    dbHandle: handle,
    logger: recordingLogger(lines),
  } as unknown as Services;
  const server = createAppServer({
    services,
    getBuild: () => Promise.reject<AppServerBuild>(new Error("not used by /healthz")),
    clientRoot: null,
    isDev: false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, {
      headers: { "X-Forwarded-For": forwardedFor },
    });
    expect(response.status).toBe(200);
    await response.text();
    for (let tries = 0; tries < 100 && lines.length === 0; tries++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    return lines.find((line) => line.path === "/healthz")?.ip;
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

test("without TRUST_PROXY the log names the socket's peer, not what X-Forwarded-For claims", async () => {
  expect(await loggedAddress("", "198.51.100.7")).toBe("127.0.0.1");
});

test("behind one trusted proxy the log names the address that proxy forwarded", async () => {
  expect(await loggedAddress("1", "6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
  expect(await loggedAddress("127.0.0.0/8", "198.51.100.8")).toBe("198.51.100.8");
});

test("the job search API is answered before routing, computed or cached; a refused query goes on to the routes", async () => {
  await insertJobs(handle.db, [buildJob({ title: "Programme Officer" })]);
  let buildsAsked = 0;
  const services = {
    env: parseEnv({}),
    db: handle.db,
    dbHandle: handle,
    logger: recordingLogger([]),
  } as unknown as Services;
  const server = createAppServer({
    services,
    getBuild: () => {
      buildsAsked++;
      return Promise.reject<AppServerBuild>(new Error("the routes were asked"));
    },
    clientRoot: null,
    isDev: false,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    const jobs = await get("/api/v1/jobs?search=officer");
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get("etag")).toMatch(/^W\//);
    expect(await jobs.json()).toMatchObject({ total: 1, searchMode: "exact" });
    const facets = await get("/api/v1/facets?search=officer");
    expect(facets.status).toBe(200);
    await facets.text();
    expect(buildsAsked).toBe(0);

    // perPage=500 is refused by the query parser: the routes answer it (here, with no build, 500).
    const refused = await get("/api/v1/jobs?perPage=500");
    await refused.text();
    expect(buildsAsked).toBe(1);
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
