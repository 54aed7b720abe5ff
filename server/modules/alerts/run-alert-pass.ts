import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { emailOutbox, profiles, savedSearches, users } from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";
import { buildJobFilters, fullTextMatch } from "#server/modules/jobs/job-filters";
import { InvalidQueryError, parseJobQuery } from "#server/modules/jobs/job-query";
import { searchParamsOf } from "#server/modules/accounts/saved-searches";
import { digestEmail, type DigestJob, type DigestSection } from "./digest-email";
import { createUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token";

/** At most this many jobs per saved search in one digest (the link shows the rest). */
export const JOBS_PER_SEARCH = 20;
const DIGESTS_PER_TRANSACTION = 200;
const DAY_MS = 86_400_000;

export type AlertPassOptions = {
  now: Date;
  siteUrl: string;
  /** Signs the unsubscribe tokens (AUTH_SECRET / better-auth's secret). */
  secret: string;
  /** The From address; the mailto unsubscribe goes there. */
  mailFrom?: string;
  /** Count and build, but enqueue and change nothing. */
  dryRun?: boolean;
  /** Hands an outbox id to delivery after its transaction (the `send-email` task); default: none. */
  deliver?: (outboxId: string) => Promise<void>;
};

export type AlertPassResult = {
  usersDue: number;
  digests: number;
  jobs: number;
  /** Outbox ids handed to delivery (new digests plus ones left pending by an earlier run). */
  delivered: string[];
  dryRunDigests: { userId: string; to: string; jobs: number }[];
};

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function startOfUtcDay(date: Date): Date {
  return new Date(`${utcDay(date)}T00:00:00.000Z`);
}

function mailAddress(from: string | undefined): string {
  const match = /<([^>]+)>/.exec(from ?? "");
  return match?.[1] ?? from ?? "alerts@blueboard.invalid";
}

/** Is a user with this cadence due, given the latest digest sent for any of their searches? */
export function isDue(frequency: "daily" | "weekly", lastAlertedAt: Date | null, now: Date) {
  if (!lastAlertedAt) return true;
  if (frequency === "weekly") return now.getTime() - lastAlertedAt.getTime() >= 7 * DAY_MS - 60_000;
  return lastAlertedAt < startOfUtcDay(now);
}

type SearchRow = typeof savedSearches.$inferSelect;

async function newJobsFor(db: Database, search: SearchRow, now: Date): Promise<DigestJob[]> {
  let query;
  try {
    query = parseJobQuery(searchParamsOf(search));
  } catch (error) {
    if (error instanceof InvalidQueryError) return []; // a filter value that no longer exists
    throw error;
  }
  const since = search.lastAlertedAt ?? search.createdAt;
  const where = buildJobFilters(query, {
    search: query.search ? fullTextMatch(query.search) : null,
  });
  const rows = await queryRows<{
    id: string;
    title: string;
    organization: string;
    location: string;
    grade_code: string | null;
    expires_at: string | Date | null;
  }>(
    db,
    sql`select j.id, j.title, j.organization, j.location, j.grade_code, j.expires_at
        from jobs j
        where ${where} and j.first_seen_at > ${since.toISOString()} and j.first_seen_at <= ${now.toISOString()}
        order by j.first_seen_at desc, j.id
        limit ${JOBS_PER_SEARCH}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    organization: row.organization,
    location: row.location,
    gradeCode: row.grade_code,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  }));
}

/**
 * One alert pass: every user with an active saved search who is due by their cadence gets one
 * digest of the jobs first seen since each search last alerted. The digest is written to the
 * outbox (dedupeKey `digest:<user>:<UTC day>`) and the searches' `last_alerted_at` advanced in one
 * transaction per user, so a crash or a second run never sends twice; delivery happens afterwards.
 */
export async function runAlertPass(
  db: Database,
  mailer: Mailer,
  options: AlertPassOptions,
): Promise<AlertPassResult> {
  const { now, siteUrl } = options;
  const result: AlertPassResult = {
    usersDue: 0,
    digests: 0,
    jobs: 0,
    delivered: [],
    dryRunDigests: [],
  };
  const active = await db
    .select({
      search: savedSearches,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      frequency: profiles.alertFrequency,
    })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .leftJoin(profiles, eq(profiles.userId, savedSearches.userId))
    .where(and(eq(savedSearches.isActive, true), eq(users.emailVerified, true)))
    .orderBy(savedSearches.userId, savedSearches.createdAt);

  // Many users keep the same search with the same window (daily passes at the same hour): each
  // distinct (filters, since) is queried once per pass.
  const newJobsCache = new Map<string, Promise<DigestJob[]>>();
  const findNewJobsOnce = (search: SearchRow) => {
    const key = `${searchParamsOf(search).toString()}|${(search.lastAlertedAt ?? search.createdAt).toISOString()}`;
    let jobs = newJobsCache.get(key);
    if (!jobs) {
      jobs = newJobsFor(db, search, now);
      newJobsCache.set(key, jobs);
    }
    return jobs;
  };

  // Digests are written in transactions of up to DIGESTS_PER_TRANSACTION: the outbox rows and the
  // searches they advance commit together, so a crash or a second run never sends twice.
  type PendingDigest = {
    message: EmailMessage & { dedupeKey: string };
    searchIds: string[];
    jobCount: number;
  };
  let pending: PendingDigest[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const written = await db.transaction(async (tx) => {
      const ids = await mailer.enqueueMany(
        batch.map((digest) => digest.message),
        tx,
      );
      // Only the searches that contributed to a new digest move on; the others keep their window.
      const advanced = batch
        .filter((digest) => ids.has(digest.message.dedupeKey))
        .flatMap((digest) => digest.searchIds);
      if (advanced.length > 0) {
        await tx
          .update(savedSearches)
          .set({ lastAlertedAt: now })
          .where(inArray(savedSearches.id, advanced));
      }
      return ids;
    });
    for (const digest of batch) {
      if (!written.has(digest.message.dedupeKey)) continue;
      result.digests++;
      result.jobs += digest.jobCount;
    }
  };

  const byUser = new Map<string, typeof active>();
  for (const row of active) {
    const list = byUser.get(row.search.userId) ?? [];
    list.push(row);
    byUser.set(row.search.userId, list);
  }

  for (const [userId, rows] of byUser) {
    const first = rows[0]!;
    const frequency = first.frequency ?? "daily";
    const latest = rows.reduce<Date | null>(
      (max, row) =>
        row.search.lastAlertedAt && (!max || row.search.lastAlertedAt > max)
          ? row.search.lastAlertedAt
          : max,
      null,
    );
    if (!isDue(frequency, latest, now)) continue;
    result.usersDue++;

    const sections: (DigestSection & { searchId: string })[] = [];
    for (const row of rows) {
      const jobs = await findNewJobsOnce(row.search);
      if (jobs.length === 0) continue;
      sections.push({
        searchId: row.search.id,
        searchName: row.search.name,
        jobs,
        runUrl: `${siteUrl}/jobs?${searchParamsOf(row.search).toString()}`,
      });
    }
    if (sections.length === 0) continue;
    const jobCount = sections.reduce((sum, section) => sum + section.jobs.length, 0);
    if (options.dryRun) {
      result.dryRunDigests.push({ userId, to: first.email, jobs: jobCount });
      result.digests++;
      result.jobs += jobCount;
      continue;
    }
    const token = createUnsubscribeToken(options.secret, userId);
    const dedupeKey = `digest:${userId}:${utcDay(now)}`;
    const message = digestEmail({
      to: first.email,
      name: first.name,
      siteUrl,
      sections,
      unsubscribeUrl: `${siteUrl}/alerts/unsubscribe?token=${token}`,
      unsubscribeMailto: `mailto:${mailAddress(options.mailFrom)}?subject=unsubscribe`,
      dedupeKey,
    });
    pending.push({
      message: { ...message, dedupeKey },
      searchIds: sections.map((section) => section.searchId),
      jobCount,
    });
    if (pending.length >= DIGESTS_PER_TRANSACTION) await flush();
  }
  await flush();

  if (!options.dryRun && options.deliver && mailer.mode === "smtp") {
    // New digests, and any an earlier run queued but did not get to hand over (crash).
    const pending = await db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, "alert-digest"), eq(emailOutbox.status, "pending")));
    for (const { id } of pending) {
      await options.deliver(id);
      result.delivered.push(id);
    }
  }
  return result;
}

/** One-click unsubscribe: pauses every saved search of the user. Returns how many were active. */
export async function pauseAllSearches(db: Database, userId: string): Promise<number> {
  const paused = await db
    .update(savedSearches)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.isActive, true)))
    .returning({ id: savedSearches.id });
  return paused.length;
}

/** The RFC 8058 one-click (and the confirmation page's) unsubscribe: null for a bad token. */
export async function unsubscribeFromAlerts(
  db: Database,
  secret: string,
  token: unknown,
): Promise<{ paused: number } | null> {
  const userId = readUnsubscribeToken(secret, token);
  if (!userId) return null;
  return { paused: await pauseAllSearches(db, userId) };
}
