CREATE TABLE "analytics_log_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"database_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pruned_through" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_log_state_one_row_ck" CHECK ("analytics_log_state"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "processes" ADD COLUMN "container_numbers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "processes_search_text_trgm_idx" ON "processes" USING gin ("search_text" gin_trgm_ops);