CREATE TABLE "indicator_facts" (
	"company_id" integer NOT NULL,
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "indicator_facts_pk" PRIMARY KEY("company_id","metric","day","key")
);
--> statement-breakpoint
DROP INDEX "processes_company_home_idx";--> statement-breakpoint
DROP INDEX "processes_company_etd_idx";--> statement-breakpoint
CREATE INDEX "processes_company_created_idx" ON "processes" USING btree ("company_id","created");--> statement-breakpoint
CREATE INDEX "processes_company_etd_idx" ON "processes" USING btree ("company_id","dates_etd","initial_dates_etd","id");