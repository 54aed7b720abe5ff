import { deleteCv } from "#server/modules/cv/cv-documents";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { profiles, users } from "#server/db/schema";
import type { Locale } from "#domain/interface-locales";
import type { AlertSettingsFormInput, ProfileFormInput } from "#domain/account-settings-form";

export type Profile = {
  fullName: string;
  careerFocus: string;
  alertFrequency: "daily" | "weekly";
  deadlineReminders: boolean;
  trackerReminders: boolean;
};

export async function getProfile(
  db: Database,
  userId: string,
  fallbackName = "",
): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return {
    fullName: row?.fullName ?? fallbackName,
    careerFocus: row?.careerFocus ?? "",
    alertFrequency: row?.alertFrequency ?? "daily",
    deadlineReminders: row?.deadlineReminders ?? false,
    trackerReminders: row?.trackerReminders ?? false,
  };
}

async function upsert(db: Database, userId: string, values: Partial<typeof profiles.$inferInsert>) {
  await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } });
}

export async function updateProfile(db: Database, userId: string, input: ProfileFormInput) {
  await upsert(db, userId, { fullName: input.fullName, careerFocus: input.careerFocus || null });
  await db
    .update(users)
    .set({ name: input.fullName, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function updateAlertSettings(
  db: Database,
  userId: string,
  input: AlertSettingsFormInput,
) {
  await upsert(db, userId, input);
}

/** The language of the user's e-mails and of the site's suggestion. */
export async function updateUserLocale(db: Database, userId: string, locale: Locale) {
  await db.update(users).set({ locale, updatedAt: new Date() }).where(eq(users.id, userId));
}

/**
 * Deletes the user; sessions, accounts, profile, saved jobs and searches and the CV go with it
 * (cascade), and the AI drafts made from the CV are deleted here.
 */
export async function deleteAccount(db: Database, userId: string) {
  await deleteCv(db, userId);
  await db.delete(users).where(eq(users.id, userId));
}
