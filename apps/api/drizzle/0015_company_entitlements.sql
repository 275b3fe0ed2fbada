ALTER TABLE "companies" ADD COLUMN "has_analytics" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_transit_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_delayed_etd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "has_cash_calendar_txt" boolean DEFAULT false NOT NULL;