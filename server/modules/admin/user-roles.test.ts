import { afterAll, beforeAll, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { users } from "#server/db/schema";
import { createTestDb } from "#tests/setup/test-db";
import {
  listAdmins,
  listUsersForAdmin,
  setUserRole,
  setUserRoleById,
  UserNotFoundError,
  userListQuerySchema,
} from "./user-roles";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  await handle.db.insert(users).values([
    { id: "u1", name: "Ada Lovelace", email: "ada@example.org", createdAt: new Date(1_000) },
    { id: "u2", name: "Bob 100%", email: "bob@example.org", createdAt: new Date(2_000) },
  ]);
});

afterAll(async () => {
  await handle.close();
});

test("granting admin by e-mail ignores letter case and vouches for the address", async () => {
  const user = await setUserRole(handle.db, "  ADA@Example.org ", "admin");
  expect(user).toMatchObject({ id: "u1", role: "admin" });
  expect((await listAdmins(handle.db)).map((admin) => admin.email)).toEqual(["ada@example.org"]);
  const [row] = (await handle.db.select().from(users)).filter((candidate) => candidate.id === "u1");
  expect(row?.emailVerified).toBe(true);
  await expect(setUserRole(handle.db, "nobody@example.org", "admin")).rejects.toBeInstanceOf(
    UserNotFoundError,
  );
});

test("the user list: newest first, counts, search by part of e-mail or name (% literal)", async () => {
  const all = await listUsersForAdmin(handle.db, userListQuerySchema.parse({}));
  expect(all.items.map((user) => user.id)).toEqual(["u2", "u1"]);
  expect(all.items[0]).toMatchObject({ savedJobs: 0, savedSearches: 0, role: "user" });
  const percent = await listUsersForAdmin(handle.db, userListQuerySchema.parse({ q: "100%" }));
  expect(percent.items.map((user) => user.id)).toEqual(["u2"]);
  const byName = await listUsersForAdmin(handle.db, userListQuerySchema.parse({ q: "lovelace" }));
  expect(byName.items.map((user) => user.id)).toEqual(["u1"]);
  expect(await setUserRoleById(handle.db, "missing", "admin")).toBeNull();
  expect(await setUserRoleById(handle.db, "u2", "admin")).toMatchObject({ id: "u2" });
});
