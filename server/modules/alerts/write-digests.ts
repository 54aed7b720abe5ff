import { and, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { emailOutbox, savedSearches } from "#server/db/schema";
import type { EmailMessage, Mailer } from "#server/email/send-email";

const DIGESTS_PER_TRANSACTION = 200;

/** A digest of one user waiting to be written with others in one transaction. */
export type PendingDigest = {
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

/**
 * Writes digests in transactions of up to DIGESTS_PER_TRANSACTION: the outbox rows and the
 * searches they advance commit together, so a crash or a second run never sends twice. Each
 * written digest is counted in `counts`. `add` writes a full batch; `flush` writes what is left.
 */
export function createDigestWriter(
  db: Database,
  mailer: Mailer,
  now: Date,
  counts: { digests: number; jobs: number; carried: number },
) {
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
      counts.digests++;
      counts.jobs += entry.jobCount;
      counts.carried += entry.claimed.size;
    }
  };
  return {
    add: async (digest: PendingDigest) => {
      pending.push(digest);
      if (pending.length >= DIGESTS_PER_TRANSACTION) await flush();
    },
    flush,
  };
}
