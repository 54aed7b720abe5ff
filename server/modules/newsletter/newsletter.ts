import { DEFAULT_LOCALE, type Locale } from "#domain/interface-locales";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { newsletterEmailSchema } from "#domain/newsletter-form";
import type { Database } from "#server/db/create-db";
import { newsletterSubscriptions } from "#server/db/schema";
import type { Mailer } from "#server/email/send-email";
import { sendRecorded } from "#server/modules/email-layout/send-recorded";
import {
  consumeMailFormLimits,
  isHoneypotFilled,
  mailFormLimits,
} from "#server/modules/accounts/throttle";
import { confirmationEmail, alreadySubscribedEmail } from "./newsletter-emails";

/** Sign-ups one client address may send an hour, and one mailbox may receive a day. */
const NEWSLETTER_LIMITS = mailFormLimits("newsletter", { perClientHourly: 10, perAddressDaily: 3 });
export const { perClient: NEWSLETTER_PER_CLIENT, perAddress: NEWSLETTER_PER_ADDRESS } =
  NEWSLETTER_LIMITS;

/** How long a confirmation link works. */
export const CONFIRM_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;
/** A second sign-up of the same address within this window sends no second e-mail. */
export const RESEND_INTERVAL_MS = 2 * 60 * 1000;

export type SubscribeResult =
  { ok: true; emailError?: unknown } | { ok: false; error: string; limited?: true };

export const NEWSLETTER_LIMITED_MESSAGE =
  "We have received several sign-ups from you or for this address already. Please check your inbox, or try again later.";

function newToken() {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Tokens are 256 random bits; the database keeps only their SHA-256. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}

type Deps = { db: Database; mailer: Mailer; siteUrl: string; now?: Date };

/**
 * Stores the address and e-mails a confirmation link. The answer is the same whether or not the
 * address is already known, so the form does not reveal who subscribes. A confirmed address gets
 * a note with a fresh unsubscribe link instead of a second confirmation. The messages hold none of
 * the visitor's words. Limited per client address and per mailbox; a filled honeypot field
 * is answered like a success, with nothing stored or sent.
 */
export async function subscribeToNewsletter(
  deps: Deps,
  input: {
    email: unknown;
    source?: string | null;
    clientIp?: string | undefined;
    honeypot?: unknown;
    /** The language of the page the address was typed on: the e-mail and its links follow it. */
    locale?: Locale;
  },
): Promise<SubscribeResult> {
  const parsed = newsletterEmailSchema.safeParse(input.email ?? "");
  if (!parsed.success) {
    return {
      ok: false,
      error: parsed.error.issues[0]?.message ?? "Please enter a valid e-mail address.",
    };
  }
  const email = parsed.data;
  if (isHoneypotFilled(input.honeypot)) return { ok: true };
  const allowed = await consumeMailFormLimits(deps.db, NEWSLETTER_LIMITS, input.clientIp, email);
  if (!allowed) return { ok: false, error: NEWSLETTER_LIMITED_MESSAGE, limited: true };
  const now = deps.now ?? new Date();
  const source = input.source?.slice(0, 200) ?? null;
  const confirm = newToken();
  const unsubscribe = newToken();

  const [existing] = await deps.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));

  if (
    existing?.lastEmailedAt &&
    now.getTime() - existing.lastEmailedAt.getTime() < RESEND_INTERVAL_MS
  ) {
    return { ok: true };
  }

  if (existing?.status === "confirmed") {
    await deps.db
      .update(newsletterSubscriptions)
      .set({ unsubscribeTokenHash: unsubscribe.hash, lastEmailedAt: now, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, existing.id));
    const sent = await sendRecorded(
      deps.mailer,
      alreadySubscribedEmail({
        to: email,
        siteUrl: deps.siteUrl,
        unsubscribeToken: unsubscribe.token,
        locale: input.locale ?? DEFAULT_LOCALE,
      }),
    );
    return { ok: true, emailError: sent.error };
  }

  const values = {
    status: "pending" as const,
    confirmTokenHash: confirm.hash,
    confirmTokenExpiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
    unsubscribeTokenHash: unsubscribe.hash,
    lastEmailedAt: now,
    updatedAt: now,
  };
  await deps.db
    .insert(newsletterSubscriptions)
    .values({ email, source, ...values })
    .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: values });
  const sent = await sendRecorded(
    deps.mailer,
    confirmationEmail({
      to: email,
      siteUrl: deps.siteUrl,
      confirmToken: confirm.token,
      unsubscribeToken: unsubscribe.token,
      locale: input.locale ?? DEFAULT_LOCALE,
    }),
  );
  return { ok: true, emailError: sent.error };
}

export type TokenLookup = "valid" | "invalid";

/** Whether a confirmation link can still be used (for the page shown before the click). */
export async function checkConfirmToken(
  db: Database,
  token: unknown,
  now = new Date(),
): Promise<TokenLookup> {
  if (!isWellFormedToken(token)) return "invalid";
  const [row] = await db
    .select({ id: newsletterSubscriptions.id })
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.confirmTokenExpiresAt, now),
      ),
    );
  return row ? "valid" : "invalid";
}

/** Confirms the subscription and spends the token. Returns the address, or null for a bad token. */
export async function confirmNewsletter(
  db: Database,
  token: unknown,
  now = new Date(),
): Promise<string | null> {
  if (!isWellFormedToken(token)) return null;
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({
      status: "confirmed",
      confirmedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      unsubscribedAt: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(token)),
        gt(newsletterSubscriptions.confirmTokenExpiresAt, now),
      ),
    )
    .returning({ email: newsletterSubscriptions.email });
  return row?.email ?? null;
}

/** Unsubscribes the address behind an unsubscribe token; true when the token was known. */
export async function unsubscribeNewsletter(
  db: Database,
  token: unknown,
  now = new Date(),
): Promise<boolean> {
  if (!isWellFormedToken(token)) return false;
  const rows = await db
    .update(newsletterSubscriptions)
    .set({
      status: "unsubscribed",
      unsubscribedAt: now,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: now,
    })
    .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashToken(token)))
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
