import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox, jobs, profiles, savedJobs, savedSearches, users } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { insertJobs } from "#server/modules/jobs/insert-jobs";
import { createTestDb } from "#tests/setup/test-db";
import { buildJob } from "#tests/factories/job-factory";
import { FACTORY_PASSWORD, insertAccount } from "#tests/factories/account-factory";
import { createAuth, type Auth } from "./auth";
import { getSessionUser, isSameOrigin } from "./request-auth";
import { listSavedJobs, saveJob, unsaveJob } from "./saved-jobs";
import {
  MAX_SAVED_SEARCHES,
  SavedSearchDuplicateError,
  SavedSearchLimitError,
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "./saved-searches";
import { deleteAccount } from "./profile";

const SITE = "https://blueboard.test";
let handle: DbHandle;
let mailer: Mailer;
let auth: Auth;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDb();
  mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-auth-"));
  auth = createAuth({
    db: handle.db,
    mailer,
    env: { siteUrl: SITE, dataDir, AUTH_SECRET: "x".repeat(40), SITE_NAME: "Blueboard" },
  });
});

afterAll(async () => {
  mailer.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 10;
function post(pathname: string, body: unknown, ip = `10.0.0.${ipCounter++}`, cookie?: string) {
  return auth.handler(
    new Request(`${SITE}/api/auth${pathname}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: SITE,
        "x-blueboard-client-ip": ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    }),
  );
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

test("sign-up → verification e-mail in the outbox → verify → signed in with a session", async () => {
  const signUp = await post("/sign-up/email", {
    name: "Amina Diallo",
    email: "amina@example.org",
    password: "a-long-unusual-passphrase",
    callbackURL: "/",
  });
  expect(signUp.status).toBe(200);
  // No session before the address is confirmed.
  expect(cookieOf(signUp)).not.toContain("session_token=");
  const signInEarly = await post("/sign-in/email", {
    email: "amina@example.org",
    password: "a-long-unusual-passphrase",
  });
  expect(signInEarly.status).toBe(403);

  const mails = await handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, "amina@example.org"));
  expect(mails.length).toBeGreaterThanOrEqual(1);
  expect(mails[0]!.kind).toBe("account-verify");
  const link = /https:\/\/blueboard\.test\/api\/auth\/verify-email\?\S+/.exec(mails[0]!.text)?.[0];
  expect(link).toBeTruthy();

  const verify = await auth.handler(
    new Request(link!, { headers: { "x-blueboard-client-ip": "10.1.0.1" } }),
  );
  expect(verify.status).toBe(302);
  expect(verify.headers.get("location")).toBe("/");
  const setCookie = verify.headers.getSetCookie().join("\n");
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  expect(setCookie).toMatch(/Secure/); // SITE_URL is https
  const user = await getSessionUser(
    auth,
    new Request(SITE, { headers: { cookie: cookieOf(verify) } }),
  );
  expect(user).toMatchObject({ name: "Amina Diallo", email: "amina@example.org", role: "user" });

  // One session lookup per request, however many loaders of the page ask for its user.
  const lookups = vi.spyOn(auth.api, "getSession");
  try {
    const request = new Request(SITE, { headers: { cookie: cookieOf(verify) } });
    const [first, second] = await Promise.all([
      getSessionUser(auth, request),
      getSessionUser(auth, request),
    ]);
    expect(await getSessionUser(auth, request)).toEqual(user);
    expect([first, second]).toEqual([user, user]);
    expect(lookups).toHaveBeenCalledTimes(1);
    // Another request (another page load) looks the session up again.
    await getSessionUser(auth, new Request(SITE, { headers: { cookie: cookieOf(verify) } }));
    expect(lookups).toHaveBeenCalledTimes(2);
  } finally {
    lookups.mockRestore();
  }

  // The profile row holds the full name.
  const [profile] = await handle.db.select().from(profiles).where(eq(profiles.userId, user!.id));
  expect(profile?.fullName).toBe("Amina Diallo");
});

test("a sign-up from a page in another language keeps that language: its confirmation is written in it", async () => {
  const signUp = await post("/sign-up/email", {
    name: "Lina Haddad",
    email: "lina@example.org",
    password: "a-long-unusual-passphrase",
    callbackURL: "/",
    locale: "ar",
  });
  expect(signUp.status).toBe(200);
  const [user] = await handle.db.select().from(users).where(eq(users.email, "lina@example.org"));
  expect(user?.locale).toBe("ar");
  const [mail] = await handle.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, "lina@example.org"));
  expect(mail?.subject).toBe("أكّد عنوان بريدك الإلكتروني في Blueboard");
  expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail?.text).toContain("مرحبًا Lina Haddad،");

  // A language that is not one of ours is refused before anything is stored or sent.
  const other = await post("/sign-up/email", {
    name: "Karl Weber",
    email: "karl@example.org",
    password: "a-long-unusual-passphrase",
    callbackURL: "/",
    locale: "de",
  });
  expect(other.status).toBe(400);
  expect(await handle.db.select().from(users).where(eq(users.email, "karl@example.org"))).toEqual(
    [],
  );
  expect(
    await handle.db.select().from(emailOutbox).where(eq(emailOutbox.to, "karl@example.org")),
  ).toEqual([]);
});

test("weak passwords are refused: too short, too long, or one of the most common", async () => {
  for (const [password, code] of [
    ["short1", "PASSWORD_TOO_SHORT"],
    ["x".repeat(129), "PASSWORD_TOO_LONG"],
    ["password123", "PASSWORD_TOO_COMMON"],
    ["Qwerty123", "PASSWORD_TOO_COMMON"],
    ["iloveyou", "PASSWORD_TOO_COMMON"],
  ] as const) {
    const response = await post("/sign-up/email", {
      name: "Weak",
      email: `weak-${code}-${password.length}@example.org`,
      password,
    });
    expect(response.status, password).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe(code);
  }
  const created = await handle.db.select().from(users).where(eq(users.name, "Weak"));
  expect(created).toHaveLength(0);
});

test("sign-in is rate limited per client address (database storage)", async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 7; attempt++) {
    const response = await post(
      "/sign-in/email",
      { email: "nobody@example.org", password: "wrong-password-here" },
      "192.0.2.77",
    );
    statuses.push(response.status);
  }
  expect(statuses.slice(0, 5).every((status) => status === 401)).toBe(true);
  expect(statuses.slice(5)).toEqual([429, 429]);
  // Another client address is not affected (for another account: this one has just been paused
  // by the per-account limit, see auth-security.test.ts).
  const other = await post(
    "/sign-in/email",
    { email: "somebody-else@example.org", password: "wrong-password-here" },
    "192.0.2.78",
  );
  expect(other.status).toBe(401);
});

test("the origin check accepts our SITE_URL origin or a browser's same-origin mark, nothing else", () => {
  const req = (headers: Record<string, string>) => new Request(SITE, { method: "POST", headers });
  expect(isSameOrigin(req({ origin: SITE }), SITE)).toBe(true);
  expect(isSameOrigin(req({ origin: "https://evil.example" }), SITE)).toBe(false);
  expect(isSameOrigin(req({ origin: "null" }), SITE)).toBe(false);
  expect(isSameOrigin(req({ origin: `${SITE}.evil.example` }), SITE)).toBe(false);
  expect(isSameOrigin(req({ origin: SITE.replace("https:", "http:") }), SITE)).toBe(false);
  expect(isSameOrigin(req({ "sec-fetch-site": "same-origin" }), SITE)).toBe(true);
  // A page of ours reached under another host name than SITE_URL: the browser still says so.
  expect(
    isSameOrigin(req({ origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" }), SITE),
  ).toBe(true);
  for (const site of ["cross-site", "same-site", "none"]) {
    expect(isSameOrigin(req({ "sec-fetch-site": site }), SITE), site).toBe(false);
    expect(
      isSameOrigin(req({ origin: "https://evil.example", "sec-fetch-site": site }), SITE),
      site,
    ).toBe(false);
  }
  expect(isSameOrigin(req({}), SITE)).toBe(false);
});

test("the auth API refuses a state-changing call from another origin or with neither header, before it sends anything", async () => {
  await insertAccount(handle.db, { email: "origin-owner@example.org" });
  const variants: [string, Record<string, string>][] = [
    ["no Origin, no Sec-Fetch-Site", {}],
    ["another origin", { origin: "https://evil.example" }],
    ["Origin null", { origin: "null" }],
    ["our host over http", { origin: SITE.replace("https:", "http:") }],
    ["a look-alike host", { origin: `${SITE}.evil.example` }],
    ["cross-site", { "sec-fetch-site": "cross-site" }],
    ["same-site", { "sec-fetch-site": "same-site" }],
    ["none (typed in)", { "sec-fetch-site": "none" }],
    [
      "another origin, cross-site",
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    ],
  ];
  const calls: [string, unknown][] = [
    ["/request-password-reset", { email: "origin-owner@example.org", redirectTo: "/auth" }],
    [
      "/sign-up/email",
      { name: "X", email: "origin-new@example.org", password: "lantern orchard quietly 58" },
    ],
    ["/send-verification-email", { email: "origin-owner@example.org" }],
    ["/sign-in/email", { email: "origin-owner@example.org", password: FACTORY_PASSWORD }],
  ];
  for (const [pathname, body] of calls)
    for (const [name, headers] of variants) {
      const response = await auth.handler(
        new Request(`${SITE}/api/auth${pathname}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-blueboard-client-ip": `10.1.0.${ipCounter++ % 250}`,
            ...headers,
          },
          body: JSON.stringify(body),
        }),
      );
      expect(response.status, `${pathname}: ${name}`).toBe(403);
      expect(((await response.json()) as { code: string }).code).toBe("CROSS_ORIGIN_REQUEST");
    }
  // Nothing was sent, no account was made.
  const mails = await handle.db.select().from(emailOutbox);
  expect(mails.filter((mail) => mail.to.startsWith("origin-"))).toEqual([]);
  expect(
    await handle.db.select().from(users).where(eq(users.email, "origin-new@example.org")),
  ).toEqual([]);
  // Reading the session changes nothing and needs no origin; our own pages get through.
  const session = await auth.handler(new Request(`${SITE}/api/auth/get-session`));
  expect(session.status).toBe(200);
  const reset = await auth.handler(
    new Request(`${SITE}/api/auth/request-password-reset`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        "x-blueboard-client-ip": "10.1.1.1",
      },
      body: JSON.stringify({ email: "origin-owner@example.org", redirectTo: "/auth" }),
    }),
  );
  expect(reset.status).toBe(200);
  expect(
    (await handle.db.select().from(emailOutbox)).filter(
      (mail) => mail.to === "origin-owner@example.org" && mail.kind === "account-reset",
    ),
  ).toHaveLength(1);
});

