import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { profiles, savedSearches, users } from "#server/db/schema";
import type { Mailer } from "#server/email/send-email";
import { describeSavedSearch } from "#server/modules/accounts/describe-saved-search";
import { searchParamsOf } from "#server/modules/accounts/saved-searches";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "#domain/interface-locales";
import { digestEmail, type DigestJob, type DigestSection } from "./digest-email";
import { jobsByIds, newJobsFor, undeliveredDigests, withCarriedJobs } from "./find-digest-jobs";
import { handOverDueDigests } from "./hand-over-digests";
import { createManageToken } from "./manage-token";
import { createUnsubscribeToken } from "./unsubscribe-token";
import { createDigestWriter } from "./write-digests";

const DAY_MS = 86_400_000;

export type AlertPassOptions = {
  now: Date;
  siteUrl: string;
  /** Signs the unsubscribe and manage tokens (AUTH_SECRET / better-auth's secret). */
  secret: string;
  /** The From address; the mailto unsubscribe goes there. */
  mailFrom?: string;
  /** Count and build, but enqueue and change nothing. */
  dryRun?: boolean;
  /**
   * Hands an outbox id to delivery after its transaction (the `send-email` task, or a direct SMTP
   * delivery); default: none. A throw is recorded in `failed` and the pass goes on.
   */
  deliver?: (outboxId: string) => Promise<unknown>;
  /**
   * Hands many outbox ids over at once (the send-email queue, one insert per chunk, or a batched
   * SMTP delivery); used instead of `deliver` when given. Resolves with the ids that failed and
   * why; a throw fails the whole chunk. The pass goes on either way.
   */
  handOver?: (outboxIds: string[]) => Promise<{ id: string; error: string }[]>;
};

export type AlertPassResult = {
  usersDue: number;
  digests: number;
  jobs: number;
  /** Outbox ids handed to delivery (new digests plus ones left pending or failing by an earlier run). */
  delivered: string[];
  /** Hand-overs that threw (a refused SMTP delivery), with the error. */
  failed: { id: string; error: string }[];
  /** Undelivered earlier digests whose jobs went into this pass's digests. */
  carried: number;
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

/**
 * One alert pass: every user with an active saved search who is due by their cadence gets one
 * digest of the jobs first seen since each search last alerted, plus the jobs of their earlier
 * digests that were never delivered. The digest is written to the outbox (dedupeKey
 * `digest:<user>:<UTC day>`), the earlier digests marked as taken over and the searches'
 * `last_alerted_at` advanced in one transaction, so a crash or a second run never writes twice
 * and no job is dropped; delivery happens afterwards and claims each row before sending.
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
    failed: [],
    carried: 0,
    dryRunDigests: [],
  };
  const today = utcDay(now);
  const undelivered = await undeliveredDigests(db, today);
  const carriedJobs = await jobsByIds(
    db,
    [...undelivered.values()].flatMap((digests) =>
      digests.flatMap((digest) => digest.searches.flatMap((search) => search.jobIds)),
    ),
  );
  const active = await db
    .select({
      search: savedSearches,
      email: users.email,
      name: users.name,
      locale: users.locale,
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

  const writer = createDigestWriter(db, mailer, now, result);

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
    // The digest reads in the language the user chose, and its links open the pages in it.
    const locale = isLocale(first.locale) ? first.locale : DEFAULT_LOCALE;
    const siteLink = (path: string) => `${siteUrl}${localizedPath(path, locale)}`;

    const sections: (DigestSection & { searchId: string })[] = [];
    for (const row of rows) {
      const jobs = await findNewJobsOnce(row.search);
      sections.push({
        searchId: row.search.id,
        searchName: row.search.name,
        criteria: describeSavedSearch(row.search, locale),
        jobs,
        runUrl: siteLink(`/jobs?${searchParamsOf(row.search).toString()}`),
      });
    }
    const earlier = (undelivered.get(userId) ?? []).filter(
      (digest) => digest.dedupeKey !== `digest:${userId}:${today}`,
    );
    const withCarried = (claimed: ReadonlySet<string>) =>
      withCarriedJobs(sections, earlier, carriedJobs, claimed);
    const carriedFrom = earlier.map((digest) => digest.id);
    if (options.dryRun) {
      const preview = withCarried(new Set(carriedFrom));
      if (preview.length === 0) continue;
      const jobCount = preview.reduce((sum, section) => sum + section.jobs.length, 0);
      result.dryRunDigests.push({ userId, to: first.email, jobs: jobCount });
      result.digests++;
      result.jobs += jobCount;
      continue;
    }
    // Nothing new and nothing still open to carry: no digest (and earlier ones keep their state).
    if (withCarried(new Set(carriedFrom)).length === 0) continue;
    const token = createUnsubscribeToken(options.secret, userId);
    const manageToken = createManageToken(options.secret, userId, now);
    const dedupeKey = `digest:${userId}:${today}`;
    const id = randomUUID();
    await writer.add({
      id,
      dedupeKey,
      carriedFrom,
      render: (claimed) => {
        const filled = withCarried(claimed);
        if (filled.length === 0) return null;
        const message = digestEmail({
          to: first.email,
          name: first.name,
          locale,
          siteUrl,
          sections: filled,
          manageUrl: siteLink(`/alerts/manage?token=${manageToken}`),
          unsubscribeUrl: siteLink(`/alerts/unsubscribe?token=${token}`),
          unsubscribeMailto: `mailto:${mailAddress(options.mailFrom)}?subject=unsubscribe`,
          dedupeKey,
        });
        return {
          message: {
            ...message,
            id,
            dedupeKey,
            digestJobs: filled.map((section) => ({
              searchId: section.searchId,
              jobIds: section.jobs.map((job) => job.id),
            })),
          },
          searchIds: filled.map((section) => section.searchId),
          jobCount: filled.reduce((sum, section) => sum + section.jobs.length, 0),
        };
      },
    });
  }
  await writer.flush();

  if (!options.dryRun && (options.deliver || options.handOver) && mailer.mode === "smtp")
    await handOverDueDigests(mailer, options, result);
  return result;
}
