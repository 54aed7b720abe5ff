-- The language each posting is written in (domain/posting-language.ts, ISO 639-1; 'und': read
-- but unsure; null: not read yet, filled in at start-up), and its words indexed with the
-- text-search configuration of that language: French and Spanish postings with the French and
-- Spanish stemmers and stop words, other read languages with 'simple' (no stemming), and English,
-- unsure and not yet read postings with 'english' as before. PostgreSQL 15 cannot change a
-- generated column's expression, so `search` is dropped and added again (its indexes with it);
-- every job keeps the English words it had until its language is read.
ALTER TABLE "jobs" ADD COLUMN "posting_language" text;--> statement-breakpoint
ALTER TABLE "job_search" ADD COLUMN "posting_language" text;--> statement-breakpoint
CREATE FUNCTION search_config_of(posting_language text) RETURNS regconfig
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN posting_language = 'fr' THEN 'pg_catalog.french'::regconfig
    WHEN posting_language = 'es' THEN 'pg_catalog.spanish'::regconfig
    WHEN posting_language IS NULL OR posting_language IN ('en', 'und') THEN 'pg_catalog.english'::regconfig
    ELSE 'pg_catalog.simple'::regconfig
  END
$$;--> statement-breakpoint
ALTER TABLE "jobs" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(coalesce("title", ''))), 'A') || setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(coalesce("organization", ''))), 'B') || setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(coalesce("location", '') || ' ' || coalesce("country", ''))), 'B') || setweight(to_tsvector(search_config_of("posting_language"), immutable_unaccent(left(coalesce("description_text", ''), 20000))), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_active_search_filters_idx" ON "jobs" USING gin ("search","level","professional_field","grade_code","contract_type","country_code") WHERE "jobs"."status" = 'active';--> statement-breakpoint
-- The search table's triggers (migration 0021) copy the posting's language with its words.
CREATE OR REPLACE FUNCTION job_search_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_search" ("id", "search", "posted_date", "expires_at", "level", "professional_field", "grade_code", "contract_type", "country_code", "country", "location", "organization", "organization_slug", "source", "is_remote", "nationals_only", "posting_language")
  SELECT n."id", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only", n."posting_language" FROM inserted_jobs n
  WHERE n."status" = 'active' AND coalesce(n."expires_at", 'infinity'::timestamptz) > now()
  ON CONFLICT ("id") DO UPDATE SET
    "search" = excluded."search",
    "posted_date" = excluded."posted_date",
    "expires_at" = excluded."expires_at",
    "level" = excluded."level",
    "professional_field" = excluded."professional_field",
    "grade_code" = excluded."grade_code",
    "contract_type" = excluded."contract_type",
    "country_code" = excluded."country_code",
    "country" = excluded."country",
    "location" = excluded."location",
    "organization" = excluded."organization",
    "organization_slug" = excluded."organization_slug",
    "source" = excluded."source",
    "is_remote" = excluded."is_remote",
    "nationals_only" = excluded."nationals_only",
    "posting_language" = excluded."posting_language";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION job_search_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "job_search" s
  USING updated_jobs_old o JOIN updated_jobs_new n ON n."id" = o."id"
  WHERE s."id" = n."id" AND NOT (n."status" = 'active' AND coalesce(n."expires_at", 'infinity'::timestamptz) > now())
    AND (o."status", o."search", o."posted_date", o."expires_at", o."level", o."professional_field", o."grade_code", o."contract_type", o."country_code", o."country", o."location", o."organization", o."organization_slug", o."source", o."is_remote", o."nationals_only", o."posting_language") IS DISTINCT FROM (n."status", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only", n."posting_language");
  INSERT INTO "job_search" ("id", "search", "posted_date", "expires_at", "level", "professional_field", "grade_code", "contract_type", "country_code", "country", "location", "organization", "organization_slug", "source", "is_remote", "nationals_only", "posting_language")
  SELECT n."id", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only", n."posting_language" FROM updated_jobs_old o JOIN updated_jobs_new n ON n."id" = o."id"
  WHERE n."status" = 'active' AND coalesce(n."expires_at", 'infinity'::timestamptz) > now() AND (o."status", o."search", o."posted_date", o."expires_at", o."level", o."professional_field", o."grade_code", o."contract_type", o."country_code", o."country", o."location", o."organization", o."organization_slug", o."source", o."is_remote", o."nationals_only", o."posting_language") IS DISTINCT FROM (n."status", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only", n."posting_language")
  ON CONFLICT ("id") DO UPDATE SET
    "search" = excluded."search",
    "posted_date" = excluded."posted_date",
    "expires_at" = excluded."expires_at",
    "level" = excluded."level",
    "professional_field" = excluded."professional_field",
    "grade_code" = excluded."grade_code",
    "contract_type" = excluded."contract_type",
    "country_code" = excluded."country_code",
    "country" = excluded."country",
    "location" = excluded."location",
    "organization" = excluded."organization",
    "organization_slug" = excluded."organization_slug",
    "source" = excluded."source",
    "is_remote" = excluded."is_remote",
    "nationals_only" = excluded."nationals_only",
    "posting_language" = excluded."posting_language";
  RETURN NULL;
END;
$$;