async function makeUser(id: string) {
  await handle.db
    .insert(users)
    .values({ id, name: id, email: `${id}@example.org`, emailVerified: true });
  return id;
}

test("ownership: a second user can neither see, change nor delete the first user's saves and searches", async () => {
  const alice = await makeUser("owner-alice");
  const bob = await makeUser("owner-bob");
  const [job] = await insertJobs(handle.db, [buildJob()]).then(() =>
    handle.db.select({ id: jobs.id }).from(jobs).limit(1),
  );
  expect(await saveJob(handle.db, alice, job!.id)).toBe(true);
  const search = await createSavedSearch(handle.db, alice, {
    name: "Nairobi",
    params: new URLSearchParams("location=Kenya&level=Mid&grade=P-3&search=programme"),
  });
  expect(search).toMatchObject({
    search_keyword: "programme",
    location_filter: "Kenya",
    filters: { level: ["Mid"], grade: ["P-3"] },
  });

  expect(await listSavedJobs(handle.db, bob)).toEqual([]);
  expect(await listSavedSearches(handle.db, bob)).toEqual([]);
  expect(await unsaveJob(handle.db, bob, job!.id)).toBe(false);
  expect(await updateSavedSearch(handle.db, bob, search.id, { isActive: false })).toBeNull();
  expect(await deleteSavedSearch(handle.db, bob, search.id)).toBe(false);

  // Still there and unchanged for Alice.
  expect(await listSavedJobs(handle.db, alice)).toHaveLength(1);
  expect((await listSavedSearches(handle.db, alice))[0]).toMatchObject({ is_active: true });
  expect(await updateSavedSearch(handle.db, alice, search.id, { isActive: false })).toMatchObject({
    is_active: false,
  });
});

