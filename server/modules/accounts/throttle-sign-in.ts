import { createHash, randomBytes } from "node:crypto";
import { APIError, isAPIError } from "better-auth/api";
import type { Database } from "#server/db/create-db";
import { unlockSignInEmail } from "./account-emails";
import {
  CLIENT_IP_HEADER,
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_CLIENT_LIMIT,
  UNLOCK_HEADER,
  UNLOCK_LINK_LIMIT,
  UNLOCK_LINK_TTL_MS,
} from "./auth-settings";
import { localeOf, type AuthHookContext } from "./check-auth-request";
import type { EmailQueue } from "./email-queue";
import { createLimiter, throttleKey, usedPoints } from "./throttle";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const unlockIdentifier = (token: string) => `sign-in-unlock:${hashToken(token)}`;

const tooMany = (code: string, message: string) =>
  new APIError("TOO_MANY_REQUESTS", { message, code });

/**
 * Sign-in limits: each attempt counts against the account (over every client) and the client (over
 * every account) before it runs, so parallel guesses cannot slip past the limit. A paused account
 * still signs in with the link e-mailed to its owner when the pause began.
 */
export function createSignInThrottle(deps: {
  db: Database;
  siteUrl: string;
  emailQueue: EmailQueue;
  limits?: { account?: typeof SIGN_IN_ACCOUNT_LIMIT; client?: typeof SIGN_IN_CLIENT_LIMIT };
}) {
  const { db, siteUrl, emailQueue } = deps;
  const accountLimit = deps.limits?.account ?? SIGN_IN_ACCOUNT_LIMIT;
  const clientLimit = deps.limits?.client ?? SIGN_IN_CLIENT_LIMIT;
  const accountLimiter = createLimiter(db, { prefix: "sign-in-account", ...accountLimit });
  const clientLimiter = createLimiter(db, { prefix: "sign-in-client", ...clientLimit });
  const unlockLimiter = createLimiter(db, { prefix: "sign-in-unlock", ...UNLOCK_LINK_LIMIT });

  /** Before a sign-in runs: counts the attempt, and refuses it past either limit. */
  async function countAttempt(ctx: AuthHookContext): Promise<void> {
    const body = (ctx.body ?? {}) as Record<string, unknown>;
    const email = (typeof body.email === "string" ? body.email : "").trim().toLowerCase();
    const client =
      ctx.request?.headers.get(CLIENT_IP_HEADER) ?? ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
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

  /**
   * After a sign-in: a success starts the account's count again, gives the client its attempt
   * back and spends the unlock link; the failure that pauses the account e-mails its owner a link
   * that signs in all the same.
   */
  async function settleAttempt(ctx: AuthHookContext): Promise<void> {
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
        await ctx.context.internalAdapter.deleteVerificationByIdentifier(unlockIdentifier(token));
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
        url: `${siteUrl}/auth?unlock=${encodeURIComponent(token)}`,
        minutes: accountLimit.windowSeconds / 60,
        locale: localeOf(found.user),
      }),
      dedupeKey: `sign-in-unlock:${found.user.id}:${Math.floor(Date.now() / (accountLimit.windowSeconds * 1000))}`,
    });
  }

  return { countAttempt, settleAttempt };
}
