import { APIError, getSessionFromCtx, type createAuthMiddleware } from "better-auth/api";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#domain/interface-locales";
import { PASSWORD_MAX, PASSWORD_MIN } from "./auth-settings";
import { checkPasswordStrength } from "./password-strength";

/** What better-auth hands a `before` or `after` hook. */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

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

/**
 * The checks better-auth does not make itself, before a request runs: new passwords judged by
 * zxcvbn with the person's own name and address, the account's language one of ours, a profile
 * update's fields well typed. A password change signs out every other session (the returned
 * context says so); otherwise undefined.
 */
export async function checkAuthRequest(ctx: AuthHookContext) {
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
    if (!verdict.ok && judged(text("password"))) throw weakPassword(verdict.message, verdict.code);
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
      const token = text("token") || (typeof ctx.query?.token === "string" ? ctx.query.token : "");
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
    if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "INVALID_PROFILE" });
  }
  if (ctx.path === "/change-password") {
    const session = await getSessionFromCtx(ctx);
    const verdict = checkPasswordStrength(text("newPassword"), session?.user ?? {});
    if (!verdict.ok && judged(text("newPassword")))
      throw weakPassword(verdict.message, verdict.code);
    // A changed password signs out every other session: whoever knew the old one is out.
    return { context: { body: { ...body, revokeOtherSessions: true } } };
  }
  return undefined;
}
