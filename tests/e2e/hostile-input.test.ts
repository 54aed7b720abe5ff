import { afterAll, beforeAll, expect, test } from "vitest";
import { insertAccount } from "#tests/factories/account-factory";
import { buildJob } from "#tests/factories/job-factory";
import { signInAs } from "#tests/support/admin-session";
import { sendRawRequest } from "#tests/support/raw-request";
import { startServer, type RunningServer } from "#tests/support/start-server";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { jobs } from "#server/db/schema";

// The penetration test's one-request denial of service (`/api/v1/jobs?field=__proto__` ended the
// process) and its malformed requests that answered 500, replayed against the production build:
// every prototype key in every parameter of every public route, then a bounded fuzz of broken
// bodies and request targets. Nothing may answer 5xx, and the server must still be there.

const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "valueOf",
];

/** The listing parameters of /jobs, its feeds and the search API (parseJobQuery). */
const LISTING_PARAMETERS = [
  "search",
  "q",
  "field",
  "location",
  "region",
  "organization",
  "level",
  "grade",
  "contract",
  "source",
  "sort",
  "status",
  "page",
  "perPage",
  "closingWithin",
  "remote",
  "nationalsOnly",
  "include",
];
/** The parameters whose values come from a fixed list: an unknown value is refused, naming it. */
const CLOSED_PARAMETERS = new Set([
  "field",
  "region",
  "level",
  "grade",
  "contract",
  "sort",
  "status",
  "page",
  "perPage",
  "closingWithin",
  "remote",
  "nationalsOnly",
]);
const LISTING_PAGES = ["/jobs", "/search", "/jobs/feed.xml", "/jobs/feed.atom"];
const LISTING_APIS = ["/api/v1/jobs", "/api/v1/facets", "/api/v1/job-cards"];

let server: RunningServer;
let jobId = "";
let user = "";
let admin = "";

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none", TASKS: "off" },
    seed: async (db) => {
      await insertAccount(db, { email: "ada@example.org", role: "admin" });
      await insertAccount(db, { email: "bob@example.org" });
      await insertJobs(db, [buildJob({ title: "Programme Officer" })]);
      const [job] = await db.select({ id: jobs.id }).from(jobs).limit(1);
      jobId = String(job!.id);
    },
  });
  user = await signInAs(server, "bob@example.org");
  admin = await signInAs(server, "ada@example.org");
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

type Probe = { label: string; status: number };

