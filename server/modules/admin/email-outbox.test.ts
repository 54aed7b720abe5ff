import { afterAll, beforeAll, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import {
  countGivenUpEmails,
  getOutboxEmail,
  listOutboxEmails,
  OUTBOX_PAGE_SIZE,
  outboxQuerySchema,
} from "./email-outbox";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  const start = Date.parse("2026-11-01T00:00:00Z");
  await handle.db.insert(emailOutbox).values(
    Array.from({ length: OUTBOX_PAGE_SIZE + 5 }, (_, index) => ({
      kind: "digest",
      to: index % 2 ? `odd_${index}@example.org` : `even%${index}@example.org`,
      from: "alerts@blueboard.example",
      subject: `Digest ${index}`,
      text: `Body ${index}`,
      status: index % 5 === 0 ? ("failed" as const) : ("stored" as const),
      createdAt: new Date(start + index * 60_000),
    })),
  );
});

afterAll(async () => {
  await handle.close();
});

const parse = (params: Record<string, string>) => outboxQuerySchema.parse(params);

test("newest first, a page at a time, with a next page only when there is one", async () => {
  const first = await listOutboxEmails(handle.db, parse({}));
  expect(first.items).toHaveLength(OUTBOX_PAGE_SIZE);
  expect(first.items[0]?.subject).toBe(`Digest ${OUTBOX_PAGE_SIZE + 4}`);
  expect(first.hasMore).toBe(true);
  const second = await listOutboxEmails(handle.db, parse({ page: "2" }));
  expect(second.items.map((item) => item.subject)).toEqual(
    [4, 3, 2, 1, 0].map((index) => `Digest ${index}`),
  );
  expect(second.hasMore).toBe(false);
});

test("filters by status and by part of the address, taking % and _ literally", async () => {
  const failed = await listOutboxEmails(handle.db, parse({ status: "failed" }));
  expect(failed.items.every((item) => item.status === "failed")).toBe(true);
  expect(failed.items).toHaveLength(11);
  const percent = await listOutboxEmails(handle.db, parse({ to: "EVEN%1" }));
  expect(percent.items.map((item) => item.to).sort()).toEqual(
    [
      "even%10@example.org",
      "even%12@example.org",
      "even%14@example.org",
      "even%16@example.org",
      "even%18@example.org",
    ].sort(),
  );
  const underscore = await listOutboxEmails(handle.db, parse({ to: "d_5@" }));
  expect(underscore.items.map((item) => item.to)).toEqual(["odd_5@example.org"]);
});

test("bad query values fall back instead of failing; unknown or malformed ids are null", async () => {
  expect(parse({ status: "bogus", page: "-2", to: "  " })).toEqual({ page: 1 });
  expect(await getOutboxEmail(handle.db, "not-a-uuid")).toBeNull();
  expect(await getOutboxEmail(handle.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  const [row] = (await listOutboxEmails(handle.db, parse({}))).items;
  const email = await getOutboxEmail(handle.db, row!.id);
  expect(email?.subject).toBe(row!.subject);
  expect(email?.text).toMatch(/^Body \d+$/);
});

test("e-mails given up after a day of retries are counted and listed as failed with their last error", async () => {
  // The fixture's failed rows have no next attempt: all given up.
  expect(await countGivenUpEmails(handle.db)).toBe(11);
  const [retrying] = await handle.db
    .insert(emailOutbox)
    .values({
      kind: "alert-digest",
      to: "retrying@example.org",
      from: "alerts@blueboard.example",
      subject: "Still being retried",
      text: "Body",
      status: "failed",
      lastError: "451 try again later",
      nextAttemptAt: new Date("2030-01-01T10:00:00Z"),
    })
    .returning({ id: emailOutbox.id });
  expect(await countGivenUpEmails(handle.db)).toBe(11);
  const failed = await listOutboxEmails(handle.db, parse({ status: "failed", to: "retrying" }));
  expect(failed.items).toEqual([
    expect.objectContaining({
      id: retrying!.id,
      lastError: "451 try again later",
      nextAttemptAt: "2030-01-01T10:00:00.000Z",
    }),
  ]);
  await handle.db
    .update(emailOutbox)
    .set({ nextAttemptAt: null })
    .where(eq(emailOutbox.id, retrying!.id));
  expect(await countGivenUpEmails(handle.db)).toBe(12);
  expect((await getOutboxEmail(handle.db, retrying!.id))?.nextAttemptAt).toBeNull();
  await handle.db.delete(emailOutbox).where(eq(emailOutbox.id, retrying!.id));
});
