import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { adminAuditLog, ingestionLogs, jobs, sources } from "#server/db/schema";
import { seedSourceCatalog } from "#server/db/seed/seed-sources";
import { createHttpClient } from "#server/ingestion/http/create-http-client";
import type { Resolver } from "#server/ingestion/http/ssrf-guard";
import { SOURCE_CATALOG } from "#server/ingestion/source-catalog";
import { createLogger } from "#server/lib/logger";
import { createTestDb } from "#tests/setup/test-db";
import { listSourcesForAdmin } from "./source-admin";
import { createSource, updateSource } from "./source-edit";
import {
  EMPTY_SOURCE_FORM,
  INVALID_JSON_MESSAGE,
  sourceFormSchema,
  sourceFormValuesOf,
  type SourceCheckOptions,
  type SourceFormValues,
} from "./source-form";
import { testIngestion, UNSUPPORTED_SOURCE_TYPE } from "./test-source-ingestion";

let handle: DbHandle;
let feedServer: http.Server;
let feedOrigin = "";
const actor = { id: "admin-1", email: "ada@example.org" };
const logger = createLogger("error");

// Names resolve without DNS: jobs.example.org is public, intranet.example.org private.
const resolve: Resolver = (hostname) =>
  Promise.resolve(
    hostname === "intranet.example.org"
      ? [{ address: "10.0.0.5", family: 4 }]
      : hostname === "jobs.example.org"
        ? [{ address: "93.184.215.14", family: 4 }]
        : [],
  );
const checks = { allowPrivateHosts: [] as string[], resolve };

