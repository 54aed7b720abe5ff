import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ClosingDateBasis } from "#domain/closing-date";
import type { ContractType } from "#domain/contract-types";
import type { LanguageNeed } from "#domain/language-requirements";
import { createdAt, tsvector, updatedAt } from "./columns";
import { organizations } from "./organizations";
import { sources } from "./sources";

export const JOB_STATUSES = ["active", "expired", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The equality filters a keyword search combines with its words, indexed with them (btree_gin) in
 * one GIN index of `jobs` (open jobs) and one of `job_search`, whose columns are named alike.
 */
export const SEARCH_FILTER_COLUMNS = [
  "level",
  "professionalField",
  "gradeCode",
  "contractType",
  "countryCode",
] as const;

export type JobLink = { source: string; url: string };

/**
 * The fields of the admin job form and the columns each decides. A field an admin edited is named
 * in `jobs.admin_edited_fields`, and a later crawl of the job's source leaves its columns alone.
 */
export const ADMIN_EDITABLE_COLUMNS = {
  title: ["title"],
  organization: ["organization", "organization_slug"],
  link: ["link"],
  postedDate: ["posted_date"],
  level: ["level"],
  field: ["professional_field"],
  grade: ["grade_code", "grade_source", "grade_confidence"],
  dutyStation: [
    "location",
    "city",
    "country",
    "country_code",
    "region",
    "is_remote",
    "is_multi_location",
  ],
  deadline: ["expires_at", "closing_date", "closing_date_basis"],
  description: ["description", "description_text", "summary_excerpt"],
} as const;
export type AdminEditableField = keyof typeof ADMIN_EDITABLE_COLUMNS;

/** A job posting, normalised. `description` is sanitised HTML; `description_text` its plain text. */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    source: text("source").notNull(),
    sourceId: uuid("source_id").references(() => sources.id, { onDelete: "set null" }),
    externalId: text("external_id").notNull(),
    title: text("title").notNull(),
    organization: text("organization").notNull(),
    organizationId: uuid("organization_id").references(() => organizations.id, {
      onDelete: "set null",
    }),
    organizationSlug: text("organization_slug"),
    logoUrl: text("logo_url"),
    location: text("location").notNull().default("Location not specified"),
    city: text("city"),
    country: text("country"),
    countryCode: text("country_code"),
    region: text("region"),
    isRemote: boolean("is_remote").notNull().default(false),
    isMultiLocation: boolean("is_multi_location").notNull().default(false),
    description: text("description").notNull().default(""),
    descriptionText: text("description_text").notNull().default(""),
    link: text("link").notNull(),
    links: jsonb("links").$type<JobLink[]>().notNull().default([]),
    professionalField: text("professional_field"),
    level: text("level"),
    gradeCode: text("grade_code"),
    gradeSource: text("grade_source"),
    gradeConfidence: real("grade_confidence"),
    /** Read from the posting by classifyContract (domain/contract-types.ts); null: not said. */
    contractType: text("contract_type").$type<ContractType>(),
    /** True: only nationals may apply; false: recruited internationally; null: not said. */
    nationalsOnly: boolean("nationals_only"),
    /**
     * The languages (ISO 639-1 codes) the posting requires and those it counts as an asset, read by
     * readLanguageRequirements (domain/language-requirements.ts); null: not read yet (a job stored
     * before they were read, filled in at start-up), empty: the posting names none.
     */
    languagesRequired: text("languages_required").array(),
    languagesAsset: text("languages_asset").array(),
    /** One more language the posting asks for without naming a single one ("another UN language"). */
    languageOther: text("language_other").$type<LanguageNeed>(),
    /**
     * The language the posting is written in (ISO 639-1), read by detectPostingLanguage
     * (domain/posting-language.ts); "und": read, but too short or unsure; null: not read yet (a job
     * stored before it was read, filled in at start-up). It picks the text-search configuration
     * of `search` (search_config_of).
     */
    postingLanguage: text("posting_language"),
    /** The deadline as a UTC instant. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** The deadline's calendar date as the posting states it. */
    closingDate: date("closing_date"),
    /**
     * Where the closing date came from (domain/closing-date.ts): the platform's field, the
     * posting's own text, or the platform's field read through the tenant's documented rule.
     */
    closingDateBasis: text("closing_date_basis").$type<ClosingDateBasis>(),
    postedDate: timestamp("posted_date", { withTimezone: true }).notNull().defaultNow(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    status: text("status").$type<JobStatus>().notNull().default("active"),
    /**
     * Set on the sample loaded at first start: when the employer's page or feed was recorded
     * (the job keeps the recording's own dates). Null for every job a live crawl stored.
     */
    sampleRecordedAt: timestamp("sample_recorded_at", { withTimezone: true }),
    /** Form fields an admin edited (see ADMIN_EDITABLE_COLUMNS): crawls keep their values. */
    adminEditedFields: text("admin_edited_fields")
      .array()
      .$type<AdminEditableField[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    summaryExcerpt: text("summary_excerpt"),
    contentHash: text("content_hash"),
    /** Same organisation, title, country and closing date: the same vacancy from another source. */
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(coalesce("title", ''))), 'A') || setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(coalesce("organization", ''))), 'B') || setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(coalesce("location", '') || ' ' || coalesce("country", ''))), 'B') || setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(left(coalesce("description_text", ''), 20000))), 'C')`,
    ),
  },
  (table) => [
    check("jobs_status_check", sql`${table.status} in ('active', 'expired', 'closed')`),
    check(
      "jobs_contract_type_check",
      sql`${table.contractType} in ('staff', 'national', 'temporary', 'consultant', 'internship', 'volunteer')`,
    ),
    check("jobs_language_other_check", sql`${table.languageOther} in ('required', 'asset')`),
    check(
      "jobs_closing_date_basis_check",
      sql`${table.closingDateBasis} in ('platform-field', 'posting-text', 'tenant-rule')`,
    ),
    uniqueIndex("jobs_source_external_id_key").on(table.source, table.externalId),
    index("jobs_status_posted_idx").on(table.status, table.postedDate.desc(), table.id.desc()),
    index("jobs_status_expires_idx").on(table.status, table.expiresAt, table.id),
    // Open jobs (status 'active', deadline unset or ahead; see OPEN in job-filters.ts) with the
    // facet columns: counting them and counting facets over them are index-only range scans.
    index("jobs_open_facets_idx")
      .on(
        sql`coalesce(${table.expiresAt}, 'infinity'::timestamptz)`,
        table.expiresAt,
        table.level,
        table.professionalField,
        table.gradeCode,
        table.organizationSlug,
        table.organization,
        table.countryCode,
        table.country,
        table.contractType,
        table.nationalsOnly,
        table.region,
      )
      .where(sql`${table.status} = 'active'`),
    // Open jobs with every column the similar-jobs ranking reads (similar-jobs.ts): its two ways
    // of finding candidates, by field and by country with grade or level, are index-only scans of
    // the jobs still open, and only the few ranked first are read from the table.
    index("jobs_open_similar_field_idx")
      .on(
        table.professionalField,
        sql`coalesce(${table.expiresAt}, 'infinity'::timestamptz)`,
        table.expiresAt,
        table.countryCode,
        table.gradeCode,
        table.level,
        table.city,
        table.region,
        table.organizationSlug,
        table.postedDate,
        table.sampleRecordedAt,
        table.id,
      )
      .where(sql`${table.status} = 'active'`),
    index("jobs_open_similar_place_idx")
      .on(
        table.countryCode,
        table.gradeCode,
        table.level,
        sql`coalesce(${table.expiresAt}, 'infinity'::timestamptz)`,
        table.expiresAt,
        table.professionalField,
        table.city,
        table.region,
        table.organizationSlug,
        table.postedDate,
        table.sampleRecordedAt,
        table.id,
      )
      .where(sql`${table.status} = 'active'`),
    index("jobs_level_idx").on(table.level),
    index("jobs_field_idx").on(table.professionalField),
    index("jobs_grade_idx").on(table.gradeCode),
    index("jobs_country_idx").on(table.countryCode),
    index("jobs_contract_type_idx").on(table.contractType),
    index("jobs_languages_required_idx").using("gin", table.languagesRequired),
    index("jobs_languages_asset_idx").using("gin", table.languagesAsset),
    index("jobs_organization_id_idx").on(table.organizationId),
    index("jobs_organization_slug_idx").on(table.organizationSlug),
    index("jobs_organization_lower_idx").on(sql`lower(${table.organization})`),
    index("jobs_source_idx").on(table.source),
    index("jobs_first_seen_idx").on(table.firstSeenAt),
    index("jobs_dedupe_key_idx").on(table.dedupeKey),
    index("jobs_search_idx").using("gin", table.search),
    // Open-status jobs' words together with the equality filters a search combines with them
    // (btree_gin): a keyword with a level, field, grade, contract type or country is one bitmap
    // of exactly the rows that match both, instead of every row of the level re-checked for the
    // words (or every row with the words re-checked for the level).
    index("jobs_active_search_filters_idx")
      .using("gin", table.search, ...SEARCH_FILTER_COLUMNS.map((column) => table[column]))
      .where(sql`${table.status} = 'active'`),
    // The language filter of open jobs (`postingLanguage=fr`): when a search's words match none of
    // them, the typo-tolerant title match ANDs this bitmap with the trigram index's instead of
    // checking the language on every heap row its trigrams find.
    index("jobs_open_posting_language_idx")
      .on(table.postingLanguage)
      .where(sql`${table.status} = 'active'`),
    index("jobs_title_trgm_idx").using("gin", sql`immutable_unaccent(${table.title}) gin_trgm_ops`),
    index("jobs_location_trgm_idx").using(
      "gin",
      sql`immutable_unaccent(${table.location} || ' ' || coalesce(${table.country}, '')) gin_trgm_ops`,
    ),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
export type NewJobRow = typeof jobs.$inferInsert;
