CREATE TABLE "admin_task_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"requested_by_id" text NOT NULL,
	"requested_by_email" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"total" integer,
	"errors" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "admin_task_runs_status_check" CHECK ("admin_task_runs"."status" in ('queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "admin_task_runs_kind_created_idx" ON "admin_task_runs" USING btree ("kind","created_at");