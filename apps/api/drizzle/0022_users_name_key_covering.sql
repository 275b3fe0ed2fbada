-- The back-office's users list (features/admin/admin-user-repository.ts) pages, searches and filters
-- over the name key's index alone: with the columns its conditions read (name and e-mail for the
-- search, role, the active flag) carried in the index, a page deep in 100k users or a search that
-- reads every user is an index-only scan instead of one heap visit per user skipped (463 ms → 13 ms
-- at offset 50,000 in bench/admin.bench.ts). The page's rows are then read by id.
DROP INDEX IF EXISTS "users_name_key_idx";--> statement-breakpoint
CREATE INDEX "users_name_key_idx" ON "users" USING btree (lower(translate("name", 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ', 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn')), "id") INCLUDE ("name", "email", "role", "is_active");
