import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { adminAuditLog } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import { AUDIT_PAGE_SIZE, describeFields, listAdminActions, recordAdminAction } from "./audit-log";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
};

test("an admin action is recorded with who, what, on what, when and from where; secrets never", async () => {
  await handle.db.delete(adminAuditLog);
  await recordAdminAction(handle.db, {
    actor: { id: "admin-1", email: "ada@example.org" },
    method: "POST",
    path: "/admin/users",
    fields: describeFields(
      form([
        ["userId", "user-42"],
        ["role", "admin"],
        ["password", "hunter2 hunter2"],
        ["resetToken", "tok-secret-value"],
      ]),
    ),
    clientIp: "192.0.2.10",
    userAgent: "Test agent",
  });
  await recordAdminAction(handle.db, {
    actor: { id: "admin-1", email: "ada@example.org" },
    method: "POST",
    path: "/admin/sources/src-7",
    fields: describeFields(form([["intent", "live-run"]])),
    params: { id: "src-7" },
  });
  const { items } = await listAdminActions(handle.db, {});
  expect(items).toHaveLength(2);
  const roleChange = items.find((row) => row.action === "POST /admin/users")!;
  expect(roleChange).toMatchObject({
    actorId: "admin-1",
    actorEmail: "ada@example.org",
    target: "user-42",
    details: { userId: "user-42", role: "admin" },
    clientIp: "192.0.2.10",
    userAgent: "Test agent",
  });
  expect(JSON.stringify(roleChange)).not.toContain("hunter2");
  expect(JSON.stringify(roleChange)).not.toContain("tok-secret-value");
  expect(Date.now() - new Date(roleChange.createdAt).getTime()).toBeLessThan(10 * 60_000);
  expect(items.find((row) => row.target === "src-7")?.action).toBe(
    "POST /admin/sources/src-7: live-run",
  );
});

test("long values are cut and the list pages, newest first", async () => {
  await handle.db.delete(adminAuditLog);
  expect(describeFields(form([["note", "x".repeat(500)]])).note).toHaveLength(201);
  const base = Date.parse("2026-01-01T00:00:00Z");
  await handle.db.insert(adminAuditLog).values(
    Array.from({ length: AUDIT_PAGE_SIZE + 3 }, (_, i) => ({
      actorId: "a",
      actorEmail: "a@example.org",
      action: `POST /admin/x ${i}`,
      createdAt: new Date(base + i * 1000),
    })),
  );
  const first = await listAdminActions(handle.db, {});
  expect(first.hasMore).toBe(true);
  expect(first.items[0]!.action).toBe(`POST /admin/x ${AUDIT_PAGE_SIZE + 2}`);
  const second = await listAdminActions(handle.db, { before: first.items.at(-1)!.createdAt });
  expect(second.hasMore).toBe(false);
  expect(second.items.map((row) => row.action)).toEqual([
    "POST /admin/x 2",
    "POST /admin/x 1",
    "POST /admin/x 0",
  ]);
});

test("field names are the sender's: prototype keys are kept as fields, NUL characters are stored as U+FFFD", async () => {
  const fields = describeFields(
    form([
      ["__proto__", "x"],
      ["constructor", "y"],
      ["intent", "a\0b"],
      ["na\0me", "z"],
    ]),
  );
  expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
  expect(Object.keys(fields)).toEqual(["__proto__", "constructor", "intent", "na\uFFFDme"]);
  expect(fields.intent).toBe("a\uFFFDb");
  await recordAdminAction(handle.db, {
    actor: { id: "admin-1", email: "ada@example.org" },
    method: "POST",
    path: "/admin/users",
    fields,
  });
  const { items } = await listAdminActions(handle.db, {});
  expect(items.find((row) => row.action === "POST /admin/users: a\uFFFDb")).toBeDefined();
});
