CREATE TABLE "rate_limit_window" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_ids" integer[] NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_window_ends_idx" ON "rate_limit_window" USING btree ("window_ends_at");--> statement-breakpoint
CREATE INDEX "analytics_changes_changed_at_idx" ON "analytics_changes" USING btree ("changed_at");