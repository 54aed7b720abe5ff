import { createHash, randomBytes } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { admin } from "better-auth/plugins";
import type { Database } from "#server/db/create-db";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";
import type { Env } from "#server/env";
import {
  existingAccountEmail,
  resetPasswordEmail,
  unlockSignInEmail,
  verificationEmail,
} from "./account-emails";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/interface-locales";
import { resolveAuthSecret } from "./auth-secret";
import { createEmailQueue, type EmailQueue } from "./email-queue";
import { checkPasswordStrength } from "./password-strength";
import { isSameOrigin, isStateChanging } from "./same-origin";
import { addressThrottleKey, consumeAll, createLimiter, throttleKey, usedPoints } from "./throttle";

/** The header our server sets to the client's address; a client-sent value is always replaced. */
export const CLIENT_IP_HEADER = "x-blueboard-client-ip";
/** Carries the token of an e-mailed "sign in now" link through a sign-in on a locked account. */
export const UNLOCK_HEADER = "x-blueboard-unlock";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** Failed sign-ins per account (from every client together) before sign-in to it pauses. */
export const SIGN_IN_ACCOUNT_LIMIT = { points: 5, windowSeconds: 15 * 60 };
/** Failed sign-ins per client address (over every account). */
export const SIGN_IN_CLIENT_LIMIT = { points: 20, windowSeconds: 15 * 60 };
/** Sign-ins one unlock link may carry. */
const UNLOCK_LINK_LIMIT = { points: 5, windowSeconds: 60 * 60 };
const UNLOCK_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * Account e-mails anyone can make us send by typing an address (password reset, "you already have
 * an account" on sign-up, the address confirmation on sign-up, on sign-in and on request): one
 * mailbox receives at most this many, whoever asks and from however many client addresses. The
 * mailbox is the folded address (case and "+tag" ignored). Past the limit the request answers as
 * usual and nothing is sent, so the answer still says nothing about whether an account exists.
 */
export const ACCOUNT_MAIL_PER_ADDRESS = { points: 5, windowSeconds: 60 * 60 };
/** The same over a day, so a patient sender cannot send five every hour. */
export const ACCOUNT_MAIL_PER_ADDRESS_DAILY = { points: 10, windowSeconds: 24 * 60 * 60 };

/**
 * Sign-up and reset requests take at least this long, whatever happened, so their timing does not
 * tell whether an address has an account (the slowest path, hashing and inserts, fits well within it).
 */
export const CONSTANT_TIME_MS = 700;
const CONSTANT_TIME_PATHS = new Set(["/sign-up/email", "/request-password-reset"]);

/**
 * Every endpoint of better-auth's admin plugin: our admin pages use none of them (roles change
 * through /admin/users, which is audited), so over HTTP they answer 404. The plugin stays for the
 * role and ban fields it keeps on users and sessions.
 */
export const DISABLED_ADMIN_PATHS = [
  "/admin/set-role",
  "/admin/get-user",
  "/admin/create-user",
  "/admin/update-user",
  "/admin/list-users",
  "/admin/list-user-sessions",
  "/admin/unban-user",
  "/admin/ban-user",
  "/admin/impersonate-user",
  "/admin/stop-impersonating",
  "/admin/revoke-user-session",
  "/admin/revoke-user-sessions",
  "/admin/remove-user",
  "/admin/set-user-password",
  "/admin/has-permission",
];

export type AuthEnv = Pick<Env, "siteUrl" | "dataDir" | "AUTH_SECRET" | "SITE_NAME">;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const unlockIdentifier = (token: string) => `sign-in-unlock:${hashToken(token)}`;

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The answer to a state-changing call that did not come from one of our pages. */
function crossOrigin(): Response {
  return Response.json(
    {
      code: "CROSS_ORIGIN_REQUEST",
      message: "This request must be sent from the Blueboard site.",
    },
    { status: 403 },
  );
}

/** Names longer than this are refused on update (sign-up has better-auth's own checks). */
const MAX_NAME_LENGTH = 200;

/** Why a profile update (better-auth's update-user body) is refused, or null. */
export function profileUpdateProblem(body: Record<string, unknown>): string | null {
  if (Object.hasOwn(body, "name")) {
    const { name } = body;
    if (typeof name !== "string" || name.trim() === "") return "name must be a non-empty string";
    if (name.length > MAX_NAME_LENGTH) return `name must be at most ${MAX_NAME_LENGTH} characters`;
  }
  if (Object.hasOwn(body, "image") && body.image !== null && typeof body.image !== "string")
    return "image must be a string or null";
  if (Object.hasOwn(body, "locale") && body.locale !== null && !isLocale(body.locale))
    return "locale must be one of en, fr, es, ar or null";
  return null;
}

/** The language a user chose (better-auth hands the column over as an extra field), else English. */
export function localeOf(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

function weakPassword(message: string, code: string) {
  return new APIError("BAD_REQUEST", { message, code });
}

export function createAuth(deps: {
  db: Database;
  mailer: Mailer;
  env: AuthEnv;
  /** How account e-mails leave (default: outbox, then delivered in the background). */
  emailQueue?: EmailQueue;
  /** Sign-in limits (tests use smaller ones). */
  signInLimits?: { account?: typeof SIGN_IN_ACCOUNT_LIMIT; client?: typeof SIGN_IN_CLIENT_LIMIT };
}) {
  const { db, mailer, env } = deps;
  const emailQueue = deps.emailQueue ?? createEmailQueue(mailer);
  const isHttps = env.siteUrl.startsWith("https:");
  const accountLimit = deps.signInLimits?.account ?? SIGN_IN_ACCOUNT_LIMIT;
  const clientLimit = deps.signInLimits?.client ?? SIGN_IN_CLIENT_LIMIT;
  const accountLimiter = createLimiter(db, { prefix: "sign-in-account", ...accountLimit });
  const clientLimiter = createLimiter(db, { prefix: "sign-in-client", ...clientLimit });
  const unlockLimiter = createLimiter(db, { prefix: "sign-in-unlock", ...UNLOCK_LINK_LIMIT });
  const mailLimiters = [
    createLimiter(db, { prefix: "account-mail-address", ...ACCOUNT_MAIL_PER_ADDRESS }),
    createLimiter(db, { prefix: "account-mail-address-day", ...ACCOUNT_MAIL_PER_ADDRESS_DAILY }),
  ];
  /** Queues an account e-mail unless its mailbox has had its share (then it is dropped). */
  const sendWithinLimit = async (message: EmailMessage) => {
    const key = addressThrottleKey(message.to);
    if (!(await consumeAll(mailLimiters.map((limiter) => ({ limiter, key }))))) return;
    await emailQueue.send(message);
  };

  const tooMany = (code: string, message: string) =>
    new APIError("TOO_MANY_REQUESTS", { message, code });

  const auth = betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.siteUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(env),
    trustedOrigins: [env.siteUrl],
    disabledPaths: DISABLED_ADMIN_PATHS,
    // The language of the user's e-mails and of the site's suggestion (null until chosen): set on
    // sign-up from the page's language and changed in the dashboard.
    user: { additionalFields: { locale: { type: "string", required: false, input: true } } },
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }) {
        const url = `${env.siteUrl}/auth?reset=${encodeURIComponent(token)}`;
        await sendWithinLimit(
          resetPasswordEmail({ to: user.email, name: user.name, url, locale: localeOf(user) }),
        );
      },
      // An address that already has an account gets the same answer as a new one, and its owner
      // a note saying so (with links to sign in or reset), instead of a second account.
      async onExistingUserSignUp({ user }) {
        await sendWithinLimit(
          existingAccountEmail({
            to: user.email,
            name: user.name,
            signInUrl: `${env.siteUrl}/auth`,
            resetUrl: `${env.siteUrl}/auth?mode=reset`,
            locale: localeOf(user),
          }),
        );
      },
      // The stand-in user of that answer has every field a new user has (the admin plugin's too).
      customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
        ...coreFields,
        role: "user",
        banned: false,
        banReason: null,
        banExpires: null,
        ...additionalFields,
        id,
      }),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await sendWithinLimit(
          verificationEmail({ to: user.email, name: user.name, url, locale: localeOf(user) }),
        );
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: 60, max: 5 },
        "/sign-up/email": { window: 60, max: 5 },
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": { window: 60, max: 5 },
        "/send-verification-email": { window: 60, max: 3 },
      },
    },
    advanced: {
      useSecureCookies: isHttps,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: isHttps },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        const text = (key: "email" | "name" | "newPassword" | "password" | "token" | "userId") =>
          typeof body[key] === "string" ? body[key] : "";
        // Too short or too long: better-auth's own check answers (PASSWORD_TOO_SHORT/LONG).
        const judged = (password: string) =>
          password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX;

        // New passwords: zxcvbn with the person's own name and address, wherever one is set.
        if (ctx.path === "/sign-up/email" || ctx.path === "/admin/create-user") {
          const verdict = checkPasswordStrength(text("password"), {
            name: text("name"),
            email: text("email"),
          });
          if (!verdict.ok && judged(text("password")))
            throw weakPassword(verdict.message, verdict.code);
          // The account's language is one of ours or none (our sign-up form sends only ours).
          if (Object.hasOwn(body, "locale") && body.locale !== null && !isLocale(body.locale))
            throw new APIError("BAD_REQUEST", {
              message: "locale must be one of en, fr, es, ar",
              code: "INVALID_LOCALE",
            });
        }
        if (ctx.path === "/reset-password" || ctx.path === "/admin/set-user-password") {
          let userId = text("userId");
          if (ctx.path === "/reset-password") {
            const token =
              text("token") || (typeof ctx.query?.token === "string" ? ctx.query.token : "");
            const found = token
              ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
              : null;
            userId = found?.value ?? "";
          }
          const user = userId ? await ctx.context.internalAdapter.findUserById(userId) : null;
          const verdict = checkPasswordStrength(text("newPassword"), user ?? {});
          if (!verdict.ok && judged(text("newPassword")))
            throw weakPassword(verdict.message, verdict.code);
        }
        // better-auth takes any JSON value for these (a null name reached the NOT NULL column).
        if (ctx.path === "/update-user") {
          const problem = profileUpdateProblem(body);
          if (problem)
            throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_PROFILE" });
        }
        if (ctx.path === "/change-password") {
          const session = await getSessionFromCtx(ctx);
          const verdict = checkPasswordStrength(text("newPassword"), session?.user ?? {});
          if (!verdict.ok && judged(text("newPassword")))
            throw weakPassword(verdict.message, verdict.code);
          // A changed password signs out every other session: whoever knew the old one is out.
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }

        // Sign-in: each attempt counts against the account (over every client) and the client
        // (over every account) before it runs, so parallel guesses cannot slip past the limit.
        if (ctx.path === "/sign-in/email") {
          const email = text("email").trim().toLowerCase();
          const client =
            ctx.request?.headers.get(CLIENT_IP_HEADER) ??
            ctx.headers?.get(CLIENT_IP_HEADER) ??
            "unknown";
          const clientKey = throttleKey(client);
          const accountKey = throttleKey(email);
          // Counted first, in one atomic upsert each; the new counts decide.
          const [byClient, byAccount] = await Promise.all([
            clientLimiter.penalty(clientKey, 1),
            accountLimiter.penalty(accountKey, 1),
          ]);
          if (byClient.consumedPoints > clientLimit.points)
            throw tooMany(
              "TOO_MANY_ATTEMPTS",
              "Too many sign-in attempts from this connection. Please wait 15 minutes.",
            );
          if (byAccount.consumedPoints > accountLimit.points) {
            const token =
              ctx.request?.headers.get(UNLOCK_HEADER) ?? ctx.headers?.get(UNLOCK_HEADER) ?? "";
            const unlock = token
              ? await ctx.context.internalAdapter.findVerificationValue(unlockIdentifier(token))
              : null;
            const valid =
              unlock !== null &&
              unlock.value === email &&
              new Date(unlock.expiresAt).getTime() > Date.now() &&
              (await unlockLimiter.penalty(throttleKey(token), 1)).consumedPoints <=
                UNLOCK_LINK_LIMIT.points;
            if (!valid)
              throw tooMany(
                "ACCOUNT_LOCKED",
                "Too many failed sign-ins on this account. Please wait 15 minutes, or use the sign-in link we e-mailed to its owner.",
              );
          }
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/sign-in/email") return;
        const body = (ctx.body ?? {}) as { email?: unknown };
        const email = typeof body.email === "string" ? body.email.trim().toLowerCase() : "";
        const accountKey = throttleKey(email);
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) {
          // Signed in: the account's count starts again, the client gets its attempt back, and
          // an unlock link is spent.
          const client =
            ctx.request?.headers.get(CLIENT_IP_HEADER) ??
            ctx.headers?.get(CLIENT_IP_HEADER) ??
            "unknown";
          await Promise.all([
            accountLimiter.delete(accountKey),
            clientLimiter.reward(throttleKey(client), 1),
          ]);
          const token = ctx.request?.headers.get(UNLOCK_HEADER) ?? ctx.headers?.get(UNLOCK_HEADER);
          if (token)
            await ctx.context.internalAdapter.deleteVerificationByIdentifier(
              unlockIdentifier(token),
            );
          return;
        }
        if (returned.statusCode !== 401) return;
        // This failure paused the account: its owner gets a link that signs in all the same (one
        // e-mail per pause: the dedupe key holds the window).
        if ((await usedPoints(accountLimiter, accountKey)) < accountLimit.points) return;
        const found = await ctx.context.internalAdapter.findUserByEmail(email);
        if (!found) return;
        const token = randomBytes(32).toString("base64url");
        await ctx.context.internalAdapter.createVerificationValue({
          identifier: unlockIdentifier(token),
          value: email,
          expiresAt: new Date(Date.now() + UNLOCK_LINK_TTL_MS),
        });
        await emailQueue.send({
          ...unlockSignInEmail({
            to: found.user.email,
            name: found.user.name,
            url: `${env.siteUrl}/auth?unlock=${encodeURIComponent(token)}`,
            minutes: accountLimit.windowSeconds / 60,
            locale: localeOf(found.user),
          }),
          dedupeKey: `sign-in-unlock:${found.user.id}:${Math.floor(Date.now() / (accountLimit.windowSeconds * 1000))}`,
        });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await db
              .insert(profiles)
              .values({ userId: user.id, fullName: user.name })
              .onConflictDoNothing();
          },
        },
      },
    },
    plugins: [admin()],
  });

  // Every state-changing call must come from our own pages (our form actions call in with our
  // Origin); sign-up and reset answer in constant time, over HTTP and through our form actions
  // alike.
  const handler = auth.handler;
  auth.handler = async (request: Request) => {
    if (isStateChanging(request) && !isSameOrigin(request, env.siteUrl)) return crossOrigin();
    const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
    if (!CONSTANT_TIME_PATHS.has(path)) return handler(request);
    const started = performance.now();
    try {
      return await handler(request);
    } finally {
      const left = CONSTANT_TIME_MS - (performance.now() - started);
      if (left > 0) await sleep(left);
    }
  };
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
