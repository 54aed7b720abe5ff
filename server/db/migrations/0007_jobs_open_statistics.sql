-- Statistics on the open-jobs condition, coalesce(expires_at, 'infinity') > now() (OPEN in
-- server/modules/jobs/job-filters.ts). Without them the planner guesses that a third of the jobs
-- are open, and for a keyword search it then ANDs the text-search bitmap with a bitmap of every open
-- job from jobs_open_facets_idx (about 10 ms at 64,000 open jobs) instead of checking the few
-- matches' deadlines. Expression statistics need PostgreSQL 14 or later (PGlite is 17).
CREATE STATISTICS IF NOT EXISTS "jobs_open_expires_stats" ON (coalesce("expires_at", 'infinity'::timestamptz)) FROM "jobs";
--> statement-breakpoint
ANALYZE "jobs";
