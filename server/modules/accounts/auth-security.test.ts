import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DbHandle } from "#server/db/create-db";
import { emailOutbox, sessions, users } from "#server/db/schema";
import { createMailer, type Mailer } from "#server/email/send-email";
import { createTestDb } from "#tests/setup/test-db";
import { createAuth, type Auth } from "./auth";
import {
  CONSTANT_TIME_MS,
  DISABLED_ADMIN_PATHS,
  SIGN_IN_ACCOUNT_LIMIT,
  UNLOCK_HEADER,
} from "./auth-settings";

// Every sign-in hashes a password: on a busy machine a test of many attempts takes minutes.
const TIMEOUT = 300_000;

const SITE = "https://blueboard.test";
const GOOD = "lantern orchard quietly 58";
let handle: DbHandle;
let mailer: Mailer;
let auth: Auth;
let dataDir: string;

beforeAll(async () => {
  handle = await createTestDb();
  mailer = createMailer({ db: handle.db, from: "Blueboard <alerts@blueboard.test>" });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "blueboard-auth-sec-"));
  auth = createAuth({
    db: handle.db,
    mailer,
    env: { siteUrl: SITE, dataDir, AUTH_SECRET: "y".repeat(40), SITE_NAME: "Blueboard" },
  });
});

afterAll(async () => {
  mailer.close();
  await handle.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

let ipCounter = 1;
const nextIp = () => `10.9.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

function call(
  pathname: string,
  body: unknown,
  options: { ip?: string; cookie?: string; headers?: Record<string, string>; method?: string } = {},
) {
  return auth.handler(
    new Request(`${SITE}/api/auth${pathname}`, {
      method: options.method ?? "POST",
      headers: {
        "content-type": "application/json",
        origin: SITE,
        "x-blueboard-client-ip": options.ip ?? nextIp(),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      body: options.method === "GET" ? undefined : JSON.stringify(body),
    }),
  );
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** A verified account, ready to sign in. */
async function account(email: string, name = "Test Person") {
  const response = await call("/sign-up/email", { name, email, password: GOOD });
  expect(response.status).toBe(200);
  await handle.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
}

const mailsTo = (to: string, kind?: string) =>
  handle.db
    .select()
    .from(emailOutbox)
    .where(kind ? and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind)) : eq(emailOutbox.to, to));

async function codeOf(response: Response): Promise<string> {
  const body = (await response.json()) as { code?: string };
  return body.code ?? "";
}

test(
  "weak passwords are refused: repeats, spaces, one's own address or name; strong ones pass",
  { timeout: TIMEOUT },
  async () => {
    const cases: [string, string, string][] = [
      ["aaaaaaaa", "weak1@example.org", "PASSWORD_TOO_WEAK"],
      ["        ", "weak2@example.org", "PASSWORD_TOO_WEAK"],
      ["weak3@example.org", "weak3@example.org", "PASSWORD_IS_PERSONAL"],
      ["Ngozi Okafor 1", "ngozi@example.org", "PASSWORD_IS_PERSONAL"],
      ["qwertyuiop", "weak5@example.org", "PASSWORD_TOO_COMMON"],
    ];
    for (const [password, email, code] of cases) {
      const response = await call("/sign-up/email", { name: "Ngozi Okafor", email, password });
      expect(response.status, password).toBe(400);
      expect(await codeOf(response), password).toBe(code);
    }
    const [created] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "weak1@example.org"));
    expect(created).toBeUndefined();
    expect(
      (
        await call("/sign-up/email", {
          name: "Ngozi Okafor",
          email: "strong@example.org",
          password: GOOD,
        })
      ).status,
    ).toBe(200);
  },
);

test(
  "admin-created users get the same password check, and the admin plugin's endpoints answer 404 over HTTP",
  { timeout: TIMEOUT },
  async () => {
    // A server-side call (no HTTP request) still runs the check.
    await expect(
      auth.api.createUser({
        body: { email: "made-by-admin@example.org", password: "aaaaaaaa", name: "Made By Admin" },
      }),
    ).rejects.toMatchObject({ body: { code: "PASSWORD_TOO_WEAK" } });
    for (const pathname of DISABLED_ADMIN_PATHS) {
      const response = await call(pathname, { userId: "x", role: "admin" });
      expect(response.status, pathname).toBe(404);
    }
    for (const pathname of ["/admin/impersonate-user", "/admin/set-role", "/admin/create-user"])
      expect(DISABLED_ADMIN_PATHS).toContain(pathname);
  },
);

test(
  "sign-up answers the same for a new and an existing address, in constant time; the owner is told",
  { timeout: TIMEOUT },
  async () => {
    await account("owner@example.org", "Owner Person");
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await call("/sign-up/email", { name: "Someone", email, password: GOOD });
      return {
        response,
        ms: performance.now() - started,
        body: (await response.json()) as { user: Record<string, unknown>; token: unknown },
      };
    };
    const fresh = await timed("fresh@example.org");
    const existing = await timed("owner@example.org");
    expect(fresh.response.status).toBe(200);
    expect(existing.response.status).toBe(200);
    // Same fields, same values apart from the id and the times.
    const shape = (body: { user: Record<string, unknown>; token: unknown }) => ({
      token: body.token,
      user: {
        ...body.user,
        id: typeof body.user.id,
        createdAt: typeof body.user.createdAt,
        updatedAt: typeof body.user.updatedAt,
      },
    });
    expect(shape(existing.body)).toEqual({
      ...shape(fresh.body),
      user: { ...shape(fresh.body).user, email: "owner@example.org" },
    });
    expect(existing.body.user.role).toBe("user");
    expect(Object.keys(existing.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    // Neither answer comes before the floor (no upper bound: the machine may be busy).
    expect(fresh.ms).toBeGreaterThanOrEqual(CONSTANT_TIME_MS - 5);
    expect(existing.ms).toBeGreaterThanOrEqual(CONSTANT_TIME_MS - 5);
    // The owner gets "you already have an account", and no second account exists.
    const notes = await mailsTo("owner@example.org", "account-exists");
    expect(notes).toHaveLength(1);
    expect(notes[0]!.text).toContain(`${SITE}/auth?mode=reset`);
    const owners = await handle.db.select().from(users).where(eq(users.email, "owner@example.org"));
    expect(owners).toHaveLength(1);
    expect(owners[0]!.name).toBe("Owner Person");
  },
);

test(
  "a reset request answers the same for a known and an unknown address, in constant time; mail goes to the outbox",
  { timeout: TIMEOUT },
  async () => {
    await account("resetter@example.org");
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await call("/request-password-reset", { email, redirectTo: "/auth" });
      return {
        status: response.status,
        text: await response.text(),
        ms: performance.now() - started,
      };
    };
    const known = await timed("resetter@example.org");
    const unknown = await timed("nobody-here@example.org");
    expect(known.status).toBe(200);
    expect(unknown).toMatchObject({ status: known.status, text: known.text });
    expect(known.ms).toBeGreaterThanOrEqual(CONSTANT_TIME_MS - 5);
    expect(unknown.ms).toBeGreaterThanOrEqual(CONSTANT_TIME_MS - 5);
    expect(await mailsTo("resetter@example.org", "account-reset")).toHaveLength(1);
    expect(await mailsTo("nobody-here@example.org")).toHaveLength(0);
  },
);

test(
  "sign-in pauses an account after 5 failures from any mix of clients; its owner gets through with the e-mailed link; others are unaffected",
  { timeout: TIMEOUT },
  async () => {
    await account("target@example.org", "Target Person");
    await account("bystander@example.org");
    // Five wrong guesses, each from a different address (the penetration test used ten).
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT.points; i++) {
      const response = await call("/sign-in/email", {
        email: "target@example.org",
        password: `wrong guess ${i}`,
      });
      expect(response.status).toBe(401);
    }
    // Now even the right password, from yet another address, is refused …
    const locked = await call("/sign-in/email", { email: "Target@Example.org", password: GOOD });
    expect(locked.status).toBe(429);
    expect(await codeOf(locked)).toBe("ACCOUNT_LOCKED");
    // … an unknown address is refused the same way (nothing tells which accounts exist) …
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT.points; i++)
      await call("/sign-in/email", { email: "ghost@example.org", password: `wrong ${i}` });
    expect(
      await codeOf(await call("/sign-in/email", { email: "ghost@example.org", password: GOOD })),
    ).toBe("ACCOUNT_LOCKED");
    // … but another account signs in normally: the lock is not global.
    expect(
      (await call("/sign-in/email", { email: "bystander@example.org", password: GOOD })).status,
    ).toBe(200);

    // The owner got one link; a made-up token does not open the account; the real one does.
    const mails = await mailsTo("target@example.org", "account-unlock");
    expect(mails).toHaveLength(1);
    const token = decodeURIComponent(/\/auth\?unlock=([^\s"&]+)/.exec(mails[0]!.text)![1]!);
    const forged = await call(
      "/sign-in/email",
      { email: "target@example.org", password: GOOD },
      { headers: { [UNLOCK_HEADER]: "x".repeat(43) } },
    );
    expect(forged.status).toBe(429);
    // The link is bound to its account.
    const elsewhere = await call(
      "/sign-in/email",
      { email: "ghost@example.org", password: GOOD },
      { headers: { [UNLOCK_HEADER]: token } },
    );
    expect(elsewhere.status).toBe(429);
    const owner = await call(
      "/sign-in/email",
      { email: "target@example.org", password: GOOD },
      { headers: { [UNLOCK_HEADER]: token } },
    );
    expect(owner.status).toBe(200);
    expect(cookieOf(owner)).toContain("session_token=");
    // Signing in cleared the count: the next sign-in needs no link.
    expect(
      (await call("/sign-in/email", { email: "target@example.org", password: GOOD })).status,
    ).toBe(200);
  },
);

test("parallel guesses cannot slip past the account limit", { timeout: TIMEOUT }, async () => {
  await account("parallel@example.org");
  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, i) =>
      call("/sign-in/email", { email: "parallel@example.org", password: `parallel guess ${i}` }),
    ),
  );
  const statuses = answers.map((response) => response.status);
  // Exactly as many wrong passwords were checked as the limit allows; the rest never ran.
  expect(statuses.filter((status) => status === 401)).toHaveLength(SIGN_IN_ACCOUNT_LIMIT.points);
  expect(statuses.filter((status) => status === 429)).toHaveLength(
    12 - SIGN_IN_ACCOUNT_LIMIT.points,
  );
});

test(
  "sign-in is limited per client address too, over every account",
  { timeout: TIMEOUT },
  async () => {
    // The same code with a client limit under better-auth's own 5-a-minute rule, so ours is what answers.
    const small = createAuth({
      db: handle.db,
      mailer,
      env: { siteUrl: SITE, dataDir, AUTH_SECRET: "y".repeat(40), SITE_NAME: "Blueboard" },
      signInLimits: { client: { points: 3, windowSeconds: 15 * 60 } },
    });
    const attempt = (email: string, ip: string) =>
      small.handler(
        new Request(`${SITE}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: SITE,
            "x-blueboard-client-ip": ip,
          },
          body: JSON.stringify({ email, password: "not the password" }),
        }),
      );
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await attempt(`spray${i}@example.org`, "10.250.0.1")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(await codeOf(await attempt("spray9@example.org", "10.250.0.1"))).toBe(
      "TOO_MANY_ATTEMPTS",
    );
    // Another client is not affected.
    expect((await attempt("spray9@example.org", "10.250.0.2")).status).toBe(401);
  },
);

test("changing the password signs out every other session", { timeout: TIMEOUT }, async () => {
  await account("mover@example.org");
  const first = cookieOf(
    await call("/sign-in/email", { email: "mover@example.org", password: GOOD }),
  );
  const second = cookieOf(
    await call("/sign-in/email", { email: "mover@example.org", password: GOOD }),
  );
  const [user] = await handle.db.select().from(users).where(eq(users.email, "mover@example.org"));
  expect(await handle.db.select().from(sessions).where(eq(sessions.userId, user!.id))).toHaveLength(
    2,
  );
  // Weak new passwords are refused here too.
  const weak = await call(
    "/change-password",
    { currentPassword: GOOD, newPassword: "mover@example.org" },
    { cookie: second },
  );
  expect(weak.status).toBe(400);
  const changed = await call(
    "/change-password",
    { currentPassword: GOOD, newPassword: "violet harbour engine 73", revokeOtherSessions: false },
    { cookie: second },
  );
  expect(changed.status).toBe(200);
  const left = await handle.db.select().from(sessions).where(eq(sessions.userId, user!.id));
  expect(left).toHaveLength(1);
  const session = await call("/get-session", undefined, { method: "GET", cookie: first });
  expect(await session.json()).toBeNull();
});
