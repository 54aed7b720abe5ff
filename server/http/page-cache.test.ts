import { createHash } from "node:crypto";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { configureJobsCache, invalidateJobsCache } from "#server/modules/jobs/jobs-cache";
import { createTestDb } from "#tests/setup/test-db";
import {
  inlineScriptHashes,
  PUBLIC_PAGE_CACHE_CONTROL,
  publicPageKey,
  readRenderedPage,
  serveAnonymousPage,
} from "./page-cache";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => {
  await handle?.close();
});
afterEach(() => configureJobsCache({ ttlSeconds: 0 }));

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

test("the digests cover each inline script's raw text, data blocks included, never a src script", () => {
  const context = 'window.ctx = {"a":"&amp; </div> é"};';
  const module = 'import "/assets/entry.js";\n';
  const jsonLd = '{"@type":"JobPosting","title":"A &lt;b&gt; job"}';
  const html = `<!DOCTYPE html><html><head><script src="/assets/a.js"></script>
    <SCRIPT type="application/ld+json">${jsonLd}</SCRIPT></head>
    <body><script>${context}</script><script type="module">${module}</script>
    <script>${context}</script><script async src="/x.js">ignored()</script></body></html>`;
  expect(inlineScriptHashes(html)).toEqual([sha256(jsonLd), sha256(context), sha256(module)]);
  expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
});

function request(method: string, url: string, headers: Record<string, string> = {}) {
  return { method, url, headers } as unknown as IncomingMessage;
}

test("only anonymous GET and HEAD requests of public pages are cacheable", () => {
  for (const url of [
    "/",
    "/jobs",
    "/jobs?level=Mid&search=water",
    "/jobs/0aa6b9dc-23f8-4f7b-876c-5502401e2175",
    "/jobs/0aa6b9dc-23f8-4f7b-876c-5502401e2175.data?_routes=routes%2Fpublic%2Fjob-detail",
    "/_root.data",
    "/jobs.data",
    "/location/geneva",
    "/about",
    "/fr/",
    "/fr/_root.data",
    "/ar/jobs/0aa6b9dc-23f8-4f7b-876c-5502401e2175",
    "/es/jobs?level=Mid",
  ]) {
    expect(publicPageKey(request("GET", url)), url).toBe(url);
    expect(publicPageKey(request("HEAD", url)), url).toBe(url);
  }
  for (const url of [
    "/admin",
    "/admin/jobs",
    "/dashboard",
    "/auth",
    "/api/v1/jobs",
    "/api/auth/get-session",
    "/jobs/feed.xml",
    "/fr/jobs/feed.xml",
    "/fr/dashboard",
    "/de/jobs",
    "/planner",
    "/alerts/manage?token=x",
    `/jobs?search=${"x".repeat(2100)}`,
  ])
    expect(publicPageKey(request("GET", url)), url).toBeNull();
  expect(publicPageKey(request("POST", "/jobs/1"))).toBeNull();
  expect(
    publicPageKey(request("GET", "/jobs", { cookie: "better-auth.session_token=x" })),
  ).toBeNull();
  expect(publicPageKey(request("GET", "/jobs", { cookie: "anything=1" }))).toBeNull();
  expect(publicPageKey(request("GET", "/jobs", { authorization: "Bearer x" }))).toBeNull();
});

const html = (body: string, init: ResponseInit = {}) =>
  new Response(`<!DOCTYPE html><html><body>${body}<script>go()</script></body></html>`, {
    status: 200,
    ...init,
    headers: { "Content-Type": "text/html; charset=utf-8", ...init.headers },
  });

