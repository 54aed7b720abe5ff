CREATE TABLE "ai_generation" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"input_hash" text NOT NULL,
	"model" text NOT NULL,
	"prompt" text NOT NULL,
	"output" text NOT NULL,
	"input_tokens" integer DEFAULT 0 NOT NULL,
	"output_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ai_generation_kind_input_idx" ON "ai_generation" USING btree ("kind","input_hash");--> statement-breakpoint
CREATE INDEX "ai_generation_subject_idx" ON "ai_generation" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "ai_generation_created_idx" ON "ai_generation" USING btree ("created_at");