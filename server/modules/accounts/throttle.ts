import { createHash } from "node:crypto";
import {
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Database } from "#server/db/create-db";
import { foldEmailAddress } from "./email-address";

/**
 * Rate limits kept in the database (rate-limiter-flexible's PostgreSQL store on our
 * `throttle_counter` table), so every web process on one PostgreSQL counts together, and the
 * embedded PGlite works the same way.
 */

type QueryClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/** The store client the library expects (`query({ text, values })`), over the app's pg pool or PGlite. */
function storeClient(db: Database) {
  const client = (db as unknown as { $client: QueryClient }).$client;
  return {
    query: (query: { text: string; values?: unknown[] }) => client.query(query.text, query.values),
  };
}

export type LimitRule = {
  /** Distinguishes the counters of one limit from another's. */
  prefix: string;
  /** How many times within `windowSeconds`. */
  points: number;
  windowSeconds: number;
  /** Once over the limit, refused for this long (default: the rest of the window). */
  blockSeconds?: number;
};

export function createLimiter(db: Database, rule: LimitRule): RateLimiterAbstract {
  return new RateLimiterPostgres({
    storeClient: storeClient(db),
    storeType: "pool",
    tableName: "throttle_counter",
    tableCreated: true,
    keyPrefix: rule.prefix,
    points: rule.points,
    duration: rule.windowSeconds,
    blockDuration: rule.blockSeconds ?? 0,
  });
}

const shared = new WeakMap<Database, Map<string, RateLimiterAbstract>>();

/** One limiter per database and rule, made on first use (forms call this per request). */
export function limiterFor(db: Database, rule: LimitRule): RateLimiterAbstract {
  let byRule = shared.get(db);
  if (!byRule) shared.set(db, (byRule = new Map<string, RateLimiterAbstract>()));
  const id = `${rule.prefix}:${rule.points}:${rule.windowSeconds}:${rule.blockSeconds ?? 0}`;
  let limiter = byRule.get(id);
  if (!limiter) byRule.set(id, (limiter = createLimiter(db, rule)));
  return limiter;
}

/** Keys never hold an address in clear: a short hash of the normalised value. */
export function throttleKey(value: string): string {
  return createHash("sha256").update(value.trim().toLowerCase()).digest("base64url").slice(0, 32);
}

/**
 * The key of a limit per e-mail address: the folded address (case and "+tag" ignored), so every
 * spelling that lands in one mailbox shares one count.
 */
export function addressThrottleKey(address: string): string {
  return throttleKey(foldEmailAddress(address));
}

/** How many points a key has used in its current window (0 when none). */
export async function usedPoints(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key);
  return res && res.msBeforeNext > 0 ? res.consumedPoints : 0;
}

/** Seconds until a key may try again. */
export async function secondsUntilFree(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key);
  return res ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0;
}

/**
 * Takes one point from each key; true when every key was still within its limit. Every key is
 * charged either way, so a refused caller keeps paying.
 */
export async function consumeAll(
  entries: { limiter: RateLimiterAbstract; key: string }[],
): Promise<boolean> {
  const results = await Promise.all(
    entries.map(({ limiter, key }) =>
      limiter.consume(key).then(
        () => true,
        (error: unknown) => {
          if (error instanceof RateLimiterRes) return false;
          throw error;
        },
      ),
    ),
  );
  return results.every(Boolean);
}

/**
 * The two limits of a public form that mails the address typed into it: how many times one client
 * address may send it an hour, and how many of its mails one mailbox may receive a day. The mailbox
 * is the folded address (case and "+tag" ignored), so `victim+1@…`, `victim+2@…` share one count.
 */
export type MailFormLimits = { perClient: LimitRule; perAddress: LimitRule };

export function mailFormLimits(
  form: string,
  counts: { perClientHourly: number; perAddressDaily: number },
): MailFormLimits {
  return {
    perClient: { prefix: `${form}-client`, points: counts.perClientHourly, windowSeconds: 60 * 60 },
    perAddress: {
      prefix: `${form}-address`,
      points: counts.perAddressDaily,
      windowSeconds: 24 * 60 * 60,
    },
  };
}

/** Counts one sending of the form, from `clientIp` to `address`, against both its limits (as `consumeAll`). */
export function consumeMailFormLimits(
  db: Database,
  limits: MailFormLimits,
  clientIp: string | undefined,
  address: string,
): Promise<boolean> {
  return consumeAll([
    { limiter: limiterFor(db, limits.perClient), key: throttleKey(clientIp ?? "unknown") },
    { limiter: limiterFor(db, limits.perAddress), key: addressThrottleKey(address) },
  ]);
}

/**
 * The name of the honeypot field public forms carry: hidden from people (off-screen, out of the
 * tab order, labelled "leave empty"), filled in by form-stuffing robots. A filled one is answered
 * like a success and nothing is stored or sent.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}