test("a page is kept only when it is a 200 without a cookie or a cache policy of its own", async () => {
  const page = await readRenderedPage(html("ok"), { isDev: false });
  expect(page.cacheable).toBe(true);
  expect(page.contentSecurityPolicy).toContain(
    `script-src 'self' 'sha256-${sha256("go()")}' 'strict-dynamic'`,
  );
  expect(page.contentSecurityPolicy).not.toContain("nonce");
  const withCookie = await readRenderedPage(html("ok", { headers: { "Set-Cookie": "a=1" } }), {
    isDev: false,
  });
  expect(withCookie.cacheable).toBe(false);
  expect(withCookie.headers).toContainEqual(["set-cookie", "a=1"]);
  expect((await readRenderedPage(html("gone", { status: 404 }), { isDev: false })).cacheable).toBe(
    false,
  );
  const ownPolicy = html("ok", { headers: { "Cache-Control": "no-store" } });
  expect((await readRenderedPage(ownPolicy, { isDev: false })).cacheable).toBe(false);
  const redirect = new Response(null, { status: 302, headers: { Location: "/auth" } });
  expect((await readRenderedPage(redirect, { isDev: false })).cacheable).toBe(false);
});

/** A server answering every request as an anonymous public page, counting renders. */
async function pageServer(render: () => Promise<Response>) {
  const server = http.createServer((req, res) => {
    void serveAnonymousPage({
      db: handle.db,
      key: req.url!,
      req,
      res,
      isDev: false,
      render,
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    get: (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a cached page is rendered once, revalidates by ETag, and is rendered again after jobs change", async () => {
  configureJobsCache({ ttlSeconds: 60 });
  let renders = 0;
  const server = await pageServer(async () => {
    renders++;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return html(`render ${renders} ${"x".repeat(2000)}`);
  });
  try {
    const together = await Promise.all([server.get("/jobs"), server.get("/jobs")]);
    expect(renders).toBe(1);
    const first = together[0];
    expect(first.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(first.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    expect(await first.text()).toContain("render 1");
    expect(await together[1].text()).toContain("render 1");

    const compressed = await server.get("/jobs", { "Accept-Encoding": "br" });
    expect(compressed.headers.get("content-encoding")).toBe("br");
    expect(await compressed.text()).toContain("render 1");
    const head = await fetch(first.url, { method: "HEAD", headers: { "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(compressed.headers.get("content-length"));
    expect(await head.text()).toBe("");
    const etag = first.headers.get("etag")!;
    const revalidated = await server.get("/jobs", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(1);

    invalidateJobsCache();
    const after = await server.get("/jobs");
    expect(await after.text()).toContain("render 2");
    expect(after.headers.get("etag")).not.toBe(etag);
    expect(renders).toBe(2);
  } finally {
    await server.close();
  }
});

test("a page that sets a cookie or fails is never kept nor shared", async () => {
  configureJobsCache({ ttlSeconds: 60 });
  let renders = 0;
  const server = await pageServer(() => {
    renders++;
    return Promise.resolve(
      html(`render ${renders}`, { headers: { "Set-Cookie": `visit=${renders}` } }),
    );
  });
  try {
    const first = await server.get("/jobs");
    expect(first.headers.get("set-cookie")).toBe("visit=1");
    expect(first.headers.get("cache-control")).toBeNull();
    const second = await server.get("/jobs");
    expect(second.headers.get("set-cookie")).toBe("visit=2");
    expect(renders).toBe(2);
  } finally {
    await server.close();
  }
});

test("an English page that suggests another language is kept apart, per language suggested", () => {
  const french = { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5", host: "blueboard.example" };
  expect(publicPageKey(request("GET", "/jobs/1", french))).toBe("/jobs/1 suggest=fr");
  expect(publicPageKey(request("GET", "/", { ...french, "accept-language": "ar" }))).toBe(
    "/ suggest=ar",
  );
  // Already browsing the site, or on the French page itself, or preferring English: no suggestion.
  expect(
    publicPageKey(request("GET", "/jobs/1", { ...french, referer: "https://blueboard.example/" })),
  ).toBe("/jobs/1");
  expect(publicPageKey(request("GET", "/fr/jobs/1", french))).toBe("/fr/jobs/1");
  expect(publicPageKey(request("GET", "/", { "accept-language": "en-GB,fr;q=0.8" }))).toBe("/");
});