/** An RSS feed with four good items and seven without a title (seven item errors). */
function feed(origin: string): string {
  const good = [1, 2, 3, 4].map(
    (n) =>
      `<item><title>Programme Officer ${n}</title><link>${origin}/jobs/${n}</link><guid>job-${n}</guid><pubDate>Mon, 23 Nov 2026 09:00:00 GMT</pubDate><description>Duty station: Geneva</description></item>`,
  );
  const bad = [5, 6, 7, 8, 9, 10, 11].map(
    (n) => `<item><link>${origin}/jobs/${n}</link><guid>job-${n}</guid></item>`,
  );
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Jobs</title><link>${origin}</link>${[...good, ...bad].join("")}</channel></rss>`;
}

beforeAll(async () => {
  handle = await createTestDb();
  feedServer = http.createServer((req, res) => {
    if (req.url !== "/feed.xml") {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "Content-Type": "application/rss+xml" });
    res.end(feed(feedOrigin));
  });
  await new Promise<void>((done) => feedServer.listen(0, "127.0.0.1", done));
  feedOrigin = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await handle.close();
  await new Promise<void>((done) => feedServer.close(() => done()));
});

/**
 * The form as the action reads it: posted, then parsed by Conform with the form's schema (an empty
 * field arrives as missing); each field's first message.
 */
async function validateSourceForm(values: Partial<SourceFormValues>, options: SourceCheckOptions) {
  const posted = new FormData();
  for (const [name, value] of Object.entries(values)) posted.set(name, value);
  const submission = await parseWithZod(posted, { schema: sourceFormSchema(options), async: true });
  if (submission.status === "success") return { ok: true as const, source: submission.value };
  const fieldErrors: Partial<Record<keyof SourceFormValues, string>> = Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
  );
  return { ok: false as const, fieldErrors };
}

const form = (values: Partial<SourceFormValues>): SourceFormValues => ({
  ...EMPTY_SOURCE_FORM,
  name: "UNOPS feed",
  baseUrl: "https://jobs.example.org/feed.xml",
  ...values,
});

test("validation: metadata JSON, its default {}, and the adapter's own option schema", async () => {
  const bad = await validateSourceForm(form({ metadata: "{ organization: UNOPS" }), checks);
  expect(bad).toMatchObject({ ok: false, fieldErrors: { metadata: INVALID_JSON_MESSAGE } });
  expect(INVALID_JSON_MESSAGE).toBe("Invalid JSON in metadata field");

  const empty = await validateSourceForm(form({ metadata: "" }), checks);
  expect(empty).toMatchObject({ ok: true, source: { metadata: { adapter: "rss" }, type: "rss" } });

  const array = await validateSourceForm(form({ metadata: "[1]" }), checks);
  expect(array.ok ? null : array.fieldErrors.metadata).toBe(
    "The metadata must be a JSON object ({ … }).",
  );

  const cron = await validateSourceForm(form({ metadata: '{"cron": "every day"}' }), checks);
  expect(cron.ok ? null : cron.fieldErrors.metadata).toMatch(
    /^The rss adapter does not accept these options: Option "cron": not a valid cron expression/,
  );
  const goodCron = await validateSourceForm(form({ metadata: '{"cron": "30 5 * * 1"}' }), checks);
  expect(goodCron.ok).toBe(true);

  // Workday needs host, tenant and site: a missing one is named by its path.
  const workday = await validateSourceForm(
    form({ type: "api", adapter: "workday", metadata: '{"host": "x.wd3.myworkdayjobs.com"}' }),
    checks,
  );
  const workdayError = workday.ok ? "" : (workday.fieldErrors.metadata ?? "");
  expect(workdayError).toContain('Option "tenant": required but missing');
  expect(workdayError).toContain('Option "site": required but missing');

  const rssOption = await validateSourceForm(form({ metadata: '{"idFrom": "title"}' }), checks);
  expect(rssOption.ok ? "" : rssOption.fieldErrors.metadata).toContain('Option "idFrom":');

  const other = await validateSourceForm(form({ metadata: '{"adapter": "lever"}' }), checks);
  expect(other.ok ? "" : other.fieldErrors.metadata).toContain('names the adapter "lever"');

  // The adapter's verdict on the options comes with the other fields' messages.
  const together = await validateSourceForm(
    form({ name: "", baseUrl: "ftp://jobs.example.org", metadata: '{"cron": "every day"}' }),
    checks,
  );
  expect(together.ok ? [] : Object.keys(together.fieldErrors)).toEqual([
    "name",
    "baseUrl",
    "metadata",
  ]);

  const fields = await validateSourceForm(
    form({ name: "", type: "webforms", adapter: "nope" }),
    checks,
  );
  expect(fields.ok ? {} : fields.fieldErrors).toMatchObject({
    name: "Enter the source's name.",
    type: "Choose RSS Feed, Web Scraper or API Integration.",
    adapter: "Choose an adapter from the list.",
  });
});

test("SSRF: the base URL passes the fetcher's checks, with the same allow-list", async () => {
  const error = async (baseUrl: string, allowPrivateHosts: string[] = []) => {
    const result = await validateSourceForm(form({ baseUrl }), { resolve, allowPrivateHosts });
    return result.ok ? null : (result.fieldErrors.baseUrl ?? null);
  };
  expect(await error("ftp://jobs.example.org/feed")).toBe(
    "The base URL must be a web address (https://…).",
  );
  expect(await error("http://127.0.0.1:8080/feed")).toMatch(
    /^The base URL is not allowed: refused 127\.0\.0\.1:8080: 127\.0\.0\.1 is a loopback address/,
  );
  expect(await error("http://2130706433/feed")).toMatch(/loopback/);
  expect(await error("https://intranet.example.org/feed")).toMatch(
    /^The base URL is not allowed: refused intranet\.example\.org: it resolves to 10\.0\.0\.5, a private address/,
  );
  expect(await error("https://nowhere.example.org/feed")).toBe(
    "The base URL's host could not be found (nowhere.example.org).",
  );
  // What INGEST_ALLOW_PRIVATE_HOSTS opens for ingestion, it opens here.
  expect(await error("http://127.0.0.1:8080/feed", ["127.0.0.1:8080"])).toBeNull();
  expect(await error("https://intranet.example.org/feed", ["intranet.example.org"])).toBeNull();
  expect(await error("https://jobs.example.org/feed")).toBeNull();
});

test("create and edit: stored, names unique, every change in the audit log before → after", async () => {
  const checked = await validateSourceForm(
    form({ metadata: '{"organization": "UNOPS", "cron": "0 6 * * *"}' }),
    checks,
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
  const created = await createSource(handle.db, actor, checked.source);
  if (!created.ok) throw new Error(created.message);
  const [row] = await handle.db.select().from(sources).where(eq(sources.id, created.id));
  expect(row).toMatchObject({
    name: "UNOPS feed",
    type: "rss",
    baseUrl: "https://jobs.example.org/feed.xml",
    isActive: true,
    metadata: { adapter: "rss", organization: "UNOPS", cron: "0 6 * * *" },
  });
  expect(sourceFormValuesOf(row!)).toEqual({
    name: "UNOPS feed",
    type: "rss",
    adapter: "rss",
    baseUrl: "https://jobs.example.org/feed.xml",
    metadata: JSON.stringify({ cron: "0 6 * * *", organization: "UNOPS" }, null, 2),
  });
  const [createdEntry] = await handle.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.target, created.id));
  expect(createdEntry).toMatchObject({
    action: "source created",
    actorEmail: "ada@example.org",
    details: {
      name: "(empty) → UNOPS feed",
      adapter: "(empty) → rss",
      metadata: '(empty) → {"cron":"0 6 * * *","organization":"UNOPS"}',
    },
  });

  expect(await createSource(handle.db, actor, checked.source)).toEqual({
    ok: false,
    status: 409,
    field: "name",
    message: "A source with this name already exists.",
  });

  const edited = await validateSourceForm(
    form({
      name: "UNOPS jobs",
      type: "scrape",
      metadata: '{"organization": "UNOPS"}',
    }),
    checks,
  );
  if (!edited.ok) throw new Error(JSON.stringify(edited.fieldErrors));
  const updated = await updateSource(handle.db, actor, created.id, edited.source);
  expect(updated).toEqual({ ok: true, id: created.id, changed: ["name", "type", "metadata"] });
  const entries = await handle.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.action, "source updated"));
  expect(entries.map((entry) => entry.details)).toEqual([
    {
      name: "UNOPS feed → UNOPS jobs",
      type: "rss → scrape",
      metadata: '{"cron":"0 6 * * *","organization":"UNOPS"} → {"organization":"UNOPS"}',
    },
  ]);
  // Saving again without a change writes nothing more.
  expect(await updateSource(handle.db, actor, created.id, edited.source)).toMatchObject({
    changed: [],
  });
  expect(
    await handle.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "source updated")),
  ).toHaveLength(1);
  expect(
    await updateSource(handle.db, actor, "00000000-0000-4000-8000-000000000000", edited.source),
  ).toMatchObject({ ok: false, status: 404 });
});

test("a catalog source's edits survive the next start's catalog sync; its name stays", async () => {
  await seedSourceCatalog(handle.db);
  const catalog = SOURCE_CATALOG.find((source) => source.metadata.adapter === "un-careers")!;
  const [row] = await handle.db.select().from(sources).where(eq(sources.name, catalog.name));
  const values = sourceFormValuesOf(row!);
  const options = JSON.parse(values.metadata) as Record<string, unknown>;
  const checked = await validateSourceForm(
    {
      ...values,
      baseUrl: "https://jobs.example.org/careers",
      metadata: JSON.stringify({ ...options, cron: "15 2 * * *" }),
    },
    checks,
  );
  if (!checked.ok) throw new Error(JSON.stringify(checked.fieldErrors));
  expect(await updateSource(handle.db, actor, row!.id, checked.source)).toMatchObject({
    ok: true,
    changed: ["baseUrl", "metadata"],
  });

  // The next start: the catalog is synced again.
  expect(await seedSourceCatalog(handle.db)).toBe(0);
  const [after] = await handle.db.select().from(sources).where(eq(sources.name, catalog.name));
  expect(after!.baseUrl).toBe("https://jobs.example.org/careers");
  expect(after!.metadata.cron).toBe("15 2 * * *");

  // A rename would bring the catalog's copy back at the next start: refused.
  const renamed = await updateSource(handle.db, actor, row!.id, {
    ...checked.source,
    name: `${catalog.name} (edited)`,
  });
  expect(renamed).toMatchObject({ ok: false, status: 409, field: "name" });
  expect(await seedSourceCatalog(handle.db)).toBe(0);
});

test("test panel: a dry run of a pasted URL shows 5 errors, the count of the rest, 3 sample jobs; writes nothing", async () => {
  const deps = {
    db: handle.db,
    http: createHttpClient({ allowPrivateHosts: ["127.0.0.1:*"], retries: 0 }),
    logger,
    env: {},
    allowPrivateHosts: ["127.0.0.1:*"],
  };
  const before = await handle.db.select().from(ingestionLogs);
  const result = await testIngestion(deps, {
    url: `${feedOrigin}/feed.xml`,
    type: "rss",
    adapter: "rss",
    metadata: '{"organization": "UNOPS"}',
  });
  expect(result).toMatchObject({
    ok: true,
    message: "Dry run completed: 4 jobs found",
    moreErrors: 2,
    itemsFetched: 11,
    jobsFound: 4,
  });
  expect(result.errors).toHaveLength(5);
  expect(result.errors[0]).toMatch(/item 5: missing <title>/);
  expect(result.preview.map((job) => job.title)).toEqual([
    "Programme Officer 1",
    "Programme Officer 2",
    "Programme Officer 3",
  ]);
  expect(await handle.db.select().from(ingestionLogs)).toEqual(before);
  expect(await handle.db.select().from(jobs)).toEqual([]);

  // A type without an adapter fits only RSS feeds.
  const byType = await testIngestion(deps, {
    url: `${feedOrigin}/feed.xml`,
    type: "rss",
    adapter: "",
    metadata: '{"organization": "UNOPS"}',
  });
  expect(byType.jobsFound).toBe(4);
  expect(
    await testIngestion(deps, { url: `${feedOrigin}/feed.xml`, type: "scrape", adapter: "" }),
  ).toMatchObject({ ok: false, message: UNSUPPORTED_SOURCE_TYPE });
  expect(
    await testIngestion(deps, { url: `${feedOrigin}/feed.xml`, type: "rss", adapter: "telex" }),
  ).toMatchObject({ ok: false, message: UNSUPPORTED_SOURCE_TYPE });

  // The fetcher's allow-list decides here too.
  const refused = await testIngestion(
    { ...deps, allowPrivateHosts: [] },
    { url: `${feedOrigin}/feed.xml`, type: "rss", adapter: "rss" },
  );
  expect(refused.ok).toBe(false);
  expect(refused.message).toMatch(/^The URL is not allowed: refused 127\.0\.0\.1:\d+: .*loopback/);

  // A stored source: chosen by id; one whose type no adapter serves is unsupported.
  const [stored] = await handle.db
    .insert(sources)
    .values({
      name: "Local feed",
      type: "rss",
      baseUrl: `${feedOrigin}/feed.xml`,
      metadata: { organization: "UNOPS" },
    })
    .returning();
  expect(await testIngestion(deps, { sourceId: stored!.id })).toMatchObject({
    ok: true,
    jobsFound: 4,
    moreErrors: 2,
  });
  const [webforms] = await handle.db
    .insert(sources)
    .values({ name: "Web form", type: "webforms", baseUrl: `${feedOrigin}/form` })
    .returning();
  expect(await testIngestion(deps, { sourceId: webforms!.id })).toMatchObject({
    ok: false,
    message: UNSUPPORTED_SOURCE_TYPE,
  });
  expect(await handle.db.select().from(ingestionLogs)).toEqual(before);
});

test("sources list: the five newest runs of each source, newest first", async () => {
  const [source] = await handle.db
    .insert(sources)
    .values({ name: "Busy feed", type: "rss", baseUrl: "https://jobs.example.org/busy" })
    .returning();
  const statuses = [
    "completed",
    "failed",
    "partial",
    "completed",
    "completed",
    "failed",
    "partial",
  ];
  await handle.db.insert(ingestionLogs).values(
    statuses.map((status, index) => ({
      sourceId: source!.id,
      startedAt: new Date(Date.UTC(2026, 10, 1 + index)),
      status: status as "completed",
      isDryRun: index === 6,
    })),
  );
  const listed = (await listSourcesForAdmin(handle.db)).find((row) => row.id === source!.id)!;
  expect(
    listed.recentRuns.map((run) => [run.startedAt.slice(0, 10), run.status, run.isDryRun]),
  ).toEqual([
    ["2026-11-07", "partial", true],
    ["2026-11-06", "failed", false],
    ["2026-11-05", "completed", false],
    ["2026-11-04", "completed", false],
    ["2026-11-03", "partial", false],
  ]);
});
