-- The open jobs a keyword search reads (server/db/schema/job-search.ts), kept in step with `jobs`
-- by triggers so that every writer (ingestion, admin edits, the expiry task, scripts, tests) keeps
-- it right: an insert or update leaves a row here exactly for the active jobs whose deadline is
-- unset or ahead at that moment, with the job's current words and filter columns; deleting a job
-- deletes its row (cascade). Statement-level triggers with transition tables handle a batch of
-- rows in one statement; an update rewrites only the rows whose searched columns changed (a crawl
-- that only marks jobs as seen writes nothing here).
CREATE TABLE "job_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search" "tsvector" NOT NULL,
	"posted_date" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"level" text,
	"professional_field" text,
	"grade_code" text,
	"contract_type" text,
	"country_code" text,
	"country" text,
	"location" text NOT NULL,
	"organization" text NOT NULL,
	"organization_slug" text,
	"source" text NOT NULL,
	"is_remote" boolean NOT NULL,
	"nationals_only" boolean
);
--> statement-breakpoint
ALTER TABLE "job_search" ADD CONSTRAINT "job_search_id_jobs_id_fk" FOREIGN KEY ("id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION job_search_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_search" ("id", "search", "posted_date", "expires_at", "level", "professional_field", "grade_code", "contract_type", "country_code", "country", "location", "organization", "organization_slug", "source", "is_remote", "nationals_only")
  SELECT n."id", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only" FROM inserted_jobs n
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
    "nationals_only" = excluded."nationals_only";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION job_search_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "job_search" s
  USING updated_jobs_old o JOIN updated_jobs_new n ON n."id" = o."id"
  WHERE s."id" = n."id" AND NOT (n."status" = 'active' AND coalesce(n."expires_at", 'infinity'::timestamptz) > now())
    AND (o."status", o."search", o."posted_date", o."expires_at", o."level", o."professional_field", o."grade_code", o."contract_type", o."country_code", o."country", o."location", o."organization", o."organization_slug", o."source", o."is_remote", o."nationals_only") IS DISTINCT FROM (n."status", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only");
  INSERT INTO "job_search" ("id", "search", "posted_date", "expires_at", "level", "professional_field", "grade_code", "contract_type", "country_code", "country", "location", "organization", "organization_slug", "source", "is_remote", "nationals_only")
  SELECT n."id", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only" FROM updated_jobs_old o JOIN updated_jobs_new n ON n."id" = o."id"
  WHERE n."status" = 'active' AND coalesce(n."expires_at", 'infinity'::timestamptz) > now() AND (o."status", o."search", o."posted_date", o."expires_at", o."level", o."professional_field", o."grade_code", o."contract_type", o."country_code", o."country", o."location", o."organization", o."organization_slug", o."source", o."is_remote", o."nationals_only") IS DISTINCT FROM (n."status", n."search", n."posted_date", n."expires_at", n."level", n."professional_field", n."grade_code", n."contract_type", n."country_code", n."country", n."location", n."organization", n."organization_slug", n."source", n."is_remote", n."nationals_only")
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
    "nationals_only" = excluded."nationals_only";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER job_search_insert AFTER INSERT ON "jobs"
REFERENCING NEW TABLE AS inserted_jobs
FOR EACH STATEMENT EXECUTE FUNCTION job_search_after_insert();
--> statement-breakpoint
CREATE TRIGGER job_search_update AFTER UPDATE ON "jobs"
REFERENCING OLD TABLE AS updated_jobs_old NEW TABLE AS updated_jobs_new
FOR EACH STATEMENT EXECUTE FUNCTION job_search_after_update();
--> statement-breakpoint
INSERT INTO "job_search" ("id", "search", "posted_date", "expires_at", "level", "professional_field", "grade_code", "contract_type", "country_code", "country", "location", "organization", "organization_slug", "source", "is_remote", "nationals_only")
SELECT j."id", j."search", j."posted_date", j."expires_at", j."level", j."professional_field", j."grade_code", j."contract_type", j."country_code", j."country", j."location", j."organization", j."organization_slug", j."source", j."is_remote", j."nationals_only" FROM "jobs" j WHERE j."status" = 'active' AND coalesce(j."expires_at", 'infinity'::timestamptz) > now();
--> statement-breakpoint
CREATE INDEX "job_search_filters_idx" ON "job_search" USING gin ("search","level","professional_field","grade_code","contract_type","country_code") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "job_search_posted_idx" ON "job_search" USING btree ("posted_date" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
-- Statistics on the deadline expression every search of open jobs filters on (as for jobs in
-- migration 0007): with them the planner knows how many matches a deadline window keeps, and walks
-- job_search_posted_idx for the newest matches of a broad keyword instead of reading them all.
CREATE STATISTICS "job_search_open_expires_stats" ON (coalesce("expires_at", 'infinity'::timestamptz)) FROM "job_search";
--> statement-breakpoint
ANALYZE "job_search";
