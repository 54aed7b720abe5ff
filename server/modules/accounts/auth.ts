import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin } from "better-auth/plugins";
import type { Database } from "#server/db/create-db";
import { accounts, profiles, rateLimits, sessions, users, verifications } from "#server/db/schema";
import type { Mailer } from "#server/email/send-email";
import type { Env } from "#server/env";
import { sendRecorded } from "#server/modules/email-layout/email-layout";
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from "./common-passwords";
import { resetPasswordEmail, verificationEmail } from "./account-emails";
import { resolveAuthSecret } from "./auth-secret";

/** The header our server sets to the socket's address; a client-sent value is always replaced. */
export const CLIENT_IP_HEADER = "x-blueboard-client-ip";

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export type AuthEnv = Pick<Env, "siteUrl" | "dataDir" | "AUTH_SECRET" | "SITE_NAME">;

export function createAuth(deps: { db: Database; mailer: Mailer; env: AuthEnv }) {
  const { db, mailer, env } = deps;
  const isHttps = env.siteUrl.startsWith("https:");
  return betterAuth({
    appName: env.SITE_NAME,
    baseURL: env.siteUrl,
    basePath: "/api/auth",
    secret: resolveAuthSecret(env),
    trustedOrigins: [env.siteUrl],
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
        await sendRecorded(mailer, resetPasswordEmail({ to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      async sendVerificationEmail({ user, url }) {
        await sendRecorded(mailer, verificationEmail({ to: user.email, name: user.name, url }));
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
      before: createAuthMiddleware((ctx) => {
        if (!["/sign-up/email", "/reset-password", "/change-password"].includes(ctx.path))
          return Promise.resolve();
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const password = ctx.path === "/sign-up/email" ? body.password : body.newPassword;
        if (typeof password === "string" && isCommonPassword(password)) {
          throw new APIError("BAD_REQUEST", {
            message: COMMON_PASSWORD_MESSAGE,
            code: "PASSWORD_TOO_COMMON",
          });
        }
        return Promise.resolve();
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
}

export type Auth = ReturnType<typeof createAuth>;
