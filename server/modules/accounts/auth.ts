import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import type { Database } from "#server/db/create-db";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";
import type { Env } from "#server/env";
import { existingAccountEmail, resetPasswordEmail, verificationEmail } from "./account-emails";
import { resolveAuthSecret } from "./auth-secret";
import {
  ACCOUNT_MAIL_PER_ADDRESS,
  ACCOUNT_MAIL_PER_ADDRESS_DAILY,
  CLIENT_IP_HEADER,
  CONSTANT_TIME_MS,
  CONSTANT_TIME_PATHS,
  DISABLED_ADMIN_PATHS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type SIGN_IN_ACCOUNT_LIMIT,
  type SIGN_IN_CLIENT_LIMIT,
} from "./auth-settings";
import { checkAuthRequest, localeOf } from "./check-auth-request";
import { createEmailQueue, type EmailQueue } from "./email-queue";
import { isSameOrigin, isStateChanging } from "./same-origin";
import { addressThrottleKey, consumeAll, createLimiter } from "./throttle";
import { createSignInThrottle } from "./throttle-sign-in";

export type AuthEnv = Pick<Env, "siteUrl" | "dataDir" | "AUTH_SECRET" | "SITE_NAME">;

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
  const signIn = createSignInThrottle({
    db,
    siteUrl: env.siteUrl,
    emailQueue,
    limits: deps.signInLimits,
  });
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
        const changed = await checkAuthRequest(ctx);
        if (changed) return changed;
        if (ctx.path === "/sign-in/email") await signIn.countAttempt(ctx);
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") await signIn.settleAttempt(ctx);
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
