import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { sources } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import { claimSource, releaseSource } from "./source-lease";
import {
  DEFAULT_SOURCE_CRON,
  findDueSources,
  isSourceDue,
  readSourceCron,
} from "./schedule-sources";

let handle: DbHandle;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

test("a source's cron defaults to daily and an invalid one falls back to the default", () => {
  expect(readSourceCron({})).toBe(DEFAULT_SOURCE_CRON);
  expect(readSourceCron({ cron: "not a cron" })).toBe(DEFAULT_SOURCE_CRON);
  expect(readSourceCron({ cron: "0 */6 * * *" })).toBe("0 */6 * * *");
});

test("a source is due when its latest cron slot is after its last run, or it never ran", () => {
  const base = { id: "x", name: "x", metadata: { cron: "0 */6 * * *" }, lastErrorAt: null };
  expect(isSourceDue({ ...base, lastSuccessAt: null }, at("2026-11-21T10:00:00Z"))).toBe(true);
  expect(
    isSourceDue({ ...base, lastSuccessAt: at("2026-11-21T06:30:00Z") }, at("2026-11-21T10:00:00Z")),
  ).toBe(false);
  expect(
    isSourceDue({ ...base, lastSuccessAt: at("2026-11-21T06:30:00Z") }, at("2026-11-21T12:00:00Z")),
  ).toBe(true);
  expect(
    isSourceDue(
      { ...base, metadata: {}, lastSuccessAt: at("2026-11-20T04:10:00Z") },
      at("2026-11-21T03:59:00Z"),
    ),
  ).toBe(false);
  expect(
    isSourceDue(
      { ...base, metadata: {}, lastSuccessAt: at("2026-11-20T04:10:00Z") },
      at("2026-11-21T04:00:00Z"),
    ),
  ).toBe(true);
});

test("only active, due sources are scheduled", async () => {
  await handle.db.insert(sources).values([
    { name: "due", baseUrl: "https://a.example", metadata: { adapter: "rss" } },
    { name: "inactive", baseUrl: "https://b.example", isActive: false },
    { name: "fresh", baseUrl: "https://c.example", lastSuccessAt: at("2026-11-21T05:00:00Z") },
  ]);
  const due = await findDueSources(handle.db, at("2026-11-21T10:00:00Z"));
  expect(due.map((source) => source.name)).toEqual(["due"]);
});

test("a source's lease lets one worker run it at a time; a stale lease is taken over", async () => {
  const [row] = await handle.db
    .insert(sources)
    .values({ name: "leased", baseUrl: "https://d.example" })
    .returning();
  const now = at("2026-11-21T10:00:00Z");
  expect(await claimSource(handle.db, row!.id, now)).toBe(true);
  expect(await claimSource(handle.db, row!.id, now)).toBe(false);
  expect(await claimSource(handle.db, row!.id, at("2026-11-21T13:00:00Z"))).toBe(true);
  await releaseSource(handle.db, row!.id);
  expect(await claimSource(handle.db, row!.id, now)).toBe(true);
});
