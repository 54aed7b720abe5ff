ALTER TABLE "jobs" ADD COLUMN "contract_type" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "nationals_only" boolean;--> statement-breakpoint
CREATE INDEX "jobs_contract_type_idx" ON "jobs" USING btree ("contract_type");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_contract_type_check" CHECK ("jobs"."contract_type" in ('staff', 'national', 'temporary', 'consultant', 'internship', 'volunteer'));