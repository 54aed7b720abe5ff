-- The languages each job requires and those it counts as an asset (domain/language-requirements.ts).
-- Null until read: the jobs stored before this migration are read at start-up.
ALTER TABLE "jobs" ADD COLUMN "languages_required" text[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "languages_asset" text[];--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "language_other" text;--> statement-breakpoint
CREATE INDEX "jobs_languages_required_idx" ON "jobs" USING gin ("languages_required");--> statement-breakpoint
CREATE INDEX "jobs_languages_asset_idx" ON "jobs" USING gin ("languages_asset");--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_language_other_check" CHECK ("jobs"."language_other" in ('required', 'asset'));