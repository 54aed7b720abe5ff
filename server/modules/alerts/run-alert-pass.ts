import { describeSavedSearch } from "#server/modules/accounts/describe-saved-search";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import {
  emailOutbox,
  jobs as jobsTable,
  profiles,
  savedSearches,
  users,
  type DigestSearchJobs,
} from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";
import { buildJobFilters } from "#server/modules/jobs/job-filters";
import { InvalidQueryError, parseJobQuery } from "#server/modules/jobs/job-query";
import { searchCondition } from "#server/modules/jobs/search-condition";
import { searchParamsOf } from "#server/modules/accounts/saved-searches";
import { digestEmail, type DigestJob, type DigestSection } from "./digest-email";
import { createUnsubscribeToken, readUnsubscribeToken } from "./unsubscribe-token";
import { createManageToken } from "./manage-token";
import { DEFAULT_LOCALE, isLocale, localizedPath } from "#domain/interface-locales";

/** At most this many jobs per saved search in one digest (the link shows the rest). */
export const JOBS_PER_SEARCH = 20;
const DIGESTS_PER_TRANSACTION = 200;
const HAND_OVER_CHUNK = 500;
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
    // The search box read as the listing reads it (organisations, grades, places, spellings).
    search: searchCondition(query),
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
  return rows.map(toDigestJob);
}

type UndeliveredDigest = { id: string; dedupeKey: string; searches: DigestSearchJobs[] };

/**
 * Alert digests that never reached the user (pending, failing or given up) and that no later
 * digest has taken over yet, by user. Today's own digest is among them while it is being retried.
 */
async function undeliveredDigests(
  db: Database,
  today: string,
): Promise<Map<string, UndeliveredDigest[]>> {
  const rows = await db
    .select({
      id: emailOutbox.id,
      dedupeKey: emailOutbox.dedupeKey,
      digestJobs: emailOutbox.digestJobs,
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "alert-digest"),
        inArray(emailOutbox.status, ["pending", "failed"]),
        isNull(emailOutbox.supersededBy),
        isNotNull(emailOutbox.digestJobs),
      ),
    );
  const byUser = new Map<string, UndeliveredDigest[]>();
  for (const row of rows) {
    // `digest:<user>:<UTC day>`
    const key = row.dedupeKey ?? "";
    const userId = key.slice("digest:".length, key.lastIndexOf(":"));
    if (!key.startsWith("digest:") || !userId || key.endsWith(`:${today}`)) continue;
    const list = byUser.get(userId) ?? [];
    list.push({ id: row.id, dedupeKey: key, searches: row.digestJobs ?? [] });
    byUser.set(userId, list);
  }
  return byUser;
}

/** The still-open jobs among these ids, for carrying into a later digest. */
async function jobsByIds(db: Database, ids: string[]): Promise<Map<string, DigestJob>> {
  const unique = [...new Set(ids)];
  const found = new Map<string, DigestJob>();
  // In slices, to stay far below PostgreSQL's limit on bound parameters after a long outage.
  for (let start = 0; start < unique.length; start += 5000) {
    const rows = await db
      .select({
        id: jobsTable.id,
        title: jobsTable.title,
        organization: jobsTable.organization,
        location: jobsTable.location,
        grade_code: jobsTable.gradeCode,
        expires_at: jobsTable.expiresAt,
      })
      .from(jobsTable)
      .where(
        and(
          inArray(jobsTable.id, unique.slice(start, start + 5000)),
          eq(jobsTable.status, "active"),
        ),
      );
    for (const row of rows) found.set(row.id, toDigestJob(row));
  }
  return found;
}

