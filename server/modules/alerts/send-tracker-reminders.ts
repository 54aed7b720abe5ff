import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import type { Mailer } from "#server/email/send-email";
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

// The moment a tracked posting closes: its exact time when known, else the end of its closing day
// in UTC (as closingMoment in the applications module).
const CLOSES_AT = sql.raw(
  `coalesce(t.expires_at, (t.closing_date + time '23:59:59') at time zone 'UTC')`,
);

/**
 * The opt-in reminders of the application tracker, for users with a confirmed address:
 * - the posting of an application that is still "interested" or "preparing" closes within three
 *   days (one e-mail per application, key `tracker:<user>:closing:<application>`);
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
          select u.id as user_id, u.email, coalesce(p.full_name, u.name) as name, u.locale,
                 t.id as application_id, t.title, t.organization, ${CLOSES_AT} as closes_at,
                 'tracker:' || u.id || ':closing:' || t.id as dedupe_key
            from tracked_applications t
            join "user" u on u.id = t.user_id and u.email_verified
            join profiles p on p.user_id = t.user_id and p.tracker_reminders
           where t.status in ('interested', 'preparing')) due
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
