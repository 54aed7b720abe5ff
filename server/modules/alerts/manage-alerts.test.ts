import { describeSavedSearch } from "#server/modules/accounts/describe-saved-search";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox, jobs, profiles, savedSearches, users } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { createSavedSearch } from "#server/modules/accounts/saved-searches";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { MANAGE_TOKEN_TTL_MS, createManageToken, readManageToken } from "./manage-token";
import { createUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token";
import { alertsOverview, applyManageAction, sendFreshManageLink } from "./manage-alerts";
import { runAlertPass } from "./run-alert-pass";

const SITE = "https://blueboard.test";
const SECRET = "m".repeat(40);
const T0 = new Date("2030-03-04T09:00:00Z");
const DAY = 86_400_000;
const at = (ms: number) => new Date(T0.getTime() + ms);
let handle: DbHandle;
let mailer: Mailer;

beforeAll(async () => {
  handle = await createTestDb();
  // Outbox mode: every message stays in the table, where the tests read it.
  mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
});

afterAll(async () => {
  mailer.close();
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(emailOutbox);
  await handle.db.delete(users);
  await handle.db.delete(jobs);
});

async function makeUser(id: string) {
  await handle.db
    .insert(users)
    .values({ id, name: `Name ${id}`, email: `${id}@example.org`, emailVerified: true });
  return id;
}

async function search(userId: string, query: string, createdAt = at(-2 * DAY)) {
  const created = await createSavedSearch(handle.db, userId, {
    name: `Search ${query || "all"}`,
    params: new URLSearchParams(query),
  });
  await handle.db.update(savedSearches).set({ createdAt }).where(eq(savedSearches.id, created.id));
  return created.id;
}

async function isActive(id: string) {
  const [row] = await handle.db.select().from(savedSearches).where(eq(savedSearches.id, id));
  return row?.isActive;
}

test("a manage token names its user until it expires, 30 days after it was made", () => {
  const token = createManageToken(SECRET, "user-1", T0);
  expect(readManageToken(SECRET, token, T0)).toEqual({ status: "valid", userId: "user-1" });
  expect(readManageToken(SECRET, token, at(MANAGE_TOKEN_TTL_MS - 1000))).toEqual({
    status: "valid",
    userId: "user-1",
  });
  expect(MANAGE_TOKEN_TTL_MS).toBe(30 * DAY);
  expect(readManageToken(SECRET, token, at(MANAGE_TOKEN_TTL_MS))).toEqual({
    status: "expired",
    userId: "user-1",
  });
});

test("a tampered, foreign or malformed manage token is invalid", () => {
  const token = createManageToken(SECRET, "user-1", T0);
  const [encoded, expiry, signature] = token.split(".") as [string, string, string];
  const invalid = { status: "invalid" };
  // Another user, a later expiry, a changed signature, another secret.
  const otherUser = `${Buffer.from("user-2").toString("base64url")}.${expiry}.${signature}`;
  expect(readManageToken(SECRET, otherUser, T0)).toEqual(invalid);
  const later = (parseInt(expiry, 36) + 365 * 86_400).toString(36);
  expect(readManageToken(SECRET, `${encoded}.${later}.${signature}`, T0)).toEqual(invalid);
  const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
  expect(readManageToken(SECRET, `${encoded}.${expiry}.${flipped}`, T0)).toEqual(invalid);
  expect(readManageToken("x".repeat(40), token, T0)).toEqual(invalid);
  for (const bad of [
    undefined,
    "",
    "a.b",
    `${token}.x`,
    "x".repeat(301),
    `${encoded}..${signature}`,
  ])
    expect(readManageToken(SECRET, bad, T0)).toEqual(invalid);
});

test("an unsubscribe token is not a manage token, and a manage token does not unsubscribe", () => {
  const unsubscribe = createUnsubscribeToken(SECRET, "user-1");
  expect(readManageToken(SECRET, unsubscribe, T0)).toEqual({ status: "invalid" });
  // Even given an expiry part, the unsubscribe signature was made for another purpose.
  const [encoded, signature] = unsubscribe.split(".") as [string, string];
  const expiry = Math.floor(at(DAY).getTime() / 1000).toString(36);
  expect(readManageToken(SECRET, `${encoded}.${expiry}.${signature}`, T0)).toEqual({
    status: "invalid",
  });
  const manage = createManageToken(SECRET, "user-1", T0);
  expect(readUnsubscribeToken(SECRET, manage)).toBeNull();
  const [manageUser, , manageSignature] = manage.split(".") as [string, string, string];
  expect(readUnsubscribeToken(SECRET, `${manageUser}.${manageSignature}`)).toBeNull();
});

test("the overview lists the user's searches with their filters in words and the frequency", async () => {
  const user = await makeUser("o1");
  await makeUser("o2");
  await search(user, "search=nutrition&location=Kenya&grade=P-3", at(-3 * DAY));
  await search(user, "", at(-1 * DAY));
  await search("o2", "grade=P-5");
  const overview = await alertsOverview(handle.db, user);
  expect(overview).toMatchObject({ email: "o1@example.org", frequency: "daily" });
  expect(overview!.searches.map((row) => row.criteria)).toEqual([
    "All open jobs",
    "Keywords: nutrition · Location: Kenya · Grade: P-3",
  ]);
  expect(await alertsOverview(handle.db, "nobody")).toBeNull();
  const [row] = await handle.db.select().from(savedSearches).where(eq(savedSearches.userId, "o2"));
  expect(describeSavedSearch(row!)).toBe("Grade: P-5");
});

test("pause, resume, delete and stop-all change only the token user's searches", async () => {
  const user = await makeUser("a1");
  const other = await makeUser("a2");
  const mine = await search(user, "grade=P-3");
  const second = await search(user, "grade=P-4");
  const theirs = await search(other, "grade=P-3");

  expect(await applyManageAction(handle.db, user, { intent: "pause", searchId: mine })).toBe(
    "paused",
  );
  expect(await isActive(mine)).toBe(false);
  expect(await applyManageAction(handle.db, user, { intent: "resume", searchId: mine })).toBe(
    "resumed",
  );
  expect(await isActive(mine)).toBe(true);

  // Another user's search id: refused, and untouched.
  for (const intent of ["pause", "delete"] as const)
    expect(await applyManageAction(handle.db, user, { intent, searchId: theirs })).toBe(
      "not-found",
    );
  expect(await isActive(theirs)).toBe(true);
  expect(await applyManageAction(handle.db, user, { intent: "delete", searchId: "x" })).toBe(
    "not-found",
  );

  expect(await applyManageAction(handle.db, user, { intent: "delete", searchId: second })).toBe(
    "deleted",
  );
  expect(await isActive(second)).toBeUndefined();

  expect(await applyManageAction(handle.db, user, { intent: "stop-all" })).toBe("stopped");
  expect(await isActive(mine)).toBe(false);
  expect(await isActive(theirs)).toBe(true);
});

test("frequency: daily or weekly, stored in the profile, anything else refused", async () => {
  const user = await makeUser("f1");
  const frequency = async () =>
    (await handle.db.select().from(profiles).where(eq(profiles.userId, user)))[0]?.alertFrequency;
  expect(
    await applyManageAction(handle.db, user, { intent: "frequency", frequency: "weekly" }),
  ).toBe("weekly");
  expect(await frequency()).toBe("weekly");
  expect(
    await applyManageAction(handle.db, user, { intent: "frequency", frequency: "hourly" }),
  ).toBe("bad-request");
  expect(await frequency()).toBe("weekly");
  expect(
    await applyManageAction(handle.db, user, { intent: "frequency", frequency: "daily" }),
  ).toBe("daily");
  expect(await frequency()).toBe("daily");
  expect(
    await applyManageAction(handle.db, "gone", { intent: "frequency", frequency: "daily" }),
  ).toBe("not-found");
});

test("a fresh link goes to the account's own address, at most once an hour, and works", async () => {
  const user = await makeUser("l1");
  const send = async (message: Parameters<Mailer["enqueue"]>[0]) => {
    await mailer.enqueue(message);
  };
  const options = {
    secret: SECRET,
    siteUrl: SITE,
    userId: user,
    now: T0,
    pageLocale: "en" as const,
  };
  expect(await sendFreshManageLink(handle.db, send, options)).toBe(true);
  expect(await sendFreshManageLink(handle.db, send, { ...options, now: at(60_000) })).toBe(true);
  let rows = await handle.db.select().from(emailOutbox);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ to: "l1@example.org", carriesToken: true });
  const token = /\/alerts\/manage\?token=([\w.-]+)/.exec(rows[0]!.text)?.[1];
  expect(readManageToken(SECRET, token, at(60_000))).toEqual({ status: "valid", userId: user });
  await sendFreshManageLink(handle.db, send, { ...options, now: at(3_600_000) });
  rows = await handle.db.select().from(emailOutbox);
  expect(rows).toHaveLength(2);
  expect(await sendFreshManageLink(handle.db, send, { ...options, userId: "gone" })).toBe(false);
});

