import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { SMTPServer } from "smtp-server";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { buildJob } from "#tests/factories/job-factory";
import { signInAs } from "#tests/support/admin-session";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { E2E_WAIT } from "#tests/support/timeouts";

// A second user can neither read nor change the first user's saved jobs or searches,
// over every /api/v1/me endpoint and every dashboard action; signed out, everything answers 401.
const mails: { to: string; text: string }[] = [];
let smtp: SMTPServer;
let server: RunningServer;
let jobIds: string[] = [];

function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function waitForMailTo(address: string): Promise<string> {
  const deadline = Date.now() + E2E_WAIT;
  for (;;) {
    const mail = mails.find((candidate) => candidate.to === address);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signs up through better-auth, follows the verification link from the e-mail, returns the session cookie. */
async function signUp(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.url },
    body: JSON.stringify({ email, password: "a long passphrase 42", name: email.split("@")[0] }),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  const text = await waitForMailTo(email);
  const link = /(https?:\/\/\S+verify-email\S+)/.exec(text)?.[1];
  expect(link, text).toBeTruthy();
  const verified = await fetch(link!.replace(/[).,]+$/, ""), { redirect: "manual" });
  const cookie = verified.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session_token");
  return cookie;
}

function api(path: string, cookie: string | null, init: RequestInit = {}) {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      Origin: server.url,
      "Content-Type": "application/json",
      ...init.headers,
    },
  });
}

function formPost(path: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: cookie,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
      stream.on("end", () => {
        mails.push({ to: session.envelope.rcptTo[0]?.address ?? "", text: decode(raw) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startServer({
    env: { SEED: "none", SMTP_URL: `smtp://127.0.0.1:${port}` },
    seed: async (db) => {
      await insertAccount(db, { email: "admin@example.org", role: "admin" });
      await insertAccount(db, { email: "saved-filters@example.org" });
      const rows = await insertJobs(db, [
        buildJob({ title: "Owned Job One" }),
        buildJob({ title: "Owned Job Two" }),
      ]);
      expect(rows).toBe(2);
    },
  });
  const page = (await (await fetch(`${server.url}/api/v1/jobs`)).json()) as {
    items: { id: string }[];
  };
  jobIds = page.items.map((item) => item.id);
});

afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

test("signed out, every /api/v1/me endpoint answers 401", async () => {
  const calls: [string, string][] = [
    ["GET", "/api/v1/me/saved-jobs"],
    ["PUT", `/api/v1/me/saved-jobs/${jobIds[0]}`],
    ["DELETE", `/api/v1/me/saved-jobs/${jobIds[0]}`],
    ["GET", "/api/v1/me/saved-searches"],
    ["POST", "/api/v1/me/saved-searches"],
    ["PATCH", "/api/v1/me/saved-searches/00000000-0000-0000-0000-000000000000"],
    ["DELETE", "/api/v1/me/saved-searches/00000000-0000-0000-0000-000000000000"],
  ];
  for (const [method, path] of calls) {
    const response = await api(path, null, {
      method,
      ...(method === "POST" ? { body: JSON.stringify({ name: "x" }) } : {}),
    });
    expect(response.status, `${method} ${path}`).toBe(401);
  }
});

test("a second user can neither read nor change the first user's saved jobs and searches", async () => {
  const alice = await signUp("alice@example.org");
  const bob = await signUp("bob@example.org");

  expect((await api(`/api/v1/me/saved-jobs/${jobIds[0]}`, alice, { method: "PUT" })).status).toBe(
    200,
  );
  const created = await api("/api/v1/me/saved-searches", alice, {
    method: "POST",
    body: JSON.stringify({
      name: "Nairobi health",
      search_keyword: "health",
      location_filter: "Nairobi",
    }),
  });
  expect(created.status).toBeLessThan(300);
  const search = (await created.json()) as { id: string; name: string };
  expect(search.name).toBe("Nairobi health");

  // Reading: Bob sees none of Alice's rows.
  const bobJobs = (await (await api("/api/v1/me/saved-jobs", bob)).json()) as { items: unknown[] };
  const bobSearches = (await (await api("/api/v1/me/saved-searches", bob)).json()) as {
    items: unknown[];
  };
  expect(bobJobs.items).toEqual([]);
  expect(bobSearches.items).toEqual([]);

  // Changing through the API: Alice's search is not found for Bob; removing a save only touches Bob's.
  expect(
    (
      await api(`/api/v1/me/saved-searches/${search.id}`, bob, {
        method: "PATCH",
        body: JSON.stringify({ is_active: false }),
      })
    ).status,
  ).toBe(404);
  expect(
    (await api(`/api/v1/me/saved-searches/${search.id}`, bob, { method: "DELETE" })).status,
  ).toBe(404);
  expect((await api(`/api/v1/me/saved-jobs/${jobIds[0]}`, bob, { method: "DELETE" })).status).toBe(
    404,
  );

  // Changing through the dashboard's and the star's form actions.
  expect(
    (await formPost("/dashboard", bob, { intent: "toggle-search", id: search.id, active: "false" }))
      .status,
  ).toBe(404);
  expect(
    (await formPost("/dashboard", bob, { intent: "delete-search", id: search.id })).status,
  ).toBe(404);
  await formPost("/account/saved-jobs", bob, { jobId: jobIds[0]!, intent: "unsave" });

  // Alice's rows are untouched.
  const aliceJobs = (await (await api("/api/v1/me/saved-jobs", alice)).json()) as {
    items: { job_id?: string; id?: string }[];
  };
  expect(aliceJobs.items).toHaveLength(1);
  const aliceSearches = (await (await api("/api/v1/me/saved-searches", alice)).json()) as {
    items: { id: string; is_active: boolean }[];
  };
  expect(aliceSearches.items).toEqual([
    expect.objectContaining({ id: search.id, is_active: true }),
  ]);
});

test("state-changing calls from another origin are refused", async () => {
  const carol = await signUp("carol@example.org");
  const response = await fetch(`${server.url}/api/v1/me/saved-jobs/${jobIds[1]}`, {
    method: "PUT",
    headers: { Cookie: carol, Origin: "https://evil.example" },
  });
  expect(response.status).toBe(403);
  const form = await fetch(`${server.url}/account/saved-jobs`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Cookie: carol,
      Origin: "https://evil.example",
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ jobId: jobIds[1]! }).toString(),
  });
  expect(form.status).toBe(403);
  const saved = (await (await api("/api/v1/me/saved-jobs", carol)).json()) as { items: unknown[] };
  expect(saved.items).toEqual([]);
});

