DROP INDEX "jobs_open_facets_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "contract_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "nationals_only" boolean;--> statement-breakpoint
CREATE INDEX "jobs_contract_type_idx" ON "jobs" USING btree ("contract_type");--> statement-breakpoint
CREATE INDEX "jobs_open_facets_idx" ON "jobs" USING btree (coalesce("expires_at", 'infinity'::timestamptz),"expires_at","level","professional_field","grade_code","organization_slug","organization","country_code","country","contract_type","nationals_only","region") WHERE "jobs"."status" = 'active';--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contract_type_check" CHECK ("jobs"."contract_type" in ('staff', 'national', 'temporary', 'consultant', 'internship', 'volunteer'));