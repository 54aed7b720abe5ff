import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import type { DbHandle } from "#server/db/create-db";
import { coachingRequests, emailOutbox, throttleCounters } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { createTestDb } from "#tests/setup/test-db";
import {
  COACHING_PAGE_SIZE,
  countCoachingRequests,
  listCoachingRequests,
  updateCoachingRequest,
} from "./coaching-admin";
import { createCoachingRequest } from "./coaching-requests";

let handle: DbHandle;
let mailer: Mailer;

beforeAll(async () => {
  handle = await createTestDb();
  mailer = createMailer({ db: handle.db, from: "Blueboard <team@blueboard.test>" });
});

afterAll(async () => {
  mailer.close();
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(coachingRequests);
  await handle.db.delete(emailOutbox);
  await handle.db.delete(throttleCounters);
});

async function send(email: string, ip = "198.51.100.1") {
  const result = await createCoachingRequest(
    {
      db: handle.db,
      mailer,
      siteUrl: "https://blueboard.test",
      mailFrom: "Blueboard <team@blueboard.test>",
    },
    {
      name: "Amina Diallo",
      email,
      currentSituation: "Early-career professional",
      goal: "Review my P11 before a P-2 application at UNHCR.",
      preferredLanguage: "English",
    },
    { ip },
  );
  if (!result.ok || !result.id) throw new Error("request not stored");
  return result.id;
}

test("a sent request is listed for the admin as new, with every field the requester gave", async () => {
  await send("amina@example.org");
  const { items, next } = await listCoachingRequests(handle.db, {});
  expect(next).toBeNull();
  expect(items).toEqual([
    expect.objectContaining({
      name: "Amina Diallo",
      email: "amina@example.org",
      currentSituation: "Early-career professional",
      goal: "Review my P11 before a P-2 application at UNHCR.",
      preferredLanguage: "English",
      status: "new",
      adminNotes: "",
    }),
  ]);
  expect(await countCoachingRequests(handle.db)).toEqual({ new: 1, contacted: 0, closed: 0 });
});

test("status changes and notes are stored, move the updated time, and filter the list", async () => {
  const first = await send("first@example.org");
  await send("second@example.org");
  const [before] = await handle.db.select().from(coachingRequests).limit(1);
  const changed = await updateCoachingRequest(handle.db, {
    intent: "status",
    id: first,
    status: "contacted",
  });
  expect(changed).toEqual({
    ok: true,
    message: "The request from first@example.org is now marked contacted.",
  });
  const noted = await updateCoachingRequest(handle.db, {
    intent: "notes",
    id: first,
    adminNotes: "  Call booked for Tuesday.  ",
  });
  expect(noted.ok).toBe(true);
  const contacted = await listCoachingRequests(handle.db, { status: "contacted" });
  expect(contacted.items).toHaveLength(1);
  expect(contacted.items[0]).toMatchObject({
    email: "first@example.org",
    status: "contacted",
    adminNotes: "Call booked for Tuesday.",
  });
  expect(new Date(contacted.items[0]!.updatedAt).getTime()).toBeGreaterThanOrEqual(
    before!.updatedAt.getTime(),
  );
  expect((await listCoachingRequests(handle.db, { status: "new" })).items).toHaveLength(1);
  expect(await countCoachingRequests(handle.db)).toEqual({ new: 1, contacted: 1, closed: 0 });
});

test("bad updates are refused with a clear message and change nothing", async () => {
  const id = await send("amina@example.org");
  expect(
    await updateCoachingRequest(handle.db, { intent: "status", id, status: "archived" }),
  ).toEqual({
    ok: false,
    status: 400,
    message: "The status must be one of: new, contacted, closed.",
  });
  expect(await updateCoachingRequest(handle.db, { intent: "delete", id })).toMatchObject({
    ok: false,
    status: 400,
    message: "Unknown action.",
  });
  expect(
    await updateCoachingRequest(handle.db, {
      intent: "notes",
      id,
      adminNotes: "x".repeat(4001),
    }),
  ).toEqual({
    ok: false,
    status: 400,
    message: "Please keep notes under 4,000 characters.",
  });
  expect(
    await updateCoachingRequest(handle.db, {
      intent: "status",
      id: "00000000-0000-4000-8000-000000000000",
      status: "closed",
    }),
  ).toEqual({ ok: false, status: 404, message: "No such coaching request." });
  const [row] = await handle.db.select().from(coachingRequests);
  expect(row).toMatchObject({ status: "new", adminNotes: "" });
});

test("the list pages through requests newest first without repeating or skipping one", async () => {
  const now = Date.now();
  await handle.db.insert(coachingRequests).values(
    Array.from({ length: COACHING_PAGE_SIZE + 3 }, (_, i) => ({
      name: `Requester ${i}`,
      email: `r${i}@example.org`,
      currentSituation: "Other",
      goal: "A goal long enough.",
      preferredLanguage: "English",
      // Two rows share each time, so the id breaks the tie.
      createdAt: new Date(now - Math.floor(i / 2) * 60_000),
    })),
  );
  const first = await listCoachingRequests(handle.db, {});
  expect(first.items).toHaveLength(COACHING_PAGE_SIZE);
  expect(first.next).not.toBeNull();
  const second = await listCoachingRequests(handle.db, { before: first.next! });
  expect(second.next).toBeNull();
  const emails = [...first.items, ...second.items].map((item) => item.email);
  expect(new Set(emails).size).toBe(COACHING_PAGE_SIZE + 3);
});