test("at most 25 saved searches per user", async () => {
  const user = await makeUser("limit-user");
  for (let index = 0; index < MAX_SAVED_SEARCHES; index++) {
    await createSavedSearch(handle.db, user, {
      name: `s${index}`,
      params: new URLSearchParams({ search: `keyword ${index}` }),
    });
  }
  await expect(
    createSavedSearch(handle.db, user, { name: "one too many", params: new URLSearchParams() }),
  ).rejects.toBeInstanceOf(SavedSearchLimitError);
});

test("the same search cannot be saved twice, whatever the order, case or spacing of its filters", async () => {
  const user = await makeUser("duplicate-user");
  const other = await makeUser("duplicate-other");
  await createSavedSearch(handle.db, user, {
    name: "Nairobi P-3",
    params: new URLSearchParams(
      "search=programme%20officer&location=Nairobi&level=Mid&level=Senior&grade=P-3",
    ),
  });
  for (const same of [
    "search=programme%20officer&location=Nairobi&level=Mid&level=Senior&grade=P-3",
    "grade=p3&level=Senior&level=Mid&location=nairobi&search=%20Programme%20%20Officer&page=2",
    "search=programme+officer&location=Nairobi&level=Senior,Mid&grade=P-3&sort=deadline",
  ]) {
    const attempt = createSavedSearch(handle.db, user, {
      name: "again",
      params: new URLSearchParams(same),
    });
    await expect(attempt, same).rejects.toBeInstanceOf(SavedSearchDuplicateError);
    await expect(
      createSavedSearch(handle.db, user, { name: "again", params: new URLSearchParams(same) }),
    ).rejects.toThrow("You already have this search saved, as “Nairobi P-3”.");
  }
  expect(await listSavedSearches(handle.db, user)).toHaveLength(1);

  // A different filter is a different search; another user may save the same one.
  await createSavedSearch(handle.db, user, {
    name: "Nairobi P-3 and P-4",
    params: new URLSearchParams(
      "search=programme%20officer&location=Nairobi&level=Mid&level=Senior&grade=P-3&grade=P-4",
    ),
  });
  await createSavedSearch(handle.db, other, {
    name: "Nairobi P-3",
    params: new URLSearchParams(
      "search=programme%20officer&location=Nairobi&level=Mid&level=Senior&grade=P-3",
    ),
  });
  expect(await listSavedSearches(handle.db, user)).toHaveLength(2);
  expect(await listSavedSearches(handle.db, other)).toHaveLength(1);

  // Two saves at once still leave one.
  const racer = await makeUser("duplicate-racer");
  const results = await Promise.allSettled(
    [1, 2, 3].map(() =>
      createSavedSearch(handle.db, racer, {
        name: "Geneva",
        params: new URLSearchParams("location=Geneva"),
      }),
    ),
  );
  expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
  expect(await listSavedSearches(handle.db, racer)).toHaveLength(1);
});

test("deleting the account removes every personal row", async () => {
  const user = await makeUser("leaving-user");
  const [job] = await handle.db.select({ id: jobs.id }).from(jobs).limit(1);
  await saveJob(handle.db, user, job!.id);
  await createSavedSearch(handle.db, user, { name: "x", params: new URLSearchParams() });
  await deleteAccount(handle.db, user);
  expect(await handle.db.select().from(users).where(eq(users.id, user))).toHaveLength(0);
  expect(await handle.db.select().from(savedJobs).where(eq(savedJobs.userId, user))).toHaveLength(
    0,
  );
  expect(
    await handle.db.select().from(savedSearches).where(eq(savedSearches.userId, user)),
  ).toHaveLength(0);
});
