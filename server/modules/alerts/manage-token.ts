import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Bound into the signature, so a token made for one use is refused for another: the one-click
 * unsubscribe token signs `alerts-unsubscribe:<user>` and cannot pass as a manage token.
 */
const PURPOSE = "alerts-manage:";

/** How long the "Manage your alerts" link of an e-mail works. */
export const MANAGE_TOKEN_TTL_MS = 30 * 86_400_000;

function sign(secret: string, userId: string, expiresAt: string): string {
  return createHmac("sha256", secret)
    .update(`${PURPOSE}${userId}.${expiresAt}`)
    .digest("base64url");
}

/**
 * `<base64url user id>.<expiry, seconds since 1970 in base 36>.<HMAC-SHA256 of both and the purpose>`:
 * needs no storage, works without cookies, and stops working after MANAGE_TOKEN_TTL_MS.
 */
export function createManageToken(secret: string, userId: string, now: Date): string {
  const expiresAt = Math.floor((now.getTime() + MANAGE_TOKEN_TTL_MS) / 1000).toString(36);
  return `${Buffer.from(userId).toString("base64url")}.${expiresAt}.${sign(secret, userId, expiresAt)}`;
}

export type ManageTokenCheck =
  | { status: "valid"; userId: string }
  /** Signed by us but past its expiry: the user id is known, so a fresh link can be sent. */
  | { status: "expired"; userId: string }
  | { status: "invalid" };

/** Whether the token was signed with our secret for managing alerts, and is still in date. */
export function readManageToken(secret: string, token: unknown, now: Date): ManageTokenCheck {
  if (typeof token !== "string" || token.length > 300) return { status: "invalid" };
  const [encoded, expiresAt, signature, extra] = token.split(".");
  if (!encoded || !expiresAt || !signature || extra !== undefined) return { status: "invalid" };
  if (!/^[0-9a-z]{1,12}$/.test(expiresAt)) return { status: "invalid" };
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  if (!userId) return { status: "invalid" };
  const expected = Buffer.from(sign(secret, userId, expiresAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { status: "invalid" };
  if (parseInt(expiresAt, 36) * 1000 <= now.getTime()) return { status: "expired", userId };
  return { status: "valid", userId };
}
