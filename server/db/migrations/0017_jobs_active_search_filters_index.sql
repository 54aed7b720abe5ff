CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "jobs_active_search_filters_idx" ON "jobs" USING gin ("search","level","professional_field","grade_code","contract_type","country_code") WHERE "jobs"."status" = 'active';
