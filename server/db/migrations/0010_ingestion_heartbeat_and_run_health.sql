ALTER TABLE "ingestion_logs" ADD COLUMN "jobs_found" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ingestion_logs" ADD COLUMN "complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "run_heartbeat_at" timestamp with time zone;