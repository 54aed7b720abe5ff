import { afterAll, beforeAll, expect, test } from "vitest";
import { Ajv2020 } from "ajv/dist/2020";
import { default as addFormats } from "ajv-formats";
import { createSyntheticJobs } from "#server/db/seed/synthetic-jobs";
import { API_ENDPOINTS } from "#server/modules/api/api-endpoints";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { insertAccount } from "#tests/factories/account-factory";
import { signInAs } from "#tests/support/admin-session";
import { startServer, type RunningServer } from "#tests/support/start-server";

// Every operation the published OpenAPI document lists is called on a running server, and every
// answer is checked against the document's schema for its status (and parsed with the zod schema
// the document was made from). An operation or status the document lists but this test never
// meets fails it.

type Operation = {
  responses: Record<string, { content?: { "application/json": { schema: object } } }>;
};
type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object> };
};

const missingJob = "00000000-0000-0000-0000-000000000000";
let server: RunningServer;
let document: OpenApiDocument;
let ajv: Ajv2020;
let user: string;
let admin: string;
const called = new Set<string>();

beforeAll(async () => {
  server = await startServer({
    env: { SEED: "none" },
    seed: async (db) => {
      await insertJobs(db, createSyntheticJobs(60, { now: new Date(), seed: 11 }));
      await insertAccount(db, { email: "reader@example.org" });
      await insertAccount(db, { email: "operator@example.org", role: "admin" });
    },
  });
  document = (await (await fetch(`${server.url}/api/v1/openapi.json`)).json()) as OpenApiDocument;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: "openapi.json", components: document.components });
  user = await signInAs(server, "reader@example.org");
  admin = await signInAs(server, "operator@example.org");
});

afterAll(async () => {
  const code = await server?.stop();
  expect(code).toBe(0);
});

/**
 * Calls `method pathTemplate` (its {parameters} filled from `values`) and checks the answer against
 * the document: the status must be one it lists, and the body must match its schema, or be empty
 * when it lists none.
 */
