import { DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from "#domain/interface-locales";
import { desc, eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { profiles, savedSearches, users } from "#server/db/schema";
import {
  deleteSavedSearch,
  searchParamsOf,
  updateSavedSearch,
} from "#server/modules/accounts/saved-searches";
import { describeSavedSearch } from "#server/modules/accounts/describe-saved-search";
import type { EmailMessage } from "#server/email/send-email";
import { createManageToken } from "./manage-token";
import { manageLinkEmail } from "./manage-link-email";
import { pauseAllSearches } from "./unsubscribe-from-alerts";

export type AlertFrequency = "daily" | "weekly";

/** One saved search as the manage page shows it. */
export type ManagedSearch = {
  id: string;
  name: string;
  /** The filters in words, e.g. "Keywords: nutrition · Location: Kenya · Grade: P-3". */
  criteria: string;
  isActive: boolean;
  /** The /jobs query string that runs the search. */
  query: string;
};

export type AlertsOverview = {
  email: string;
  frequency: AlertFrequency;
  searches: ManagedSearch[];
};

/** What the manage page lists for a user; null when the account no longer exists. */
export async function alertsOverview(
  db: Database,
  userId: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<AlertsOverview | null> {
  const [user] = await db
    .select({ email: users.email, frequency: profiles.alertFrequency })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!user) return null;
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt));
  return {
    email: user.email,
    frequency: user.frequency ?? "daily",
    searches: rows.map((row) => ({
      id: row.id,
      name: row.name,
      criteria: describeSavedSearch(row, locale),
      isActive: row.isActive,
      query: searchParamsOf(row).toString(),
    })),
  };
}

export type ManageAction =
  | { intent: "frequency"; frequency: string }
  | { intent: "pause" | "resume" | "delete"; searchId: string }
  | { intent: "stop-all" };

/** What happened; the page turns it into a sentence. */
export type ManageOutcome =
  "daily" | "weekly" | "paused" | "resumed" | "deleted" | "stopped" | "not-found" | "bad-request";

/**
 * One change from the manage page, for the user its token was signed for. Every search change is
 * bound to that user: another user's search id is "not-found", as in the dashboard.
 */
export async function applyManageAction(
  db: Database,
  userId: string,
  action: ManageAction,
): Promise<ManageOutcome> {
  switch (action.intent) {
    case "frequency": {
      if (action.frequency !== "daily" && action.frequency !== "weekly") return "bad-request";
      const frequency: AlertFrequency = action.frequency;
      const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      if (!user) return "not-found";
      await db
        .insert(profiles)
        .values({ userId, alertFrequency: frequency })
        .onConflictDoUpdate({
          target: profiles.userId,
          set: { alertFrequency: frequency, updatedAt: new Date() },
        });
      return frequency;
    }
    case "pause":
    case "resume": {
      const updated = await updateSavedSearch(db, userId, action.searchId, {
        isActive: action.intent === "resume",
      });
      if (!updated) return "not-found";
      return action.intent === "resume" ? "resumed" : "paused";
    }
    case "delete":
      return (await deleteSavedSearch(db, userId, action.searchId)) ? "deleted" : "not-found";
    case "stop-all":
      await pauseAllSearches(db, userId);
      return "stopped";
  }
}

/**
 * Sends the user a fresh manage link, to their own address only (the expired token names them, so
 * nothing is revealed to whoever holds it). At most one per user and UTC hour. False when the
 * account no longer exists.
 */
export async function sendFreshManageLink(
  db: Database,
  send: (message: EmailMessage) => Promise<void>,
  options: {
    secret: string;
    siteUrl: string;
    userId: string;
    now: Date;
    /** The language of the page that asked; the user's own choice comes first. */
    pageLocale: Locale;
  },
): Promise<boolean> {
  const [user] = await db
    .select({ email: users.email, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.id, options.userId));
  if (!user) return false;
  const token = createManageToken(options.secret, options.userId, options.now);
  const locale = isLocale(user.locale) ? user.locale : options.pageLocale;
  await send(
    manageLinkEmail({
      to: user.email,
      name: user.name,
      locale,
      manageUrl: `${options.siteUrl}${localizedPath(`/alerts/manage?token=${token}`, locale)}`,
      dedupeKey: `manage-link:${options.userId}:${options.now.toISOString().slice(0, 13)}`,
    }),
  );
  return true;
}
