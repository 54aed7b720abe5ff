import { afterAll, beforeAll, expect, test } from "vitest";
import { insertAccount } from "#tests/factories/account-factory";
import { signInAs } from "#tests/support/admin-session";
import { sendRawRequest } from "#tests/support/raw-request";
import { startServer, type RunningServer } from "#tests/support/start-server";

// The penetration test's findings, replayed against the production build over HTTP.
let server: RunningServer;
let ada = "";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      await insertAccount(db, { email: "bob@example.org" });
    },
  });
  ada = await signInAs(server, "ada@example.org");
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

/** Raw bytes to the server; resolves with what it answered (also when it cut the connection). */
const raw = (request: string) => sendRawRequest(server.url, request);

const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

test("TRACE 405; NUL bytes in search and filter parameters 400; over-long path segments 400", async () => {
  expect(statusOf(await raw("TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"))).toBe(405);
  for (const target of [
    "/jobs?q=%00",
    "/jobs?grade=P-3%00",
    "/api/v1/jobs?q=a%00b",
    "/search?q=%00",
  ]) {
    const response = await fetch(`${server.url}${target}`);
    expect(response.status, target).toBe(400);
  }
  expect((await fetch(`${server.url}/jobs/${"a".repeat(256)}`)).status).toBe(400);
  // Still a normal answer just under the limit.
  expect((await fetch(`${server.url}/jobs/${"a".repeat(255)}`)).status).toBe(404);
});

test("a 300 MB body is refused with 413 before it is read; a 70 KB JSON body too", async () => {
  const answer = await raw(
    `POST /alerts/unsubscribe HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${300 * 1024 * 1024}\r\n\r\n${"a".repeat(16 * 1024)}`,
  );
  expect(statusOf(answer)).toBe(413);
  const json = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email: "a@example.org", password: "x".repeat(70 * 1024) }),
  });
  expect(json.status).toBe(413);
  // The server is still there.
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
});

test("/auth?redirectTo with a tab or backslash after the first slash stays on the site", async () => {
  for (const redirectTo of ["/\t/evil.example", "/\\evil.example", "//evil.example"]) {
    const response = await fetch(
      `${server.url}/auth?redirectTo=${encodeURIComponent(redirectTo)}`,
      {
        headers: { Cookie: ada },
        redirect: "manual",
      },
    );
    expect(response.status, redirectTo).toBe(302);
    const location = response.headers.get("location")!;
    expect(new URL(location, server.url).origin, redirectTo).toBe(new URL(server.url).origin);
  }
});

test("better-auth's admin endpoints answer 404, even for an admin", async () => {
  for (const path of ["impersonate-user", "set-role", "create-user", "ban-user", "list-users"]) {
    const response = await fetch(`${server.url}/api/auth/admin/${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: server.url, Cookie: ada },
      body: JSON.stringify({
        userId: "x",
        role: "admin",
        email: "e@example.org",
        password: "lantern orchard quietly 58",
        name: "E",
      }),
    });
    expect(response.status, path).toBe(404);
  }
});

test("an admin's role change is in the audit log, with who, what, target and client", async () => {
  const users = await (
    await fetch(`${server.url}/admin/users?q=bob`, { headers: { Cookie: ada } })
  ).text();
  const bobId = /name="userId" value="([^"]+)"/.exec(users)?.[1];
  expect(bobId, users).toBeTruthy();
  const changed = await fetch(`${server.url}/admin/users`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: ada,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ userId: bobId!, role: "admin" }).toString(),
  });
  expect(changed.status).toBe(200);
  const audit = await fetch(`${server.url}/admin/audit`, { headers: { Cookie: ada } });
  expect(audit.status).toBe(200);
  const html = await audit.text();
  expect(html).toContain("ada@example.org");
  expect(html).toContain("POST /admin/users");
  expect(html).toContain(bobId!);
  expect(html).toContain("role=admin");
  // Linked from the admin area's Settings tab.
  expect(
    await (await fetch(`${server.url}/admin/settings`, { headers: { Cookie: ada } })).text(),
  ).toContain('href="/admin/audit"');
});
