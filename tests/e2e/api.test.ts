import { afterAll, beforeAll, expect, test } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020";
import { default as addFormats } from "ajv-formats";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { startServer, type RunningServer } from "#tests/support/start-server";

let server: RunningServer;
let validate: (schemaName: string, value: unknown) => string[];

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      await insertJobs(db, createSyntheticJobs(300, { now: new Date(), seed: 7 }));
    },
  });
  const document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as {
    openapi: string;
    components: { schemas: Record<string, object> };
  };
  expect(document.openapi).toBe("3.1.0");
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "openapi.json", components: document.components });
  validate = (schemaName, value) => {
    const check = ajv.getSchema(`openapi.json#/components/schemas/${schemaName}`);
    if (!check) throw new Error(`No schema ${schemaName}`);
    return check(value)
      ? []
      : (check.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  };
});

afterAll(async () => {
  const code = await server?.stop();
  expect(code).toBe(0);
});

async function getJson(pathAndQuery: string) {
  const response = await fetch(`${server.url}${pathAndQuery}`);
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Record<string, unknown>,
  };
}

test("GET /api/v1/jobs answers the documented JobPage, with and without descriptions", async () => {
  for (const query of [
    "",
    "?perPage=100",
    "?search=officer&sort=deadline",
    "?include=description&perPage=3",
    "?level=Mid&level=Senior&grade=p3",
    "?search=progamme%20oficer",
    "?region=africa&region=western-europe&contract=staff&contract=national&nationalsOnly=false",
    "?search=UNHCR%20P3%20Geneva&closingWithin=30&remote=false",
    "?search=UNHCR%20in%20Eastern%20Africa&literal=1&sort=newest",
  ]) {
    const { status, body } = await getJson(`/api/v1/jobs${query}`);
    expect(status, query).toBe(200);
    expect(validate("JobPage", body), query).toEqual([]);
  }
  // What the search text was read as: the organisation, grade and place taken from it.
  const { body: read } = await getJson("/api/v1/jobs?search=UNHCR%20P3%20Geneva");
  expect((read as { understood: unknown }).understood).toMatchObject({
    organisations: [{ slug: "unhcr" }],
    grades: ["P-3"],
    places: [{ kind: "city", name: "Geneva", countryCode: "CH" }],
    text: "",
  });
  const { body: none } = await getJson("/api/v1/jobs?sort=deadline");
  expect((none as { understood: unknown }).understood).toBeNull();
  const { body } = await getJson("/api/v1/jobs?status=all&perPage=10&page=2");
  expect(body).toMatchObject({
    page: 2,
    perPage: 10,
    total: 300,
    totalIsLowerBound: false,
    hasMore: true,
  });
  // A keyword search's total is exact under the cap (10,000), and says so.
  const { body: search } = await getJson("/api/v1/jobs?search=officer");
  expect(search).toMatchObject({ totalIsLowerBound: false, searchMode: "exact" });
  expect(search.total).toBeGreaterThan(0);
  expect((body.items as unknown[]).length).toBe(10);
});

test("GET /api/v1/jobs/{id} answers the documented Job, and 404 for an unknown id", async () => {
  const { body: page } = await getJson("/api/v1/jobs?perPage=1");
  const id = (page.items as { id: string }[])[0]!.id;
  const { status, body } = await getJson(`/api/v1/jobs/${id}`);
  expect(status).toBe(200);
  expect(validate("Job", body)).toEqual([]);
  expect(body.description).toEqual(expect.stringContaining("<p>"));
  const missing = await getJson("/api/v1/jobs/00000000-0000-0000-0000-000000000000");
  expect(missing.status).toBe(404);
  expect(validate("Error", missing.body)).toEqual([]);
});

test("GET /api/v1/facets answers the documented Facets", async () => {
  const { status, body } = await getJson("/api/v1/facets?level=Mid");
  expect(status).toBe(200);
  expect(validate("Facets", body)).toEqual([]);
  expect((body.level as { count: number }[]).length).toBeGreaterThan(1);
  // Synthetic jobs take their contract type from title and grade, as ingestion does.
  const filtered = await getJson("/api/v1/facets?region=sub-saharan-africa&contract=staff");
  expect(filtered.status).toBe(200);
  expect(validate("Facets", filtered.body)).toEqual([]);
  expect((filtered.body.contract as unknown[]).length).toBeGreaterThan(1);
  expect(filtered.body.region).toEqual([
    expect.objectContaining({ value: "Africa", label: "Africa" }),
  ]);
});