test("/admin is enforced on the server: signed out to sign-in, a user 403, an admin sees the statistics", async () => {
  const signedOut = await fetch(`${server.url}/admin`, { redirect: "manual" });
  expect(signedOut.status).toBe(302);
  expect(signedOut.headers.get("location")).toBe("/auth?redirectTo=%2Fadmin");

  const dora = await signUp("dora@example.org");
  const denied = await fetch(`${server.url}/admin`, { headers: { Cookie: dora } });
  expect(denied.status).toBe(403);
  const deniedHtml = await denied.text();
  expect(deniedHtml).toContain("Access Denied");
  expect(deniedHtml).not.toContain("System Statistics");

  // An admin promotes her in /admin/users; her session, unchanged, opens /admin at once (the role
  // is read per request).
  const admin = await signInAs(server, "admin@example.org");
  const found = await fetch(`${server.url}/admin/users?q=dora`, { headers: { Cookie: admin } });
  const doraId = /name="userId" value="([^"]+)"/.exec(await found.text())?.[1];
  expect(doraId).toBeTruthy();
  const promoted = await fetch(`${server.url}/admin/users`, {
    method: "POST",
    headers: {
      Cookie: admin,
      Origin: server.url,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ userId: doraId!, role: "admin" }).toString(),
  });
  expect(promoted.status).toBe(200);
  const allowed = await fetch(`${server.url}/admin`, { headers: { Cookie: dora } });
  expect(allowed.status).toBe(200);
  const html = await allowed.text();
  expect(html).toContain("Welcome back, Admin");
  expect(html).toMatch(/Open jobs<\/dt><dd[^>]*>2</);
});

test("saved searches through the API keep region, contract type and nationals only; bad values answer 400, the same filters 409", async () => {
  const user = await signInAs(server, "saved-filters@example.org");
  const body = {
    name: "East Africa consultancies",
    location_filter: "Nairobi, Kampala",
    filters: { region: ["eastern-africa"], contract: ["consultant"], nationalsOnly: false },
  };
  const created = await api("/api/v1/me/saved-searches", user, {
    method: "POST",
    body: JSON.stringify(body),
  });
  expect(created.status).toBe(201);
  expect(await created.json()).toMatchObject({
    location_filter: "Nairobi,Kampala",
    filters: { region: ["eastern-africa"], contract: ["consultant"], nationalsOnly: false },
    query:
      "location=Nairobi%2CKampala&region=eastern-africa&contract=consultant&nationalsOnly=false",
  });
  const again = await api("/api/v1/me/saved-searches", user, {
    method: "POST",
    body: JSON.stringify({ ...body, name: "Same again" }),
  });
  expect(again.status).toBe(409);
  for (const [filters, parameter] of [
    [{ region: ["atlantis"] }, "region"],
    [{ contract: "freelance" }, "contract"],
    [{ nationalsOnly: "yes" }, "nationalsOnly"],
  ] as const) {
    const refused = await api("/api/v1/me/saved-searches", user, {
      method: "POST",
      body: JSON.stringify({ filters }),
    });
    expect(refused.status, parameter).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { status: 400, parameter } });
  }
  const tooMany = await api("/api/v1/me/saved-searches", user, {
    method: "POST",
    body: JSON.stringify({
      location_filter: Array.from({ length: 11 }, (_, n) => `City ${n}`).join(","),
    }),
  });
  expect(tooMany.status).toBe(400);
  expect(await tooMany.json()).toMatchObject({
    error: { parameter: "location", message: "location accepts at most 10 locations (11 given)" },
  });
});
