ALTER TABLE "freight_quotations" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "freight_quotations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "freight_quotations" ADD COLUMN "decided_by" text;