async function call(
  method: string,
  pathTemplate: string,
  options: {
    values?: Record<string, string>;
    query?: string;
    cookie?: string;
    body?: unknown;
    origin?: string;
  } = {},
) {
  const path = pathTemplate.replace(/\{(\w+)\}/g, (_, name: string) => options.values![name]!);
  const response = await fetch(`${server.url}${path}${options.query ? `?${options.query}` : ""}`, {
    method: method.toUpperCase(),
    headers: {
      Origin: options.origin ?? server.url,
      ...(options.cookie ? { Cookie: options.cookie } : {}),
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const where = `${method.toUpperCase()} ${path}?${options.query ?? ""} → ${response.status}`;
  const text = await response.text();
  const answer = document.paths[pathTemplate]?.[method]?.responses[String(response.status)];
  expect(answer, `${where}: not in the document (${text})`).toBeDefined();
  const schema = answer!.content?.["application/json"].schema;
  const body: unknown = text === "" ? undefined : JSON.parse(text);
  if (schema) {
    const check = ajv.getSchema(`openapi.json${(schema as { $ref: string }).$ref}`)!;
    expect(check(body) ? [] : check.errors, where).toEqual([]);
    const endpoint = API_ENDPOINTS.find(
      (candidate) => candidate.method === method && candidate.path === pathTemplate,
    );
    expect(endpoint?.responses[response.status]?.schema?.safeParse(body).error, where).toBe(
      undefined,
    );
  } else {
    expect(text, where).toBe("");
  }
  called.add(`${method} ${pathTemplate} ${response.status}`);
  return { status: response.status, body: body as Record<string, unknown> };
}

async function callJobSearch() {
  for (const query of [
    "",
    "perPage=100&include=description",
    "search=officer&sort=deadline",
    "level=mid,Senior&grade=p3&status=all",
    "region=africa&contract=staff&nationalsOnly=false&remote=false&closingWithin=365",
    "language=fr,English&languageNeed=required",
    "search=UNHCR%20Kenya&literal=false",
    "search=offcer%20managment",
  ]) {
    expect((await call("get", "/api/v1/jobs", { query })).status, query).toBe(200);
    expect((await call("get", "/api/v1/facets", { query })).status, query).toBe(200);
  }
  const understood = await call("get", "/api/v1/jobs", { query: "search=UNHCR%20Kenya" });
  expect(understood.body.understood).toMatchObject({
    typed: "UNHCR Kenya",
    organisations: [{ slug: "unhcr" }],
    places: [{ kind: "country", countryCode: "KE" }],
  });
  expect((await call("get", "/api/v1/jobs", { query: "" })).body.understood).toBeNull();
  // A misspelt search lists its correction's jobs; as typed, it offers the correction instead.
  const misspelt = await call("get", "/api/v1/jobs", { query: "search=offcer%20managment" });
  expect(misspelt.body.correction).toMatchObject({ typed: "offcer managment" });
  expect(misspelt.body.suggestion).toBeNull();
  const asTyped = "search=offcer%20managment&literal=true";
  expect((await call("get", "/api/v1/jobs", { query: asTyped })).body).toMatchObject({
    correction: null,
    suggestion: { query: (misspelt.body.correction as { query: string }).query },
  });
  for (const query of [
    "level=Guru",
    "perPage=0",
    "status=gone",
    "field=astrology",
    "language=klingon",
    "languageNeed=maybe",
  ]) {
    const refused = await call("get", "/api/v1/jobs", { query });
    expect(refused.status, query).toBe(400);
    expect((refused.body.error as { parameter: string }).parameter).toBe(query.split("=")[0]);
    expect((await call("get", "/api/v1/facets", { query })).status, query).toBe(400);
  }
  const page = await call("get", "/api/v1/jobs", { query: "perPage=1" });
  const id = (page.body.items as { id: string }[])[0]!.id;
  expect((await call("get", "/api/v1/jobs/{id}", { values: { id } })).status).toBe(200);
  expect((await call("get", "/api/v1/jobs/{id}", { values: { id: missingJob } })).status).toBe(404);
}

/**
 * The search box's suggestions: an organisation by the start of its acronym, a city by the start of
 * its name, each counted as the listing filtered by its parameters counts; bad input is a 400.
 */
async function callSuggestions() {
  type Found = { kind: string; label: string; count: number; params: Record<string, string> };
  const page = await call("get", "/api/v1/jobs", { query: "perPage=1" });
  const job = (page.body.items as { organization_slug: string; city: string }[])[0]!;
  const jobCount = async (params: Record<string, string>) =>
    (await call("get", "/api/v1/jobs", { query: new URLSearchParams(params).toString() })).body
      .total;
  const byCity = await call("get", "/api/v1/suggestions", {
    query: `q=${encodeURIComponent(job.city.slice(0, 3).toLowerCase())}&limit=20`,
  });
  expect(byCity.status).toBe(200);
  const city = (byCity.body.suggestions as Found[]).find((found) => found.kind === "place");
  expect(city?.label.startsWith(job.city.slice(0, 3))).toBe(true);
  expect(city!.count).toBe(await jobCount(city!.params));
  const organisation = (
    (
      await call("get", "/api/v1/suggestions", {
        query: `q=${encodeURIComponent(job.organization_slug.slice(0, 3))}&limit=20`,
      })
    ).body.suggestions as Found[]
  ).find((found) => found.params.organization === job.organization_slug);
  expect(organisation?.kind).toBe("organisation");
  expect(organisation!.count).toBe(await jobCount(organisation!.params));
  // In another language the same suggestions set the same parameters, and lead to that
  // language's listing.
  const inFrench = await call("get", "/api/v1/suggestions", {
    query: `q=${encodeURIComponent(job.organization_slug.slice(0, 3))}&limit=20&locale=fr`,
  });
  expect(inFrench.status).toBe(200);
  const french = (inFrench.body.suggestions as (Found & { url: string })[]).find(
    (found) => found.params.organization === job.organization_slug,
  );
  expect(french?.count).toBe(organisation!.count);
  expect(french!.url).toBe(`/fr/jobs?organization=${job.organization_slug}`);
  expect((await call("get", "/api/v1/suggestions")).body).toEqual({ query: "", suggestions: [] });
  for (const [query, parameter] of [
    [`q=${"a".repeat(101)}`, "q"],
    ["q=gen&limit=0", "limit"],
    ["q=gen&limit=21", "limit"],
    ["q=gen&limit=many", "limit"],
    ["q=gen&locale=de", "locale"],
  ] as const) {
    const refused = await call("get", "/api/v1/suggestions", { query });
    expect(refused.status, query).toBe(400);
    expect(refused.body.error, query).toMatchObject({ parameter });
  }
}

async function callAccountEndpoints() {
  const jobs = await call("get", "/api/v1/jobs", { query: "perPage=2" });
  const [first, second] = (jobs.body.items as { id: string }[]).map((job) => job.id);
  const saved = "/api/v1/me/saved-jobs/{jobId}";
  expect((await call("get", "/api/v1/me/saved-jobs")).status).toBe(401);
  expect((await call("put", saved, { values: { jobId: first! } })).status).toBe(401);
  const evil = { cookie: user, origin: "https://evil.example" };
  expect((await call("put", saved, { values: { jobId: first! }, ...evil })).status).toBe(403);
  for (const jobId of [first!, second!, first!]) {
    expect((await call("put", saved, { values: { jobId }, cookie: user })).status).toBe(200);
  }
  expect((await call("put", saved, { values: { jobId: missingJob }, cookie: user })).status).toBe(
    404,
  );
  const listed = await call("get", "/api/v1/me/saved-jobs", { cookie: user });
  expect((listed.body.items as unknown[]).length).toBe(2);
  expect((await call("delete", saved, { values: { jobId: second! }, cookie: user })).status).toBe(
    204,
  );
  expect((await call("delete", saved, { values: { jobId: second! }, cookie: user })).status).toBe(
    404,
  );
  expect((await call("delete", saved, { values: { jobId: first! }, ...evil })).status).toBe(403);

  const searches = "/api/v1/me/saved-searches";
  const input = {
    name: "Field work",
    search_keyword: "officer",
    location_filter: "Nairobi, Geneva",
    filters: {
      level: ["Mid"],
      region: "africa",
      contract: ["staff"],
      closingWithin: 30,
      language: ["French"],
      languageNeed: "required",
      postingLanguage: "en",
      literal: true,
      sort: "deadline",
    },
  };
  expect((await call("post", searches, { body: input })).status).toBe(401);
  expect((await call("post", searches, { body: input, ...evil })).status).toBe(403);
  const created = await call("post", searches, { body: input, cookie: user });
  expect(created.status).toBe(201);
  expect(created.body.filters).toEqual({
    level: ["Mid"],
    region: ["africa"],
    contract: ["staff"],
    closingWithin: 30,
    language: ["fr"],
    languageNeed: "required",
    postingLanguage: "en",
    literal: true,
    sort: "deadline",
  });
  expect((await call("post", searches, { body: input, cookie: user })).status).toBe(409);
  const badFilter = await call("post", searches, {
    body: { filters: { nationalsOnly: "sometimes" } },
    cookie: user,
  });
  expect(badFilter.status).toBe(400);
  expect(badFilter.body.error).toMatchObject({ parameter: "nationalsOnly" });
  const badSort = await call("post", searches, {
    body: { filters: { sort: "sideways" } },
    cookie: user,
  });
  expect(badSort.status).toBe(400);
  expect(badSort.body.error).toMatchObject({ parameter: "sort" });
  const badLanguage = await call("post", searches, {
    body: { filters: { postingLanguage: "tlh" } },
    cookie: user,
  });
  expect(badLanguage.body.error).toMatchObject({ status: 400, parameter: "postingLanguage" });
  const badLevel = await call("post", searches, {
    body: { filters: { level: "Guru" } },
    cookie: user,
  });
  expect(badLevel.body.error).toMatchObject({ status: 400, parameter: "level" });
  expect((await call("get", searches)).status).toBe(401);
  expect(((await call("get", searches, { cookie: user })).body.items as unknown[]).length).toBe(1);

  const one = "/api/v1/me/saved-searches/{id}";
  const values = { id: created.body.id as string };
  const paused = await call("patch", one, { values, cookie: user, body: { is_active: false } });
  expect(paused.body).toMatchObject({ is_active: false, name: "Field work" });
  expect((await call("patch", one, { values, ...evil, body: { name: "x" } })).status).toBe(403);
  const missing = { id: missingJob };
  expect((await call("patch", one, { values: missing, cookie: user, body: {} })).status).toBe(404);
  expect((await call("delete", one, { values, ...evil })).status).toBe(403);
  expect((await call("delete", one, { values, cookie: user })).status).toBe(204);
  expect((await call("delete", one, { values, cookie: user })).status).toBe(404);
  expect((await call("patch", one, { values })).status).toBe(401);
  expect((await call("delete", one, { values })).status).toBe(401);
  expect((await call("delete", saved, { values: { jobId: first! } })).status).toBe(401);

  const health = "/api/v1/sources/health";
  expect((await call("get", health)).status).toBe(401);
  expect((await call("get", health, { cookie: user })).status).toBe(403);
  expect((await call("get", health, { cookie: admin })).status).toBe(200);
}

test("every operation the document lists answers as documented, with each status it lists", async () => {
  await callJobSearch();
  await callSuggestions();
  await callAccountEndpoints();
  const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) =>
      Object.keys(operation.responses).map((status) => `${method} ${path} ${status}`),
    ),
  );
  expect(documented.length).toBeGreaterThan(30);
  expect(documented.filter((answer) => !called.has(answer))).toEqual([]);
});
