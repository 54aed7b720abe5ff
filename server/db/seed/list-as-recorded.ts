import { sql } from "drizzle-orm";
import type { Database } from "#server/db/create-db";
import { queryRows } from "#server/db/query-rows";
import { deadlineOptionsFor, deadlineScanText, findDeadlineMentions } from "#domain/deadlines";

/**
 * Marks a recorded source's jobs as the sample, with the time the recording was made, and lists
 * them as recorded (see `listAsRecorded`).
 */
export async function markRecordedSample(db: Database, source: string, capturedAt: Date) {
  await db.execute(sql`
    update jobs set sample_recorded_at = ${capturedAt.toISOString()}::timestamptz
    where source = ${source}`);
  await listAsRecorded(db, source);
}

/**
 * A sample job keeps every date its recording gives (posted, first and last seen, the closing date
 * the posting states) and is listed as a recording, not as an open job: it has no deadline moment
 * (`expires_at`), so no expiry pass takes it off the listing while it is the sample, and its page
 * says when it was recorded and on which day it closed. Every date is then in the past, as it was.
 *
 * Where the employer's text states a deadline and the platform's own field gives another day (a
 * WFP advert says "DEADLINE FOR APPLICATIONS 14 March 2026" while Workday lists the posting until
 * 14 December), or gives none, the sample shows the day the text states: a page must not contradict
 * the advert it shows.
 */
async function listAsRecorded(db: Database, source: string) {
  await db.execute(sql`
    update jobs set expires_at = null, status = 'active'
    where source = ${source} and sample_recorded_at is not null`);
  const rows = await queryRows<{
    id: string;
    organization: string;
    country_code: string | null;
    description_text: string;
    closing_date: string | null;
  }>(
    db,
    sql`select id, organization, country_code, description_text,
          to_char(closing_date, 'YYYY-MM-DD') as closing_date
        from jobs where source = ${source} and sample_recorded_at is not null`,
  );
  for (const row of rows) {
    const stated = statedDeadlineDays(row.description_text, row.organization, row.country_code);
    if (stated.length === 0 || (row.closing_date && stated.includes(row.closing_date))) continue;
    await db.execute(sql`update jobs set closing_date = ${stated[0]}::date where id = ${row.id}`);
  }
}

/**
 * Deadline labels that name the last day to apply, in the languages the recordings use; "end date"
 * and "expiry" are left out, as adverts use them for the contract's end.
 */
const APPLICATION_DEADLINE_LABEL =
  /deadline|clos|apply|applica|posting\s+end|date\s+limite|cl[oô]ture|fecha/i;

/**
 * The days the employer's text states as its application deadline, in the order it states them,
 * read by the deadline parser with the employer's conventions.
 */
export function statedDeadlineDays(
  descriptionText: string,
  organization: string,
  countryCode: string | null,
): string[] {
  const mentions = findDeadlineMentions(
    deadlineScanText(descriptionText),
    deadlineOptionsFor(organization, countryCode),
  );
  return mentions
    .filter(
      (mention) => mention.outcome === "date" && APPLICATION_DEADLINE_LABEL.test(mention.label),
    )
    .map((mention) => mention.deadline!.localDate);
}
