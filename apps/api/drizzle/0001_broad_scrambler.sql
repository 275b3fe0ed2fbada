CREATE TABLE "bi_import_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_ids" integer[] NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"is_refreshing_quotes" boolean NOT NULL,
	"status" text NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"processes" integer DEFAULT 0 NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"quotes" integer DEFAULT 0 NOT NULL,
	"message" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bi_import_runs_status_ck" CHECK ("bi_import_runs"."status" in ('created','active','completed','failed'))
);
--> statement-breakpoint
ALTER TABLE "bi_import_runs" ADD CONSTRAINT "bi_import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bi_import_runs_user_idx" ON "bi_import_runs" USING btree ("user_id","created");