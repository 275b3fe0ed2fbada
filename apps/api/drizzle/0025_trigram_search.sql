-- The back-office's searches (users by name or e-mail, companies by name, forwarder links by name or
-- e-mail) read every row with a regular expression or '%…%': 150–300 ms at 100k users in
-- bench/admin.bench.ts. pg_trgm's GIN indexes serve both `~*` and LIKE/ILIKE '%…%'. The extension is
-- trusted (PostgreSQL 13+): the database's owner, or a role with CREATE on the database, creates it;
-- otherwise an administrator runs `create extension pg_trgm` once before this migration
-- (docs/operations.md). PGlite loads it in apps/api/src/db/pglite-worker.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotation_invitations_forwarder_name_trgm_idx" ON "quotation_invitations" USING gin ("forwarder_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quotation_invitations_email_trgm_idx" ON "quotation_invitations" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);