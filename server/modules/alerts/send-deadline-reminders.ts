import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import type { Mailer } from "#server/email/send-email";
import { DEFAULT_LOCALE, isLocale } from "#domain/interface-locales";
import { deadlineReminderEmail } from "./deadline-reminder-email";

/** How long before a saved job closes its reminder goes out. */
export const REMINDER_WINDOW_DAYS = 3;

type ReminderRow = {
  user_id: string;
  email: string;
  name: string;
  locale: string | null;
  job_id: string;
  title: string;
  organization: string;
  location: string;
  expires_at: Date | string;
};

export type ReminderResult = { reminders: number; outboxIds: string[] };

/**
 * The opt-in deadline reminders: one e-mail per saved job, sent once its deadline is less than
 * three days away. The outbox dedupe key (`reminder:<user>:<job>`) makes it one e-mail ever, however
 * often the task runs. A saved job the user also tracks, with tracker reminders on, is left to
 * those (sendTrackerReminders), which know whether the application is already sent.
 */
export async function sendDeadlineReminders(
  db: Database,
  mailer: Mailer,
  options: { now: Date; siteUrl: string },
): Promise<ReminderResult> {
  const now = options.now.toISOString();
  const rows = await queryRows<ReminderRow>(
    db,
    sql`select u.id as user_id, u.email, coalesce(p.full_name, u.name) as name, u.locale, j.id as job_id, j.title, j.organization,
               j.location, j.expires_at
          from saved_jobs s
          join "user" u on u.id = s.user_id and u.email_verified
          join profiles p on p.user_id = s.user_id and p.deadline_reminders
          join jobs j on j.id = s.job_id and j.status = 'active'
         where j.expires_at > ${now}::timestamptz
           and j.expires_at <= ${now}::timestamptz + make_interval(days => ${REMINDER_WINDOW_DAYS}::int)
           and not exists (select 1 from email_outbox o where o.dedupe_key = 'reminder:' || u.id || ':' || j.id)
           and not (p.tracker_reminders
                    and exists (select 1 from tracked_applications t
                                 where t.user_id = s.user_id and t.job_id = s.job_id))
         order by u.id, j.expires_at`,
  );
  const outboxIds: string[] = [];
  for (const row of rows) {
    const id = await mailer.enqueue(
      deadlineReminderEmail({
        to: row.email,
        name: row.name,
        locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
        siteUrl: options.siteUrl,
        job: {
          id: row.job_id,
          title: row.title,
          organization: row.organization,
          location: row.location,
        },
        deadline: new Date(row.expires_at),
        dedupeKey: `reminder:${row.user_id}:${row.job_id}`,
      }),
    );
    if (id) outboxIds.push(id);
  }
  return { reminders: outboxIds.length, outboxIds };
}
