-- The words of each level's open jobs, one partial GIN index per level (server/db/schema/job-search.ts):
-- a keyword search filtered on one level reads only that level's entries of its words instead of
-- intersecting the words' entries for every level with the level's entries in job_search_filters_idx.
CREATE INDEX "job_search_internship_words_idx" ON "job_search" USING gin ("search") WITH (fastupdate=false) WHERE level = 'Internship';--> statement-breakpoint
CREATE INDEX "job_search_entry_words_idx" ON "job_search" USING gin ("search") WITH (fastupdate=false) WHERE level = 'Entry';--> statement-breakpoint
CREATE INDEX "job_search_mid_words_idx" ON "job_search" USING gin ("search") WITH (fastupdate=false) WHERE level = 'Mid';--> statement-breakpoint
CREATE INDEX "job_search_senior_words_idx" ON "job_search" USING gin ("search") WITH (fastupdate=false) WHERE level = 'Senior';--> statement-breakpoint
CREATE INDEX "job_search_consultant_words_idx" ON "job_search" USING gin ("search") WITH (fastupdate=false) WHERE level = 'Consultant';--> statement-breakpoint
CREATE INDEX "job_search_volunteering_words_idx" ON "job_search" USING gin ("search") WITH (fastupdate=false) WHERE level = 'Volunteering';
--> statement-breakpoint
ANALYZE "job_search";
