import { createHmac, timingSafeEqual } from "node:crypto";

const PURPOSE = "alerts-unsubscribe:";

function sign(secret: string, userId: string): string {
  return createHmac("sha256", secret)
    .update(PURPOSE + userId)
    .digest("base64url");
}

/** `<base64url user id>.<HMAC-SHA256 of it>`: needs no storage and works without cookies. */
export function createUnsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId).toString("base64url")}.${sign(secret, userId)}`;
}

/** The user id the token was made for, or null when it was not signed with our secret. */
export function readUnsubscribeToken(secret: string, token: unknown): string | null {
  if (typeof token !== "string" || token.length > 300) return null;
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return null;
  const userId = Buffer.from(encoded, "base64url").toString("utf8");
  if (!userId) return null;
  const expected = Buffer.from(sign(secret, userId));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return userId;
}