/** Runs the requests a few at a time and returns every status. */
async function probeAll(
  requests: { label: string; send: () => Promise<number> }[],
  concurrency = 6,
): Promise<Probe[]> {
  const results: Probe[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      results.push({ label: request.label, status: await request.send() });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

async function statusOf(path: string, init: RequestInit = {}): Promise<number> {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual", ...init });
  await response.arrayBuffer();
  return response.status;
}

/** Raw bytes to the server; resolves with what it answered (also when it cut the connection). */
const raw = (request: string) => sendRawRequest(server.url, request);

const rawStatus = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);

async function expectStillServing() {
  expect(server.process.exitCode, server.output()).toBeNull();
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
}

const serverErrors = (probes: Probe[]) =>
  probes.filter((probe) => probe.status >= 500 || probe.status === 0);

test("/api/v1/jobs?field=__proto__ is a 400 naming the parameter, and the process lives on", async () => {
  for (const path of LISTING_APIS) {
    const response = await fetch(`${server.url}${path}?field=__proto__`);
    expect(response.status, path).toBe(400);
    expect(await response.json(), path).toEqual({
      error: {
        status: 400,
        message: expect.stringContaining("__proto__") as unknown,
        parameter: "field",
      },
    });
  }
  await expectStillServing();
});

test("every prototype key in every parameter of every public route: no 5xx, unknown values refused", async () => {
  const requests: { label: string; send: () => Promise<number> }[] = [];
  for (const key of PROTOTYPE_KEYS) {
    for (const route of [...LISTING_PAGES, ...LISTING_APIS])
      for (const parameter of LISTING_PARAMETERS) {
        const path = `${route}?${parameter}=${encodeURIComponent(key)}`;
        requests.push({ label: path, send: () => statusOf(path) });
      }
    // Every route's path parameters, and the other public pages with the key as a query.
    for (const path of [
      `/field/${key}`,
      `/location/${key}`,
      `/organization/${key}`,
      `/jobs/${key}`,
      `/jobs/${key}/cv`,
      `/api/v1/jobs/${key}`,
      `/api/v1/jobs/${key}/enriched`,
      `/api/v1/jobs/${key}/summary`,
      `/api/v1/me/saved-jobs/${key}`,
      `/api/v1/me/saved-searches/${key}`,
      `/sitemaps/${key}`,
      `/${key}`,
      `/?${key}=${key}`,
      `/planner?${key}=1&grade=${key}&nationality=${key}`,
      `/newsletter/confirm?token=${key}`,
      `/alerts/manage?token=${key}&done=${key}`,
      `/alerts/unsubscribe?token=${key}`,
      `/auth?redirectTo=${key}&mode=${key}`,
      `/api/v1/sources/health?${key}=1`,
    ])
      requests.push({ label: path, send: () => statusOf(path) });
    // The same while signed in (the pages skip the anonymous page cache) and for admins.
    for (const path of [
      `/dashboard?error=${key}&${key}=1`,
      `/jobs/${jobId}/cv?${key}=1`,
      `/account/cv?job=${key}&done=${key}`,
      `/api/v1/me/saved-jobs?${key}=1`,
      `/jobs?field=${key}`,
    ])
      requests.push({
        label: `${path} (signed in)`,
        send: () => statusOf(path, { headers: { Cookie: user } }),
      });
    for (const path of [
      `/admin/jobs?notice=${key}&status=${key}&q=${key}`,
      `/admin/sources?notice=${key}`,
      `/admin/sources/${key}`,
      `/admin/users?role=${key}`,
      `/admin/emails?status=${key}`,
      `/admin/audit?${key}=1`,
      `/admin/coaching?status=${key}`,
    ])
      requests.push({
        label: `${path} (admin)`,
        send: () => statusOf(path, { headers: { Cookie: admin } }),
      });
    // Saving such a search, through the API and through the form.
    requests.push({
      label: `POST /api/v1/me/saved-searches filters.field=${key}`,
      send: () =>
        statusOf("/api/v1/me/saved-searches", {
          method: "POST",
          headers: { Cookie: user, Origin: server.url, "Content-Type": "application/json" },
          body: JSON.stringify({ name: key, filters: { field: [key], region: [key] } }),
        }),
    });
    requests.push({
      label: `POST /account/saved-searches query=field=${key}`,
      send: () =>
        statusOf("/account/saved-searches", {
          method: "POST",
          headers: { Cookie: user, Origin: server.url },
          body: new URLSearchParams({ query: `field=${key}&level=${key}`, name: key, js: "1" }),
        }),
    });
  }
  const probes = await probeAll(requests);
  expect(probes.length).toBeGreaterThan(900);
  expect(serverErrors(probes)).toEqual([]);

  // Fixed lists refuse the prototype key: 400 on the API and the listing pages.
  const byLabel = new Map(probes.map((probe) => [probe.label, probe.status]));
  // (/search redirects to /jobs, which answers.)
  for (const key of PROTOTYPE_KEYS)
    for (const route of [...LISTING_PAGES.filter((page) => page !== "/search"), ...LISTING_APIS])
      for (const parameter of CLOSED_PARAMETERS)
        expect(
          byLabel.get(`${route}?${parameter}=${encodeURIComponent(key)}`),
          `${route} ${parameter}=${key}`,
        ).toBe(400);
  for (const key of PROTOTYPE_KEYS) {
    expect(byLabel.get(`/field/${key}`)).toBe(404);
    expect(byLabel.get(`/api/v1/jobs/${key}`)).toBe(404);
    expect(byLabel.get(`POST /api/v1/me/saved-searches filters.field=${key}`)).toBe(400);
    expect(byLabel.get(`POST /account/saved-searches query=field=${key}`)).toBe(400);
  }
  await expectStillServing();
  expect(server.output()).not.toContain("unhandled promise rejection");
}, 120_000);

/** Bodies that are not what a form action expects. */
const BROKEN_BODIES: { name: string; type: string | null; body: string }[] = [
  { name: "text/plain", type: "text/plain;charset=UTF-8", body: "intent=delete" },
  { name: "JSON", type: "application/json", body: '{"intent":"delete"}' },
  { name: "XML", type: "application/xml", body: "<intent>delete</intent>" },
  { name: "no content type", type: null, body: "intent=delete" },
  { name: "multipart without boundary", type: "multipart/form-data", body: "--x\r\n" },
  {
    name: "multipart cut short",
    type: "multipart/form-data; boundary=x",
    body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ndel',
  },
  { name: "multipart garbage", type: "multipart/form-data; boundary=x", body: "not multipart" },
  {
    name: "form with NUL",
    type: "application/x-www-form-urlencoded",
    body: "intent=a%00b&name=%00",
  },
  {
    name: "form of prototype keys",
    type: "application/x-www-form-urlencoded",
    body: "__proto__=x&constructor=y&intent=__proto__&done=constructor&name=toString",
  },
];

test("a bounded fuzz of broken bodies and request targets: never a 5xx", async () => {
  const actions = [
    "/coaching",
    "/newsletter",
    "/newsletter/confirm",
    "/newsletter/unsubscribe",
    "/alerts/manage?token=x",
    "/alerts/unsubscribe",
    `/jobs/${jobId}`,
    "/auth",
    "/account/register",
  ];
  const signedIn = [
    "/planner",
    "/dashboard",
    "/account/saved-jobs",
    "/account/saved-searches",
    "/account/cv",
    `/jobs/${jobId}/cv`,
    "/account/applications",
    "/account/applications/track",
    "/account/applications/1",
  ];
  const adminActions = [
    "/admin",
    "/admin/enrichment",
    "/admin/settings",
    "/admin/sources",
    "/admin/sources/new",
    "/admin/sources/test",
    "/admin/sources/1",
    "/admin/sources/1/edit",
    "/admin/jobs/new",
    `/admin/jobs/${jobId}`,
    "/admin/users",
    "/admin/coaching",
  ];
  const requests: { label: string; send: () => Promise<number> }[] = [];
  const post = (path: string, cookie: string | null, broken: (typeof BROKEN_BODIES)[number]) => ({
    label: `POST ${path} (${broken.name})`,
    send: () =>
      statusOf(path, {
        method: "POST",
        headers: {
          Origin: server.url,
          ...(cookie ? { Cookie: cookie } : {}),
          ...(broken.type ? { "Content-Type": broken.type } : {}),
        },
        // Bytes, so that fetch adds no Content-Type of its own.
        body: new TextEncoder().encode(broken.body),
      }),
  });
  for (const broken of BROKEN_BODIES) {
    for (const path of actions) requests.push(post(path, null, broken));
    for (const path of signedIn) requests.push(post(path, user, broken));
    for (const path of adminActions) requests.push(post(path, admin, broken));
  }

  // JSON with NUL and wrong types, to our API and to better-auth's.
  const json = (path: string, method: string, body: string, cookie: string | null) => ({
    label: `${method} ${path} ${body}`,
    send: () =>
      statusOf(path, {
        method,
        headers: {
          Origin: server.url,
          "Content-Type": "application/json",
          ...(cookie ? { Cookie: cookie } : {}),
        },
        body,
      }),
  });
  const nul = "\\u0000";
  for (const body of [
    `{"name":"a${nul}b"}`,
    `{"name":null}`,
    `{"name":123}`,
    `{"name":{}}`,
    `{"name":["x"]}`,
    `{"name":""}`,
    `{"image":{}}`,
    `{"a${nul}":1}`,
    `{"__proto__":{"name":"x"}}`,
  ])
    requests.push(json("/api/auth/update-user", "POST", body, user));
  for (const body of [
    `{"email":"a${nul}@example.org","password":"a long passphrase 42","name":"x"}`,
    `{"email":"new@example.org","password":"a long passphrase 42","name":"x${nul}"}`,
  ])
    requests.push(json("/api/auth/sign-up/email", "POST", body, null));
  requests.push(
    json(
      "/api/auth/sign-in/email",
      "POST",
      `{"email":"bob@example.org${nul}","password":"x"}`,
      null,
    ),
  );
  for (const body of [
    `{"name":"a${nul}b"}`,
    `{"name":"x","search_keyword":"a${nul}b"}`,
    `{"name":"x","location_filter":"${nul}"}`,
    `{"name":"x","filters":{"field":["__proto__"]}}`,
    `not json`,
    `[1,2]`,
    `null`,
  ])
    requests.push(json("/api/v1/me/saved-searches", "POST", body, user));
  requests.push(json("/api/v1/me/saved-searches/1", "PATCH", `{"name":"a${nul}b"}`, user));
  requests.push(json(`/api/v1/me/saved-jobs/${jobId}`, "PUT", `{"note":"a${nul}b"}`, user));

  const probes = await probeAll(requests);

  // Request targets that are not a path, over a raw socket.
  const { host } = new URL(server.url);
  for (const line of [
    "OPTIONS * HTTP/1.1",
    "GET * HTTP/1.1",
    "POST * HTTP/1.1",
    `GET http://${host}/jobs HTTP/1.1`,
    `GET http://${host}/api/v1/jobs?field=__proto__ HTTP/1.1`,
    `GET http://evil.example/jobs?field=constructor HTTP/1.1`,
    `GET https://${host} HTTP/1.1`,
    `GET http://${host}/jobs#top HTTP/1.1`,
    `GET ftp://${host}/jobs HTTP/1.1`,
    `GET http:/jobs HTTP/1.1`,
    "GET jobs HTTP/1.1",
    `OPTIONS http://${host}/ HTTP/1.1`,
  ]) {
    const answer = await raw(`${line}\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
    probes.push({ label: line, status: rawStatus(answer) });
  }
  const posted = await raw(
    `POST http://${host}/coaching HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${server.url}\r\nContent-Type: text/plain\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello`,
  );
  probes.push({ label: "POST absolute /coaching text/plain", status: rawStatus(posted) });

  expect(probes.length).toBeGreaterThan(250);
  expect(serverErrors(probes)).toEqual([]);
  const byLabel = new Map(probes.map((probe) => [probe.label, probe.status]));
  expect(byLabel.get("OPTIONS * HTTP/1.1")).toBe(204);
  expect(byLabel.get("GET * HTTP/1.1")).toBe(400);
  expect(byLabel.get(`GET http://${host}/jobs HTTP/1.1`)).toBe(200);
  expect(byLabel.get(`GET http://${host}/api/v1/jobs?field=__proto__ HTTP/1.1`)).toBe(400);
  expect(byLabel.get("POST absolute /coaching text/plain")).toBe(400);
  for (const body of ['{"name":null}', '{"name":123}', '{"name":""}', `{"name":"a${nul}b"}`])
    expect(byLabel.get(`POST /api/auth/update-user ${body}`), body).toBe(400);
  for (const path of ["/coaching", "/newsletter", "/planner"])
    for (const name of ["text/plain", "multipart cut short", "form with NUL"])
      expect(byLabel.get(`POST ${path} (${name})`), `${path} ${name}`).toBe(400);
  // A method a route has no action for is React Router's 405: the client's mistake, answered
  // without a stack in the log (a hostile client could otherwise fill it).
  const refused = await fetch(`${server.url}/api/v1/me/saved-jobs`, {
    method: "PUT",
    headers: { origin: server.url, "content-type": "application/json" },
    body: "{}",
  });
  await refused.arrayBuffer();
  expect(refused.status).toBe(405);
  expect(server.output()).not.toContain("did not provide an `action`");
  await expectStillServing();
}, 120_000);
