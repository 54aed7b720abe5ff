import { sql, type SQL } from "drizzle-orm";
import { ADMIN_EDITABLE_COLUMNS } from "#server/db/schema";

const excluded = (column: string) => sql.raw(`excluded.${column}`);
// A run that skipped a detail fetch brings no description: keep the stored one.
const keepStoredWhenEmpty = (column: string) =>
  sql.raw(`case when excluded.description = '' then jobs.${column} else excluded.${column} end`);

/** What a changed job takes from the new posting; first seen, links and id stay. */
const FROM_EXCLUDED = {
  title: excluded("title"),
  organization: excluded("organization"),
  organizationSlug: excluded("organization_slug"),
  location: excluded("location"),
  city: excluded("city"),
  country: excluded("country"),
  countryCode: excluded("country_code"),
  region: excluded("region"),
  isRemote: excluded("is_remote"),
  isMultiLocation: excluded("is_multi_location"),
  description: keepStoredWhenEmpty("description"),
  descriptionText: keepStoredWhenEmpty("description_text"),
  summaryExcerpt: keepStoredWhenEmpty("summary_excerpt"),
  link: excluded("link"),
  professionalField: excluded("professional_field"),
  level: excluded("level"),
  gradeCode: excluded("grade_code"),
  gradeSource: excluded("grade_source"),
  gradeConfidence: excluded("grade_confidence"),
  contractType: excluded("contract_type"),
  nationalsOnly: excluded("nationals_only"),
  // Read from the description: kept with it when a run brings none.
  languagesRequired: keepStoredWhenEmpty("languages_required"),
  languagesAsset: keepStoredWhenEmpty("languages_asset"),
  languageOther: keepStoredWhenEmpty("language_other"),
  postingLanguage: keepStoredWhenEmpty("posting_language"),
  expiresAt: excluded("expires_at"),
  closingDate: excluded("closing_date"),
  closingDateBasis: excluded("closing_date_basis"),
  postedDate: excluded("posted_date"),
  // An admin-set deadline decides the status (a closed job listed again reopens, as below).
  status: sql.raw(
    `case when 'deadline' = any(jobs.admin_edited_fields) then (case when jobs.expires_at is not null and jobs.expires_at <= excluded.last_seen_at then 'expired' else 'active' end) else excluded.status end`,
  ),
  contentHash: excluded("content_hash"),
  dedupeKey: excluded("dedupe_key"),
  lastSeenAt: excluded("last_seen_at"),
  updatedAt: excluded("last_seen_at"),
};

/** The column a field an admin edited decides keeps the admin's value (admin edits win). */
function keepAdminEdits(set: Record<string, SQL>): Record<string, SQL> {
  const columnOf = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  const fieldOf = new Map<string, string>(
    Object.entries(ADMIN_EDITABLE_COLUMNS).flatMap(([field, columns]) =>
      columns.map((column): [string, string] => [column, field]),
    ),
  );
  return Object.fromEntries(
    Object.entries(set).map(([key, value]) => {
      const column = columnOf(key);
      const field = fieldOf.get(column);
      return [
        key,
        field
          ? sql`case when ${sql.raw(`'${field}'`)} = any(jobs.admin_edited_fields) then ${sql.raw(`jobs.${column}`)} else ${value} end`
          : value,
      ];
    }),
  );
}

/** What a changed job of the same source takes from its new posting, admin edits kept. */
export const UPDATE_FROM_EXCLUDED = keepAdminEdits(FROM_EXCLUDED);