test("the digest's Manage link opens the page for its user; pause and weekly are honoured", async () => {
  const user = await makeUser("d1");
  const kept = await search(user, "grade=P-2");
  const paused = await search(user, "grade=P-3");
  await insertJobs(handle.db, [
    buildJob({ title: "Any Officer", gradeCode: "P-2", firstSeenAt: at(-3_600_000) }),
    buildJob({ title: "P3 Officer", gradeCode: "P-3", firstSeenAt: at(-3_600_000) }),
  ]);
  const pass = (now: Date) =>
    runAlertPass(handle.db, mailer, { now, siteUrl: SITE, secret: SECRET });

  expect(await applyManageAction(handle.db, user, { intent: "pause", searchId: paused })).toBe(
    "paused",
  );
  expect(
    await applyManageAction(handle.db, user, { intent: "frequency", frequency: "weekly" }),
  ).toBe("weekly");
  expect((await pass(T0)).digests).toBe(1);
  const [digest] = await handle.db.select().from(emailOutbox);
  expect(digest!.subject).toBe("1 new job matches your saved searches");
  expect(digest!.text).toContain("Any Officer");
  expect(digest!.text).not.toContain("P3 Officer"); // the paused search's job
  expect(digest!.digestJobs?.map((entry) => entry.searchId)).toEqual([kept]);
  const manage = /Manage your alerts: (\S+)/.exec(digest!.text)?.[1];
  expect(manage).toMatch(new RegExp(`^${SITE}/alerts/manage\\?token=`));
  const token = new URL(manage!).searchParams.get("token");
  expect(readManageToken(SECRET, token, T0)).toEqual({ status: "valid", userId: user });
  expect(digest!.html).toContain(`href="${manage}"`);
  // The one-click unsubscribe headers are unchanged.
  expect(digest!.headers["List-Unsubscribe"]).toMatch(
    /^<https:\/\/blueboard\.test\/alerts\/unsubscribe\?token=[\w-]+\.[\w-]+>, <mailto:/,
  );
  expect(digest!.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");

  // Weekly: a new job the next day waits for the week to pass.
  await insertJobs(handle.db, [
    buildJob({ title: "Next Day Officer", gradeCode: "P-2", firstSeenAt: at(DAY) }),
  ]);
  expect((await pass(at(2 * DAY))).digests).toBe(0);
  expect((await pass(at(7 * DAY))).digests).toBe(1);

  // Stop all: nothing more, whatever is new.
  expect(await applyManageAction(handle.db, user, { intent: "stop-all" })).toBe("stopped");
  await insertJobs(handle.db, [buildJob({ title: "Late Officer", firstSeenAt: at(8 * DAY) })]);
  expect(await pass(at(15 * DAY))).toMatchObject({ usersDue: 0, digests: 0 });
});