test("listing and facets: a computed body and its cached copy answer alike, with an ETag and 304 when current", async () => {
  // Each URL is new to this server: the first request computes the body, the next ones are cache hits.
  for (const pathAndQuery of [
    "/api/v1/jobs?search=officer&perPage=40",
    "/api/v1/facets?grade=P-3",
  ]) {
    const url = `${server.url}${pathAndQuery}`;
    const plain = { "Accept-Encoding": "identity" };
    const [computed, hit] = [
      await fetch(url, { headers: plain }),
      await fetch(url, { headers: plain }),
    ];
    const body = await computed.text();
    expect(await hit.text(), pathAndQuery).toBe(body);
    for (const response of [computed, hit]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("cache-control")).toBe("public, max-age=60");
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    const etag = computed.headers.get("etag");
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(hit.headers.get("etag")).toBe(etag);

    for (const encoding of ["br", "gzip"]) {
      const encoded = await fetch(url, { headers: { "Accept-Encoding": encoding } });
      expect(encoded.headers.get("content-encoding")).toBe(encoding);
      expect(await encoded.text()).toBe(body);
    }
    const notModified = await fetch(url, { headers: { "If-None-Match": etag! } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("etag")).toBe(etag);
    expect(await notModified.text()).toBe("");
    const head = await fetch(url, { method: "HEAD", headers: plain });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(body)));
    expect(await head.text()).toBe("");
  }
});

test("bad parameters answer 400 with a JSON error naming the parameter", async () => {
  for (const [query, parameter] of [
    ["perPage=500", "perPage"],
    ["level=Guru", "level"],
    ["sort=up", "sort"],
    ["closingWithin=x", "closingWithin"],
    ["grade=SDG%203", "grade"],
    ["region=atlantis", "region"],
    ["contract=freelance", "contract"],
    ["nationalsOnly=maybe", "nationalsOnly"],
    [`location=${Array.from({ length: 11 }, (_, n) => `City%20${n}`).join(",")}`, "location"],
  ] as const) {
    const { status, body } = await getJson(`/api/v1/jobs?${query}`);
    expect(status, query).toBe(400);
    expect(validate("Error", body)).toEqual([]);
    expect((body.error as { parameter: string }).parameter).toBe(parameter);
  }
});

test("responses carry security headers and are compressed; fingerprinted assets are immutable", async () => {
  const home = await fetch(`${server.url}/`, { headers: { "Accept-Encoding": "br, gzip" } });
  expect(home.headers.get("content-encoding")).toBe("br");
  const csp = home.headers.get("content-security-policy") ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  // The anonymous home page is shared (page cache, CDN): its inline scripts are allowed by digest.
  expect(csp).toMatch(/script-src 'self' ('sha256-[^']+' )+'strict-dynamic'/);
  expect(home.headers.get("x-content-type-options")).toBe("nosniff");
  expect(home.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  expect(home.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  expect(await home.text()).not.toContain("nonce=");
  // A visitor with a cookie gets a page of their own, with this response's nonce.
  const own = await fetch(`${server.url}/`, { headers: { Cookie: "theme=dark" } });
  const ownCsp = own.headers.get("content-security-policy") ?? "";
  expect(ownCsp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(ownCsp)?.[1];
  expect(await own.text()).toContain(`nonce="${nonce}"`);
  const gzip = await fetch(`${server.url}/api/v1/jobs`, { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers.get("content-encoding")).toBe("gzip");

  const asset = fs
    .readdirSync(path.resolve(import.meta.dirname, "../../build/client/assets"))
    .find((name) => name.endsWith(".js"));
  const assetResponse = await fetch(`${server.url}/assets/${asset}`);
  expect(assetResponse.status).toBe(200);
  expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(assetResponse.headers.get("content-type")).toContain("text/javascript");
  expect((await fetch(`${server.url}/assets/..%2f..%2fpackage.json`)).status).toBe(404);
});

test("scripts are sent precompressed (brotli, else gzip) with only the headers a script needs", async () => {
  const assets = path.resolve(import.meta.dirname, "../../build/client/assets");
  const entry = fs.readdirSync(assets).find((name) => /^entry\.client-.*\.js$/.test(name))!;
  const original = fs.readFileSync(path.join(assets, entry), "utf8");
  const expectations = [
    { accept: "gzip, deflate, br, zstd", encoding: "br", file: `${entry}.br` },
    { accept: "gzip", encoding: "gzip", file: `${entry}.gz` },
    { accept: "br;q=0, gzip;q=0.5", encoding: "gzip", file: `${entry}.gz` },
    { accept: "identity", encoding: null, file: entry },
  ];
  for (const { accept, encoding, file } of expectations) {
    const response = await fetch(`${server.url}/assets/${entry}`, {
      headers: { "Accept-Encoding": accept },
    });
    expect(response.headers.get("content-encoding"), accept).toBe(encoding);
    expect(response.headers.get("content-length"), accept).toBe(
      String(fs.statSync(path.join(assets, file)).size),
    );
    expect(response.headers.get("vary")).toBe("Accept-Encoding");
    expect(await response.text(), accept).toBe(original);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBeNull();
  }
  // Brotli at build time beats what the server could afford on the fly.
  const brotli = fs.statSync(path.join(assets, `${entry}.br`)).size;
  const gzip = fs.statSync(path.join(assets, `${entry}.gz`)).size;
  expect(brotli).toBeLessThan(gzip * 0.95);
});

test("/healthz checks the database", async () => {
  const { status, body } = await getJson("/healthz");
  expect(status).toBe(200);
  expect(body.status).toBe("ok");
  expect(["pglite", "postgres"]).toContain(body.database);
});