function toDigestJob(row: {
  id: string;
  title: string;
  organization: string;
  location: string;
  grade_code: string | null;
  expires_at: string | Date | null;
}): DigestJob {
  return {
    id: row.id,
    title: row.title,
    organization: row.organization,
    location: row.location,
    gradeCode: row.grade_code,
    expiresAt: row.expires_at ? new Date(row.expires_at) : null,
  };
}

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

  // Digests are written in transactions of up to DIGESTS_PER_TRANSACTION: the outbox rows and the
  // searches they advance commit together, so a crash or a second run never sends twice.
  type PendingDigest = {
    id: string;
    dedupeKey: string;
    /** Earlier undelivered digests of the user whose jobs this one would carry. */
    carriedFrom: string[];
    /** Builds the message with the jobs of those earlier digests this pass managed to take over. */
    render: (claimed: ReadonlySet<string>) => {
      message: EmailMessage & { dedupeKey: string };
      searchIds: string[];
      jobCount: number;
    } | null;
  };
  let pending: PendingDigest[] = [];
  const flush = async () => {
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    const written = await db.transaction(async (tx) => {
      // Take over the user's undelivered earlier digests: of two passes racing, only one gets
      // them (the row locks and `superseded_by is null` decide), and it carries their jobs.
      const claimedByDigest = new Map<string, Set<string>>();
      for (const digest of batch) {
        if (digest.carriedFrom.length === 0) continue;
        const claimed = await tx
          .update(emailOutbox)
          .set({
            supersededBy: digest.id,
            // One still being retried stops; one already given up stays `failed`, for the admin.
            status: sql`case when ${emailOutbox.status} = 'pending' or ${emailOutbox.nextAttemptAt} is not null then 'superseded' else ${emailOutbox.status} end`,
            nextAttemptAt: null,
          })
          .where(
            and(
              inArray(emailOutbox.id, digest.carriedFrom),
              inArray(emailOutbox.status, ["pending", "failed"]),
              isNull(emailOutbox.supersededBy),
            ),
          )
          .returning({ id: emailOutbox.id });
        claimedByDigest.set(digest.id, new Set(claimed.map((row) => row.id)));
      }
      const rendered = batch.flatMap((digest) => {
        const claimed = claimedByDigest.get(digest.id) ?? new Set<string>();
        const built = digest.render(claimed);
        return built ? [{ ...built, digest, claimed }] : [];
      });
      const ids = await mailer.enqueueMany(
        rendered.map((entry) => entry.message),
        tx,
      );
      for (const entry of rendered) {
        if (entry.claimed.size > 0 && !ids.has(entry.message.dedupeKey)) {
          // Another pass wrote today's digest for this user after we took over the earlier ones:
          // undo the whole batch rather than lose their jobs; the next pass does it again.
          throw new Error(`digest ${entry.message.dedupeKey} was written by another pass`);
        }
      }
      // Only the searches that contributed to a new digest move on; the others keep their window.
      const advanced = rendered
        .filter((entry) => ids.has(entry.message.dedupeKey))
        .flatMap((entry) => entry.searchIds);
      if (advanced.length > 0) {
        await tx
          .update(savedSearches)
          .set({ lastAlertedAt: now })
          .where(inArray(savedSearches.id, advanced));
      }
      return rendered.filter((entry) => ids.has(entry.message.dedupeKey));
    });
    for (const entry of written) {
      result.digests++;
      result.jobs += entry.jobCount;
      result.carried += entry.claimed.size;
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
    /** The sections with the jobs of the claimed earlier digests added to their own searches. */
    const withCarried = (claimed: ReadonlySet<string>) =>
      sections
        .map((section) => {
          const seen = new Set(section.jobs.map((job) => job.id));
          const extra: DigestJob[] = [];
          for (const digest of earlier) {
            if (!claimed.has(digest.id)) continue;
            for (const search of digest.searches) {
              if (search.searchId !== section.searchId) continue;
              for (const jobId of search.jobIds) {
                const job = carriedJobs.get(jobId);
                if (job && !seen.has(jobId)) {
                  seen.add(jobId);
                  extra.push(job);
                }
              }
            }
          }
          return { ...section, jobs: [...section.jobs, ...extra] };
        })
        .filter((section) => section.jobs.length > 0);
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
    pending.push({
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
    if (pending.length >= DIGESTS_PER_TRANSACTION) await flush();
  }
  await flush();

  if (!options.dryRun && (options.deliver || options.handOver) && mailer.mode === "smtp") {
    // New digests, any an earlier run queued but did not get to hand over (crash), failed ones
    // whose next attempt is due, and claims whose worker died. Delivery claims each row, so a
    // second pass doing the same at the same time sends nothing twice. One failure does not stop
    // the others.
    const deliver = options.deliver;
    const handOver = options.handOver;
    const due = await mailer.dueIds(["alert-digest"]);
    result.delivered.push(...due);
    if (handOver) {
      for (let start = 0; start < due.length; start += HAND_OVER_CHUNK) {
        const chunk = due.slice(start, start + HAND_OVER_CHUNK);
        try {
          result.failed.push(...(await handOver(chunk)));
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result.failed.push(...chunk.map((id) => ({ id, error: message })));
        }
      }
      return result;
    }
    if (!deliver) return result;
    for (const id of due) {
      try {
        await deliver(id);
      } catch (error) {
        result.failed.push({ id, error: error instanceof Error ? error.message : String(error) });
      }
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
