-- pg_trgm is created by the first migration; repeated here because this one needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of a job's title, employer and place as "Did you mean" compares them: lower case,
-- without accents, split on anything that is not a letter, three to forty letters long.
CREATE FUNCTION search_words_of(title text, organization text, location text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(
    lower(immutable_unaccent(coalesce(title, '') || ' ' || coalesce(organization, '') || ' ' || coalesce(location, ''))),
    '[^a-z]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
$$;
--> statement-breakpoint
CREATE FUNCTION search_words_after_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM inserted_jobs n, search_words_of(n."title", n."organization", n."location") AS w
  ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- An update adds words only for the jobs whose title, employer or place changed (a crawl that only
-- marks jobs as seen reads no words).
CREATE FUNCTION search_words_after_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" ("word")
  SELECT DISTINCT w FROM updated_jobs_old o JOIN updated_jobs_new n ON n."id" = o."id",
    search_words_of(n."title", n."organization", n."location") AS w
  WHERE (o."title", o."organization", o."location") IS DISTINCT FROM (n."title", n."organization", n."location")
  ON CONFLICT ("word") DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON "jobs"
REFERENCING NEW TABLE AS inserted_jobs
FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_insert();
--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE ON "jobs"
REFERENCING OLD TABLE AS updated_jobs_old NEW TABLE AS updated_jobs_new
FOR EACH STATEMENT EXECUTE FUNCTION search_words_after_update();
--> statement-breakpoint
INSERT INTO "search_words" ("word")
SELECT DISTINCT w FROM "jobs" j, search_words_of(j."title", j."organization", j."location") AS w
ON CONFLICT ("word") DO NOTHING;
