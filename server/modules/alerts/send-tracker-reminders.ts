import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import type { Mailer } from "#server/email/send-email";
import { LIVE_CLOSES_AT_SQL } from "#server/modules/applications/live-closing";
import { isTimeZone } from "#domain/application-tracker";
import { DEFAULT_LOCALE, isLocale } from "#domain/interface-locales";
import { REMINDER_WINDOW_DAYS, type ReminderResult } from "./send-deadline-reminders";
import { closingReminderEmail, eventReminderEmail } from "./tracker-reminder-email";

/** How long before a test or interview its reminder goes out. */
export const EVENT_REMINDER_WINDOW_HOURS = 24;

type Recipient = {
  user_id: string;
  email: string;
  name: string;
  locale: string | null;
  dedupe_key: string;
};

type ClosingRow = Recipient & {
  application_id: string;
  title: string;
  organization: string;
  closes_at: Date | string;
};

type EventRow = Recipient & {
  application_id: string;
  title: string;
  organization: string;
  reference_number: string;
  kind: "test" | "interview";
  starts_at: Date | string;
  time_zone: string;
  note: string;
};

/**
 * The opt-in reminders of the application tracker, for users with a confirmed address:
 * - the posting of an application that is still "interested" or "preparing" closes within three
 *   days: the job's current closing time while it exists, else the one copied when tracking
 *   began (`live-closing.ts`); one e-mail per application and closing time, key
 *   `tracker:<user>:closing:<application>:<epoch seconds>`, so an extended deadline that comes
 *   near again is reminded of again;
 * - a test or interview starts within a day, unless the application was withdrawn or not
 *   selected (one e-mail per event and time, key `tracker:<user>:event:<event>:<epoch seconds>`,
 *   so a rescheduled interview is reminded of again).
 * The outbox's unique dedupe key (insert … on conflict do nothing) makes each one e-mail ever,
 * however often the task runs and however many workers run it at once.
 */
export async function sendTrackerReminders(
  db: Database,
  mailer: Mailer,
  options: { now: Date; siteUrl: string },
): Promise<ReminderResult> {
  const now = options.now.toISOString();
  const closing = await queryRows<ClosingRow>(
    db,
    sql`select * from (
         select *, 'tracker:' || user_id || ':closing:' || application_id || ':'
                   || floor(extract(epoch from closes_at))::bigint as dedupe_key from (
          select u.id as user_id, u.email, coalesce(p.full_name, u.name) as name, u.locale,
                 t.id as application_id, t.title, t.organization,
                 ${LIVE_CLOSES_AT_SQL} as closes_at
            from tracked_applications t
            left join jobs j on j.id = t.job_id
            join "user" u on u.id = t.user_id and u.email_verified
            join profiles p on p.user_id = t.user_id and p.tracker_reminders
           where t.status in ('interested', 'preparing')) live) due
         where closes_at > ${now}::timestamptz
           and closes_at <= ${now}::timestamptz + make_interval(days => ${REMINDER_WINDOW_DAYS}::int)
           and not exists (select 1 from email_outbox o where o.dedupe_key = due.dedupe_key)
         order by user_id, closes_at`,
  );
  const events = await queryRows<EventRow>(
    db,
    sql`select * from (
          select u.id as user_id, u.email, coalesce(p.full_name, u.name) as name, u.locale,
                 t.id as application_id, t.title, t.organization, t.reference_number,
                 e.kind, e.starts_at, e.time_zone, e.note,
                 'tracker:' || u.id || ':event:' || e.id || ':'
                   || floor(extract(epoch from e.starts_at))::bigint as dedupe_key
            from application_events e
            join tracked_applications t on t.id = e.application_id
             and t.status not in ('withdrawn', 'not-selected')
            join "user" u on u.id = t.user_id and u.email_verified
            join profiles p on p.user_id = t.user_id and p.tracker_reminders
           where e.kind in ('test', 'interview')
             and e.starts_at > ${now}::timestamptz
             and e.starts_at <= ${now}::timestamptz
                 + make_interval(hours => ${EVENT_REMINDER_WINDOW_HOURS}::int)) due
         where not exists (select 1 from email_outbox o where o.dedupe_key = due.dedupe_key)
         order by user_id, starts_at`,
  );
  const base = (row: ClosingRow | EventRow) => ({
    to: row.email,
    name: row.name,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    title: row.title,
    organization: row.organization,
    applicationUrl: `${options.siteUrl}/account/applications/${row.application_id}`,
    dashboardUrl: `${options.siteUrl}/dashboard`,
    dedupeKey: row.dedupe_key,
  });
  const messages = [
    ...closing.map((row) =>
      closingReminderEmail({ ...base(row), closesAt: new Date(row.closes_at) }),
    ),
    ...events.map((row) =>
      eventReminderEmail({
        ...base(row),
        kind: row.kind,
        startsAt: new Date(row.starts_at),
        timeZone: isTimeZone(row.time_zone) ? row.time_zone : "UTC",
        note: row.note,
        referenceNumber: row.reference_number,
      }),
    ),
  ];
  const outboxIds: string[] = [];
  for (const message of messages) {
    const id = await mailer.enqueue(message);
    if (id) outboxIds.push(id);
  }
  return { reminders: outboxIds.length, outboxIds };
}
